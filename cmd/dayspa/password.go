package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/dayspa/dayspa/internal/auth"
)

// ensureAdminPassword makes sure the owner can sign in before the server
// starts (auth.EnsureOwner): at the first start with staff accounts the
// shared admin password stored before them becomes the owner's, so nobody
// is locked out; DAYSPA_ADMIN_PASSWORD when set is the owner's password;
// with neither a new random one is printed once to stderr. A password
// replaced from the environment ends the owner's sessions.
func (m *Main) ensureAdminPassword(ctx context.Context) error {
	out, generated, err := auth.EnsureOwner(ctx, m.DB, m.Config.ownerEmail(), m.Config.AdminPassword)
	if err != nil {
		return err
	}
	switch out {
	case auth.Generated:
		// Shown once, on stderr: in plain lines, or as one record where
		// the logs are JSON so that they stay parseable.
		hint := "log in at /admin/login as " + m.Config.ownerEmail() + "; change it with `dayspa user reset` or DAYSPA_ADMIN_PASSWORD"
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

// readLine returns the first line of r without its line ending; the
// password may hold spaces, so nothing else is trimmed.
func readLine(r io.Reader) (string, error) {
	line, err := bufio.NewReader(io.LimitReader(r, auth.MaxPasswordBytes+3)).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return "", err
	}
	return strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r"), nil
}
