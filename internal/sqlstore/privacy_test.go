package sqlstore_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// guest is one person of the privacy tests, with the strings that are
// theirs alone (email, request, message) and those a look-alike shares
// (name, phone).
type guest struct {
	name, email, phone, request, message string
}

var (
	// sara asks to be forgotten; her look-alike has the same name and
	// phone, and an address one letter away.
	sara      = guest{"Sara Ahmed", "sara.ahmed@example.ae", "+971 50 111 2233", "Lavender oil sara-request", "Call me back sara-message"}
	lookAlike = guest{"Sara Ahmed", "sara.ahmet@example.ae", "+971 50 111 2233", "Unscented oil twin-request", "Any news twin-message"}
)

// guestTrail gives g a booking checked out on the store's clock at
// issuedAt, a future booking confirmed from the dashboard (an undo
// snapshot, a confirmation e-mail), a contact message, a newsletter
// subscription, a marketing consent, an audit event naming the address,
// a gift card g holds and one g is given. It returns the future booking.
func guestTrail(t *testing.T, db *sqlstore.DB, svc dayspa.Service, g guest, at string, issuedAt time.Time) (past *dayspa.Booking, future *dayspa.Booking) {
	t.Helper()
	ctx := context.Background()
	sqlstoretest.GrowTeam(t, db, svc.ID)
	mk := func(day dayspa.Date) *dayspa.Booking {
		nb := newBooking(t, svc, day, at, g.email)
		nb.CustomerName, nb.CustomerPhone, nb.SpecialRequests = g.name, g.phone, g.request
		b, err := db.CreateBooking(ctx, nb, testRules)
		must(t, err)
		return b
	}
	past = mk(bookDay)
	setStatus(t, db, past.ID, dayspa.StatusConfirmed)
	clock := db.Now
	db.Now = func() time.Time { return issuedAt }
	_, err := db.IssueCheckout(ctx, checkout(past.ID, sale(svc)))
	db.Now = clock
	must(t, err)
	future = mk(bookDay.AddDays(1))
	_, err = db.SetBookingStatus(ctx, future.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed})
	must(t, err)
	must(t, db.CreateContactMessage(ctx, &dayspa.ContactMessage{Name: g.name, Email: g.email, Phone: g.phone, Message: g.message}))
	_, err = db.Subscribe(ctx, g.email)
	must(t, err)
	must(t, db.RecordMarketingConsent(ctx, &dayspa.MarketingConsent{Email: g.email, Source: "booking", Version: "v1", Language: dayspa.English}))
	bought := giftCard("200")
	bought.HolderName, bought.HolderEmail, bought.RecipientName, bought.RecipientEmail = g.name, g.email, "", ""
	issue(t, db, bought)
	given := giftCard("100")
	given.RecipientName, given.RecipientEmail = g.name, g.email
	issue(t, db, given)
	after, _ := json.Marshal(map[string]string{"customerEmail": g.email, "customerName": g.name})
	must(t, db.AppendAudit(ctx, dayspa.AuditEvent{Actor: dayspa.Actor{Name: "Reception"}, Entity: "bookings",
		EntityID: fmt.Sprint(future.ID), Action: dayspa.AuditUpdate, After: after}))
	return past, future
}

// TestPersonData: the export holds every row of the person and none of
// the look-alike's.
func TestPersonData(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		svc := createService(t, db, massage("Hot Stone"))
		guestTrail(t, db, svc, lookAlike, "10:00", testNow)
		past, future := guestTrail(t, db, svc, sara, "12:00", testNow)

		p, err := db.PersonData(ctx, " Sara.Ahmed@example.ae ")
		must(t, err)
		if p.Email != sara.email || p.Customer == nil || p.Customer.Email != sara.email || p.Customer.Phone != sara.phone {
			t.Fatalf("person %+v customer %+v", p, p.Customer)
		}
		var ids []int64
		for _, b := range p.Bookings {
			ids = append(ids, b.ID)
			if b.Email != sara.email || b.SpecialRequests != sara.request || b.ServiceName != svc.Name {
				t.Errorf("booking %+v", b)
			}
		}
		sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
		if fmt.Sprint(ids) != fmt.Sprint([]int64{past.ID, future.ID}) {
			t.Errorf("bookings %v, want %d and %d", ids, past.ID, future.ID)
		}
		if len(p.Messages) != 1 || p.Messages[0].Message != sara.message {
			t.Errorf("messages %+v", p.Messages)
		}
		if len(p.Invoices) != 1 || *p.Invoices[0].BookingID != past.ID || len(p.Invoices[0].Lines) != 1 {
			t.Errorf("invoices %+v", p.Invoices)
		}
		if len(p.Consents) != 1 || p.Consents[0].Email != sara.email || p.Newsletter == nil || p.Newsletter.Email != sara.email {
			t.Errorf("consents %+v newsletter %+v", p.Consents, p.Newsletter)
		}
		var sent int
		must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM outbox WHERE recipient = $1`, sara.email).Scan(&sent))
		if len(p.Emails) == 0 || len(p.Emails) != sent {
			t.Errorf("%d e-mails, want the %d written to her", len(p.Emails), sent)
		}
		out, err := json.Marshal(p)
		must(t, err)
		for _, s := range []string{lookAlike.email, lookAlike.request, lookAlike.message} {
			if strings.Contains(string(out), s) {
				t.Errorf("export holds the look-alike's %q", s)
			}
		}

		_, err = db.PersonData(ctx, "nobody@example.ae")
		assertCode(t, err, dayspa.ENOTFOUND)
		got, err := db.CustomerEmail(ctx, p.Customer.ID)
		must(t, err)
		if got != sara.email {
			t.Errorf("CustomerEmail %q", got)
		}
		_, err = db.CustomerEmail(ctx, 999999)
		assertCode(t, err, dayspa.ENOTFOUND)
	})
}

// textColumns lists every table's text columns from the database's own
// catalogue, so a table added later is scanned too.
func textColumns(t *testing.T, db *sqlstore.DB, e engine) map[string][]string {
	t.Helper()
	q := `SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p
		WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND (upper(p.type) LIKE '%TEXT%' OR upper(p.type) LIKE '%CHAR%')`
	if e.Name == sqlstore.EnginePostgres {
		q = `SELECT table_name, column_name FROM information_schema.columns
			WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'json', 'jsonb')`
	}
	rows, err := db.SQL().Query(q)
	must(t, err)
	defer rows.Close()
	out := map[string][]string{}
	for rows.Next() {
		var table, col string
		must(t, rows.Scan(&table, &col))
		out[table] = append(out[table], col)
	}
	must(t, rows.Err())
	if len(out) < 30 {
		t.Fatalf("only %d tables with text columns: %v", len(out), out)
	}
	return out
}

// scan counts, per table.column, the values holding each needle (case
// and, for a phone, spacing ignored).
func scan(t *testing.T, db *sqlstore.DB, cols map[string][]string, needles []string) map[string]int {
	t.Helper()
	hits := map[string]int{}
	squash := strings.NewReplacer(" ", "", "+", "", "-", "")
	for table, cs := range cols {
		sel := make([]string, len(cs))
		for i, c := range cs {
			sel[i] = `CAST("` + c + `" AS TEXT)`
		}
		rows, err := db.SQL().Query(`SELECT ` + strings.Join(sel, ", ") + ` FROM "` + table + `"`)
		must(t, err)
		vals := make([]*string, len(cs))
		args := make([]any, len(cs))
		for i := range vals {
			args[i] = &vals[i]
		}
		for rows.Next() {
			must(t, rows.Scan(args...))
			for i, v := range vals {
				if v == nil {
					continue
				}
				low := strings.ToLower(*v)
				for _, n := range needles {
					if strings.Contains(low, strings.ToLower(n)) || strings.Contains(squash.Replace(low), squash.Replace(strings.ToLower(n))) {
						hits[n+" in "+table+"."+cs[i]]++
					}
				}
			}
		}
		must(t, rows.Err())
		rows.Close()
	}
	return hits
}

// TestForgetPerson: forgetting cancels the future booking with its
// cancellation e-mail to the guest, and then no table holds the person's
// strings but the young tax document, until it comes of age; the
// look-alike's rows are as they were.
func TestForgetPerson(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		svc := createService(t, db, massage("Hot Stone"))
		cols := textColumns(t, db, e)
		shared := []string{sara.name, sara.phone}
		own := []string{sara.email, sara.request, sara.message}

		guestTrail(t, db, svc, lookAlike, "10:00", testNow)
		baseline := scan(t, db, cols, append(shared, own...))
		for k := range baseline {
			if strings.HasPrefix(k, sara.email) || strings.HasPrefix(k, sara.request) || strings.HasPrefix(k, sara.message) {
				t.Fatalf("the look-alike's rows hold %s", k)
			}
		}
		// An old invoice, come of age already, and a young one.
		old, _ := guestTrail(t, db, svc, sara, "12:00", testNow.AddDate(-dayspa.InvoiceRetentionYears, 0, -2))
		_, future := guestTrail(t, db, svc, sara, "14:00", testNow)
		_ = old

		_, err := db.ForgetPerson(ctx, "nobody@example.ae", testNow)
		assertCode(t, err, dayspa.ENOTFOUND)
		res, err := db.ForgetPerson(ctx, sara.email, testNow)
		must(t, err)
		// Her first trail's future booking and this one's.
		if res.CancelledBookings != 2 || res.KeptInvoices != 1 {
			t.Errorf("result %+v, want 2 cancelled and 1 invoice kept", res)
		}
		var status string
		must(t, db.SQL().QueryRow(`SELECT status FROM bookings WHERE id = $1`, future.ID).Scan(&status))
		if status != string(dayspa.StatusCancelled) {
			t.Errorf("future booking %s, want cancelled", status)
		}
		claimed, err := db.ClaimMessages(ctx, 100, time.Minute)
		must(t, err)
		sent := map[int64]dayspa.RenderedMessage{}
		for _, q := range claimed {
			if q.Message.Kind == dayspa.KindCancelled && q.Message.BookingID == future.ID && q.Message.Recipient == sara.email {
				sent[q.Message.ID] = dayspa.RenderedMessage{Subject: "Cancelled", Text: "Dear " + q.Booking.CustomerName, HTML: "<p>" + sara.email}
				if q.Booking.CustomerName != dayspa.ForgottenName || q.Booking.Reason != dayspa.ForgetReason {
					t.Errorf("cancellation renders %+v", q.Booking)
				}
			}
		}
		if len(sent) != 1 {
			t.Fatalf("cancellation e-mails to the guest claimed: %d, want 1 (claimed %d)", len(sent), len(claimed))
		}
		// Before it is sent, the cancellation keeps the guest's address.
		hits := scan(t, db, cols, append(shared, own...))
		if hits[sara.email+" in outbox.recipient"] != 2 { // one per future booking
			t.Errorf("kept recipients %d, want 2", hits[sara.email+" in outbox.recipient"])
		}
		must(t, db.MarkSent(ctx, sent))
		rows, err := db.SQL().Query(`SELECT id FROM outbox WHERE forgotten AND status = 'pending'`)
		must(t, err)
		var left []int64
		for rows.Next() {
			var id int64
			must(t, rows.Scan(&id))
			left = append(left, id)
		}
		rows.Close()
		for _, id := range left {
			must(t, db.MarkFailed(ctx, id, "550 no such user "+sara.email, nil))
		}

		// A message a sender claimed before the guest was forgotten, and
		// marks sent or failed after: its copy is not kept.
		var inFlight []int64
		rows, err = db.SQL().Query(`SELECT id FROM outbox WHERE booking_id = $1 AND status = 'dropped'`, future.ID)
		must(t, err)
		for rows.Next() {
			var id int64
			must(t, rows.Scan(&id))
			inFlight = append(inFlight, id)
		}
		rows.Close()
		if len(inFlight) == 0 {
			t.Fatal("no dropped message of the guest's to send late")
		}
		must(t, db.MarkSent(ctx, map[int64]dayspa.RenderedMessage{inFlight[0]: {Subject: sara.name, Text: sara.request, HTML: sara.email}}))
		for _, id := range inFlight[1:] {
			must(t, db.MarkFailed(ctx, id, "550 <"+sara.email+"> unknown", nil))
		}

		check := func(allowTax bool) {
			t.Helper()
			for k, n := range scan(t, db, cols, append(shared, own...)) {
				if allowTax && strings.Contains(k, " in tax_documents.") {
					continue
				}
				if n != baseline[k] {
					t.Errorf("%s: %d values, want %d (the look-alike's)", k, n, baseline[k])
				}
			}
		}
		check(true)
		var young int
		must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM tax_documents WHERE customer_name = $1`, sara.name).Scan(&young))
		if want := 2; young != want {
			t.Errorf("tax documents named %d, want %d (the young one and the look-alike's)", young, want)
		}
		look, err := db.PersonData(ctx, lookAlike.email)
		must(t, err)
		if look.Customer.Name != lookAlike.name || len(look.Bookings) != 2 || look.Bookings[0].SpecialRequests != lookAlike.request ||
			len(look.Messages) != 1 || len(look.Consents) != 1 || look.Newsletter == nil || len(look.Invoices) != 1 {
			t.Errorf("look-alike after forgetting %+v", look)
		}
		_, err = db.PersonData(ctx, sara.email)
		assertCode(t, err, dayspa.ENOTFOUND)

		n, err := db.AnonymiseDueInvoices(ctx, testNow.AddDate(dayspa.InvoiceRetentionYears, 0, -1), 10)
		must(t, err)
		if n != 0 {
			t.Errorf("anonymised %d a day early", n)
		}
		n, err = db.AnonymiseDueInvoices(ctx, testNow.AddDate(dayspa.InvoiceRetentionYears, 0, 1), 10)
		must(t, err)
		if n != 1 {
			t.Errorf("anonymised %d, want 1", n)
		}
		check(false)
		n, err = db.AnonymiseDueInvoices(ctx, testNow.AddDate(dayspa.InvoiceRetentionYears+1, 0, 0), 10)
		must(t, err)
		if n != 0 {
			t.Errorf("anonymised %d again", n)
		}
		// The documents' numbers and amounts stayed, and they stay
		// unchangeable otherwise.
		if _, err := db.SQL().Exec(`UPDATE tax_documents SET total_amount = 1`); err == nil {
			t.Error("a tax document's amount was changed")
		}
		if _, err := db.SQL().Exec(`UPDATE tax_documents SET customer_name = $1, buyer_name = NULL`, dayspa.ForgottenName); err == nil {
			t.Error("a document not due was given the neutral buyer")
		}
		if _, err := db.SQL().Exec(`UPDATE audit_events SET actor_name = 'x'`); err == nil {
			t.Error("an audit event's actor was changed")
		}
	})
}

// TestForgetPerson_Twice: two forgettings of one guest at once (two
// instances) run one after the other; the second finds nobody.
func TestForgetPerson_Twice(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		cfg := e.Config(t)
		db, other := open(t, cfg), open(t, cfg)
		svc := createService(t, db, massage("Hot Stone"))
		guestTrail(t, db, svc, sara, "12:00", testNow)
		errs := make(chan error, 2)
		for _, d := range []*sqlstore.DB{db, other} {
			go func() {
				_, err := d.ForgetPerson(context.Background(), sara.email, testNow)
				errs <- err
			}()
		}
		var ok, gone int
		for range 2 {
			switch err := <-errs; dayspa.ErrorCode(err) {
			case "":
				if err == nil {
					ok++
				} else {
					t.Errorf("forget: %v", err)
				}
			case dayspa.ENOTFOUND:
				gone++
			default:
				t.Errorf("forget: %v", err)
			}
		}
		if ok != 1 || gone != 1 {
			t.Errorf("%d forgot, %d found nobody; want 1 and 1", ok, gone)
		}
	})
}

// TestMigrationPrivacy: migration 00029 goes down and up again on a
// database with an audit event; down, the log refuses every change again,
// even the emptying that forgetting needs; up, it allows that one only.
func TestMigrationPrivacy(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		must(t, db.AppendAudit(ctx, dayspa.AuditEvent{Actor: dayspa.Actor{Name: "Reception"}, Entity: "bookings",
			EntityID: "1", Action: dayspa.AuditUpdate, After: json.RawMessage(`{"customerName":"Sara"}`)}))
		redact := `UPDATE audit_events SET after_json = ''`
		must(t, db.MigrateDownTo(ctx, 28))
		if _, err := db.SQL().Exec(redact); err == nil {
			t.Error("down: the audit log was changed")
		}
		must(t, db.Migrate(ctx))
		if _, err := db.SQL().Exec(`UPDATE audit_events SET after_json = '{}'`); err == nil {
			t.Error("up: an event was given other fields")
		}
		_, err := db.SQL().Exec(redact)
		must(t, err)
		if _, err := db.SQL().Exec(`DELETE FROM audit_events`); err == nil {
			t.Error("up: an event was deleted")
		}
	})
}
