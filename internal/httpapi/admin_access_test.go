package httpapi

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestAdminRoutesNeedSession walks the whole route table: every route under
// /api/admin/ but login and status (and the upload URL route, when it
// comes) is marked admin and answers 401 without a session, so that a new
// admin route cannot forget the guard.
func TestAdminRoutesNeedSession(t *testing.T) {
	t.Parallel()
	ts, _ := newAdminSpa(t, sqlstoretest.Engines()[0])
	open := map[string]bool{"POST /api/admin/login": true, "GET /api/admin/status": true}
	guarded := map[string]bool{"POST /api/objects/upload": true}
	param := regexp.MustCompile(`\{[^}]*\}`)
	n := 0
	for _, rt := range ts.srv.routes() {
		key := rt.method + " " + rt.path
		if !(strings.HasPrefix(rt.path, "/api/admin/") && !open[key]) && !guarded[key] {
			continue
		}
		n++
		t.Run(key, func(t *testing.T) {
			if rt.access.kind != staffKind {
				t.Errorf("%s is not marked staff in the route table", key)
			}
			if rt.access.perm == "" || !dayspa.RoleOwner.Can(rt.access.perm) {
				t.Errorf("%s has no role rule (permission %q)", key, rt.access.perm)
			}
			path := param.ReplaceAllString(rt.path, "1")
			for _, headers := range []map[string]string{
				{"Content-Type": "application/json"},
				as("dayspa_session=" + strings.Repeat("x", 43)),
			} {
				resp, body := ts.do(t, rt.method, path, `{}`, headers)
				if resp.StatusCode != 401 || strings.TrimSpace(string(body)) != unauthorized {
					t.Errorf("%s %s without a session: %d %s; want 401 %s", rt.method, path, resp.StatusCode, body, unauthorized)
				}
			}
		})
	}
	if n < 13 {
		t.Errorf("only %d admin routes walked: is the table read right?", n)
	}
	for key := range open {
		for _, rt := range ts.srv.routes() {
			if rt.method+" "+rt.path == key && rt.access.kind != sessionKind {
				t.Errorf("%s: want the session loaded and no guard", key)
			}
		}
	}
}

func TestAdminCrossSite(t *testing.T) {
	t.Parallel()
	ts, ss := newAdminSpa(t, sqlstoretest.Engines()[0])
	run := specRunner(t, ts)
	c := login(t, ts)
	b, err := ts.db.CreateBooking(context.Background(), mustNewBooking(t, ss.massage), ts.srv.rules)
	if err != nil {
		t.Fatal(err)
	}
	refused := `{"message":"Cross-origin request refused.","code":"request.cross_origin"}`
	for _, sc := range []scenario{
		{name: "LoginFromAnotherSite", method: "POST", path: "/api/admin/login", body: jsonObject(map[string]any{"email": testEmail, "password": testPassword}),
			headers: map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"}, status: 403,
			want: []string{refused}, noHeader: []string{"Set-Cookie"}},
		{name: "LoginFromForeignOrigin", method: "POST", path: "/api/admin/login", body: jsonObject(map[string]any{"email": testEmail, "password": testPassword}),
			headers: map[string]string{"Content-Type": "application/json", "Origin": "https://evil.example"}, status: 403,
			want: []string{refused}, noHeader: []string{"Set-Cookie"}},
		{name: "PatchFromAnotherSite", method: "PATCH", path: fmt.Sprintf("/api/admin/bookings/%d/status", b.ID), body: `{"status":"confirmed"}`,
			headers: as(c, "Sec-Fetch-Site", "cross-site"), status: 403, want: []string{refused}},
		{name: "PatchFromForeignOrigin", method: "PATCH", path: fmt.Sprintf("/api/admin/bookings/%d/status", b.ID), body: `{"status":"confirmed"}`,
			headers: as(c, "Origin", "https://evil.example"), status: 403, want: []string{refused}},
		{name: "LogoutFromAnotherSite", method: "POST", path: "/api/admin/logout", headers: as(c, "Sec-Fetch-Site", "cross-site"),
			status: 403, want: []string{refused}},
	} {
		t.Run(sc.name, func(t *testing.T) { run(t, sc) })
	}
	if got := bookingStatus(t, ts, b.ID); got != dayspa.StatusPending {
		t.Errorf("a refused request changed the booking to %s", got)
	}
	if !isAdmin(t, ts, c) {
		t.Error("a refused logout ended the session")
	}
	// Another site cannot end a session either, not even one's own other one.
	other := login(t, ts)
	for _, s := range listSessions(t, ts, c, "/api/admin/me/sessions") {
		if s.Current {
			continue
		}
		run(t, scenario{name: "EndSessionFromAnotherSite", method: "DELETE", path: fmt.Sprintf("/api/admin/sessions/%d", s.ID),
			headers: as(c, "Sec-Fetch-Site", "cross-site"), status: 403, want: []string{refused}})
	}
	if !isAdmin(t, ts, other) {
		t.Error("a refused end of a session ended it")
	}
	// The same requests from the site itself go through.
	for _, sc := range []scenario{
		{name: "PatchSameOrigin", method: "PATCH", path: fmt.Sprintf("/api/admin/bookings/%d/status", b.ID), body: `{"status":"confirmed"}`,
			headers: as(c, "Sec-Fetch-Site", "same-origin", "Origin", testBaseURL), status: 200},
		{name: "LoginSameOrigin", method: "POST", path: "/api/admin/login", body: jsonObject(map[string]any{"email": testEmail, "password": testPassword}),
			headers: map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "same-origin"}, status: 200},
	} {
		t.Run(sc.name, func(t *testing.T) { run(t, sc) })
	}
}

// mustNewBooking is a valid booking of svc on bookDay at 10:00 for Layla.

// TestEveryAdminWriteRefusesCrossSite walks the route table: every admin
// route that changes something, asked with a valid owner's session from
// another site (a form or script on a page the owner happens to visit),
// is refused before its handler runs and leaves no trace in the audit log.
func TestEveryAdminWriteRefusesCrossSite(t *testing.T) {
	t.Parallel()
	ts, _ := newAdminSpa(t, sqlstoretest.Engines()[0])
	c := login(t, ts)
	before := len(auditLog(t, ts))
	refused := `{"message":"Cross-origin request refused.","code":"request.cross_origin"}`
	param := regexp.MustCompile(`\{[^}]*\}`)
	n := 0
	for _, rt := range ts.srv.routes() {
		if !strings.HasPrefix(rt.path, "/api/admin/") || rt.method == "GET" || rt.method == "HEAD" {
			continue
		}
		n++
		path := param.ReplaceAllString(rt.path, "1")
		for _, from := range [][2]string{{"Sec-Fetch-Site", "cross-site"}, {"Origin", "https://evil.example"}} {
			resp, body := ts.do(t, rt.method, path, `{}`, as(c, from[0], from[1]))
			if resp.StatusCode != 403 || strings.TrimSpace(string(body)) != refused {
				t.Errorf("%s %s with %s: %s: %d %s; want 403 %s", rt.method, path, from[0], from[1], resp.StatusCode, body, refused)
			}
		}
	}
	if n < 40 {
		t.Errorf("only %d admin writes walked: is the table read right?", n)
	}
	if after := len(auditLog(t, ts)); after != before {
		t.Errorf("refused requests wrote %d audit events", after-before)
	}
	if !isAdmin(t, ts, c) {
		t.Error("a refused request ended the owner's session")
	}
}
