package sqlstore

import (
	"context"
	"fmt"

	"github.com/dayspa/dayspa"
)

// NavCounts counts what the dashboard's navigation shows, in one read
// transaction so that the numbers belong together. The income count is
// the Income list's own unfiltered count (from the daily sums).
func (db *DB) NavCounts(ctx context.Context) (dayspa.NavCounts, error) {
	return read(ctx, db, func(tx *Tx) (dayspa.NavCounts, error) {
		var c dayspa.NavCounts
		err := tx.QueryRowContext(ctx, `SELECT
			(SELECT COUNT(*) FROM bookings WHERE status = $1),
			(SELECT COUNT(*) FROM bookings),
			(SELECT COUNT(*) FROM contact_messages WHERE is_read = $2),
			(SELECT COUNT(*) FROM customers),
			(SELECT COUNT(*) FROM services),
			(SELECT COUNT(*) FROM blog_posts)`, string(dayspa.StatusPending), false).
			Scan(&c.NewRequests, &c.Bookings, &c.UnreadMessages, &c.Customers, &c.Services, &c.Posts)
		if err != nil {
			return dayspa.NavCounts{}, fmt.Errorf("nav counts: %w", err)
		}
		if c.Income, err = countIncome(ctx, tx, dayspa.IncomeFilter{}); err != nil {
			return dayspa.NavCounts{}, fmt.Errorf("nav counts: %w", err)
		}
		return c, nil
	})
}
