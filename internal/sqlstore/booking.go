package sqlstore

import (
	"context"
	"fmt"
	"strings"

	"github.com/dayspa/dayspa"
)

var _ dayspa.BookingStore = (*DB)(nil)

// allStatuses are the four statuses the bookings table allows.
var allStatuses = []dayspa.BookingStatus{
	dayspa.StatusPending, dayspa.StatusConfirmed, dayspa.StatusCompleted, dayspa.StatusCancelled,
}

// placeHolding lists, as query arguments, the statuses whose bookings take
// up a place; the domain decides which (BookingStatus.HoldsPlace).
var placeHolding = func() []any {
	var out []any
	for _, s := range allStatuses {
		if s.HoldsPlace() {
			out = append(out, string(s))
		}
	}
	return out
}()

// CreateBooking finds or creates the customer by e-mail and stores the
// booking as pending at the service's price, in one transaction with the
// checks that the slot still has room and that the guest is under the
// limit of pending requests for the day. Concurrent bookings of one day
// are serialised (see lockDay), so they never overbook nor exceed the
// guest limit, with one server instance or many. Returns ECONFLICT when
// the slot has no room (or has passed, or would end after closing),
// ETOOMANY when the guest is at the limit, EINVALID when the service no
// longer exists; nothing is stored then.
func (db *DB) CreateBooking(ctx context.Context, nb dayspa.NewBooking, rules dayspa.SlotRules) (*dayspa.Booking, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	b, err := createBooking(ctx, tx, nb, rules)
	if err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("create booking: commit: %w", err)
	}
	return b, nil
}

// DayOccupancy returns what the bookings of d that hold a place occupy.
func (db *DB) DayOccupancy(ctx context.Context, d dayspa.Date) ([]dayspa.Occupancy, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return dayOccupancy(ctx, tx, d)
}

func createBooking(ctx context.Context, tx *Tx, nb dayspa.NewBooking, rules dayspa.SlotRules) (*dayspa.Booking, error) {
	occ := nb.Occupancy
	if occ.Places < 1 || occ.End <= occ.Start {
		return nil, &dayspa.Error{Code: dayspa.EINVALID, Message: "Please check the highlighted fields.",
			Fields: map[string]string{"bookingTime": dayspa.MsgBookingTime}}
	}
	if err := lockDay(ctx, tx, nb.Date); err != nil {
		return nil, err
	}
	booked, err := dayOccupancy(ctx, tx, nb.Date)
	if err != nil {
		return nil, err
	}
	if err := rules.Check(nb.Date, occ.Start, nb.Service, booked); err != nil {
		return nil, err
	}
	phone := dayspa.PhoneDigits(nb.CustomerPhone)
	if rules.GuestLimit.PerDay > 0 {
		n, err := pendingOfGuest(ctx, tx, nb.Date, nb.CustomerEmail, phone)
		if err != nil {
			return nil, err
		}
		if err := rules.GuestLimit.Check(n); err != nil {
			return nil, err
		}
	}
	customerID, err := upsertCustomer(ctx, tx, nb.CustomerName, nb.CustomerEmail, nb.CustomerPhone)
	if err != nil {
		return nil, err
	}
	b := &dayspa.Booking{
		CustomerID:      customerID,
		ServiceID:       nb.Service.ID,
		BookingDate:     nb.Date,
		BookingTime:     nb.Time,
		Status:          dayspa.StatusPending,
		TotalAmount:     nb.Service.Price,
		SpecialRequests: nb.SpecialRequests,
		CreatedAt:       tx.now,
	}
	err = tx.QueryRowContext(ctx, `
		INSERT INTO bookings (customer_id, service_id, booking_date, booking_time,
			start_minute, end_minute, places, status, total_amount, special_requests, created_at, guest_phone)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
		RETURNING id`,
		b.CustomerID, b.ServiceID, b.BookingDate, b.BookingTime,
		occ.Start, occ.End, occ.Places, string(b.Status), int64(b.TotalAmount), b.SpecialRequests, b.CreatedAt, phone,
	).Scan(&b.ID)
	if isForeignKeyViolation(err) {
		return nil, &dayspa.Error{Code: dayspa.EINVALID, Message: "Please check the highlighted fields.",
			Fields: map[string]string{"serviceId": dayspa.MsgService}}
	} else if err != nil {
		return nil, fmt.Errorf("create booking: %w", err)
	}
	return b, nil
}

// pendingOfGuest counts the pending bookings of d requested by the guest
// with that e-mail (any case) or that phone (its digits). Called after
// lockDay, so that no booking of d can slip in between the count and the
// insert.
func pendingOfGuest(ctx context.Context, tx *Tx, d dayspa.Date, email, phoneDigits string) (int, error) {
	var n int
	err := tx.QueryRowContext(ctx, `
		SELECT COUNT(*) FROM bookings
		WHERE booking_date = $1 AND status = $2
		  AND (customer_id = (SELECT id FROM customers WHERE email = $3)
		       OR (guest_phone = $4 AND guest_phone <> ''))`,
		d, string(dayspa.StatusPending), dayspa.NormalizeEmail(email), phoneDigits,
	).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("pending bookings of guest on %s: %w", d, err)
	}
	return n, nil
}

// upsertCustomer returns the id of the customer with that e-mail, creating
// it if needed. An existing customer keeps the name first given; a phone is
// stored when none was before. The single statement is safe against a
// concurrent insert of the same address: the loser of the race updates.
func upsertCustomer(ctx context.Context, tx *Tx, name, email, phone string) (int64, error) {
	var id int64
	err := tx.QueryRowContext(ctx, `
		INSERT INTO customers (name, email, phone, created_at)
		VALUES ($1, $2, $3, $4)
		ON CONFLICT (email) DO UPDATE
		SET phone = CASE WHEN customers.phone = '' THEN excluded.phone ELSE customers.phone END
		RETURNING id`,
		name, dayspa.NormalizeEmail(email), phone, tx.now,
	).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("find or create customer: %w", err)
	}
	return id, nil
}

func dayOccupancy(ctx context.Context, tx *Tx, d dayspa.Date) ([]dayspa.Occupancy, error) {
	args := append([]any{d}, placeHolding...)
	rows, err := tx.QueryContext(ctx, `
		SELECT start_minute, end_minute, places
		FROM bookings
		WHERE booking_date = $1 AND status IN (`+placeholders(2, len(placeHolding))+`)
		ORDER BY start_minute, end_minute, places`, args...)
	if err != nil {
		return nil, fmt.Errorf("day occupancy %s: %w", d, err)
	}
	defer rows.Close()
	out := []dayspa.Occupancy{}
	for rows.Next() {
		var o dayspa.Occupancy
		if err := rows.Scan(&o.Start, &o.End, &o.Places); err != nil {
			return nil, fmt.Errorf("day occupancy %s: %w", d, err)
		}
		out = append(out, o)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("day occupancy %s: %w", d, err)
	}
	return out, nil
}

// placeholders returns "$from, $from+1, …" for n arguments.
func placeholders(from, n int) string {
	ps := make([]string, n)
	for i := range ps {
		ps[i] = fmt.Sprintf("$%d", from+i)
	}
	return strings.Join(ps, ", ")
}
