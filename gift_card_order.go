package dayspa

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// Gift cards bought online. The buyer chooses a value, or a treatment
// whose price today is the value, names the recipient and the day the card
// is delivered, and pays on the provider's hosted page. Only a received
// payment issues the card (an order left unpaid issues nothing): the
// payment's handling stores it as a gift card entitlement, like one sold
// at the desk, and writes two e-mails with the card and its PDF: the
// recipient's on the delivery day, from GiftCardDeliveryHour in the spa's
// clock, and the buyer's copy at once.

// The limits of a gift card bought online.
const (
	GiftCardMinOnline       = Money(10_000)  // AED 100
	GiftCardMaxOnline       = Money(500_000) // AED 5,000
	GiftCardExpiryMonths    = 12             // valid a year from its delivery day
	GiftCardMaxDeliveryDays = 90
	GiftCardMaxMessage      = 300
	GiftCardDeliveryHour    = 9
)

// GiftCardAmounts are the values the page offers as buttons; any whole
// amount between the limits may be typed.
var GiftCardAmounts = []Money{30_000, 50_000, 100_000}

// The messages of buying a gift card online.
var (
	MsgGiftCardAmount      = NewMsg("gift_card.amount", "Enter an amount from 100 to 5000 dirhams, in whole dirhams.")
	MsgGiftCardChoice      = NewMsg("gift_card.amount_or_service", "Choose an amount or a treatment.")
	MsgGiftCardService     = NewMsg("gift_card.service", "That treatment cannot be chosen.")
	MsgGiftCardDelivery    = NewMsg("gift_card.delivery_date", "Choose a delivery date from today up to 90 days ahead.")
	MsgGiftCardMessage     = NewMsg("gift_card.message", "The message must be at most 300 characters.")
	MsgGiftCardUnavailable = NewMsg("gift_card.unavailable", "Gift cards cannot be bought online at the moment. Please call or write to the spa.")
)

// GiftCardOptions is what the Gift cards page offers.
type GiftCardOptions struct {
	// Available is whether the spa takes payments online now.
	Available       bool              `json:"available"`
	Amounts         []Money           `json:"amounts"`
	MinAmount       Money             `json:"minAmount"`
	MaxAmount       Money             `json:"maxAmount"`
	Services        []GiftCardService `json:"services"`
	ExpiryMonths    int               `json:"expiryMonths"`
	MaxDeliveryDays int               `json:"maxDeliveryDays"`
	MaxMessage      int               `json:"maxMessage"`
}

// GiftCardService is a treatment a card may be bought for, at its price.
type GiftCardService struct {
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	NameAr   string `json:"nameAr"`
	Price    Money  `json:"price"`
	Duration int    `json:"duration"`
}

// NewGiftCardOptions lists the options: the active services whose price
// a card bought online may hold.
func NewGiftCardOptions(available bool, services []Service) GiftCardOptions {
	o := GiftCardOptions{Available: available, Amounts: GiftCardAmounts, MinAmount: GiftCardMinOnline, MaxAmount: GiftCardMaxOnline,
		Services: []GiftCardService{}, ExpiryMonths: GiftCardExpiryMonths, MaxDeliveryDays: GiftCardMaxDeliveryDays, MaxMessage: GiftCardMaxMessage}
	for _, s := range services {
		if giftable(s) {
			o.Services = append(o.Services, GiftCardService{ID: s.ID, Name: s.Name, NameAr: s.NameAr, Price: s.Price, Duration: s.Duration})
		}
	}
	return o
}

// giftable reports whether a card may be bought for s: an active service
// whose price is within the online limits.
func giftable(s Service) bool {
	return s.IsActive && s.Price >= GiftCardMinOnline && s.Price <= GiftCardMaxOnline
}

// GiftCardPurchase is the page's form: Amount or ServiceID.
type GiftCardPurchase struct {
	Amount         *Number `json:"amount"`
	ServiceID      *int64  `json:"serviceId"`
	RecipientName  string  `json:"recipientName"`
	RecipientEmail string  `json:"recipientEmail"`
	Message        string  `json:"message"`
	DeliveryDate   string  `json:"deliveryDate"`
	BuyerName      string  `json:"buyerName"`
	BuyerEmail     string  `json:"buyerEmail"`
	Language       string  `json:"language"`
}

// GiftCardOrder is a purchase started online; its payment issues the
// card (Card).
type GiftCardOrder struct {
	ID             int64
	Value          Money
	ServiceID      *int64
	Treatment      string // the service's name when bought for one
	TreatmentAr    string
	RecipientName  string
	RecipientEmail string
	Message        string
	DeliveryDate   Date
	BuyerName      string
	BuyerEmail     string
	Language       Language
	CreatedAt      time.Time
}

// NewGiftCardOrder reads the form against the services and today's date
// in the spa's clock; every field's message comes at once (EINVALID).
func NewGiftCardOrder(in GiftCardPurchase, services []Service, today Date) (GiftCardOrder, error) {
	f := FieldErrors{}
	o := GiftCardOrder{RecipientName: cleanText(in.RecipientName), RecipientEmail: NormalizeEmail(in.RecipientEmail),
		Message: strings.TrimSpace(in.Message), BuyerName: cleanText(in.BuyerName), BuyerEmail: NormalizeEmail(in.BuyerEmail)}
	switch {
	case (in.Amount == nil) == (in.ServiceID == nil):
		f.Add("amount", MsgGiftCardChoice)
	case in.Amount != nil:
		v, ok := wholeDirhams(*in.Amount)
		if !ok || v < GiftCardMinOnline || v > GiftCardMaxOnline {
			f.Add("amount", MsgGiftCardAmount)
		}
		o.Value = v
	default:
		var found *Service
		for i := range services {
			if services[i].ID == *in.ServiceID && giftable(services[i]) {
				found = &services[i]
			}
		}
		if found == nil {
			f.Add("serviceId", MsgGiftCardService)
			break
		}
		o.ServiceID, o.Value, o.Treatment, o.TreatmentAr = &found.ID, found.Price, found.Name, found.NameAr
	}
	checkName(f, "recipientName", in.RecipientName)
	checkEmail(f, "recipientEmail", o.RecipientEmail)
	checkFreeText(f, "message", o.Message, GiftCardMaxMessage, MsgGiftCardMessage)
	d, err := ParseDate(strings.TrimSpace(in.DeliveryDate))
	if err != nil || d.Before(today) || d.After(today.AddDays(GiftCardMaxDeliveryDays)) {
		f.Add("deliveryDate", MsgGiftCardDelivery)
	}
	o.DeliveryDate = d
	checkName(f, "buyerName", in.BuyerName)
	checkEmail(f, "buyerEmail", o.BuyerEmail)
	if in.Language == "" {
		o.Language = English
	} else if lang, ok := ParseLanguage(in.Language); ok {
		o.Language = lang
	} else {
		f.Add("language", MsgLanguage)
	}
	if err := f.Err(); err != nil {
		return GiftCardOrder{}, err
	}
	return o, nil
}

// wholeDirhams reads an amount in whole dirhams ("500" or "500.00").
func wholeDirhams(n Number) (Money, bool) {
	s, ok := n.Text()
	if !ok {
		return 0, false
	}
	m, err := ParseMoney(s)
	if err != nil || m%100 != 0 {
		return 0, false
	}
	return m, true
}

// DeliverAt is when the recipient's e-mail may go: GiftCardDeliveryHour
// on the delivery day in loc; at once when that has passed.
func (o GiftCardOrder) DeliverAt(loc *time.Location, now time.Time) time.Time {
	at := o.DeliveryDate.At(GiftCardDeliveryHour*60, loc)
	if at.Before(now) {
		return now
	}
	return at
}

// Card is the gift card the order's payment issues, with the sale entry
// that opens its ledger: held by the buyer for the recipient, its value
// what was paid, valid GiftCardExpiryMonths from the delivery day, paid
// by card on the hosted page.
func (o GiftCardOrder) Card(today Date) (Entitlement, LedgerEntry) {
	d := o.DeliveryDate
	e := Entitlement{Code: NewEntitlementCode(), Kind: KindGiftCard, Status: EntitlementActive,
		HolderName: o.BuyerName, HolderEmail: o.BuyerEmail, RecipientName: o.RecipientName, RecipientEmail: o.RecipientEmail,
		Value: o.Value, Price: o.Value, Balance: int64(o.Value), PaidBy: PayCard,
		ExpiresOn: Date{Year: d.Year, Month: d.Month + GiftCardExpiryMonths, Day: d.Day}.normal()}
	sale := LedgerEntry{Kind: EntrySale, Units: e.Balance, Day: today, By: "online", unit: e.Kind}
	return e, sale
}

// Description is the line the buyer sees on the payment page.
func (o GiftCardOrder) Description() string {
	if o.Treatment != "" {
		return fmt.Sprintf("Gift card: %s, for %s", o.Treatment, o.RecipientName)
	}
	return fmt.Sprintf("Gift card: AED %s, for %s", o.Value.Grouped(), o.RecipientName)
}

// GiftCardStore keeps the orders of gift cards bought online.
type GiftCardStore interface {
	// AddGiftCardOrder stores o, setting its ID and CreatedAt.
	AddGiftCardOrder(ctx context.Context, o *GiftCardOrder) error
	// SetGiftCardSession records the hosted page made for order id, whose
	// payment then issues the card.
	SetGiftCardSession(ctx context.Context, id int64, provider, sessionID string) error
}

// BuyGiftCard starts the purchase of order o (NewGiftCardOrder): it
// stores the order, makes the hosted payment page and records it, and
// returns the page's address. The buyer comes back to the Gift cards page
// in the order's language.
func (p *Payments) BuyGiftCard(ctx context.Context, store GiftCardStore, o *GiftCardOrder) (string, error) {
	if p == nil || p.Provider == nil {
		return "", Errorf(ECONFLICT, MsgGiftCardUnavailable)
	}
	if err := store.AddGiftCardOrder(ctx, o); err != nil {
		return "", err
	}
	return p.hostedSale(ctx, CheckoutRequest{GiftCardOrderID: o.ID, Amount: o.Value, Description: o.Description(),
		CustomerEmail: o.BuyerEmail}, o.Language.Path("/gift-cards"),
		func(provider, session string) error { return store.SetGiftCardSession(ctx, o.ID, provider, session) })
}
