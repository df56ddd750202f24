package dayspa

import "errors"

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
	label := "Package"
	if e.Kind == KindMembership {
		label = "Membership"
	}
	desc := label + ": " + FormatUnits(e.Kind, e.Sessions) + " of " + what + ", code " + e.Code
	return Sale{
		Lines:    []SaleLine{{Description: desc, UnitPrice: e.Price, Quantity: 1}},
		Payments: []Payment{{Method: e.PaidBy, Amount: e.Price}},
	}, true
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
	if err == nil {
		return entry, true
	}
	var refused *Error
	errors.As(err, &refused) // Apply refuses with the domain's *Error only
	field, msg := at+"amount", FieldMsg{Code: refused.MsgCode, Params: refused.Params, Text: refused.Message}
	if units, ok := refused.FieldMsgs["units"]; ok {
		msg = units
	} else if refused.MsgCode == MsgEntitlementExpired.Code {
		field = at + "code"
	}
	if _, taken := f[field]; !taken {
		f[field] = msg
	}
	return LedgerEntry{}, false
}

// RedemptionReason is the reason a checkout's redemption gives in the
// card's ledger: the invoice it paid towards.
func RedemptionReason(invoiceNumber string) string { return "Paid towards " + invoiceNumber }
