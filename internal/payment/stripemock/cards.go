package stripemock

import (
	"net/http"
	"net/http/httptest"
	"testing"
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
