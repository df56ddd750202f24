package payment_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/payment"
	"github.com/dayspa/dayspa/internal/payment/stripemock"
)

// recorder keeps the form of every request sent to the API.
type recorder struct {
	mu    sync.Mutex
	forms []url.Values
	keys  []string
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil {
		body, _ = io.ReadAll(req.Body)
		req.Body = io.NopCloser(bytes.NewReader(body))
	}
	form, _ := url.ParseQuery(string(body))
	r.mu.Lock()
	r.forms = append(r.forms, form)
	r.keys = append(r.keys, req.Header.Get("Idempotency-Key"))
	r.mu.Unlock()
	return http.DefaultTransport.RoundTrip(req)
}

func (r *recorder) last() (url.Values, string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.forms[len(r.forms)-1], r.keys[len(r.keys)-1]
}

// A deposit's session keeps the card for a later fee: off-session future
// usage, on a customer Stripe makes (or the guest's own from before), and
// the notice next to the pay button; every call of the saved card is one
// stripe-mock takes.
func TestStripe_SavedCardAgainstStripeMock(t *testing.T) {
	rec := &recorder{}
	s := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: secret, APIURL: stripemock.Start(t),
		HTTPClient: &http.Client{Transport: rec, Timeout: 20 * time.Second}})
	ctx := context.Background()
	req := dayspa.CheckoutRequest{
		BookingID: 42, Amount: 12_550, ExpiresAt: time.Now().Add(time.Hour), Description: "Deposit",
		CustomerEmail: "guest@example.com", SuccessURL: "https://spa.example/ok", CancelURL: "https://spa.example/no",
		SaveCard: true, SaveCardNotice: "Your card is kept for the no-show fee.",
	}
	if _, err := s.CreateCheckout(ctx, req); err != nil {
		t.Fatal(err)
	}
	form, _ := rec.last()
	for k, want := range map[string]string{
		"payment_intent_data[setup_future_usage]": "off_session",
		"customer_creation":                       "always",
		"customer_email":                          "guest@example.com",
		"custom_text[submit][message]":            "Your card is kept for the no-show fee.",
	} {
		if got := form.Get(k); got != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}
	req.Customer = "cus_known"
	if _, err := s.CreateCheckout(ctx, req); err != nil {
		t.Fatal(err)
	}
	if form, _ = rec.last(); form.Get("customer") != "cus_known" || form.Has("customer_creation") || form.Has("customer_email") {
		t.Errorf("a known guest's session: %v", form)
	}
	req.SaveCard = false
	if _, err := s.CreateCheckout(ctx, req); err != nil {
		t.Fatal(err)
	}
	if form, _ = rec.last(); form.Has("payment_intent_data[setup_future_usage]") {
		t.Errorf("a link's session saves the card: %v", form)
	}

	customer, method, err := s.PaymentCard(ctx, "pi_123")
	if err != nil || method == "" {
		t.Fatalf("payment card: %q %q %v", customer, method, err)
	}
	card, err := s.DescribeCard(ctx, "pm_123")
	if err != nil || card.Last4 == "" || card.Brand == "" {
		t.Fatalf("card = %+v, %v", card, err)
	}
	ref, err := s.ChargeCard(ctx, dayspa.CardCharge{BookingID: 42, Kind: dayspa.FeeNoShow, Amount: 10_000,
		Card: dayspa.SavedCard{Customer: "cus_1", PaymentMethod: "pm_1"}, Description: "No-show fee", Key: "dayspa-fee-7"})
	if err != nil || !strings.HasPrefix(ref, "pi_") {
		t.Fatalf("charge: %q %v", ref, err)
	}
	form, key := rec.last()
	for k, want := range map[string]string{"amount": "10000", "currency": "aed", "off_session": "true", "confirm": "true",
		"customer": "cus_1", "payment_method": "pm_1", "metadata[booking_id]": "42"} {
		if got := form.Get(k); got != want {
			t.Errorf("charge %s = %q, want %q", k, got, want)
		}
	}
	if key != "dayspa-fee-7" {
		t.Errorf("idempotency key %q", key)
	}
}

// A card Stripe declines is a CardDeclinedError with its reason: the
// answer of a decline, as Stripe sends it (stripe-mock never declines).
func TestStripe_ChargeDeclined(t *testing.T) {
	api := stripemock.Declining(t)
	s := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: secret, APIURL: api})
	_, err := s.ChargeCard(context.Background(), dayspa.CardCharge{BookingID: 1, Amount: 100,
		Card: dayspa.SavedCard{Customer: "cus_1", PaymentMethod: "pm_1"}, Key: "k"})
	d, ok := dayspa.IsCardDeclined(err)
	if !ok || d.Reason != "insufficient_funds" {
		t.Fatalf("err = %v, want a decline for insufficient funds", err)
	}
}

// A completed deposit's event names the customer its card was saved on.
func TestStripe_EventNamesTheCustomer(t *testing.T) {
	s := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: secret, APIURL: "http://127.0.0.1:1"})
	body := stripemock.CompletedCardEvent("evt_1", "cs_1", 10_000, "7", "cus_noor")
	ev, err := s.VerifyEvent(body, stripemock.Signature(body, secret))
	if err != nil || ev == nil || ev.Customer != "cus_noor" || ev.BookingID != 7 || ev.PaymentRef != "pi_cs_1" {
		t.Fatalf("event = %+v, %v", ev, err)
	}
}

// A payment intent Stripe does not know is no card, read once: the job
// does not ask again at every round.
func TestStripe_PaymentCardOfAnUnknownIntent(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":{"type":"invalid_request_error","code":"resource_missing","message":"No such payment_intent"}}`))
	}))
	defer srv.Close()
	s := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: secret, APIURL: srv.URL})
	if c, m, err := s.PaymentCard(context.Background(), "pi_gone"); err != nil || c != "" || m != "" {
		t.Fatalf("unknown intent: %q %q %v", c, m, err)
	}
	if _, _, err := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: secret, APIURL: "http://127.0.0.1:1"}).
		PaymentCard(context.Background(), "pi_1"); err == nil {
		t.Fatal("an unreachable API is no card: the job would never ask again")
	}
}
