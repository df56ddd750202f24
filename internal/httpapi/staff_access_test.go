package httpapi

import (
	"context"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

const forbidden = `{"message":"Your role does not allow this.","code":"staff.forbidden"}`

// staffLogin signs in with an e-mail and password and returns the session
// cookie.
func staffLogin(t *testing.T, ts *testSite, email, password string) string {
	t.Helper()
	resp, body := ts.do(t, "POST", "/api/admin/login", jsonObject(map[string]any{"email": email, "password": password}),
		map[string]string{"Content-Type": "application/json"})
	if resp.StatusCode != 200 {
		t.Fatalf("login %s: %d %s", email, resp.StatusCode, body)
	}
	m := sessionCookiePattern.FindStringSubmatch(setCookie(resp, sessionCookieName))
	if m == nil {
		t.Fatalf("login: Set-Cookie %q", resp.Header.Values("Set-Cookie"))
	}
	return "dayspa_session=" + m[1]
}

// roleCookies signs in a manager, a receptionist and a therapist added to
// ts, and returns their session cookies in that order.
func roleCookies(t *testing.T, ts *testSite) (manager, desk, therapist string) {
	t.Helper()
	addStaff(t, ts.db, dayspa.RoleManager, "boss@serenity.example", "manager pw 2026")
	addStaff(t, ts.db, dayspa.RoleReception, "desk@serenity.example", "front desk 2026")
	addStaff(t, ts.db, dayspa.RoleTherapist, "mei@serenity.example", "therapist 2026")
	return staffLogin(t, ts, "boss@serenity.example", "manager pw 2026"),
		staffLogin(t, ts, "desk@serenity.example", "front desk 2026"),
		staffLogin(t, ts, "mei@serenity.example", "therapist 2026")
}

// sendAs sends a request with cookie's session and fails the test unless
// it answers want; it returns the body.
func (ts *testSite) sendAs(t *testing.T, cookie, method, path, body string, want int) []byte {
	t.Helper()
	resp, got := ts.do(t, method, path, body, as(cookie))
	if resp.StatusCode != want {
		t.Fatalf("%s %s: %d %s, want %d", method, path, resp.StatusCode, got, want)
	}
	return got
}

// TestEveryRoleOverEveryAdminRoute signs in as each role and sends every
// staff route of the route table: a route the role may use answers
// anything but the role's refusal (and never an internal error; a
// manager's change of an owner's account is refused by the account's own
// rule, a 403 of another message), every other one 403 with the role
// message. Logout is left out, as it would end the walk. It walks both
// engines: a route's answer to a body it cannot use must not turn into an
// internal error on one of them only.
func TestEveryRoleOverEveryAdminRoute(t *testing.T) {
	t.Parallel()
	param := regexp.MustCompile(`\{[^}]*\}`)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		for _, role := range dayspa.Roles {
			walkRoutesAs(t, e, role, param)
		}
	})
}

func walkRoutesAs(t *testing.T, e sqlstoretest.Engine, role dayspa.Role, param *regexp.Regexp) {
	t.Run(string(role), func(t *testing.T) {
		t.Parallel()
		ts, _ := newAdminSpa(t, e)
		// The first session (id 1, which the walk's DELETE of a
		// session names) is the owner's, not the walker's own.
		staffLogin(t, ts, testEmail, testPassword)
		email := string(role) + "@serenity.example"
		addStaff(t, ts.db, role, email, "role password 2026")
		cookie := staffLogin(t, ts, email, "role password 2026")
		allowed, refused := 0, 0
		for _, rt := range ts.srv.routes() {
			if rt.access.kind != staffKind || rt.path == "/api/admin/logout" {
				continue
			}
			path := param.ReplaceAllString(rt.path, "1")
			resp, body := ts.do(t, rt.method, path, `{}`, as(cookie))
			if role.Can(rt.access.perm) {
				allowed++
				refusal := strings.TrimSpace(string(body)) == forbidden
				if refusal || resp.StatusCode == 401 || resp.StatusCode >= 500 && resp.StatusCode != 503 {
					t.Errorf("%s %s as %s (may %s): %d %s", rt.method, path, role, rt.access.perm, resp.StatusCode, body)
				}
			} else {
				refused++
				if resp.StatusCode != 403 || strings.TrimSpace(string(body)) != forbidden {
					t.Errorf("%s %s as %s (may not %s): %d %s; want 403 %s", rt.method, path, role, rt.access.perm, resp.StatusCode, body, forbidden)
				}
			}
		}
		// The table's shape: an owner may use every route; reception
		// and therapists not.
		limited := role == dayspa.RoleReception || role == dayspa.RoleTherapist
		if role == dayspa.RoleOwner && refused != 0 || limited && refused == 0 || allowed == 0 {
			t.Errorf("%s: %d routes allowed, %d refused", role, allowed, refused)
		}
		if !isAdmin(t, ts, cookie) {
			t.Errorf("the %s's session ended during the walk", role)
		}
	})
}

// Reception never sees the money: income, reports, team pay and the
// settings are refused, the front desk's pages answer.
func TestReceptionAtTheFrontDesk(t *testing.T) {
	t.Parallel()
	ts, _ := newAdminSpa(t, sqlstoretest.Engines()[0])
	addStaff(t, ts.db, dayspa.RoleReception, "layla@serenity.example", "front desk 2026")
	cookie := staffLogin(t, ts, "layla@serenity.example", "front desk 2026")
	for path, want := range map[string]int{
		"/api/admin/today": 200, "/api/admin/bookings": 200, "/api/admin/calendar?date=2026-11-29": 200,
		"/api/admin/customers": 200, "/api/admin/contact-messages": 200, "/api/admin/outbox": 200,
		"/api/admin/income": 403, "/api/admin/income/summary": 403, "/api/admin/expenses": 403,
		"/api/admin/pdf-uploads": 403, "/api/admin/posts": 403, "/api/admin/opening-hours": 403,
	} {
		if resp, body := ts.do(t, "GET", path, "", as(cookie)); resp.StatusCode != want {
			t.Errorf("GET %s as reception: %d %s, want %d", path, resp.StatusCode, body, want)
		}
	}
	resp, body := ts.do(t, "GET", "/api/admin/status", "", as(cookie))
	if resp.StatusCode != 200 || strings.TrimSpace(string(body)) != `{"isAdmin":true,"role":"reception"}` {
		t.Errorf("status: %d %s", resp.StatusCode, body)
	}
}

// A password change or a disabled account ends the person's sessions at
// once; the account's other sessions and other people's stay.
func TestStaffSessionsEnd(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		ctx := context.Background()
		owner := login(t, ts)
		mei := addStaff(t, ts.db, dayspa.RoleTherapist, "mei@serenity.example", "therapist 2026 pw")
		first := staffLogin(t, ts, mei.Email, "therapist 2026 pw")
		second := staffLogin(t, ts, mei.Email, "therapist 2026 pw")

		resp, body := ts.do(t, "GET", "/api/admin/me", "", as(first))
		want := `{"id":` + itoa(mei.ID) + `,"name":"Test therapist","email":"mei@serenity.example","role":"therapist",` +
			`"permissions":["signed_in","own_calendar","own_time_off","own_earnings"],"codeOn":false,"therapistId":` + itoa(*mei.TherapistID) + `}`
		if resp.StatusCode != 200 || strings.TrimSpace(string(body)) != want {
			t.Fatalf("me: %d %s, want %s", resp.StatusCode, body, want)
		}

		addStaff(t, ts.db, dayspa.RoleTherapist, mei.Email, "a new password 2026") // sets the password
		if isAdmin(t, ts, first) || isAdmin(t, ts, second) {
			t.Error("a session survived the password change")
		}
		if !isAdmin(t, ts, owner) {
			t.Error("another person's session ended")
		}
		third := staffLogin(t, ts, mei.Email, "a new password 2026")
		if err := ts.db.SetStaffActive(ctx, mei.ID, false); err != nil {
			t.Fatal(err)
		}
		if isAdmin(t, ts, third) {
			t.Error("a session survived the disable")
		}
		if resp, _ := ts.do(t, "GET", "/api/admin/me", "", as(third)); resp.StatusCode != 401 {
			t.Errorf("me of a disabled account: %d", resp.StatusCode)
		}
		resp, body = ts.do(t, "POST", "/api/admin/login", jsonObject(map[string]any{"email": mei.Email, "password": "a new password 2026"}),
			map[string]string{"Content-Type": "application/json"})
		if resp.StatusCode != 401 || strings.TrimSpace(string(body)) != badPassword {
			t.Errorf("a disabled account signs in: %d %s", resp.StatusCode, body)
		}
	})
}

// A session of the time before accounts (admin, but no account) is over.
func TestSessionWithoutAccountEnds(t *testing.T) {
	t.Parallel()
	ts, _ := newAdminSpa(t, sqlstoretest.Engines()[0])
	cookie := login(t, ts)
	token := strings.TrimPrefix(cookie, "dayspa_session=")
	ctx, err := ts.srv.sessions.Load(context.Background(), token)
	if err != nil {
		t.Fatal(err)
	}
	ts.srv.sessions.Remove(ctx, sessUser)
	if _, _, err := ts.srv.sessions.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	if isAdmin(t, ts, cookie) {
		t.Error("a session without an account is an admin one")
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// TestCodeSetupSessionReachesOnlyTheSetUp walks the route table with the
// session of an owner who must still set up her sign-in code
// (DAYSPA_STAFF_CODES=required): the set-up itself, her profile and
// logout answer as usual; every other staff route, her navigation, own
// calendar and sessions among them, answers 403 "set up your code first"
// and is not carried out. Logout is left out, as it would end the walk.
func TestCodeSetupSessionReachesOnlyTheSetUp(t *testing.T) {
	t.Parallel()
	param := regexp.MustCompile(`\{[^}]*\}`)
	setupFirst := `{"message":"Please set up your sign-in code first.","code":"code.setup_first"}`
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e, func(c *Config) { c.StaffCodes = dayspa.CodesRequired })
		resp, body := ts.do(t, "POST", "/api/admin/login", jsonObject(map[string]any{"email": testEmail, "password": testPassword}), jsonHeaders)
		m := sessionCookiePattern.FindStringSubmatch(setCookie(resp, sessionCookieName))
		if resp.StatusCode != 200 || strings.TrimSpace(string(body)) != `{"needsSetup":true}` || m == nil {
			t.Fatalf("login: %d %s", resp.StatusCode, body)
		}
		setup := sessionCookieName + "=" + m[1]
		reached := map[string]bool{}
		for _, rt := range ts.srv.routes() {
			if rt.access.kind != staffKind || rt.path == "/api/admin/logout" {
				continue
			}
			path := param.ReplaceAllString(rt.path, "1")
			resp, body := ts.do(t, rt.method, path, `{}`, as(setup))
			refused := resp.StatusCode == 403 && strings.TrimSpace(string(body)) == setupFirst
			if dayspa.CodeSetupMay(rt.method, rt.path) {
				reached[rt.method+" "+rt.path] = true
				if refused || resp.StatusCode == 401 || resp.StatusCode >= 500 {
					t.Errorf("%s %s during the set-up: %d %s", rt.method, path, resp.StatusCode, body)
				}
			} else if !refused {
				t.Errorf("%s %s during the set-up: %d %s; want 403 %s", rt.method, path, resp.StatusCode, body, setupFirst)
			}
		}
		want := map[string]bool{"GET /api/admin/me": true, "POST /api/admin/me/code": true, "POST /api/admin/me/code/confirm": true}
		if len(reached) != len(want) {
			t.Errorf("routes reached during the set-up: %v, want %v", reached, want)
		}
		for r := range want {
			if !reached[r] {
				t.Errorf("%s is not reachable during the set-up", r)
			}
		}
		resp, body = ts.do(t, "POST", "/api/admin/logout", "", as(setup))
		if resp.StatusCode != 200 {
			t.Errorf("logout during the set-up: %d %s", resp.StatusCode, body)
		}
	})
}

// TestMeOwnDayPermissionsNeedATherapistLink: GET /api/admin/me lists the
// account's permissions, which are its role's without a therapist's own
// places (own_calendar, own_time_off, own_earnings) when no therapist
// record is linked to it; linked, the same account lists them.
func TestMeOwnDayPermissionsNeedATherapistLink(t *testing.T) {
	t.Parallel()
	ts, _ := newAdminSpa(t, sqlstoretest.Engines()[0])
	permissionsOf := func(cookie string) []dayspa.Permission {
		t.Helper()
		resp, body := ts.do(t, "GET", "/api/admin/me", "", as(cookie))
		var me struct {
			Permissions []dayspa.Permission `json:"permissions"`
		}
		if resp.StatusCode != 200 || json.Unmarshal(body, &me) != nil {
			t.Fatalf("me: %d %s", resp.StatusCode, body)
		}
		return me.Permissions
	}
	own := func(ps []dayspa.Permission) (n int) {
		for _, p := range ps {
			if p == dayspa.PermOwnCalendar || p == dayspa.PermOwnTimeOff || p == dayspa.PermOwnEarnings {
				n++
			}
		}
		return n
	}
	addStaff(t, ts.db, dayspa.RoleReception, "desk@serenity.example", "front desk 2026")
	for email, password := range map[string]string{testEmail: testPassword, "desk@serenity.example": "front desk 2026"} {
		ps := permissionsOf(staffLogin(t, ts, email, password))
		if own(ps) != 0 || len(ps) < 2 {
			t.Errorf("%s, linked to no therapist: %v, want no own-day permission", email, ps)
		}
	}
	team, err := ts.db.Therapists(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	linkAccount(t, ts.db, testEmail, team[0].ID)
	ps := permissionsOf(staffLogin(t, ts, testEmail, testPassword))
	if own(ps) != 3 || len(ps) != len(dayspa.RoleOwner.Permissions()) {
		t.Errorf("the owner linked to a therapist: %v, want every owner's permission", ps)
	}
}
