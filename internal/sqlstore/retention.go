package sqlstore

import (
	"context"
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
)

var _ dayspa.RetentionStore = (*DB)(nil)

// The retention job's batches: each is one statement over at most limit
// rows, picked by id in a subquery, so that no run holds a write lock for
// long and a run cut short resumes where it stopped.

// forgottenDomain ends every address ForgottenEmail makes: a customer
// whose address ends so is forgotten already.
const forgottenDomain = "@forgotten.invalid"

// execBatch runs one batch statement and answers the rows it changed.
func (db *DB) execBatch(ctx context.Context, what, query string, args ...any) (int, error) {
	return write(ctx, db, func(tx *Tx) (int, error) {
		res, err := tx.ExecContext(ctx, query, args...)
		if err != nil {
			return 0, fmt.Errorf("%s: %w", what, err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return 0, fmt.Errorf("%s: %w", what, err)
		}
		return int(n), nil
	})
}

// AnonymiseContactMessages clears the sender and the text of old contact
// messages, as forgetting their sender does; the row stays, so the
// dashboard's counts do not change.
func (db *DB) AnonymiseContactMessages(ctx context.Context, before time.Time, limit int) (int, error) {
	return db.execBatch(ctx, "anonymise contact messages", `
		UPDATE contact_messages SET name = $1, email = $2, phone = '', message = ''
		WHERE id IN (SELECT id FROM contact_messages WHERE created_at < $3 AND message <> '' ORDER BY id LIMIT $4)`,
		dayspa.ForgottenName, dayspa.ForgottenEmail(), dbTime(before), limit)
}

// InactiveCustomers returns customers with no booking on or after before's
// day, oldest first.
func (db *DB) InactiveCustomers(ctx context.Context, before time.Time, limit int) ([]string, error) {
	return read(ctx, db, func(tx *Tx) ([]string, error) {
		rows, err := tx.QueryContext(ctx, `
			SELECT c.email FROM customers c
			WHERE c.created_at < $1 AND c.email NOT LIKE $2
				AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.customer_id = c.id AND b.booking_date >= $3)
			ORDER BY c.id LIMIT $4`,
			dbTime(before), "%"+forgottenDomain, dayspa.DateOf(before), limit)
		if err != nil {
			return nil, fmt.Errorf("inactive customers: %w", err)
		}
		defer rows.Close()
		var out []string
		for rows.Next() {
			var email string
			if err := rows.Scan(&email); err != nil {
				return nil, fmt.Errorf("inactive customers: %w", err)
			}
			out = append(out, email)
		}
		return out, rows.Err()
	})
}

// DropEmailBodies clears the copy of old sent e-mails; the subject, the
// status and the times stay for the dashboard and the guest's export.
func (db *DB) DropEmailBodies(ctx context.Context, before time.Time, limit int) (int, error) {
	return db.execBatch(ctx, "drop e-mail bodies", `
		UPDATE outbox SET body_text = '', body_html = ''
		WHERE id IN (SELECT id FROM outbox WHERE sent_at < $1 AND (body_text <> '' OR body_html <> '') ORDER BY id LIMIT $2)`,
		dbTime(before), limit)
}

// DeleteAuditEvents deletes the oldest audit events before before (the
// database refuses any younger than five years).
func (db *DB) DeleteAuditEvents(ctx context.Context, before time.Time, limit int) (int, error) {
	return db.execBatch(ctx, "delete audit events", `
		DELETE FROM audit_events WHERE id IN (SELECT id FROM audit_events WHERE at < $1 ORDER BY id LIMIT $2)`,
		dbTime(before), limit)
}

// DeleteExpiredPrivacyLinks deletes the links that can no longer be used.
func (db *DB) DeleteExpiredPrivacyLinks(ctx context.Context, now time.Time, limit int) (int, error) {
	return db.execBatch(ctx, "delete expired privacy links", `
		DELETE FROM privacy_links WHERE token_hash IN (
			SELECT token_hash FROM privacy_links WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2)`,
		dbTime(now), limit)
}

// ClaimJob takes the job's lease row. The UPDATE's WHERE is the whole
// test: on PostgreSQL a second instance's UPDATE waits for the first's
// row lock and then finds the lease taken; SQLite runs one writer at a
// time.
func (db *DB) ClaimJob(ctx context.Context, name, holder string, now time.Time, lease, every time.Duration) (bool, error) {
	return write(ctx, db, func(tx *Tx) (bool, error) {
		if _, err := tx.ExecContext(ctx, `INSERT INTO job_leases (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, name); err != nil {
			return false, fmt.Errorf("claim job %s: %w", name, err)
		}
		res, err := tx.ExecContext(ctx, `
			UPDATE job_leases SET holder = $2, leased_until = $3
			WHERE name = $1 AND (leased_until IS NULL OR leased_until <= $4) AND (last_done IS NULL OR last_done <= $5)`,
			name, holder, dbTime(now.Add(lease)), dbTime(now), dbTime(now.Add(-every)))
		if err != nil {
			return false, fmt.Errorf("claim job %s: %w", name, err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return false, fmt.Errorf("claim job %s: %w", name, err)
		}
		return n == 1, nil
	})
}

// RenewJob extends holder's lease.
func (db *DB) RenewJob(ctx context.Context, name, holder string, until time.Time) (bool, error) {
	n, err := db.execBatch(ctx, "renew job "+name, `
		UPDATE job_leases SET leased_until = $3 WHERE name = $1 AND holder = $2 AND leased_until IS NOT NULL`,
		name, holder, dbTime(until))
	return n == 1, err
}

// FinishJob records the run's end and frees the lease.
func (db *DB) FinishJob(ctx context.Context, name, holder string, now time.Time) error {
	_, err := db.execBatch(ctx, "finish job "+name, `
		UPDATE job_leases SET leased_until = NULL, last_done = $3 WHERE name = $1 AND holder = $2`,
		name, holder, dbTime(now))
	return err
}
