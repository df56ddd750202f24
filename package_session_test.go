package dayspa

import (
	"errors"
	"strings"
	"testing"
)

// TestSessionsPaymentInput: a checkout's payment of sessions is an
// entitlement's, names a code, and gives sessions instead of an amount: a
// whole number from 1 to 99. Cash and card pay no sessions.
func TestSessionsPaymentInput(t *testing.T) {
	code := NewEntitlementCode()
	one, half, hundred, amount := Number("1"), Number("1.5"), Number("100"), Number("350")
	for _, c := range []struct {
		name  string
		in    PaymentInput
		field string
		msg   string
	}{
		{"one session", PaymentInput{Method: ptr("entitlement"), Sessions: &one, Code: &code}, "", ""},
		{"half a session", PaymentInput{Method: ptr("entitlement"), Sessions: &half, Code: &code}, "payments[0].sessions", "sale.sessions"},
		{"a hundred", PaymentInput{Method: ptr("entitlement"), Sessions: &hundred, Code: &code}, "payments[0].sessions", "sale.sessions"},
		{"sessions and an amount", PaymentInput{Method: ptr("entitlement"), Sessions: &one, Amount: &amount, Code: &code}, "payments[0].amount", "sale.amount_or_sessions"},
		{"cash in sessions", PaymentInput{Method: ptr("cash"), Sessions: &one, Amount: &amount}, "payments[0].sessions", "sale.sessions_method"},
		{"no code", PaymentInput{Method: ptr("entitlement"), Sessions: &one}, "payments[0].code", "entitlement.code_format"},
	} {
		t.Run(c.name, func(t *testing.T) {
			line := SaleLineInput{Description: ptr("Hot Stone"), UnitPrice: &amount}
			s, err := CheckoutInput{Lines: []SaleLineInput{line}, Payments: []PaymentInput{c.in}}.Read()
			if c.field == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				if p := s.Payments[0]; p.Method != PayEntitlement || p.Sessions != 1 || p.Amount != 0 || p.Code != code {
					t.Errorf("payment %+v, want one session of %s and no amount", p, code)
				}
				return
			}
			var e *Error
			if !errors.As(err, &e) || e.FieldMsgs[c.field].Code != c.msg {
				t.Fatalf("error %v, want %s on %s", err, c.msg, c.field)
			}
		})
	}
}

// TestCoverSessions: a package's sessions cover, in line order, the units
// of the lines whose service it covers (its service, or any of its
// category), each unit's price coming off its line, never more than the
// line; the payment's value is the package's price shared over its
// sessions. A refusal (too few units to cover, too few sessions left, a
// gift card's code, an expired package) changes neither sale nor package.
func TestCoverSessions(t *testing.T) {
	today := Date{Year: 2026, Month: 11, Day: 30}
	hot, scrub, facial := int64(1), int64(2), int64(3)
	category := func(id int64) string {
		return map[int64]string{hot: CategoryMassage, scrub: CategoryBody, facial: CategoryFacial}[id]
	}
	newSale := func() Sale {
		return Sale{Lines: []SaleLine{
			{ServiceID: &facial, Description: "Gold Facial", UnitPrice: AED(200), Quantity: 1},
			{ServiceID: &hot, Description: "Hot Stone", UnitPrice: AED(350), Quantity: 2, Discount: AED(500)},
			{Description: "Oil", UnitPrice: AED(40), Quantity: 1},
		}}
	}
	massages := func() *Entitlement {
		return &Entitlement{ID: 7, Kind: KindPackage, Category: CategoryMassage, Sessions: 3, Balance: 3, Price: AED(1000),
			ExpiresOn: Date{Year: 2027, Month: 1, Day: 1}}
	}

	s, e := newSale(), massages()
	p := Payment{Method: PayEntitlement, Sessions: 2}
	f := FieldErrors{}
	entry, ok := CoverSessions(f, "payments[0].", &s, &p, e, category, today, "Reception")
	if !ok || len(f) != 0 {
		t.Fatalf("refused: %v", f)
	}
	if s.Lines[0].Covered != 0 || s.Lines[0].Discount != 0 || s.Lines[1].Covered != 2 || s.Lines[1].Discount != AED(700) {
		t.Errorf("lines %+v: both massages covered, their discount capped at the line's 700.00, the facial untouched", s.Lines)
	}
	if e.Balance != 1 || entry.Units != -2 || entry.Kind != EntryRedemption || p.Value != MulRatio(AED(1000), 2, 3) || p.Kind != KindPackage {
		t.Errorf("package balance %d, entry %+v, payment %+v: want 1 left, -2, and value 2/3 of 1000.00", e.Balance, entry, p)
	}
	priced, err := PriceLines(s, Seller{TRN: "100000000000003"})
	if err != nil || priced.Total != AED(240) {
		t.Errorf("priced %+v %v: the facial and the oil are left to pay", priced.Totals, err)
	}

	oneService := &Entitlement{Kind: KindMembership, ServiceID: &scrub, Sessions: 12, Balance: 12, Price: AED(1200), ExpiresOn: e.ExpiresOn}
	for _, c := range []struct {
		name     string
		e        *Entitlement
		sessions int64
		field    string
		msg      string
	}{
		{"more than the sale has", massages(), 3, "payments[0].sessions", "sale.not_covered"},
		{"another service only", oneService, 1, "payments[0].sessions", "sale.not_covered"},
		{"more than are left", &Entitlement{Kind: KindPackage, Category: CategoryMassage, Sessions: 5, Balance: 1, ExpiresOn: e.ExpiresOn}, 2,
			"payments[0].sessions", "entitlement.insufficient"},
		{"a gift card", &Entitlement{Kind: KindGiftCard, Balance: 50000, ExpiresOn: e.ExpiresOn}, 1, "payments[0].code", "sale.not_package"},
		{"expired", &Entitlement{Kind: KindPackage, Category: CategoryMassage, Sessions: 5, Balance: 5, ExpiresOn: Date{Year: 2026, Month: 11, Day: 29}}, 1,
			"payments[0].code", "entitlement.expired"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, before := newSale(), *c.e
			p := Payment{Method: PayEntitlement, Sessions: c.sessions}
			f := FieldErrors{}
			if _, ok := CoverSessions(f, "payments[0].", &s, &p, c.e, category, today, ""); ok || f[c.field].Code != c.msg {
				t.Fatalf("ok %v, refusals %v; want %s on %s", ok, f, c.msg, c.field)
			}
			if s.Lines[1].Covered != 0 || s.Lines[1].Discount != AED(500) || *c.e != before {
				t.Errorf("a refusal changed the sale %+v or the entitlement %+v", s.Lines, *c.e)
			}
		})
	}
}

// TestSaleIncomeFromSessions: a package's session counts in the income
// record at what it was sold for, as the package was paid, and its note
// names the package and the sessions.
func TestSaleIncomeFromSessions(t *testing.T) {
	doc := &TaxDocument{Number: "INV-000010", IssueDate: Date{Year: 2026, Month: 11, Day: 30}, CustomerName: "Omar", TherapistName: "Amira",
		Payments: []Payment{
			{Method: PayEntitlement, Sessions: 1, Value: AED(300), Kind: KindPackage, CardHint: "…PQRS-T", FundedBy: PayCard},
			{Method: PayEntitlement, Sessions: 2, Value: AED(180), Kind: KindMembership, CardHint: "…WXYZ-1", FundedBy: PayCash},
		}}
	got := SaleIncome(doc, "Hot Stone", "Massage Therapy", 4000)
	if got.VisaAmount != AED(300) || got.CashAmount != AED(180) || got.CommissionAmount != AED(192) {
		t.Errorf("card %s cash %s commission %s, want 300.00, 180.00 and 192.00 (40 %% of 480.00)", got.VisaAmount, got.CashAmount, got.CommissionAmount)
	}
	if !strings.Contains(got.Notes, "Package …PQRS-T: 1 session (300.00)") || !strings.Contains(got.Notes, "Membership …WXYZ-1: 2 sessions (180.00)") {
		t.Errorf("notes %q do not name the sessions", got.Notes)
	}
}

// TestBookedSession: a booking may hold a session of a package or
// membership that covers its service, is valid on its day and has a
// session neither used nor held by another open booking; a gift card is
// for the desk.
func TestBookedSession(t *testing.T) {
	day := Date{Year: 2026, Month: 12, Day: 10}
	hot := &Service{ID: 1, Category: CategoryMassage}
	scrub := &Service{ID: 2, Category: CategoryBody}
	massages := Entitlement{Kind: KindPackage, Category: CategoryMassage, Sessions: 5, Balance: 2, ExpiresOn: Date{Year: 2027, Month: 1, Day: 1}}
	oneService := Entitlement{Kind: KindMembership, ServiceID: &scrub.ID, Sessions: 4, Balance: 4, ExpiresOn: massages.ExpiresOn}
	endsBefore := massages
	endsBefore.ExpiresOn = Date{Year: 2026, Month: 12, Day: 9}
	card := Entitlement{Kind: KindGiftCard, Balance: 50000, ExpiresOn: massages.ExpiresOn}
	for _, c := range []struct {
		name string
		e    Entitlement
		svc  *Service
		held int64
		msg  string
	}{
		{"a massage of the package", massages, hot, 1, ""},
		{"the membership's own service", oneService, scrub, 0, ""},
		{"both sessions held", massages, hot, 2, "booking.code_no_session"},
		{"another category", massages, scrub, 0, "booking.code_not_covered"},
		{"another service", oneService, hot, 0, "booking.code_not_covered"},
		{"ends before the day", endsBefore, hot, 0, "booking.code_expired"},
		{"a gift card", card, hot, 0, "booking.code_gift_card"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := BookedSession(&c.e, c.svc, day, c.held)
			var e *Error
			switch {
			case c.msg == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case c.msg != "" && (!errors.As(err, &e) || e.FieldMsgs["entitlementCode"].Code != c.msg):
				t.Fatalf("error %v, want %s on entitlementCode", err, c.msg)
			}
		})
	}
}
