package stripemock

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stripe/stripe-go/v82"
)

// Declining starts an API that answers every PaymentIntent's creation as
// Stripe answers a declined card (402, a card_error with its decline
// code), which stripe-mock cannot; it stops when t ends.
func Declining(t testing.TB) string {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Request-Id", "req_declined")
		w.WriteHeader(http.StatusPaymentRequired)
		_, _ = w.Write([]byte(`{"error":{"type":"card_error","code":"card_declined","decline_code":"insufficient_funds",` +
			`"message":"Your card has insufficient funds."}}`))
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// CompletedCardEvent is CompletedEvent of a paid deposit whose session
// saved the card on Stripe's customer: the session names it.
func CompletedCardEvent(id, session string, amount int64, booking, customer string) []byte {
	b, err := json.Marshal(map[string]any{
		"id": id, "object": "event", "type": "checkout.session.completed", "api_version": stripe.APIVersion,
		"data": map[string]any{"object": map[string]any{
			"id": session, "object": "checkout.session", "amount_total": amount, "currency": "aed", "customer": customer,
			"payment_status": "paid", "payment_intent": "pi_" + session, "metadata": map[string]string{"booking_id": booking},
		}},
	})
	if err != nil {
		panic(err) // maps of strings and numbers always marshal
	}
	return b
}
