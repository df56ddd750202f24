package httpapi

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// codeOf is the one-time code of secret at when, as an authenticator app
// shows it.
func codeOf(t testing.TB, secret string, when time.Time) string {
	t.Helper()
	c, err := totp.GenerateCode(secret, when)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// ownerCode is the code at when of the secret the owner's account
// (testEmail) has started or turned on.
func ownerCode(t testing.TB, db *sqlstore.DB, when time.Time) string {
	t.Helper()
	u, err := db.StaffUserByEmail(context.Background(), testEmail)
	if err != nil {
		t.Fatal(err)
	}
	if u.Code.Secret == "" {
		t.Fatal("the owner has no sign-in code started")
	}
	return codeOf(t, u.Code.Secret, when)
}

// loginWith is a scenario of a login of the owner with code ("" for none).
func loginWith(name, code string, status int, want ...string) scenario {
	body := map[string]any{"email": testEmail, "password": testPassword}
	if code != "" {
		body["code"] = code
	}
	return post(name, "/api/admin/login", jsonObject(body), status, want...)
}

// turnOnCode starts and confirms the owner's code through the API.
func turnOnCode(t *testing.T, ts *testSite, clock *fakeClock, cookie string) (secret string, recovery []string) {
	t.Helper()
	resp, body := ts.do(t, "POST", "/api/admin/me/code", "", as(cookie))
	var started codeStartAnswer
	if resp.StatusCode != 200 || json.Unmarshal(body, &started) != nil || started.Secret == "" {
		t.Fatalf("start: %d %s", resp.StatusCode, body)
	}
	if !strings.HasPrefix(started.OtpauthURL, "otpauth://totp/") || !strings.Contains(started.OtpauthURL, "secret="+started.Secret) {
		t.Errorf("otpauth URL %q", started.OtpauthURL)
	}
	resp, body = ts.do(t, "POST", "/api/admin/me/code/confirm", jsonObject(map[string]any{"code": codeOf(t, started.Secret, clock.Now())}), as(cookie))
	var confirmed codeConfirmAnswer
	if resp.StatusCode != 200 || json.Unmarshal(body, &confirmed) != nil || len(confirmed.RecoveryCodes) != 10 {
		t.Fatalf("confirm: %d %s", resp.StatusCode, body)
	}
	return started.Secret, confirmed.RecoveryCodes
}

const badCode = `{"message":"Invalid code. Please try again.","code":"auth.bad_code"}`

// TestSignInCode: with a code on, the password alone only asks for the
// code (no session, no sign-in in the log); a wrong code, a code already
// used (also through another instance) and a used recovery code are
// refused; a right one signs in once. The code is turned off with the
// password.
func TestSignInCode(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(spaNow)
		ts, _ := newAdminSpa(t, e, func(c *Config) { c.Now = clock.Now })
		run := specRunner(t, ts)
		owner := login(t, ts)

		// Setting up: a wrong first code does not turn it on.
		resp, body := ts.do(t, "POST", "/api/admin/me/code/confirm", `{"code":"123456"}`, as(owner))
		if resp.StatusCode != 409 || !strings.Contains(string(body), `"code":"code.not_started"`) {
			t.Fatalf("confirm before start: %d %s", resp.StatusCode, body)
		}
		resp, body = ts.do(t, "POST", "/api/admin/me/code", "", as(owner))
		var started codeStartAnswer
		if resp.StatusCode != 200 || json.Unmarshal(body, &started) != nil {
			t.Fatalf("start: %d %s", resp.StatusCode, body)
		}
		wrong := codeOf(t, started.Secret, clock.Now().Add(-10*time.Minute))
		resp, body = ts.do(t, "POST", "/api/admin/me/code/confirm", jsonObject(map[string]any{"code": wrong}), as(owner))
		if resp.StatusCode != 400 || !strings.Contains(string(body), `"code":"That code is not right. Please try again."`) {
			t.Fatalf("a wrong first code: %d %s", resp.StatusCode, body)
		}
		if resp, body := ts.do(t, "GET", "/api/admin/me", "", as(owner)); !strings.Contains(string(body), `"codeOn":false`) {
			t.Fatalf("me after a wrong first code: %d %s", resp.StatusCode, body)
		}
		secret, recovery := turnOnCode(t, ts, clock, owner)
		if resp, body := ts.do(t, "GET", "/api/admin/me", "", as(owner)); !strings.Contains(string(body), `"codeOn":true`) {
			t.Fatalf("me after the set-up: %d %s", resp.StatusCode, body)
		}

		events := len(auditLog(t, ts))
		noCookie := func(sc scenario) scenario { sc.noHeader = []string{"Set-Cookie"}; return sc }
		run(t, noCookie(loginWith("PasswordAloneAsksForTheCode", "", 200, `{"needsCode":true}`)))
		if n := len(auditLog(t, ts)); n != events {
			t.Errorf("asking for the code wrote %d audit events, want none", n-events)
		}
		run(t, noCookie(loginWith("WrongCode", "000000", 401, badCode)))
		if log := auditLog(t, ts); len(log) != events+1 || log[len(log)-1].Action != dayspa.AuditSignInFailed {
			t.Errorf("a wrong code: %d new audit events, want one failed sign-in", len(log)-events)
		}
		// The code of this step was used by the confirmation.
		run(t, noCookie(loginWith("CodeOfTheSetUp", codeOf(t, secret, clock.Now()), 401, badCode)))
		clock.Advance(30 * time.Second)
		code := codeOf(t, secret, clock.Now())
		run(t, loginWith("RightCode", code, 200, loginOK))
		run(t, noCookie(loginWith("SameCodeAgain", code, 401, badCode)))

		// Through another instance over the same database too.
		other := serveSpa(t, ts.db, func(c *Config) { c.Now = clock.Now })
		clock.Advance(30 * time.Second)
		code = codeOf(t, secret, clock.Now())
		run(t, loginWith("OnOneInstance", code, 200, loginOK))
		resp, body = other.do(t, "POST", "/api/admin/login", jsonObject(map[string]any{"email": testEmail, "password": testPassword, "code": code}), jsonHeaders)
		if resp.StatusCode != 401 {
			t.Errorf("the same code on another instance: %d %s", resp.StatusCode, body)
		}

		// A recovery code works once, whatever its case.
		run(t, loginWith("RecoveryCode", strings.ToUpper(recovery[3]), 200, loginOK))
		run(t, noCookie(loginWith("RecoveryCodeAgain", recovery[3], 401, badCode)))

		// Turning it off takes the password.
		resp, body = ts.do(t, "DELETE", "/api/admin/me/code", `{"password":"not it at all"}`, as(owner))
		if resp.StatusCode != 400 || !strings.Contains(string(body), `"password":"The password is not right."`) {
			t.Fatalf("off with a wrong password: %d %s", resp.StatusCode, body)
		}
		resp, body = ts.do(t, "DELETE", "/api/admin/me/code", jsonObject(map[string]any{"password": testPassword}), as(owner))
		if resp.StatusCode != 200 || !strings.Contains(string(body), `"codeOn":false`) {
			t.Fatalf("off: %d %s", resp.StatusCode, body)
		}
		run(t, loginWith("PasswordAloneAgain", "", 200, loginOK))
	})
}

// TestSignInCodeRequired: when codes are required, an owner without one
// signs in to a session that may set the code up (and sign out) but
// reach nothing else; confirming it makes the session a full one under a
// new token. Her code cannot be turned off; reception needs none.
func TestSignInCodeRequired(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(spaNow)
		ts, _ := newAdminSpa(t, e, func(c *Config) { c.Now = clock.Now; c.StaffCodes = dayspa.CodesRequired })
		addStaff(t, ts.db, dayspa.RoleReception, "desk@serenity.example", "front desk 2026")
		run := specRunner(t, ts)

		resp, body := ts.do(t, "POST", "/api/admin/login", jsonObject(map[string]any{"email": testEmail, "password": testPassword}), jsonHeaders)
		if resp.StatusCode != 200 || strings.TrimSpace(string(body)) != `{"needsSetup":true}` {
			t.Fatalf("login: %d %s", resp.StatusCode, body)
		}
		if setCookie(resp, signedInCookieName) != "" {
			t.Error("the signed-in hint before the code is set up")
		}
		m := sessionCookiePattern.FindStringSubmatch(setCookie(resp, sessionCookieName))
		if m == nil {
			t.Fatalf("no session: %q", resp.Header.Values("Set-Cookie"))
		}
		setup := sessionCookieName + "=" + m[1]
		setupFirst := `{"message":"Please set up your sign-in code first.","code":"code.setup_first"}`
		for _, sc := range []scenario{
			{name: "Status", path: "/api/admin/status", headers: as(setup), status: 200, want: []string{`{"isAdmin":false,"needsSetup":true}`}},
			{name: "User", path: "/api/auth/user", headers: as(setup), status: 401, want: []string{unauthorized}},
			{name: "Stats", path: "/api/admin/stats", headers: as(setup), status: 403, want: []string{setupFirst}},
			{name: "Users", path: "/api/admin/users", headers: as(setup), status: 403, want: []string{setupFirst}},
			{name: "Me", path: "/api/admin/me", headers: as(setup), status: 200, want: []string{`"codeOn":false`}},
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}

		resp, body = ts.do(t, "POST", "/api/admin/me/code", "", as(setup))
		var started codeStartAnswer
		if resp.StatusCode != 200 || json.Unmarshal(body, &started) != nil {
			t.Fatalf("start: %d %s", resp.StatusCode, body)
		}
		resp, body = ts.do(t, "POST", "/api/admin/me/code/confirm", jsonObject(map[string]any{"code": codeOf(t, started.Secret, clock.Now())}), as(setup))
		if resp.StatusCode != 200 || !strings.Contains(string(body), `"recoveryCodes":[`) {
			t.Fatalf("confirm: %d %s", resp.StatusCode, body)
		}
		m = sessionCookiePattern.FindStringSubmatch(setCookie(resp, sessionCookieName))
		if m == nil || sessionCookieName+"="+m[1] == setup {
			t.Fatalf("the session's token was not renewed: %q", resp.Header.Values("Set-Cookie"))
		}
		if !strings.HasPrefix(setCookie(resp, signedInCookieName), signedInHint) {
			t.Error("no signed-in hint once the code is set up")
		}
		full := sessionCookieName + "=" + m[1]
		if isAdmin(t, ts, setup) || !isAdmin(t, ts, full) {
			t.Error("after the set-up, the old token still works or the new one does not")
		}
		run(t, scenario{name: "StatsNow", path: "/api/admin/stats", headers: as(full), status: 200})
		resp, body = ts.do(t, "DELETE", "/api/admin/me/code", jsonObject(map[string]any{"password": testPassword}), as(full))
		if resp.StatusCode != 403 || !strings.Contains(string(body), `"code":"code.required_for_role"`) {
			t.Fatalf("an owner turned her required code off: %d %s", resp.StatusCode, body)
		}
		// Reception needs no code.
		resp, body = ts.do(t, "POST", "/api/admin/login", `{"email":"desk@serenity.example","password":"front desk 2026"}`, jsonHeaders)
		if resp.StatusCode != 200 || !strings.HasPrefix(string(body), loginOK) {
			t.Fatalf("reception: %d %s", resp.StatusCode, body)
		}
	})
}
