package loadgen

import (
	"encoding/json"
	"testing"

	"github.com/dayspa/dayspa"
)

// TestCheckoutOfDraft: the body sells the draft's lines as drafted and
// pays their total in cash, so the domain reads and prices it as a sale.
func TestCheckoutOfDraft(t *testing.T) {
	body, err := CheckoutOfDraft([]byte(`{"lines":[{"serviceId":3,"description":"Swedish Massage","unitPrice":"450.00","quantity":2}]}`))
	if err != nil {
		t.Fatal(err)
	}
	var in dayspa.CheckoutInput
	if err := json.Unmarshal([]byte(body), &in); err != nil {
		t.Fatal(err)
	}
	sale, err := in.Read()
	if err != nil {
		t.Fatal(err)
	}
	priced, err := dayspa.PriceSale(sale, dayspa.Seller{TRN: "100123456700003"})
	if err != nil || priced.Total != dayspa.AED(900) {
		t.Fatalf("%s priced %+v, %v", body, priced.Totals, err)
	}
	if _, err := CheckoutOfDraft([]byte(`{"lines":[]}`)); err == nil {
		t.Error("a draft without lines made a checkout")
	}
}
