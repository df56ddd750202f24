package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/dayspa/dayspa/internal/auth"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// ownerEmail is the owner's sign-in e-mail of the test servers: the
// business e-mail, as no test sets DAYSPA_OWNER_EMAIL unless it says so.
const ownerEmail = "hello@serenitydayspa.ae"

// adminLogin posts the owner's e-mail and the password to a running server
// and returns the status and its cookies, as a Cookie header.
func adminLogin(t *testing.T, base, password string) (int, string) {
	t.Helper()
	return staffLogin(t, base, ownerEmail, password)
}

// staffLogin posts an e-mail and password to a running server and returns
// the status and its cookies, as a Cookie header.
func staffLogin(t *testing.T, base, email, password string) (int, string) {
	t.Helper()
	body, _ := json.Marshal(map[string]string{"email": email, "password": password})
	resp, err := http.Post(base+"/api/admin/login", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	// Every cookie the login set, as a browser would send them back (the
	// session and the app's signed-in hint).
	var pairs []string
	for _, c := range resp.Cookies() {
		pairs = append(pairs, c.Name+"="+c.Value)
	}
	return resp.StatusCode, strings.Join(pairs, "; ")
}

// adminStatus asks a running server whether the cookie is an admin session.
func adminStatus(t *testing.T, base, cookie string) bool {
	t.Helper()
	req, _ := http.NewRequest("GET", base+"/api/admin/status", nil)
	req.Header.Set("Cookie", cookie)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st struct{ IsAdmin bool }
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		t.Fatal(err)
	}
	return st.IsAdmin
}

// setPassword runs `dayspa user reset` of the owner with stdin.
func setPassword(t *testing.T, env map[string]string, stdin string) (string, error) {
	t.Helper()
	return runUserCommand(t, env, stdin, "reset", "-email", ownerEmail)
}

// runUserCommand runs `dayspa user args...` with stdin.
func runUserCommand(t *testing.T, env map[string]string, stdin string, args ...string) (string, error) {
	t.Helper()
	logs := &lockedBuffer{}
	m := NewMain()
	m.Environ, m.Stderr, m.Stdin = env, logs, strings.NewReader(stdin)
	err := m.ParseFlags(append([]string{"user"}, args...))
	if err == nil {
		err = m.Run(context.Background())
	}
	if cerr := m.Close(); cerr != nil {
		t.Errorf("Close: %v", cerr)
	}
	return logs.String(), err
}

var generatedRE = regexp.MustCompile(`(?m)^dayspa: ADMIN PASSWORD \(generated, shown only this once\): ([A-Za-z0-9]{20})$`)

func TestMain_AdminPassword(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		env := testEnv(t)
		if url := e.Config(t).DatabaseURL; url != "" {
			env["DATABASE_URL"] = url
		}

		// First start: a password is generated, printed once, stored hashed.
		m, logs := runMain(t, env)
		matches := generatedRE.FindAllStringSubmatch(logs.String(), -1)
		if len(matches) != 1 {
			t.Fatalf("want the generated password printed once on its own line:\n%s", logs)
		}
		generated := matches[0][1]
		owner, err := m.DB.StaffUserByEmail(context.Background(), ownerEmail)
		hash := owner.PasswordHash
		if err != nil || owner.Role != "owner" || !strings.HasPrefix(hash, "$argon2id$") || strings.Contains(hash, generated) {
			t.Fatalf("stored %+v (%v): want the owner's account with an argon2id hash", owner, err)
		}
		base := "http://" + m.Addr().String()
		if code, _ := adminLogin(t, base, "not the password"); code != 401 {
			t.Errorf("a wrong password: %d, want 401", code)
		}
		code, cookie := adminLogin(t, base, generated)
		if code != 200 || !adminStatus(t, base, cookie) {
			t.Fatalf("the generated password does not log in: %d", code)
		}

		// A second instance on the same database prints nothing, keeps the
		// password and knows the first one's session.
		other, otherLogs := runMain(t, env)
		otherBase := "http://" + other.Addr().String()
		if strings.Contains(otherLogs.String(), "ADMIN PASSWORD") {
			t.Errorf("a start with a stored password printed one:\n%s", otherLogs)
		}
		if !adminStatus(t, otherBase, cookie) {
			t.Error("the second instance does not know the session made on the first")
		}

		// dayspa user reset: the first line of stdin, spaces kept.
		if out, err := setPassword(t, env, " new password with spaces \r\nsecond line ignored\n"); err != nil {
			t.Fatalf("user reset: %v\n%s", err, out)
		} else if !strings.Contains(out, "password changed") || strings.Contains(out, "new password") {
			t.Errorf("user reset output %q: want a confirmation without the password", out)
		}
		if adminStatus(t, base, cookie) {
			t.Error("the session of the old password survived the change")
		}
		if code, _ := adminLogin(t, otherBase, generated); code != 401 {
			t.Errorf("the old password still logs in: %d", code)
		}
		if code, c := adminLogin(t, otherBase, " new password with spaces "); code != 200 || !adminStatus(t, base, c) {
			t.Errorf("the new password does not log in on every instance: %d", code)
		}
	})
}

func TestMain_AdminPasswordRefused(t *testing.T) {
	env := testEnv(t)
	for name, stdin := range map[string]string{
		"Empty":     "",
		"EmptyLine": "\nlong enough second line\n",
		"Blank":     "          \n",
		"Short":     "seven77\n",
		"TooLong":   strings.Repeat("x", auth.MaxPasswordBytes+1) + "\n",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := runUserCommand(t, env, stdin, "add", "-email", "layla@serenitydayspa.ae", "-name", "Layla", "-role", "reception")
			var ce *ConfigError
			if !errors.As(err, &ce) || ce.Setting != "password" {
				t.Fatalf("err = %v, want a ConfigError of the password (exit status 2)", err)
			}
		})
	}
	db, err := sqlstore.Open(context.Background(), sqlstore.Config{DataDir: env["DAYSPA_DATA_DIR"]})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if n, err := db.CountStaffUsers(context.Background()); err != nil || n != 0 {
		t.Errorf("a refused password made an account (%d, %v)", n, err)
	}
}

func TestMain_AdminPasswordFromEnvironment(t *testing.T) {
	env := testEnv(t, "DAYSPA_ADMIN_PASSWORD", "from the environment")
	m, logs := runMain(t, env)
	if strings.Contains(logs.String(), "ADMIN PASSWORD") || strings.Contains(logs.String(), "from the environment") {
		t.Errorf("the logs show a password:\n%s", logs)
	}
	base := "http://" + m.Addr().String()
	code, cookie := adminLogin(t, base, "from the environment")
	if code != 200 {
		t.Fatalf("login with DAYSPA_ADMIN_PASSWORD: %d", code)
	}
	owner, _ := m.DB.StaffUserByEmail(context.Background(), ownerEmail)
	hash := owner.PasswordHash
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}

	// A restart with the same password rewrites nothing and keeps sessions.
	m, _ = runMain(t, env)
	if again, _ := m.DB.StaffUserByEmail(context.Background(), ownerEmail); again.PasswordHash != hash {
		t.Error("a restart with the same DAYSPA_ADMIN_PASSWORD rewrote the hash")
	}
	base = "http://" + m.Addr().String()
	if !adminStatus(t, base, cookie) {
		t.Error("a restart with the same password ended the session")
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}

	// A restart with another one replaces it and ends the sessions.
	env["DAYSPA_ADMIN_PASSWORD"] = "another one entirely"
	m, _ = runMain(t, env)
	base = "http://" + m.Addr().String()
	if adminStatus(t, base, cookie) {
		t.Error("the session of the replaced password survived")
	}
	if code, _ := adminLogin(t, base, "from the environment"); code != 401 {
		t.Errorf("the replaced password logs in: %d", code)
	}
	if code, _ := adminLogin(t, base, "another one entirely"); code != 200 {
		t.Errorf("the new password does not log in: %d", code)
	}
}

func TestRun_AdminPasswordTooShort(t *testing.T) {
	var stderr bytes.Buffer
	code := run(context.Background(), nil, testEnv(t, "DAYSPA_ADMIN_PASSWORD", "s3cret"), &stderr)
	if code != 2 || !strings.Contains(stderr.String(), "DAYSPA_ADMIN_PASSWORD") || strings.Count(stderr.String(), "\n") != 1 {
		t.Fatalf("exit status %d, stderr %q: want 2 and one line naming DAYSPA_ADMIN_PASSWORD", code, &stderr)
	}
	if strings.Contains(stderr.String(), "s3cret") {
		t.Errorf("stderr repeats the password: %q", &stderr)
	}
}

func TestMain_GeneratedPasswordAsJSON(t *testing.T) {
	_, logs := runMain(t, testEnv(t, "DAYSPA_LOG_FORMAT", "json"))
	var found int
	for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("a log line is not JSON: %q", line)
		}
		if pw, _ := rec["password"].(string); pw != "" {
			found++
			if len(pw) != auth.GeneratedPasswordLen || !strings.Contains(rec["msg"].(string), "ADMIN PASSWORD") {
				t.Errorf("record %v", rec)
			}
		}
	}
	if found != 1 {
		t.Errorf("%d records carry the password, want 1:\n%s", found, logs)
	}
}
