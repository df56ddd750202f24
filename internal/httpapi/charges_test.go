package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/payment"
	"github.com/dayspa/dayspa/internal/payment/stripemock"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

func (ps *paymentSpa) send(t *testing.T, cookie, method, path, body string) (int, map[string]any) {
	t.Helper()
	resp, raw := ps.do(t, method, path, body, map[string]string{"Content-Type": "application/json", "Cookie": cookie})
	var out map[string]any
	_ = json.Unmarshal(raw, &out)
	return resp.StatusCode, out
}

// The no-show fee through the router and stripe-mock: the deposit's
// session saved the card; before the booking is a no-show there is no
// fee (409); reception and therapists are refused (403); the preview
// shows the kept fee and the card's last four digits; a charge of another
// amount is 400 naming amount and changes nothing; the charge is a fee
// payment and money received in the day's income, audited; a second
// charge is 409; a booking without a saved card is 409.
func TestFees_NoShowThroughTheRouter(t *testing.T) {
	apiURL := stripemock.Start(t)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ps := newPaymentSpa(t, e, apiURL)
		ps.setPolicy(t, map[string]any{"serviceId": ps.ss.massage.ID, "kind": "percent", "percent": 20, "freeCancelHours": 24,
			"lateCancelFee": "50.00", "noShowFee": "100.00"})
		id := ps.paidDeposit(t, "10:00", "payer@example.ae", "cus_payer")
		fee := fmt.Sprintf("/api/admin/bookings/%d/fee", id)

		if code, body := ps.send(t, ps.cookie, "GET", fee, ""); code != 409 || body["code"] != "fee.status" {
			t.Fatalf("a pending booking's fee: %d %v", code, body)
		}
		if code, body := ps.send(t, ps.cookie, "PATCH", fmt.Sprintf("/api/admin/bookings/%d/status", id), `{"status":"confirmed"}`); code != 200 {
			t.Fatalf("confirm: %d %v", code, body)
		}
		ps.clock.Advance(7 * 24 * time.Hour) // the appointment is over
		ps.cookie = login(t, ps.testSite)
		if code, body := ps.send(t, ps.cookie, "PATCH", fmt.Sprintf("/api/admin/bookings/%d/status", id), `{"status":"no_show","reason":"Did not come"}`); code != 200 {
			t.Fatalf("no-show: %d %v", code, body)
		}

		manager, desk, therapist := roleCookies(t, ps.testSite)
		for _, c := range []string{desk, therapist} {
			for _, m := range []string{"GET", "POST"} {
				if code, _ := ps.send(t, c, m, fee, `{"amount":"100.00"}`); code != 403 {
					t.Fatalf("%s fee by reception or a therapist: %d, want 403", m, code)
				}
			}
		}
		code, preview := ps.send(t, manager, "GET", fee, "")
		card, _ := preview["card"].(map[string]any)
		if code != 200 || preview["kind"] != "no_show" || preview["amount"] != "100.00" || card["last4"] != "4242" || card["brand"] != "visa" {
			t.Fatalf("preview: %d %v", code, preview)
		}
		incomeBefore := tableCount(t, ps.db, "income_transactions")
		if code, body := ps.send(t, manager, "POST", fee, `{"amount":"90.00"}`); code != 400 || !strings.Contains(fmt.Sprint(body["fields"]), "amount") {
			t.Fatalf("a charge of another amount: %d %v", code, body)
		}
		if n := tableCount(t, ps.db, "fee_attempts"); n != 0 {
			t.Fatalf("a refused charge made %d attempts", n)
		}
		auditBefore := tableCount(t, ps.db, "audit_events")
		code, pay := ps.send(t, manager, "POST", fee, `{"amount":"100.00"}`)
		if code != 201 || pay["kind"] != "fee" || pay["amount"] != "100.00" || pay["status"] != "paid" {
			t.Fatalf("charge: %d %v", code, pay)
		}
		if n := tableCount(t, ps.db, "audit_events"); n != auditBefore+1 {
			t.Fatalf("audit events %d, want %d", n, auditBefore+1)
		}
		if n := tableCount(t, ps.db, "income_transactions"); n != incomeBefore+1 {
			t.Fatalf("income records %d, want %d", n, incomeBefore+1)
		}
		pays, err := ps.db.BookingPayments(context.Background(), id)
		if err != nil || len(pays) != 2 || pays[1].Kind != "fee" || pays[1].Amount != dayspa.AED(100) || !strings.HasPrefix(pays[1].PaymentRef, "pi_") {
			t.Fatalf("payments = %+v %v", pays, err)
		}
		if code, body := ps.send(t, manager, "POST", fee, `{"amount":"100.00"}`); code != 409 || body["code"] != "fee.charged" {
			t.Fatalf("a second charge: %d %v", code, body)
		}
		if code, body := ps.send(t, manager, "GET", fee, ""); code != 409 || body["code"] != "fee.charged" {
			t.Fatalf("the preview of a charged fee: %d %v", code, body)
		}

		// A booking of a service without a deposit has no card.
		code, plain := ps.book(t, ps.ss.stones, "14:00", "plain@example.ae")
		if code != 201 {
			t.Fatal(plain)
		}
		if code, body := ps.send(t, ps.cookie, "GET", fmt.Sprintf("/api/admin/bookings/%d/fee", answerID(t, plain)), ""); code != 409 || body["code"] != "fee.no_card" {
			t.Fatalf("no card: %d %v", code, body)
		}
	})
}

// A card Stripe declines changes nothing and says so: 409 fee.declined
// with the reason, no payment, no income, and the next try is allowed.
func TestFees_DeclineChangesNothing(t *testing.T) {
	apiURL := stripemock.Start(t)
	e := sqlstoretest.Engines()[0]
	ps := newPaymentSpa(t, e, apiURL)
	ps.setPolicy(t, map[string]any{"serviceId": ps.ss.massage.ID, "kind": "percent", "percent": 20, "noShowFee": "100.00"})
	id := ps.paidDeposit(t, "10:00", "payer@example.ae", "cus_payer")
	ps.send(t, ps.cookie, "PATCH", fmt.Sprintf("/api/admin/bookings/%d/status", id), `{"status":"confirmed"}`)
	ps.clock.Advance(7 * 24 * time.Hour)
	ps.cookie = login(t, ps.testSite)
	ps.send(t, ps.cookie, "PATCH", fmt.Sprintf("/api/admin/bookings/%d/status", id), `{"status":"no_show","reason":"Did not come"}`)

	ps.srv.cfg.Payments = &dayspa.Payments{Provider: newTestStripe(stripemock.Declining(t), ps.clock.Now), Store: ps.db, Hold: ps.payments.Hold}
	income := tableCount(t, ps.db, "income_transactions")
	code, body := ps.send(t, ps.cookie, "POST", fmt.Sprintf("/api/admin/bookings/%d/fee", id), `{"amount":"100.00"}`)
	if code != 409 || body["code"] != "fee.declined" || !strings.Contains(fmt.Sprint(body["message"]), "insufficient_funds") {
		t.Fatalf("declined: %d %v", code, body)
	}
	if n := tableCount(t, ps.db, "booking_payments WHERE kind = 'fee'"); n != 0 || tableCount(t, ps.db, "income_transactions") != income {
		t.Fatalf("a decline recorded a fee (%d) or income", n)
	}
}

func newTestStripe(apiURL string, now func() time.Time) *payment.Stripe {
	return payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_dayspa", WebhookSecret: testWebhookSecret, APIURL: apiURL, Now: now})
}

// noShowWithCard is a booking of svc on day at, whose deposit was paid
// under a no-show fee of 100 AED with a card saved (the customer and
// payment method as the job records them), marked a no-show.
func noShowWithCard(t *testing.T, db *sqlstore.DB, rules dayspa.SlotRules, nb dayspa.NewBooking) int64 {
	t.Helper()
	ctx := context.Background()
	nb.Deposit = &dayspa.DepositHold{Amount: 9000, ExpiresAt: time.Now().Add(time.Hour),
		Policy: dayspa.DepositPolicy{FreeCancelHours: 24, NoShowFee: dayspa.AED(100)}}
	b, err := db.CreateBooking(ctx, nb, rules)
	if err != nil {
		t.Fatal(err)
	}
	session := fmt.Sprintf("cs_fee_%d", b.ID)
	if err := db.SetHoldSession(ctx, b.ID, payment.StripeName, session); err != nil {
		t.Fatal(err)
	}
	if _, err := db.RecordPaymentEvent(ctx, dayspa.PaymentEvent{ID: "evt_" + session, Provider: payment.StripeName, Type: dayspa.PaymentCompleted,
		SessionID: session, PaymentRef: "pi_" + session, BookingID: b.ID, Amount: 9000, Currency: "aed", Customer: "cus_fee"}); err != nil {
		t.Fatal(err)
	}
	if _, err := db.ProcessPaymentEvents(ctx, 10); err != nil {
		t.Fatal(err)
	}
	due, err := db.CardsToRead(ctx, 10)
	if err != nil || len(due) == 0 {
		t.Fatalf("no card to read: %v", err)
	}
	for _, p := range due {
		if err := db.SetPaymentCard(ctx, p.ID, "", "pm_fee"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.SQL().Exec(`UPDATE bookings SET status = 'no_show', status_reason = 'Did not come' WHERE id = $1`, b.ID); err != nil {
		t.Fatal(err)
	}
	return b.ID
}

// chargesPayments is online payments on a stripe-mock of t's, for the
// walk of every admin write (its Store is set once the spa's database is
// open).
func chargesPayments(t *testing.T) *dayspa.Payments {
	return &dayspa.Payments{Provider: newTestStripe(stripemock.Start(t), time.Now), Hold: 15 * time.Minute, BaseURL: testBaseURL}
}
