package mailer_test

import (
	"bytes"
	"context"
	"mime"
	"net/mail"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer/mailertest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

var issuer = dayspa.Issuer{
	Seller: dayspa.Seller{LegalName: "Serenity Spa LLC", LegalNameAr: "سيرينيتي سبا ذ.م.م", Address: "Al Barsha 1, Dubai",
		TRN: "100123456700003", TradeLicence: "DED-123456"},
	InvoicePrefix: "INV-", CreditNotePrefix: "CN-",
}

// pdfOf returns the PDF attached to m and its file name; "" when it has
// none.
func pdfOf(t *testing.T, m mailertest.Message) (name, body string) {
	t.Helper()
	msg, err := mail.ReadMessage(bytes.NewReader(m.Data))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range leaves(t, msg.Header, msg.Body) {
		if p.contentType == "application/pdf" {
			_, params, _ := mime.ParseMediaType(p.disposition)
			return params["filename"], p.body
		}
	}
	return "", ""
}

// TestSender_InvoiceEmail: a document queued for its guest is sent in
// the document's language, "Your tax invoice INV-000001 from <spa>" (a
// credit note's own words), with its total and its PDF attached, named
// after its number.
func TestSender_InvoiceEmail(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f := newFixture(t, e)
		ctx := context.Background()
		b := f.book(t, "Layla Haddad", "layla@example.com", "15:00", bookDay)
		id := f.svc.ID
		inv, err := f.db.IssueCheckout(ctx, dayspa.Checkout{BookingID: b.ID, Issuer: issuer, IssuedBy: "Reception", Sale: dayspa.Sale{
			Lines:    []dayspa.SaleLine{{ServiceID: &id, Description: f.svc.Name, UnitPrice: f.svc.Price, Quantity: 1}},
			Payments: []dayspa.Payment{{Method: dayspa.PayCard, Amount: f.svc.Price}}}})
		if err != nil {
			t.Fatal(err)
		}
		cn, err := f.db.IssueCreditNote(ctx, inv.ID, dayspa.CreditRequest{Amount: dayspa.AED(50), Reason: "Shorter treatment"}, issuer, "Manager")
		if err != nil {
			t.Fatal(err)
		}
		f.drain(t, f.sender) // the booking's own messages
		before := f.smtp.Count()
		for _, doc := range []*dayspa.TaxDocument{inv, cn} {
			if _, err := f.db.QueueDocumentEmail(ctx, doc.ID); err != nil {
				t.Fatal(err)
			}
		}
		f.drain(t, f.sender)
		got := f.smtp.Messages()[before:]
		if len(got) != 2 {
			t.Fatalf("server got %d document messages, want 2", len(got))
		}
		wants := []struct{ subject, total, file string }{
			{"Your tax invoice INV-000001 from Serenity Day Spa Dubai", "Total: AED 450", "INV-000001.pdf"},
			{"Your tax credit note CN-000001 from Serenity Day Spa Dubai", "Total: AED 50", "CN-000001.pdf"},
		}
		for i, want := range wants {
			m := readEmail(t, got[i])
			if m.to != "layla@example.com" || m.subject != want.subject || !strings.Contains(m.text, want.total) ||
				!strings.Contains(m.html, want.total) {
				t.Errorf("message %d: to %s, subject %q, text %s", i, m.to, m.subject, m.text)
			}
			name, pdf := pdfOf(t, got[i])
			if name != want.file || !strings.HasPrefix(pdf, "%PDF-") {
				t.Errorf("message %d attaches %q (%d bytes, starting %.8q)", i, name, len(pdf), pdf)
			}
		}
		list, _, err := f.db.ListOutbox(ctx, dayspa.OutboxFilter{})
		if err != nil {
			t.Fatal(err)
		}
		if list[0].Kind != dayspa.KindInvoiceEmail || list[0].Status != dayspa.MessageSent {
			t.Errorf("the outbox keeps %+v", list[0])
		}
	})
}

// TestSender_InvoiceEmailInArabic: a document of an Arabic booking is
// e-mailed in Arabic, its number kept as it is.
func TestSender_InvoiceEmailInArabic(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f := newFixture(t, e)
		ctx := context.Background()
		nb, err := dayspa.BookingRequest{ServiceID: f.svc.ID, CustomerName: "ليلى", CustomerEmail: "layla@example.com", CustomerPhone: "+971 50 123 4567",
			BookingDate: bookDay.String(), BookingTime: "15:00", Language: "ar"}.Validate(f.rules, &f.svc)
		if err != nil {
			t.Fatal(err)
		}
		b, err := f.db.CreateBooking(ctx, nb, f.rules)
		if err != nil {
			t.Fatal(err)
		}
		id := f.svc.ID
		inv, err := f.db.IssueCheckout(ctx, dayspa.Checkout{BookingID: b.ID, Issuer: issuer, IssuedBy: "Reception", Sale: dayspa.Sale{
			Lines:    []dayspa.SaleLine{{ServiceID: &id, Description: f.svc.Name, UnitPrice: f.svc.Price, Quantity: 1}},
			Payments: []dayspa.Payment{{Method: dayspa.PayCash, Amount: f.svc.Price}}}})
		if err != nil {
			t.Fatal(err)
		}
		f.drain(t, f.sender)
		before := f.smtp.Count()
		if _, err := f.db.QueueDocumentEmail(ctx, inv.ID); err != nil {
			t.Fatal(err)
		}
		f.drain(t, f.sender)
		got := f.smtp.Messages()[before:]
		if len(got) != 1 {
			t.Fatalf("server got %d document messages, want 1", len(got))
		}
		m := readEmail(t, got[0])
		if !strings.HasPrefix(m.subject, "فاتورتك الضريبية INV-000001") || !strings.Contains(m.text, "الإجمالي") {
			t.Errorf("subject %q, text %s", m.subject, m.text)
		}
		if name, pdf := pdfOf(t, got[0]); name != "INV-000001.pdf" || !strings.HasPrefix(pdf, "%PDF-") {
			t.Errorf("attaches %q", name)
		}
	})
}
