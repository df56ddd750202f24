package dayspa

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// Packages and memberships bought online. The owner writes an offer (what
// a package or a membership gives and its price) and marks it online; the
// Packages page lists the offers on sale and a guest buys one on the
// provider's hosted page. Only a received payment issues it: the payment's
// handling stores the entitlement, held by the buyer, with the tax invoice
// of its sale (a package or a membership is a supply when sold), and
// e-mails the buyer the code with the invoice. A membership bought online
// is its first month; each further month is renewed at the desk (Renew).
// What was bought keeps what it was sold with: an order copies the offer.

// The limits of an offer.
const (
	maxOfferName           = 80
	maxOfferMonths         = 36
	defaultOfferMonths     = 12
	membershipMonthsOnline = 1
)

// The messages of offers.
var (
	MsgOfferNotFound    = NewMsg("offer.not_found", "This package or membership is not on sale.")
	MsgOfferUnavailable = NewMsg("offer.unavailable", "Packages and memberships cannot be bought online at the moment. Please call or write to the spa.")
	MsgOfferKind        = NewMsg("offer.kind", "Choose a package or a membership.")
	MsgOfferName        = NewMsg("offer.name", "Enter a name of 2 to 80 characters.")
	MsgOfferNameAr      = NewMsg("offer.name_ar", "The Arabic name must be at most 80 characters.")
	MsgOfferPrice       = NewMsg("offer.price", "Enter the price: above 0 and up to 10000, with at most two decimals.")
	MsgOfferMonths      = NewMsg("offer.valid_months", "Enter how many months it is valid: 1 to 36.")
	MsgOfferMembership  = NewMsg("offer.membership_months", "A membership runs a month at a time: leave the months out or make them 1.")
)

// Offer is a package or a membership the spa sells online while Online.
// Sessions are a package's sessions or a membership's credits each month;
// Price is the package's or the month's, VAT included.
type Offer struct {
	ID              int64           `json:"id"`
	Kind            EntitlementKind `json:"kind"`
	Name            string          `json:"name"`
	NameAr          string          `json:"nameAr"`
	ServiceID       *int64          `json:"serviceId"`
	Category        string          `json:"category"`
	Sessions        int64           `json:"sessions"`
	Price           Money           `json:"price"`
	ValidMonths     int             `json:"validMonths"`
	DiscountPercent Percent         `json:"discountPercent"`
	Online          bool            `json:"online"`
	CreatedAt       time.Time       `json:"createdAt"`
	UpdatedAt       time.Time       `json:"updatedAt"`
}

// OfferInput is the owner's form of an offer.
type OfferInput struct {
	Kind            string  `json:"kind"`
	Name            string  `json:"name"`
	NameAr          string  `json:"nameAr"`
	ServiceID       *int64  `json:"serviceId"`
	Category        string  `json:"category"`
	Sessions        *Number `json:"sessions"`
	Price           *Number `json:"price"`
	ValidMonths     *Number `json:"validMonths"`
	DiscountPercent *Number `json:"discountPercent"`
	Online          bool    `json:"online"`
}

// NewOffer reads the owner's form into a valid offer (without ID and
// times); every field's message comes at once (EINVALID). Whether the
// service exists is the store's to check (MsgEntitlementService).
func NewOffer(in OfferInput) (Offer, error) {
	f := FieldErrors{}
	o := Offer{Kind: EntitlementKind(strings.TrimSpace(in.Kind)), Name: cleanText(in.Name), NameAr: cleanText(in.NameAr),
		Category: cleanText(in.Category), Online: in.Online}
	if !o.Kind.SupplyAtSale() {
		f.Add("kind", MsgOfferKind)
	}
	if !ValidText(in.Name, OneLine) || VisibleLen(o.Name) < 2 || utf8.RuneCountInString(o.Name) > maxOfferName {
		f.Add("name", MsgOfferName)
	}
	if !ValidText(in.NameAr, OneLine) || in.NameAr != "" && VisibleLen(o.NameAr) == 0 {
		f.Add("nameAr", MsgHiddenChars)
	} else if utf8.RuneCountInString(o.NameAr) > maxOfferName {
		f.Add("nameAr", MsgOfferNameAr)
	}
	switch {
	case (in.ServiceID == nil) == (o.Category == ""):
		f.Add("serviceId", MsgEntitlementCovers)
	case in.ServiceID != nil && *in.ServiceID <= 0:
		f.Add("serviceId", MsgEntitlementService)
	case o.Category != "" && !slices.Contains(Categories, o.Category):
		f.Add("category", MsgEntitlementCategory)
	}
	o.ServiceID = in.ServiceID
	if n, ok := wholeNumber(in.Sessions, 1, MaxEntitlementSessions); ok {
		o.Sessions = int64(n)
	} else {
		f.Add("sessions", MsgEntitlementSessions)
	}
	// A simplified tax invoice, which names no buyer's address, is issued
	// for at most AED 10,000: the online sale asks no address.
	if s, ok := numberText(in.Price); !ok {
		f.Add("price", MsgOfferPrice)
	} else if p, err := ParseMoney(s); err != nil || p <= 0 || p > FullInvoiceThreshold {
		f.Add("price", MsgOfferPrice)
	} else {
		o.Price = p
	}
	o.ValidMonths = defaultOfferMonths
	if o.Kind == KindMembership {
		o.ValidMonths = membershipMonthsOnline
	}
	if in.ValidMonths != nil {
		n, ok := wholeNumber(in.ValidMonths, 1, maxOfferMonths)
		switch {
		case o.Kind == KindMembership && n != membershipMonthsOnline:
			f.Add("validMonths", MsgOfferMembership)
		case !ok:
			f.Add("validMonths", MsgOfferMonths)
		default:
			o.ValidMonths = n
		}
	}
	if in.DiscountPercent != nil {
		s, given := numberText(in.DiscountPercent)
		p, err := ParsePercent(s)
		switch {
		case !given || err != nil || p > MaxMemberDiscount:
			f.Add("discountPercent", MsgEntitlementDiscount)
		case p > 0 && o.Kind != KindMembership:
			f.Add("discountPercent", MsgEntitlementDiscountKind)
		default:
			o.DiscountPercent = p
		}
	}
	if err := f.Err(); err != nil {
		return Offer{}, err
	}
	return o, nil
}

// numberText is n's text; false when it is left out or blank.
func numberText(n *Number) (string, bool) {
	if n == nil {
		return "", false
	}
	s, ok := n.Text()
	return s, ok && s != ""
}

// OffersOnSale is what the Packages page shows.
type OffersOnSale struct {
	// Available is whether the spa takes payments online now.
	Available bool          `json:"available"`
	Offers    []OfferOnSale `json:"offers"`
}

// OfferOnSale is an offer as a guest sees it: with its treatment, or null
// when it covers a category.
type OfferOnSale struct {
	ID              int64            `json:"id"`
	Kind            EntitlementKind  `json:"kind"`
	Name            string           `json:"name"`
	NameAr          string           `json:"nameAr"`
	Service         *GiftCardService `json:"service"`
	Category        string           `json:"category"`
	Sessions        int64            `json:"sessions"`
	Price           Money            `json:"price"`
	ValidMonths     int              `json:"validMonths"`
	DiscountPercent Percent          `json:"discountPercent"`
}

// NewOffersOnSale lists the offers a guest may buy: those marked online
// whose service is active (or that cover a category), in the order given.
func NewOffersOnSale(available bool, offers []Offer, services []Service) OffersOnSale {
	out := OffersOnSale{Available: available, Offers: []OfferOnSale{}}
	for _, o := range offers {
		if s, ok := o.onSale(services); ok {
			out.Offers = append(out.Offers, s)
		}
	}
	return out
}

// onSale is o as a guest sees it, and whether a guest may buy it now.
func (o Offer) onSale(services []Service) (OfferOnSale, bool) {
	s := OfferOnSale{ID: o.ID, Kind: o.Kind, Name: o.Name, NameAr: o.NameAr, Category: o.Category, Sessions: o.Sessions,
		Price: o.Price, ValidMonths: o.ValidMonths, DiscountPercent: o.DiscountPercent}
	if !o.Online {
		return s, false
	}
	if o.ServiceID == nil {
		return s, true
	}
	i := slices.IndexFunc(services, func(v Service) bool { return v.ID == *o.ServiceID && v.IsActive })
	if i < 0 {
		return s, false
	}
	v := services[i]
	s.Service = &GiftCardService{ID: v.ID, Name: v.Name, NameAr: v.NameAr, Price: v.Price, Duration: v.Duration}
	return s, true
}

// OfferPurchase is the buyer's form on the Packages page.
type OfferPurchase struct {
	BuyerName  string `json:"buyerName"`
	BuyerEmail string `json:"buyerEmail"`
	Language   string `json:"language"`
}

// OfferOrder is a purchase of an offer started online: a copy of what the
// offer gives at the time, and who buys it. Its payment issues the
// package or membership (Entitlement).
type OfferOrder struct {
	ID         int64
	Offer      Offer
	BuyerName  string
	BuyerEmail string
	Language   Language
	CreatedAt  time.Time
}

// NewOfferOrder reads the buyer's form for offer o, which must be on sale
// among services (ENOTFOUND otherwise); every field's message comes at
// once (EINVALID).
func NewOfferOrder(o Offer, services []Service, in OfferPurchase) (OfferOrder, error) {
	if _, ok := o.onSale(services); !ok {
		return OfferOrder{}, Errorf(ENOTFOUND, MsgOfferNotFound)
	}
	f := FieldErrors{}
	order := OfferOrder{Offer: o, BuyerName: cleanText(in.BuyerName), BuyerEmail: NormalizeEmail(in.BuyerEmail), Language: English}
	checkName(f, "buyerName", in.BuyerName)
	checkEmail(f, "buyerEmail", order.BuyerEmail)
	if in.Language != "" {
		lang, ok := ParseLanguage(in.Language)
		if !ok {
			f.Add("language", MsgLanguage)
		}
		order.Language = lang
	}
	if err := f.Err(); err != nil {
		return OfferOrder{}, err
	}
	return order, nil
}

// Entitlement is the package or membership the order's payment of paid
// issues on the spa's day today, with the sale entry that opens its
// ledger: held by the buyer, paid by card on the hosted page, its price
// what was paid. A package is valid its offer's months from today, a
// membership its first month; a membership renews itself by the card of
// that payment (paymentRef, the provider's payment), and cannot without
// one.
func (o OfferOrder) Entitlement(paid Money, paymentRef string, today Date) (Entitlement, LedgerEntry) {
	of := o.Offer
	e := Entitlement{Code: NewEntitlementCode(), Kind: of.Kind, Status: EntitlementActive,
		HolderName: o.BuyerName, HolderEmail: o.BuyerEmail, ServiceID: of.ServiceID, Category: of.Category,
		Sessions: of.Sessions, Balance: of.Sessions, DiscountPercent: of.DiscountPercent, Price: paid, PaidBy: PayCard,
		ExpiresOn: addMonths(today, of.ValidMonths)}
	if of.Kind == KindMembership {
		e.Renews = paymentRef != ""
		if !e.Renews {
			e.RenewalEnded = RenewalEndedNoCard
		}
	}
	sale := LedgerEntry{Kind: EntrySale, Units: e.Balance, Day: today, By: "online", unit: e.Kind}
	return e, sale
}

// Description is the line the buyer sees on the payment page.
func (o OfferOrder) Description() string {
	if o.Offer.Kind == KindMembership {
		return fmt.Sprintf("Membership: %s, monthly until stopped", o.Offer.Name)
	}
	return fmt.Sprintf("Package: %s", o.Offer.Name)
}

// OfferStore keeps the offers and their orders.
type OfferStore interface {
	// ListOffers returns every offer, newest first.
	ListOffers(ctx context.Context) ([]Offer, error)
	// GetOffer returns offer id, or ENOTFOUND.
	GetOffer(ctx context.Context, id int64) (*Offer, error)
	// AddOffer stores o, setting its ID and times; EINVALID serviceId when
	// its service does not exist.
	AddOffer(ctx context.Context, o *Offer) error
	// UpdateOffer writes o over offer o.ID (ENOTFOUND), keeping CreatedAt.
	UpdateOffer(ctx context.Context, o *Offer) error
	// AddOfferOrder stores o, setting its ID and CreatedAt.
	AddOfferOrder(ctx context.Context, o *OfferOrder) error
	// SetOfferSession records the hosted page made for order id, whose
	// payment then issues the package or membership.
	SetOfferSession(ctx context.Context, id int64, provider, sessionID string) error
}

// BuyOffer starts the purchase of order o (NewOfferOrder) as BuyGiftCard
// does a gift card's: the buyer comes back to the Packages page in the
// order's language.
func (p *Payments) BuyOffer(ctx context.Context, store OfferStore, o *OfferOrder) (string, error) {
	if p == nil || p.Provider == nil {
		return "", Errorf(ECONFLICT, MsgOfferUnavailable)
	}
	if err := store.AddOfferOrder(ctx, o); err != nil {
		return "", err
	}
	req := CheckoutRequest{OfferOrderID: o.ID, Amount: o.Offer.Price, Description: o.Description(), CustomerEmail: o.BuyerEmail}
	if o.Offer.Kind == KindMembership {
		// Renewed each month until stopped: the page keeps the card for
		// the next months' charges, and says so.
		req.SaveCard, req.SaveCardNotice = true, Words(o.Language).Text("payment.membership_card_notice")
	}
	return p.hostedSale(ctx, req, o.Language.Path("/packages"),
		func(provider, session string) error { return store.SetOfferSession(ctx, o.ID, provider, session) })
}

// hostedPageLife is how long a hosted page of a sale takes the payment.
const hostedPageLife = time.Hour

// hostedSale makes the hosted page that takes req's payment, valid for
// hostedPageLife, returning to page on the spa's site, and records it (record): it
// returns the page's address.
func (p *Payments) hostedSale(ctx context.Context, req CheckoutRequest, page string, record func(provider, session string) error) (string, error) {
	page = p.BaseURL + page
	req.ExpiresAt, req.SuccessURL, req.CancelURL = p.now().Add(hostedPageLife), page+"?paid=1", page+"?cancelled=1"
	sess, err := p.Provider.CreateCheckout(ctx, req)
	if err != nil {
		p.logger().Error("payment: hosted sale", "description", req.Description, "err", err)
		return "", Errorf(EINTERNAL, MsgPaymentCheckout)
	}
	if err := record(p.Provider.Name(), sess.ID); err != nil {
		return "", err
	}
	return sess.URL, nil
}
