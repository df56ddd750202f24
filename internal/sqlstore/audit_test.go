package sqlstore_test

import (
	"context"
	"database/sql"
	"errors"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

func auditCount(t *testing.T, db interface{ SQL() *sql.DB }) int {
	t.Helper()
	var n int
	must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM audit_events`).Scan(&n))
	return n
}

// TestAuditLogIsAppendOnly: the database itself refuses to change or
// remove an audit event, whoever asks, on each engine.
func TestAuditLogIsAppendOnly(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		must(t, db.AppendAudit(ctx, dayspa.AuditEvent{
			Actor: dayspa.Actor{Name: "admin", Role: "owner"}, Entity: "services", EntityID: "1", Action: dayspa.AuditUpdate,
		}))
		if _, err := db.SQL().ExecContext(ctx, `UPDATE audit_events SET actor_name = 'someone else'`); err == nil {
			t.Error("an UPDATE of the audit log was allowed")
		}
		if _, err := db.SQL().ExecContext(ctx, `DELETE FROM audit_events`); err == nil {
			t.Error("a DELETE from the audit log was allowed")
		}
		if e.Name == sqlstore.EnginePostgres {
			if _, err := db.SQL().ExecContext(ctx, `TRUNCATE audit_events`); err == nil {
				t.Error("a TRUNCATE of the audit log was allowed")
			}
		}
		events, total, err := db.AuditEvents(ctx, dayspa.AuditFilter{Page: dayspa.Page{Limit: 10}})
		must(t, err)
		if total != 1 || len(events) != 1 || events[0].Actor.Name != "admin" {
			t.Fatalf("after the refused changes: %d events %+v, want the one as written", total, events)
		}
	})
}

// TestPendingAuditGoesInWithTheChange: a request's pending event is
// written by the first write transaction that commits, in it, and by no
// other; a transaction that rolls back takes the event with it and leaves
// it for the next.
func TestPendingAuditGoesInWithTheChange(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		p := dayspa.NewPendingAudit(dayspa.AuditEvent{
			Actor: dayspa.Actor{Name: "admin", Role: "owner"}, Address: "192.0.2.7", RequestID: "req-1",
			Entity: "newsletter-subscribers", Action: dayspa.AuditCreate,
		})
		ctx := dayspa.WithPendingAudit(context.Background(), p)
		refused := errors.New("refused")
		err := db.InWrite(ctx, func(tx *sql.Tx) error {
			p.Note("1", nil, map[string]string{"email": "a@example.ae"})
			return refused
		})
		if !errors.Is(err, refused) {
			t.Fatalf("err %v", err)
		}
		if n := auditCount(t, db); n != 0 || p.Claimed() {
			t.Fatalf("a rolled-back write left %d events (claimed %v), want 0", n, p.Claimed())
		}
		if _, err := db.Subscribe(ctx, "layla@example.ae"); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Subscribe(ctx, "noor@example.ae"); err != nil {
			t.Fatal(err)
		}
		events, total, err := db.AuditEvents(context.Background(), dayspa.AuditFilter{Page: dayspa.Page{Limit: 10}})
		must(t, err)
		if total != 1 || len(events) != 1 {
			t.Fatalf("two writes of one request wrote %d events, want 1", total)
		}
		got := events[0]
		if got.Address != "192.0.2.7" || got.RequestID != "req-1" || got.EntityID != "1" || got.Action != dayspa.AuditCreate ||
			string(got.After) != `{"email":"a@example.ae"}` || got.Before != nil || !got.At.Equal(testNow) {
			t.Fatalf("event %+v", got)
		}
	})
}

// TestAuditEventsFilter: each filter narrows the list; pages are bounded;
// the days are the spa's.
func TestAuditEventsFilter(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		add := func(name, entity, id string, a dayspa.AuditAction) {
			must(t, db.AppendAudit(ctx, dayspa.AuditEvent{Actor: dayspa.Actor{Name: name}, Entity: entity, EntityID: id, Action: a}))
		}
		add("admin", "services", "1", dayspa.AuditCreate)
		add("admin", "services", "2", dayspa.AuditUpdate)
		add("Noor", "bookings", "2", dayspa.AuditStatus)
		add("Noor", "login", "", dayspa.AuditSignInFailed)
		today := dayspa.Date{Year: 2026, Month: time.November, Day: 22}
		tomorrow, yesterday := today.AddDays(1), today.AddDays(-1)
		all := dayspa.Page{Limit: 10}
		cases := []struct {
			name string
			f    dayspa.AuditFilter
			want int
		}{
			{"all", dayspa.AuditFilter{Page: all}, 4},
			{"actor", dayspa.AuditFilter{Actor: "Noor", Page: all}, 2},
			{"entity", dayspa.AuditFilter{Entity: "services", Page: all}, 2},
			{"entity and id", dayspa.AuditFilter{Entity: "services", EntityID: "2", Page: all}, 1},
			{"action", dayspa.AuditFilter{Action: dayspa.AuditSignInFailed, Page: all}, 1},
			{"today", dayspa.AuditFilter{From: &today, To: &today, Page: all}, 4},
			{"from tomorrow", dayspa.AuditFilter{From: &tomorrow, Page: all}, 0},
			{"to yesterday", dayspa.AuditFilter{To: &yesterday, Page: all}, 0},
		}
		for _, c := range cases {
			events, total, err := db.AuditEvents(ctx, c.f)
			must(t, err)
			if total != c.want || len(events) != c.want {
				t.Errorf("%s: %d events (total %d), want %d", c.name, len(events), total, c.want)
			}
		}
		events, total, err := db.AuditEvents(ctx, dayspa.AuditFilter{Page: dayspa.Page{Offset: 1, Limit: 2}})
		must(t, err)
		if total != 4 || len(events) != 2 || events[0].EntityID != "2" || events[0].Entity != "bookings" {
			t.Fatalf("page 2 of 2: total %d, %+v", total, events)
		}
		// A page without a limit is a default page, not everything.
		events, _, err = db.AuditEvents(ctx, dayspa.AuditFilter{Page: dayspa.Page{Offset: -5}})
		must(t, err)
		if len(events) != 4 {
			t.Fatalf("unbounded page: %d events, want the 4 (a default page from the first)", len(events))
		}
	})
}
