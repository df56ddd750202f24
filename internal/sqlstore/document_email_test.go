package sqlstore_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// TestQueueDocumentEmail: an invoice, and a credit note of it, are queued
// to the guest of the invoice's booking as messages of kind invoice that
// name their document, which the sender claims with the document; a
// document of no booking has nobody to send it to, and nothing is queued.
func TestQueueDocumentEmail(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, _ := newOutboxDB(t, e)
		svc := createService(t, db, massage("Hot Stone"))
		b := book(t, db, svc, bookDay, "Layla", "layla@example.ae")
		inv, err := db.IssueCheckout(ctx, checkout(b.ID, sale(svc)))
		must(t, err)
		cn, err := db.IssueCreditNote(ctx, inv.ID, dayspa.CreditRequest{Amount: dayspa.AED(50), Reason: "Shorter treatment"}, testIssuer, "Manager")
		must(t, err)
		// What the booking's life wrote is sent already.
		_, err = db.SQL().Exec(`UPDATE outbox SET status = 'sent'`)
		must(t, err)

		for _, doc := range []*dayspa.TaxDocument{inv, cn} {
			m, err := db.QueueDocumentEmail(ctx, doc.ID)
			must(t, err)
			if m.ID == 0 || m.Kind != dayspa.KindInvoiceEmail || m.Recipient != "layla@example.ae" || m.BookingID != b.ID ||
				m.DocumentID == nil || *m.DocumentID != doc.ID || m.Status != dayspa.MessagePending {
				t.Fatalf("queued %+v for %s", m, doc.Number)
			}
		}

		var in dayspa.IncomeInput
		must(t, json.Unmarshal([]byte(`{"transactionDate":"2026-11-22","source":"Ph Snap","customerName":"Walk-in",
			"serviceName":"Massage","therapistName":"Aya","cashAmount":"300"}`), &in))
		rec, err := in.New(dubai)
		must(t, err)
		walkIn, err := db.IssueIncome(ctx, &rec, testIssuer, "Manager")
		must(t, err)
		_, err = db.QueueDocumentEmail(ctx, walkIn.ID)
		assertCode(t, err, dayspa.ECONFLICT)
		_, err = db.QueueDocumentEmail(ctx, cn.ID+99)
		assertCode(t, err, dayspa.ENOTFOUND)

		claimed, err := db.ClaimMessages(ctx, 10, time.Minute)
		must(t, err)
		if len(claimed) != 2 {
			t.Fatalf("claimed %d messages, want the 2 documents'", len(claimed))
		}
		for i, want := range []*dayspa.TaxDocument{inv, cn} {
			q := claimed[i]
			if q.Document == nil || q.Document.Number != want.Number || len(q.Document.Lines) == 0 || q.Stale() {
				t.Errorf("claimed %d: %+v with document %+v", i, q.Message, q.Document)
			}
		}
		one, err := db.OutboxMessage(ctx, claimed[1].Message.ID)
		must(t, err)
		if one.Document == nil || one.Document.Number != cn.Number {
			t.Errorf("the dashboard's message %+v reads document %+v", one.Message, one.Document)
		}
	})
}

// TestOutboxInvoiceNamesItsDocument: the database refuses an invoice
// message that names no document, and another message that names one.
func TestOutboxInvoiceNamesItsDocument(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, _ := newOutboxDB(t, e)
		svc := createService(t, db, massage("Hot Stone"))
		b := book(t, db, svc, bookDay, "Layla", "layla@example.ae")
		inv, err := db.IssueCheckout(ctx, checkout(b.ID, sale(svc)))
		must(t, err)
		insert := `INSERT INTO outbox (booking_id, booking_version, created_at, kind, recipient, calendar, due_at, next_attempt_at, tax_document_id)
			VALUES ($1, 1, $2, $3, 'layla@example.ae', FALSE, $2, $2, $4)`
		if _, err := db.SQL().Exec(insert, b.ID, testNow, "invoice", nil); err == nil {
			t.Error("an invoice message without its document was stored")
		}
		if _, err := db.SQL().Exec(insert, b.ID, testNow, "confirmed", inv.ID); err == nil {
			t.Error("a confirmation naming a document was stored")
		}
		if _, err := db.SQL().Exec(insert, b.ID, testNow, "invoice", inv.ID); err != nil {
			t.Errorf("an invoice message with its document: %v", err)
		}
	})
}

// TestManagedDocuments: the manage link lists the documents of its
// booking once it is checked out, keeps working after the appointment for
// them, and serves only its own booking's documents.
func TestManagedDocuments(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newOutboxDB(t, e)
		rules := dayspa.ManageRules{Cutoff: 12 * time.Hour, Now: clock.Now}
		svc := createService(t, db, massage("Hot Stone"))
		b := book(t, db, svc, bookDay, "Layla", "layla@example.ae")
		other := book(t, db, svc, bookDay, "Omar", "omar@example.ae")
		hash := dayspa.HashManageToken(guestToken(t, db, b.ID))

		mb, err := db.ManagedBooking(ctx, hash, rules)
		must(t, err)
		if len(mb.Documents) != 0 {
			t.Fatalf("documents before checkout: %+v", mb.Documents)
		}
		inv, err := db.IssueCheckout(ctx, checkout(b.ID, sale(svc)))
		must(t, err)
		cn, err := db.IssueCreditNote(ctx, inv.ID, dayspa.CreditRequest{Amount: dayspa.AED(50), Reason: "Shorter treatment"}, testIssuer, "Manager")
		must(t, err)
		otherInv, err := db.IssueCheckout(ctx, checkout(other.ID, sale(svc)))
		must(t, err)

		clock.Add(30 * 24 * time.Hour) // long after the appointment
		mb, err = db.ManagedBooking(ctx, hash, rules)
		must(t, err)
		want := []dayspa.ManagedDocument{
			{ID: inv.ID, Number: inv.Number, Kind: dayspa.KindInvoice, IssueDate: inv.IssueDate, Total: inv.Total},
			{ID: cn.ID, Number: cn.Number, Kind: dayspa.KindCreditNote, IssueDate: cn.IssueDate, Total: dayspa.AED(50)},
		}
		if len(mb.Documents) != 2 || mb.Documents[0] != want[0] || mb.Documents[1] != want[1] || mb.CanChange {
			t.Fatalf("managed %+v, documents %+v; want %+v", mb, mb.Documents, want)
		}
		for _, id := range []int64{inv.ID, cn.ID} {
			doc, err := db.ManagedDocument(ctx, hash, id, rules)
			must(t, err)
			if doc.ID != id || len(doc.Lines) == 0 {
				t.Errorf("document %d: %+v", id, doc)
			}
		}
		_, err = db.ManagedDocument(ctx, hash, otherInv.ID, rules)
		assertCode(t, err, dayspa.ENOTFOUND)
		_, err = db.ManagedDocument(ctx, dayspa.HashManageToken(dayspa.NewManageToken()), inv.ID, rules)
		assertCode(t, err, dayspa.ENOTFOUND)

		// A booking without documents: its link ends with the appointment.
		third := book(t, db, svc, bookDay, "Sara", "sara@example.ae")
		_, err = db.ManagedBooking(ctx, dayspa.HashManageToken(guestToken(t, db, third.ID)), rules)
		assertCode(t, err, dayspa.ENOTFOUND)
	})
}
