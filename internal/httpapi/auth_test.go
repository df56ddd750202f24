package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/netip"
	"regexp"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// testPassword is the password of the test sites' owner, testEmail.
const (
	testPassword = "Sandalwood & oud 2026"
	testEmail    = "owner@serenity.example"
)

// setTestPassword makes the owner's account testEmail with testPassword
// (or sets the password of the one there is) as a bcrypt hash of the
// lowest cost: the login code is the same as with argon2id
// (internal/auth tests that), and each login takes a millisecond instead
// of a quarter second.
func setTestPassword(t *testing.T, db *sqlstore.DB) {
	t.Helper()
	addStaff(t, db, dayspa.RoleOwner, testEmail, testPassword)
}

// addStaff makes an account of role with the e-mail and password, or sets
// the password of the one there is, and returns it.
func addStaff(t testing.TB, db *sqlstore.DB, role dayspa.Role, email, password string) dayspa.StaffUser {
	t.Helper()
	ctx := context.Background()
	h, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	if u, err := db.StaffUserByEmail(ctx, email); err == nil {
		if err := db.SetStaffPassword(ctx, u.ID, string(h)); err != nil {
			t.Fatal(err)
		}
		u, err = db.StaffUser(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	n := dayspa.NewStaffUser{Name: "Test " + string(role), Email: email, Role: role}
	if role == dayspa.RoleTherapist {
		ts, err := db.Therapists(ctx)
		if err != nil || len(ts) == 0 {
			t.Fatalf("a therapist's account needs a therapist: %v", err)
		}
		n.TherapistID = &ts[0].ID
	}
	u, err := db.CreateStaffUser(ctx, n, string(h))
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// newAdminSpa is newSpa with the admin password set.
func newAdminSpa(t *testing.T, e sqlstoretest.Engine, opts ...func(*Config)) (*testSite, spaServices) {
	t.Helper()
	ts, ss := newSpa(t, e, opts...)
	setTestPassword(t, ts.db)
	return ts, ss
}

var sessionCookiePattern = regexp.MustCompile(`^dayspa_session=([A-Za-z0-9_-]{43});`)

// login logs in as the admin with extra request headers and returns the
// session cookie, as a Cookie header value.
func login(t *testing.T, ts *testSite, headers ...string) string {
	t.Helper()
	h := map[string]string{"Content-Type": "application/json"}
	for i := 0; i+1 < len(headers); i += 2 {
		h[headers[i]] = headers[i+1]
	}
	resp, body := ts.do(t, "POST", "/api/admin/login", jsonObject(map[string]any{"email": testEmail, "password": testPassword}), h)
	if resp.StatusCode != 200 {
		t.Fatalf("login: %d %s", resp.StatusCode, body)
	}
	m := sessionCookiePattern.FindStringSubmatch(setCookie(resp, sessionCookieName))
	if m == nil {
		t.Fatalf("login: Set-Cookie %q", resp.Header.Values("Set-Cookie"))
	}
	return "dayspa_session=" + m[1]
}

// setCookie is the response's Set-Cookie line for the named cookie, or "".
func setCookie(resp *http.Response, name string) string {
	for _, line := range resp.Header.Values("Set-Cookie") {
		if strings.HasPrefix(line, name+"=") {
			return line
		}
	}
	return ""
}

// signedInHint is the Cookie header value of the app's signed-in hint.
const signedInHint = signedInCookieName + "=1"

// hintCleared checks that a response expires the signed-in hint.
func hintCleared(t *testing.T, resp *http.Response, _ []byte) {
	t.Helper()
	if c := setCookie(resp, signedInCookieName); !strings.HasPrefix(c, signedInCookieName+"=;") || !strings.Contains(c, "Max-Age=0") {
		t.Errorf("Set-Cookie %q: want the signed-in hint expired", resp.Header.Values("Set-Cookie"))
	}
}

// as returns headers that send the session cookie (and a JSON content
// type, harmless on reads).
func as(cookie string, kv ...string) map[string]string {
	h := map[string]string{"Content-Type": "application/json", "Cookie": cookie}
	for i := 0; i+1 < len(kv); i += 2 {
		h[kv[i]] = kv[i+1]
	}
	return h
}

// isAdmin asks /api/admin/status about the cookie.
func isAdmin(t *testing.T, ts *testSite, cookie string) bool {
	t.Helper()
	resp, body := ts.do(t, "GET", "/api/admin/status", "", as(cookie))
	if resp.StatusCode != 200 {
		t.Fatalf("status: %d %s", resp.StatusCode, body)
	}
	var st adminStatus
	if err := json.Unmarshal(body, &st); err != nil {
		t.Fatal(err)
	}
	return st.IsAdmin
}

const (
	unauthorized = `{"message":"Unauthorized","code":"auth.unauthorized"}`
	loginOK      = `{"message":"Login successful","user":{"id":`
	badPassword  = `{"message":"Invalid password","code":"auth.bad_password"}`
)

func TestLogin(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		run := specRunner(t, ts)
		valid := map[string]any{"email": testEmail, "password": testPassword}
		noCookie := []string{"Set-Cookie"}

		for _, sc := range []scenario{
			{name: "StatusWithoutSession", path: "/api/admin/status", status: 200, want: []string{`{"isAdmin":false}`}, noHeader: noCookie},
			{name: "UserWithoutSession", path: "/api/auth/user", status: 401, want: []string{unauthorized}, noHeader: noCookie},
			// A hint left from an ended session goes, so the app stops asking.
			{name: "UserWithStaleHint", path: "/api/auth/user", headers: as(signedInHint), status: 401, want: []string{unauthorized},
				check: hintCleared, noHeader: []string{}},
			{name: "StatusWithUnknownCookie", path: "/api/admin/status", headers: as("dayspa_session=forged"), status: 200,
				want: []string{`{"isAdmin":false}`}, noHeader: noCookie},
			post("WrongPassword", "/api/admin/login", `{"email":"owner@serenity.example","password":"sandalwood & oud 2026"}`, 401, badPassword),
			post("UnknownEmail", "/api/admin/login", `{"email":"nobody@serenity.example","password":"Sandalwood & oud 2026"}`, 401, badPassword),
			post("ErrNoEmail", "/api/admin/login", `{"password":"Sandalwood & oud 2026"}`, 400).
				withFields(map[string]string{"email": "Please enter your e-mail address."}),
			post("ErrBlankEmail", "/api/admin/login", `{"email":"  ","password":"Sandalwood & oud 2026"}`, 400).
				withFields(map[string]string{"email": "Please enter your e-mail address."}),
			post("ErrEmpty", "/api/admin/login", `{"email":"owner@serenity.example","password":""}`, 400).
				withFields(map[string]string{"password": "Please enter the admin password."}),
			post("ErrBlank", "/api/admin/login", `{"email":"owner@serenity.example","password":"   "}`, 400).
				withFields(map[string]string{"password": "Please enter the admin password."}),
			post("ErrMissing", "/api/admin/login", `{}`, 400).
				withFields(map[string]string{"email": "Please enter your e-mail address.", "password": "Please enter the admin password."}),
			post("ErrNumber", "/api/admin/login", `{"email":"owner@serenity.example","password":42}`, 400).
				withFields(map[string]string{"password": "Must be a string."}),
		} {
			if sc.status != 200 && sc.noHeader == nil {
				sc.noHeader = noCookie
			}
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		for _, sc := range malformedScenarios("/api/admin/login", valid, "password") {
			t.Run("Malformed"+sc.name, func(t *testing.T) { run(t, sc) })
		}

		var cookie string
		t.Run("OK", func(t *testing.T) {
			run(t, post("OK", "/api/admin/login", jsonObject(valid), 200, loginOK))
			resp, _ := ts.do(t, "POST", "/api/admin/login", jsonObject(valid), jsonHeaders)
			c := setCookie(resp, sessionCookieName)
			for _, attr := range []string{"Path=/api", "HttpOnly", "Secure", "SameSite=Lax", "Max-Age="} {
				if !strings.Contains(c, attr) {
					t.Errorf("Set-Cookie %q lacks %s", c, attr)
				}
			}
			// The hint is for the app's script to read; it lives as long as a session can.
			hint := setCookie(resp, signedInCookieName)
			for _, attr := range []string{signedInHint + ";", "Path=/;", "Max-Age=43200", "Secure", "SameSite=Lax"} {
				if !strings.Contains(hint, attr) {
					t.Errorf("Set-Cookie %q lacks %s", hint, attr)
				}
			}
			if strings.Contains(hint, "HttpOnly") {
				t.Errorf("Set-Cookie %q: the app cannot read an HttpOnly hint", hint)
			}
			m := sessionCookiePattern.FindStringSubmatch(c)
			if m == nil {
				t.Fatalf("Set-Cookie %q", c)
			}
			cookie = "dayspa_session=" + m[1]
			var n int
			if err := ts.db.SQL().QueryRow(`SELECT COUNT(*) FROM sessions WHERE token = $1`, m[1]).Scan(&n); err != nil || n != 0 {
				t.Errorf("the token is stored as it is (%d rows, %v): the database must hold its hash only", n, err)
			}
		})
		t.Run("SessionAnswers", func(t *testing.T) {
			for _, sc := range []scenario{
				{name: "Status", path: "/api/admin/status", headers: as(cookie), status: 200, want: []string{`{"isAdmin":true,"role":"owner"}`}},
				// The signed-in person: the owner's account the test made.
				{name: "User", path: "/api/auth/user", headers: as(cookie), status: 200,
					want: []string{`"firstName":"Test","isAuthenticated":true}`}},
				{name: "Me", path: "/api/admin/me", headers: as(cookie), status: 200,
					want: []string{`"name":"Test owner","email":"owner@serenity.example","role":"owner","permissions":["signed_in","today",`, `"therapistId":null}`}},
				{name: "Stats", path: "/api/admin/stats", headers: as(cookie), status: 200,
					want: []string{`{"totalBookings":0,"pendingBookings":0,"confirmedBookings":0,"completedBookings":0}`}},
			} {
				t.Run(sc.name, func(t *testing.T) { run(t, sc) })
			}
		})

		t.Run("RenewedAtLogin", func(t *testing.T) {
			// Logging in again with a session renews its token: the old one
			// is worth nothing after (no session fixation).
			old := login(t, ts)
			renewed := login(t, ts, "Cookie", old)
			if renewed == old {
				t.Fatal("the token did not change at login")
			}
			if isAdmin(t, ts, old) || !isAdmin(t, ts, renewed) {
				t.Error("after a login with a session, the old token still works or the new one does not")
			}
			// A token chosen by someone else is never adopted.
			planted := "dayspa_session=" + strings.Repeat("A", 43)
			if got := login(t, ts, "Cookie", planted); got == planted {
				t.Error("login kept a planted token")
			}
		})

		t.Run("SharedByInstances", func(t *testing.T) {
			// A second instance over the same database knows the session.
			other := serveSpa(t, ts.db)
			c := login(t, ts)
			if !isAdmin(t, other, c) {
				t.Fatal("the other instance does not know the session")
			}
			resp, _ := other.do(t, "POST", "/api/admin/logout", "", as(c))
			if resp.StatusCode != 200 || isAdmin(t, ts, c) {
				t.Error("a logout on one instance did not end the session on the other")
			}
		})
	})
}

// TestLoginThrottle: failed logins are counted per account and per client
// address apart. A guest on the hotel's Wi-Fi who guesses at the owner's
// account slows that account, from wherever it is tried, but not the
// manager signing in to her own account; many failures from one address
// slow that address, whichever accounts it tries. The wait grows with each
// failure up to a minute, never a lock-out, and a success clears the
// account's count.
func TestLoginThrottle(t *testing.T) {
	t.Parallel()
	e := sqlstoretest.Engines()[0] // the throttle lives in memory: one engine is enough
	clock := newFakeClock(spaNow)
	ts, _ := newAdminSpa(t, e, func(c *Config) {
		c.Now = clock.Now
		c.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
	})
	const managerEmail, managerPassword = "manager@serenity.example", "Jasmine & rose 2026"
	addStaff(t, ts.db, dayspa.RoleManager, managerEmail, managerPassword)
	run := specRunner(t, ts)
	try := func(name, client, email, password string, status int, retryAfter string, want ...string) scenario {
		sc := post(name, "/api/admin/login", jsonObject(map[string]any{"email": email, "password": password}), status, want...)
		sc.headers = map[string]string{"Content-Type": "application/json", "X-Forwarded-For": client}
		if retryAfter != "" {
			sc.header = map[string]string{"Retry-After": retryAfter}
		} else {
			sc.noHeader = []string{"Retry-After"}
		}
		return sc
	}
	// Each guess at the owner's account comes from an address of its own,
	// so only the account's count slows them.
	guest := func(i int) string { return fmt.Sprintf("203.0.113.%d", 10+i) }
	const manager, wifi, other = "198.51.100.20", "192.0.2.50", "192.0.2.99"

	t.Run("Account", func(t *testing.T) {
		// Three failures on an account cost nothing; the fourth makes the
		// next try wait a second.
		for i := range 4 {
			run(t, try(fmt.Sprintf("Fail%d", i+1), guest(i), testEmail, "guess", 401, "", badPassword))
		}
		for _, sc := range []scenario{
			try("Slowed", guest(5), testEmail, "guess", 429, "1",
				`{"message":"Too many failed logins. Please try again in 1 minute.","code":"auth.throttled","params":{"minutes":"1"}}`),
			// The account is slowed from any address, even with the right password…
			try("EvenTheRightPassword", manager, testEmail, testPassword, 429, "1"),
			try("CaseAndSpacesCountTogether", guest(6), "  OWNER@Serenity.Example ", "guess", 429, "1"),
			try("EmptyIsThrottledToo", guest(7), testEmail, "", 429, "1"),
			// …but another account from another address is not.
			try("OtherAccountUnaffected", manager, managerEmail, managerPassword, 200, "", loginOK),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		// Each failure after that doubles the wait: 2 s, 4 s, …, up to a minute.
		prev := 1
		for i, wait := range []int{2, 4, 8, 16, 32, 60, 60} {
			clock.Advance(time.Duration(prev) * time.Second)
			run(t, try(fmt.Sprintf("Fail%d", i+5), guest(i), testEmail, "guess", 401, "", badPassword))
			run(t, try(fmt.Sprintf("Wait%d", wait), guest(i), testEmail, testPassword, 429, fmt.Sprint(wait)))
			prev = wait
		}
		// No lock-out: a minute after the last failure the owner is in, and
		// her success clears the account's count.
		clock.Advance(time.Minute)
		run(t, try("OwnerAfterAMinute", manager, testEmail, testPassword, 200, "", loginOK))
		for i := range 3 {
			run(t, try(fmt.Sprintf("FreeAgain%d", i+1), guest(i), testEmail, "guess", 401, "", badPassword))
		}
		run(t, try("OwnerAgain", manager, testEmail, testPassword, 200, "", loginOK))
	})

	t.Run("Address", func(t *testing.T) {
		// One address guessing at many accounts: five failures cost
		// nothing, the sixth makes that address wait.
		for i := range 6 {
			run(t, try(fmt.Sprintf("Fail%d", i+1), wifi, fmt.Sprintf("guess%d@serenity.example", i), "guess", 401, "", badPassword))
		}
		for _, sc := range []scenario{
			try("AddressSlowed", wifi, "guess9@serenity.example", "guess", 429, "1"),
			try("AnyAccountFromIt", wifi, managerEmail, managerPassword, 429, "1"),
			try("OtherAddressUnaffected", other, managerEmail, managerPassword, 200, "", loginOK),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		// A success from the address takes back only its own try: the
		// address keeps the failures it made on other accounts.
		clock.Advance(time.Second)
		run(t, try("ManagerFromWifi", wifi, managerEmail, managerPassword, 200, "", loginOK))
		clock.Advance(time.Second)
		run(t, try("SeventhFailure", wifi, "guess9@serenity.example", "guess", 401, "", badPassword))
		run(t, try("WaitGrows", wifi, managerEmail, managerPassword, 429, "2"))
	})
}

func TestLogout(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		run := specRunner(t, ts)
		expired := func(t *testing.T, resp *http.Response, _ []byte) {
			t.Helper()
			c := setCookie(resp, sessionCookieName)
			if !strings.HasPrefix(c, "dayspa_session=;") || !strings.Contains(c, "Max-Age=0") {
				t.Errorf("Set-Cookie %q: want the session cookie expired", c)
			}
			hintCleared(t, resp, nil)
		}
		toLogin := map[string]string{"Location": "/admin/login"}

		t.Run("POST", func(t *testing.T) {
			c := login(t, ts)
			run(t, scenario{method: "POST", path: "/api/admin/logout", headers: as(c + "; " + signedInHint), status: 200,
				want: []string{`{"message":"Logged out"}`}, check: expired})
			run(t, scenario{path: "/api/admin/stats", headers: as(c), status: 401, want: []string{unauthorized}})
			run(t, scenario{method: "POST", path: "/api/admin/logout", headers: as(c), status: 401, want: []string{unauthorized}})
			if isAdmin(t, ts, c) {
				t.Error("the session outlived its logout")
			}
		})
		t.Run("POSTWithoutSession", func(t *testing.T) {
			run(t, scenario{method: "POST", path: "/api/admin/logout", status: 401, want: []string{unauthorized}, noHeader: []string{"Set-Cookie"}})
		})
		t.Run("GET", func(t *testing.T) {
			c := login(t, ts)
			run(t, scenario{path: "/api/logout", headers: as(c+"; "+signedInHint, "Sec-Fetch-Site", "same-origin"), status: 302, header: toLogin, check: expired})
			if isAdmin(t, ts, c) {
				t.Error("the session outlived GET /api/logout")
			}
			run(t, scenario{path: "/api/logout", status: 302, header: toLogin}) // without a session
		})
		t.Run("GETFromAnotherSiteKeepsTheSession", func(t *testing.T) {
			c := login(t, ts)
			run(t, scenario{path: "/api/logout", headers: as(c, "Sec-Fetch-Site", "cross-site"), status: 302, header: toLogin})
			if !isAdmin(t, ts, c) {
				t.Error("a link on another site logged the admin out")
			}
		})
		t.Run("LoginRedirect", func(t *testing.T) {
			run(t, scenario{path: "/api/login", status: 302, header: toLogin, noHeader: []string{"Set-Cookie"}})
		})
		if n := countRows(t, ts.db, "sessions"); n != 1 {
			t.Errorf("%d sessions stored, want only the one still logged in", n)
		}
	})
}

func TestSessionExpiry(t *testing.T) {
	t.Parallel()
	e := sqlstoretest.Engines()[0] // the server's clock decides; the engines' store tests cover the rows
	clock := newFakeClock(spaNow)
	ts, _ := newAdminSpa(t, e, func(c *Config) { c.Now = clock.Now })
	stats := func(c string) int {
		t.Helper()
		resp, _ := ts.do(t, "GET", "/api/admin/stats", "", as(c))
		return resp.StatusCode
	}

	t.Run("Idle", func(t *testing.T) {
		c := login(t, ts)
		clock.Advance(2*time.Hour - time.Second)
		if got := stats(c); got != 200 {
			t.Fatalf("after 1:59:59 idle: %d, want 200", got)
		}
		clock.Advance(2*time.Hour - time.Second) // each request restarts the idle time
		if got := stats(c); got != 200 {
			t.Fatalf("after another 1:59:59 idle: %d, want 200", got)
		}
		clock.Advance(2 * time.Hour)
		if got := stats(c); got != 401 {
			t.Fatalf("after 2:00:00 idle: %d, want 401", got)
		}
		if isAdmin(t, ts, c) {
			t.Error("status still says admin after the idle time-out")
		}
	})

	t.Run("Lifetime", func(t *testing.T) {
		c := login(t, ts)
		for elapsed := time.Duration(0); ; {
			clock.Advance(time.Hour)
			elapsed += time.Hour
			got := stats(c)
			if elapsed < 12*time.Hour && got != 200 {
				t.Fatalf("busy, %v after login: %d, want 200", elapsed, got)
			}
			if elapsed == 12*time.Hour {
				if got != 401 {
					t.Fatalf("busy, 12h after login: %d, want 401", got)
				}
				break
			}
		}
		resp, body := ts.do(t, "GET", "/api/auth/user", "", as(c))
		if resp.StatusCode != 401 || strings.TrimSpace(string(body)) != unauthorized {
			t.Errorf("auth/user after the lifetime: %d %s", resp.StatusCode, body)
		}
		if n := countRows(t, ts.db, "sessions"); n != 0 {
			t.Errorf("%d sessions left: an expired session is deleted when met", n)
		}
	})
}
