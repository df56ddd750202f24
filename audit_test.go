package dayspa_test

import (
	"context"
	"net/url"
	"testing"

	"github.com/dayspa/dayspa"
)

// TestAuditOfRoute: an admin write's entity is its path's first segment
// and its action follows the method; login and logout are the doors, a
// PATCH of a status is a status change; reads and routes outside
// /api/admin/ are no writes.
func TestAuditOfRoute(t *testing.T) {
	cases := []struct {
		method, path string
		entity       string
		action       dayspa.AuditAction
		ok           bool
	}{
		{"POST", "/api/admin/services", "services", dayspa.AuditCreate, true},
		{"PATCH", "/api/admin/services/{id}", "services", dayspa.AuditUpdate, true},
		{"PUT", "/api/admin/opening-hours", "opening-hours", dayspa.AuditUpdate, true},
		{"DELETE", "/api/admin/rooms/{id}", "rooms", dayspa.AuditDelete, true},
		{"PATCH", "/api/admin/bookings/{id}/status", "bookings", dayspa.AuditStatus, true},
		{"PATCH", "/api/admin/bookings/{id}", "bookings", dayspa.AuditUpdate, true},
		{"POST", "/api/admin/bookings/{id}/undo", "bookings", dayspa.AuditUpdate, true},
		{"POST", "/api/admin/posts/{id}/cover", "posts", dayspa.AuditUpdate, true},
		{"POST", "/api/admin/login", "sessions", dayspa.AuditSignIn, true},
		{"POST", "/api/admin/logout", "sessions", dayspa.AuditSignOut, true},
		{"POST", "/api/admin/me/time-off", "time-off-requests", dayspa.AuditCreate, true},
		{"POST", "/api/admin/time-off-requests/{id}/approve", "time-off-requests", dayspa.AuditUpdate, true},
		{"POST", "/api/admin/bookings/{id}/checkout", "bookings", dayspa.AuditUpdate, true},
		{"POST", "/api/admin/invoices/{id}/credit-notes", "invoices", dayspa.AuditUpdate, true},
		{"POST", "/api/admin/bookings/{id}/checkout/preview", "", "", false}, // changes nothing
		{"GET", "/api/admin/services", "", "", false},
		{"POST", "/api/bookings", "", "", false},
		{"POST", "/api/objects/upload", "", "", false},
		{"POST", "/api/admin/", "", "", false},
	}
	for _, c := range cases {
		entity, action, ok := dayspa.AuditOfRoute(c.method, c.path)
		if entity != c.entity || action != c.action || ok != c.ok {
			t.Errorf("AuditOfRoute(%s %s) = %q, %q, %v; want %q, %q, %v", c.method, c.path, entity, action, ok, c.entity, c.action, c.ok)
		}
	}
}

func TestAuditActionsAreValid(t *testing.T) {
	want := []string{"create", "update", "delete", "status", "sign-in", "sign-in-failed", "sign-out", "export", "download"}
	if len(dayspa.AuditActions) != len(want) {
		t.Fatalf("actions %v, want %v", dayspa.AuditActions, want)
	}
	for i, a := range dayspa.AuditActions {
		if string(a) != want[i] || !a.Valid() {
			t.Errorf("action %d = %q (valid %v), want %q", i, a, a.Valid(), want[i])
		}
	}
	if dayspa.AuditAction("edit").Valid() {
		t.Error(`"edit" is not an action`)
	}
}

// TestAuditQuery: the filter takes each parameter or names each wrong one.
func TestAuditQuery(t *testing.T) {
	q, _ := url.ParseQuery("actor=admin&entity=services&entityId=7&action=update&from=2026-11-01&to=2026-11-30&page=2")
	f, err := dayspa.AuditQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	if f.Actor != "admin" || f.Entity != "services" || f.EntityID != "7" || f.Action != dayspa.AuditUpdate ||
		f.From.String() != "2026-11-01" || f.To.String() != "2026-11-30" || f.Page.Offset != f.Page.Limit {
		t.Fatalf("filter %+v", f)
	}
	bad := []struct{ query, field string }{
		{"action=edit", "action"},
		{"from=yesterday", "from"},
		{"from=2026-11-30&to=2026-11-01", "to"},
		{"page=0", "page"},
		{"actor=" + url.QueryEscape(string(make([]byte, 101))), "actor"},
		{"entity=a%00b", "entity"},
	}
	for _, b := range bad {
		q, _ := url.ParseQuery(b.query)
		_, err := dayspa.AuditQuery(q)
		if dayspa.ErrorCode(err) != dayspa.EINVALID {
			t.Errorf("%s: error %v, want invalid", b.query, err)
			continue
		}
		if _, ok := dayspa.ErrorFields(err)[b.field]; !ok {
			t.Errorf("%s: fields %v, want %s named", b.query, dayspa.ErrorFields(err), b.field)
		}
	}
}

// TestPendingAuditIsHandedOutOnce: the event of a request is claimed once;
// a rolled-back transaction gives it back; notes fill the id and change.
func TestPendingAuditIsHandedOutOnce(t *testing.T) {
	p := dayspa.NewPendingAudit(dayspa.AuditEvent{Entity: "services", Action: dayspa.AuditCreate})
	ctx := dayspa.WithPendingAudit(context.Background(), p)
	if dayspa.PendingAuditFrom(ctx) != p || dayspa.PendingAuditFrom(context.Background()) != nil {
		t.Fatal("the context does not carry the pending event")
	}
	p.Note("12", nil, map[string]string{"name": "Massage"})
	e, ok := p.Claim()
	if !ok || e.EntityID != "12" || string(e.After) != `{"name":"Massage"}` || e.Before != nil {
		t.Fatalf("claimed %+v, %v", e, ok)
	}
	if _, ok := p.Claim(); ok {
		t.Fatal("claimed twice")
	}
	p.Unclaim()
	if _, ok := p.Claim(); !ok {
		t.Fatal("an unclaimed event cannot be claimed again")
	}
}

// TestAuditOutcome: a write that succeeded keeps its action, a refused
// password is a failed sign-in, every other refusal records nothing.
func TestAuditOutcome(t *testing.T) {
	cases := []struct {
		action dayspa.AuditAction
		status int
		want   dayspa.AuditAction
		ok     bool
	}{
		{dayspa.AuditUpdate, 200, dayspa.AuditUpdate, true},
		{dayspa.AuditCreate, 201, dayspa.AuditCreate, true},
		{dayspa.AuditDelete, 204, dayspa.AuditDelete, true},
		{dayspa.AuditSignIn, 200, dayspa.AuditSignIn, true},
		{dayspa.AuditSignIn, 401, dayspa.AuditSignInFailed, true},
		{dayspa.AuditSignIn, 429, "", false},
		{dayspa.AuditSignIn, 400, "", false},
		{dayspa.AuditUpdate, 400, "", false},
		{dayspa.AuditDelete, 404, "", false},
		{dayspa.AuditUpdate, 500, "", false},
	}
	for _, c := range cases {
		got, ok := dayspa.AuditOutcome(c.action, c.status)
		if got != c.want || ok != c.ok {
			t.Errorf("AuditOutcome(%s, %d) = %q, %v; want %q, %v", c.action, c.status, got, ok, c.want, c.ok)
		}
	}
}

// FuzzAuditQuery: any query string is a filter within bounds or an
// EINVALID error naming a field; never a panic.
func FuzzAuditQuery(f *testing.F) {
	for _, s := range []string{"", "actor=admin&action=update", "from=2026-11-01&to=2026-10-01", "page=0", "page=99999999999",
		"entity=%E2%80%AE", "action=sign-in-failed&entityId=7", "actor=a%00b", "from=2026-02-30", "limit=1000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		q, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		filter, err := dayspa.AuditQuery(q)
		if err != nil {
			if dayspa.ErrorCode(err) != dayspa.EINVALID || len(dayspa.ErrorFields(err)) == 0 {
				t.Fatalf("%q: error %v, want invalid with fields", raw, err)
			}
			return
		}
		if filter.Page.Limit < 1 || filter.Page.Limit > dayspa.MaxPageSize || filter.Page.Offset < 0 {
			t.Fatalf("%q: page %+v out of bounds", raw, filter.Page)
		}
		if filter.Action != "" && !filter.Action.Valid() {
			t.Fatalf("%q: action %q", raw, filter.Action)
		}
		if filter.From != nil && filter.To != nil && filter.To.Before(*filter.From) {
			t.Fatalf("%q: to before from", raw)
		}
		for _, v := range []string{filter.Actor, filter.Entity, filter.EntityID} {
			if !dayspa.ValidText(v, dayspa.OneLine) || len([]rune(v)) > 100 {
				t.Fatalf("%q: text %q let through", raw, v)
			}
		}
	})
}
