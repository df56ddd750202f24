package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/dayspa/dayspa"
)

var _ dayspa.StaffStore = (*DB)(nil)

const staffColumns = `id, name, email, role, active, therapist_id, password_hash, password_changed_at, session_version, created_at,
	code_secret, code_on, code_last_step, recovery_hashes`

func scanStaffUser(row interface{ Scan(...any) error }) (dayspa.StaffUser, error) {
	var u dayspa.StaffUser
	var therapist sql.NullInt64
	var role, recovery string
	if err := row.Scan(&u.ID, &u.Name, &u.Email, &role, &u.Active, &therapist, &u.PasswordHash,
		&u.PasswordChangedAt, &u.SessionVersion, &u.CreatedAt,
		&u.Code.Secret, &u.Code.On, &u.Code.LastStep, &recovery); err != nil {
		return u, err
	}
	u.Code.Recovery = strings.Fields(recovery)
	u.Role = dayspa.Role(role)
	if therapist.Valid {
		id := therapist.Int64
		u.TherapistID = &id
	}
	u.PasswordChangedAt, u.CreatedAt = u.PasswordChangedAt.UTC(), u.CreatedAt.UTC()
	return u, nil
}

// CreateStaffUser stores a new account, its e-mail lower-cased; an e-mail
// another account has (in any case) is ECONFLICT.
func (db *DB) CreateStaffUser(ctx context.Context, n dayspa.NewStaffUser, passwordHash string) (dayspa.StaffUser, error) {
	return write(ctx, db, func(tx *Tx) (dayspa.StaffUser, error) {
		var id int64
		err := tx.QueryRowContext(ctx, `
		INSERT INTO staff_users (name, email, role, active, therapist_id, password_hash, password_changed_at, session_version, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $7) RETURNING id`,
			n.Name, dayspa.NormalizeEmail(n.Email), string(n.Role), true, n.TherapistID, passwordHash, tx.now).Scan(&id)
		if isUniqueViolation(err) {
			return dayspa.StaffUser{}, dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgStaffEmailTaken)
		} else if isForeignKeyViolation(err) {
			return dayspa.StaffUser{}, dayspa.FieldError("therapistId", dayspa.MsgTherapistIDValid)
		} else if err != nil {
			return dayspa.StaffUser{}, fmt.Errorf("create staff user: %w", err)
		}
		u, err := findStaffUser(ctx, tx, `id = $1`, id)
		if err == nil {
			noteAudit(ctx, u.ID, nil, staffAudit(u))
		}
		return u, err
	})
}

// staffAuditView is what the audit log keeps of an account: never its
// password hash.
type staffAuditView struct {
	Name        string      `json:"name"`
	Email       string      `json:"email"`
	Role        dayspa.Role `json:"role"`
	Active      bool        `json:"active"`
	TherapistID *int64      `json:"therapistId"`
}

func staffAudit(u dayspa.StaffUser) staffAuditView {
	return staffAuditView{Name: u.Name, Email: u.Email, Role: u.Role, Active: u.Active, TherapistID: u.TherapistID}
}

func findStaffUser(ctx context.Context, tx *Tx, where string, arg any) (dayspa.StaffUser, error) {
	u, err := scanStaffUser(tx.QueryRowContext(ctx, `SELECT `+staffColumns+` FROM staff_users WHERE `+where, arg))
	if errors.Is(err, sql.ErrNoRows) {
		return u, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgStaffNotFound)
	} else if err != nil {
		return u, fmt.Errorf("find staff user: %w", err)
	}
	return u, nil
}

// StaffUser returns the account id, or ENOTFOUND.
func (db *DB) StaffUser(ctx context.Context, id int64) (dayspa.StaffUser, error) {
	return read(ctx, db, func(tx *Tx) (dayspa.StaffUser, error) {
		return findStaffUser(ctx, tx, `id = $1`, id)
	})
}

// StaffUserByEmail returns the account of email, whatever its case.
func (db *DB) StaffUserByEmail(ctx context.Context, email string) (dayspa.StaffUser, error) {
	return read(ctx, db, func(tx *Tx) (dayspa.StaffUser, error) {
		return findStaffUser(ctx, tx, `lower(email) = $1`, dayspa.NormalizeEmail(email))
	})
}

// StaffUsers lists every account by name.
func (db *DB) StaffUsers(ctx context.Context) ([]dayspa.StaffUser, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.StaffUser, error) {
		rows, err := tx.QueryContext(ctx, `SELECT `+staffColumns+` FROM staff_users ORDER BY name, id`)
		if err != nil {
			return nil, fmt.Errorf("list staff users: %w", err)
		}
		defer rows.Close()
		out := []dayspa.StaffUser{}
		for rows.Next() {
			u, err := scanStaffUser(rows)
			if err != nil {
				return nil, fmt.Errorf("list staff users: %w", err)
			}
			out = append(out, u)
		}
		return out, rows.Err()
	})
}

// CountStaffUsers counts the accounts.
func (db *DB) CountStaffUsers(ctx context.Context) (int, error) {
	return read(ctx, db, func(tx *Tx) (int, error) {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM staff_users`).Scan(&n); err != nil {
			return 0, fmt.Errorf("count staff users: %w", err)
		}
		return n, nil
	})
}

// SetStaffPassword replaces the password hash, marks it changed now and
// ends the account's sessions (session_version + 1).
func (db *DB) SetStaffPassword(ctx context.Context, id int64, passwordHash string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		// The log says that the password changed, never what to.
		noteAudit(ctx, id, nil, map[string]bool{"passwordChanged": true})
		return updateStaff(ctx, tx, id, `password_hash = $2, password_changed_at = $3, session_version = session_version + 1`,
			passwordHash, tx.now)
	})
}

// SetStaffActive enables or disables the account; disabling ends its
// sessions (session_version + 1).
func (db *DB) SetStaffActive(ctx context.Context, id int64, active bool) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		noteAudit(ctx, id, map[string]bool{"active": !active}, map[string]bool{"active": active})
		if active {
			return updateStaff(ctx, tx, id, `active = $2`, true)
		}
		return updateStaff(ctx, tx, id, `active = $2, session_version = session_version + 1`, false)
	})
}

func updateStaff(ctx context.Context, tx *Tx, id int64, set string, args ...any) error {
	res, err := tx.ExecContext(ctx, `UPDATE staff_users SET `+set+` WHERE id = $1`, append([]any{id}, args...)...)
	if err != nil {
		return fmt.Errorf("update staff user %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("update staff user %d: %w", id, err)
	} else if n == 0 {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgStaffNotFound)
	}
	return nil
}

// UpdateStaffUser stores u's name, e-mail, role, active flag and
// therapist link. A new role or a disable ends the account's sessions
// (session_version + 1), so what the person may do follows at once.
func (db *DB) UpdateStaffUser(ctx context.Context, u dayspa.StaffUser) (dayspa.StaffUser, error) {
	return write(ctx, db, func(tx *Tx) (dayspa.StaffUser, error) {
		before, err := findStaffUser(ctx, tx, `id = $1`, u.ID)
		if err != nil {
			return before, err
		}
		bump := 0
		if before.Role != u.Role || before.Active && !u.Active {
			bump = 1
		}
		err = updateStaff(ctx, tx, u.ID, `name = $2, email = $3, role = $4, active = $5, therapist_id = $6, session_version = session_version + $7`,
			u.Name, dayspa.NormalizeEmail(u.Email), string(u.Role), u.Active, u.TherapistID, bump)
		if isUniqueViolation(err) {
			return before, dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgStaffEmailTaken)
		} else if isForeignKeyViolation(err) {
			return before, dayspa.FieldError("therapistId", dayspa.MsgTherapistIDValid)
		} else if err != nil {
			return before, err
		}
		after, err := findStaffUser(ctx, tx, `id = $1`, u.ID)
		if err == nil {
			noteAudit(ctx, u.ID, staffAudit(before), staffAudit(after))
		}
		return after, err
	})
}
