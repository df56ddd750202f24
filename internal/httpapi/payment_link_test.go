package httpapi

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/payment/stripemock"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// linkSession is the checkout session of link id.
func (ps *paymentSpa) linkSession(t *testing.T, id float64) string {
	t.Helper()
	var s string
	if err := ps.db.SQL().QueryRow(`SELECT session_id FROM payment_links WHERE id = $1`, int64(id)).Scan(&s); err != nil {
		t.Fatal(err)
	}
	return s
}

// A payment link through the router and stripe-mock: for the deposit of a
// service that asks none it is 409; for the full price it is a Checkout
// session with the address, the WhatsApp share link (the guest's number,
// the message with the link) and the guest's e-mail; a kind that is not
// one is 400; the desk may make one, a therapist not. A paid deposit
// booking's full link asks what is left, its deposit link is refused.
// The link's payment, notified four times (one event replayed, a second
// event of the same session), is recorded against the booking once.
func TestPaymentLinks(t *testing.T) {
	apiURL := stripemock.Start(t)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ps := newPaymentSpa(t, e, apiURL)
		ps.setPolicy(t, map[string]any{"serviceId": ps.ss.massage.ID, "kind": "percent", "percent": 20, "noShowFee": "100.00"})
		code, plain := ps.book(t, ps.ss.stones, "14:00", "plain@example.ae")
		if code != 201 {
			t.Fatal(plain)
		}
		id := answerID(t, plain)
		link := fmt.Sprintf("/api/admin/bookings/%d/payment-link", id)

		if code, body := ps.send(t, ps.cookie, "POST", link, `{"kind":"deposit"}`); code != 409 || body["code"] != "link.no_deposit" {
			t.Fatalf("a deposit link of a service without one: %d %v", code, body)
		}
		if code, body := ps.send(t, ps.cookie, "POST", link, `{"kind":"half"}`); code != 400 || !strings.Contains(fmt.Sprint(body["fields"]), "kind") {
			t.Fatalf("a link of another kind: %d %v", code, body)
		}
		_, desk, therapist := roleCookies(t, ps.testSite)
		if code, _ := ps.send(t, therapist, "POST", link, `{"kind":"full"}`); code != 403 {
			t.Fatalf("a therapist's link: %d, want 403", code)
		}
		code, full := ps.send(t, desk, "POST", link, `{"kind":"full"}`)
		if code != 201 || full["amount"] != "480.00" || full["kind"] != "full" || full["email"] != "plain@example.ae" {
			t.Fatalf("full link: %d %v", code, full)
		}
		u, _ := full["url"].(string)
		wa, _ := full["whatsAppUrl"].(string)
		if u == "" || !strings.HasPrefix(wa, "https://wa.me/971501234567?text=") {
			t.Fatalf("link %q, WhatsApp %q", u, wa)
		}
		if text, _ := url.QueryUnescape(strings.TrimPrefix(wa, "https://wa.me/971501234567?text=")); !strings.Contains(text, u) || !strings.Contains(text, "480.00") {
			t.Fatalf("the WhatsApp message %q does not carry the link and the amount", text)
		}

		// The desk e-mails it: one message to the guest, whose preview in
		// Sent e-mails carries the link and its amount.
		mail := fmt.Sprintf("/api/admin/payment-links/%d/email", int64(full["id"].(float64)))
		if code, _ := ps.send(t, therapist, "POST", mail, ""); code != 403 {
			t.Fatalf("a therapist's e-mail of the link: %d, want 403", code)
		}
		if code, body := ps.send(t, desk, "POST", fmt.Sprintf("/api/admin/payment-links/%d/email", int64(full["id"].(float64))+100), ""); code != 404 || body["code"] != "link.not_found" {
			t.Fatalf("the e-mail of no link: %d %v", code, body)
		}
		code, queued := ps.send(t, desk, "POST", mail, "")
		msg, _ := queued["message"].(map[string]any)
		if code != 202 || msg["kind"] != "payment_link" || msg["recipient"] != "plain@example.ae" {
			t.Fatalf("the link e-mailed: %d %v", code, queued)
		}
		resp, raw := ps.do(t, "GET", fmt.Sprintf("/api/admin/outbox/%d", int64(msg["id"].(float64))), "", map[string]string{"Cookie": ps.cookie})
		if resp.StatusCode != 200 || !strings.Contains(string(raw), u) || !strings.Contains(string(raw), "AED 480.00") {
			t.Fatalf("the link's e-mail as Sent e-mails shows it: %d %s", resp.StatusCode, raw)
		}

		session := ps.linkSession(t, full["id"].(float64))
		paid := stripemock.CompletedEvent("evt_link", session, "paid", 48000, fmt.Sprint(id))
		again := stripemock.CompletedEvent("evt_link_again", session, "paid", 48000, fmt.Sprint(id))
		for _, ev := range [][]byte{paid, paid, paid, again} {
			if got := ps.sendWebhook(t, ev, testWebhookSecret); got != 200 {
				t.Fatalf("webhook: %d", got)
			}
		}
		rep, err := ps.payments.RunOnce(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(rep.Outcomes, []dayspa.PaymentOutcome{dayspa.OutcomePaid, dayspa.OutcomeDuplicate}) {
			t.Fatalf("outcomes %v, want paid then duplicate", rep.Outcomes)
		}
		pays, err := ps.db.BookingPayments(context.Background(), id)
		if err != nil || len(pays) != 1 || pays[0].Kind != "full" || pays[0].Amount != dayspa.AED(480) || pays[0].Status != dayspa.PaymentPaid {
			t.Fatalf("payments %+v %v", pays, err)
		}
		// Paid in advance, it is invoiced at receipt, and checkout's final
		// invoice deducts it rather than charging the guest again.
		pre, err := ps.db.BookingPrepayment(context.Background(), id)
		if err != nil || pre == nil || pre.Amount != dayspa.AED(480) || pays[0].InvoiceNumber == "" || pre.Number != pays[0].InvoiceNumber {
			t.Fatalf("the link's payment as checkout deducts it: %+v, payment %+v (%v)", pre, pays[0], err)
		}
		if code, body := ps.send(t, ps.cookie, "POST", link, `{"kind":"full"}`); code != 409 || body["code"] != "link.nothing_due" {
			t.Fatalf("a link of a paid booking: %d %v", code, body)
		}

		// A deposit booking: awaiting its deposit it takes no link; paid,
		// its deposit link is refused and its full link asks the rest.
		code, b := ps.book(t, ps.ss.massage, "10:00", "payer@example.ae")
		if code != 201 {
			t.Fatal(b)
		}
		dep := answerID(t, b)
		depLink := fmt.Sprintf("/api/admin/bookings/%d/payment-link", dep)
		if code, body := ps.send(t, ps.cookie, "POST", depLink, `{"kind":"full"}`); code != 409 || body["code"] != "link.status" {
			t.Fatalf("a link of a booking awaiting its deposit: %d %v", code, body)
		}
		ps.sendWebhook(t, stripemock.CompletedEvent("evt_dep", sessionOf(t, ps.db, dep), "paid", 9000, fmt.Sprint(dep)), testWebhookSecret)
		if _, err := ps.payments.RunOnce(context.Background()); err != nil {
			t.Fatal(err)
		}
		if code, body := ps.send(t, ps.cookie, "POST", depLink, `{"kind":"deposit"}`); code != 409 || body["code"] != "link.deposit_paid" {
			t.Fatalf("a second deposit: %d %v", code, body)
		}
		if code, body := ps.send(t, ps.cookie, "POST", depLink, `{"kind":"full"}`); code != 201 || body["amount"] != "360.00" {
			t.Fatalf("the rest: %d %v", code, body)
		}
	})
}
