package httpapi

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"mime"
	"mime/multipart"
	"net/mail"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
	"github.com/dayspa/dayspa/internal/mailer/mailertest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// attachedPDF returns the file name and the first bytes of the PDF
// attached to a message as the relay received it ("" when none).
func attachedPDF(t *testing.T, data []byte) (name string, head string) {
	t.Helper()
	msg, err := mail.ReadMessage(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	_, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		t.Fatal(err)
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		p, err := mr.NextPart()
		if err != nil {
			return "", ""
		}
		if ct, _, _ := mime.ParseMediaType(p.Header.Get("Content-Type")); ct == "application/pdf" {
			var b bytes.Buffer
			if _, err := b.ReadFrom(p); err != nil {
				t.Fatal(err)
			}
			decoded, err := base64.StdEncoding.DecodeString(strings.Join(strings.Fields(b.String()), ""))
			if err != nil {
				t.Fatalf("attachment: %v", err)
			}
			return p.FileName(), string(decoded[:min(len(decoded), 8)])
		}
	}
}

// TestEmailInvoice: the desk queues an issued invoice to the guest of its
// booking (202), which the outbox sends with its PDF attached; an
// unknown document is 404, one from no booking has no one to send to
// (409 invoice.no_email) and queues nothing.
func TestEmailInvoice(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e, func(c *Config) { c.Issuer = testIssuer })
		cookie := login(t, ts)
		ctx := context.Background()
		b, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "10:00", "Layla Haddad", "layla@example.ae"), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		resp, got := ts.do(t, "POST", fmt.Sprintf("/api/admin/bookings/%d/checkout", b.ID), checkoutBody(ss.massage.ID, "200.00"), as(cookie))
		if resp.StatusCode != 201 {
			t.Fatalf("checkout: %d %s", resp.StatusCode, got)
		}
		var issued struct{ Invoice struct{ ID int64 } }
		if err := json.Unmarshal(got, &issued); err != nil {
			t.Fatal(err)
		}
		if _, err := ts.db.SQL().Exec(`UPDATE outbox SET status = 'sent'`); err != nil { // the booking's own messages
			t.Fatal(err)
		}

		resp, got = ts.do(t, "POST", fmt.Sprintf("/api/admin/invoices/%d/email", issued.Invoice.ID), "", as(cookie))
		if resp.StatusCode != 202 || !strings.Contains(string(got), `"kind":"invoice"`) || !strings.Contains(string(got), `"recipient":"layla@example.ae"`) {
			t.Fatalf("email: %d %s", resp.StatusCode, got)
		}
		resp, got = ts.do(t, "POST", "/api/admin/invoices/9999/email", "", as(cookie))
		if resp.StatusCode != 404 || !strings.Contains(string(got), `"code":"invoice.not_found"`) {
			t.Errorf("unknown document: %d %s", resp.StatusCode, got)
		}
		var in dayspa.IncomeInput
		if err := json.Unmarshal([]byte(`{"transactionDate":"2026-11-22","source":"Ph Snap","customerName":"Walk-in",
			"serviceName":"Massage","therapistName":"Aya","cashAmount":"300"}`), &in); err != nil {
			t.Fatal(err)
		}
		rec, err := in.New(dubai)
		if err != nil {
			t.Fatal(err)
		}
		formSale, err := ts.db.IssueIncome(ctx, &rec, testIssuer, "Manager") // a sale of the Add New Invoice form
		if err != nil {
			t.Fatal(err)
		}
		formDoc := formSale.ID
		pending := countRows(t, ts.db, "outbox")
		resp, got = ts.do(t, "POST", fmt.Sprintf("/api/admin/invoices/%d/email", formDoc), "", as(cookie))
		if resp.StatusCode != 409 || !strings.Contains(string(got), `"code":"invoice.no_email"`) || countRows(t, ts.db, "outbox") != pending {
			t.Errorf("a form sale's invoice: %d %s", resp.StatusCode, got)
		}

		smtp, err := mailertest.Start()
		if err != nil {
			t.Fatal(err)
		}
		defer smtp.Close()
		relay, err := mailer.ParseRelay("smtp://" + smtp.Addr)
		if err != nil {
			t.Fatal(err)
		}
		sender := &mailer.Sender{Store: ts.db, Relay: relay, From: "spa@spa.example", Spa: mailer.Spa{Name: "Test Spa", BaseURL: testBaseURL, Location: dubai}}
		if _, err := sender.SendDue(ctx); err != nil {
			t.Fatal(err)
		}
		sent := smtp.Messages()
		if len(sent) != 1 || sent[0].To[0] != "layla@example.ae" {
			t.Fatalf("relay got %d messages", len(sent))
		}
		msg, err := mail.ReadMessage(bytes.NewReader(sent[0].Data))
		if err != nil {
			t.Fatal(err)
		}
		if subject, _ := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject")); subject != "Your tax invoice INV-000001 from Test Spa" {
			t.Errorf("subject %q", subject)
		}
		if name, head := attachedPDF(t, sent[0].Data); name != "INV-000001.pdf" || !strings.HasPrefix(head, "%PDF-") {
			t.Errorf("attachment %q starts %q", name, head)
		}
		list, _, err := ts.db.ListOutbox(ctx, dayspa.OutboxFilter{})
		if err != nil || list[0].Kind != dayspa.KindInvoiceEmail || list[0].Status != dayspa.MessageSent {
			t.Errorf("outbox %+v (%v)", list[0], err)
		}
	})
}

// TestManagedInvoicePDF: the manage link lists its booking's documents
// once it is checked out and serves their PDFs; another booking's
// document, an unknown id, a bad id or a bad token are all 404, the same
// answer, saying nothing of what exists.
func TestManagedInvoicePDF(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e, func(c *Config) { c.Issuer = testIssuer })
		cookie := login(t, ts)
		ctx := context.Background()
		checkout := func(name, email string) (token string, docID int64) {
			t.Helper()
			b, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "10:00", name, email), ts.srv.rules)
			if err != nil {
				t.Fatal(err)
			}
			// The link its first e-mail carries (the outbox forgets it once the e-mail is dropped or sent).
			if err := ts.db.SQL().QueryRow(`SELECT manage_token FROM outbox WHERE booking_id = $1 AND manage_token IS NOT NULL`, b.ID).Scan(&token); err != nil {
				t.Fatal(err)
			}
			resp, got := ts.do(t, "POST", fmt.Sprintf("/api/admin/bookings/%d/checkout", b.ID), checkoutBody(ss.massage.ID, "200.00"), as(cookie))
			if resp.StatusCode != 201 {
				t.Fatalf("checkout: %d %s", resp.StatusCode, got)
			}
			var issued struct{ Invoice struct{ ID int64 } }
			if err := json.Unmarshal(got, &issued); err != nil {
				t.Fatal(err)
			}
			return token, issued.Invoice.ID
		}
		token, inv := checkout("Layla Haddad", "layla@example.ae")
		_, theirs := checkout("Omar Saleh", "omar@example.ae")

		resp, got := ts.do(t, "GET", "/api/manage/"+token, "", nil)
		want := fmt.Sprintf(`"documents":[{"id":%d,"number":"INV-000001","kind":"invoice","issueDate":"2026-11-22","total":"450.00"}]`, inv)
		if resp.StatusCode != 200 || !strings.Contains(string(got), want) {
			t.Fatalf("manage: %d %s\nwant %s", resp.StatusCode, got, want)
		}
		resp, pdf := ts.do(t, "GET", fmt.Sprintf("/api/manage/%s/invoices/%d/pdf", token, inv), "", nil)
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/pdf" || !strings.HasPrefix(string(pdf), "%PDF-") ||
			resp.Header.Get("Content-Disposition") != `attachment; filename="INV-000001.pdf"` || resp.Header.Get("Cache-Control") != "no-store" {
			t.Fatalf("own PDF: %d %v", resp.StatusCode, resp.Header)
		}
		for _, path := range []string{
			fmt.Sprintf("/api/manage/%s/invoices/%d/pdf", token, theirs), // another booking's document
			fmt.Sprintf("/api/manage/%s/invoices/%d/pdf", token, theirs+99),
			fmt.Sprintf("/api/manage/%s/invoices/x/pdf", token),
			fmt.Sprintf("/api/manage/%s/invoices/-1/pdf", token),
			fmt.Sprintf("/api/manage/%s/invoices/%d/pdf", dayspa.NewManageToken(), inv),
			fmt.Sprintf("/api/manage/not-a-token/invoices/%d/pdf", inv),
		} {
			resp, got := ts.do(t, "GET", path, "", nil)
			if resp.StatusCode != 404 || bytes.HasPrefix(got, []byte("%PDF")) {
				t.Errorf("%s: %d, want 404", path, resp.StatusCode)
			}
		}
	})
}
