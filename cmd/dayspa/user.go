package main

import (
	"context"
	"flag"
	"fmt"
	"maps"
	"os"
	"slices"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/auth"
)

// userActions are what `dayspa user` does.
var userActions = []string{"add", "reset", "disable"}

// userCommand is `dayspa user add|reset|disable`: the staff accounts from
// the command line, for the first accounts and for a forgotten password.
type userCommand struct {
	action    string
	email     string
	name      string
	role      string
	therapist int64
}

func (u *userCommand) flags(fset *flag.FlagSet) {
	fset.StringVar(&u.email, "email", "", "")
	fset.StringVar(&u.name, "name", "", "")
	fset.StringVar(&u.role, "role", "", "")
	fset.Int64Var(&u.therapist, "therapist", 0, "")
}

// runUser runs the user command. add and reset read the password from the
// first line of standard input (so it never shows in the process list or
// the shell's history); reset and disable end the account's sessions.
func (m *Main) runUser(ctx context.Context) error {
	u := m.User
	if u.email == "" {
		return &ConfigError{Setting: "-email", Problem: "name the account: dayspa user " + u.action + " -email E"}
	}
	switch u.action {
	case "add":
		n := dayspa.NewStaffUser{Name: u.name, Email: u.email, Role: dayspa.Role(u.role)}
		if u.therapist != 0 {
			n.TherapistID = &u.therapist
		}
		if err := n.Validate(); err != nil {
			return &ConfigError{Setting: "user add", Problem: fieldProblems(err)}
		}
		password, err := m.readPassword()
		if err != nil {
			return err
		}
		hash, err := auth.HashPassword(password)
		if err != nil {
			return err
		}
		created, err := m.DB.CreateStaffUser(ctx, n, hash)
		if dayspa.ErrorCode(err) == dayspa.ECONFLICT {
			return &ConfigError{Setting: "-email", Problem: dayspa.ErrorMessage(err)}
		} else if err != nil {
			return fmt.Errorf("user add: %w", err)
		}
		m.Logger.Info("staff account added", "id", created.ID, "email", created.Email, "role", created.Role)
		return nil
	case "reset":
		acc, err := m.account(ctx, u.email)
		if err != nil {
			return err
		}
		password, err := m.readPassword()
		if err != nil {
			return err
		}
		if err := auth.SetStaffPassword(ctx, m.DB, acc.ID, password); err != nil {
			return fmt.Errorf("user reset: %w", err)
		}
		m.Logger.Info("password changed; the account's sessions ended", "email", acc.Email)
		if m.Config.AdminPassword != "" && acc.Email == m.Config.ownerEmail() {
			m.Logger.Warn("DAYSPA_ADMIN_PASSWORD is set: the next start will replace this password with it")
		}
		return nil
	default: // disable
		acc, err := m.account(ctx, u.email)
		if err != nil {
			return err
		}
		if err := m.DB.SetStaffActive(ctx, acc.ID, false); err != nil {
			return fmt.Errorf("user disable: %w", err)
		}
		m.Logger.Info("staff account disabled; its sessions ended", "email", acc.Email)
		return nil
	}
}

func (m *Main) account(ctx context.Context, email string) (dayspa.StaffUser, error) {
	acc, err := m.DB.StaffUserByEmail(ctx, email)
	if dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		return acc, &ConfigError{Setting: "-email", Problem: fmt.Sprintf("no staff account has the e-mail %q", email)}
	}
	return acc, err
}

// readPassword reads a new password from the first line of standard input
// and checks it.
func (m *Main) readPassword() (string, error) {
	if f, ok := m.Stdin.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			fmt.Fprintln(m.Stderr, "Type the new password and press Enter (it shows as you type; pipe it in to hide it):")
		}
	}
	password, err := readLine(m.Stdin)
	if err != nil {
		return "", fmt.Errorf("user %s: read standard input: %w", m.User.action, err)
	}
	if err := auth.CheckNewPassword(password); err != nil {
		return "", &ConfigError{Setting: "password", Problem: err.Error()}
	}
	return password, nil
}

// fieldProblems is the per-field messages of a validation error, on one line.
func fieldProblems(err error) string {
	fields := dayspa.ErrorFields(err)
	out := ""
	for _, field := range slices.Sorted(maps.Keys(fields)) {
		if out != "" {
			out += "; "
		}
		out += "-" + field + ": " + fields[field]
	}
	if out == "" {
		return err.Error()
	}
	return out
}
