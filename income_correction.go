package dayspa

// An income record that came from an issued tax invoice is corrected, not
// altered: the invoice is never changed. Deleting the record credits what
// is left of its invoice; editing what the invoice says (the service, the
// cash and card paid, the tips, the guest's or the therapist's name)
// credits what is left of it and issues a corrected invoice for the record
// as edited; editing what the invoice does not carry (the day, the notes,
// the source, the category, the commission, the tip shares, the expenses)
// changes the record only. A record without an invoice (one from before
// tax invoices) is edited and deleted as it always was.

// IncomeCorrection is what an edit or a delete of a record with a tax
// invoice needs to issue its documents: why, by whom, on whose behalf.
type IncomeCorrection struct {
	Reason   string
	Issuer   Issuer
	IssuedBy string
}

// CheckReason requires the reason of a correction that issues documents:
// one line that shows, of at most 500 characters (field "reason",
// credit.reason).
func (c *IncomeCorrection) CheckReason() error {
	f := FieldErrors{}
	c.Reason = requiredText(f, "reason", &c.Reason, OneLine, maxSaleReason, MsgCreditReason)
	return f.Err()
}

// InvoiceChanged reports whether t, revised from old, says something else
// than old's tax invoice: its sale (service, price, payments, tips in cash
// and by card) or the guest's or the therapist's name. The tip shares are
// the spa's own split, not what the guest paid, so they are not counted.
func InvoiceChanged(old, t *IncomeTransaction) bool {
	a, b := IncomeSale(old), IncomeSale(t)
	if a.Lines[0] != b.Lines[0] || a.Tips.Cash != b.Tips.Cash || a.Tips.Card != b.Tips.Card || len(a.Payments) != len(b.Payments) {
		return true
	}
	for i := range a.Payments {
		if a.Payments[i] != b.Payments[i] {
			return true
		}
	}
	return old.CustomerName != t.CustomerName || old.TherapistName != t.TherapistName
}
