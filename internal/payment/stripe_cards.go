package payment

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"

	"github.com/stripe/stripe-go/v82"

	"github.com/dayspa/dayspa"
)

// The card a guest saves with a deposit, and the fees charged to it: the
// spa keeps Stripe's ids of the customer and the payment method only;
// the card's brand and last four digits are read from Stripe when the
// desk is shown a fee, never stored.

var _ dayspa.CardProvider = (*Stripe)(nil)

// saveCard has a deposit's Checkout session keep the card for later
// off-session charges (payment_intent_data.setup_future_usage), on the
// guest's Stripe customer: the one given, or one the session makes. Stripe
// tells the guest on its page that the card is saved; custom_text says
// why, next to the pay button.
func saveCard(p *stripe.CheckoutSessionCreateParams, r dayspa.CheckoutRequest) {
	if !r.SaveCard {
		return
	}
	p.PaymentIntentData.SetupFutureUsage = stripe.String(string(stripe.PaymentIntentSetupFutureUsageOffSession))
	if r.Customer != "" {
		p.Customer = stripe.String(r.Customer)
		p.CustomerEmail = nil // Stripe takes one of the two
	} else {
		p.CustomerCreation = stripe.String(string(stripe.CheckoutSessionCustomerCreationAlways))
	}
	if r.SaveCardNotice != "" {
		p.CustomText = &stripe.CheckoutSessionCreateCustomTextParams{
			Submit: &stripe.CheckoutSessionCreateCustomTextSubmitParams{Message: stripe.String(r.SaveCardNotice)},
		}
	}
}

// PaymentCard reads the PaymentIntent ref: its customer and payment
// method ids (the intent's, or else its charge's).
func (s *Stripe) PaymentCard(ctx context.Context, ref string) (string, string, error) {
	if ref == "" {
		return "", "", errors.New("stripe: payment card of no payment intent")
	}
	p := &stripe.PaymentIntentRetrieveParams{}
	p.AddExpand("latest_charge")
	pi, err := s.client.V1PaymentIntents.Retrieve(ctx, ref, p)
	var serr *stripe.Error
	if errors.As(err, &serr) && serr.HTTPStatusCode == http.StatusNotFound {
		// No such intent (another account's, or gone): no card, read
		// once, rather than asked again at every round of the job.
		return "", "", nil
	} else if err != nil {
		return "", "", fmt.Errorf("stripe: payment intent: %w", err)
	}
	var customer, method string
	if pi.Customer != nil {
		customer = pi.Customer.ID
	}
	if pi.PaymentMethod != nil {
		method = pi.PaymentMethod.ID
	} else if pi.LatestCharge != nil && pi.LatestCharge.PaymentMethod != "" {
		method = pi.LatestCharge.PaymentMethod
	}
	if customer == "" && pi.LatestCharge != nil && pi.LatestCharge.Customer != nil {
		customer = pi.LatestCharge.Customer.ID
	}
	return customer, method, nil
}

// DescribeCard reads the payment method's card brand and last four
// digits, as Stripe gives them.
func (s *Stripe) DescribeCard(ctx context.Context, method string) (dayspa.CardSummary, error) {
	pm, err := s.client.V1PaymentMethods.Retrieve(ctx, method, nil)
	if err != nil {
		return dayspa.CardSummary{}, fmt.Errorf("stripe: payment method: %w", err)
	}
	if pm.Card == nil {
		return dayspa.CardSummary{Brand: string(pm.Type)}, nil
	}
	return dayspa.CardSummary{Brand: string(pm.Card.Brand), Last4: pm.Card.Last4}, nil
}

// ChargeCard makes and confirms a PaymentIntent of c's amount in fils on
// the saved card, off-session (the guest is not there), with c.Key as
// the idempotency key. A card error (a decline, or a card that needs the
// guest to authenticate) is a *dayspa.CardDeclinedError: Stripe answers
// an off-session confirmation that fails with a card_error (402), never
// with an intent left for the guest.
func (s *Stripe) ChargeCard(ctx context.Context, c dayspa.CardCharge) (string, error) {
	if c.Amount <= 0 || c.Card.Customer == "" || c.Card.PaymentMethod == "" {
		return "", fmt.Errorf("stripe: charge of %s AED without a saved card", c.Amount)
	}
	p := &stripe.PaymentIntentCreateParams{
		Amount:        stripe.Int64(int64(c.Amount)),
		Currency:      stripe.String(dayspa.Currency),
		Customer:      stripe.String(c.Card.Customer),
		PaymentMethod: stripe.String(c.Card.PaymentMethod),
		OffSession:    stripe.Bool(true),
		Confirm:       stripe.Bool(true),
		Description:   stripe.String(c.Description),
	}
	if c.BookingID > 0 {
		p.AddMetadata("booking_id", strconv.FormatInt(c.BookingID, 10))
		p.AddMetadata("fee", string(c.Kind))
	}
	if c.EntitlementID > 0 {
		p.AddMetadata("entitlement_id", strconv.FormatInt(c.EntitlementID, 10))
	}
	p.SetIdempotencyKey(c.Key)
	pi, err := s.client.V1PaymentIntents.Create(ctx, p)
	var serr *stripe.Error
	if errors.As(err, &serr) && serr.Type == stripe.ErrorTypeCard {
		reason := string(serr.DeclineCode)
		if reason == "" {
			reason = string(serr.Code)
		}
		if reason == "" {
			reason = "card_declined"
		}
		return "", &dayspa.CardDeclinedError{Reason: reason}
	} else if err != nil {
		return "", fmt.Errorf("stripe: charge: %w", err)
	}
	return pi.ID, nil
}
