package dayspa

import (
	"strings"
	"testing"
	"time"
)

func offerInput(edit func(*OfferInput)) OfferInput {
	svc := int64(7)
	in := OfferInput{Kind: "package", Name: " Five  massages ", NameAr: "خمس جلسات تدليك", ServiceID: &svc, Sessions: num("5"),
		Price: num("1500"), ValidMonths: num("6"), Online: true}
	if edit != nil {
		edit(&in)
	}
	return in
}

// NewOffer reads a package or a membership, and refuses every wrong field
// at once with its own message.
func TestNewOffer(t *testing.T) {
	o, err := NewOffer(offerInput(nil))
	if err != nil || o.Name != "Five massages" || o.Sessions != 5 || o.Price != AED(1500) || o.ValidMonths != 6 || !o.Online ||
		o.Kind != KindPackage || o.DiscountPercent != 0 {
		t.Fatalf("a package: %+v, %v", o, err)
	}
	m, err := NewOffer(OfferInput{Kind: "membership", Name: "Monthly calm", Category: CategoryMassage, Sessions: num("1"),
		Price: num("900"), DiscountPercent: num("12.5")})
	if err != nil || m.ValidMonths != 1 || m.DiscountPercent != 1250 || m.ServiceID != nil || m.Online {
		t.Fatalf("a membership: %+v, %v", m, err)
	}
	if p, err := NewOffer(offerInput(func(in *OfferInput) { in.ValidMonths = nil })); err != nil || p.ValidMonths != 12 {
		t.Fatalf("a package without months is valid a year: %+v, %v", p, err)
	}

	bad := func(t *testing.T, in OfferInput) FieldErrors {
		t.Helper()
		_, err := NewOffer(in)
		if ErrorCode(err) != EINVALID {
			t.Fatalf("NewOffer(%+v) = %v, want EINVALID", in, err)
		}
		return ErrorFieldMsgs(err)
	}
	for _, tc := range []struct {
		name, field string
		msg         Msg
		edit        func(*OfferInput)
	}{
		{"gift card", "kind", MsgOfferKind, func(in *OfferInput) { in.Kind = "gift_card" }},
		{"short name", "name", MsgOfferName, func(in *OfferInput) { in.Name = "x" }},
		{"long Arabic name", "nameAr", MsgOfferNameAr, func(in *OfferInput) { in.NameAr = strings.Repeat("ب", 81) }},
		{"no sessions", "sessions", MsgEntitlementSessions, func(in *OfferInput) { in.Sessions = num("0") }},
		{"half a session", "sessions", MsgEntitlementSessions, func(in *OfferInput) { in.Sessions = num("2.5") }},
		{"free", "price", MsgOfferPrice, func(in *OfferInput) { in.Price = num("0") }},
		{"above a simplified invoice", "price", MsgOfferPrice, func(in *OfferInput) { in.Price = num("10000.01") }},
		{"no price", "price", MsgOfferPrice, func(in *OfferInput) { in.Price = nil }},
		{"both covers", "serviceId", MsgEntitlementCovers, func(in *OfferInput) { in.Category = CategoryFacial }},
		{"no cover", "serviceId", MsgEntitlementCovers, func(in *OfferInput) { in.ServiceID = nil }},
		{"unknown category", "category", MsgEntitlementCategory, func(in *OfferInput) { in.ServiceID, in.Category = nil, "Nails" }},
		{"37 months", "validMonths", MsgOfferMonths, func(in *OfferInput) { in.ValidMonths = num("37") }},
		{"a membership of 3 months", "validMonths", MsgOfferMembership, func(in *OfferInput) { in.Kind = "membership" }},
		{"a package's discount", "discountPercent", MsgEntitlementDiscountKind, func(in *OfferInput) { in.DiscountPercent = num("10") }},
		{"60 percent", "discountPercent", MsgEntitlementDiscount, func(in *OfferInput) {
			in.Kind, in.ValidMonths, in.DiscountPercent = "membership", nil, num("60")
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := bad(t, offerInput(tc.edit))
			if f[tc.field].Code != tc.msg.Code {
				t.Fatalf("%s: %+v, want %s", tc.field, f, tc.msg.Code)
			}
		})
	}
	f := bad(t, OfferInput{})
	for _, field := range []string{"kind", "name", "serviceId", "sessions", "price"} {
		if f[field].Code == "" {
			t.Errorf("an empty form: no message for %s (%+v)", field, f)
		}
	}
}

// The Packages page lists the offers marked online whose service is
// active, or that cover a category; a guest can order only those.
func TestOffersOnSale(t *testing.T) {
	active, retired := int64(1), int64(2)
	services := []Service{{ID: active, Name: "Hot Stone Massage", NameAr: "تدليك بالحجارة", Price: AED(450), Duration: 90, IsActive: true},
		{ID: retired, Name: "Old Facial", IsActive: false}}
	offers := []Offer{
		{ID: 1, Kind: KindPackage, Name: "Stones", ServiceID: &active, Sessions: 5, Price: AED(2000), ValidMonths: 6, Online: true},
		{ID: 2, Kind: KindPackage, Name: "Retired", ServiceID: &retired, Sessions: 5, Price: AED(900), ValidMonths: 6, Online: true},
		{ID: 3, Kind: KindMembership, Name: "Club", Category: CategoryMassage, Sessions: 1, Price: AED(900), ValidMonths: 1, Online: true},
		{ID: 4, Kind: KindPackage, Name: "Desk only", Category: CategoryFacial, Sessions: 3, Price: AED(900), ValidMonths: 6},
	}
	got := NewOffersOnSale(true, offers, services)
	if !got.Available || len(got.Offers) != 2 || got.Offers[0].ID != 1 || got.Offers[1].ID != 3 {
		t.Fatalf("on sale: %+v, want offers 1 and 3", got)
	}
	if s := got.Offers[0].Service; s == nil || s.Name != "Hot Stone Massage" || s.Duration != 90 || got.Offers[1].Service != nil {
		t.Fatalf("services: %+v / %+v", got.Offers[0].Service, got.Offers[1].Service)
	}
	buyer := OfferPurchase{BuyerName: "Omar Saleh", BuyerEmail: " Omar@Example.ae ", Language: "ar"}
	for _, o := range offers[1:2] {
		if _, err := NewOfferOrder(o, services, buyer); ErrorCode(err) != ENOTFOUND {
			t.Fatalf("ordering %s: %v, want not found", o.Name, err)
		}
	}
	if _, err := NewOfferOrder(offers[3], services, buyer); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("ordering an offer not online: %v", err)
	}
	order, err := NewOfferOrder(offers[0], services, buyer)
	if err != nil || order.BuyerEmail != "omar@example.ae" || order.Language != Arabic || order.Offer.ID != 1 {
		t.Fatalf("an order: %+v, %v", order, err)
	}
	_, err = NewOfferOrder(offers[0], services, OfferPurchase{BuyerName: "O", BuyerEmail: "omar@", Language: "fr"})
	if f := ErrorFieldMsgs(err); f["buyerName"].Code == "" || f["buyerEmail"].Code == "" || f["language"].Code != MsgLanguage.Code {
		t.Fatalf("a wrong buyer: %v", err)
	}
}

// What an order's payment issues: the buyer holds it, its price is what
// was paid, a package is valid its months (31 January + 1 month runs to
// the last day of February), a membership its first month with its
// discount, renewing itself on the card of that payment (and not without
// one); a package never renews.
func TestOfferOrderEntitlement(t *testing.T) {
	svc := int64(1)
	jan31 := Date{Year: 2027, Month: time.January, Day: 31}
	pkg := OfferOrder{Offer: Offer{Kind: KindPackage, Name: "Stones", ServiceID: &svc, Sessions: 5, Price: AED(2000), ValidMonths: 1},
		BuyerName: "Omar Saleh", BuyerEmail: "omar@example.ae"}
	e, sale := pkg.Entitlement(AED(1990), "pi_1", jan31)
	if e.Renews || e.Kind != KindPackage || e.HolderEmail != "omar@example.ae" || e.Sessions != 5 || e.Balance != 5 || e.Price != AED(1990) ||
		e.PaidBy != PayCard || e.ExpiresOn != (Date{Year: 2027, Month: time.February, Day: 28}) || len(e.Code) != 21 {
		t.Fatalf("package = %+v", e)
	}
	if sale.Kind != EntrySale || sale.Units != 5 || sale.By != "online" || sale.Day != jan31 {
		t.Fatalf("sale = %+v", sale)
	}
	year := pkg
	year.Offer.ValidMonths = 12
	if e, _ := year.Entitlement(AED(2000), "pi_1", jan31); e.ExpiresOn != (Date{Year: 2028, Month: time.January, Day: 31}) {
		t.Fatalf("a year's package ends %s", e.ExpiresOn)
	}
	club := OfferOrder{Offer: Offer{Kind: KindMembership, Name: "Club", Category: CategoryMassage, Sessions: 1, Price: AED(900),
		ValidMonths: 1, DiscountPercent: 1000}, BuyerName: "Omar Saleh", BuyerEmail: "omar@example.ae"}
	m, _ := club.Entitlement(AED(900), "pi_2", Date{Year: 2026, Month: time.December, Day: 1})
	if !m.Renews || m.RenewalEnded != "" || m.Kind != KindMembership || m.DiscountPercent != 1000 || m.Category != CategoryMassage || m.ExpiresOn != (Date{Year: 2027, Month: time.January, Day: 1}) {
		t.Fatalf("membership = %+v", m)
	}
	if m, _ := club.Entitlement(AED(900), "", Date{Year: 2026, Month: time.December, Day: 1}); m.Renews || m.RenewalEnded != RenewalEndedNoCard {
		t.Fatalf("a membership paid without a payment to read its card from: %+v", m)
	}
	if d := club.Description(); d != "Membership: Club, monthly until stopped" {
		t.Fatalf("description %q", d)
	}
	if d := pkg.Description(); d != "Package: Stones" {
		t.Fatalf("description %q", d)
	}
}

func TestPercentShort(t *testing.T) {
	for p, want := range map[Percent]string{1000: "10", 1250: "12.5", 1225: "12.25", 0: "0", 5000: "50"} {
		if got := p.Short(); got != want {
			t.Errorf("%d.Short() = %q, want %q", p, got, want)
		}
	}
}
