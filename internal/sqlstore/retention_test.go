package sqlstore_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// TestRetentionJob runs the retention job on a fixed clock over rows on
// both sides of each limit: exactly the old ones change. Two instances on
// one database run it at once: one does the work, the other nothing; run
// again within the day, or the next day, it changes nothing more.
func TestRetentionJob(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		cfg := e.Config(t)
		db := open(t, cfg)
		db2 := open(t, cfg)
		now := testNow.UTC()
		cut := dayspa.DefaultRetention.Cutoffs(now)
		day := 24 * time.Hour
		old := func(c time.Time) time.Time { return c.Add(-day) }
		young := func(c time.Time) time.Time { return c.Add(3 * day) }
		exec := func(q string, args ...any) {
			t.Helper()
			if _, err := db.SQL().ExecContext(ctx, q, args...); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}

		// Contact messages: three old (more than a batch), one young.
		for i, at := range []time.Time{old(cut.Contact), old(cut.Contact), old(cut.Contact).Add(-day), young(cut.Contact)} {
			m := dayspa.ContactMessage{Name: "Writer", Email: "writer" + string(rune('a'+i)) + "@example.com", Message: "Hello"}
			must(t, db.CreateContactMessage(ctx, &m))
			exec(`UPDATE contact_messages SET created_at = $1 WHERE id = $2`, at, m.ID)
		}

		// Customers: one whose last booking is just past the limit, one
		// just within it, with two bookings whose e-mails were sent on
		// either side of the e-mail limit.
		svc := createService(t, db, massage("Retention Massage"))
		book := func(email, at string, d dayspa.Date, bookedOn time.Time) int64 {
			b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, at, email), testRules)
			must(t, err)
			exec(`UPDATE bookings SET booking_date = $1 WHERE id = $2`, d, b.ID)
			exec(`UPDATE customers SET created_at = $1 WHERE email = $2`, bookedOn, email)
			return b.ID
		}
		book("gone@example.com", "10:00", dayspa.DateOf(old(cut.Customer)), old(cut.Customer))
		kept1 := book("kept@example.com", "12:00", dayspa.DateOf(young(cut.Customer)), old(cut.Customer))
		kept2 := book("kept@example.com", "14:00", dayspa.DateOf(young(cut.Customer)).AddDays(1), old(cut.Customer))
		exec(`UPDATE outbox SET status = 'sent', subject = 'S', body_text = 'old body', body_html = '<p>old</p>', sent_at = $1
			WHERE booking_id = $2`, old(cut.EmailBody), kept1)
		exec(`UPDATE outbox SET status = 'sent', subject = 'S', body_text = 'young body', body_html = '<p>young</p>', sent_at = $1
			WHERE booking_id = $2`, young(cut.EmailBody), kept2)

		// Audit events on either side of five years.
		for _, at := range []time.Time{old(cut.Audit), young(cut.Audit)} {
			exec(`INSERT INTO audit_events (at, actor_name, entity, action) VALUES ($1, 'Owner', 'services', 'update')`, at)
		}
		// An expired privacy link and a live one.
		exec(`INSERT INTO privacy_links (token_hash, email, expires_at, created_at) VALUES ('h1', 'writera@example.com', $1, $1)`, now.Add(-time.Minute))
		exec(`INSERT INTO privacy_links (token_hash, email, expires_at, created_at) VALUES ('h2', 'writerd@example.com', $1, $1)`, now.Add(48*time.Hour))

		clock := func(at time.Time) func() time.Time { return func() time.Time { return at } }
		jobs := []*dayspa.RetentionJob{
			{Store: db, Holder: "one", Now: clock(now), Batch: 2},
			{Store: db2, Holder: "two", Now: clock(now), Batch: 2},
		}
		var wg sync.WaitGroup
		reps := make([]dayspa.RetentionReport, 2)
		ran := make([]bool, 2)
		errs := make([]error, 2)
		for i, j := range jobs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				reps[i], ran[i], errs[i] = j.RunOnce(ctx)
			}()
		}
		wg.Wait()
		must(t, errs[0])
		must(t, errs[1])
		if ran[0] == ran[1] {
			t.Fatalf("ran %v: want exactly one instance to run", ran)
		}
		rep := reps[0]
		if ran[1] {
			rep = reps[1]
		}
		want := dayspa.RetentionReport{ContactMessages: 3, Customers: 1, EmailBodies: 1, AuditEvents: 1, PrivacyLinks: 1}
		if rep != want {
			t.Fatalf("report %+v, want %+v", rep, want)
		}
		if (reps[0] != dayspa.RetentionReport{} && reps[1] != dayspa.RetentionReport{}) {
			t.Fatalf("both instances worked: %+v %+v", reps[0], reps[1])
		}

		count := func(q string, args ...any) int {
			t.Helper()
			var n int
			if err := db.SQL().QueryRowContext(ctx, q, args...).Scan(&n); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
			return n
		}
		if n := count(`SELECT COUNT(*) FROM contact_messages WHERE message = '' AND name = $1`, dayspa.ForgottenName); n != 3 {
			t.Errorf("%d contact messages anonymised, want 3", n)
		}
		if n := count(`SELECT COUNT(*) FROM contact_messages WHERE email = 'writerd@example.com' AND message = 'Hello'`); n != 1 {
			t.Errorf("the young contact message changed")
		}
		if n := count(`SELECT COUNT(*) FROM customers WHERE email IN ('gone@example.com', 'kept@example.com')`); n != 1 {
			t.Errorf("%d of the two customers keep their address, want only kept@", n)
		}
		if n := count(`SELECT COUNT(*) FROM customers WHERE email = 'kept@example.com'`); n != 1 {
			t.Errorf("the customer within the limit was forgotten")
		}
		if n := count(`SELECT COUNT(*) FROM outbox WHERE booking_id = $1 AND body_text = '' AND body_html = '' AND subject = 'S'`, kept1); n == 0 {
			t.Errorf("the old e-mail keeps its body")
		}
		if n := count(`SELECT COUNT(*) FROM outbox WHERE booking_id = $1 AND body_text = 'young body'`, kept2); n == 0 {
			t.Errorf("the young e-mail lost its body")
		}
		if n := count(`SELECT COUNT(*) FROM audit_events WHERE entity = 'services'`); n != 1 {
			t.Errorf("%d audit events left, want the young one", n)
		}
		if n := count(`SELECT COUNT(*) FROM privacy_links WHERE token_hash <> 'h2'`); n != 0 {
			t.Errorf("privacy links: want only the live one left")
		}

		// Within the day the job is not due; the next day it finds nothing.
		for _, at := range []time.Time{now.Add(time.Hour), now.Add(25 * time.Hour)} {
			j := &dayspa.RetentionJob{Store: db2, Holder: "two", Now: clock(at), Batch: 2}
			rep, ran, err := j.RunOnce(ctx)
			must(t, err)
			if ran != at.After(now.Add(day)) || rep != (dayspa.RetentionReport{}) {
				t.Fatalf("run at %s: ran %v, %+v", at, ran, rep)
			}
		}
	})
}

// TestRetentionLeaseTakenOver: a run whose instance died holds the job
// only until its lease ends; another instance then takes it.
func TestRetentionLeaseTakenOver(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		now := testNow.UTC()
		ok, err := db.ClaimJob(ctx, "test", "dead", now, time.Minute, time.Hour)
		must(t, err)
		if !ok {
			t.Fatal("first claim refused")
		}
		if ok, _ := db.ClaimJob(ctx, "test", "other", now.Add(30*time.Second), time.Minute, time.Hour); ok {
			t.Fatal("claimed while the lease runs")
		}
		if ok, _ := db.ClaimJob(ctx, "test", "other", now.Add(time.Minute), time.Minute, time.Hour); !ok {
			t.Fatal("not claimed once the lease ended")
		}
		if held, _ := db.RenewJob(ctx, "test", "dead", now.Add(2*time.Minute)); held {
			t.Fatal("the dead instance renewed a lease it lost")
		}
		must(t, db.FinishJob(ctx, "test", "other", now.Add(time.Minute)))
	})
}
