package httpapi

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

const (
	androidChrome = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36"
	macFirefox    = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.0; rv:121.0) Gecko/20100101 Firefox/121.0"
)

// signInFrom signs in with a User-Agent and returns the session cookie.
func signInFrom(t *testing.T, ts *testSite, email, password, userAgent string) string {
	t.Helper()
	resp, body := ts.do(t, "POST", "/api/admin/login", jsonObject(map[string]any{"email": email, "password": password}),
		map[string]string{"Content-Type": "application/json", "User-Agent": userAgent})
	if resp.StatusCode != 200 {
		t.Fatalf("login %s: %d %s", email, resp.StatusCode, body)
	}
	m := sessionCookiePattern.FindStringSubmatch(setCookie(resp, sessionCookieName))
	if m == nil {
		t.Fatalf("login: Set-Cookie %q", resp.Header.Values("Set-Cookie"))
	}
	return "dayspa_session=" + m[1]
}

func listSessions(t *testing.T, ts *testSite, cookie, path string) []sessionView {
	t.Helper()
	resp, body := ts.do(t, "GET", path, "", as(cookie))
	if resp.StatusCode != 200 {
		t.Fatalf("GET %s: %d %s", path, resp.StatusCode, body)
	}
	var out []sessionView
	if err := json.Unmarshal(body, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func answerOf(t *testing.T, ts *testSite, method, path, cookie string) int {
	t.Helper()
	resp, _ := ts.do(t, method, path, "", as(cookie))
	return resp.StatusCode
}

// TestOwnSessionsListedAndEnded: two sign-ins are both listed with their
// devices, the request's own marked current; ending the other one makes
// its cookie worthless at once, and it leaves the list.
func TestOwnSessionsListedAndEnded(t *testing.T) {
	forEachEngine(t, func(t *testing.T, ts *testSite) {
		setTestPassword(t, ts.db)
		phone := signInFrom(t, ts, testEmail, testPassword, androidChrome)
		laptop := signInFrom(t, ts, testEmail, testPassword, macFirefox)
		list := listSessions(t, ts, laptop, "/api/admin/me/sessions")
		if len(list) != 2 {
			t.Fatalf("sessions %+v, want 2", list)
		}
		var other sessionView
		for _, s := range list {
			switch s.Device {
			case "Firefox on macOS":
				if !s.Current {
					t.Errorf("the laptop's session is not marked current: %+v", s)
				}
			case "Chrome on Android":
				if s.Current {
					t.Errorf("the phone's session is marked current: %+v", s)
				}
				other = s
			default:
				t.Errorf("device %q", s.Device)
			}
			if s.SignedInAt.IsZero() || s.LastUsedAt.IsZero() {
				t.Errorf("times missing: %+v", s)
			}
		}
		if got := answerOf(t, ts, "GET", "/api/admin/me", phone); got != 200 {
			t.Fatalf("phone before: %d", got)
		}
		if got := answerOf(t, ts, "DELETE", fmt.Sprintf("/api/admin/sessions/%d", other.ID), laptop); got != 204 {
			t.Fatalf("end: %d", got)
		}
		if got := answerOf(t, ts, "GET", "/api/admin/me", phone); got != 401 {
			t.Errorf("phone after its end: %d, want 401", got)
		}
		if list := listSessions(t, ts, laptop, "/api/admin/me/sessions"); len(list) != 1 || !list[0].Current {
			t.Errorf("after the end: %+v", list)
		}
		if got := answerOf(t, ts, "DELETE", fmt.Sprintf("/api/admin/sessions/%d", other.ID), laptop); got != 404 {
			t.Errorf("ending it again: %d, want 404", got)
		}
	})
}

// TestOthersSessionsNeedTheirAccount: a receptionist can neither list nor
// end the owner's sessions, nor can a manager end them; an id she may not
// see is 404 like one that does not exist, and the session lives on. An
// owner lists and ends a manager's.
func TestOthersSessionsNeedTheirAccount(t *testing.T) {
	forEachEngine(t, func(t *testing.T, ts *testSite) {
		owner := addStaff(t, ts.db, dayspa.RoleOwner, testEmail, testPassword)
		manager := addStaff(t, ts.db, dayspa.RoleManager, "manager@serenity.example", testPassword)
		addStaff(t, ts.db, dayspa.RoleReception, "desk@serenity.example", testPassword)
		ownerCookie := signInFrom(t, ts, testEmail, testPassword, macFirefox)
		managerCookie := signInFrom(t, ts, "manager@serenity.example", testPassword, androidChrome)
		desk := signInFrom(t, ts, "desk@serenity.example", testPassword, androidChrome)
		ownerSession := listSessions(t, ts, ownerCookie, "/api/admin/me/sessions")[0]
		end := fmt.Sprintf("/api/admin/sessions/%d", ownerSession.ID)

		if got := answerOf(t, ts, "GET", fmt.Sprintf("/api/admin/users/%d/sessions", owner.ID), desk); got != 403 {
			t.Errorf("reception lists the owner's: %d, want 403", got)
		}
		if got := answerOf(t, ts, "GET", fmt.Sprintf("/api/admin/users/%d/sessions", owner.ID), managerCookie); got != 403 {
			t.Errorf("manager lists the owner's: %d, want 403", got)
		}
		for name, c := range map[string]string{"reception": desk, "manager": managerCookie} {
			if got := answerOf(t, ts, "DELETE", end, c); got != 404 {
				t.Errorf("%s ends the owner's: %d, want 404", name, got)
			}
		}
		if got := answerOf(t, ts, "GET", "/api/admin/me", ownerCookie); got != 200 {
			t.Errorf("the owner's session after the refusals: %d", got)
		}

		list := listSessions(t, ts, ownerCookie, fmt.Sprintf("/api/admin/users/%d/sessions", manager.ID))
		if len(list) != 1 || list[0].Current {
			t.Fatalf("owner lists the manager's: %+v", list)
		}
		if got := answerOf(t, ts, "DELETE", fmt.Sprintf("/api/admin/sessions/%d", list[0].ID), ownerCookie); got != 204 {
			t.Errorf("owner ends the manager's: %d", got)
		}
		if got := answerOf(t, ts, "GET", "/api/admin/me", managerCookie); got != 401 {
			t.Errorf("the manager's ended session: %d, want 401", got)
		}
	})
}

// TestPasswordChangeEmptiesSessionList: a session the account's new
// password ended is not listed, and logging out forgets its record.
func TestPasswordChangeEmptiesSessionList(t *testing.T) {
	forEachEngine(t, func(t *testing.T, ts *testSite) {
		u := addStaff(t, ts.db, dayspa.RoleOwner, testEmail, testPassword)
		c := signInFrom(t, ts, testEmail, testPassword, macFirefox)
		if got := answerOf(t, ts, "POST", "/api/admin/logout", c); got != 200 {
			t.Fatalf("logout: %d", got)
		}
		signInFrom(t, ts, testEmail, testPassword, androidChrome)
		list, err := ts.db.StaffSessions(t.Context(), u.ID)
		if err != nil || len(list) != 1 {
			t.Fatalf("after a logout and a sign-in: %+v %v", list, err)
		}
		addStaff(t, ts.db, dayspa.RoleOwner, testEmail, "a new password 2026") // counts up the session version
		if list, err := ts.db.StaffSessions(t.Context(), u.ID); err != nil || len(list) != 0 {
			t.Errorf("after a password change: %+v %v", list, err)
		}
	})
}

// TestSessionLastUseWrittenOnceAMinute: a session's last use moves with
// its requests, but is written at most once a minute, not per request.
func TestSessionLastUseWrittenOnceAMinute(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := &testClock{t: spaNow}
		ts, _ := newAdminSpa(t, e, func(c *Config) { c.Now = clock.Now })
		c := signInFrom(t, ts, testEmail, testPassword, macFirefox)
		lastUse := func() time.Time {
			t.Helper()
			list := listSessions(t, ts, c, "/api/admin/me/sessions")
			if len(list) != 1 {
				t.Fatalf("sessions %+v", list)
			}
			if !list[0].SignedInAt.Equal(spaNow) {
				t.Errorf("signed in at %s, want %s", list[0].SignedInAt, spaNow)
			}
			return list[0].LastUsedAt
		}
		if got := lastUse(); !got.Equal(spaNow) {
			t.Errorf("last use at sign-in %s, want %s", got, spaNow)
		}
		clock.Add(30 * time.Second)
		if got := lastUse(); !got.Equal(spaNow) {
			t.Errorf("last use 30 seconds on: %s, want it unwritten (%s)", got, spaNow)
		}
		clock.Add(31 * time.Second)
		if got, want := lastUse(), spaNow.Add(61*time.Second); !got.Equal(want) {
			t.Errorf("last use a minute on: %s, want %s", got, want)
		}
	})
}

// TestSessionRoutesRefuseOthersAndOddIDs: a receptionist or a therapist
// may end only her own sessions and list nobody's: another person's
// session id is 404 as if it did not exist (nobody learns others' ids),
// another account's list is 403, and an id that is not one (text, zero,
// negative, beyond int64) or names nothing is 404. Never a 500, and every
// session refused lives on.
func TestSessionRoutesRefuseOthersAndOddIDs(t *testing.T) {
	forEachEngine(t, func(t *testing.T, ts *testSite) {
		addStaff(t, ts.db, dayspa.RoleManager, "manager@serenity.example", testPassword)
		rania := addStaff(t, ts.db, dayspa.RoleReception, "rania@serenity.example", testPassword)
		addStaff(t, ts.db, dayspa.RoleReception, "desk@serenity.example", testPassword)
		aya := addStaff(t, ts.db, dayspa.RoleTherapist, "aya@serenity.example", testPassword)
		managerCookie := signInFrom(t, ts, "manager@serenity.example", testPassword, macFirefox)
		raniaCookie := signInFrom(t, ts, "rania@serenity.example", testPassword, androidChrome)
		desk := signInFrom(t, ts, "desk@serenity.example", testPassword, androidChrome)
		ayaCookie := signInFrom(t, ts, "aya@serenity.example", testPassword, androidChrome)
		managerSession := listSessions(t, ts, managerCookie, "/api/admin/me/sessions")[0]
		raniaSession := listSessions(t, ts, raniaCookie, "/api/admin/me/sessions")[0]

		for name, c := range map[string]string{"reception": desk, "therapist": ayaCookie} {
			for _, id := range []int64{managerSession.ID, raniaSession.ID} {
				if got := answerOf(t, ts, "DELETE", fmt.Sprintf("/api/admin/sessions/%d", id), c); got != 404 {
					t.Errorf("%s ends session %d of another person: %d, want 404", name, id, got)
				}
			}
			for _, u := range []int64{rania.ID, aya.ID} {
				if got := answerOf(t, ts, "GET", fmt.Sprintf("/api/admin/users/%d/sessions", u), c); got != 403 {
					t.Errorf("%s lists account %d's sessions: %d, want 403", name, u, got)
				}
			}
		}
		for _, id := range []string{"abc", "0", "-1", "99999999999999999999", "1.5", "999999"} {
			for _, path := range []string{"/api/admin/sessions/" + id, "/api/admin/users/" + id + "/sessions"} {
				method := "GET"
				if strings.HasPrefix(path, "/api/admin/sessions/") {
					method = "DELETE"
				}
				if got := answerOf(t, ts, method, path, managerCookie); got != 404 {
					t.Errorf("manager %s %s: %d, want 404", method, path, got)
				}
			}
			if got := answerOf(t, ts, "DELETE", "/api/admin/sessions/"+id, desk); got != 404 {
				t.Errorf("reception DELETE /api/admin/sessions/%s: %d, want 404", id, got)
			}
		}
		for name, c := range map[string]string{"manager": managerCookie, "rania": raniaCookie, "desk": desk, "aya": ayaCookie} {
			if got := answerOf(t, ts, "GET", "/api/admin/me", c); got != 200 {
				t.Errorf("%s's session after the refusals: %d, want 200", name, got)
			}
		}
	})
}
