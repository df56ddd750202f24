package auth

import (
	"context"
	"fmt"

	"github.com/dayspa/dayspa"
)

// OwnerStore is what EnsureOwner needs: the staff accounts, and the
// settings where the one shared admin password was kept before them.
type OwnerStore interface {
	dayspa.StaffStore
	dayspa.SettingStore
}

// OwnerName is the name given to the owner's account made at start.
const OwnerName = "Owner"

// EnsureOwner makes sure someone can sign in, at start-up. When no staff
// account exists yet, the owner's account is made with the e-mail email:
//   - fromEnv set: with it as the password (Replaced);
//   - else the shared admin password stored before accounts existed keeps
//     working: its hash becomes the owner's (Kept), so nobody is locked out
//     by the upgrade;
//   - else with a random password, returned to be shown once (Generated).
//
// When accounts exist, fromEnv (if set) becomes the password of the owner
// whose e-mail is email, else of the first owner, unless it already is;
// a replaced password ends that owner's sessions.
//
// Of several instances starting at once on an empty database, one makes
// the account; the others keep it.
func EnsureOwner(ctx context.Context, s OwnerStore, email, fromEnv string) (Outcome, string, error) {
	n, err := s.CountStaffUsers(ctx)
	if err != nil {
		return Kept, "", fmt.Errorf("count the staff accounts: %w", err)
	}
	if n > 0 {
		return ensureOwnerPassword(ctx, s, email, fromEnv)
	}
	out, password, hash := Kept, "", ""
	switch legacy, err := s.GetSetting(ctx, PasswordKey); {
	case fromEnv != "":
		if err := CheckNewPassword(fromEnv); err != nil {
			return Kept, "", fmt.Errorf("DAYSPA_ADMIN_PASSWORD: %w", err)
		}
		if err == nil && VerifyPassword(legacy, fromEnv) {
			hash = legacy
		} else if hash, err = HashPassword(fromEnv); err != nil {
			return Kept, "", err
		} else {
			out = Replaced
		}
	case err == nil:
		hash = legacy
	case dayspa.ErrorCode(err) != dayspa.ENOTFOUND:
		return Kept, "", fmt.Errorf("read the admin password: %w", err)
	default:
		password = NewPassword()
		if hash, err = HashPassword(password); err != nil {
			return Kept, "", err
		}
		out = Generated
	}
	owner := dayspa.NewStaffUser{Name: OwnerName, Email: email, Role: dayspa.RoleOwner}
	if err := owner.Validate(); err != nil {
		return Kept, "", fmt.Errorf("the owner's e-mail %q: %w", email, err)
	}
	if _, err := s.CreateStaffUser(ctx, owner, hash); dayspa.ErrorCode(err) == dayspa.ECONFLICT {
		return Kept, "", nil // another instance made it at the same moment
	} else if err != nil {
		return Kept, "", fmt.Errorf("make the owner's account: %w", err)
	}
	return out, password, nil
}

func ensureOwnerPassword(ctx context.Context, s OwnerStore, email, fromEnv string) (Outcome, string, error) {
	if fromEnv == "" {
		return Kept, "", nil
	}
	owner, err := s.StaffUserByEmail(ctx, email)
	if err != nil || owner.Role != dayspa.RoleOwner {
		if err != nil && dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			return Kept, "", err
		}
		if owner, err = firstOwner(ctx, s); err != nil {
			return Kept, "", err
		}
	}
	if VerifyPassword(owner.PasswordHash, fromEnv) {
		return Kept, "", nil
	}
	if err := SetStaffPassword(ctx, s, owner.ID, fromEnv); err != nil {
		return Kept, "", fmt.Errorf("DAYSPA_ADMIN_PASSWORD: %w", err)
	}
	return Replaced, "", nil
}

func firstOwner(ctx context.Context, s dayspa.StaffStore) (dayspa.StaffUser, error) {
	all, err := s.StaffUsers(ctx)
	if err != nil {
		return dayspa.StaffUser{}, err
	}
	var first *dayspa.StaffUser
	for i, u := range all {
		if u.Role == dayspa.RoleOwner && (first == nil || u.ID < first.ID) {
			first = &all[i]
		}
	}
	if first == nil {
		return dayspa.StaffUser{}, fmt.Errorf("DAYSPA_ADMIN_PASSWORD: no owner's account to set it on")
	}
	return *first, nil
}

// SetStaffPassword checks password and makes it the account's, which
// ends the account's sessions.
func SetStaffPassword(ctx context.Context, s dayspa.StaffStore, id int64, password string) error {
	if err := CheckNewPassword(password); err != nil {
		return err
	}
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	return s.SetStaffPassword(ctx, id, hash)
}

// SignIn returns the active account of email whose password is password,
// or ok false. An unknown e-mail or a disabled account costs the time of
// a real check, so that the answer's time does not tell which e-mails
// have accounts.
func SignIn(ctx context.Context, s dayspa.StaffStore, email, password string) (dayspa.StaffUser, bool, error) {
	u, err := s.StaffUserByEmail(ctx, email)
	if dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		VerifyPassword(dummyHash(), password)
		return dayspa.StaffUser{}, false, nil
	} else if err != nil {
		return dayspa.StaffUser{}, false, err
	}
	if !VerifyPassword(u.PasswordHash, password) || !u.Active {
		return dayspa.StaffUser{}, false, nil
	}
	return u, true, nil
}
