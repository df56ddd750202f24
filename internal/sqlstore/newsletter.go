package sqlstore

import (
	"context"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.NewsletterStore = (*DB)(nil)

// Subscribe stores an address (dayspa.ValidateSubscriberEmail's) once and
// reports whether it was new.
func (db *DB) Subscribe(ctx context.Context, email string) (bool, error) {
	return write(ctx, db, func(tx *Tx) (bool, error) {
		created, err := subscribe(ctx, tx, email)
		if err != nil {
			return false, err
		}
		return created, nil
	})
}

// ListSubscribers returns every subscriber, newest first.
func (db *DB) ListSubscribers(ctx context.Context) ([]dayspa.Subscriber, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.Subscriber, error) {
		return listSubscribers(ctx, tx)
	})
}

func subscribe(ctx context.Context, tx *Tx, email string) (bool, error) {
	res, err := tx.ExecContext(ctx, `
		INSERT INTO newsletter_subscribers (email, created_at) VALUES ($1, $2)
		ON CONFLICT (email) DO NOTHING`,
		email, tx.now)
	if err != nil {
		return false, fmt.Errorf("subscribe: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("subscribe: %w", err)
	}
	return n == 1, nil
}

func listSubscribers(ctx context.Context, tx *Tx) ([]dayspa.Subscriber, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, email, created_at FROM newsletter_subscribers ORDER BY created_at DESC, id DESC`)
	if err != nil {
		return nil, fmt.Errorf("list subscribers: %w", err)
	}
	defer rows.Close()
	out := []dayspa.Subscriber{}
	for rows.Next() {
		var s dayspa.Subscriber
		if err := rows.Scan(&s.ID, &s.Email, &s.CreatedAt); err != nil {
			return nil, fmt.Errorf("list subscribers: %w", err)
		}
		s.CreatedAt = s.CreatedAt.UTC()
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list subscribers: %w", err)
	}
	return out, nil
}
