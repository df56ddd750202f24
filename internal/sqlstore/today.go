package sqlstore

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.TodayStore = (*DB)(nil)

// TodayBoard reads the Today place in one snapshot: the day's arrivals,
// the pending requests, the unread messages and the day's takings.
func (db *DB) TodayBoard(ctx context.Context, day dayspa.Date) (dayspa.TodayBoard, error) {
	return snapshot(ctx, db, func(tx *Tx) (dayspa.TodayBoard, error) {
		out := dayspa.TodayBoard{Date: day}
		var err error
		out.Arrivals, err = dayBookings(ctx, tx, `booking_date = $1 AND status <> $2`,
			dayspa.MaxTodayArrivals, day, string(dayspa.StatusCancelled))
		if err != nil {
			return out, err
		}
		out.Waiting, err = dayBookings(ctx, tx, `status = $1`, dayspa.MaxTodayWaiting, string(dayspa.StatusPending))
		if err != nil {
			return out, err
		}
		if out.Unread, out.UnreadTotal, err = unreadMessages(ctx, tx); err != nil {
			return out, err
		}
		takings, err := dayTakings(ctx, tx, day)
		out.Takings = &takings
		return out, err
	})
}

// dayBookings reads at most limit bookings matching cond (whose
// placeholders take args), by day and start, each with its guest,
// service, room and therapists' names.
func dayBookings(ctx context.Context, tx *Tx, cond string, limit int, args ...any) ([]dayspa.AdminDayBooking, error) {
	rows, err := tx.QueryContext(ctx, `
		WITH pick AS (
			SELECT id FROM bookings WHERE `+cond+`
			ORDER BY booking_date, start_minute, id
			LIMIT `+fmt.Sprint(limit)+`
		)
		SELECT b.id, b.booking_date, b.start_minute, b.end_minute, b.status, b.special_requests,
			c.id, c.name, c.email, c.phone, s.id, s.name, s.duration, r.name, t.name
		FROM pick
		JOIN bookings b ON b.id = pick.id
		JOIN customers c ON c.id = b.customer_id
		JOIN services s ON s.id = b.service_id
		LEFT JOIN rooms r ON r.id = b.room_id
		LEFT JOIN booking_therapists bt ON bt.booking_id = b.id
		LEFT JOIN therapists t ON t.id = bt.therapist_id
		ORDER BY b.booking_date, b.start_minute, b.id, t.name`, args...)
	if err != nil {
		return nil, fmt.Errorf("day bookings: %w", err)
	}
	defer rows.Close()
	out := []dayspa.AdminDayBooking{}
	for rows.Next() {
		var b dayspa.AdminDayBooking
		var start, end int
		var status string
		var room, therapist sql.NullString
		if err := rows.Scan(&b.ID, &b.BookingDate, &start, &end, &status, &b.SpecialRequests,
			&b.Customer.ID, &b.Customer.Name, &b.Customer.Email, &b.Customer.Phone,
			&b.Service.ID, &b.Service.Name, &b.Service.Duration, &room, &therapist); err != nil {
			return nil, fmt.Errorf("day bookings: %w", err)
		}
		if n := len(out); n > 0 && out[n-1].ID == b.ID {
			out[n-1].Therapists = append(out[n-1].Therapists, therapist.String)
			continue
		}
		b.Start, b.End, b.Status = dayspa.FormatClock(start), dayspa.FormatClock(end), dayspa.BookingStatus(status)
		if room.Valid {
			name := room.String
			b.Room = &name
		}
		b.Therapists = []string{}
		if therapist.Valid {
			b.Therapists = append(b.Therapists, therapist.String)
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// unreadMessages reads the newest unread messages and the number of all.
func unreadMessages(ctx context.Context, tx *Tx) ([]dayspa.UnreadMessage, int, error) {
	var total int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM contact_messages WHERE is_read = $1`, false).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("unread count: %w", err)
	}
	out := []dayspa.UnreadMessage{}
	if total == 0 {
		return out, 0, nil
	}
	rows, err := tx.QueryContext(ctx, `
		SELECT id, name, email, phone, message, created_at FROM contact_messages
		WHERE is_read = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, false, dayspa.MaxTodayUnread)
	if err != nil {
		return nil, 0, fmt.Errorf("unread messages: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var m dayspa.UnreadMessage
		if err := rows.Scan(&m.ID, &m.Name, &m.Email, &m.Phone, &m.Message, &m.CreatedAt); err != nil {
			return nil, 0, fmt.Errorf("unread messages: %w", err)
		}
		out = append(out, m)
	}
	return out, total, rows.Err()
}

// dayTakings sums the invoices of day.
func dayTakings(ctx context.Context, tx *Tx, day dayspa.Date) (dayspa.Takings, error) {
	var t dayspa.Takings
	err := tx.QueryRowContext(ctx, `
		SELECT COUNT(*), `+sum("total_amount")+`, `+sum("cash_amount")+`, `+sum("visa_amount")+`, `+sum("tips_amount")+`
		FROM income_transactions WHERE transaction_day = $1`, day).
		Scan(&t.Count, &t.Total, &t.Cash, &t.Card, &t.Tips)
	if err != nil {
		return t, fmt.Errorf("day takings: %w", err)
	}
	return t, nil
}
