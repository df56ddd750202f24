package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/dayspa/dayspa/internal/auth"
)

// ensureAdminPassword makes sure an admin password is stored before the
// server starts (auth.EnsurePassword): DAYSPA_ADMIN_PASSWORD when set, else
// the stored one, else a new random one, printed once to stderr. A password
// replaced from the environment ends every existing session.
func (m *Main) ensureAdminPassword(ctx context.Context) error {
	out, generated, err := auth.EnsurePassword(ctx, m.DB, m.Config.AdminPassword)
	if err != nil {
		return err
	}
	switch out {
	case auth.Generated:
		// Shown once, on stderr: in plain lines, or as one record where
		// the logs are JSON so that they stay parseable.
		const hint = "log in at /admin/login; change it with `dayspa admin-password` or DAYSPA_ADMIN_PASSWORD"
		if m.Config.LogFormat == "json" {
			m.Logger.Warn("ADMIN PASSWORD (generated, shown only this once)", "password", generated, "hint", hint)
		} else {
			fmt.Fprintf(m.Stderr, "dayspa: ADMIN PASSWORD (generated, shown only this once): %s\n", generated)
			fmt.Fprintf(m.Stderr, "dayspa: %s.\n", hint)
		}
	case auth.Replaced:
		n, err := m.DB.SessionStore().DeleteAll(ctx)
		if err != nil {
			return fmt.Errorf("end the sessions of the old admin password: %w", err)
		}
		m.Logger.Info("admin password set from DAYSPA_ADMIN_PASSWORD", "sessions_ended", n)
	}
	return nil
}

// setAdminPassword is the admin-password command: it reads the new
// password from the first line of standard input, stores its hash and ends
// every session, so that whoever knew the old password is logged out.
func (m *Main) setAdminPassword(ctx context.Context) error {
	if f, ok := m.Stdin.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			fmt.Fprintln(m.Stderr, "Type the new admin password and press Enter (it shows as you type; pipe it in to hide it):")
		}
	}
	password, err := readLine(m.Stdin)
	if err != nil {
		return fmt.Errorf("admin-password: read standard input: %w", err)
	}
	if err := auth.CheckNewPassword(password); err != nil {
		return &ConfigError{Setting: "admin-password", Problem: err.Error()}
	}
	if err := auth.SetPassword(ctx, m.DB, password); err != nil {
		return fmt.Errorf("admin-password: %w", err)
	}
	n, err := m.DB.SessionStore().DeleteAll(ctx)
	if err != nil {
		return fmt.Errorf("admin-password: end the sessions: %w", err)
	}
	m.Logger.Info("admin password changed", "sessions_ended", n)
	if m.Config.AdminPassword != "" {
		m.Logger.Warn("DAYSPA_ADMIN_PASSWORD is set: the next start will replace this password with it")
	}
	return nil
}

// readLine returns the first line of r without its line ending; the
// password may hold spaces, so nothing else is trimmed.
func readLine(r io.Reader) (string, error) {
	line, err := bufio.NewReader(io.LimitReader(r, auth.MaxPasswordBytes+3)).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return "", err
	}
	return strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r"), nil
}
