package sqlstore

import (
	"context"
	"fmt"
	"strings"

	"github.com/dayspa/dayspa"
)

var _ dayspa.StaffCodeStore = (*DB)(nil)

// codeAudit is what the audit log keeps of a sign-in code: whether it is
// on, never its secret or the recovery codes.
type codeAudit struct {
	SignInCode bool `json:"signInCode"`
}

// StartStaffCode stores a new secret, not on yet, unless a code is on.
func (db *DB) StartStaffCode(ctx context.Context, id int64, secret string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		u, err := findStaffUser(ctx, tx, `id = $1`, id)
		if err != nil {
			return err
		}
		if u.Code.On {
			return dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgCodeAlreadyOn)
		}
		noteAudit(ctx, id, codeAudit{}, codeAudit{})
		return updateStaff(ctx, tx, id, `code_secret = $2, code_on = FALSE, code_last_step = 0, recovery_hashes = ''`, secret)
	})
}

// ConfirmStaffCode turns on the code started with secret.
func (db *DB) ConfirmStaffCode(ctx context.Context, id int64, secret string, step int64, recovery []string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		n, err := execCount(ctx, tx, `UPDATE staff_users SET code_on = TRUE, code_last_step = $3, recovery_hashes = $4
			WHERE id = $1 AND code_secret = $2 AND code_secret <> '' AND NOT code_on`,
			id, secret, step, strings.Join(recovery, " "))
		if err != nil {
			return err
		}
		if n == 0 {
			return dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgCodeNotStarted)
		}
		noteAudit(ctx, id, codeAudit{}, codeAudit{SignInCode: true})
		return nil
	})
}

// TurnOffStaffCode forgets the account's code and recovery codes.
func (db *DB) TurnOffStaffCode(ctx context.Context, id int64) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		u, err := findStaffUser(ctx, tx, `id = $1`, id)
		if err != nil {
			return err
		}
		noteAudit(ctx, id, codeAudit{SignInCode: u.Code.On}, codeAudit{})
		return updateStaff(ctx, tx, id, `code_secret = '', code_on = FALSE, code_last_step = 0, recovery_hashes = ''`)
	})
}

// UseStaffCode moves the last used step from last to step, only if it is
// still last: of two sign-ins with one code, one wins.
func (db *DB) UseStaffCode(ctx context.Context, id int64, last, step int64) (bool, error) {
	return write(ctx, db, func(tx *Tx) (bool, error) {
		n, err := execCount(ctx, tx, `UPDATE staff_users SET code_last_step = $3
			WHERE id = $1 AND code_on AND code_last_step = $2 AND $3 > code_last_step`, id, last, step)
		return n == 1, err
	})
}

// UseStaffRecoveryCode replaces the recovery hashes before with rest, only
// if they are still before: a recovery code signs in once.
func (db *DB) UseStaffRecoveryCode(ctx context.Context, id int64, before, rest []string) (bool, error) {
	return write(ctx, db, func(tx *Tx) (bool, error) {
		n, err := execCount(ctx, tx, `UPDATE staff_users SET recovery_hashes = $3
			WHERE id = $1 AND code_on AND recovery_hashes = $2`, id, strings.Join(before, " "), strings.Join(rest, " "))
		return n == 1, err
	})
}

// execCount runs an UPDATE and returns how many rows it changed.
func execCount(ctx context.Context, tx *Tx, query string, args ...any) (int64, error) {
	res, err := tx.ExecContext(ctx, query, args...)
	if err != nil {
		return 0, fmt.Errorf("update staff code: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("update staff code: %w", err)
	}
	return n, nil
}
