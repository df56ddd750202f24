package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.ContactStore = (*DB)(nil)

// CreateContactMessage stores m (validated by its Validate) unread and
// sets its ID and CreatedAt.
func (db *DB) CreateContactMessage(ctx context.Context, m *dayspa.ContactMessage) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		return createContactMessage(ctx, tx, m)
	})
}

// ListContactMessages returns every message, newest first.
func (db *DB) ListContactMessages(ctx context.Context) ([]dayspa.ContactMessage, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.ContactMessage, error) {
		return listContactMessages(ctx, tx)
	})
}

// MarkContactMessageRead marks the message read and returns it. Returns
// ENOTFOUND for an unknown id.
func (db *DB) MarkContactMessageRead(ctx context.Context, id int64) (*dayspa.ContactMessage, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.ContactMessage, error) {
		m, err := markContactMessageRead(ctx, tx, id)
		if err != nil {
			return nil, err
		}
		noteAudit(ctx, id, nil, map[string]bool{"isRead": m.IsRead})
		return m, nil
	})
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
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgMessageNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("mark contact message %d read: %w", id, err)
	}
	return &m, nil
}

// UnreadMessageCount counts the contact messages not yet read.
func (db *DB) UnreadMessageCount(ctx context.Context) (int, error) {
	return read(ctx, db, func(tx *Tx) (int, error) {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM contact_messages WHERE is_read = $1`, false).Scan(&n); err != nil {
			return 0, fmt.Errorf("unread message count: %w", err)
		}
		return n, nil
	})
}
