package dayspa

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
