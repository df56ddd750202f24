package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.HoursStore = (*DB)(nil)

// openingHoursKey is the settings row of the weekly opening hours (JSON,
// as the API writes them); without it the spa keeps the default hours.
const openingHoursKey = "opening_hours"

// OpeningHours returns the weekly hours, the default until set.
func (db *DB) OpeningHours(ctx context.Context) (dayspa.OpeningHours, error) {
	return read(ctx, db, func(tx *Tx) (dayspa.OpeningHours, error) {
		return openingHours(ctx, tx)
	})
}

func openingHours(ctx context.Context, tx *Tx) (dayspa.OpeningHours, error) {
	var value string
	err := tx.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = $1`, openingHoursKey).Scan(&value)
	if errors.Is(err, sql.ErrNoRows) {
		return dayspa.DefaultOpeningHours(), nil
	} else if err != nil {
		return dayspa.OpeningHours{}, fmt.Errorf("opening hours: %w", err)
	}
	var in dayspa.OpeningHoursInput
	if err := json.Unmarshal([]byte(value), &in); err != nil {
		return dayspa.OpeningHours{}, fmt.Errorf("opening hours: %w", err)
	}
	oh, err := in.Parse()
	if err != nil {
		return dayspa.OpeningHours{}, fmt.Errorf("opening hours stored: %w", err)
	}
	return oh, nil
}

// SetOpeningHours replaces the weekly hours.
func (db *DB) SetOpeningHours(ctx context.Context, oh dayspa.OpeningHours) error {
	b, err := json.Marshal(oh)
	if err != nil {
		return err
	}
	return db.inWrite(ctx, func(tx *Tx) error {
		before, err := openingHours(ctx, tx)
		if err != nil {
			return err
		}
		if p := dayspa.PendingAuditFrom(ctx); p != nil {
			p.Note("", before, oh) // the week has no id
		}
		_, err = tx.ExecContext(ctx, `
		INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, $3)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
			openingHoursKey, string(b), tx.now)
		if err != nil {
			return fmt.Errorf("set opening hours: %w", err)
		}
		return touchTeam(ctx, tx)
	})
}

const specialDayColumns = `id, from_date, to_date, open_minute, close_minute, note`

func scanSpecialDay(row scanner) (dayspa.SpecialDay, error) {
	var sd dayspa.SpecialDay
	var open, closeAt sql.NullInt64
	if err := row.Scan(&sd.ID, &sd.From, &sd.To, &open, &closeAt, &sd.Note); err != nil {
		return sd, err
	}
	if open.Valid && closeAt.Valid {
		sd.Hours = &dayspa.Hours{Open: int(open.Int64), Close: int(closeAt.Int64)}
	}
	return sd, nil
}

// SpecialDays returns every special day, by start date.
func (db *DB) SpecialDays(ctx context.Context) ([]dayspa.SpecialDay, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.SpecialDay, error) {
		return specialDays(ctx, tx, dayspa.Date{Year: 1, Month: 1, Day: 1}, dayspa.Date{Year: 9999, Month: 12, Day: 31})
	})
}

// specialDays returns the special days that overlap from..to, by start
// date then id.
func specialDays(ctx context.Context, tx *Tx, from, to dayspa.Date) ([]dayspa.SpecialDay, error) {
	return queryAll(ctx, tx, "special days", scanSpecialDay, `SELECT `+specialDayColumns+` FROM special_days
		WHERE from_date <= $1 AND to_date >= $2 ORDER BY from_date, id`, to, from)
}

// CreateSpecialDay stores sd unless its dates overlap another's
// (ECONFLICT), and sets its ID.
func (db *DB) CreateSpecialDay(ctx context.Context, sd *dayspa.SpecialDay) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		if err := createSpecialDay(ctx, tx, sd); err != nil {
			return err
		}
		noteAudit(ctx, sd.ID, nil, sd)
		return nil
	})
}

func createSpecialDay(ctx context.Context, tx *Tx, sd *dayspa.SpecialDay) error {
	if err := lockSpecialDays(ctx, tx); err != nil {
		return err
	}
	other, err := specialDays(ctx, tx, sd.From, sd.To)
	if err != nil {
		return err
	}
	if len(other) > 0 {
		return dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgSpecialDayOverlap, other[0].From, other[0].To)
	}
	var open, closeAt any
	if sd.Hours != nil {
		open, closeAt = sd.Hours.Open, sd.Hours.Close
	}
	err = tx.QueryRowContext(ctx, `
		INSERT INTO special_days (from_date, to_date, open_minute, close_minute, note)
		VALUES ($1, $2, $3, $4, $5) RETURNING id`, sd.From, sd.To, open, closeAt, sd.Note).Scan(&sd.ID)
	if err != nil {
		return fmt.Errorf("create special day: %w", err)
	}
	return touchTeam(ctx, tx)
}

// DeleteSpecialDay removes one special day; ENOTFOUND for an unknown id.
func (db *DB) DeleteSpecialDay(ctx context.Context, id int64) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM special_days WHERE id = $1`, id)
		if err != nil {
			return fmt.Errorf("delete special day %d: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgSpecialDayNotFound)
		}
		return touchTeam(ctx, tx)
	})
}

// calendar returns the weekly hours with the special days overlapping
// from..to.
func calendar(ctx context.Context, tx *Tx, from, to dayspa.Date) (dayspa.Calendar, error) {
	oh, err := openingHours(ctx, tx)
	if err != nil {
		return dayspa.Calendar{}, err
	}
	sds, err := specialDays(ctx, tx, from, to)
	if err != nil {
		return dayspa.Calendar{}, err
	}
	return dayspa.Calendar{Weekly: oh, Special: sds}, nil
}
