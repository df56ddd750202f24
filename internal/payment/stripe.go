// Package payment implements dayspa.PaymentProvider with Stripe: a
// Checkout session (Stripe's hosted page, which takes the card or Apple
// Pay; the spa's server never sees one) for a deposit, its early expiry,
// refunds, and the verification of Stripe's signed webhook events. It
// talks to Stripe through the official SDK, stripe-go.
package payment

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/webhook"

	"github.com/dayspa/dayspa"
)

// StripeName is how payments made through Stripe are recorded.
const StripeName = "stripe"

// MinCheckoutLife is the shortest a Checkout session may live: Stripe
// refuses an expires_at less than 30 minutes ahead. A shorter hold closes
// the session itself when it ends (dayspa.PaymentProvider.ExpireCheckout).
const MinCheckoutLife = 30*time.Minute + time.Minute

// Stripe is dayspa.PaymentProvider on Stripe's API.
type Stripe struct {
	client        *stripe.Client
	webhookSecret string
	// now is the clock the session's expiry is checked against.
	now func() time.Time
}

var _ dayspa.PaymentProvider = (*Stripe)(nil)

// StripeConfig is what NewStripe needs.
type StripeConfig struct {
	SecretKey     string
	WebhookSecret string
	// APIURL is the API's address; "" is Stripe's own (tests give
	// stripe-mock's).
	APIURL string
	// HTTPClient is the client of the API calls; nil is one with a 20 s
	// time-out.
	HTTPClient *http.Client
	// Now is the clock; nil is time.Now.
	Now func() time.Time
}

// NewStripe returns the provider. The SDK's own logging is off: the
// errors it would print are returned, and the caller logs them.
func NewStripe(c StripeConfig) *Stripe {
	hc := c.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: 20 * time.Second}
	}
	cfg := &stripe.BackendConfig{
		HTTPClient:    hc,
		LeveledLogger: &stripe.LeveledLogger{Level: stripe.LevelNull},
	}
	if c.APIURL != "" {
		cfg.URL = stripe.String(c.APIURL)
	}
	now := c.Now
	if now == nil {
		now = time.Now
	}
	return &Stripe{
		client:        stripe.NewClient(c.SecretKey, stripe.WithBackends(stripe.NewBackendsWithConfig(cfg))),
		webhookSecret: c.WebhookSecret,
		now:           now,
	}
}

// Name is "stripe".
func (s *Stripe) Name() string { return StripeName }

// CreateCheckout makes a Checkout session in payment mode for the
// deposit, payment link or gift card: one line of r.Amount fils in AED
// (Stripe takes the smallest unit of the currency as an integer), the
// booking's id (or the gift card order's) as the client reference and in
// the metadata of the session and of its payment.
func (s *Stripe) CreateCheckout(ctx context.Context, r dayspa.CheckoutRequest) (dayspa.CheckoutSession, error) {
	if r.Amount <= 0 {
		return dayspa.CheckoutSession{}, fmt.Errorf("stripe: checkout of %s AED", r.Amount)
	}
	expires := r.ExpiresAt
	if min := s.now().Add(MinCheckoutLife); expires.Before(min) {
		expires = min
	}
	// The session names what it pays for: a booking, a gift card order or
	// a package's or membership's order.
	key, ref := "booking_id", strconv.FormatInt(r.BookingID, 10)
	switch {
	case r.GiftCardOrderID > 0:
		key, ref = "gift_card_order_id", strconv.FormatInt(r.GiftCardOrderID, 10)
	case r.OfferOrderID > 0:
		key, ref = "offer_order_id", strconv.FormatInt(r.OfferOrderID, 10)
	}
	p := &stripe.CheckoutSessionCreateParams{
		Mode:              stripe.String(string(stripe.CheckoutSessionModePayment)),
		ClientReferenceID: stripe.String(ref),
		ExpiresAt:         stripe.Int64(expires.Unix()),
		SuccessURL:        stripe.String(r.SuccessURL),
		CancelURL:         stripe.String(r.CancelURL),
		LineItems: []*stripe.CheckoutSessionCreateLineItemParams{{
			Quantity: stripe.Int64(1),
			PriceData: &stripe.CheckoutSessionCreateLineItemPriceDataParams{
				Currency:    stripe.String(dayspa.Currency),
				UnitAmount:  stripe.Int64(int64(r.Amount)),
				ProductData: &stripe.CheckoutSessionCreateLineItemPriceDataProductDataParams{Name: stripe.String(r.Description)},
			},
		}},
		PaymentIntentData: &stripe.CheckoutSessionCreatePaymentIntentDataParams{
			Metadata: map[string]string{key: ref},
		},
	}
	if r.CustomerEmail != "" {
		p.CustomerEmail = stripe.String(r.CustomerEmail)
	}
	saveCard(p, r)
	p.AddMetadata(key, ref)
	sess, err := s.client.V1CheckoutSessions.Create(ctx, p)
	if err != nil {
		return dayspa.CheckoutSession{}, fmt.Errorf("stripe: create checkout session: %w", err)
	}
	if sess.ID == "" || sess.URL == "" {
		return dayspa.CheckoutSession{}, errors.New("stripe: checkout session without an id or a url")
	}
	return dayspa.CheckoutSession{ID: sess.ID, URL: sess.URL}, nil
}

// ExpireCheckout expires session id.
func (s *Stripe) ExpireCheckout(ctx context.Context, id string) error {
	if _, err := s.client.V1CheckoutSessions.Expire(ctx, id, nil); err != nil {
		return fmt.Errorf("stripe: expire checkout session: %w", err)
	}
	return nil
}

// Refund refunds amount of the payment intent ref; key is the request's
// idempotency key, so that a retry refunds once.
func (s *Stripe) Refund(ctx context.Context, ref string, amount dayspa.Money, key string) (string, error) {
	if ref == "" {
		return "", errors.New("stripe: refund of a payment without a payment intent")
	}
	p := &stripe.RefundCreateParams{PaymentIntent: stripe.String(ref), Amount: stripe.Int64(int64(amount))}
	p.SetIdempotencyKey(key)
	r, err := s.client.V1Refunds.Create(ctx, p)
	if err != nil {
		return "", fmt.Errorf("stripe: refund: %w", err)
	}
	return r.ID, nil
}

// VerifyEvent checks the Stripe-Signature header of a webhook's body with
// the endpoint's secret (webhook.ConstructEventWithOptions, with the SDK's
// default tolerance of five minutes against replays) and reads a paid
// checkout.session.completed; other events, and a session completed but
// not paid yet (a delayed payment method), are nil.
//
// The event's API version is not checked against the SDK's: only the
// session's id, amount, currency, payment intent and metadata are read,
// which every version has.
func (s *Stripe) VerifyEvent(payload []byte, signature string) (*dayspa.PaymentEvent, error) {
	ev, err := webhook.ConstructEventWithOptions(payload, signature, s.webhookSecret,
		webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil {
		return nil, fmt.Errorf("stripe: webhook: %w", err)
	}
	if ev.ID == "" {
		return nil, errors.New("stripe: webhook: event without an id")
	}
	if ev.Type != stripe.EventTypeCheckoutSessionCompleted || ev.Data == nil {
		return nil, nil
	}
	var sess stripe.CheckoutSession
	if err := json.Unmarshal(ev.Data.Raw, &sess); err != nil {
		return nil, fmt.Errorf("stripe: webhook: checkout session: %w", err)
	}
	if sess.PaymentStatus != stripe.CheckoutSessionPaymentStatusPaid {
		return nil, nil
	}
	out := &dayspa.PaymentEvent{
		ID:        ev.ID,
		Provider:  StripeName,
		Type:      dayspa.PaymentCompleted,
		SessionID: sess.ID,
		Amount:    dayspa.Money(sess.AmountTotal),
		Currency:  string(sess.Currency),
	}
	if sess.PaymentIntent != nil {
		out.PaymentRef = sess.PaymentIntent.ID
	}
	if sess.Customer != nil {
		out.Customer = sess.Customer.ID
	}
	if id, err := strconv.ParseInt(sess.Metadata["booking_id"], 10, 64); err == nil && id > 0 {
		out.BookingID = id
	}
	return out, nil
}
