package dayspa

import (
	"errors"
	"strconv"
)

// The sale of an entitlement at the desk and its document. Selling a
// package or a membership is a supply of the services it names, taxed on
// the day it is paid for, so the sale issues a tax invoice then, in the
// transaction that records the entitlement (EntitlementStore's
// IssueEntitlement): one line with the code on it, which is how the
// buyer's copy carries the code, paid as the desk says. A face-value gift
// card's sale is no supply: it issues no tax invoice, and the services it
// pays for are taxed when it is redeemed. No sale records income: an
// income record is a treatment given by a therapist, and the Income tab's
// figures are those treatments'.

// EntitlementSale is the sale a package's or membership's tax invoice is
// for: one line at its price, describing the sessions, what they cover
// (serviceName for one service, else the category) and the code, paid in
// full by e.PaidBy. ok is false for a gift card, whose sale has no tax
// invoice.
func EntitlementSale(e *Entitlement, serviceName string) (s Sale, ok bool) {
	if !e.Kind.SupplyAtSale() {
		return Sale{}, false
	}
	what := e.Category
	if e.ServiceID != nil {
		what = serviceName
	}
	desc := EntitlementLabel(e.Kind) + ": " + FormatUnits(e.Kind, e.Sessions) + " of " + what + ", code " + e.Code
	return Sale{
		Lines:    []SaleLine{{Description: desc, UnitPrice: e.Price, Quantity: 1}},
		Payments: []Payment{{Method: e.PaidBy, Amount: e.Price}},
	}, true
}

// EntitlementLabel names a kind on documents and notes: "Gift card",
// "Package", "Membership".
func EntitlementLabel(k EntitlementKind) string {
	switch k {
	case KindPackage:
		return "Package"
	case KindMembership:
		return "Membership"
	}
	return "Gift card"
}

// MsgSaleNotGiftCard refuses a package's or membership's code as a payment
// of an amount: what it holds is sessions, not money.
var MsgSaleNotGiftCard = NewMsg("sale.not_gift_card", "This code is a package or membership: it holds sessions, not an amount to pay with.")

// RedeemAtCheckout takes a gift card payment's amount from e, the card its
// code names, on the spa's day today: e must be a gift card, and the
// redemption one Apply allows (not expired, no more than is left). A
// refusal is the payment's field message, under at ("payments[0]."): an
// expired card the code's, the rest the amount's; it leaves e as it was.
// ok reports whether the amount was taken; the entry is the redemption to
// append to e's ledger (its reason names the invoice once that has its
// number).
func RedeemAtCheckout(f FieldErrors, at string, e *Entitlement, amount Money, today Date, by string) (entry LedgerEntry, ok bool) {
	if e.Kind != KindGiftCard {
		f.Add(at+"code", MsgSaleNotGiftCard)
		return LedgerEntry{}, false
	}
	entry, err := e.Apply(LedgerOp{Kind: EntryRedemption, Units: int64(amount), By: by}, today)
	if err != nil {
		addRefusal(f, at, "amount", err)
		return LedgerEntry{}, false
	}
	return entry, true
}

// RedemptionReason is the reason a checkout's redemption gives in the
// card's ledger: the invoice it paid towards.
func RedemptionReason(invoiceNumber string) string { return "Paid towards " + invoiceNumber }

// The refusals of a package's or membership's sessions at checkout.
var (
	MsgSaleNotPackage = NewMsg("sale.not_package", "This code is a gift card: it pays an amount, not sessions.")
	MsgSaleNotCovered = NewMsg("sale.not_covered", "The sale has %s unpaid sessions of what this code covers.", "count")
)

// Covers reports whether e's sessions may pay for a unit of the service
// of this id and category: the package's one service, or any of its
// category.
func (e *Entitlement) Covers(serviceID int64, category string) bool {
	if e.ServiceID != nil {
		return *e.ServiceID == serviceID
	}
	return e.Category != "" && e.Category == category
}

// CoverSessions pays sessions payment p of sale s with e, the package or
// membership its code names, on the spa's day today: it takes p.Sessions
// from e (Apply: not expired, no more than are left) and covers as many
// of the sale's units that e covers, in line order, each unit's price
// taken off its line as a discount. The sale of a package was the supply
// of its sessions, taxed then; the invoice of the treatment charges
// nothing more for them. p.Value is what those sessions were sold for
// (e's price shared over its sessions), which the treatment's income
// record counts. category gives a line's service's category. A refusal
// is the payment's field message, under at ("payments[1]."), and leaves
// s and e as they were; ok reports whether the sessions were taken.
func CoverSessions(f FieldErrors, at string, s *Sale, p *Payment, e *Entitlement, category func(serviceID int64) string,
	today Date, by string) (entry LedgerEntry, ok bool) {
	if !e.Kind.SupplyAtSale() {
		f.Add(at+"code", MsgSaleNotPackage)
		return LedgerEntry{}, false
	}
	open := make([]int, len(s.Lines))
	var coverable int64
	for i, l := range s.Lines {
		if l.ServiceID != nil && e.Covers(*l.ServiceID, category(*l.ServiceID)) {
			open[i] = l.Quantity - l.Covered
			coverable += int64(open[i])
		}
	}
	if coverable < p.Sessions {
		f.Add(at+"sessions", MsgSaleNotCovered, strconv.FormatInt(coverable, 10))
		return LedgerEntry{}, false
	}
	entry, err := e.Apply(LedgerOp{Kind: EntryRedemption, Units: p.Sessions, By: by}, today)
	if err != nil {
		addRefusal(f, at, "sessions", err)
		return LedgerEntry{}, false
	}
	left := int(p.Sessions)
	for i := range s.Lines {
		l := &s.Lines[i]
		n := min(open[i], left)
		l.Covered += n
		l.Discount = min(l.Discount+l.UnitPrice*Money(n), l.UnitPrice*Money(l.Quantity))
		left -= n
	}
	p.Kind, p.Value = e.Kind, MulRatio(e.Price, p.Sessions, e.Sessions)
	return entry, true
}

// The refusals of a member's code as a sale's discount.
var (
	MsgSaleNotMembership = NewMsg("sale.not_membership", "This code is not a membership: it gives no member discount.")
	MsgSaleNoDiscount    = NewMsg("sale.no_member_discount", "This membership gives no member discount.")
)

// MemberDiscount gives sale s the member discount of e, the membership its
// discount's member code names, on the spa's day today: the membership's
// percentage off the whole sale, its reason naming the membership by the
// end of its code. Lines its credits paid (CoverSessions) are 0 already,
// so the discount falls on the rest. A refusal is the discount's field
// message and leaves s as it was.
func MemberDiscount(f FieldErrors, s *Sale, e *Entitlement, today Date) {
	const field = "discount.memberCode"
	switch {
	case e.Kind != KindMembership:
		f.Add(field, MsgSaleNotMembership)
	case e.ExpiredOn(today):
		f.Add(field, MsgEntitlementExpired, e.ExpiresOn.String())
	case e.DiscountPercent == 0:
		f.Add(field, MsgSaleNoDiscount)
	default:
		s.DiscountPercent = e.DiscountPercent
		s.DiscountReason = "Member discount, membership " + CodeHint(e.Code)
	}
}

// addRefusal adds Apply's refusal err of a checkout payment to f: an
// expired code under the code, the rest under the payment's field (its
// amount or its sessions), unless a message is there already.
func addRefusal(f FieldErrors, at, field string, err error) {
	var refused *Error
	errors.As(err, &refused) // Apply refuses with the domain's *Error only
	key, msg := at+field, FieldMsg{Code: refused.MsgCode, Params: refused.Params, Text: refused.Message}
	if units, ok := refused.FieldMsgs["units"]; ok {
		msg = units
	} else if refused.MsgCode == MsgEntitlementExpired.Code {
		key = at + "code"
	}
	if _, taken := f[key]; !taken {
		f[key] = msg
	}
}

// The refusals of a package's or membership's code on the booking form.
var (
	MsgBookingGiftCard   = NewMsg("booking.code_gift_card", "A gift card is not for booking online: bring its code to the spa, it pays at the desk.")
	MsgBookingNotCovered = NewMsg("booking.code_not_covered", "This package or membership does not cover the treatment you chose.")
	MsgBookingCodeExpiry = NewMsg("booking.code_expired", "This package or membership ends on %s, before the day you chose.", "date")
	MsgBookingNoSession  = NewMsg("booking.code_no_session", "Every session of this package or membership is used or booked already.")
)

// BookedSession checks that e, the package or membership a guest's
// booking names by its code, may hold one of its sessions for the
// booking of svc on day: a package or membership (a gift card pays at
// the desk), covering svc, valid on that day, with a session neither
// used nor held by the held open bookings already. A booking that holds a
// session asks no deposit (the session is paid for), and at checkout the
// desk takes that session (CoverSessions); a cancelled booking holds
// nothing, so its session is free again without a ledger entry. The
// refusal is the booking form's field message.
func BookedSession(e *Entitlement, svc *Service, day Date, held int64) error {
	if msg, args, refused := sessionRefusal(e, svc, day, held); refused {
		return FieldError("entitlementCode", msg, args...)
	}
	return nil
}

// KeptSession checks that a booking of svc that holds a session of e may
// keep holding it on day once it is open again or moved (an undone
// cancellation, a new day or time): what BookedSession checks, the other
// open bookings' held sessions in held. Its refusal is a conflict, not a
// field's: the change is refused and the booking stays as it was.
func KeptSession(e *Entitlement, svc *Service, day Date, held int64) error {
	if msg, args, refused := sessionRefusal(e, svc, day, held); refused {
		return Errorf(ECONFLICT, msg, args...)
	}
	return nil
}

func sessionRefusal(e *Entitlement, svc *Service, day Date, held int64) (Msg, []any, bool) {
	switch {
	case !e.Kind.SupplyAtSale():
		return MsgBookingGiftCard, nil, true
	case !e.Covers(svc.ID, svc.Category):
		return MsgBookingNotCovered, nil, true
	case e.ExpiredOn(day):
		return MsgBookingCodeExpiry, []any{e.ExpiresOn.String()}, true
	case e.Balance-held < 1:
		return MsgBookingNoSession, nil, true
	}
	return Msg{}, nil, false
}
