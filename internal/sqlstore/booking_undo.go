package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

// The undo of the dashboard's changes of a booking (dayspa.BookingUndo):
// each change keeps the booking's state before and after it under the
// hash of a random token, and an undo puts the state back through the
// placement of a move (booking_place.go).

var _ dayspa.BookingUndoer = (*DB)(nil)

// bookingState reads what an undo restores of booking id, locking its
// row on PostgreSQL until tx ends: ENOTFOUND for an unknown id.
func bookingState(ctx context.Context, tx *Tx, id int64) (dayspa.BookingState, error) {
	q := `SELECT status, status_reason, booking_date, start_minute, room_id FROM bookings WHERE id = $1`
	if tx.db.engine == EnginePostgres {
		q += ` FOR UPDATE`
	}
	var s dayspa.BookingState
	var status string
	var room sql.NullInt64
	err := tx.QueryRowContext(ctx, q, id).Scan(&status, &s.Reason, &s.Date, &s.Minute, &room)
	if errors.Is(err, sql.ErrNoRows) {
		return s, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	} else if err != nil {
		return s, fmt.Errorf("booking %d state: %w", id, err)
	}
	s.Status, s.RoomID, s.TherapistIDs = dayspa.BookingStatus(status), room.Int64, []int64{}
	rows, err := tx.QueryContext(ctx, `SELECT therapist_id FROM booking_therapists WHERE booking_id = $1 ORDER BY therapist_id`, id)
	if err != nil {
		return s, fmt.Errorf("booking %d state: %w", id, err)
	}
	defer rows.Close()
	for rows.Next() {
		var t int64
		if err := rows.Scan(&t); err != nil {
			return s, fmt.Errorf("booking %d state: %w", id, err)
		}
		s.TherapistIDs = append(s.TherapistIDs, t)
	}
	return s, rows.Err()
}

// saveUndo keeps the undo of booking id's change from before to after
// and returns its ticket. The undos past their time, and the booking's
// older ones (a later change supersedes them), are deleted first, so the
// table holds at most one row per booking changed in the last
// UndoWindow.
func saveUndo(ctx context.Context, tx *Tx, id int64, before, after dayspa.BookingState) (*dayspa.UndoTicket, error) {
	noteAudit(ctx, id, before, after)
	t := dayspa.NewUndoTicket(tx.now)
	t.Until = dbTime(t.Until)
	if _, err := tx.ExecContext(ctx, `DELETE FROM booking_undo WHERE expires_at <= $1 OR booking_id = $2`, tx.now, id); err != nil {
		return nil, fmt.Errorf("booking %d undo: %w", id, err)
	}
	b, err := json.Marshal(before)
	if err != nil {
		return nil, err
	}
	a, err := json.Marshal(after)
	if err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO booking_undo (token_hash, booking_id, state_before, state_after, expires_at) VALUES ($1, $2, $3, $4, $5)`,
		dayspa.HashManageToken(t.Token), id, string(b), string(a), t.Until); err != nil {
		return nil, fmt.Errorf("booking %d undo: %w", id, err)
	}
	return &t, nil
}

// takeUndo removes and returns booking id's undo under token's hash (used
// once: the removal is undone only when tx rolls back). ECONFLICT
// MsgUndoExpired when there is none.
func takeUndo(ctx context.Context, tx *Tx, id int64, token string) (dayspa.BookingUndo, error) {
	var u dayspa.BookingUndo
	var before, after string
	err := tx.QueryRowContext(ctx, `DELETE FROM booking_undo WHERE token_hash = $1 AND booking_id = $2
		RETURNING booking_id, state_before, state_after, expires_at`, dayspa.HashManageToken(token), id).Scan(&u.BookingID, &before, &after, &u.Until)
	if errors.Is(err, sql.ErrNoRows) {
		return u, dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgUndoExpired)
	} else if err != nil {
		return u, fmt.Errorf("booking %d undo: %w", id, err)
	}
	if err := json.Unmarshal([]byte(before), &u.Before); err != nil {
		return u, fmt.Errorf("booking %d undo: %w", id, err)
	}
	if err := json.Unmarshal([]byte(after), &u.After); err != nil {
		return u, fmt.Errorf("booking %d undo: %w", id, err)
	}
	return u, nil
}

// UndoBookingChange restores booking id as it was before the change of
// token (dayspa.BookingUndoer): its status and reason, then, when the
// booking takes a place again or goes back to its old one, that place
// through the placement of a move (rules.Fit on the day as read under its
// lock, and PostgreSQL's exclusion constraints). The guest is written
// nothing; the change's unsent messages are dropped and the reminders
// planned again (dayspa.EventUndone).
func (db *DB) UndoBookingChange(ctx context.Context, id int64, token string, rules dayspa.SlotRules) (*dayspa.Booking, error) {
	req := dayspa.UndoRequest{Token: token}
	if err := req.Validate(); err != nil {
		return nil, err
	}
	return write(ctx, db, func(tx *Tx) (*dayspa.Booking, error) {
		u, err := takeUndo(ctx, tx, id, req.Token)
		if err != nil {
			return nil, err
		}
		current, err := bookingState(ctx, tx, id)
		if err != nil {
			return nil, err
		}
		if err := u.Check(current, tx.now); err != nil {
			return nil, err
		}
		if err := restoreBooking(ctx, tx, id, u.Before, current, rules); err != nil {
			if c := dayspa.ErrorCode(err); c == dayspa.ECONFLICT || c == dayspa.EINVALID {
				// The place it had is taken, or no longer takes it.
				return nil, dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgUndoSlotTaken)
			}
			return nil, err
		}
		if err := bookingChanged(ctx, tx, id, dayspa.EventUndone, current.Status == dayspa.StatusConfirmed, false); err != nil {
			return nil, err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM booking_undo WHERE booking_id = $1`, id); err != nil {
			return nil, fmt.Errorf("booking %d undo: %w", id, err)
		}
		restored, err := bookingState(ctx, tx, id)
		if err != nil {
			return nil, err
		}
		noteAudit(ctx, id, current, restored)
		return findBookingByID(ctx, tx, id)
	})
}

// restoreBooking puts booking id back from current to before under the
// locks of both days: the status and reason as they were, then its place.
func restoreBooking(ctx context.Context, tx *Tx, id int64, before, current dayspa.BookingState, rules dayspa.SlotRules) error {
	if err := lockDays(ctx, tx, before.Date, current.Date); err != nil {
		return err
	}
	if before.Status != current.Status || before.Reason != current.Reason {
		_, err := tx.ExecContext(ctx, `UPDATE bookings SET status = $1, status_reason = $2 WHERE id = $3`, string(before.Status), before.Reason, id)
		if isExclusionViolation(err) {
			return dayspa.ReasonError(dayspa.ReasonFull, nil)
		} else if err != nil {
			return fmt.Errorf("booking %d undo: %w", id, err)
		}
	}
	if !before.Placed(current) {
		return nil
	}
	room, therapists := before.RoomID, before.TherapistIDs
	_, err := moveBooking(ctx, tx, id, &before.Date, &before.Minute,
		managerPlaces(dayspa.BookingMove{RoomID: &room, TherapistIDs: &therapists}, rules, id), tellGuestNothing)
	return err
}
