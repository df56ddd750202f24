package dayspa

import (
	"errors"
	"testing"
	"time"
)

// TestMemberCodeInput: a sale's discount may be a member's code instead of
// an amount or a percentage, typed in any case and spacing; never with
// either of them, and a mistyped code is refused at its field.
func TestMemberCodeInput(t *testing.T) {
	const code = "0KP9-BFWM-JMW5-2TJK-G"
	amount, percent := Number("350"), Number("10")
	for _, c := range []struct {
		name  string
		in    SaleDiscountInput
		field string
		msg   string
	}{
		{"a code", SaleDiscountInput{MemberCode: ptr(" 0kp9 bfwm jmw5 2tjk g ")}, "", ""},
		{"a code and a percentage", SaleDiscountInput{MemberCode: ptr(code), Percent: &percent}, "discount", "sale.discount_one"},
		{"a code and an amount", SaleDiscountInput{MemberCode: ptr(code), Amount: &amount}, "discount", "sale.discount_one"},
		{"a mistyped code", SaleDiscountInput{MemberCode: ptr("0KP9-BFWM-JMW5-2TJX-G")}, "discount.memberCode", "entitlement.code_check"},
		{"an empty code is none", SaleDiscountInput{MemberCode: ptr(" ")}, "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			line := SaleLineInput{Description: ptr("Hot Stone"), UnitPrice: &amount}
			s, err := CheckoutInput{Lines: []SaleLineInput{line}, Discount: &c.in}.Read()
			if c.field == "" {
				if err != nil {
					t.Fatal(err)
				}
				want := code
				if *c.in.MemberCode == " " {
					want = "" // a blank code is no member's discount
				}
				if s.MemberCode != want || s.DiscountPercent != 0 || s.DiscountReason != "" {
					t.Fatalf("member code %q (discount %s, %q), want %q and no discount until the store reads it", s.MemberCode, s.DiscountPercent, s.DiscountReason, want)
				}
				return
			}
			var e *Error
			if !errors.As(err, &e) || e.FieldMsgs[c.field].Code != c.msg {
				t.Fatalf("err %v (fields %v), want %s at %s", err, e, c.msg, c.field)
			}
		})
	}
}

// TestMemberDiscount: a membership with a member discount gives the sale
// its percentage and a reason naming it; a package, a membership without
// a discount and an expired one are refused at the member code.
func TestMemberDiscount(t *testing.T) {
	today := Date{Year: 2026, Month: time.December, Day: 1}
	member := Entitlement{Kind: KindMembership, Code: "0KP9-BFWM-JMW5-2TJK-G", DiscountPercent: 2000, Status: EntitlementActive,
		ExpiresOn: today.AddDays(30)}
	f := FieldErrors{}
	var s Sale
	MemberDiscount(f, &s, &member, today)
	if len(f) != 0 || s.DiscountPercent != 2000 || s.DiscountReason != "Member discount, membership …2TJK-G" {
		t.Fatalf("sale %+v, refusals %v", s, f)
	}
	pkg, none, expired := member, member, member
	pkg.Kind, none.DiscountPercent, expired.ExpiresOn = KindPackage, 0, today.AddDays(-1)
	for name, c := range map[string]struct {
		e    Entitlement
		code string
	}{"package": {pkg, "sale.not_membership"}, "no discount": {none, "sale.no_member_discount"}, "expired": {expired, "entitlement.expired"}} {
		f, s := FieldErrors{}, Sale{}
		MemberDiscount(f, &s, &c.e, today)
		if f["discount.memberCode"].Code != c.code || s.DiscountPercent != 0 || s.DiscountReason != "" {
			t.Errorf("%s: refusal %v, sale %+v; want %s and no discount", name, f, s, c.code)
		}
	}
}
