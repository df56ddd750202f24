package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
	"github.com/dayspa/dayspa/internal/taxdoc"
)

// TestInvoiceFiles: an issued invoice as the desk prints and sends it —
// the PDF, the receipt page under its own script policy, the UBL only for
// a buyer registered for VAT — each answer a download of the audit log.
func TestInvoiceFiles(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e, func(c *Config) { c.Issuer = testIssuer })
		cookie := login(t, ts)
		checkout := func(customer, email, body string) int64 {
			t.Helper()
			b, err := ts.db.CreateBooking(context.Background(), newBookingOf(t, ss.massage, bookDay, "10:00", customer, email), ts.srv.rules)
			if err != nil {
				t.Fatal(err)
			}
			resp, got := ts.do(t, "POST", fmt.Sprintf("/api/admin/bookings/%d/checkout", b.ID), body, as(cookie))
			if resp.StatusCode != 201 {
				t.Fatalf("checkout: %d %s", resp.StatusCode, got)
			}
			var issued struct{ Invoice struct{ ID int64 } }
			if err := json.Unmarshal(got, &issued); err != nil {
				t.Fatal(err)
			}
			return issued.Invoice.ID
		}
		simple := checkout("Layla Haddad", "layla@example.ae", checkoutBody(ss.massage.ID, "200.00"))
		auditBefore := countRows(t, ts.db, "audit_events")

		at := fmt.Sprintf("/api/admin/invoices/%d", simple)
		resp, pdf := ts.do(t, "GET", at+"/pdf", "", as(cookie))
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/pdf" || !strings.HasPrefix(string(pdf), "%PDF-") ||
			resp.Header.Get("Content-Disposition") != `attachment; filename="INV-000001.pdf"` ||
			resp.Header.Get("Cache-Control") != "no-store" || resp.Header.Get("Content-Security-Policy") == taxdoc.ReceiptCSP {
			t.Fatalf("pdf: %d %v %q", resp.StatusCode, resp.Header, pdf[:min(len(pdf), 40)])
		}
		resp, page := ts.do(t, "GET", at+"/receipt", "", as(cookie))
		// The receipt is a page shown inline, under its own script policy.
		if resp.StatusCode != 200 || resp.Header.Get("Content-Security-Policy") != taxdoc.ReceiptCSP ||
			resp.Header.Get("Content-Type") != "text/html; charset=utf-8" || resp.Header.Get("Content-Disposition") != "" ||
			resp.Header.Get("Cache-Control") != "no-store" ||
			!strings.Contains(string(page), "INV-000001") || !strings.Contains(string(page), "Simplified Tax Invoice") {
			t.Fatalf("receipt: %d %v\n%s", resp.StatusCode, resp.Header, page)
		}
		resp, got := ts.do(t, "GET", at+"/ubl", "", as(cookie))
		if resp.StatusCode != 404 || !strings.Contains(string(got), `"code":"invoice.no_ubl"`) {
			t.Fatalf("UBL of a simplified invoice: %d %s", resp.StatusCode, got)
		}
		if n := countRows(t, ts.db, "audit_events") - auditBefore; n != 2 {
			t.Errorf("two downloads wrote %d audit events", n)
		}

		b2b := checkout("Omar Saleh", "omar@example.ae", fmt.Sprintf(`{"lines":[{"serviceId":%d,"description":"Swedish Massage","unitPrice":"450.00"}],`+
			`"payments":[{"method":"card","amount":"450.00"}],"buyer":{"name":"Acme Trading LLC","address":"Business Bay, Dubai","trn":"100987654300003"}}`, ss.massage.ID))
		resp, xml := ts.do(t, "GET", fmt.Sprintf("/api/admin/invoices/%d/ubl", b2b), "", as(cookie))
		if resp.StatusCode != 200 || !strings.Contains(string(xml), "urn:peppol:pint:billing-1@ae-1") || !strings.Contains(string(xml), "100987654300003") {
			t.Fatalf("UBL of a full invoice: %d %s", resp.StatusCode, xml)
		}
		for _, path := range []string{"/api/admin/invoices/9999/pdf", "/api/admin/invoices/9999/receipt", "/api/admin/invoices/x/ubl"} {
			if resp, _ := ts.do(t, "GET", path, "", as(cookie)); resp.StatusCode != 404 {
				t.Errorf("%s: %d, want 404", path, resp.StatusCode)
			}
		}
	})
}
