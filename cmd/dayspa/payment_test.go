package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa/internal/payment/stripemock"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// cardShaped is anything a log line could hold that looks like a card
// number: 13 to 19 digits, maybe in groups split by spaces or dashes.
var cardShaped = regexp.MustCompile(`\b(?:\d[ -]?){12,18}\d\b`)

// TestMain_StripeDeposits runs the real program with the Stripe settings
// pointed at stripe-mock: a service whose policy asks for a deposit is
// booked awaiting its payment with the hosted page's address; Stripe's
// signed notice of the payment, sent to the webhook, makes it a pending
// request through the background job the program runs; and nothing the
// program logs looks like a card number.
func TestMain_StripeDeposits(t *testing.T) {
	apiURL := stripemock.Start(t)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		const password = "a deposits test password"
		const secret = "whsec_main_test"
		env := testEnv(t,
			"DAYSPA_ADMIN_PASSWORD", password,
			"DAYSPA_RATE_LIMIT", "0",
			"DAYSPA_STRIPE_SECRET_KEY", "sk_test_main",
			"DAYSPA_STRIPE_WEBHOOK_SECRET", secret,
			"DAYSPA_STRIPE_API_URL", apiURL,
			"DAYSPA_PAYMENT_HOLD", "20m",
		)
		if url := e.Config(t).DatabaseURL; url != "" {
			env["DATABASE_URL"] = url
		}
		m, logs := runMainWith(t, env, testApp)
		base := "http://" + m.Addr().String()
		code, cookie := adminLogin(t, base, password)
		if code != 200 {
			t.Fatalf("login: %d", code)
		}
		var services []struct {
			ID       int64 `json:"id"`
			IsActive bool  `json:"isActive"`
		}
		getJSON(t, base+"/api/services", "", &services)
		var svc int64
		for _, s := range services {
			if s.IsActive {
				svc = s.ID
				break
			}
		}
		if resp, body := doJSON(t, "PUT", base+"/api/admin/deposit-policies", cookie,
			`{"serviceId":0,"kind":"fixed","amount":"50.00","freeCancelHours":24}`); resp.StatusCode != 200 {
			t.Fatalf("set policy: %d %s", resp.StatusCode, body)
		}
		day := time.Now().AddDate(0, 0, 5).Format("2006-01-02")
		resp, body := doJSON(t, "POST", base+"/api/bookings", "", fmt.Sprintf(
			`{"serviceId":%d,"customerName":"Layla Haddad","customerEmail":"layla@example.ae","customerPhone":"+971 50 123 4567","bookingDate":%q,"bookingTime":"11:00"}`, svc, day))
		var b struct {
			ID         int64  `json:"id"`
			Status     string `json:"status"`
			PaymentURL string `json:"paymentUrl"`
		}
		if resp.StatusCode != 201 || json.Unmarshal(body, &b) != nil || b.Status != "awaiting_payment" || b.PaymentURL == "" {
			t.Fatalf("booking: %d %s", resp.StatusCode, body)
		}
		var session string
		if err := m.DB.SQL().QueryRow(`SELECT session_id FROM payment_holds WHERE booking_id = $1`, b.ID).Scan(&session); err != nil {
			t.Fatal(err)
		}
		event := stripemock.CompletedEvent("evt_main", session, "paid", 5000, fmt.Sprint(b.ID))
		req, _ := http.NewRequest("POST", base+"/api/payments/stripe/webhook", strings.NewReader(string(event)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Stripe-Signature", stripemock.Signature(event, secret))
		wr, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		wr.Body.Close()
		if wr.StatusCode != 200 {
			t.Fatalf("webhook: %d", wr.StatusCode)
		}
		// The job runs on the notice's arrival, not at its next round.
		deadline := time.Now().Add(10 * time.Second)
		status := ""
		for time.Now().Before(deadline) {
			if err := m.DB.SQL().QueryRow(`SELECT status FROM bookings WHERE id = $1`, b.ID).Scan(&status); err != nil {
				t.Fatal(err)
			}
			if status == "pending" {
				break
			}
			time.Sleep(50 * time.Millisecond)
		}
		if status != "pending" {
			t.Fatalf("after the payment: %s, want pending\n%s", status, logs)
		}
		for _, line := range strings.Split(logs.String(), "\n") {
			if cardShaped.MatchString(line) {
				t.Errorf("a log line holds something shaped like a card number: %s", line)
			}
		}
		if !strings.Contains(logs.String(), "online payments on") {
			t.Errorf("the start does not say payments are on:\n%s", logs)
		}
		if strings.Contains(logs.String(), "sk_test_main") || strings.Contains(logs.String(), secret) {
			t.Error("the logs repeat a Stripe secret")
		}
	})
}
