package dayspa_test

import (
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

var giftServices = []dayspa.Service{
	{ID: 1, Name: "Swedish Massage", NameAr: "مساج سويدي", Price: dayspa.AED(350), Duration: 60, IsActive: true},
	{ID: 2, Name: "Retired Ritual", Price: dayspa.AED(400), Duration: 90, IsActive: false},
	{ID: 3, Name: "Hand Treatment", Price: dayspa.AED(80), Duration: 30, IsActive: true}, // below the online minimum
}

var giftToday = dayspa.Date{Year: 2026, Month: time.December, Day: 1}

func giftPurchase() dayspa.GiftCardPurchase {
	amount := dayspa.Number("500")
	return dayspa.GiftCardPurchase{Amount: &amount, RecipientName: "Mariam Saleh", RecipientEmail: " Mariam@Example.ae ",
		Message: "Happy birthday!", DeliveryDate: "2026-12-24", BuyerName: "Layla Haddad", BuyerEmail: "layla@example.ae", Language: "ar"}
}

func TestNewGiftCardOrder(t *testing.T) {
	o, err := dayspa.NewGiftCardOrder(giftPurchase(), giftServices, giftToday)
	if err != nil {
		t.Fatal(err)
	}
	if o.Value != dayspa.AED(500) || o.ServiceID != nil || o.RecipientEmail != "mariam@example.ae" || o.Language != dayspa.Arabic ||
		o.DeliveryDate != (dayspa.Date{Year: 2026, Month: time.December, Day: 24}) {
		t.Fatalf("order = %+v", o)
	}

	svc := int64(1)
	in := giftPurchase()
	in.Amount, in.ServiceID = nil, &svc
	o, err = dayspa.NewGiftCardOrder(in, giftServices, giftToday)
	if err != nil {
		t.Fatal(err)
	}
	if o.Value != dayspa.AED(350) || o.Treatment != "Swedish Massage" || o.TreatmentAr != "مساج سويدي" || *o.ServiceID != 1 {
		t.Fatalf("order of a treatment = %+v", o)
	}
}

func TestNewGiftCardOrder_Refusals(t *testing.T) {
	num := func(s string) *dayspa.Number { n := dayspa.Number(s); return &n }
	id := func(n int64) *int64 { return &n }
	cases := []struct {
		name  string
		edit  func(*dayspa.GiftCardPurchase)
		field string
		msg   dayspa.Msg
	}{
		{"NeitherAmountNorService", func(p *dayspa.GiftCardPurchase) { p.Amount = nil }, "amount", dayspa.MsgGiftCardChoice},
		{"BothAmountAndService", func(p *dayspa.GiftCardPurchase) { p.ServiceID = id(1) }, "amount", dayspa.MsgGiftCardChoice},
		{"BelowMinimum", func(p *dayspa.GiftCardPurchase) { p.Amount = num("99") }, "amount", dayspa.MsgGiftCardAmount},
		{"AboveMaximum", func(p *dayspa.GiftCardPurchase) { p.Amount = num("5001") }, "amount", dayspa.MsgGiftCardAmount},
		{"NotWholeDirhams", func(p *dayspa.GiftCardPurchase) { p.Amount = num("250.50") }, "amount", dayspa.MsgGiftCardAmount},
		{"NotANumber", func(p *dayspa.GiftCardPurchase) { p.Amount = num("lots") }, "amount", dayspa.MsgGiftCardAmount},
		{"InactiveService", func(p *dayspa.GiftCardPurchase) { p.Amount, p.ServiceID = nil, id(2) }, "serviceId", dayspa.MsgGiftCardService},
		{"CheapService", func(p *dayspa.GiftCardPurchase) { p.Amount, p.ServiceID = nil, id(3) }, "serviceId", dayspa.MsgGiftCardService},
		{"UnknownService", func(p *dayspa.GiftCardPurchase) { p.Amount, p.ServiceID = nil, id(99) }, "serviceId", dayspa.MsgGiftCardService},
		{"Yesterday", func(p *dayspa.GiftCardPurchase) { p.DeliveryDate = "2026-11-30" }, "deliveryDate", dayspa.MsgGiftCardDelivery},
		{"TooFarAhead", func(p *dayspa.GiftCardPurchase) { p.DeliveryDate = "2027-03-02" }, "deliveryDate", dayspa.MsgGiftCardDelivery},
		{"NoDate", func(p *dayspa.GiftCardPurchase) { p.DeliveryDate = "" }, "deliveryDate", dayspa.MsgGiftCardDelivery},
		{"LongMessage", func(p *dayspa.GiftCardPurchase) { p.Message = strings.Repeat("a", 301) }, "message", dayspa.MsgGiftCardMessage},
		{"NoRecipient", func(p *dayspa.GiftCardPurchase) { p.RecipientName = " " }, "recipientName", dayspa.MsgName},
		{"RecipientEmail", func(p *dayspa.GiftCardPurchase) { p.RecipientEmail = "mariam@" }, "recipientEmail", dayspa.MsgEmail},
		{"NoBuyer", func(p *dayspa.GiftCardPurchase) { p.BuyerName = "" }, "buyerName", dayspa.MsgName},
		{"BuyerEmail", func(p *dayspa.GiftCardPurchase) { p.BuyerEmail = "" }, "buyerEmail", dayspa.MsgEmail},
		{"Language", func(p *dayspa.GiftCardPurchase) { p.Language = "fr" }, "language", dayspa.MsgLanguage},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := giftPurchase()
			c.edit(&in)
			_, err := dayspa.NewGiftCardOrder(in, giftServices, giftToday)
			fields := dayspa.ErrorFields(err)
			if dayspa.ErrorCode(err) != dayspa.EINVALID || fields[c.field] != c.msg.Text || len(fields) != 1 {
				t.Fatalf("fields = %v (err %v), want only %s: %q", fields, err, c.field, c.msg.Text)
			}
		})
	}
	// The last day allowed is accepted, and so is today.
	for _, day := range []string{"2026-12-01", "2027-03-01"} {
		in := giftPurchase()
		in.DeliveryDate = day
		if _, err := dayspa.NewGiftCardOrder(in, giftServices, giftToday); err != nil {
			t.Errorf("delivery on %s: %v", day, err)
		}
	}
}

// The card is held by the buyer for the recipient, valid a year from the
// delivery day (29 February runs to 1 March), and its e-mail goes at 09:00
// on that day in the spa's clock, or at once once that has passed.
func TestGiftCardOrder_CardAndDelivery(t *testing.T) {
	dubai, err := time.LoadLocation("Asia/Dubai")
	if err != nil {
		t.Fatal(err)
	}
	o := dayspa.GiftCardOrder{Value: dayspa.AED(500), RecipientName: "Mariam", RecipientEmail: "m@example.ae",
		BuyerName: "Layla", BuyerEmail: "l@example.ae", DeliveryDate: dayspa.Date{Year: 2028, Month: time.February, Day: 29}}
	card, sale := o.Card(giftToday)
	if card.Kind != dayspa.KindGiftCard || card.Balance != int64(dayspa.AED(500)) || card.Price != card.Value ||
		card.HolderEmail != "l@example.ae" || card.RecipientEmail != "m@example.ae" || card.Code == "" ||
		card.ExpiresOn != (dayspa.Date{Year: 2029, Month: time.March, Day: 1}) {
		t.Fatalf("card = %+v", card)
	}
	if sale.Kind != dayspa.EntrySale || sale.Units != card.Balance || sale.Day != giftToday {
		t.Fatalf("sale = %+v", sale)
	}
	nine := time.Date(2028, time.February, 29, 9, 0, 0, 0, dubai)
	if got := o.DeliverAt(dubai, nine.Add(-24*time.Hour)); !got.Equal(nine) {
		t.Errorf("delivered at %v, want %v", got, nine)
	}
	late := nine.Add(3 * time.Hour)
	if got := o.DeliverAt(dubai, late); !got.Equal(late) {
		t.Errorf("after 09:00 delivered at %v, want at once (%v)", got, late)
	}
}

func TestNewGiftCardOptions(t *testing.T) {
	o := dayspa.NewGiftCardOptions(true, giftServices)
	if !o.Available || len(o.Services) != 1 || o.Services[0].ID != 1 || o.Services[0].NameAr != "مساج سويدي" ||
		o.MinAmount != dayspa.AED(100) || o.MaxAmount != dayspa.AED(5000) || len(o.Amounts) == 0 {
		t.Fatalf("options = %+v", o)
	}
	if o := dayspa.NewGiftCardOptions(false, nil); o.Available || o.Services == nil {
		t.Fatalf("options without payments = %+v (services must be [] not null)", o)
	}
}
