package dayspa

import (
	"encoding/json"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"
)

var codeShape = regexp.MustCompile(`^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z*~$=U]$`)

func TestEntitlementCodeShapeAndRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	for range 2000 {
		c := NewEntitlementCode()
		if !codeShape.MatchString(c) {
			t.Fatalf("code %q is not XXXX-XXXX-XXXX-XXXX-C in Crockford's symbols", c)
		}
		if seen[c] {
			t.Fatalf("code %q drawn twice in 2000", c)
		}
		seen[c] = true
		got, err := ParseEntitlementCode(c)
		if err != nil || got != c {
			t.Fatalf("parse %q = %q, %v", c, got, err)
		}
	}
}

// 80 bits: every one of the 16 data characters takes all 32 symbols over
// many codes, and the first character is not held to a smaller range.
func TestEntitlementCodeUsesEveryBit(t *testing.T) {
	used := make([]map[byte]bool, codeDataLen)
	for i := range used {
		used[i] = map[byte]bool{}
	}
	for range 3000 {
		c := strings.ReplaceAll(NewEntitlementCode(), "-", "")
		for i := range codeDataLen {
			used[i][c[i]] = true
		}
	}
	for i, u := range used {
		if len(u) != 32 {
			t.Errorf("position %d took %d symbols, want 32", i, len(u))
		}
	}
}

func TestParseEntitlementCodeNormalises(t *testing.T) {
	c := strings.ReplaceAll(NewEntitlementCode(), "-", "")
	// A code whose data holds 1s and 0s, typed as I, L and O.
	data := "10A0B1C0D1E0F1G0"
	code := formatCode(data + string(codeCheckSymbol(data)))
	typed := []string{
		strings.ToLower(code),
		" " + strings.ReplaceAll(code, "-", " ") + " ",
		strings.ReplaceAll(code, "-", ""),
		"IOA0BLC0D1E0F1GO" + code[len(code)-1:],
		"ioa0blc0d1e0f1go-" + strings.ToLower(code[len(code)-1:]),
	}
	for _, s := range typed {
		got, err := ParseEntitlementCode(s)
		if err != nil || got != code {
			t.Errorf("parse %q = %q, %v; want %q", s, got, err, code)
		}
	}
	if _, err := ParseEntitlementCode(c); err != nil {
		t.Errorf("parse %q: %v", c, err)
	}
	for _, bad := range []string{"", "ABCD", c + "0", c[:16], "ABCD-EFGH-JKMN-PQRS-T!", "ÀBCD-EFGH-JKMN-PQRS-T", "UBCD-EFGH-JKMN-PQRS-T"} {
		_, err := ParseEntitlementCode(bad)
		wantFields(t, err, map[string]string{"code": MsgEntitlementCodeFormat.Text})
	}
}

// The check symbol catches every single mistyped character and every swap
// of two neighbours that changes the code, at every position.
func TestEntitlementCodeCheckCatchesTypos(t *testing.T) {
	for range 50 {
		c := strings.ReplaceAll(NewEntitlementCode(), "-", "")
		for i := range codeDataLen + 1 {
			alphabet := crockford
			if i == codeDataLen {
				alphabet = crockfordCheck
			}
			for j := 0; j < len(alphabet); j++ {
				if alphabet[j] == c[i] {
					continue
				}
				typo := c[:i] + string(alphabet[j]) + c[i+1:]
				if _, err := ParseEntitlementCode(typo); err == nil {
					t.Fatalf("%q read as valid: one character of %q changed", typo, c)
				}
			}
		}
		for i := 0; i+1 < codeDataLen; i++ {
			if c[i] == c[i+1] {
				continue
			}
			swapped := c[:i] + string(c[i+1]) + string(c[i]) + c[i+2:]
			_, err := ParseEntitlementCode(swapped)
			wantFields(t, err, map[string]string{"code": MsgEntitlementCodeCheck.Text})
		}
	}
}

// The VAT of each kind's sale: a face-value gift card is no supply when
// sold (its VAT is on the services it pays for, at redemption); a package
// or a membership is a supply of services paid for when sold.
func TestEntitlementSaleVAT(t *testing.T) {
	cases := []struct {
		kind   EntitlementKind
		price  Money
		supply bool
		vat    Money
	}{
		{KindGiftCard, AED(1050), false, 0},
		{KindGiftCard, AED(100), false, 0},
		{KindPackage, AED(1050), true, AED(50)},
		{KindPackage, AED(100), true, 476},
		{KindMembership, AED(525), true, AED(25)},
		{KindMembership, AED(100), true, 476},
	}
	for _, c := range cases {
		if got := c.kind.SupplyAtSale(); got != c.supply {
			t.Errorf("%s: supply at sale = %v, want %v", c.kind, got, c.supply)
		}
		if got := SaleVAT(c.kind, c.price, StandardVATRate); got != c.vat {
			t.Errorf("%s of %s: VAT %s, want %s", c.kind, c.price, got, c.vat)
		}
		if got := SaleVAT(c.kind, c.price, 0); got != 0 {
			t.Errorf("%s: VAT %s at 0 %% (a seller without a TRN)", c.kind, got)
		}
	}
	for _, k := range EntitlementKinds {
		found := false
		for _, c := range cases {
			found = found || c.kind == k
		}
		if !found {
			t.Errorf("kind %s has no case", k)
		}
	}
}

var entToday = Date{Year: 2026, Month: time.November, Day: 22}

func num(s string) *Number { n := Number(s); return &n }

func TestNewEntitlement(t *testing.T) {
	gift, sale, err := NewEntitlement(EntitlementInput{Kind: "gift_card", HolderName: " Layla  Haddad ", HolderEmail: "Layla@Example.AE ",
		RecipientName: "Noor", Value: num(`"500"`), PaidBy: " cash "}, entToday)
	if err != nil {
		t.Fatal(err)
	}
	if gift.Kind != KindGiftCard || gift.HolderName != "Layla Haddad" || gift.HolderEmail != "layla@example.ae" ||
		gift.Value != AED(500) || gift.Price != AED(500) || gift.Balance != 50000 || gift.Status != EntitlementActive || gift.PaidBy != PayCash ||
		gift.ExpiresOn != (Date{Year: 2027, Month: time.November, Day: 22}) || !codeShape.MatchString(gift.Code) {
		t.Errorf("gift card %+v", gift)
	}
	if sale.Kind != EntrySale || sale.Units != 50000 || sale.Day != entToday {
		t.Errorf("sale %+v", sale)
	}
	svc := int64(4)
	pkg, sale, err := NewEntitlement(EntitlementInput{Kind: "package", HolderName: "Omar", HolderEmail: "omar@example.ae",
		Price: num("1500"), Sessions: num("5"), ServiceID: &svc, ExpiresOn: "2027-05-31", PaidBy: "card"}, entToday)
	if err != nil {
		t.Fatal(err)
	}
	if pkg.Sessions != 5 || pkg.Balance != 5 || pkg.Price != AED(1500) || *pkg.ServiceID != 4 || sale.Units != 5 ||
		pkg.ExpiresOn != (Date{Year: 2027, Month: time.May, Day: 31}) {
		t.Errorf("package %+v, sale %+v", pkg, sale)
	}
	if m, _, err := NewEntitlement(EntitlementInput{Kind: "membership", HolderName: "Omar", HolderEmail: "omar@example.ae",
		Price: num("400"), Sessions: num("1"), Category: CategoryMassage, PaidBy: "card", DiscountPercent: num("15")}, entToday); err != nil ||
		m.DiscountPercent != 1500 {
		t.Fatalf("membership with a 15%% member discount: %+v, %v", m, err)
	}

	cases := []struct {
		name string
		in   EntitlementInput
		want map[string]string
	}{
		{"Empty", EntitlementInput{}, map[string]string{"kind": MsgEntitlementKind.Text, "holderName": MsgName.Text, "holderEmail": MsgEmail.Text,
			"paidBy": MsgSaleMethod.Text}},
		{"PaidByVoucher", EntitlementInput{Kind: "gift_card", HolderName: "Omar", HolderEmail: "omar@example.ae", Value: num("100"), PaidBy: "voucher"},
			map[string]string{"paidBy": MsgSaleMethod.Text}},
		// Above AED 10,000 a tax invoice must name the buyer's address, which the desk's sale does not ask.
		{"PackageAboveSimplified", EntitlementInput{Kind: "package", HolderName: "Omar", HolderEmail: "omar@example.ae", PaidBy: "card", Price: num("10000.01"),
			Sessions: num("20"), Category: CategoryMassage},
			map[string]string{"price": MsgEntitlementFullInvoice.Text}},
		{"GiftNoValue", EntitlementInput{Kind: "gift_card", HolderName: "Omar", HolderEmail: "omar@example.ae", PaidBy: "card"},
			map[string]string{"value": MsgEntitlementValue.Text}},
		{"GiftBadValue", EntitlementInput{Kind: "gift_card", HolderName: "Omar", HolderEmail: "omar@example.ae", PaidBy: "card", Value: num("50000.01"),
			RecipientEmail: "noor@", Sessions: num("2")},
			map[string]string{"value": MsgEntitlementValue.Text, "recipientEmail": MsgEmail.Text, "sessions": MsgEntitlementGiftCovers.Text}},
		{"GiftBelowFace", EntitlementInput{Kind: "gift_card", HolderName: "Omar", HolderEmail: "omar@example.ae", PaidBy: "card", Value: num("500"), Price: num("450")},
			map[string]string{"price": MsgEntitlementFaceValue.Text}},
		{"PackageNothing", EntitlementInput{Kind: "package", HolderName: "Omar", HolderEmail: "omar@example.ae", PaidBy: "card", Value: num("5")},
			map[string]string{"value": MsgEntitlementGiftCovers.Text, "price": MsgEntitlementPrice.Text,
				"sessions": MsgEntitlementSessions.Text, "serviceId": MsgEntitlementCovers.Text}},
		{"PackageBoth", EntitlementInput{Kind: "package", HolderName: "Omar", HolderEmail: "omar@example.ae", PaidBy: "card", Price: num("0"),
			Sessions: num("101"), ServiceID: &svc, Category: CategoryMassage, ExpiresOn: "2026-11-22"},
			map[string]string{"price": MsgEntitlementPrice.Text, "sessions": MsgEntitlementSessions.Text,
				"serviceId": MsgEntitlementCovers.Text, "expiresOn": MsgEntitlementExpires.Text}},
		{"PackageWithDiscount", EntitlementInput{Kind: "package", HolderName: "Omar", HolderEmail: "omar@example.ae", PaidBy: "card", Price: num("900"),
			Sessions: num("3"), Category: CategoryMassage, DiscountPercent: num("10")},
			map[string]string{"discountPercent": MsgEntitlementDiscountKind.Text}},
		{"MembershipDiscountAboveHalf", EntitlementInput{Kind: "membership", HolderName: "Omar", HolderEmail: "omar@example.ae", PaidBy: "card", Price: num("400"),
			Sessions: num("1"), Category: CategoryMassage, DiscountPercent: num("50.01")},
			map[string]string{"discountPercent": MsgEntitlementDiscount.Text}},
		{"MembershipDiscountText", EntitlementInput{Kind: "membership", HolderName: "Omar", HolderEmail: "omar@example.ae", PaidBy: "card", Price: num("400"),
			Sessions: num("1"), Category: CategoryMassage, DiscountPercent: num(`"some"`)},
			map[string]string{"discountPercent": MsgEntitlementDiscount.Text}},
		{"PackageBadCategory", EntitlementInput{Kind: "package", HolderName: "Omar", HolderEmail: "omar@example.ae", PaidBy: "card", Price: num("10"),
			Sessions: num("2.5"), Category: "Nails", ExpiresOn: "2029-11-23"},
			map[string]string{"sessions": MsgEntitlementSessions.Text, "category": MsgEntitlementCategory.Text, "expiresOn": MsgEntitlementExpires.Text}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := NewEntitlement(c.in, entToday)
			wantFields(t, err, c.want)
		})
	}
	// Three years ahead to the day is the furthest expiry.
	if _, _, err := NewEntitlement(EntitlementInput{Kind: "gift_card", HolderName: "Omar", HolderEmail: "omar@example.ae",
		Value: num("1"), ExpiresOn: "2029-11-22", PaidBy: "cash"}, entToday); err != nil {
		t.Errorf("three years ahead: %v", err)
	}
}

func TestEntitlementApply(t *testing.T) {
	base := Entitlement{ID: 7, Kind: KindGiftCard, Balance: 10000, Status: EntitlementActive, ExpiresOn: entToday.AddDays(10)}
	after := entToday.AddDays(11)
	cases := []struct {
		name     string
		start    func(e *Entitlement)
		op       LedgerOp
		day      Date
		units    int64  // the entry's signed units
		balance  int64  // the balance after
		code     string // the refusal's error code, "" for none
		fieldMsg string
	}{
		{"Redeem", nil, LedgerOp{Kind: EntryRedemption, Units: 2500}, entToday, -2500, 7500, "", ""},
		{"RedeemAll", nil, LedgerOp{Kind: EntryRedemption, Units: 10000}, entToday, -10000, 0, "", ""},
		{"RedeemTooMuch", nil, LedgerOp{Kind: EntryRedemption, Units: 10001}, entToday, 0, 10000, ECONFLICT, ""},
		{"RedeemZero", nil, LedgerOp{Kind: EntryRedemption}, entToday, 0, 10000, EINVALID, MsgEntitlementQuantity.Text},
		{"RedeemOnLastDay", nil, LedgerOp{Kind: EntryRedemption, Units: 1}, entToday.AddDays(10), -1, 9999, "", ""},
		{"RedeemExpiredByDate", nil, LedgerOp{Kind: EntryRedemption, Units: 1}, after, 0, 10000, ECONFLICT, ""},
		{"RedeemExpired", func(e *Entitlement) { e.Status = EntitlementExpired }, LedgerOp{Kind: EntryRedemption, Units: 1}, entToday, 0, 10000, ECONFLICT, ""},
		{"Refund", func(e *Entitlement) { e.Balance, e.Redeemed = 4000, 6000 }, LedgerOp{Kind: EntryRefund, Units: 6000}, entToday, 6000, 10000, "", ""},
		{"RefundTooMuch", func(e *Entitlement) { e.Balance, e.Redeemed = 4000, 6000 }, LedgerOp{Kind: EntryRefund, Units: 6001}, entToday, 0, 4000, ECONFLICT, ""},
		{"AdjustUp", nil, LedgerOp{Kind: EntryAdjustment, Units: 500, Reason: "Goodwill"}, entToday, 500, 10500, "", ""},
		{"AdjustDownAll", nil, LedgerOp{Kind: EntryAdjustment, Units: -10000, Reason: "Cashed out"}, entToday, -10000, 0, "", ""},
		{"AdjustBelowZero", nil, LedgerOp{Kind: EntryAdjustment, Units: -10001, Reason: "Cashed out"}, entToday, 0, 10000, ECONFLICT, ""},
		{"AdjustNoReason", nil, LedgerOp{Kind: EntryAdjustment, Units: 5, Reason: "  "}, entToday, 0, 10000, EINVALID, ""},
		{"AdjustZero", nil, LedgerOp{Kind: EntryAdjustment, Reason: "Nothing"}, entToday, 0, 10000, EINVALID, ""},
		{"ExpireEarly", nil, LedgerOp{Kind: EntryExpiry}, entToday.AddDays(10), 0, 10000, ECONFLICT, ""},
		{"Expire", nil, LedgerOp{Kind: EntryExpiry}, after, -10000, 0, "", ""},
		{"ExpireTwice", func(e *Entitlement) { e.Status = EntitlementExpired }, LedgerOp{Kind: EntryExpiry}, after, 0, 10000, ECONFLICT, ""},
		{"NoSecondSale", nil, LedgerOp{Kind: EntrySale, Units: 1}, entToday, 0, 10000, EINVALID, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := base
			if c.start != nil {
				c.start(&e)
			}
			before := e
			entry, err := e.Apply(c.op, c.day)
			if got := ErrorCode(err); got != c.code {
				t.Fatalf("error %v, want code %q", err, c.code)
			}
			if c.code != "" {
				if e != before {
					t.Errorf("a refusal changed the entitlement: %+v, was %+v", e, before)
				}
				if c.fieldMsg != "" {
					wantFields(t, err, map[string]string{"units": c.fieldMsg})
				}
				return
			}
			if entry.Units != c.units || entry.Kind != c.op.Kind || entry.EntitlementID != 7 || entry.Day != c.day {
				t.Errorf("entry %+v, want %d units", entry, c.units)
			}
			if e.Balance != c.balance || before.Balance+entry.Units != e.Balance {
				t.Errorf("balance %d, want %d", e.Balance, c.balance)
			}
		})
	}
}

func TestAdjustInputOp(t *testing.T) {
	op, err := AdjustInput{Amount: num(`"-50.25"`), Reason: "Cashed out"}.Op(KindGiftCard)
	if err != nil || op.Units != -5025 || op.Kind != EntryAdjustment || op.Reason != "Cashed out" {
		t.Errorf("gift card: %+v, %v", op, err)
	}
	op, err = AdjustInput{Sessions: num("2"), Reason: "Goodwill"}.Op(KindPackage)
	if err != nil || op.Units != 2 {
		t.Errorf("package: %+v, %v", op, err)
	}
	_, err = AdjustInput{Sessions: num("1"), Reason: "x"}.Op(KindGiftCard)
	wantFields(t, err, map[string]string{"amount": MsgEntitlementAdjustUnit.Text})
	_, err = AdjustInput{Sessions: num("1.5")}.Op(KindMembership)
	wantFields(t, err, map[string]string{"sessions": MsgEntitlementAdjustZero.Text})
	_, err = AdjustInput{Amount: num("0")}.Op(KindGiftCard)
	wantFields(t, err, map[string]string{"amount": MsgEntitlementAdjustZero.Text})
}

func TestEntitlementJSON(t *testing.T) {
	e := Entitlement{Kind: KindPackage, Sessions: 5, Balance: 3, Price: AED(1500)}
	b, _ := json.Marshal(e)
	for _, want := range []string{`"balanceSessions":3`, `"balanceAmount":null`, `"sessions":5`, `"value":null`, `"price":"1500.00"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("%s lacks %s", b, want)
		}
	}
	g := Entitlement{Kind: KindGiftCard, Value: AED(500), Balance: 12345}
	b, _ = json.Marshal(g)
	for _, want := range []string{`"balanceAmount":"123.45"`, `"balanceSessions":null`, `"value":"500.00"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("%s lacks %s", b, want)
		}
	}
	b, _ = json.Marshal(LedgerEntry{Kind: EntryRedemption, Units: -2500}.WithKind(KindGiftCard))
	if !strings.Contains(string(b), `"amount":"-25.00"`) || !strings.Contains(string(b), `"sessions":null`) {
		t.Errorf("entry %s", b)
	}
	pb := g.PublicBalance(entToday)
	b, _ = json.Marshal(pb)
	if strings.Contains(string(b), "holder") || strings.Contains(string(b), "code") {
		t.Errorf("public balance tells more than the balance: %s", b)
	}
}

func TestSummarizeEntitlements(t *testing.T) {
	s := SummarizeEntitlements(entToday, entToday, []EntitlementStanding{
		{Kind: KindGiftCard, Price: AED(500), Owed: 20000},
		{Kind: KindGiftCard, Price: AED(300), Owed: 0, Expired: 5000},
		{Kind: KindPackage, Price: AED(1000), Sessions: 3, Owed: 2},
		{Kind: KindPackage, Price: AED(1000), Sessions: 3, Owed: 0, Expired: 1},
		{Kind: KindMembership, Price: AED(400), Sessions: 1, Owed: 1},
	})
	gc, pk, mb := s.Kinds[KindGiftCard], s.Kinds[KindPackage], s.Kinds[KindMembership]
	if gc.Count != 1 || gc.OwedAmount != AED(200) || gc.ExpiredAmount != AED(50) || gc.OwedSessions != 0 {
		t.Errorf("gift cards %+v", gc)
	}
	if pk.Count != 1 || pk.OwedSessions != 2 || pk.OwedAmount != 66667 || pk.ExpiredSessions != 1 || pk.ExpiredAmount != 33333 {
		t.Errorf("packages %+v", pk)
	}
	if mb.OwedAmount != AED(400) || s.OwedTotal != AED(200)+66667+AED(400) || s.ExpiredTotal != AED(50)+33333 {
		t.Errorf("summary %+v", s)
	}
}

func TestEntitlementQueries(t *testing.T) {
	code := NewEntitlementCode()
	f, err := EntitlementFilterQuery(url.Values{"search": {strings.ToLower(strings.ReplaceAll(code, "-", ""))}, "kind": {"package"}})
	if err != nil || f.Code != code || f.Kind != KindPackage {
		t.Errorf("filter %+v, %v", f, err)
	}
	f, err = EntitlementFilterQuery(url.Values{"search": {"layla"}})
	if err != nil || f.Code != "" || f.Search != "layla" {
		t.Errorf("filter %+v, %v", f, err)
	}
	_, err = EntitlementFilterQuery(url.Values{"kind": {"voucher"}, "search": {strings.Repeat("x", 101)}})
	wantFields(t, err, map[string]string{"kind": MsgEntitlementFilterKind.Text, "search": MsgEntitlementSearch.Text})

	from, to, err := EntitlementSummaryQuery(url.Values{"from": {"2026-11-01"}, "to": {"2026-11-30"}})
	if err != nil || from.String() != "2026-11-01" || to.String() != "2026-11-30" {
		t.Errorf("summary query %v %v %v", from, to, err)
	}
	_, _, err = EntitlementSummaryQuery(url.Values{"from": {"2026-11-30"}, "to": {"2026-11-01"}})
	wantFields(t, err, map[string]string{"to": MsgPeriodOrder.Text})
	_, _, err = EntitlementSummaryQuery(url.Values{"to": {"yesterday"}})
	wantFields(t, err, map[string]string{"from": MsgDateFormat.Text, "to": MsgDateFormat.Text})
}

// wantFields fails unless err is EINVALID with exactly these fields'
// messages.
func wantFields(t *testing.T, err error, want map[string]string) {
	t.Helper()
	if ErrorCode(err) != EINVALID {
		t.Fatalf("err = %v, want EINVALID", err)
	}
	got := ErrorFields(err)
	for k, v := range want {
		if got[k] != v {
			t.Errorf("field %s = %q, want %q", k, got[k], v)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("unexpected field %s: %q", k, got[k])
		}
	}
}

// The sale's document follows the VAT rule of each kind: a package's and a
// membership's sale is a supply, invoiced with the VAT inside its price on
// one line that carries the code; a gift card's is none and has no invoice.
func TestEntitlementSale(t *testing.T) {
	seller := Seller{LegalName: "Serenity Spa LLC", Address: "Al Barsha 1, Dubai", TRN: "100123456700003"}
	svc := int64(4)
	cases := []struct {
		name   string
		e      Entitlement
		desc   string // the line; "" for no invoice
		vat    Money
		paidBy PaymentMethod
	}{
		{"GiftCard", Entitlement{Kind: KindGiftCard, Code: "C", Value: AED(500), Price: AED(500), PaidBy: PayCard}, "", 0, ""},
		{"Package", Entitlement{Kind: KindPackage, Code: "ABCD-EFGH-JKMN-PQRS-T", Sessions: 5, ServiceID: &svc, Price: AED(1500), PaidBy: PayCash},
			"Package: 5 sessions of Hot Stone Massage, code ABCD-EFGH-JKMN-PQRS-T", 7143, PayCash},
		{"Membership", Entitlement{Kind: KindMembership, Code: "WXYZ-EFGH-JKMN-PQRS-T", Sessions: 1, Category: CategoryMassage, Price: AED(400), PaidBy: PayCard},
			"Membership: 1 session of " + CategoryMassage + ", code WXYZ-EFGH-JKMN-PQRS-T", 1905, PayCard},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, ok := EntitlementSale(&c.e, "Hot Stone Massage") // the membership covers its category instead
			if ok != (c.desc != "") {
				t.Fatalf("invoiced = %v, want %v", ok, c.desc != "")
			}
			if got := SaleVAT(c.e.Kind, c.e.Price, StandardVATRate); got != c.vat {
				t.Errorf("SaleVAT = %v, want %v", got, c.vat)
			}
			if !ok {
				return
			}
			p, err := PriceSale(s, seller)
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Lines) != 1 || p.Lines[0].Description != c.desc || p.VAT != c.vat || p.Total != c.e.Price || p.Due != 0 ||
				s.Payments[0].Method != c.paidBy || p.Format != FormatSimplified {
				t.Errorf("priced %+v, payments %+v", p, s.Payments)
			}
		})
	}
}
