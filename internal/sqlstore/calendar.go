package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.CalendarStore = (*DB)(nil)

// CalendarBookings returns the bookings of from..to, of every status, by
// day and start, each with its customer, service, room and therapists.
func (db *DB) CalendarBookings(ctx context.Context, from, to dayspa.Date) ([]dayspa.CalendarBooking, error) {
	tx, err := db.beginSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
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
		cb.TherapistIDs = []int64{}
		if therapist.Valid {
			cb.TherapistIDs = append(cb.TherapistIDs, therapist.Int64)
		}
		out = append(out, cb)
	}
	return out, rows.Err()
}

var _ dayspa.BookingMover = (*DB)(nil)

// MoveBooking applies the manager's change to a booking under the locks
// of its old and new day (taken in date order, so that two moves between
// the same days cannot deadlock). The booking keeps its own duration and
// preparation, copied when it was made.
func (db *DB) MoveBooking(ctx context.Context, id int64, m dayspa.BookingMove, rules dayspa.SlotRules) (*dayspa.CalendarBooking, error) {
	newDate, newMinute, err := m.Parse(rules)
	if err != nil {
		return nil, err
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	to, err := moveBooking(ctx, tx, id, newDate, newMinute, func(plan dayspa.DayPlan, minute int, svc dayspa.Service, a dayspa.Assignment) (dayspa.Assignment, error) {
		if m.RoomID != nil {
			a.RoomID = *m.RoomID
		}
		if m.TherapistIDs != nil {
			a.TherapistIDs = append([]int64{}, *m.TherapistIDs...)
		}
		if a.RoomID == 0 && len(a.TherapistIDs) == 0 {
			// Made before rooms and therapists: the booking rule picks them.
			return rules.Check(plan, minute, svc, dayspa.Preference{}, id)
		}
		return a, rules.Fit(plan, minute, svc, a, id)
	})
	if err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("move booking %d: commit: %w", id, err)
	}
	all, err := db.CalendarBookings(ctx, to, to)
	if err != nil {
		return nil, err
	}
	for i := range all {
		if all[i].ID == id {
			return &all[i], nil
		}
	}
	return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
}

// placer gives a moved booking its room and therapists on plan, the day
// it moves to, from a, what it holds now.
type placer func(plan dayspa.DayPlan, minute int, svc dayspa.Service, a dayspa.Assignment) (dayspa.Assignment, error)

// moveBooking moves booking id to newDate and newMinute (nil: unchanged)
// with the room and therapists place gives it, under the locks of its old
// and new day (taken in date order, so that two moves between the same
// days cannot deadlock), and returns its day. The booking keeps its own
// duration and preparation, copied when it was made. A new day or time
// writes the guest's message.
func moveBooking(ctx context.Context, tx *Tx, id int64, newDate *dayspa.Date, newMinute *int, place placer) (dayspa.Date, error) {
	var (
		serviceID, roomID sql.NullInt64
		date              dayspa.Date
		start, end, hold  int
		places            int
		status            string
		category          string
		therapists        []int64
	)
	err := tx.QueryRowContext(ctx, `
		SELECT b.service_id, s.category, b.booking_date, b.start_minute, b.end_minute,
			CASE WHEN b.hold_end_minute > b.end_minute THEN b.hold_end_minute ELSE b.end_minute END,
			b.places, b.status, b.room_id
		FROM bookings b JOIN services s ON s.id = b.service_id WHERE b.id = $1`, id).Scan(
		&serviceID, &category, &date, &start, &end, &hold, &places, &status, &roomID)
	if errors.Is(err, sql.ErrNoRows) {
		return dayspa.Date{}, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	} else if err != nil {
		return dayspa.Date{}, fmt.Errorf("move booking %d: %w", id, err)
	}
	if st := dayspa.BookingStatus(status); !st.CanBeMoved() {
		return dayspa.Date{}, dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgNotMovable, st)
	}
	rows, err := tx.QueryContext(ctx, `SELECT therapist_id FROM booking_therapists WHERE booking_id = $1 ORDER BY therapist_id`, id)
	if err != nil {
		return dayspa.Date{}, fmt.Errorf("move booking %d: %w", id, err)
	}
	for rows.Next() {
		var t int64
		if err := rows.Scan(&t); err != nil {
			rows.Close()
			return dayspa.Date{}, err
		}
		therapists = append(therapists, t)
	}
	rows.Close()
	to, minute := date, start
	if newDate != nil {
		to = *newDate
	}
	if newMinute != nil {
		minute = *newMinute
	}
	first, second := date, to
	if second.Before(first) {
		first, second = second, first
	}
	if err := lockDay(ctx, tx, first); err != nil {
		return dayspa.Date{}, err
	}
	if second != first {
		if err := lockDay(ctx, tx, second); err != nil {
			return dayspa.Date{}, err
		}
	}
	plans, err := dayPlans(ctx, tx, to, to)
	if err != nil {
		return dayspa.Date{}, err
	}
	// What the booking is, as booked.
	svc := dayspa.Service{ID: serviceID.Int64, Category: category, Duration: end - start, PrepTime: hold - end}
	if places > 1 {
		svc.Category = dayspa.CategoryCouples
	}
	a, err := place(plans[0], minute, svc, dayspa.Assignment{RoomID: roomID.Int64, TherapistIDs: therapists})
	if err != nil {
		return dayspa.Date{}, err
	}
	span := dayspa.HoldSpan(minute, svc)
	_, err = tx.ExecContext(ctx, `
		UPDATE bookings SET booking_date = $1, booking_time = $2, start_minute = $3, end_minute = $4, hold_end_minute = $5, room_id = $6
		WHERE id = $7`, to, dayspa.FormatClock(minute), minute, minute+svc.Duration, span.End, a.RoomID, id)
	if isExclusionViolation(err) {
		return dayspa.Date{}, dayspa.ReasonError(dayspa.ReasonFull, nil)
	} else if err != nil {
		return dayspa.Date{}, fmt.Errorf("move booking %d: %w", id, err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM booking_therapists WHERE booking_id = $1`, id); err != nil {
		return dayspa.Date{}, fmt.Errorf("move booking %d: %w", id, err)
	}
	if err := holdTherapists(ctx, tx, id, to, span, a.TherapistIDs, true); err != nil {
		return dayspa.Date{}, err
	}
	if to != date || minute != start {
		// A new day or time is news to the guest; a new room or
		// therapist alone is the spa's business.
		if err := bookingChanged(ctx, tx, id, dayspa.EventMoved, status == string(dayspa.StatusConfirmed)); err != nil {
			return dayspa.Date{}, err
		}
	}
	return to, nil
}
