package taxdoc

import (
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// The documents the tests render, priced by the domain as checkout and the
// credit note dialog price them.

var dubai = func() *time.Location {
	loc, err := time.LoadLocation("Asia/Dubai")
	if err != nil {
		panic(err)
	}
	return loc
}()

func testSeller() dayspa.Seller {
	return dayspa.Seller{
		LegalName:    "Serenity Day Spa L.L.C.",
		LegalNameAr:  "سيرينيتي داي سبا ش.ذ.م.م",
		Address:      "Jumeirah Beach Hotel, Umm Suqeim, Dubai, UAE",
		AddressAr:    "فندق جميرا بيتش، أم سقيم، دبي، الإمارات العربية المتحدة",
		TRN:          "100123456700003",
		TradeLicence: "DED-778812",
	}
}

func id(n int64) *int64 { return &n }

// issue prices the sale for the seller and makes it an issued invoice.
func issue(t *testing.T, s dayspa.Sale, seller dayspa.Seller, seq int64) *dayspa.TaxDocument {
	t.Helper()
	p, err := dayspa.PriceSale(s, seller)
	if err != nil {
		t.Fatalf("PriceSale: %v", err)
	}
	at := time.Date(2026, 11, 27, 15, 5, 0, 0, dubai)
	rate := dayspa.StandardVATRate
	if !seller.Registered() {
		rate = 0
	}
	return &dayspa.TaxDocument{
		ID: seq, Kind: dayspa.KindInvoice, Format: p.Format, Sequence: seq,
		Number: dayspa.DocumentNumber("INV-", seq), IssuedAt: at,
		IssueDate: dayspa.Date{Year: 2026, Month: time.November, Day: 27},
		Seller:    seller, Buyer: s.Buyer, VATRate: rate, Lines: p.Lines, Totals: p.Totals,
		Payments: s.Payments, Tips: s.Tips, DiscountReason: s.DiscountReason,
		BookingID: id(41), CustomerName: "Layla Haddad", TherapistName: "Aiko Tanaka",
		Language: dayspa.Arabic, IssuedBy: "Reception",
	}
}

// simplifiedInvoice: a massage, an add-on and a product, 10 % off the sale,
// paid half in cash and half by card, with cash and card tips.
func simplifiedInvoice(t *testing.T) *dayspa.TaxDocument {
	sale := dayspa.Sale{
		Lines: []dayspa.SaleLine{
			{ServiceID: id(3), Description: "Balinese Massage (60 min)", UnitPrice: 38000, Quantity: 1},
			{ServiceID: id(9), Description: "Hot stones add-on", UnitPrice: 9500, Quantity: 1, Discount: 1000, PriceReason: "Regular guest"},
			{Description: "Argan body oil 100 ml", UnitPrice: 12000, Quantity: 2},
		},
		DiscountPercent: 1000,
		DiscountReason:  "Birthday month",
		Tips:            dayspa.SharedTips(2000, 3000),
	}
	p, err := dayspa.PriceLines(sale, testSeller())
	if err != nil {
		t.Fatal(err)
	}
	half := p.Total / 2
	sale.Payments = []dayspa.Payment{{Method: dayspa.PayCash, Amount: half}, {Method: dayspa.PayCard, Amount: p.Total - half}}
	return issue(t, sale, testSeller(), 123)
}

// fullInvoice: a company buyer registered for VAT.
func fullInvoice(t *testing.T) *dayspa.TaxDocument {
	sale := dayspa.Sale{
		Lines: []dayspa.SaleLine{
			{ServiceID: id(5), Description: "Couples Retreat (90 min)", UnitPrice: 150000, Quantity: 4},
			{Description: "Spa day pass", UnitPrice: 45000, Quantity: 3},
		},
		Payments: []dayspa.Payment{{Method: dayspa.PayCard, Amount: 735000}},
		Buyer:    &dayspa.Buyer{Name: "Gulf Events Trading L.L.C.", Address: "Office 1204, Al Moosa Tower, Sheikh Zayed Road, Dubai", TRN: "100987654300003"},
	}
	return issue(t, sale, testSeller(), 124)
}

// creditNote credits 100.00 of the simplified invoice's first line.
func creditNote(t *testing.T) (*dayspa.TaxDocument, *dayspa.TaxDocument) {
	inv := simplifiedInvoice(t)
	lines, err := dayspa.PriceCredit(inv, dayspa.Credited{}, dayspa.CreditRequest{Lines: map[int]dayspa.Money{1: 10000}, Reason: "Treatment cut short by 20 minutes"})
	if err != nil {
		t.Fatal(err)
	}
	cn := *inv
	cn.ID, cn.Kind, cn.Sequence, cn.Number = 7, dayspa.KindCreditNote, 7, dayspa.DocumentNumber("CN-", 7)
	cn.IssuedAt = inv.IssuedAt.Add(48 * time.Hour)
	cn.IssueDate = dayspa.Date{Year: 2026, Month: time.November, Day: 29}
	cn.Lines, cn.Totals = lines, dayspa.SumLines(lines)
	cn.Payments, cn.Tips, cn.DiscountReason = []dayspa.Payment{{Method: dayspa.PayCard, Amount: cn.Total}}, dayspa.Tips{}, ""
	cn.Reason = "Treatment cut short by 20 minutes"
	cn.CorrectsID, cn.CorrectsNumber = &inv.ID, inv.Number
	return &cn, inv
}

// creditNoteFull credits 1,000.00 of the full invoice, shared over its
// lines.
func creditNoteFull(t *testing.T) *dayspa.TaxDocument {
	inv := fullInvoice(t)
	lines, err := dayspa.PriceCredit(inv, dayspa.Credited{}, dayspa.CreditRequest{Amount: 100000, Reason: "Agreed event discount"})
	if err != nil {
		t.Fatal(err)
	}
	cn := *inv
	cn.ID, cn.Kind, cn.Sequence, cn.Number = 8, dayspa.KindCreditNote, 8, dayspa.DocumentNumber("CN-", 8)
	cn.Lines, cn.Totals = lines, dayspa.SumLines(lines)
	cn.Payments = []dayspa.Payment{{Method: dayspa.PayCard, Amount: cn.Total}}
	cn.Reason = "Agreed event discount"
	cn.CorrectsID, cn.CorrectsNumber = &inv.ID, inv.Number
	return &cn
}

// receipt: the same sale at a spa not registered for VAT.
func receipt(t *testing.T) *dayspa.TaxDocument {
	seller := testSeller()
	seller.TRN = ""
	sale := dayspa.Sale{
		Lines:    []dayspa.SaleLine{{ServiceID: id(3), Description: "Balinese Massage (60 min)", UnitPrice: 38000, Quantity: 1}},
		Payments: []dayspa.Payment{{Method: dayspa.PayCash, Amount: 38000}},
		Tips:     dayspa.SharedTips(0, 2000),
	}
	return issue(t, sale, seller, 125)
}

// arabicBuyerInvoice: a full invoice whose buyer and one line are written in
// Arabic.
func arabicBuyerInvoice(t *testing.T) *dayspa.TaxDocument {
	sale := dayspa.Sale{
		Lines:    []dayspa.SaleLine{{ServiceID: id(9), Description: "تدليك بالأحجار الساخنة", UnitPrice: 42000, Quantity: 2}},
		Payments: []dayspa.Payment{{Method: dayspa.PayCash, Amount: 84000}},
		Buyer:    &dayspa.Buyer{Name: "شركة الخليج للفعاليات", Address: "برج الموسى، شارع الشيخ زايد، دبي", TRN: "100555666700003"},
	}
	return issue(t, sale, testSeller(), 126)
}
