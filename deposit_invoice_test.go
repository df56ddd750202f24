package dayspa

import "testing"

// The final invoice deducts the deposit that stands: its totals and VAT
// are the sale's less the deposit's, its payments add up to the rest, and
// a sale below the deposit is refused.
func TestPriceSaleAfterDeposit(t *testing.T) {
	seller := Seller{LegalName: "Spa", TRN: "100123456700003"}
	id := int64(1)
	s := Sale{Lines: []SaleLine{{ServiceID: &id, Description: "Massage", UnitPrice: AED(350), Quantity: 1}},
		Payments: []Payment{{Method: PayCash, Amount: AED(250)}}}
	pre := &Prepayment{DocumentID: 7, Number: "INV-000007", Amount: AED(100), VAT: VATIn(AED(100), StandardVATRate)}
	p, err := PriceSaleAfter(s, seller, pre)
	if err != nil {
		t.Fatal(err)
	}
	if p.Total != AED(250) || p.VAT != VATIn(AED(350), StandardVATRate)-pre.VAT || p.Net != p.Total-p.VAT || p.Due != 0 {
		t.Fatalf("priced %+v", p)
	}
	if SumLines(p.Lines).Total != AED(350) {
		t.Fatalf("lines %+v: the final invoice lists the whole sale", p.Lines)
	}
	// The whole price paid again is not what is due.
	s.Payments = []Payment{{Method: PayCash, Amount: AED(350)}}
	if _, err := PriceSaleAfter(s, seller, pre); ErrorCode(err) != EINVALID {
		t.Fatalf("paying the deposit twice: %v", err)
	}
	// Without a deposit, as PriceSale.
	if p, err := PriceSaleAfter(s, seller, nil); err != nil || p.Total != AED(350) {
		t.Fatalf("no deposit: %+v, %v", p, err)
	}
	big := &Prepayment{Amount: AED(400)}
	if _, err := PriceLinesAfter(s, seller, big); ErrorCode(err) != EINVALID {
		t.Fatalf("a sale below its deposit: %v", err)
	}
}
