package loadgen

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/dayspa/dayspa"
)

// What the checkout benchmark and the scale test's checkouts share: the
// bookings to check out, written straight into the database (the booking
// path has its own tests and benchmark), and the one sale that checks any
// of them out.

// SeedConfirmedBookings writes n confirmed bookings of the service on day
// (YYYY-MM-DD), at 10:00 for an hour, for one guest, in one transaction,
// and returns their ids. The SQL is the same on SQLite and PostgreSQL.
func SeedConfirmedBookings(ctx context.Context, db *sql.DB, serviceID int64, day string, n int) ([]int64, error) {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	var customer int64
	if err := tx.QueryRowContext(ctx, `INSERT INTO customers (name, email, phone) VALUES ('Checkout Guest', $1, '') RETURNING id`,
		fmt.Sprintf("checkout-guest-%s-%d@example.ae", day, serviceID)).Scan(&customer); err != nil {
		return nil, err
	}
	ids := make([]int64, n)
	for i := range ids {
		if err := tx.QueryRowContext(ctx, `
			INSERT INTO bookings (customer_id, service_id, booking_date, booking_time, start_minute, end_minute, hold_end_minute,
				places, status, total_amount)
			SELECT $1, id, $2, '10:00', 600, 660, 660, 1, 'confirmed', price FROM services WHERE id = $3
			RETURNING id`, customer, day, serviceID).Scan(&ids[i]); err != nil {
			return nil, fmt.Errorf("seed booking %d: %w", i, err)
		}
	}
	return ids, tx.Commit()
}

// CheckoutOfDraft returns, as JSON, the checkout that sells a draft's
// lines (GET /api/admin/bookings/{id}/checkout) as drafted, paid in cash:
// bookings of one service all fit the one body.
func CheckoutOfDraft(draft []byte) (string, error) {
	var d dayspa.CheckoutDraft
	if err := json.Unmarshal(draft, &d); err != nil || len(d.Lines) == 0 {
		return "", fmt.Errorf("not a checkout draft: %s", draft)
	}
	var total dayspa.Money
	for _, l := range d.Lines {
		total += l.UnitPrice * dayspa.Money(l.Quantity)
	}
	out, err := json.Marshal(map[string]any{
		"lines":    d.Lines,
		"payments": []any{map[string]any{"method": "cash", "amount": total}},
	})
	return string(out), err
}
