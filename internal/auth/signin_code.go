package auth

import (
	"context"
	"time"

	"github.com/dayspa/dayspa"
)

// UseSignInCode checks code, typed at u's sign-in after the right
// password, against u's sign-in code: a one-time code of now's window
// newer than the last one used, else one of the recovery codes not used
// yet. A match is stored as used (a compare-and-swap in the store) before
// it is reported true, so that a code seen over a shoulder, or sent by two
// sign-ins at once to two instances, signs in once. An account without a
// code on matches nothing.
func UseSignInCode(ctx context.Context, s dayspa.StaffCodeStore, u dayspa.StaffUser, code string, now time.Time) (bool, error) {
	if !u.Code.On {
		return false, nil
	}
	if step, ok := CheckCode(u.Code.Secret, code, u.Code.LastStep, now); ok {
		return s.UseStaffCode(ctx, u.ID, u.Code.LastStep, step)
	}
	if rest, ok := UseRecoveryCode(u.Code.Recovery, code); ok {
		return s.UseStaffRecoveryCode(ctx, u.ID, u.Code.Recovery, rest)
	}
	return false, nil
}
