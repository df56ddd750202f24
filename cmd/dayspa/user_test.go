package main

import (
	"context"
	"errors"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/auth"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// A database of the time before staff accounts holds one shared admin
// password (a setting): the first start after the upgrade makes it the
// owner's password, under the owner's e-mail (DAYSPA_OWNER_EMAIL, else the
// business e-mail), so the manager signs in with the password she has.
func TestMain_UpgradeKeepsTheAdminPassword(t *testing.T) {
	for name, ownerEnv := range map[string]string{"BusinessEmail": "", "OwnerEmail": "Aisha@SerenityDaySpa.ae"} {
		t.Run(name, func(t *testing.T) {
			sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
				env := testEnv(t)
				if url := e.Config(t).DatabaseURL; url != "" {
					env["DATABASE_URL"] = url
				}
				email := ownerEmail
				if ownerEnv != "" {
					env["DAYSPA_OWNER_EMAIL"] = ownerEnv
					email = "aisha@serenitydayspa.ae"
				}
				const old = "the password she has 2026"
				db, err := sqlstore.Open(context.Background(), sqlstore.Config{DataDir: env["DAYSPA_DATA_DIR"], DatabaseURL: env["DATABASE_URL"]})
				if err != nil {
					t.Fatal(err)
				}
				if err := auth.SetPassword(context.Background(), db, old); err != nil {
					t.Fatal(err)
				}
				db.Close()

				m, logs := runMain(t, env)
				if containsPassword := generatedRE.MatchString(logs.String()); containsPassword {
					t.Errorf("the upgrade generated a new password:\n%s", logs)
				}
				base := "http://" + m.Addr().String()
				if code, _ := staffLogin(t, base, "someone@serenitydayspa.ae", old); code != 401 {
					t.Errorf("another e-mail signs in: %d", code)
				}
				code, cookie := staffLogin(t, base, email, old)
				if code != 200 || !adminStatus(t, base, cookie) {
					t.Fatalf("the owner cannot sign in with the old password: %d", code)
				}
				owner, err := m.DB.StaffUserByEmail(context.Background(), email)
				if err != nil || owner.Role != dayspa.RoleOwner || !owner.Active {
					t.Fatalf("owner %+v (%v)", owner, err)
				}
			})
		})
	}
}

func TestMain_UserCommand(t *testing.T) {
	env := testEnv(t)
	m, _ := runMain(t, env) // makes the owner's account
	base := "http://" + m.Addr().String()

	const email, password = "layla@serenitydayspa.ae", "front desk password 1"
	if out, err := runUserCommand(t, env, password+"\n", "add", "-email", "Layla@SerenityDaySpa.ae", "-name", "Layla Haddad", "-role", "reception"); err != nil {
		t.Fatalf("user add: %v\n%s", err, out)
	}
	code, cookie := staffLogin(t, base, email, password)
	if code != 200 || !adminStatus(t, base, cookie) {
		t.Fatalf("the new account cannot sign in: %d", code)
	}

	// A second account of the same e-mail, a bad role, an unknown account.
	for _, args := range [][]string{
		{"add", "-email", email, "-name", "Layla", "-role", "reception"},
		{"add", "-email", "x@serenitydayspa.ae", "-name", "X", "-role", "admin"},
		{"reset", "-email", "nobody@serenitydayspa.ae"},
		{"disable"},
	} {
		var ce *ConfigError
		if _, err := runUserCommand(t, env, "long enough password\n", args...); !errors.As(err, &ce) {
			t.Errorf("user %v: %v, want a ConfigError (exit status 2)", args, err)
		}
	}
	var ce *ConfigError
	if _, err := runUserCommand(t, env, "", "rename", "-email", email); !errors.As(err, &ce) {
		t.Errorf("user rename: %v, want a ConfigError", err)
	}

	// reset ends her sessions, and the new password signs in.
	if out, err := runUserCommand(t, env, "a new front desk password\n", "reset", "-email", email); err != nil {
		t.Fatalf("user reset: %v\n%s", err, out)
	}
	if adminStatus(t, base, cookie) {
		t.Error("a session survived the password's reset")
	}
	if code, _ := staffLogin(t, base, email, password); code != 401 {
		t.Errorf("the old password signs in: %d", code)
	}
	code, cookie = staffLogin(t, base, email, "a new front desk password")
	if code != 200 {
		t.Fatalf("the new password does not sign in: %d", code)
	}

	// disable ends her sessions and her sign-ins.
	if out, err := runUserCommand(t, env, "", "disable", "-email", email); err != nil {
		t.Fatalf("user disable: %v\n%s", err, out)
	}
	if adminStatus(t, base, cookie) {
		t.Error("a session survived the account's disable")
	}
	if code, _ := staffLogin(t, base, email, "a new front desk password"); code != 401 {
		t.Errorf("a disabled account signs in: %d", code)
	}
}
