package dayspa

import (
	"reflect"
	"testing"
)

// What a credit note gives back to what paid the invoice: a gift card its
// share of the credit, in proportion to what it paid, never more than it
// paid in all; a package's sessions only when the invoice is credited in
// full; cash and card nothing (the desk refunds them).
func TestCreditGiveBack(t *testing.T) {
	// AED 400: AED 300 by gift card 7, AED 100 in cash; a package's session (8) paid the other line.
	inv := &TaxDocument{Kind: KindInvoice, Totals: Totals{Total: AED(400)},
		Lines: []TaxLine{{Position: 1, Amount: AED(400)}, {Position: 2, Amount: 0}},
		Payments: []Payment{
			{Method: PayEntitlement, EntitlementID: 7, Amount: AED(300), CardHint: "…NPQR-S", Kind: KindGiftCard},
			{Method: PayCash, Amount: AED(100)},
			{Method: PayEntitlement, EntitlementID: 8, Sessions: 1, Kind: KindPackage},
		}}
	card := func(amount Money) Payment {
		return Payment{Method: PayEntitlement, EntitlementID: 7, Amount: amount, CardHint: "…NPQR-S", Kind: KindGiftCard}
	}
	session := Payment{Method: PayEntitlement, EntitlementID: 8, Sessions: 1, Kind: KindPackage}
	note := func(amount Money, back ...Payment) TaxDocument {
		return TaxDocument{Kind: KindCreditNote, Totals: Totals{Total: amount}, Lines: []TaxLine{{Corrects: 1, Amount: amount}}, Payments: back}
	}
	for _, c := range []struct {
		name    string
		earlier []TaxDocument
		credit  Money
		want    []Payment
	}{
		{"a part: the card's three quarters", nil, AED(100), []Payment{card(AED(75))}},
		{"a fils that does not share evenly goes to the desk", nil, 1, nil},
		{"all of it: the card's share and the session", nil, AED(400), []Payment{card(AED(300)), session}},
		{"the rest after a part", []TaxDocument{note(AED(100), card(AED(75)))}, AED(300), []Payment{card(AED(225)), session}},
		{"never more than the card paid", []TaxDocument{note(AED(100), card(AED(290)))}, AED(300), []Payment{card(AED(10)), session}},
		{"nothing to credit", nil, 0, nil},
	} {
		if got := CreditGiveBack(inv, c.earlier, c.credit); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
	cash := &TaxDocument{Kind: KindInvoice, Totals: Totals{Total: AED(100)}, Lines: []TaxLine{{Position: 1, Amount: AED(100)}},
		Payments: []Payment{{Method: PayCard, Amount: AED(100)}}}
	if got := CreditGiveBack(cash, nil, AED(100)); got != nil {
		t.Errorf("an invoice paid by card gives back %+v", got)
	}
}
