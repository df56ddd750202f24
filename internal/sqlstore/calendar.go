package sqlstore

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.CalendarStore = (*DB)(nil)

// CalendarBookings returns the bookings of from..to, of every status, by
// day and start, each with its customer, service, room and therapists.
func (db *DB) CalendarBookings(ctx context.Context, from, to dayspa.Date) ([]dayspa.CalendarBooking, error) {
	return snapshot(ctx, db, func(tx *Tx) ([]dayspa.CalendarBooking, error) {
		rows, err := tx.QueryContext(ctx, `
		SELECT b.id, b.booking_date, b.start_minute, b.end_minute,
			CASE WHEN b.hold_end_minute > b.end_minute THEN b.hold_end_minute ELSE b.end_minute END,
			b.status, b.room_id, b.special_requests, b.language,
			c.id, c.name, c.email, c.phone, s.id, s.name, s.category, bt.therapist_id
		FROM bookings b
		JOIN customers c ON c.id = b.customer_id
		JOIN services s ON s.id = b.service_id
		LEFT JOIN booking_therapists bt ON bt.booking_id = b.id
		WHERE b.booking_date BETWEEN $1 AND $2
		ORDER BY b.booking_date, b.start_minute, b.id, bt.therapist_id`, from, to)
		if err != nil {
			return nil, fmt.Errorf("calendar %s..%s: %w", from, to, err)
		}
		defer rows.Close()
		out := []dayspa.CalendarBooking{}
		for rows.Next() {
			var cb dayspa.CalendarBooking
			var start, end, hold int
			var status string
			var room, therapist sql.NullInt64
			if err := rows.Scan(&cb.ID, &cb.BookingDate, &start, &end, &hold, &status, &room, &cb.SpecialRequests, &cb.Language,
				&cb.Customer.ID, &cb.Customer.Name, &cb.Customer.Email, &cb.Customer.Phone,
				&cb.Service.ID, &cb.Service.Name, &cb.Service.Category, &therapist); err != nil {
				return nil, fmt.Errorf("calendar: %w", err)
			}
			if n := len(out); n > 0 && out[n-1].ID == cb.ID {
				out[n-1].TherapistIDs = append(out[n-1].TherapistIDs, therapist.Int64)
				continue
			}
			cb.Start, cb.End, cb.HoldEnd = dayspa.FormatClock(start), dayspa.FormatClock(end), dayspa.FormatClock(hold)
			cb.Status = dayspa.BookingStatus(status)
			if room.Valid {
				id := room.Int64
				cb.RoomID = &id
			}
			cb.Fill(tx.now, tx.db.location)
			cb.TherapistIDs = []int64{}
			if therapist.Valid {
				cb.TherapistIDs = append(cb.TherapistIDs, therapist.Int64)
			}
			out = append(out, cb)
		}
		return out, rows.Err()
	})
}

var _ dayspa.BookingMover = (*DB)(nil)

// MoveBooking applies the manager's change to a booking under the locks
// of its old and new day (taken in date order, so that two moves between
// the same days cannot deadlock). The booking keeps its own duration and
// preparation, copied when it was made. The move can be undone
// (UndoBookingChange): the booking it answers carries the undo's ticket,
// and the guest's message is due once the undo window has passed.
func (db *DB) MoveBooking(ctx context.Context, id int64, m dayspa.BookingMove, rules dayspa.SlotRules) (*dayspa.CalendarBooking, error) {
	newDate, newMinute, err := m.Parse(rules)
	if err != nil {
		return nil, err
	}
	var undo *dayspa.UndoTicket
	to, err := write(ctx, db, func(tx *Tx) (dayspa.Date, error) {
		before, err := bookingState(ctx, tx, id)
		if err != nil {
			return dayspa.Date{}, err
		}
		to, err := moveBooking(ctx, tx, id, newDate, newMinute, managerPlaces(m, rules, id), tellGuestAfterUndo)
		if err != nil {
			return to, err
		}
		after, err := bookingState(ctx, tx, id)
		if err != nil {
			return to, err
		}
		undo, err = saveUndo(ctx, tx, id, before, after)
		return to, err
	})
	if err != nil {
		return nil, err
	}
	all, err := db.CalendarBookings(ctx, to, to)
	if err != nil {
		return nil, err
	}
	for i := range all {
		if all[i].ID == id {
			all[i].Undo = undo
			return &all[i], nil
		}
	}
	return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
}
