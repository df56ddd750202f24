package dayspa

import (
	"context"
	"encoding/json"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Gift cards, packages and memberships: what a guest has paid for ahead
// and takes later. All three are one entitlement with a code, a holder and
// an expiry, and every change of what it holds is an entry of its ledger,
// which is only ever added to. The balance is the sum of the entries, in
// fils for a gift card and in sessions for a package or a membership; it
// never goes below zero.
//
// A membership is sold here like a package of its first month's credits;
// its monthly renewal comes later.

// EntitlementKind is what an entitlement is.
type EntitlementKind string

// The kinds of entitlement.
const (
	KindGiftCard   EntitlementKind = "gift_card"
	KindPackage    EntitlementKind = "package"
	KindMembership EntitlementKind = "membership"
)

// EntitlementKinds lists the kinds.
var EntitlementKinds = []EntitlementKind{KindGiftCard, KindPackage, KindMembership}

// Valid reports whether k is one of EntitlementKinds.
func (k EntitlementKind) Valid() bool { return slices.Contains(EntitlementKinds, k) }

// InFils reports whether the kind's balance is money (fils) rather than
// sessions.
func (k EntitlementKind) InFils() bool { return k == KindGiftCard }

// SupplyAtSale reports whether selling the kind is a supply taxed on the
// day it is sold (docs/product.md, "Gift cards, packages and memberships"):
// a package or a membership is (the services are named and paid for, and
// payment fixes the date of supply); a face-value gift card is not (a
// voucher sold for no more than its value is no supply: the VAT falls due
// when it pays for services, on those services).
func (k EntitlementKind) SupplyAtSale() bool { return k == KindPackage || k == KindMembership }

// SaleVAT is the VAT inside the price paid for an entitlement of kind at
// rate: all of it VAT-inclusive for a package or a membership, none for a
// gift card.
func SaleVAT(kind EntitlementKind, price Money, rate Percent) Money {
	if !kind.SupplyAtSale() {
		return 0
	}
	return VATIn(price, rate)
}

// EntitlementStatus is whether an entitlement may still be used.
type EntitlementStatus string

// The statuses: active until it expires.
const (
	EntitlementActive  EntitlementStatus = "active"
	EntitlementExpired EntitlementStatus = "expired"
)

// EntryKind is what a ledger entry records.
type EntryKind string

// The kinds of ledger entry. A sale opens the ledger with what was bought;
// a redemption takes some of it; a refund gives back part of what was
// redeemed (a treatment the card paid for, refunded); an expiry takes what
// is left when the entitlement expires; an adjustment, with its reason,
// corrects the balance either way.
const (
	EntrySale       EntryKind = "sale"
	EntryRedemption EntryKind = "redemption"
	EntryRefund     EntryKind = "refund"
	EntryExpiry     EntryKind = "expiry"
	EntryAdjustment EntryKind = "adjustment"
)

// EntryKinds lists the kinds of ledger entry.
var EntryKinds = []EntryKind{EntrySale, EntryRedemption, EntryRefund, EntryExpiry, EntryAdjustment}

// Limits of an entitlement.
const (
	MaxGiftCardValue        = Money(5_000_000) // AED 50,000
	MaxEntitlementPrice     = MaxIncomeAmount
	MaxEntitlementSessions  = 100
	MaxMemberDiscount       = Percent(5000) // 50%
	maxEntitlementYears     = 3
	maxEntitlementReason    = 200
	minEntitlementReason    = 3
	maxEntitlementCategory  = 60
	maxEntitlementSearchLen = 100
)

// The messages of entitlements.
var (
	MsgEntitlementNotFound     = NewMsg("entitlement.not_found", "Gift card, package or membership not found.")
	MsgEntitlementKind         = NewMsg("entitlement.kind", "Choose a gift card, a package or a membership.")
	MsgEntitlementValue        = NewMsg("entitlement.value", "Enter a value above 0 and up to 50000, with at most two decimals.")
	MsgEntitlementFaceValue    = NewMsg("entitlement.face_value", "A gift card is sold at its value: leave the price out or make it the value.")
	MsgEntitlementPrice        = NewMsg("entitlement.price", "Enter the price paid: above 0 and up to 1000000, with at most two decimals.")
	MsgEntitlementSessions     = NewMsg("entitlement.sessions", "Enter a number of sessions from 1 to 100.")
	MsgEntitlementCovers       = NewMsg("entitlement.covers", "Choose either the service or the category the sessions are for.")
	MsgEntitlementGiftCovers   = NewMsg("entitlement.gift_covers", "A gift card holds a value, not sessions of a service.")
	MsgEntitlementCategory     = NewMsg("entitlement.category", "Choose one of the service categories.")
	MsgEntitlementService      = NewMsg("entitlement.service", "That service does not exist.")
	MsgEntitlementExpires      = NewMsg("entitlement.expires", "The expiry date must be after today and at most 3 years ahead.")
	MsgEntitlementInsufficient = NewMsg("entitlement.insufficient", "Not enough left: the balance is %s.", "balance")
	MsgEntitlementExpired      = NewMsg("entitlement.expired", "This expired on %s.", "date")
	MsgEntitlementNotDue       = NewMsg("entitlement.not_due", "It is valid until %s and can expire only after that day.", "date")
	MsgEntitlementRefund       = NewMsg("entitlement.refund_exceeds", "A refund cannot give back more than was redeemed: %s.", "redeemed")
	MsgEntitlementQuantity     = NewMsg("entitlement.quantity", "Enter an amount above 0.")
	MsgEntitlementAdjustZero   = NewMsg("entitlement.adjust_zero", "Enter a change other than 0: an amount for a gift card, sessions for a package or membership.")
	MsgEntitlementAdjustUnit   = NewMsg("entitlement.adjust_unit", "A gift card changes by an amount, a package or membership by sessions.")
	MsgEntitlementBelowZero    = NewMsg("entitlement.below_zero", "This would take the balance below zero: it is %s.", "balance")
	MsgEntitlementReason       = NewMsg("entitlement.reason", "Give a reason of 3 to 200 characters.")
	MsgEntitlementFilterKind   = NewMsg("entitlement.filter_kind", "Kind must be gift_card, package or membership.")
	MsgEntitlementSearch       = NewMsg("entitlement.search", "Search must be at most 100 characters.")
	MsgEntitlementDiscount     = NewMsg("entitlement.discount", "Enter a member discount from 0 to 50 percent.")
	MsgEntitlementDiscountKind = NewMsg("entitlement.discount_kind", "Only a membership gives a member discount.")
	MsgEntitlementFullInvoice  = NewMsg("entitlement.full_invoice", "A package or membership sold at the desk costs at most AED 10,000: above that its tax invoice must name the buyer's address.")
)

// Entitlement is a gift card, a package or a membership. Balance is in
// fils for a gift card, in sessions otherwise (InFils); Redeemed is what
// redemptions took less what refunds gave back, which bounds a refund.
type Entitlement struct {
	ID             int64
	Code           string // XXXX-XXXX-XXXX-XXXX-C
	Kind           EntitlementKind
	HolderName     string
	HolderEmail    string
	RecipientName  string // "" when the holder is the buyer
	RecipientEmail string
	ServiceID      *int64 // a package's or membership's service, or
	Category       string // its category
	Sessions       int64  // sessions bought (package, membership)
	// DiscountPercent is a membership's member discount on what its
	// credits do not cover (MemberDiscount); 0 for none and for the other
	// kinds.
	DiscountPercent Percent
	Value           Money // face value (gift card)
	Price           Money // what was paid
	PaidBy          PaymentMethod
	// InvoiceID and InvoiceNumber are the tax invoice of the sale of a
	// package or a membership (a supply when sold); nil and "" for a gift
	// card, whose sale is no supply, and for one sold before invoices were.
	InvoiceID     *int64
	InvoiceNumber string
	ExpiresOn     Date // the last day it may be used
	Status        EntitlementStatus
	Balance       int64
	Redeemed      int64
	CreatedAt     time.Time
	// Renews is whether a membership bought online is charged its next
	// month on its saved card (membership_renewal.go); RenewalEnded says
	// why it no longer is, "" while it does or when it never did.
	Renews       bool
	RenewalEnded string
}

// entitlementJSON is an entitlement as the API writes it: the balance as
// an amount for a gift card and as sessions otherwise, the other null.
type entitlementJSON struct {
	ID              int64             `json:"id"`
	Code            string            `json:"code"`
	Kind            EntitlementKind   `json:"kind"`
	HolderName      string            `json:"holderName"`
	HolderEmail     string            `json:"holderEmail"`
	RecipientName   string            `json:"recipientName"`
	RecipientEmail  string            `json:"recipientEmail"`
	ServiceID       *int64            `json:"serviceId"`
	Category        string            `json:"category"`
	Sessions        *int64            `json:"sessions"`
	DiscountPercent Percent           `json:"discountPercent"`
	Value           *Money            `json:"value"`
	Price           Money             `json:"price"`
	PaidBy          PaymentMethod     `json:"paidBy"`
	InvoiceID       *int64            `json:"invoiceId"`
	InvoiceNumber   string            `json:"invoiceNumber"`
	ExpiresOn       Date              `json:"expiresOn"`
	Status          EntitlementStatus `json:"status"`
	BalanceAmount   *Money            `json:"balanceAmount"`
	BalanceSessions *int64            `json:"balanceSessions"`
	CreatedAt       time.Time         `json:"createdAt"`
	Renews          bool              `json:"renews"`
	RenewalEnded    string            `json:"renewalEnded"`
}

// MarshalJSON writes the entitlement for the API.
func (e Entitlement) MarshalJSON() ([]byte, error) {
	v := entitlementJSON{ID: e.ID, Code: e.Code, Kind: e.Kind, HolderName: e.HolderName, HolderEmail: e.HolderEmail,
		RecipientName: e.RecipientName, RecipientEmail: e.RecipientEmail, ServiceID: e.ServiceID, Category: e.Category,
		Price: e.Price, PaidBy: e.PaidBy, DiscountPercent: e.DiscountPercent, InvoiceID: e.InvoiceID, InvoiceNumber: e.InvoiceNumber,
		ExpiresOn: e.ExpiresOn, Status: e.Status, CreatedAt: e.CreatedAt, Renews: e.Renews, RenewalEnded: e.RenewalEnded}
	v.BalanceAmount, v.BalanceSessions = units(e.Kind, e.Balance)
	if e.Kind.InFils() {
		v.Value = &e.Value
	} else {
		v.Sessions = &e.Sessions
	}
	return json.Marshal(v)
}

// units writes n units of kind as an amount or as sessions.
func units(kind EntitlementKind, n int64) (*Money, *int64) {
	if kind.InFils() {
		m := Money(n)
		return &m, nil
	}
	return nil, &n
}

// FormatUnits writes n units of kind for a message: "AED 50.00" or "3 sessions".
func FormatUnits(kind EntitlementKind, n int64) string {
	if kind.InFils() {
		return "AED " + Money(n).String()
	}
	if n == 1 || n == -1 {
		return strconv.FormatInt(n, 10) + " session"
	}
	return strconv.FormatInt(n, 10) + " sessions"
}

// LedgerEntry is one change of an entitlement: Units is signed (a sale, a
// refund add; a redemption, an expiry take), in the entitlement's unit. By
// is the name of the staff member who wrote it, "" for the spa's own jobs
// (the expiry).
type LedgerEntry struct {
	ID            int64
	EntitlementID int64
	Kind          EntryKind
	Units         int64
	Reason        string
	By            string
	Day           Date // the spa's day of the entry
	CreatedAt     time.Time
	unit          EntitlementKind
}

// WithKind returns the entry told its entitlement's kind, which decides
// how its JSON writes the units.
func (l LedgerEntry) WithKind(k EntitlementKind) LedgerEntry { l.unit = k; return l }

// MarshalJSON writes the entry with its amount or sessions.
func (l LedgerEntry) MarshalJSON() ([]byte, error) {
	v := struct {
		ID            int64     `json:"id"`
		EntitlementID int64     `json:"entitlementId"`
		Kind          EntryKind `json:"kind"`
		Amount        *Money    `json:"amount"`
		Sessions      *int64    `json:"sessions"`
		Reason        string    `json:"reason"`
		By            string    `json:"by"`
		Day           Date      `json:"day"`
		CreatedAt     time.Time `json:"createdAt"`
	}{ID: l.ID, EntitlementID: l.EntitlementID, Kind: l.Kind, Reason: l.Reason, By: l.By, Day: l.Day, CreatedAt: l.CreatedAt}
	v.Amount, v.Sessions = units(l.unit, l.Units)
	return json.Marshal(v)
}

// LedgerOp is a change asked of an entitlement: Units is the quantity a
// redemption takes or a refund gives back (above 0), or the signed change
// of an adjustment; an expiry takes what is left and has none. By is who
// asks (LedgerEntry.By).
type LedgerOp struct {
	Kind   EntryKind
	Units  int64
	Reason string
	By     string
}

// ExpiredOn reports whether the entitlement can no longer be used on day.
func (e *Entitlement) ExpiredOn(day Date) bool {
	return e.Status == EntitlementExpired || day.After(e.ExpiresOn)
}

// Apply checks op against the entitlement on the spa's day today and, when
// the rules allow it, changes e and returns the entry that records it. A
// refusal leaves e as it was:
//   - a redemption or a refund takes a quantity above 0 and is refused once
//     the entitlement has expired; a redemption never takes more than the
//     balance (ECONFLICT), a refund never gives back more than was redeemed;
//   - an adjustment needs a reason and a change other than 0, and may not
//     take the balance below zero;
//   - an expiry comes only after the last valid day, once, and takes the
//     whole balance;
//   - a sale only opens the ledger (NewEntitlement), never later.
func (e *Entitlement) Apply(op LedgerOp, today Date) (LedgerEntry, error) {
	entry := LedgerEntry{EntitlementID: e.ID, Kind: op.Kind, Day: today, By: op.By, unit: e.Kind}
	next := *e
	switch op.Kind {
	case EntryRedemption, EntryRefund:
		if op.Units <= 0 {
			return LedgerEntry{}, FieldError("units", MsgEntitlementQuantity)
		}
		if e.ExpiredOn(today) {
			return LedgerEntry{}, Errorf(ECONFLICT, MsgEntitlementExpired, e.ExpiresOn.String())
		}
		if op.Kind == EntryRedemption {
			if op.Units > e.Balance {
				return LedgerEntry{}, Errorf(ECONFLICT, MsgEntitlementInsufficient, FormatUnits(e.Kind, e.Balance))
			}
			entry.Units = -op.Units
			next.Redeemed += op.Units
		} else {
			if op.Units > e.Redeemed {
				return LedgerEntry{}, Errorf(ECONFLICT, MsgEntitlementRefund, FormatUnits(e.Kind, e.Redeemed))
			}
			entry.Units = op.Units
			next.Redeemed -= op.Units
		}
	case EntryAdjustment:
		f := FieldErrors{}
		reason := cleanText(op.Reason)
		if !ValidText(op.Reason, OneLine) || VisibleLen(reason) < minEntitlementReason ||
			utf8.RuneCountInString(reason) > maxEntitlementReason {
			f.Add("reason", MsgEntitlementReason)
		}
		if op.Units == 0 {
			f.Add("units", MsgEntitlementAdjustZero)
		}
		if err := f.Err(); err != nil {
			return LedgerEntry{}, err
		}
		if e.ExpiredOn(today) {
			return LedgerEntry{}, Errorf(ECONFLICT, MsgEntitlementExpired, e.ExpiresOn.String())
		}
		if e.Balance+op.Units < 0 {
			return LedgerEntry{}, Errorf(ECONFLICT, MsgEntitlementBelowZero, FormatUnits(e.Kind, e.Balance))
		}
		entry.Units, entry.Reason = op.Units, reason
	case EntryExpiry:
		if e.Status == EntitlementExpired {
			return LedgerEntry{}, Errorf(ECONFLICT, MsgEntitlementExpired, e.ExpiresOn.String())
		}
		if !today.After(e.ExpiresOn) {
			return LedgerEntry{}, Errorf(ECONFLICT, MsgEntitlementNotDue, e.ExpiresOn.String())
		}
		entry.Units = -e.Balance
		next.Status = EntitlementExpired
	default:
		return LedgerEntry{}, FieldError("kind", MsgEntitlementKind)
	}
	next.Balance += entry.Units
	*e = next
	return entry, nil
}

// EntitlementInput is the desk's sale of an entitlement. A gift card
// needs its value (the price is the value); a package or a membership its
// sessions, price and either a service or a category. expiresOn is a year
// from today when left out.
type EntitlementInput struct {
	Kind           string  `json:"kind"`
	HolderName     string  `json:"holderName"`
	HolderEmail    string  `json:"holderEmail"`
	RecipientName  string  `json:"recipientName"`
	RecipientEmail string  `json:"recipientEmail"`
	Value          *Number `json:"value"`
	Price          *Number `json:"price"`
	Sessions       *Number `json:"sessions"`
	// DiscountPercent is a membership's member discount (0 to 50).
	DiscountPercent *Number `json:"discountPercent"`
	ServiceID       *int64  `json:"serviceId"`
	Category        string  `json:"category"`
	ExpiresOn       string  `json:"expiresOn"`
	// PaidBy is how the buyer paid at the desk: cash or card.
	PaidBy string `json:"paidBy"`
}

// NewEntitlement reads the sale into a new, valid entitlement with a new
// code, its balance what was bought, and the entry that opens its ledger.
// Every field's message comes at once (EINVALID).
func NewEntitlement(in EntitlementInput, today Date) (Entitlement, LedgerEntry, error) {
	f := FieldErrors{}
	e := Entitlement{Kind: EntitlementKind(strings.TrimSpace(in.Kind)), Status: EntitlementActive,
		HolderName: cleanText(in.HolderName), HolderEmail: NormalizeEmail(in.HolderEmail),
		RecipientName: cleanText(in.RecipientName), RecipientEmail: NormalizeEmail(in.RecipientEmail)}
	if !e.Kind.Valid() {
		f.Add("kind", MsgEntitlementKind)
	}
	checkName(f, "holderName", in.HolderName)
	checkEmail(f, "holderEmail", e.HolderEmail)
	if strings.TrimSpace(in.RecipientName) != "" {
		checkName(f, "recipientName", in.RecipientName)
	}
	if e.RecipientEmail != "" {
		checkEmail(f, "recipientEmail", e.RecipientEmail)
	}
	money := func(field string, n *Number, max Money, msg Msg) (Money, bool) {
		if n == nil {
			return 0, false
		}
		s, ok := n.Text()
		if !ok || s == "" {
			f.Add(field, msg)
			return 0, true
		}
		m, err := ParseMoney(s)
		if err != nil || m <= 0 || m > max {
			f.Add(field, msg)
		}
		return m, true
	}
	switch e.Kind {
	case KindGiftCard:
		v, given := money("value", in.Value, MaxGiftCardValue, MsgEntitlementValue)
		if !given {
			f.Add("value", MsgEntitlementValue)
		}
		e.Value, e.Price, e.Balance = v, v, int64(v)
		if p, given := money("price", in.Price, MaxEntitlementPrice, MsgEntitlementPrice); given && p != v {
			f.Add("price", MsgEntitlementFaceValue)
		}
		if in.Sessions != nil || in.ServiceID != nil || strings.TrimSpace(in.Category) != "" {
			f.Add("sessions", MsgEntitlementGiftCovers)
		}
	case KindPackage, KindMembership:
		if in.Value != nil {
			f.Add("value", MsgEntitlementGiftCovers)
		}
		p, given := money("price", in.Price, MaxEntitlementPrice, MsgEntitlementPrice)
		if !given {
			f.Add("price", MsgEntitlementPrice)
		}
		e.Price = p
		if n, ok := wholeNumber(in.Sessions, 1, MaxEntitlementSessions); ok {
			e.Sessions, e.Balance = int64(n), int64(n)
		} else {
			f.Add("sessions", MsgEntitlementSessions)
		}
		e.Category = cleanText(in.Category)
		switch {
		case (in.ServiceID == nil) == (e.Category == ""):
			f.Add("serviceId", MsgEntitlementCovers)
		case in.ServiceID != nil && *in.ServiceID <= 0:
			f.Add("serviceId", MsgEntitlementService)
		case e.Category != "" && !slices.Contains(Categories, e.Category):
			f.Add("category", MsgEntitlementCategory)
		}
		e.ServiceID = in.ServiceID
		// Above AED 10,000 the tax invoice must be a full one, naming the
		// buyer's address, which the desk's sale does not ask for.
		if e.Price > FullInvoiceThreshold {
			f.Add("price", MsgEntitlementFullInvoice)
		}
	}
	if in.DiscountPercent != nil {
		text, _ := in.DiscountPercent.Text()
		p, err := ParsePercent(text)
		switch {
		case err != nil || p > MaxMemberDiscount:
			f.Add("discountPercent", MsgEntitlementDiscount)
		case p > 0 && e.Kind != KindMembership:
			f.Add("discountPercent", MsgEntitlementDiscountKind)
		}
		e.DiscountPercent = p
	}
	if m, ok := ParsePaymentMethod(in.PaidBy); ok {
		e.PaidBy = m
	} else {
		f.Add("paidBy", MsgSaleMethod)
	}
	e.ExpiresOn = Date{Year: today.Year + 1, Month: today.Month, Day: today.Day}.normal()
	if v := strings.TrimSpace(in.ExpiresOn); v != "" {
		d, err := ParseDate(v)
		last := Date{Year: today.Year + maxEntitlementYears, Month: today.Month, Day: today.Day}.normal()
		if err != nil || !d.After(today) || d.After(last) {
			f.Add("expiresOn", MsgEntitlementExpires)
		}
		e.ExpiresOn = d
	}
	if err := f.Err(); err != nil {
		return Entitlement{}, LedgerEntry{}, err
	}
	e.Code = NewEntitlementCode()
	sale := LedgerEntry{Kind: EntrySale, Units: e.Balance, Day: today, unit: e.Kind}
	return e, sale, nil
}

// AdjustInput is the body of an adjustment: a signed amount for a gift
// card ("-50.00") or signed sessions otherwise, and the reason.
type AdjustInput struct {
	Amount   *Number `json:"amount"`
	Sessions *Number `json:"sessions"`
	Reason   string  `json:"reason"`
}

// Op reads the adjustment of an entitlement of kind. The rules of the
// change itself are Apply's.
func (in AdjustInput) Op(kind EntitlementKind) (LedgerOp, error) {
	f := FieldErrors{}
	op := LedgerOp{Kind: EntryAdjustment, Reason: in.Reason}
	field, n, other := "sessions", in.Sessions, in.Amount
	if kind.InFils() {
		field, n, other = "amount", in.Amount, in.Sessions
	}
	if other != nil {
		f.Add(field, MsgEntitlementAdjustUnit)
	}
	if n == nil {
		f.Add(field, MsgEntitlementAdjustZero)
	} else if s, ok := n.Text(); !ok {
		f.Add(field, MsgEntitlementAdjustZero)
	} else {
		neg := strings.HasPrefix(s, "-")
		s = strings.TrimPrefix(s, "-")
		var v int64
		if kind.InFils() {
			m, err := ParseMoney(s)
			if err != nil || m == 0 || m > MaxGiftCardValue {
				f.Add(field, MsgEntitlementAdjustZero)
			}
			v = int64(m)
		} else {
			w, err := strconv.ParseInt(s, 10, 64)
			if err != nil || w == 0 || w > MaxEntitlementSessions {
				f.Add(field, MsgEntitlementAdjustZero)
			}
			v = w
		}
		if neg {
			v = -v
		}
		op.Units = v
	}
	if err := f.Err(); err != nil {
		return LedgerOp{}, err
	}
	return op, nil
}

// EntitlementFilter selects entitlements: Search is a code (typed in any
// case, with or without dashes) or part of the holder's or recipient's
// name or e-mail; Kind, when set, one kind. Newest first.
type EntitlementFilter struct {
	Search string
	Code   string // Search read as a code, when it is one
	Kind   EntitlementKind
	Page
}

// EntitlementFilterQuery reads the list's ?search=&kind=&page=&limit=.
func EntitlementFilterQuery(q url.Values) (EntitlementFilter, error) {
	f := FieldErrors{}
	filter := EntitlementFilter{Page: PageQuery(q, f)}
	s := cleanText(q.Get("search"))
	if !utf8.ValidString(s) || utf8.RuneCountInString(s) > maxEntitlementSearchLen {
		f.Add("search", MsgEntitlementSearch)
	} else {
		filter.Search = s
		if c, err := ParseEntitlementCode(s); err == nil {
			filter.Code = c
		}
	}
	if k := strings.TrimSpace(q.Get("kind")); k != "" {
		if !EntitlementKind(k).Valid() {
			f.Add("kind", MsgEntitlementFilterKind)
		}
		filter.Kind = EntitlementKind(k)
	}
	if err := f.Err(); err != nil {
		return EntitlementFilter{}, err
	}
	return filter, nil
}

// EntitlementBalance is what the public balance check answers: nothing
// about the holder.
type EntitlementBalance struct {
	Kind            EntitlementKind   `json:"kind"`
	BalanceAmount   *Money            `json:"balanceAmount"`
	BalanceSessions *int64            `json:"balanceSessions"`
	ExpiresOn       Date              `json:"expiresOn"`
	Status          EntitlementStatus `json:"status"`
}

// PublicBalance is the entitlement's public balance on the spa's day
// today: expired once its last day has passed, even before the expiry is
// written.
func (e *Entitlement) PublicBalance(today Date) EntitlementBalance {
	b := EntitlementBalance{Kind: e.Kind, ExpiresOn: e.ExpiresOn, Status: e.Status}
	if e.ExpiredOn(today) {
		b.Status = EntitlementExpired
	}
	b.BalanceAmount, b.BalanceSessions = units(e.Kind, e.Balance)
	return b
}

// EntitlementStore keeps the entitlements and their ledgers.
type EntitlementStore interface {
	// IssueEntitlement stores e, which NewEntitlement made, with sale, the
	// entry that opens its ledger, assigning their IDs and times. A
	// package's service must exist (EINVALID, field serviceId).
	IssueEntitlement(ctx context.Context, e *Entitlement, sale LedgerEntry) error
	// GetEntitlement returns ENOTFOUND if no entitlement has that id.
	GetEntitlement(ctx context.Context, id int64) (*Entitlement, error)
	// EntitlementByCode finds one by its written code (ParseEntitlementCode),
	// or ENOTFOUND.
	EntitlementByCode(ctx context.Context, code string) (*Entitlement, error)
	// EntitlementLedger returns its entries, oldest first, or ENOTFOUND.
	EntitlementLedger(ctx context.Context, id int64) ([]LedgerEntry, error)
	// RecordEntitlementEntry applies op (Entitlement.Apply) under the
	// entitlement's row lock on the spa's day now and appends the entry
	// with the new balance in one transaction: concurrent changes of one
	// entitlement apply one after the other. Returns ENOTFOUND or Apply's
	// refusal; nothing is written then.
	RecordEntitlementEntry(ctx context.Context, id int64, op LedgerOp) (*Entitlement, LedgerEntry, error)
	// RenewEntitlement sells membership id another month (Entitlement.Renew)
	// under its row lock, with the month's tax invoice issued by by, in one
	// transaction; it answers the membership renewed, the month's entry and
	// the invoice's number. Returns ENOTFOUND or Renew's refusal; nothing
	// is written then.
	RenewEntitlement(ctx context.Context, id int64, in RenewInput, by string) (*Entitlement, LedgerEntry, string, error)
	// StopRenewal ends membership id's automatic renewal for in.Reason,
	// said by by (Entitlement.StopRenewal), under its row lock. Returns
	// ENOTFOUND or StopRenewal's refusal; nothing is written then.
	StopRenewal(ctx context.Context, id int64, in StopRenewalInput, by string) (*Entitlement, error)
	// ListEntitlements returns one page of those matching f, newest
	// first, and the number of all that match.
	ListEntitlements(ctx context.Context, f EntitlementFilter) ([]Entitlement, int, error)
	// EntitlementStandings returns, for every entitlement sold on or
	// before to, its balance at the end of to and what its expiry entries
	// dated from from to to took.
	EntitlementStandings(ctx context.Context, from, to Date) ([]EntitlementStanding, error)
}
