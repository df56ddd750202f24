package sqlstore

import (
	"context"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.OwnCalendarStore = (*DB)(nil)

// TherapistBookings returns the bookings of from..to the therapist is
// one of the therapists of, by day and start. The guest's name is read to
// give her first name only; the phone and e-mail are not read at all.
func (db *DB) TherapistBookings(ctx context.Context, therapistID int64, from, to dayspa.Date) ([]dayspa.OwnBooking, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.OwnBooking, error) {
		rows, err := tx.QueryContext(ctx, `
		SELECT b.id, b.booking_date, b.start_minute, b.end_minute, b.status,
			s.name, COALESCE(r.name, ''), c.name, b.special_requests
		FROM booking_therapists bt
		JOIN bookings b ON b.id = bt.booking_id
		JOIN customers c ON c.id = b.customer_id
		JOIN services s ON s.id = b.service_id
		LEFT JOIN rooms r ON r.id = b.room_id
		WHERE bt.therapist_id = $1 AND b.booking_date BETWEEN $2 AND $3
		ORDER BY b.booking_date, b.start_minute, b.id`, therapistID, from, to)
		if err != nil {
			return nil, fmt.Errorf("therapist %d's calendar %s..%s: %w", therapistID, from, to, err)
		}
		defer rows.Close()
		out := []dayspa.OwnBooking{}
		for rows.Next() {
			var b dayspa.OwnBooking
			var start, end int
			var status, guest string
			if err := rows.Scan(&b.ID, &b.Date, &start, &end, &status, &b.ServiceName, &b.RoomName, &guest, &b.SpecialRequests); err != nil {
				return nil, fmt.Errorf("therapist's calendar: %w", err)
			}
			b.Start, b.End = dayspa.FormatClock(start), dayspa.FormatClock(end)
			b.Status = dayspa.BookingStatus(status)
			b.GuestFirstName = dayspa.FirstName(guest)
			out = append(out, b)
		}
		return out, rows.Err()
	})
}
