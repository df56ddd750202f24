package stripemock

import (
	"encoding/json"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/webhook"
)

// CompletedEvent is Stripe's checkout.session.completed event id for the
// Checkout session, as Stripe sends it: the payment's status ("paid",
// "unpaid"), its amount in fils (AED) and the booking id in the session's
// metadata.
func CompletedEvent(id, session, status string, amount int64, booking string) []byte {
	return completedEvent(id, session, status, amount, booking, "")
}

// CompletedCardEvent is CompletedEvent of a paid deposit whose session
// saved the card on Stripe's customer: the session names it.
func CompletedCardEvent(id, session string, amount int64, booking, customer string) []byte {
	return completedEvent(id, session, "paid", amount, booking, customer)
}

func completedEvent(id, session, status string, amount int64, booking, customer string) []byte {
	sess := map[string]any{
		"id": session, "object": "checkout.session", "amount_total": amount, "currency": "aed",
		"payment_status": status, "payment_intent": "pi_" + session, "metadata": map[string]string{"booking_id": booking},
	}
	if customer != "" {
		sess["customer"] = customer
	}
	b, err := json.Marshal(map[string]any{
		"id": id, "object": "event", "type": "checkout.session.completed", "api_version": stripe.APIVersion,
		"data": map[string]any{"object": sess},
	})
	if err != nil {
		panic(err) // maps of strings and numbers always marshal
	}
	return b
}

// Signature is the Stripe-Signature header Stripe would send with payload,
// signed with the webhook's secret now.
func Signature(payload []byte, secret string) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret}).Header
}
