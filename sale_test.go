package dayspa

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

var registered = Seller{LegalName: "Serenity Spa LLC", Address: "Al Barsha 1, Dubai", TRN: "100123456700003"}

func TestVATIn(t *testing.T) {
	for _, c := range []struct{ gross, vat Money }{
		{AED(105), AED(5)}, // 100 + 5 %
		{AED(100), 476},    // 100 × 5 / 105 = 4.7619…
		{AED(350), 1667},   // 16.666… rounds up
		{1, 0},             // 0.0476 fils rounds down
		{11, 1},            // 0.52 fils rounds up
		{0, 0},
	} {
		if got := VATIn(c.gross, StandardVATRate); got != c.vat {
			t.Errorf("VATIn(%s) = %s, want %s", c.gross, got, c.vat)
		}
	}
}

func TestSellerVATRate(t *testing.T) {
	if got := (Seller{TRN: "100123456700003"}).VATRate(); got != StandardVATRate {
		t.Errorf("registered seller's rate = %v, want %v", got, StandardVATRate)
	}
	if got := (Seller{}).VATRate(); got != 0 {
		t.Errorf("unregistered seller's rate = %v, want 0", got)
	}
}

func TestSalePaid(t *testing.T) {
	if got := (Sale{}).Paid(); got != 0 {
		t.Errorf("no payments: %s", got)
	}
	s := Sale{Payments: []Payment{{Method: PayCash, Amount: AED(200)}, {Method: PayCard, Amount: 5001}}}
	if got := s.Paid(); got != AED(250)+1 {
		t.Errorf("paid = %s, want 250.01", got)
	}
}

func readSale(t *testing.T, body string) (Sale, error) {
	t.Helper()
	var in CheckoutInput
	if err := json.Unmarshal([]byte(body), &in); err != nil {
		t.Fatal(err)
	}
	return in.Read()
}

func fields(err error) map[string]FieldMsg {
	var e *Error
	if errors.As(err, &e) {
		return e.FieldMsgs
	}
	return nil
}

func TestCheckoutReadRefusesBadInput(t *testing.T) {
	for _, c := range []struct{ name, body, field string }{
		{"no lines", `{"lines":[]}`, "lines"},
		{"negative price", `{"lines":[{"description":"Massage","unitPrice":"-1"}]}`, "lines[0].unitPrice"},
		{"price not a number", `{"lines":[{"description":"Massage","unitPrice":"abc"}]}`, "lines[0].unitPrice"},
		{"three decimals", `{"lines":[{"description":"Massage","unitPrice":"1.234"}]}`, "lines[0].unitPrice"},
		{"blank description", `{"lines":[{"description":"  ","unitPrice":"1"}]}`, "lines[0].description"},
		{"quantity 0", `{"lines":[{"description":"Oil","unitPrice":"1","quantity":0}]}`, "lines[0].quantity"},
		{"quantity 1.5", `{"lines":[{"description":"Oil","unitPrice":"1","quantity":1.5}]}`, "lines[0].quantity"},
		{"quantity 100", `{"lines":[{"description":"Oil","unitPrice":"1","quantity":"100"}]}`, "lines[0].quantity"},
		{"quantity not a number", `{"lines":[{"description":"Oil","unitPrice":"1","quantity":true}]}`, "lines[0].quantity"},
		{"price reason of nothing that shows", `{"lines":[{"description":"Oil","unitPrice":"1","priceReason":"\u200b"}]}`, "lines[0].priceReason"},
		{"discount above line", `{"lines":[{"description":"Oil","unitPrice":"10","quantity":2,"discount":"20.01"}]}`, "lines[0].discount"},
		{"discount without reason", `{"lines":[{"description":"Oil","unitPrice":"10"}],"discount":{"amount":"1"}}`, "discount.reason"},
		{"amount and percent", `{"lines":[{"description":"Oil","unitPrice":"10"}],"discount":{"amount":"1","percent":"5","reason":"x"}}`, "discount"},
		{"percent above 100", `{"lines":[{"description":"Oil","unitPrice":"10"}],"discount":{"percent":"101","reason":"x"}}`, "discount.percent"},
		{"payment method", `{"lines":[{"description":"Oil","unitPrice":"10"}],"payments":[{"method":"cheque","amount":"10"}]}`, "payments[0].method"},
		{"negative payment", `{"lines":[{"description":"Oil","unitPrice":"10"}],"payments":[{"method":"cash","amount":-10}]}`, "payments[0].amount"},
		{"tip shares", `{"lines":[{"description":"Oil","unitPrice":"10"}],"tips":{"cash":"10","therapistShare":"6","spaShare":"3"}}`, "tips.therapistShare"},
		{"buyer's name of nothing that shows", `{"lines":[{"description":"Oil","unitPrice":"10"}],"buyer":{"name":"\u200b","address":"Dubai"}}`, "buyer.name"},
		{"buyer's name with a direction override", `{"lines":[{"description":"Oil","unitPrice":"10"}],"buyer":{"name":"Acme\u202e","address":"Dubai"}}`, "buyer.name"},
		{"buyer's address with a control character", `{"lines":[{"description":"Oil","unitPrice":"10"}],"buyer":{"name":"Acme","address":"Dubai\u0007"}}`, "buyer.address"},
		{"TRN of 14 digits", `{"lines":[{"description":"Oil","unitPrice":"10"}],"buyer":{"name":"Acme","address":"Dubai","trn":"10012345670000"}}`, "buyer.trn"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := readSale(t, c.body)
			if _, ok := fields(err)[c.field]; !ok {
				t.Fatalf("error %v does not name %s", err, c.field)
			}
		})
	}
}

// TestCheckoutReadBuyer: the buyer's details are cleaned as every text
// field is; a character that hides is text.hidden_chars, a detail too
// long buyer.long naming its bound.
func TestCheckoutReadBuyer(t *testing.T) {
	s, err := readSale(t, `{"lines":[{"description":"Oil","unitPrice":"10"}],
		"buyer":{"name":" Acme   Trading LLC ","address":" Office 4\nBusiness Bay ","trn":" 100987654300003 "}}`)
	if err != nil {
		t.Fatal(err)
	}
	if want := (Buyer{Name: "Acme Trading LLC", Address: "Office 4\nBusiness Bay", TRN: "100987654300003"}); *s.Buyer != want {
		t.Errorf("buyer = %+v, want %+v", *s.Buyer, want)
	}
	_, err = readSale(t, `{"lines":[{"description":"Oil","unitPrice":"10"}],"buyer":{"name":"\u200b","address":"`+strings.Repeat("a", 501)+`"}}`)
	f := fields(err)
	if f["buyer.name"].Code != MsgHiddenChars.Code || f["buyer.address"].Code != MsgBuyerLong.Code || f["buyer.address"].Params["max"] != "500" {
		t.Errorf("fields = %+v", f)
	}
}

// TestCheckoutReadCleansText: the sale's texts are cleaned as every
// one-line field is (runs of spaces made one), and a quantity is a whole
// number however it is written (2.0 is 2).
func TestCheckoutReadCleansText(t *testing.T) {
	s, err := readSale(t, `{"lines":[{"description":" Aroma   oil ","unitPrice":"10","quantity":2.0,"priceReason":"Loyal   guest"},
		{"description":"Balm","unitPrice":"5","quantity":"3"}],"discount":{"amount":"1","reason":" Birthday   gift "}}`)
	if err != nil {
		t.Fatal(err)
	}
	l := s.Lines[0]
	if l.Description != "Aroma oil" || l.PriceReason != "Loyal guest" || l.Quantity != 2 || s.Lines[1].Quantity != 3 {
		t.Errorf("lines = %+v", s.Lines)
	}
	if s.DiscountReason != "Birthday gift" {
		t.Errorf("discount reason = %q", s.DiscountReason)
	}
	var in CreditNoteInput
	if err := json.Unmarshal([]byte(`{"amount":"5","reason":" Wrong   price "}`), &in); err != nil {
		t.Fatal(err)
	}
	if r, err := in.Read(); err != nil || r.Reason != "Wrong price" {
		t.Errorf("credit reason = %q, %v", r.Reason, err)
	}
}

func TestCheckoutReadDefaults(t *testing.T) {
	s, err := readSale(t, `{"lines":[{"serviceId":3,"description":"Balinese Massage","unitPrice":"350"}],
		"tips":{"cash":"50","card":"50.01"},"payments":[{"method":"card","amount":350}]}`)
	if err != nil {
		t.Fatal(err)
	}
	if s.Lines[0].Quantity != 1 {
		t.Errorf("quantity = %d, want 1", s.Lines[0].Quantity)
	}
	// 60 % of 100.01 is 60.006, rounded to 60.01; the spa keeps the rest.
	if want := (Tips{Cash: AED(50), Card: 5001, TherapistShare: 6001, SpaShare: 4000}); s.Tips != want {
		t.Errorf("tips = %+v, want %+v", s.Tips, want)
	}
}

func TestPriceSale(t *testing.T) {
	s := Sale{
		Lines: []SaleLine{
			{Description: "Balinese Massage", UnitPrice: AED(350), Quantity: 1},
			{Description: "Aroma oil", UnitPrice: AED(45), Quantity: 2, Discount: AED(10)},
		},
		DiscountAmount: AED(30), DiscountReason: "Loyal guest",
		Payments: []Payment{{Method: PayCash, Amount: AED(200)}, {Method: PayCard, Amount: AED(200)}},
	}
	p, err := PriceSale(s, registered)
	if err != nil {
		t.Fatal(err)
	}
	// 350 and 80 share 30: 24.418… and 5.581…, the fils left over to the
	// larger remainder.
	if p.Lines[0].Amount != 32558 || p.Lines[1].Amount != 7442 {
		t.Fatalf("amounts = %s, %s", p.Lines[0].Amount, p.Lines[1].Amount)
	}
	if p.Total != AED(400) || p.VAT != VATIn(32558, StandardVATRate)+VATIn(7442, StandardVATRate) {
		t.Errorf("totals = %+v", p.Totals)
	}
	if p.Format != FormatSimplified {
		t.Errorf("format = %s", p.Format)
	}

	s.Payments = []Payment{{Method: PayCash, Amount: AED(399)}}
	if _, err := PriceSale(s, registered); fields(err)["payments"].Code != "sale.payments" {
		t.Errorf("payments short: %v", err)
	}

	unregistered := registered
	unregistered.TRN = ""
	s.Payments = []Payment{{Method: PayCard, Amount: AED(400)}}
	p, err = PriceSale(s, unregistered)
	if err != nil || p.Format != FormatReceipt || p.VAT != 0 || p.Net != p.Total {
		t.Errorf("not registered: %+v %v", p, err)
	}
}

func TestPriceSaleFullInvoice(t *testing.T) {
	big := Sale{Lines: []SaleLine{{Description: "Spa day for 12", UnitPrice: AED(10000) + 1, Quantity: 1}},
		Payments: []Payment{{Method: PayCard, Amount: AED(10000) + 1}}}
	_, err := PriceSale(big, registered)
	if f := fields(err); f["buyer.name"].Code == "" || f["buyer.address"].Code == "" {
		t.Fatalf("above AED 10,000 without a buyer: %v", err)
	}
	big.Buyer = &Buyer{Name: "Acme Trading LLC", Address: "Business Bay, Dubai"}
	if p, err := PriceSale(big, registered); err != nil || p.Format != FormatFull {
		t.Fatalf("with a buyer: %v %v", p.Format, err)
	}
	exactly := Sale{Lines: []SaleLine{{Description: "Spa day", UnitPrice: AED(10000), Quantity: 1}},
		Payments: []Payment{{Method: PayCard, Amount: AED(10000)}}}
	if p, err := PriceSale(exactly, registered); err != nil || p.Format != FormatSimplified {
		t.Fatalf("AED 10,000 exactly: %v %v", p.Format, err)
	}
	exactly.Buyer = &Buyer{Name: "Acme", Address: "Dubai", TRN: "100123456700003"}
	if p, _ := PriceSale(exactly, registered); p.Format != FormatFull {
		t.Fatalf("a registered buyer gets a full invoice: %v", p.Format)
	}
}

// TestSaleAndCreditProperties prices 10,000 random baskets and credits
// each in random steps: every line's VAT is its amount's, rounded to the
// fils; the totals are the sums of the lines; the discount is taken
// exactly; credits never exceed what they correct, and crediting all of an
// invoice credits exactly its VAT.
func TestSaleAndCreditProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 11))
	for n := 0; n < 10000; n++ {
		s := Sale{}
		var gross Money
		for range 1 + rng.IntN(6) {
			l := SaleLine{Description: "x", UnitPrice: Money(rng.Int64N(200000)), Quantity: 1 + rng.IntN(5)}
			if rng.IntN(3) == 0 {
				l.Discount = Money(rng.Int64N(int64(l.UnitPrice)*int64(l.Quantity) + 1))
			}
			gross += l.UnitPrice*Money(l.Quantity) - l.Discount
			s.Lines = append(s.Lines, l)
		}
		want := gross
		switch rng.IntN(3) {
		case 0:
			s.DiscountAmount = Money(rng.Int64N(int64(gross) + 1))
			want -= s.DiscountAmount
		case 1:
			s.DiscountPercent = Percent(rng.Int64N(10001))
			want -= MulRatio(gross, int64(s.DiscountPercent), 10000)
		}
		s.Payments = []Payment{{Method: PayCash, Amount: want / 2}, {Method: PayCard, Amount: want - want/2}}
		if want > FullInvoiceThreshold {
			s.Buyer = &Buyer{Name: "Acme", Address: "Dubai"}
		}
		p, err := PriceSale(s, registered)
		if err != nil {
			t.Fatalf("basket %d: %v", n, err)
		}
		if p.Total != want {
			t.Fatalf("basket %d: total %s, want %s", n, p.Total, want)
		}
		var sum Totals
		for i, l := range p.Lines {
			in := s.Lines[i]
			if l.Amount < 0 || l.VAT != VATIn(l.Amount, StandardVATRate) || l.Net+l.VAT != l.Amount ||
				l.Amount+l.Discount != in.UnitPrice*Money(in.Quantity) {
				t.Fatalf("basket %d line %d: %+v", n, i, l)
			}
			sum.Discount += l.Discount
			sum.Net += l.Net
			sum.VAT += l.VAT
			sum.Total += l.Amount
		}
		if sum != p.Totals {
			t.Fatalf("basket %d: totals %+v, sums %+v", n, p.Totals, sum)
		}
		checkCredits(t, rng, n, &TaxDocument{Kind: KindInvoice, VATRate: StandardVATRate, Lines: p.Lines, Totals: p.Totals})
	}
}

func checkCredits(t *testing.T, rng *rand.Rand, n int, inv *TaxDocument) {
	var notes []TaxDocument
	for step := 0; step < 4; step++ {
		before := CreditedBy(notes)
		left := before.Left(inv)
		r := CreditRequest{Reason: "r"}
		if rng.IntN(2) == 0 || left == 0 {
			r.Amount = Money(rng.Int64N(int64(left) + 2)) // sometimes one fils too many
		} else {
			l := inv.Lines[rng.IntN(len(inv.Lines))]
			r.Lines = map[int]Money{l.Position: Money(rng.Int64N(int64(l.Amount-before[l.Position].Amount) + 2))}
		}
		lines, err := PriceCredit(inv, before, r)
		asked := r.Amount
		for _, a := range r.Lines {
			asked += a
		}
		if err != nil {
			if asked <= left && (len(r.Lines) == 0 || asked <= lineLeft(inv, before, r)) {
				t.Fatalf("basket %d: credit of %s refused with %s left: %v", n, asked, left, err)
			}
			continue
		}
		got := SumLines(lines)
		if got.Total != asked || got.Net+got.VAT != got.Total {
			t.Fatalf("basket %d: credited %+v, asked %s", n, got, asked)
		}
		notes = append(notes, TaxDocument{Lines: lines})
	}
	// Credit what is left: the notes then hold the invoice's VAT exactly.
	before := CreditedBy(notes)
	if left := before.Left(inv); left > 0 {
		lines, err := PriceCredit(inv, before, CreditRequest{Amount: left, Reason: "r"})
		if err != nil {
			t.Fatalf("basket %d: the rest: %v", n, err)
		}
		notes = append(notes, TaxDocument{Lines: lines})
	}
	var all Totals
	for _, note := range notes {
		s := SumLines(note.Lines)
		all.VAT += s.VAT
		all.Total += s.Total
	}
	if all.Total != inv.Total || all.VAT != inv.VAT {
		t.Fatalf("basket %d: credited %s (VAT %s) of %s (VAT %s)", n, all.Total, all.VAT, inv.Total, inv.VAT)
	}
}

func lineLeft(inv *TaxDocument, before Credited, r CreditRequest) Money {
	for pos := range r.Lines {
		for _, l := range inv.Lines {
			if l.Position == pos {
				return l.Amount - before[pos].Amount
			}
		}
	}
	return 0
}

func TestCreditNoteRead(t *testing.T) {
	for _, c := range []struct{ body, field string }{
		{`{"amount":"10"}`, "reason"},
		{`{"amount":"0","reason":"x"}`, "amount"},
		{`{"amount":"-5","reason":"x"}`, "amount"},
		{`{"amount":"5","lines":[{"line":1,"amount":"5"}],"reason":"x"}`, "amount"},
		{`{"lines":[{"line":0,"amount":"5"}],"reason":"x"}`, "lines[0].line"},
	} {
		var in CreditNoteInput
		if err := json.Unmarshal([]byte(c.body), &in); err != nil {
			t.Fatal(err)
		}
		if _, err := in.Read(); fields(err)[c.field].Code == "" {
			t.Errorf("%s: error %v does not name %s", c.body, err, c.field)
		}
	}
}

func TestPriceCreditRefusesMoreThanLeft(t *testing.T) {
	inv := &TaxDocument{Kind: KindInvoice, VATRate: StandardVATRate, Lines: []TaxLine{
		{Position: 1, Amount: AED(105), VAT: AED(5), Net: AED(100)},
	}}
	before := CreditedBy([]TaxDocument{{Lines: []TaxLine{{Corrects: 1, Amount: AED(100)}}}})
	if _, err := PriceCredit(inv, before, CreditRequest{Amount: AED(5) + 1, Reason: "r"}); fields(err)["amount"].Code != "credit.too_much" {
		t.Fatalf("above what is left: %v", err)
	}
	lines, err := PriceCredit(inv, before, CreditRequest{Amount: AED(5), Reason: "r"})
	if err != nil || len(lines) != 1 || lines[0].Corrects != 1 {
		t.Fatalf("the rest: %+v %v", lines, err)
	}
}

// TestPriceLinesDueAndBuyer: the priced sale says what its payments leave
// to pay (below zero when paid too much) and whether its total needs the
// buyer named, which only a VAT-registered spa's sale above AED 10,000 does.
func TestPriceLinesDueAndBuyer(t *testing.T) {
	s := Sale{Lines: []SaleLine{{Description: "Hot Stone Massage", UnitPrice: AED(320), Quantity: 1}},
		Payments: []Payment{{Method: PayCash, Amount: AED(200)}, {Method: PayCard, Amount: AED(100)}}}
	p, err := PriceLines(s, registered)
	if err != nil || p.Paid != AED(300) || p.Due != AED(20) || p.NeedsBuyer {
		t.Fatalf("short by 20: paid %s due %s needsBuyer %v, %v", p.Paid, p.Due, p.NeedsBuyer, err)
	}
	s.Payments = []Payment{{Method: PayCash, Amount: AED(330)}}
	if p, _ := PriceLines(s, registered); p.Due != -AED(10) {
		t.Errorf("paid 10 too much: due %s", p.Due)
	}
	for _, c := range []struct {
		seller Seller
		total  Money
		want   bool
	}{
		{registered, AED(10000), false},
		{registered, AED(10000) + 1, true},
		{Seller{LegalName: "Unregistered Spa"}, AED(20000), false},
	} {
		if got := NeedsBuyer(c.seller, c.total); got != c.want {
			t.Errorf("NeedsBuyer(TRN %q, %s) = %v, want %v", c.seller.TRN, c.total, got, c.want)
		}
	}
	big := Sale{Lines: []SaleLine{{Description: "Spa day for 12", UnitPrice: AED(12000), Quantity: 1}},
		Buyer: &Buyer{Name: "Acme Trading LLC", Address: "Business Bay, Dubai"}}
	if p, err := PriceLines(big, registered); err != nil || !p.NeedsBuyer || p.Due != AED(12000) {
		t.Errorf("above the threshold: %+v %v", p, err)
	}
}

// TestTaxDocumentJSONTitle: a document's JSON carries its printed heading,
// in English and Arabic, so no screen names it on its own.
func TestTaxDocumentJSONTitle(t *testing.T) {
	for _, c := range []struct {
		doc     TaxDocument
		english string
	}{
		{TaxDocument{Kind: KindInvoice, Format: FormatSimplified}, "Simplified Tax Invoice"},
		{TaxDocument{Kind: KindInvoice, Format: FormatFull}, "Tax Invoice"},
		{TaxDocument{Kind: KindCreditNote, Format: FormatReceipt}, "Refund Receipt"},
	} {
		for _, v := range []any{c.doc, &c.doc} {
			b, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			var got struct {
				Kind, Format, Title, TitleAr string
				Total                        *Money // the embedded totals still promoted
			}
			if err := json.Unmarshal(b, &got); err != nil {
				t.Fatal(err)
			}
			_, arabic := c.doc.Title()
			if got.Title != c.english || got.TitleAr != arabic || got.Kind != string(c.doc.Kind) || got.Format != string(c.doc.Format) || got.Total == nil {
				t.Errorf("%s: %+v", b, got)
			}
		}
	}
}
