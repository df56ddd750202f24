package httpapi

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/payment/stripemock"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// onlineGiftBody is a valid purchase of an amount, delivered on 24 December.
func onlineGiftBody(edits ...any) string {
	body := map[string]any{"amount": "500", "recipientName": "Mariam Saleh", "recipientEmail": "mariam@example.ae",
		"message": "Happy birthday!", "deliveryDate": "2026-12-24", "buyerName": "Layla Haddad", "buyerEmail": "layla@example.ae",
		"language": "en"}
	return jsonObject(with(body, edits...))
}

// A gift card bought online through the router and stripe-mock: the
// options list the values and the active treatments; a wrong form is 400
// with each field's code and writes nothing; a right one is 201 with the
// hosted page. Its payment, notified twice, issues one card of the value
// paid, which the manager's list shows, and the buyer's copy, whose
// preview states the card's code; the recipient's e-mail waits for the
// delivery day. The card then pays a massage at checkout.
func TestGiftCardsBoughtOnline(t *testing.T) {
	apiURL := stripemock.Start(t)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ps := newPaymentSpa(t, e, apiURL)
		code, opts := ps.send(t, "", "GET", "/api/gift-cards/options", "")
		services, _ := opts["services"].([]any)
		if code != 200 || opts["available"] != true || opts["minAmount"] != "100.00" || opts["maxAmount"] != "5000.00" || len(services) != 2 {
			t.Fatalf("options: %d %v (want the two active services)", code, opts)
		}

		code, refused := ps.send(t, "", "POST", "/api/gift-cards", onlineGiftBody("amount", "50", "recipientEmail", "mariam@", "deliveryDate", "2026-11-21"))
		fieldCode := func(name string) any {
			fields, _ := refused["fields"].(map[string]any)
			f, _ := fields[name].(map[string]any)
			return f["code"]
		}
		if code != 400 || fieldCode("amount") != "gift_card.amount" || fieldCode("recipientEmail") != "email.invalid" ||
			fieldCode("deliveryDate") != "gift_card.delivery_date" {
			t.Fatalf("a wrong form: %d %v", code, refused)
		}
		if n := countRows(t, ps.db, "gift_card_orders"); n != 0 {
			t.Fatalf("%d orders after a refused form", n)
		}

		code, started := ps.send(t, "", "POST", "/api/gift-cards", onlineGiftBody())
		pageURL, _ := started["paymentUrl"].(string)
		if code != 201 || pageURL == "" || started["orderId"] == nil {
			t.Fatalf("a purchase: %d %v", code, started)
		}
		var session string
		if err := ps.db.SQL().QueryRow(`SELECT session_id FROM gift_card_orders WHERE id = $1`, int64(started["orderId"].(float64))).Scan(&session); err != nil {
			t.Fatal(err)
		}
		paid := stripemock.CompletedEvent("evt_gift", session, "paid", 50000, "")
		for _, ev := range [][]byte{paid, paid} {
			if got := ps.sendWebhook(t, ev, testWebhookSecret); got != 200 {
				t.Fatalf("webhook: %d", got)
			}
		}
		rep, err := ps.payments.RunOnce(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(rep.Outcomes, []dayspa.PaymentOutcome{dayspa.OutcomePaid}) {
			t.Fatalf("outcomes %v, want one paid", rep.Outcomes)
		}

		resp, raw := ps.do(t, "GET", "/api/admin/entitlements?search=mariam", "", map[string]string{"Cookie": ps.cookie})
		if resp.StatusCode != 200 || !strings.Contains(string(raw), `"balanceAmount":"500.00"`) || !strings.Contains(string(raw), `"holderEmail":"layla@example.ae"`) {
			t.Fatalf("the manager's list: %d %s", resp.StatusCode, raw)
		}
		var cardCode string
		var copyID int64
		if err := ps.db.SQL().QueryRow(`SELECT code FROM entitlements`).Scan(&cardCode); err != nil {
			t.Fatal(err)
		}
		if err := ps.db.SQL().QueryRow(`SELECT id FROM outbox WHERE kind = 'gift_card_copy' AND recipient = 'layla@example.ae'`).Scan(&copyID); err != nil {
			t.Fatal(err)
		}
		resp, raw = ps.do(t, "GET", fmt.Sprintf("/api/admin/outbox/%d", copyID), "", map[string]string{"Cookie": ps.cookie})
		if resp.StatusCode != 200 || !strings.Contains(string(raw), cardCode) || !strings.Contains(string(raw), "Mariam Saleh") {
			t.Fatalf("the buyer's copy as Sent e-mails shows it: %d %s", resp.StatusCode, raw)
		}
		var waiting int
		if err := ps.db.SQL().QueryRow(`SELECT COUNT(*) FROM outbox WHERE kind = 'gift_card' AND recipient = 'mariam@example.ae' AND due_at > $1`,
			spaNow).Scan(&waiting); err != nil || waiting != 1 {
			t.Fatalf("the recipient's e-mail waiting for the delivery day: %d (%v)", waiting, err)
		}

		// The recipient brings the code to the spa: it pays a massage at checkout.
		b, err := ps.db.CreateBooking(context.Background(), mustNewBooking(t, ps.ss.massage), ps.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		code, issued := ps.send(t, ps.cookie, "POST", fmt.Sprintf("/api/admin/bookings/%d/checkout", b.ID), jsonObject(map[string]any{
			"lines":    []any{map[string]any{"serviceId": ps.ss.massage.ID, "description": "Swedish Massage", "unitPrice": "450.00"}},
			"payments": []any{map[string]any{"method": "entitlement", "code": cardCode, "amount": "450"}},
		}))
		if code != 201 {
			t.Fatalf("checkout paid by the card: %d %v", code, issued)
		}
		var balance int64
		if err := ps.db.SQL().QueryRow(`SELECT balance FROM entitlements WHERE code = $1`, cardCode).Scan(&balance); err != nil || balance != int64(dayspa.AED(50)) {
			t.Fatalf("the card after paying 450.00: balance %d (%v), want 50.00", balance, err)
		}
	})
}

// Without online payments the page offers nothing to buy and a purchase
// is 409, written nowhere.
func TestGiftCardsWithoutPayments(t *testing.T) {
	ts := newTestSite(t)
	resp, raw := ts.do(t, "GET", "/api/gift-cards/options", "", nil)
	if resp.StatusCode != 200 || !strings.Contains(string(raw), `"available":false`) {
		t.Fatalf("options: %d %s", resp.StatusCode, raw)
	}
	resp, raw = ts.do(t, "POST", "/api/gift-cards", onlineGiftBody(), jsonHeaders)
	if resp.StatusCode != 409 || !strings.Contains(string(raw), `"gift_card.unavailable"`) {
		t.Fatalf("a purchase: %d %s", resp.StatusCode, raw)
	}
}
