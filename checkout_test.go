package dayspa

import (
	"testing"
	"time"
)

func TestCanCheckOut(t *testing.T) {
	for s, want := range map[BookingStatus]bool{
		StatusPending: true, StatusConfirmed: true, StatusCompleted: true,
		StatusCancelled: false, StatusNoShow: false,
	} {
		if got := s.CanCheckOut(); got != want {
			t.Errorf("%s.CanCheckOut() = %v, want %v", s, got, want)
		}
	}
}

// TestNewInvoice: an invoice carries its sale as priced, the seller's
// rate and, for a sale of 0.00 without payments, an empty list of them.
func TestNewInvoice(t *testing.T) {
	seller := Seller{LegalName: "Spa LLC", TRN: "100123456700003"}
	s := Sale{Lines: []SaleLine{{Description: "Massage", UnitPrice: AED(100), Quantity: 1}},
		DiscountAmount: AED(100), DiscountReason: "Voucher", Buyer: &Buyer{Name: "Acme"}, Tips: SharedTips(AED(10), 0)}
	p, err := PriceSale(s, seller)
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 29, 20, 30, 0, 0, time.FixedZone("GST", 4*3600))
	doc := NewInvoice(s, p, seller, at, Date{2026, 11, 29})
	if doc.Kind != KindInvoice || doc.Format != p.Format || doc.VATRate != StandardVATRate || doc.Seller != seller ||
		doc.Buyer != s.Buyer || doc.Tips != s.Tips || doc.DiscountReason != "Voucher" || doc.Total != 0 ||
		len(doc.Lines) != 1 || doc.IssueDate != (Date{2026, 11, 29}) || doc.IssuedAt.Location() != time.UTC || !doc.IssuedAt.Equal(at) {
		t.Errorf("invoice = %+v", doc)
	}
	if doc.Payments == nil || len(doc.Payments) != 0 {
		t.Errorf("payments = %#v, want none, not nil", doc.Payments)
	}
}

// TestDocumentNumber: the prefix and the sequence of at least six digits.
func TestDocumentNumber(t *testing.T) {
	for seq, want := range map[int64]string{1: "INV-000001", 123: "INV-000123", 999999: "INV-999999", 1234567: "INV-1234567"} {
		if got := DocumentNumber("INV-", seq); got != want {
			t.Errorf("DocumentNumber(INV-, %d) = %q, want %q", seq, got, want)
		}
	}
}

// TestSaleCommission: a sale pays its therapist's own whole percentage,
// and the default 40 % when the booking has no therapist.
func TestSaleCommission(t *testing.T) {
	pct := int64(35)
	if got := SaleCommission(&pct); got != 3500 {
		t.Errorf("therapist at 35 %%: %v", got)
	}
	if got := SaleCommission(nil); got != 4000 {
		t.Errorf("no therapist: %v", got)
	}
}

// TestSaleIncome: a checked-out sale's income record has its payments as
// the service's cash and card, the commission at the therapist's rate on
// them, the tips and shares as given, and the form's total formula.
func TestSaleIncome(t *testing.T) {
	doc := &TaxDocument{
		Number: "INV-000007", IssueDate: Date{Year: 2026, Month: 11, Day: 29},
		CustomerName: "Layla", TherapistName: "Amira",
		Payments: []Payment{{Method: PayCash, Amount: AED(100)}, {Method: PayCard, Amount: AED(250)}, {Method: PayCash, Amount: AED(50)}},
		Tips:     Tips{Cash: AED(10), Card: AED(40), TherapistShare: AED(30), SpaShare: AED(20)},
	}
	got := SaleIncome(doc, "Hot Stone", "Massage Therapy", 3500)
	if got.CashAmount != AED(150) || got.VisaAmount != AED(250) {
		t.Errorf("cash %s card %s, want 150.00 and 250.00", got.CashAmount, got.VisaAmount)
	}
	if got.CommissionAmount != AED(140) || got.CommissionPercentage != 3500 {
		t.Errorf("commission %s at %s, want 140.00 at 35.00", got.CommissionAmount, got.CommissionPercentage)
	}
	if got.TipsAmount != AED(50) || got.TherapistTipShare != AED(30) || got.SpaTipShare != AED(20) {
		t.Errorf("tips %s shares %s/%s, want 50.00 30.00/20.00", got.TipsAmount, got.TherapistTipShare, got.SpaTipShare)
	}
	if got.TotalAmount != AED(420) || got.VisaMarkup != AED(350) {
		t.Errorf("total %s markup %s, want 420.00 (150 + 250 + 20) and 350.00", got.TotalAmount, got.VisaMarkup)
	}
	if got.Source != CheckoutSource || got.ServiceName != "Hot Stone" || got.ServiceCategory != "Massage Therapy" ||
		got.CustomerName != "Layla" || got.TherapistName != "Amira" || got.TransactionDate != doc.IssueDate {
		t.Errorf("record %+v does not name the sale", got)
	}
	id := int64(1)
	got.TaxDocumentID = &id
	if err := got.Validate(); err != nil {
		t.Errorf("the record of a sale is refused: %v", err)
	}
}

// TestIssuedIncomeNamesItsServiceFreely: the form's choices of source and
// service bind the records typed in it, not those a tax invoice made.
func TestIssuedIncomeNamesItsServiceFreely(t *testing.T) {
	rec := IncomeTransaction{TransactionDate: Date{Year: 2026, Month: 11, Day: 29}, Source: "Booking",
		CustomerName: "Layla", ServiceName: "Hot Stone", TherapistName: "Amira"}
	f := fields(rec.Validate())
	if f["source"].Code != "income.source" || f["serviceName"].Code != "income.service" {
		t.Errorf("a typed record outside the choices: %v, want source and serviceName refused", f)
	}
	id := int64(3)
	rec.TaxDocumentID = &id
	if err := rec.Validate(); err != nil {
		t.Errorf("an issued record: %v", err)
	}
	rec.ServiceName = "two\nlines"
	if f := fields(rec.Validate()); f["serviceName"].Code != "income.service" {
		t.Errorf("an issued record's service of two lines: %v", f)
	}
}

func TestCheckoutClosedNamesTheInvoice(t *testing.T) {
	e := CheckoutClosed(42)
	if e.Code != ECONFLICT || e.MsgCode != "booking.checkout_closed" || e.Params["invoiceId"] != "42" {
		t.Errorf("CheckoutClosed(42) = %+v", e)
	}
	if e := CheckoutClosed(0); e.Params["invoiceId"] != "" {
		t.Errorf("CheckoutClosed(0) names an invoice: %+v", e)
	}
}

func TestTaxDocumentQuery(t *testing.T) {
	f, err := TaxDocumentQuery(map[string][]string{"from": {"2026-11-01"}, "to": {"2026-11-30"}, "q": {" INV-0001 "}, "page": {"2"}})
	if err != nil || f.From.String() != "2026-11-01" || f.To.String() != "2026-11-30" || f.Query != "INV-0001" || f.Offset != DefaultPageSize {
		t.Fatalf("TaxDocumentQuery = %+v, %v", f, err)
	}
	for name, q := range map[string]map[string][]string{
		"from": {"from": {"29/11/2026"}},
		"to":   {"from": {"2026-11-30"}, "to": {"2026-11-01"}},
		"q":    {"q": {string(make([]rune, MaxSearchLen+1))}},
		"page": {"page": {"0"}},
	} {
		if _, err := TaxDocumentQuery(q); fields(err)[name].Code == "" {
			t.Errorf("%v: %v, want %s refused", q, err, name)
		}
	}
}

// TestIncomeSale: a typed record's sale is one line of its service at cash
// + card, paid by each, with its tips; it prices to that total.
func TestIncomeSale(t *testing.T) {
	rec := IncomeTransaction{ServiceName: "Massage", CashAmount: AED(300), VisaAmount: AED(200),
		TipsCashAmount: AED(10), TipsCardAmount: AED(40), TherapistTipShare: AED(30), SpaTipShare: AED(20)}
	s := IncomeSale(&rec)
	p, err := PriceSale(s, registered)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Lines) != 1 || p.Lines[0].Description != "Massage" || p.Total != AED(500) || p.VAT != 2381 || len(s.Payments) != 2 ||
		s.Payments[1] != (Payment{Method: PayCard, Amount: AED(200)}) || s.Tips.SpaShare != AED(20) {
		t.Errorf("sale %+v priced %+v", s, p)
	}
	cashOnly := IncomeSale(&IncomeTransaction{ServiceName: "Massage", CashAmount: AED(100)})
	if len(cashOnly.Payments) != 1 || cashOnly.Payments[0].Method != PayCash {
		t.Errorf("cash only: %+v", cashOnly.Payments)
	}
}

func TestDocumentSequenceOf(t *testing.T) {
	for q, want := range map[string]struct {
		prefix   string
		sequence int64
	}{
		"INV-000123": {"INV-", 123}, "inv-123": {"inv-", 123}, "123": {"", 123}, "000123": {"", 123},
		"CN-000001": {"CN-", 1}, "2026/0005": {"2026/", 5}, "A_B-9": {"A_B-", 9},
		"INV-999999999999999999": {"INV-", 999999999999999999},
	} {
		if prefix, got, ok := DocumentSequenceOf(q); !ok || prefix != want.prefix || got != want.sequence {
			t.Errorf("DocumentSequenceOf(%q) = %q, %d, %v; want %+v", q, prefix, got, ok, want)
		}
	}
	// Names, nothing but zeros (a part of a number), a prefix no document may have, too long for a sequence.
	for _, q := range []string{"", "layla", "Layla 2", "INV-", "0000", "CN-0", "INVOICE-LONG-12", "INV 12", "INV-12a", "١٢٣", "INV-9999999999999999999"} {
		if prefix, got, ok := DocumentSequenceOf(q); ok {
			t.Errorf("DocumentSequenceOf(%q) = %q, %d, true; want not a number", q, prefix, got)
		}
	}
}

func TestValidDocumentPrefix(t *testing.T) {
	for _, p := range []string{"INV-", "CN-", "2026/", "A_B-", "ABCDEFGHIJ"} {
		if !ValidDocumentPrefix(p) {
			t.Errorf("%q refused", p)
		}
	}
	for _, p := range []string{"", "INV ", "ABCDEFGHIJK", "فاتورة", "INV.", "INV\n"} {
		if ValidDocumentPrefix(p) {
			t.Errorf("%q accepted", p)
		}
	}
}
