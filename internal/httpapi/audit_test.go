package httpapi

import (
	"context"
	"fmt"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// auditLog is every audit event of ts, oldest first.
func auditLog(t *testing.T, ts *testSite) []dayspa.AuditEvent {
	t.Helper()
	events, _, err := ts.db.AuditEvents(context.Background(), dayspa.AuditFilter{Page: dayspa.Page{Limit: dayspa.MaxPageSize}})
	if err != nil {
		t.Fatal(err)
	}
	for i, j := 0, len(events)-1; i < j; i, j = i+1, j-1 {
		events[i], events[j] = events[j], events[i]
	}
	return events
}

// TestAuditDoorsAndExports: a failed sign-in, a sign-in, a change of a
// booking's status, an export and a sign-out each write one event with
// who, from where and the request's id; a refused write writes none.
func TestAuditDoorsAndExports(t *testing.T) {
	forEachAuditEngine(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		b, err := ts.db.CreateBooking(context.Background(), mustNewBooking(t, ss.massage), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		resp, _ := ts.do(t, "POST", "/api/admin/login", `{"email":"owner@serenity.example","password":"not it"}`, map[string]string{"Content-Type": "application/json", "X-Request-Id": "req-failed"})
		if resp.StatusCode != 401 {
			t.Fatalf("wrong password: %d", resp.StatusCode)
		}
		c := login(t, ts)
		path := fmt.Sprintf("/api/admin/bookings/%d/status", b.ID)
		if resp, body := ts.do(t, "PATCH", path, `{"status":"nonsense"}`, as(c)); resp.StatusCode != 400 {
			t.Fatalf("bad status: %d %s", resp.StatusCode, body)
		}
		if resp, body := ts.do(t, "PATCH", path, `{"status":"confirmed"}`, as(c, "X-Request-Id", "req-status")); resp.StatusCode != 200 {
			t.Fatalf("confirm: %d %s", resp.StatusCode, body)
		}
		if resp, body := ts.do(t, "GET", "/api/admin/newsletter-subscribers.csv", "", as(c)); resp.StatusCode != 200 {
			t.Fatalf("export: %d %s", resp.StatusCode, body)
		}
		if resp, body := ts.do(t, "POST", "/api/admin/logout", "", as(c)); resp.StatusCode != 200 {
			t.Fatalf("logout: %d %s", resp.StatusCode, body)
		}
		admin := dayspa.Actor{UserID: 1, Name: "Test owner", Role: dayspa.RoleOwner}
		want := []dayspa.AuditEvent{
			{Actor: dayspa.Actor{}, Entity: "sessions", Action: dayspa.AuditSignInFailed, RequestID: "req-failed"},
			{Actor: admin, Entity: "sessions", Action: dayspa.AuditSignIn},
			{Actor: admin, Entity: "bookings", EntityID: fmt.Sprint(b.ID), Action: dayspa.AuditStatus, RequestID: "req-status"},
			{Actor: admin, Entity: "newsletter-subscribers", Action: dayspa.AuditExport},
			{Actor: admin, Entity: "sessions", Action: dayspa.AuditSignOut},
		}
		got := auditLog(t, ts)
		if len(got) != len(want) {
			t.Fatalf("%d events, want %d: %+v", len(got), len(want), got)
		}
		// The failed sign-in names the account tried, though nobody signed in.
		if tried := string(got[0].After); tried != `{"email":"owner@serenity.example"}` {
			t.Errorf("the failed sign-in's event records %s, want the e-mail tried", tried)
		}
		for i, w := range want {
			g := got[i]
			if g.Actor != w.Actor || g.Entity != w.Entity || g.EntityID != w.EntityID || g.Action != w.Action ||
				g.Address != "127.0.0.1" || g.RequestID == "" || (w.RequestID != "" && g.RequestID != w.RequestID) {
				t.Errorf("event %d = %+v, want %+v from 127.0.0.1", i, g, w)
			}
		}
	})
}

// forEachAuditEngine runs f on each engine, in parallel.
func forEachAuditEngine(t *testing.T, f func(t *testing.T, e sqlstoretest.Engine)) {
	t.Parallel()
	for _, e := range sqlstoretest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			t.Parallel()
			f(t, e)
		})
	}
}
