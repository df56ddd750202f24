package dayspa

import "time"

// A membership is sold a month at a time: its first month at the desk's
// sale (or online), each further month by a renewal, which sells the same
// credits at the same price again: at the desk, or for a membership bought
// online by a charge of its saved card on its last valid day
// (membership_renewal.go). The credits of a month not used carry over with
// the membership; its last valid day moves one month on. A renewal is a
// supply, as the first sale was: it issues its own tax invoice.

// The messages of a renewal.
var (
	MsgRenewKind    = NewMsg("entitlement.renew_kind", "Only a membership is renewed: sell a new package or gift card instead.")
	MsgRenewExpired = NewMsg("entitlement.renew_expired", "This membership ended on %s: sell a new one instead.", "date")
)

// RenewInput is how the member paid the month's price at the desk.
type RenewInput struct {
	PaidBy string `json:"paidBy"`
}

// Renew sells membership e another month on the spa's day today, paid by
// in.PaidBy: its credits are added to what is left, its last valid day
// moves one month on. It returns the sale entry that records the month;
// a refusal leaves e as it was.
func (e *Entitlement) Renew(in RenewInput, today Date, by string) (LedgerEntry, PaymentMethod, error) {
	method, ok := ParsePaymentMethod(in.PaidBy)
	switch {
	case e.Kind != KindMembership:
		return LedgerEntry{}, "", Errorf(ECONFLICT, MsgRenewKind)
	case e.ExpiredOn(today):
		return LedgerEntry{}, "", Errorf(ECONFLICT, MsgRenewExpired, e.ExpiresOn.String())
	case !ok:
		return LedgerEntry{}, "", FieldError("paidBy", MsgSaleMethod)
	}
	return e.renewMonth(today, by, "Renewed"), method, nil
}

// nextMonth is d one month on (addMonths).
func nextMonth(d Date) Date { return addMonths(d, 1) }

// addMonths is d n months on; the 29th to the 31st run to the month's
// last day when it has no such day (31 January to 28 February, and 31
// January twelve months on to 31 January).
func addMonths(d Date, n int) Date {
	target := Date{Year: d.Year, Month: d.Month + time.Month(n), Day: 1}.normal()
	last := DateOf(time.Date(target.Year, target.Month+1, 0, 12, 0, 0, 0, time.UTC)).Day
	target.Day = min(d.Day, last)
	return target
}
