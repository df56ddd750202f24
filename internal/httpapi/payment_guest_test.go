package httpapi

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/payment/stripemock"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// payDeposit books the massage at at for email with the spa's policy,
// pays it (paidDeposit), and returns the booking's id, its answer and the
// manage link's token its "received" e-mail carries.
func (ps *paymentSpa) payDeposit(t *testing.T, at, email string) (int64, map[string]any, string) {
	t.Helper()
	id, b := ps.bookAndPay(t, at, email, "")
	var token string
	guestMust(t, ps.db.SQL().QueryRow(`SELECT manage_token FROM outbox WHERE booking_id = $1 AND kind = $2`,
		id, string(dayspa.KindRequestReceived)).Scan(&token))
	return id, b, token
}

func guestMust(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// The booking's answer says until when its place is held; the guest's
// manage link shows what was paid, the terms agreed with the deadline of
// free cancellation, and what cancelling now means: inside the window
// the deposit is refunded, after it (or with no window) it is kept as
// the fee. A booking without a deposit shows none, and no provider's
// reference reaches the guest.
func TestDeposits_ManagePageShowsPaymentAndTerms(t *testing.T) {
	apiURL := stripemock.Start(t)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ps := newPaymentSpa(t, e, apiURL)
		ps.setPolicy(t, map[string]any{"serviceId": ps.ss.massage.ID, "kind": "percent", "percent": 20,
			"freeCancelHours": 24, "lateCancelFee": "60.00", "noShowFee": "100.00"})
		id, answer, token := ps.payDeposit(t, "10:00", "terms@example.ae")
		if until, _ := answer["holdExpiresAt"].(string); until != spaNow.Add(15*time.Minute).UTC().Format(time.RFC3339) {
			t.Errorf("holdExpiresAt = %v, want the hold's end %s", answer["holdExpiresAt"], spaNow.Add(15*time.Minute).UTC().Format(time.RFC3339))
		}

		manage := func() map[string]any {
			t.Helper()
			resp, raw := ps.do(t, "GET", "/api/manage/"+token, "", nil)
			if resp.StatusCode != 200 {
				t.Fatalf("manage: %d %s", resp.StatusCode, raw)
			}
			if strings.Contains(string(raw), "cs_") || strings.Contains(string(raw), "pi_") || strings.Contains(string(raw), `"bookingId"`) {
				t.Errorf("the manage answer shows a provider's reference or an id: %s", raw)
			}
			var out map[string]any
			guestMust(t, json.Unmarshal(raw, &out))
			return out
		}
		d, _ := manage()["deposit"].(map[string]any)
		if d == nil {
			t.Fatalf("no deposit on the manage answer of booking %d", id)
		}
		// 29 November at 10:00 in Dubai, less 24 hours: 28 November 06:00 UTC.
		if d["asked"] != "90.00" || d["freeCancelUntil"] != "2026-11-28T06:00:00Z" || d["lateCancelFee"] != "60.00" ||
			d["noShowFee"] != "100.00" || d["cancelRefunds"] != true {
			t.Errorf("deposit = %v, want 90.00 asked, free until 2026-11-28T06:00:00Z, fees 60.00 and 100.00, cancelling refunds", d)
		}
		pays, _ := d["payments"].([]any)
		if len(pays) != 1 {
			t.Fatalf("payments = %v, want one", d["payments"])
		}
		if p := pays[0].(map[string]any); p["amount"] != "90.00" || p["status"] != "paid" || p["kind"] != "deposit" {
			t.Errorf("payment = %v, want the paid deposit of 90.00", p)
		}

		// A booking without a deposit shows none.
		code, plain := ps.book(t, ps.ss.stones, "14:00", "plain@example.ae")
		if code != 201 {
			t.Fatalf("plain booking: %d %v", code, plain)
		}
		var plainToken string
		guestMust(t, ps.db.SQL().QueryRow(`SELECT manage_token FROM outbox WHERE booking_id = $1 AND kind = $2`,
			answerID(t, plain), string(dayspa.KindRequestReceived)).Scan(&plainToken))
		if resp, raw := ps.do(t, "GET", "/api/manage/"+plainToken, "", nil); resp.StatusCode != 200 || strings.Contains(string(raw), `"deposit"`) {
			t.Errorf("a booking without a deposit: %d %s", resp.StatusCode, raw)
		}

		// Past the window, cancelling keeps the deposit as the fee.
		ps.clock.Advance(6*24*time.Hour + 12*time.Hour)
		if d, _ := manage()["deposit"].(map[string]any); d == nil || d["cancelRefunds"] != false {
			t.Errorf("inside 24 hours: deposit = %v, want cancelling to keep it", d)
		}
	})
}

// Taking deposits changes nothing in the Content-Security-Policy: the
// guest reaches Stripe's hosted page by a top-level navigation, which CSP
// does not govern, so no Stripe host is allowed to script, frame, connect
// or receive a form, on the booking page or the API.
func TestCSPOpensNothingForStripe(t *testing.T) {
	ps := newPaymentSpa(t, sqlstoretest.Engines()[0], "http://127.0.0.1:1")
	for _, path := range []string{"/booking", "/booking?payment=paid&booking=1", "/api/services"} {
		resp, _ := ps.do(t, "GET", path, "", nil)
		csp := resp.Header.Get("Content-Security-Policy")
		if csp != contentSecurityPolicy(false) {
			t.Errorf("%s: CSP %q, want the site's own %q", path, csp, contentSecurityPolicy(false))
		}
		for _, open := range []string{"stripe", "frame-src", "child-src", "*"} {
			if strings.Contains(csp, open) {
				t.Errorf("%s: CSP %q allows %q", path, csp, open)
			}
		}
		if !strings.Contains(csp, "form-action 'self'") || !strings.Contains(csp, "connect-src 'self';") {
			t.Errorf("%s: CSP %q lets forms or connections leave the site", path, csp)
		}
	}
}
