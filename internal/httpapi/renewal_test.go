package httpapi

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/payment"
	"github.com/dayspa/dayspa/internal/payment/stripemock"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// A membership bought online renews itself, through the router and
// stripe-mock: its hosted page saves the card; the payments job reads it;
// on the membership's last valid day the job charges the month (once,
// however many rounds run) and the manager sees two credits, the month's
// new last day and its own tax invoice; a month on, a card Stripe declines
// ends the renewal, and the member is told both times. The manager stops
// another member's renewal with a reason (reception may not: 403), and a
// second stop is 409.
func TestMembershipRenewsItself(t *testing.T) {
	apiURL := stripemock.Start(t)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ps := newPaymentSpa(t, e, apiURL)
		ctx := context.Background()
		code, club := ps.send(t, ps.cookie, "POST", "/api/admin/offers", jsonObject(map[string]any{"kind": "membership",
			"name": "Monthly calm", "category": dayspa.CategoryMassage, "sessions": 1, "price": "900", "online": true}))
		if code != 201 {
			t.Fatalf("a membership on sale: %d %v", code, club)
		}
		buy := func(email string) int64 {
			t.Helper()
			code, started := ps.send(t, "", "POST", fmt.Sprintf("/api/offers/%v/orders", club["id"]),
				jsonObject(map[string]any{"buyerName": "Omar Saleh", "buyerEmail": email, "language": "en"}))
			if code != 201 {
				t.Fatalf("a purchase: %d %v", code, started)
			}
			var session string
			if err := ps.db.SQL().QueryRow(`SELECT session_id FROM offer_orders WHERE buyer_email = $1`, email).Scan(&session); err != nil {
				t.Fatal(err)
			}
			if got := ps.sendWebhook(t, stripemock.CompletedCardEvent("evt_"+email, session, 90000, "", "cus_"+email), testWebhookSecret); got != 200 {
				t.Fatalf("webhook: %d", got)
			}
			if _, err := ps.payments.RunOnce(ctx); err != nil {
				t.Fatal(err)
			}
			var id int64
			var method string
			if err := ps.db.SQL().QueryRow(`SELECT entitlement_id, card_method FROM offer_orders WHERE buyer_email = $1`, email).
				Scan(&id, &method); err != nil || method == "" {
				t.Fatalf("the order's card after the job: %q, %v", method, err)
			}
			return id
		}
		member := buy("omar@example.ae")
		detail := func(id int64) map[string]any {
			t.Helper()
			code, d := ps.send(t, ps.cookie, "GET", fmt.Sprintf("/api/admin/entitlements/%d", id), "")
			if code != 200 {
				t.Fatalf("detail: %d %v", code, d)
			}
			ent, _ := d["entitlement"].(map[string]any)
			return ent
		}
		first := detail(member)
		if first["renews"] != true || first["renewalEnded"] != "" || first["balanceSessions"] != float64(1) {
			t.Fatalf("bought online: %v", first)
		}
		renewals := func() int { return countRows(t, ps.db, "membership_renewals") }

		last, err := dayspa.ParseDate(fmt.Sprint(first["expiresOn"]))
		if err != nil {
			t.Fatal(err)
		}
		ps.clock.Advance(last.At(9*60, dubai).Sub(ps.clock.Now()))
		ps.cookie = login(t, ps.testSite) // the session ended in the month
		for range 3 {
			if _, err := ps.payments.RunOnce(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if n := renewals(); n != 1 {
			t.Fatalf("%d charges after three rounds on the last day, want 1", n)
		}
		renewed := detail(member)
		if renewed["renews"] != true || renewed["balanceSessions"] != float64(2) || renewed["expiresOn"] == first["expiresOn"] {
			t.Fatalf("after the month's charge: %v", renewed)
		}
		var ref, invoice string
		if err := ps.db.SQL().QueryRow(`SELECT r.payment_ref, d.number FROM membership_renewals r JOIN tax_documents d ON d.id = r.invoice_id`).
			Scan(&ref, &invoice); err != nil || !strings.HasPrefix(ref, "pi_") || invoice == first["invoiceNumber"] {
			t.Fatalf("the month's payment %q and invoice %q (first %v), %v", ref, invoice, first["invoiceNumber"], err)
		}
		if n := countWhere(t, ps, `kind = 'renewal' AND recipient = 'omar@example.ae'`); n != 1 {
			t.Fatalf("%d renewal e-mails, want 1", n)
		}

		next, err := dayspa.ParseDate(fmt.Sprint(renewed["expiresOn"]))
		if err != nil {
			t.Fatal(err)
		}
		ps.clock.Advance(next.At(9*60, dubai).Sub(ps.clock.Now()))
		ps.cookie = login(t, ps.testSite)
		ps.payments.Provider = payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_dayspa", WebhookSecret: testWebhookSecret,
			APIURL: stripemock.Declining(t), Now: ps.clock.Now})
		if _, err := ps.payments.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		ended := detail(member)
		if ended["renews"] != false || ended["renewalEnded"] != "card declined: insufficient_funds" || ended["expiresOn"] != renewed["expiresOn"] ||
			ended["status"] != "active" {
			t.Fatalf("after a declined card: %v", ended)
		}
		if n := countWhere(t, ps, `kind = 'renewal' AND recipient = 'omar@example.ae'`); n != 2 {
			t.Fatalf("%d renewal e-mails, want 2", n)
		}

		ps.payments.Provider = payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_dayspa", WebhookSecret: testWebhookSecret,
			APIURL: apiURL, Now: ps.clock.Now})
		other := buy("sara@example.ae")
		stop := fmt.Sprintf("/api/admin/entitlements/%d/stop-renewal", other)
		_, desk, _ := roleCookies(t, ps.testSite)
		if code, _ := ps.send(t, desk, "POST", stop, `{"reason":"Asked at the desk"}`); code != 403 {
			t.Fatalf("reception stops a renewal: %d, want 403", code)
		}
		if code, body := ps.send(t, ps.cookie, "POST", stop, `{"reason":""}`); code != 400 || !strings.Contains(fmt.Sprint(body["fields"]), "renewal.reason") {
			t.Fatalf("a stop without a reason: %d %v", code, body)
		}
		code, stopped := ps.send(t, ps.cookie, "POST", stop, `{"reason":"Moving abroad"}`)
		ent, _ := stopped["entitlement"].(map[string]any)
		if code != 200 || ent["renews"] != false || !strings.HasSuffix(fmt.Sprint(ent["renewalEnded"]), ": Moving abroad") {
			t.Fatalf("stop: %d %v", code, stopped)
		}
		if code, body := ps.send(t, ps.cookie, "POST", stop, `{"reason":"again"}`); code != 409 || body["code"] != "renewal.none" {
			t.Fatalf("a second stop: %d %v", code, body)
		}
		ps.clock.Advance(40 * 24 * time.Hour)
		if _, err := ps.payments.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		if n := renewals(); n != 2 {
			t.Fatalf("%d charges, want the two of the first member (the stopped one charged nothing)", n)
		}
	})
}

// countWhere counts the outbox's messages that match cond.
func countWhere(t *testing.T, ps *paymentSpa, cond string) int {
	t.Helper()
	var n int
	if err := ps.db.SQL().QueryRow(`SELECT COUNT(*) FROM outbox WHERE ` + cond).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
