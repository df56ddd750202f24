package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.MessageStore = (*DB)(nil)

// CreateContactMessage validates m, stores it unread and sets its ID and
// CreatedAt. Returns EINVALID.
func (db *DB) CreateContactMessage(ctx context.Context, m *dayspa.ContactMessage) error {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := createContactMessage(ctx, tx, m); err != nil {
		return err
	}
	return tx.Commit()
}

// ListContactMessages returns every message, newest first.
func (db *DB) ListContactMessages(ctx context.Context) ([]dayspa.ContactMessage, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return listContactMessages(ctx, tx)
}

// MarkContactMessageRead marks the message read and returns it. Returns
// ENOTFOUND for an unknown id.
func (db *DB) MarkContactMessageRead(ctx context.Context, id int64) (*dayspa.ContactMessage, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	m, err := markContactMessageRead(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	return m, nil
}

// Subscribe stores a normalized address once and reports whether it was
// new. Returns EINVALID for an address that is not one.
func (db *DB) Subscribe(ctx context.Context, email string) (bool, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	created, err := subscribe(ctx, tx, email)
	if err != nil {
		return false, err
	}
	if err := tx.Commit(); err != nil {
		return false, err
	}
	return created, nil
}

// ListSubscribers returns every subscriber, newest first.
func (db *DB) ListSubscribers(ctx context.Context) ([]dayspa.Subscriber, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return listSubscribers(ctx, tx)
}

const contactMessageColumns = `id, name, email, phone, message, is_read, created_at`

func scanContactMessage(row interface{ Scan(...any) error }, m *dayspa.ContactMessage) error {
	if err := row.Scan(&m.ID, &m.Name, &m.Email, &m.Phone, &m.Message, &m.IsRead, &m.CreatedAt); err != nil {
		return err
	}
	m.CreatedAt = m.CreatedAt.UTC()
	return nil
}

func createContactMessage(ctx context.Context, tx *Tx, m *dayspa.ContactMessage) error {
	if err := m.Validate(); err != nil {
		return err
	}
	m.IsRead, m.CreatedAt = false, tx.now
	err := tx.QueryRowContext(ctx, `
		INSERT INTO contact_messages (name, email, phone, message, is_read, created_at)
		VALUES ($1, $2, $3, $4, $5, $6)
		RETURNING id`,
		m.Name, m.Email, m.Phone, m.Message, false, m.CreatedAt,
	).Scan(&m.ID)
	if err != nil {
		return fmt.Errorf("create contact message: %w", err)
	}
	return nil
}

func listContactMessages(ctx context.Context, tx *Tx) ([]dayspa.ContactMessage, error) {
	rows, err := tx.QueryContext(ctx, `SELECT `+contactMessageColumns+` FROM contact_messages ORDER BY created_at DESC, id DESC`)
	if err != nil {
		return nil, fmt.Errorf("list contact messages: %w", err)
	}
	defer rows.Close()
	out := []dayspa.ContactMessage{}
	for rows.Next() {
		var m dayspa.ContactMessage
		if err := scanContactMessage(rows, &m); err != nil {
			return nil, fmt.Errorf("list contact messages: %w", err)
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list contact messages: %w", err)
	}
	return out, nil
}

func markContactMessageRead(ctx context.Context, tx *Tx, id int64) (*dayspa.ContactMessage, error) {
	// UPDATE, then SELECT: SQLite reports no declared types for RETURNING
	// columns, so its driver would hand created_at back as text.
	if _, err := tx.ExecContext(ctx, `UPDATE contact_messages SET is_read = $1 WHERE id = $2`, true, id); err != nil {
		return nil, fmt.Errorf("mark contact message %d read: %w", id, err)
	}
	var m dayspa.ContactMessage
	err := scanContactMessage(tx.QueryRowContext(ctx,
		`SELECT `+contactMessageColumns+` FROM contact_messages WHERE id = $1`, id), &m)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, "Message not found.")
	} else if err != nil {
		return nil, fmt.Errorf("mark contact message %d read: %w", id, err)
	}
	return &m, nil
}

func subscribe(ctx context.Context, tx *Tx, email string) (bool, error) {
	email, err := dayspa.ValidateSubscriberEmail(email)
	if err != nil {
		return false, err
	}
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
