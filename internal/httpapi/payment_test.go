package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/payment"
	"github.com/dayspa/dayspa/internal/payment/stripemock"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

const testWebhookSecret = "whsec_dayspa_test"

// paymentSpa is a spa taking deposits through Stripe, served by
// stripe-mock, on a clock the test moves (the server's and the store's).
type paymentSpa struct {
	*testSite
	ss       spaServices
	clock    *fakeClock
	payments *dayspa.Payments
	cookie   string
}

func newPaymentSpa(t *testing.T, e sqlstoretest.Engine, apiURL string) *paymentSpa {
	t.Helper()
	clock := newFakeClock(spaNow)
	db := openSpaStore(t, e)
	db.Now = clock.Now
	ss := addSpaServices(t, db)
	p := &dayspa.Payments{
		Provider: payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_dayspa", WebhookSecret: testWebhookSecret, APIURL: apiURL, Now: clock.Now}),
		Store:    db, Hold: 15 * time.Minute, BaseURL: testBaseURL, Now: clock.Now,
	}
	ts := serveSpa(t, db, func(c *Config) { c.Payments = p; c.Now = clock.Now })
	setTestPassword(t, db)
	return &paymentSpa{testSite: ts, ss: ss, clock: clock, payments: p, cookie: login(t, ts)}
}

func (ps *paymentSpa) setPolicy(t *testing.T, p map[string]any) {
	t.Helper()
	resp, body := ps.do(t, "PUT", "/api/admin/deposit-policies", jsonObject(p), map[string]string{"Content-Type": "application/json", "Cookie": ps.cookie})
	if resp.StatusCode != 200 {
		t.Fatalf("set policy: %d %s", resp.StatusCode, body)
	}
}

// book posts a booking of svc at at for email and returns the answer.
func (ps *paymentSpa) book(t *testing.T, svc dayspa.Service, at, email string) (int, map[string]any) {
	t.Helper()
	body := with(bookingBody(svc), "bookingTime", at, "customerEmail", email)
	resp, raw := ps.do(t, "POST", "/api/bookings", jsonObject(body), jsonHeaders)
	var out map[string]any
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("booking answer %s: %v", raw, err)
	}
	return resp.StatusCode, out
}

// sessionOf is the checkout session of booking id's hold.
func sessionOf(t *testing.T, db *sqlstore.DB, id int64) string {
	t.Helper()
	var s string
	if err := db.SQL().QueryRow(`SELECT session_id FROM payment_holds WHERE booking_id = $1`, id).Scan(&s); err != nil {
		t.Fatal(err)
	}
	return s
}

// sendWebhook posts payload signed with secret, as Stripe does.
func (ps *paymentSpa) sendWebhook(t *testing.T, payload []byte, secret string) int {
	t.Helper()
	resp, _ := ps.do(t, "POST", "/api/payments/stripe/webhook", string(payload),
		map[string]string{"Content-Type": "application/json", "Stripe-Signature": stripemock.Signature(payload, secret)})
	return resp.StatusCode
}

func answerID(t *testing.T, answer map[string]any) int64 {
	t.Helper()
	id, ok := answer["id"].(float64)
	if !ok {
		t.Fatalf("answer without an id: %v", answer)
	}
	return int64(id)
}

func outboxOf(t *testing.T, db *sqlstore.DB, id int64) []string {
	t.Helper()
	rows, err := db.SQL().Query(`SELECT kind FROM outbox WHERE booking_id = $1 ORDER BY id`, id)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			t.Fatal(err)
		}
		out = append(out, k)
	}
	return out
}

func tableCount(t *testing.T, db *sqlstore.DB, table string) int {
	t.Helper()
	var n int
	if err := db.SQL().QueryRow("SELECT COUNT(*) FROM " + table).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// The guest's way with a deposit, through the router and stripe-mock:
// the booking awaits its deposit with the hosted page's address; a signed
// notice of its payment, sent ten times, makes it a pending request once
// with its "received" e-mail; a notice with a bad signature is 400 and
// changes nothing; an unpaid hold expires and frees its slot; a payment
// after expiry is refunded through Stripe.
func TestDeposits_GuestWay(t *testing.T) {
	apiURL := stripemock.Start(t)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ps := newPaymentSpa(t, e, apiURL)
		ps.setPolicy(t, map[string]any{"serviceId": ps.ss.massage.ID, "kind": "percent", "percent": 20, "freeCancelHours": 24, "noShowFee": "100.00"})

		// The public services carry each one's policy.
		resp, raw := ps.do(t, "GET", "/api/services", "", nil)
		var services []map[string]any
		if resp.StatusCode != 200 || json.Unmarshal(raw, &services) != nil {
			t.Fatalf("services: %d %s", resp.StatusCode, raw)
		}
		for _, s := range services {
			p, _ := s["depositPolicy"].(map[string]any)
			want := "none"
			if s["id"] == float64(ps.ss.massage.ID) {
				want = "percent"
			}
			if p == nil || p["kind"] != want {
				t.Errorf("service %v: depositPolicy %v, want kind %s", s["name"], s["depositPolicy"], want)
			}
		}

		// A service without a deposit is booked as always.
		code, plain := ps.book(t, ps.ss.stones, "14:00", "plain@example.ae")
		if code != 201 || plain["status"] != "pending" || plain["paymentUrl"] != nil {
			t.Fatalf("booking without a deposit: %d %v", code, plain)
		}

		code, b := ps.book(t, ps.ss.massage, "10:00", "payer@example.ae")
		if code != 201 || b["status"] != "awaiting_payment" {
			t.Fatalf("booking with a deposit: %d %v", code, b)
		}
		if u, _ := b["paymentUrl"].(string); u == "" {
			t.Fatalf("no paymentUrl in %v", b)
		}
		id := answerID(t, b)
		if k := outboxOf(t, ps.db, id); len(k) != 0 {
			t.Fatalf("an unpaid booking queued %v", k)
		}
		session := sessionOf(t, ps.db, id)
		// 20% of 450.00 AED, in fils.
		paid := stripemock.CompletedEvent("evt_paid", session, "paid", 9000, fmt.Sprint(id))

		if got := ps.sendWebhook(t, paid, "whsec_not_ours"); got != http.StatusBadRequest {
			t.Fatalf("a notice signed with another secret: %d, want 400", got)
		}
		if n := tableCount(t, ps.db, "payment_events"); n != 0 {
			t.Fatalf("a refused notice kept %d events", n)
		}
		for range 10 {
			if got := ps.sendWebhook(t, paid, testWebhookSecret); got != 200 {
				t.Fatalf("webhook: %d, want 200", got)
			}
		}
		// Answered before the work: the booking still awaits until the job runs.
		if s := bookingStatus(t, ps.testSite, id); s != dayspa.StatusAwaitingPayment {
			t.Fatalf("before the job: %s", s)
		}
		rep, err := ps.payments.RunOnce(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(rep.Outcomes, []dayspa.PaymentOutcome{dayspa.OutcomePaid}) {
			t.Fatalf("outcomes = %v, want one paid", rep.Outcomes)
		}
		if s := bookingStatus(t, ps.testSite, id); s != dayspa.StatusPending {
			t.Fatalf("after payment: %s, want pending", s)
		}
		if k := outboxOf(t, ps.db, id); !slices.Equal(k, []string{string(dayspa.KindRequestReceived)}) {
			t.Fatalf("messages after payment = %v, want the request_received e-mail", k)
		}
		pays, err := ps.db.BookingPayments(context.Background(), id)
		if err != nil || len(pays) != 1 || pays[0].Amount != 9000 || pays[0].Status != dayspa.PaymentPaid {
			t.Fatalf("payments = %+v, %v; want one of 90.00 AED", pays, err)
		}

		// An unpaid hold runs out: the booking expires, its slot is free.
		code, late := ps.book(t, ps.ss.massage, "16:00", "late@example.ae")
		if code != 201 || late["status"] != "awaiting_payment" {
			t.Fatalf("second deposit booking: %d %v", code, late)
		}
		lateID := answerID(t, late)
		lateSession := sessionOf(t, ps.db, lateID)
		ps.clock.Advance(16 * time.Minute)
		rep, err = ps.payments.RunOnce(context.Background())
		if err != nil || rep.Expired != 1 {
			t.Fatalf("sweep: %+v, %v; want one expired", rep, err)
		}
		if s := bookingStatus(t, ps.testSite, lateID); s != dayspa.StatusExpired {
			t.Fatalf("after the hold: %s, want expired", s)
		}
		resp, raw = ps.do(t, "GET", "/api/availability?serviceId="+fmt.Sprint(ps.ss.massage.ID)+"&date="+bookDay, "", nil)
		var av availability
		if resp.StatusCode != 200 || json.Unmarshal(raw, &av) != nil {
			t.Fatalf("availability: %d %s", resp.StatusCode, raw)
		}
		for _, sl := range av.Slots {
			if sl.Time == "16:00" && !sl.Available {
				t.Fatalf("16:00 after the hold expired: %+v", sl)
			}
		}
		// Its payment comes after: refunded through Stripe, the booking stays expired.
		if got := ps.sendWebhook(t, stripemock.CompletedEvent("evt_late", lateSession, "paid", 9000, fmt.Sprint(lateID)), testWebhookSecret); got != 200 {
			t.Fatalf("late webhook: %d", got)
		}
		rep, err = ps.payments.RunOnce(context.Background())
		if err != nil || rep.Refunded != 1 || !slices.Equal(rep.Outcomes, []dayspa.PaymentOutcome{dayspa.OutcomeRefundDue}) {
			t.Fatalf("late payment: %+v, %v; want refunded", rep, err)
		}
		pays, err = ps.db.BookingPayments(context.Background(), lateID)
		if err != nil || len(pays) != 1 || pays[0].Status != dayspa.PaymentRefunded || pays[0].RefundRef == "" {
			t.Fatalf("late payments = %+v, %v; want one refunded", pays, err)
		}
		if s := bookingStatus(t, ps.testSite, lateID); s != dayspa.StatusExpired {
			t.Fatalf("after the late payment: %s, want expired", s)
		}
		// Its guest is told why, once; nothing else is sent of an expired booking.
		if k := outboxOf(t, ps.db, lateID); !slices.Equal(k, []string{string(dayspa.KindLatePaymentRefunded)}) {
			t.Fatalf("an expired booking refunded queued %v, want the late refund's e-mail alone", k)
		}
	})
}

// When Stripe cannot make the page, the guest is told to try again and
// the slot is not kept.
func TestDeposits_CheckoutFails(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ps := newPaymentSpa(t, e, "http://127.0.0.1:1")
		ps.setPolicy(t, map[string]any{"serviceId": 0, "kind": "fixed", "amount": "50.00"})
		code, b := ps.book(t, ps.ss.massage, "10:00", "payer@example.ae")
		if code != 500 || b["code"] != dayspa.MsgPaymentCheckout.Code {
			t.Fatalf("booking with Stripe down: %d %v", code, b)
		}
		var status string
		if err := ps.db.SQL().QueryRow(`SELECT status FROM bookings`).Scan(&status); err != nil || status != string(dayspa.StatusExpired) {
			t.Fatalf("the booking left behind: %q, %v; want expired", status, err)
		}
	})
}

// Without the Stripe settings the booking's answer and flow are as they
// always were, whatever policy is stored: pending, the same fields, the
// "received" e-mail at once, no policy in the services list, and no
// webhook.
func TestDeposits_OffChangesNothing(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		cookie := login(t, ts)
		resp, body := ts.do(t, "PUT", "/api/admin/deposit-policies", jsonObject(map[string]any{"serviceId": ss.massage.ID, "kind": "fixed", "amount": "100.00"}),
			map[string]string{"Content-Type": "application/json", "Cookie": cookie})
		if resp.StatusCode != 200 {
			t.Fatalf("set policy: %d %s", resp.StatusCode, body)
		}
		resp, raw := ts.do(t, "POST", "/api/bookings", jsonObject(bookingBody(ss.massage)), jsonHeaders)
		var b map[string]any
		if resp.StatusCode != 201 || json.Unmarshal(raw, &b) != nil {
			t.Fatalf("booking: %d %s", resp.StatusCode, raw)
		}
		var keys []string
		for k := range b {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		want := []string{"bookingDate", "bookingTime", "createdAt", "customerId", "id", "language", "serviceId", "specialRequests", "status", "totalAmount"}
		if !slices.Equal(keys, want) || b["status"] != "pending" {
			t.Fatalf("answer = %s, want the fields %v and pending", raw, want)
		}
		if k := outboxOf(t, ts.db, answerID(t, b)); !slices.Contains(k, string(dayspa.KindRequestReceived)) {
			t.Fatalf("messages = %v, want the request_received e-mail", k)
		}
		if n := tableCount(t, ts.db, "payment_holds"); n != 0 {
			t.Fatalf("%d holds", n)
		}
		_, raw = ts.do(t, "GET", "/api/services", "", nil)
		var services []map[string]any
		if err := json.Unmarshal(raw, &services); err != nil {
			t.Fatal(err)
		}
		for _, s := range services {
			if _, ok := s["depositPolicy"]; ok {
				t.Fatalf("service %v carries a policy without payments", s["name"])
			}
		}
		resp, _ = ts.do(t, "POST", "/api/payments/stripe/webhook", `{}`, map[string]string{"Content-Type": "application/json", "Stripe-Signature": "t=1,v1=00"})
		if resp.StatusCode != 404 {
			t.Fatalf("webhook without payments: %d, want 404", resp.StatusCode)
		}
	})
}

// The policy form's rules, through the route: a bad policy is 400 and
// changes nothing; an unknown service 404; reception may not set one.
func TestDeposits_AdminPolicies(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		cookie := login(t, ts)
		h := map[string]string{"Content-Type": "application/json", "Cookie": cookie}
		put := func(p map[string]any) (int, []byte) {
			resp, body := ts.do(t, "PUT", "/api/admin/deposit-policies", jsonObject(p), h)
			return resp.StatusCode, body
		}
		if code, body := put(map[string]any{"serviceId": 0, "kind": "percent", "percent": 30, "freeCancelHours": 24, "lateCancelFee": "50.00", "noShowFee": "100.00"}); code != 200 {
			t.Fatalf("default: %d %s", code, body)
		}
		if code, body := put(map[string]any{"serviceId": ss.massage.ID, "kind": "percent", "percent": 130}); code != 400 {
			t.Fatalf("130%%: %d %s", code, body)
		}
		if code, body := put(map[string]any{"serviceId": ss.massage.ID + 1000, "kind": "none"}); code != 404 {
			t.Fatalf("unknown service: %d %s", code, body)
		}
		if code, body := put(map[string]any{"serviceId": ss.massage.ID, "kind": "fixed", "amount": "10.00", "colour": "red"}); code != 400 {
			t.Fatalf("unknown field: %d %s", code, body)
		}
		resp, raw := ts.do(t, "GET", "/api/admin/deposit-policies", "", h)
		var got depositPolicies
		if resp.StatusCode != 200 || json.Unmarshal(raw, &got) != nil {
			t.Fatalf("policies: %d %s", resp.StatusCode, raw)
		}
		if got.Default.Kind != dayspa.DepositPercent || got.Default.Percent != 30 || len(got.Services) != 0 || got.PaymentsConfigured {
			t.Fatalf("policies = %+v", got)
		}

		// A service's own policy, then removed: the default applies to it again.
		if code, body := put(map[string]any{"serviceId": ss.massage.ID, "kind": "fixed", "amount": "80.00", "confirmOnPayment": true}); code != 200 {
			t.Fatalf("own: %d %s", code, body)
		}
		resp, raw = ts.do(t, "GET", "/api/admin/deposit-policies", "", h)
		if err := json.Unmarshal(raw, &got); err != nil || len(got.Services) != 1 || !got.Services[0].ConfirmOnPayment || got.Services[0].Amount != dayspa.AED(80) {
			t.Fatalf("with its own: %d %s", resp.StatusCode, raw)
		}
		del := func(id int64) (int, string) {
			resp, body := ts.do(t, "DELETE", fmt.Sprintf("/api/admin/deposit-policies/%d", id), "", h)
			return resp.StatusCode, string(body)
		}
		if code, body := del(ss.massage.ID); code != 204 {
			t.Fatalf("remove its own: %d %s", code, body)
		}
		for _, id := range []int64{ss.massage.ID, 0} {
			if code, body := del(id); code != 404 || !strings.Contains(body, `"deposit.own_none"`) {
				t.Fatalf("remove %d again: %d %s", id, code, body)
			}
		}
		resp, raw = ts.do(t, "GET", "/api/admin/deposit-policies", "", h)
		if err := json.Unmarshal(raw, &got); err != nil || len(got.Services) != 0 || got.Default.Percent != 30 {
			t.Fatalf("after removing: %d %s", resp.StatusCode, raw)
		}
	})
}

// A policy that confirms on payment: the services list tells the booking
// page so, and the paid booking is confirmed in the dashboard with the
// guest's "confirmed" e-mail, not the request's.
func TestDeposits_ConfirmOnPayment(t *testing.T) {
	apiURL := stripemock.Start(t)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ps := newPaymentSpa(t, e, apiURL)
		ps.setPolicy(t, map[string]any{"serviceId": ps.ss.massage.ID, "kind": "fixed", "amount": "100.00", "confirmOnPayment": true})
		resp, raw := ps.do(t, "GET", "/api/services", "", nil)
		var services []struct {
			ID            int64 `json:"id"`
			DepositPolicy struct {
				ConfirmOnPayment bool `json:"confirmOnPayment"`
			} `json:"depositPolicy"`
		}
		if resp.StatusCode != 200 || json.Unmarshal(raw, &services) != nil {
			t.Fatalf("services: %d %s", resp.StatusCode, raw)
		}
		for _, s := range services {
			if s.DepositPolicy.ConfirmOnPayment != (s.ID == ps.ss.massage.ID) {
				t.Errorf("service %d: confirmOnPayment %v", s.ID, s.DepositPolicy.ConfirmOnPayment)
			}
		}

		id := ps.paidDeposit(t, "10:00", "sure@example.ae", "")
		if s := bookingStatus(t, ps.testSite, id); s != dayspa.StatusConfirmed {
			t.Fatalf("after payment: %s, want confirmed", s)
		}
		if k := outboxOf(t, ps.db, id); len(k) == 0 || k[0] != string(dayspa.KindConfirmed) || slices.Contains(k, string(dayspa.KindRequestReceived)) {
			t.Fatalf("messages after payment = %v, want the confirmed e-mail", k)
		}
		resp, raw = ps.do(t, "GET", "/api/admin/bookings?status=confirmed", "", map[string]string{"Cookie": ps.cookie})
		if resp.StatusCode != 200 || !strings.Contains(string(raw), "sure@example.ae") {
			t.Fatalf("the dashboard's confirmed bookings: %d %s", resp.StatusCode, raw)
		}
	})
}

// paidDeposit books the massage at at for email with its deposit paid
// through the signed webhook and the job run: the booking's id. With a
// customer cus the session names it, and so the card is saved.
func (ps *paymentSpa) paidDeposit(t *testing.T, at, email, cus string) int64 {
	t.Helper()
	id, _ := ps.bookAndPay(t, at, email, cus)
	return id
}

// bookAndPay is paidDeposit, with the booking's answer.
func (ps *paymentSpa) bookAndPay(t *testing.T, at, email, cus string) (int64, map[string]any) {
	t.Helper()
	code, b := ps.book(t, ps.ss.massage, at, email)
	if code != 201 || b["status"] != "awaiting_payment" {
		t.Fatalf("booking with a deposit: %d %v", code, b)
	}
	id := answerID(t, b)
	hold, err := ps.db.BookingHold(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	ev := stripemock.CompletedCardEvent("evt_"+email, sessionOf(t, ps.db, id), int64(hold.Amount), fmt.Sprint(id), cus)
	if got := ps.sendWebhook(t, ev, testWebhookSecret); got != 200 {
		t.Fatalf("webhook: %d", got)
	}
	if _, err := ps.payments.RunOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	return id, b
}

// TestBookingWithPackageCode: on a service that asks a deposit, a guest
// who books with a code of a package covering it pays nothing online:
// the booking is a pending request holding a session (its answer names
// the code's end), and the desk's checkout draft carries the code. A
// package of another category is refused at the code's field, and no
// booking is written.
func TestBookingWithPackageCode(t *testing.T) {
	apiURL := stripemock.Start(t)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ps := newPaymentSpa(t, e, apiURL)
		ps.setPolicy(t, map[string]any{"serviceId": ps.ss.massage.ID, "kind": "percent", "percent": 20, "freeCancelHours": 24})
		sell := func(category string) string {
			t.Helper()
			resp, raw := ps.do(t, "POST", "/api/admin/entitlements", jsonObject(map[string]any{
				"kind": "package", "holderName": "Omar Saleh", "holderEmail": "omar@example.ae", "price": "1500", "sessions": 5,
				"category": category, "paidBy": "card",
			}), map[string]string{"Content-Type": "application/json", "Cookie": ps.cookie})
			var sold struct{ Code string }
			if resp.StatusCode != 201 || json.Unmarshal(raw, &sold) != nil {
				t.Fatalf("sell a package: %d %s", resp.StatusCode, raw)
			}
			return sold.Code
		}
		massages, facials := sell(dayspa.CategoryMassage), sell(dayspa.CategoryFacial)
		book := func(code string) (int, map[string]any) {
			t.Helper()
			body := with(bookingBody(ps.ss.massage), "bookingTime", "10:00", "customerEmail", "omar@example.ae", "entitlementCode", code)
			resp, raw := ps.do(t, "POST", "/api/bookings", jsonObject(body), jsonHeaders)
			var out map[string]any
			if err := json.Unmarshal(raw, &out); err != nil {
				t.Fatalf("booking answer %s: %v", raw, err)
			}
			return resp.StatusCode, out
		}

		status, refused := book(strings.ToLower(facials))
		if errs, _ := refused["errors"].(map[string]any); status != 400 || errs["entitlementCode"] == nil {
			t.Fatalf("a package of facials for a massage: %d %v", status, refused)
		}
		if n := tableCount(t, ps.db, "bookings"); n != 0 {
			t.Fatalf("a refused booking was written: %d bookings", n)
		}
		status, b := ps.book(t, ps.ss.massage, "12:00", "other@example.ae")
		if status != 201 || b["status"] != "awaiting_payment" {
			t.Fatalf("without a code the massage asks its deposit: %d %v", status, b)
		}
		status, b = book(strings.ToLower(strings.ReplaceAll(massages, "-", " ")))
		if status != 201 || b["status"] != "pending" || b["paymentUrl"] != nil || b["sessionHint"] != dayspa.CodeHint(massages) {
			t.Fatalf("booked with a package of massages: %d %v; want pending, no deposit, the code's end", status, b)
		}
		resp, raw := ps.do(t, "GET", fmt.Sprintf("/api/admin/bookings/%d/checkout", answerID(t, b)), "", map[string]string{"Cookie": ps.cookie})
		if resp.StatusCode != 200 || !strings.Contains(string(raw), `"sessionCode":"`+massages+`"`) {
			t.Fatalf("checkout draft: %d %s", resp.StatusCode, raw)
		}
	})
}
