package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.SettingStore = (*DB)(nil)

// GetSetting returns the value stored under key, or ENOTFOUND.
func (db *DB) GetSetting(ctx context.Context, key string) (string, error) {
	return read(ctx, db, func(tx *Tx) (string, error) {
		var value string
		err := tx.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = $1`, key).Scan(&value)
		if errors.Is(err, sql.ErrNoRows) {
			return "", dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgSettingNotFound)
		} else if err != nil {
			return "", fmt.Errorf("get setting %s: %w", key, err)
		}
		return value, nil
	})
}

// SetSetting stores value under key, replacing any earlier value.
func (db *DB) SetSetting(ctx context.Context, key, value string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		_, err := tx.ExecContext(ctx, `
		INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, $3)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
			key, value, tx.now)
		if err != nil {
			return fmt.Errorf("set setting %s: %w", key, err)
		}
		return nil
	})
}

// CreateSetting stores value under key unless key already has a value, and
// reports whether it did. Of several instances starting at once, exactly
// one creates the value; the others keep theirs unsaid.
func (db *DB) CreateSetting(ctx context.Context, key, value string) (bool, error) {
	return write(ctx, db, func(tx *Tx) (bool, error) {
		res, err := tx.ExecContext(ctx, `
		INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, $3)
		ON CONFLICT (key) DO NOTHING`,
			key, value, tx.now)
		if err != nil {
			return false, fmt.Errorf("create setting %s: %w", key, err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return false, fmt.Errorf("create setting %s: %w", key, err)
		}
		return n == 1, nil
	})
}
