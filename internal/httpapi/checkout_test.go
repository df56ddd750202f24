package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/routers"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// The desk's checkout and the tax documents through the real router and
// store of every engine, each answer validated against docs/openapi.yaml.

var testIssuer = dayspa.Issuer{Seller: dayspa.Seller{
	LegalName: "Serenity Spa LLC", LegalNameAr: "سيرينيتي سبا ذ.م.م", Address: "Al Barsha 1, Dubai",
	TRN: "100123456700003", TradeLicence: "DED-123456",
}}

// checkoutBody is a checkout of the Swedish massage (450.00) paid 200.00 in
// cash and 250.00 by card, with a 50.00 card tip.
func checkoutBody(serviceID int64, cash string) string {
	return jsonObject(map[string]any{
		"lines":    []any{map[string]any{"serviceId": serviceID, "description": "Swedish Massage", "unitPrice": "450.00", "quantity": 1}},
		"tips":     map[string]any{"card": "50.00"},
		"payments": []any{map[string]any{"method": "cash", "amount": cash}, map[string]any{"method": "card", "amount": "250.00"}},
	})
}

// specCaller returns a call of the API as the staff member of cookie: it
// fails the test unless the answer has status, checks the answer against
// the OpenAPI document, and returns its body.
func specCaller(t *testing.T, ts *testSite, router routers.Router, cookie string) func(method, path, body string, status int) []byte {
	return func(method, path, body string, status int) []byte {
		t.Helper()
		resp, got := ts.do(t, method, path, body, as(cookie))
		if resp.StatusCode != status {
			t.Fatalf("%s %s: %d %s, want %d", method, path, resp.StatusCode, got, status)
		}
		req, _ := http.NewRequest(method, ts.URL+path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if err := validateAgainstSpec(t, router, req, resp, got); err != nil {
			t.Errorf("%s %s: %v\n%s", method, path, err, got)
		}
		return got
	}
}

// soldEntitlement is a gift card, package or membership as its sale
// answers it: its id and its whole code.
type soldEntitlement struct {
	ID   int64
	Code string
}

// sellEntitlement sells the entitlement of body at the desk through call.
func sellEntitlement(t *testing.T, call func(method, path, body string, status int) []byte, body string) soldEntitlement {
	t.Helper()
	var e soldEntitlement
	sold := call("POST", "/api/admin/entitlements", body, 201)
	if err := json.Unmarshal(sold, &e); err != nil || e.Code == "" {
		t.Fatalf("sold %s: %v", sold, err)
	}
	return e
}

func TestCheckoutAndInvoices(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e, func(c *Config) { c.Issuer = testIssuer })
		_, router := loadSpec(t)
		cookie := login(t, ts)
		b, err := ts.db.CreateBooking(context.Background(), mustNewBooking(t, ss.massage), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		call := specCaller(t, ts, router, cookie)
		at := fmt.Sprintf("/api/admin/bookings/%d/checkout", b.ID)

		draft := call("GET", at, "", 200)
		for _, want := range []string{`"registered":true`, `"fullInvoiceThreshold":"10000.00"`, `"unitPrice":"450.00"`, `"customerName":"Layla Haddad"`} {
			if !strings.Contains(string(draft), want) {
				t.Errorf("draft %s lacks %s", draft, want)
			}
		}
		preview := call("POST", at+"/preview", checkoutBody(ss.massage.ID, "100.00"), 200)
		for _, want := range []string{`"total":"450.00","paid":"350.00","due":"100.00","needsBuyer":false`, `"vat":"21.43"`, `"title":"Simplified Tax Invoice"`} {
			if !strings.Contains(string(preview), want) {
				t.Errorf("preview %s lacks %s", preview, want)
			}
		}
		big := `{"lines":[{"description":"Spa day for 12","unitPrice":"12000.00"}],"payments":[{"method":"card","amount":"12500"}],` +
			`"buyer":{"name":"Acme Trading LLC","address":"Business Bay, Dubai"}}`
		if got := call("POST", at+"/preview", big, 200); !strings.Contains(string(got), `"due":"-500.00","needsBuyer":true`) ||
			!strings.Contains(string(got), `"format":"full","title":"Tax Invoice"`) {
			t.Errorf("preview above AED 10,000, paid 500.00 too much: %s", got)
		}
		short := call("POST", at, checkoutBody(ss.massage.ID, "100.00"), 400)
		if !strings.Contains(string(short), `"payments":{"code":"sale.payments","params":{"total":"450.00"}}`) {
			t.Errorf("short payments: %s", short)
		}
		call("POST", at, `{"lines":[{"description":"Oil","unitPrice":"-1"}],"buyer":{"name":"Acme","address":"Dubai","trn":"123"}}`, 400)
		if n := countRows(t, ts.db, "tax_documents"); n != 0 {
			t.Fatalf("refused checkouts issued %d documents", n)
		}

		var issued struct {
			Invoice struct {
				ID, IncomeID          int64
				Number, Total, Format string
				Title, IssuedBy       string
			}
		}
		if err := json.Unmarshal(call("POST", at, checkoutBody(ss.massage.ID, "200.00"), 201), &issued); err != nil {
			t.Fatal(err)
		}
		inv := issued.Invoice
		if inv.Number != "INV-000001" || inv.Total != "450.00" || inv.Format != "simplified" || inv.Title != "Simplified Tax Invoice" || inv.IssuedBy == "" {
			t.Fatalf("invoice %+v", inv)
		}
		if s := bookingStatus(t, ts, b.ID); s != dayspa.StatusCompleted {
			t.Errorf("booking %s after checkout, want completed", s)
		}
		again := call("POST", at, checkoutBody(ss.massage.ID, "200.00"), 409)
		if !strings.Contains(string(again), `"code":"booking.checkout_closed","params":{"invoiceId":"`+fmt.Sprint(inv.ID)+`"}`) {
			t.Errorf("second checkout: %s", again)
		}
		call("GET", at, "", 409)
		// The preview answers as the draft does: a checked-out booking is closed, an unknown one is not there.
		call("POST", at+"/preview", checkoutBody(ss.massage.ID, "200.00"), 409)

		income := call("GET", "/api/admin/income", "", 200)
		if !strings.Contains(string(income), `"source":"Booking"`) || !strings.Contains(string(income), `"commissionAmount":"180.00"`) ||
			!strings.Contains(string(income), fmt.Sprintf(`"taxDocumentId":%d`, inv.ID)) {
			t.Errorf("income list %s: want the sale's one record, commission 40%% of 450.00", income)
		}

		// The sale's record: an edit of what its invoice does not say
		// changes the record only; a delete needs a reason.
		record := fmt.Sprintf("/api/admin/income/%d", inv.IncomeID)
		call("PATCH", record, `{"notes":"Edited"}`, 200)
		if got := call("DELETE", record, "", 400); !strings.Contains(string(got), `"reason":{"code":"credit.reason"}`) {
			t.Errorf("a delete of the sale's record without a reason: %s", got)
		}
		if n := countRows(t, ts.db, "tax_documents"); n != 1 {
			t.Fatalf("%d documents after the record's edit, want the invoice only", n)
		}

		doc := fmt.Sprintf("/api/admin/invoices/%d", inv.ID)
		tooMuch := call("POST", doc+"/credit-notes", `{"amount":"450.01","reason":"Refund"}`, 400)
		if !strings.Contains(string(tooMuch), `"code":"credit.too_much","params":{"left":"450.00"}`) {
			t.Errorf("too much: %s", tooMuch)
		}
		call("POST", doc+"/credit-notes", `{"lines":[{"line":1,"amount":"50"}]}`, 400)
		note := call("POST", doc+"/credit-notes", `{"lines":[{"line":1,"amount":"50"}],"reason":"Shorter treatment"}`, 201)
		if !strings.Contains(string(note), `"number":"CN-000001"`) || !strings.Contains(string(note), `"title":"Tax Credit Note"`) || !strings.Contains(string(note), `"correctsNumber":"INV-000001"`) {
			t.Errorf("credit note %s", note)
		}
		view := call("GET", doc, "", 200)
		if !strings.Contains(string(view), `"left":"400.00"`) || !strings.Contains(string(view), `"creditNotes":[{`) {
			t.Errorf("invoice view %s", view)
		}
		list := call("GET", "/api/admin/invoices?q=layla&from=2026-11-01&to=2026-11-30", "", 200)
		if !strings.Contains(string(list), `"total":2,"page":1,"pageSize":10`) { // the invoice and its credit note
			t.Errorf("list %s", list)
		}
		// A sale discounted to nothing is paid by nothing: its invoice
		// lists no payments.
		free, err := ts.db.CreateBooking(context.Background(), newBookingOf(t, ss.massage, bookDay, "16:00", "Omar Saleh", "omar@example.ae"), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		gift := fmt.Sprintf(`{"lines":[{"serviceId":%d,"description":"Swedish Massage","unitPrice":"450.00"}],`+
			`"discount":{"percent":"100","reason":"Gift voucher"}}`, ss.massage.ID)
		if got := call("POST", fmt.Sprintf("/api/admin/bookings/%d/checkout", free.ID), gift, 201); !strings.Contains(string(got), `"total":"0.00","payments":[]`) {
			t.Errorf("a sale of nothing: %s", got)
		}
		call("GET", "/api/admin/invoices?from=2026-11-30&to=2026-11-01", "", 400)
		call("GET", "/api/admin/invoices/9999", "", 404)
		call("POST", "/api/admin/bookings/9999/checkout", checkoutBody(ss.massage.ID, "200.00"), 404)
		call("POST", "/api/admin/bookings/9999/checkout/preview", checkoutBody(ss.massage.ID, "200.00"), 404)
	})
}

// TestCheckoutAccess: reception checks out and finds invoices but cannot
// credit them; a therapist can do neither; without a session, 401.
func TestCheckoutAccess(t *testing.T) {
	ts, ss := newAdminSpa(t, sqlstoretest.Engines()[0], func(c *Config) { c.Issuer = testIssuer })
	b, err := ts.db.CreateBooking(context.Background(), mustNewBooking(t, ss.massage), ts.srv.rules)
	if err != nil {
		t.Fatal(err)
	}
	addStaff(t, ts.db, dayspa.RoleReception, "desk@serenity.example", "front desk 2026")
	addStaff(t, ts.db, dayspa.RoleTherapist, "mei@serenity.example", "therapist 2026")
	desk := staffLogin(t, ts, "desk@serenity.example", "front desk 2026")
	therapist := staffLogin(t, ts, "mei@serenity.example", "therapist 2026")
	at := fmt.Sprintf("/api/admin/bookings/%d/checkout", b.ID)

	for _, c := range []struct {
		method, path, body, cookie string
		status                     int
	}{
		{"GET", at, "", therapist, 403},
		{"POST", at, checkoutBody(ss.massage.ID, "200.00"), therapist, 403},
		{"GET", "/api/admin/invoices", "", therapist, 403},
		{"GET", at, "", "", 401},
		{"POST", at, checkoutBody(ss.massage.ID, "200.00"), desk, 201},
		{"GET", "/api/admin/invoices", "", desk, 200},
		{"GET", "/api/admin/invoices/1", "", desk, 200},
		{"POST", "/api/admin/invoices/1/credit-notes", `{"amount":"10","reason":"x"}`, desk, 403},
	} {
		resp, body := ts.do(t, c.method, c.path, c.body, as(c.cookie))
		if resp.StatusCode != c.status {
			t.Errorf("%s %s: %d %s, want %d", c.method, c.path, resp.StatusCode, body, c.status)
		}
	}
	if n := countRows(t, ts.db, "tax_documents"); n != 1 {
		t.Errorf("%d documents, want reception's one invoice", n)
	}
}

// TestCheckoutPaidByGiftCard: a gift card sold at the desk pays part of a
// checkout by its code, typed as a guest reads it out. The invoice, its
// receipt and the answer name the card by the end of its code only; the
// card's ledger names the invoice; what the card no longer holds is
// refused on the payment's amount.
func TestCheckoutPaidByGiftCard(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e, func(c *Config) { c.Issuer = testIssuer })
		_, router := loadSpec(t)
		cookie := login(t, ts)
		call := specCaller(t, ts, router, cookie)
		card := sellEntitlement(t, call, `{"kind":"gift_card","holderName":"Layla Haddad","holderEmail":"layla@example.ae",`+
			`"value":"300","paidBy":"card"}`)
		hint := dayspa.CodeHint(card.Code)
		typed := strings.ToLower(strings.ReplaceAll(card.Code, "-", " "))
		b, err := ts.db.CreateBooking(context.Background(), mustNewBooking(t, ss.massage), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		body := jsonObject(map[string]any{
			"lines": []any{map[string]any{"serviceId": ss.massage.ID, "description": "Swedish Massage", "unitPrice": "450.00"}},
			"payments": []any{map[string]any{"method": "entitlement", "code": typed, "amount": "300"},
				map[string]any{"method": "cash", "amount": "150"}},
		})
		issued := call("POST", fmt.Sprintf("/api/admin/bookings/%d/checkout", b.ID), body, 201)
		for _, want := range []string{`"total":"450.00"`, `{"method":"entitlement","amount":"300.00","cardHint":"` + hint + `"}`, `{"method":"cash","amount":"150.00"}`} {
			if !strings.Contains(string(issued), want) {
				t.Errorf("issued %s lacks %s", issued, want)
			}
		}
		if strings.Contains(string(issued), card.Code) {
			t.Errorf("the invoice shows the card's whole code: %s", issued)
		}
		var inv struct{ Invoice struct{ ID int64 } }
		if err := json.Unmarshal(issued, &inv); err != nil {
			t.Fatal(err)
		}
		receipt := string(call("GET", fmt.Sprintf("/api/admin/invoices/%d/receipt", inv.Invoice.ID), "", 200))
		if !strings.Contains(receipt, "Gift card "+hint) || strings.Contains(receipt, card.Code) {
			t.Errorf("the receipt does not name the card by its code's end only")
		}
		detail := call("GET", fmt.Sprintf("/api/admin/entitlements/%d", card.ID), "", 200)
		for _, want := range []string{`"balanceAmount":"0.00"`, `"kind":"redemption","amount":"-300.00","sessions":null,"reason":"Paid towards INV-000001"`} {
			if !strings.Contains(string(detail), want) {
				t.Errorf("the card after paying: %s lacks %s", detail, want)
			}
		}
		other, err := ts.db.CreateBooking(context.Background(), newBookingOf(t, ss.massage, bookDay, "16:00", "Omar Saleh", "omar@example.ae"), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		body = jsonObject(map[string]any{
			"lines":    []any{map[string]any{"serviceId": ss.massage.ID, "description": "Swedish Massage", "unitPrice": "450.00"}},
			"payments": []any{map[string]any{"method": "entitlement", "code": card.Code, "amount": "450"}},
		})
		// The preview refuses what the sale would, at the same field, so the desk sees it while typing.
		for _, path := range []string{"/checkout/preview", "/checkout"} {
			empty := call("POST", fmt.Sprintf("/api/admin/bookings/%d%s", other.ID, path), body, 400)
			if !strings.Contains(string(empty), `"payments[0].amount":{"code":"entitlement.insufficient","params":{"balance":"AED 0.00"}}`) {
				t.Errorf("%s, a spent card: %s", path, empty)
			}
		}
	})
}

// TestCheckoutPaidByPackageSession: a package of massages pays the booked
// massage with one session. The preview and the invoice both price the
// line at nothing (its VAT was the package's own invoice's), the invoice
// lists the session by the code's end, the receipt says it, and the
// package's ledger takes the session naming the invoice. A sale with no
// massage left to cover is refused on the payment's sessions.
func TestCheckoutPaidByPackageSession(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e, func(c *Config) { c.Issuer = testIssuer })
		_, router := loadSpec(t)
		cookie := login(t, ts)
		call := specCaller(t, ts, router, cookie)
		pkg := sellEntitlement(t, call, `{"kind":"package","holderName":"Omar Saleh","holderEmail":"omar@example.ae",`+
			`"price":"1500","sessions":5,"category":"Massage Therapy","paidBy":"card"}`)
		hint := dayspa.CodeHint(pkg.Code)
		b, err := ts.db.CreateBooking(context.Background(), mustNewBooking(t, ss.massage), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		at := fmt.Sprintf("/api/admin/bookings/%d/checkout", b.ID)
		body := jsonObject(map[string]any{
			"lines":    []any{map[string]any{"serviceId": ss.massage.ID, "description": "Swedish Massage", "unitPrice": "450.00"}},
			"payments": []any{map[string]any{"method": "entitlement", "code": pkg.Code, "sessions": 1}},
		})
		preview := string(call("POST", at+"/preview", body, 200))
		for _, want := range []string{`"total":"0.00"`, `"due":"0.00"`, `"discount":"450.00"`} {
			if !strings.Contains(preview, want) {
				t.Errorf("preview %s lacks %s", preview, want)
			}
		}
		issued := string(call("POST", at, body, 201))
		for _, want := range []string{`"total":"0.00"`, `{"method":"entitlement","amount":"0.00","cardHint":"` + hint + `","sessions":1,"entitlementKind":"package"}`} {
			if !strings.Contains(issued, want) {
				t.Errorf("issued %s lacks %s", issued, want)
			}
		}
		var inv struct{ Invoice struct{ ID int64 } }
		if err := json.Unmarshal([]byte(issued), &inv); err != nil {
			t.Fatal(err)
		}
		receipt := string(call("GET", fmt.Sprintf("/api/admin/invoices/%d/receipt", inv.Invoice.ID), "", 200))
		if !strings.Contains(receipt, "Package "+hint+", 1 session") || strings.Contains(receipt, pkg.Code) {
			t.Errorf("the receipt does not name the session by the code's end")
		}
		detail := string(call("GET", fmt.Sprintf("/api/admin/entitlements/%d", pkg.ID), "", 200))
		for _, want := range []string{`"balanceSessions":4`, `"kind":"redemption","amount":null,"sessions":-1,"reason":"Paid towards INV-000002"`} {
			if !strings.Contains(detail, want) {
				t.Errorf("the package after paying: %s lacks %s", detail, want)
			}
		}
		other, err := ts.db.CreateBooking(context.Background(), newBookingOf(t, ss.massage, bookDay, "16:00", "Omar Saleh", "omar@example.ae"), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		body = jsonObject(map[string]any{
			"lines":    []any{map[string]any{"description": "Oil", "unitPrice": "40"}},
			"payments": []any{map[string]any{"method": "entitlement", "code": pkg.Code, "sessions": 1}},
		})
		refused := string(call("POST", fmt.Sprintf("/api/admin/bookings/%d/checkout/preview", other.ID), body, 400))
		if !strings.Contains(refused, `"payments[0].sessions":{"code":"sale.not_covered","params":{"count":"0"}}`) {
			t.Errorf("no massage to cover: %s", refused)
		}
	})
}
