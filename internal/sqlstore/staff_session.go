package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
)

var _ dayspa.StaffSessionStore = (*DB)(nil)

// The live sessions of staff_sessions: their stored session exists and has
// not expired (on the wall clock, as the session store's expiries), and
// the account's session_version has not moved on since the sign-in.
const liveStaffSessions = `
	SELECT ss.id, ss.user_id, ss.token_hash, ss.user_agent, ss.address, ss.created_at, ss.last_used_at
	FROM staff_sessions ss
	JOIN sessions s ON s.token = ss.token_hash
	JOIN staff_users u ON u.id = ss.user_id AND u.session_version = ss.session_version AND u.active
	WHERE s.expiry > $1`

func scanStaffSession(row interface{ Scan(...any) error }) (dayspa.StaffSession, error) {
	var s dayspa.StaffSession
	err := row.Scan(&s.ID, &s.UserID, &s.TokenHash, &s.UserAgent, &s.Address, &s.CreatedAt, &s.LastUsedAt)
	s.CreatedAt, s.LastUsedAt = s.CreatedAt.UTC(), s.LastUsedAt.UTC()
	return s, err
}

// AddStaffSession records a session that has just signed in.
func (db *DB) AddStaffSession(ctx context.Context, n dayspa.NewStaffSession) error {
	_, err := db.write.ExecContext(ctx, `
		INSERT INTO staff_sessions (user_id, session_version, token_hash, user_agent, address, created_at, last_used_at)
		VALUES ($1, $2, $3, $4, $5, $6, $6)
		ON CONFLICT (token_hash) DO NOTHING`,
		n.UserID, n.SessionVersion, n.TokenHash, dayspa.TrimUserAgent(n.UserAgent), n.Address, dbTime(n.At))
	if err != nil {
		return fmt.Errorf("add staff session: %w", err)
	}
	return nil
}

// RenewStaffSession moves a session's record to its new token.
func (db *DB) RenewStaffSession(ctx context.Context, oldHash, newHash string) error {
	if _, err := db.write.ExecContext(ctx, `UPDATE staff_sessions SET token_hash = $2 WHERE token_hash = $1`, oldHash, newHash); err != nil {
		return fmt.Errorf("renew staff session: %w", err)
	}
	return nil
}

// TouchStaffSession sets the last use of the session of tokenHash.
func (db *DB) TouchStaffSession(ctx context.Context, tokenHash string, at time.Time) error {
	if _, err := db.write.ExecContext(ctx, `UPDATE staff_sessions SET last_used_at = $2 WHERE token_hash = $1`, tokenHash, dbTime(at)); err != nil {
		return fmt.Errorf("touch staff session: %w", err)
	}
	return nil
}

// ForgetStaffSession removes the record of a session that ended.
func (db *DB) ForgetStaffSession(ctx context.Context, tokenHash string) error {
	if _, err := db.write.ExecContext(ctx, `DELETE FROM staff_sessions WHERE token_hash = $1`, tokenHash); err != nil {
		return fmt.Errorf("forget staff session: %w", err)
	}
	return nil
}

// StaffSessions lists the live sessions of an account, the latest used first.
func (db *DB) StaffSessions(ctx context.Context, userID int64) ([]dayspa.StaffSession, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.StaffSession, error) {
		rows, err := tx.QueryContext(ctx, liveStaffSessions+` AND ss.user_id = $2 ORDER BY ss.last_used_at DESC, ss.id DESC`,
			dbTime(time.Now()), userID)
		if err != nil {
			return nil, fmt.Errorf("list staff sessions: %w", err)
		}
		defer rows.Close()
		out := []dayspa.StaffSession{}
		for rows.Next() {
			s, err := scanStaffSession(rows)
			if err != nil {
				return nil, fmt.Errorf("list staff sessions: %w", err)
			}
			out = append(out, s)
		}
		return out, rows.Err()
	})
}

// StaffSessionByID returns a live session, or ENOTFOUND.
func (db *DB) StaffSessionByID(ctx context.Context, id int64) (dayspa.StaffSession, error) {
	return read(ctx, db, func(tx *Tx) (dayspa.StaffSession, error) {
		s, err := scanStaffSession(tx.QueryRowContext(ctx, liveStaffSessions+` AND ss.id = $2`, dbTime(time.Now()), id))
		if errors.Is(err, sql.ErrNoRows) {
			return s, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgSessionNotFound)
		} else if err != nil {
			return s, fmt.Errorf("find staff session %d: %w", id, err)
		}
		return s, nil
	})
}

// EndStaffSession deletes the stored session of the record id and the
// record, in one transaction: every instance reads sessions from this
// table, so the session is over everywhere at once.
func (db *DB) EndStaffSession(ctx context.Context, id int64) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		var hash string
		var userID int64
		err := tx.QueryRowContext(ctx, `SELECT token_hash, user_id FROM staff_sessions WHERE id = $1`, id).Scan(&hash, &userID)
		if errors.Is(err, sql.ErrNoRows) {
			return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgSessionNotFound)
		} else if err != nil {
			return fmt.Errorf("end staff session %d: %w", id, err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE token = $1`, hash); err != nil {
			return fmt.Errorf("end staff session %d: %w", id, err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM staff_sessions WHERE id = $1`, id); err != nil {
			return fmt.Errorf("end staff session %d: %w", id, err)
		}
		noteAudit(ctx, id, map[string]int64{"userId": userID}, nil)
		return nil
	})
}
