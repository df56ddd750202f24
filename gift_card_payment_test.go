package dayspa

import (
	"errors"
	"strings"
	"testing"
)

// TestGiftCardPaymentInput: a checkout's gift card payment names its card
// by a code the code's rules accept (written form kept, the documents'
// hint its end) and pays something; cash and card need no code.
func TestGiftCardPaymentInput(t *testing.T) {
	code := NewEntitlementCode()
	typed := strings.ToLower(strings.ReplaceAll(code, "-", " "))
	amount := Number("120")
	zero := Number("0")
	mistyped := code[:len(code)-1] + string(crockfordCheck[(strings.IndexByte(crockfordCheck, code[len(code)-1])+1)%codeCheckModulo])
	for _, c := range []struct {
		name  string
		in    PaymentInput
		field string
		msg   string
	}{
		{"typed code", PaymentInput{Method: ptr("entitlement"), Amount: &amount, Code: &typed}, "", ""},
		{"no code", PaymentInput{Method: ptr("entitlement"), Amount: &amount}, "payments[0].code", "entitlement.code_format"},
		{"mistyped code", PaymentInput{Method: ptr("entitlement"), Amount: &amount, Code: &mistyped}, "payments[0].code", "entitlement.code_check"},
		{"nothing to pay", PaymentInput{Method: ptr("entitlement"), Amount: &zero, Code: &code}, "payments[0].amount", "entitlement.quantity"},
		{"cash needs no code", PaymentInput{Method: ptr("cash"), Amount: &amount}, "", ""},
		{"another method", PaymentInput{Method: ptr("voucher"), Amount: &amount}, "payments[0].method", "sale.method"},
	} {
		t.Run(c.name, func(t *testing.T) {
			line := SaleLineInput{Description: ptr("Hot Stone"), UnitPrice: &amount}
			s, err := CheckoutInput{Lines: []SaleLineInput{line}, Payments: []PaymentInput{c.in}}.Read()
			if c.field == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				p := s.Payments[0]
				if *c.in.Method == "entitlement" && (p.Method != PayEntitlement || p.Code != code || p.CardHint != CodeHint(code) || p.Amount != AED(120)) {
					t.Errorf("payment %+v, want a gift card's, code %s and hint %s", p, code, CodeHint(code))
				}
				if *c.in.Method == "cash" && (p.Method != PayCash || p.Code != "" || p.CardHint != "") {
					t.Errorf("payment %+v, want cash naming no card", p)
				}
				return
			}
			var e *Error
			if !errors.As(err, &e) || e.FieldMsgs[c.field].Code != c.msg {
				t.Fatalf("error %v, want %s on %s", err, c.msg, c.field)
			}
		})
	}
	if h := CodeHint("ABCD-EFGH-JKMN-PQRS-T"); h != "…PQRS-T" {
		t.Errorf("hint %q, want the last group and check character", h)
	}
}

// TestRedeemAtCheckout: a gift card pays what it holds, while valid; a
// package's code holds sessions and pays no amount.
func TestRedeemAtCheckout(t *testing.T) {
	card := func() *Entitlement {
		return &Entitlement{ID: 7, Kind: KindGiftCard, Balance: int64(AED(300)), ExpiresOn: entToday, Status: EntitlementActive}
	}
	for _, c := range []struct {
		name   string
		e      *Entitlement
		amount Money
		day    Date
		field  string
		msg    string
	}{
		{"all of it", card(), AED(300), entToday, "", ""},
		{"more than it holds", card(), AED(300) + 1, entToday, "payments[2].amount", "entitlement.insufficient"},
		{"after its last day", card(), AED(10), entToday.AddDays(1), "payments[2].code", "entitlement.expired"},
		{"nothing", card(), 0, entToday, "payments[2].amount", "entitlement.quantity"},
		{"a package", &Entitlement{Kind: KindPackage, Balance: 5, ExpiresOn: entToday}, AED(10), entToday, "payments[2].code", "sale.not_gift_card"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := FieldErrors{}
			before := *c.e
			entry, ok := RedeemAtCheckout(f, "payments[2].", c.e, c.amount, c.day, "Reception")
			if c.field == "" {
				if !ok || len(f) != 0 || entry.Kind != EntryRedemption || entry.Units != -int64(c.amount) || entry.By != "Reception" ||
					c.e.Balance != before.Balance-int64(c.amount) || c.e.Redeemed != int64(c.amount) {
					t.Fatalf("ok %v, fields %v, entry %+v, card %+v", ok, f, entry, c.e)
				}
				return
			}
			if ok || f[c.field].Code != c.msg || *c.e != before {
				t.Fatalf("ok %v, fields %v, card %+v: want %s on %s and the card unchanged", ok, f, c.e, c.msg, c.field)
			}
		})
	}
}

// TestSaleIncomeFromGiftCard: what a gift card pays is income of the
// treatment, in the way the card was paid for (card, else cash), and the
// record's notes name the card's payment.
func TestSaleIncomeFromGiftCard(t *testing.T) {
	doc := &TaxDocument{Number: "INV-000009", IssueDate: Date{Year: 2026, Month: 11, Day: 29}, CustomerName: "Noor", TherapistName: "Amira",
		Payments: []Payment{
			{Method: PayEntitlement, Amount: AED(200), CardHint: "…PQRS-T", FundedBy: PayCard},
			{Method: PayEntitlement, Amount: AED(50), CardHint: "…WXYZ-1", FundedBy: PayCash},
			{Method: PayEntitlement, Amount: AED(25), CardHint: "…ABCD-2"}, // sold before the way was recorded
			{Method: PayCash, Amount: AED(75)},
		}}
	got := SaleIncome(doc, "Hot Stone", "Massage Therapy", 4000)
	if got.VisaAmount != AED(200) || got.CashAmount != AED(150) || got.CommissionAmount != AED(140) {
		t.Errorf("card %s cash %s commission %s, want 200.00, 150.00 and 140.00 (40 %% of 350.00)", got.VisaAmount, got.CashAmount, got.CommissionAmount)
	}
	if !strings.Contains(got.Notes, "Gift card …PQRS-T: 200.00") || !strings.Contains(got.Notes, "Gift card …ABCD-2: 25.00") {
		t.Errorf("notes %q do not name the gift cards' payments", got.Notes)
	}
}
