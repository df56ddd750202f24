package payment_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v82/webhook"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/payment"
	"github.com/dayspa/dayspa/internal/payment/stripemock"
)

const secret = "whsec_test_secret"

func newStripe(t *testing.T) *payment.Stripe {
	return payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: secret, APIURL: stripemock.Start(t)})
}

// Every call the product makes, against stripe-mock: it checks each
// request against Stripe's published API, so a parameter that is not one
// (or an amount that is not an integer) fails here.
func TestStripe_CallsAgainstStripeMock(t *testing.T) {
	s := newStripe(t)
	ctx := context.Background()
	sess, err := s.CreateCheckout(ctx, dayspa.CheckoutRequest{
		BookingID: 42, Amount: dayspa.Money(12_550), ExpiresAt: time.Now().Add(15 * time.Minute),
		Description: "Deposit: Hot stone, 2026-12-01 10:00", CustomerEmail: "guest@example.com",
		SuccessURL: "https://spa.example/booking?payment=paid", CancelURL: "https://spa.example/booking?payment=cancelled",
	})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(sess.ID, "cs_") || sess.URL == "" {
		t.Fatalf("session = %+v, want a cs_ id and a url", sess)
	}
	if err := s.ExpireCheckout(ctx, sess.ID); err != nil {
		t.Fatal(err)
	}
	ref, err := s.Refund(ctx, "pi_123", dayspa.Money(12_550), "dayspa-refund-1")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(ref, "re_") {
		t.Fatalf("refund id = %q, want re_…", ref)
	}
	if _, err := s.CreateCheckout(ctx, dayspa.CheckoutRequest{BookingID: 1, Amount: 0}); err == nil {
		t.Fatal("a checkout of 0 fils was made")
	}
	if _, err := s.Refund(ctx, "", 100, "k"); err == nil {
		t.Fatal("a refund without a payment intent was asked")
	}
}

// An API that cannot be reached is an error, not a session.
func TestStripe_Unreachable(t *testing.T) {
	s := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: secret, APIURL: "http://127.0.0.1:1"})
	_, err := s.CreateCheckout(context.Background(), dayspa.CheckoutRequest{BookingID: 1, Amount: 100, ExpiresAt: time.Now().Add(time.Hour)})
	if err == nil {
		t.Fatal("no error from an API that is not there")
	}
}

func TestStripe_VerifyEvent(t *testing.T) {
	s := newStripeOffline()
	payload := stripemock.CompletedEvent("evt_1", "cs_1", "paid", 5000, "7")
	signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret})
	ev, err := s.VerifyEvent(payload, signed.Header)
	if err != nil {
		t.Fatal(err)
	}
	want := dayspa.PaymentEvent{ID: "evt_1", Provider: "stripe", Type: dayspa.PaymentCompleted, SessionID: "cs_1",
		PaymentRef: "pi_cs_1", BookingID: 7, Amount: 5000, Currency: "aed"}
	if ev == nil || *ev != want {
		t.Fatalf("event = %+v, want %+v", ev, want)
	}

	cases := map[string]struct {
		payload []byte
		header  string
	}{
		"another secret": {payload, stripemock.Signature(payload, "whsec_other")},
		"body changed":   {stripemock.CompletedEvent("evt_1", "cs_1", "paid", 9999, "7"), signed.Header},
		"no header":      {payload, ""},
		"too old": {payload, webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret,
			Timestamp: time.Now().Add(-time.Hour)}).Header},
	}
	for name, c := range cases {
		if ev, err := s.VerifyEvent(c.payload, c.header); err == nil {
			t.Errorf("%s: accepted as %+v", name, ev)
		}
	}

	// Signed, but not a payment: nothing to do.
	unpaid := stripemock.CompletedEvent("evt_2", "cs_2", "unpaid", 5000, "7")
	if ev, err := s.VerifyEvent(unpaid, stripemock.Signature(unpaid, secret)); err != nil || ev != nil {
		t.Errorf("unpaid session: %+v, %v; want nil, nil", ev, err)
	}
	other := []byte(`{"id":"evt_3","object":"event","type":"charge.refunded","data":{"object":{}}}`)
	if ev, err := s.VerifyEvent(other, stripemock.Signature(other, secret)); err != nil || ev != nil {
		t.Errorf("another event type: %+v, %v; want nil, nil", ev, err)
	}
}

func newStripeOffline() *payment.Stripe {
	return payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: secret, APIURL: "http://127.0.0.1:1"})
}
