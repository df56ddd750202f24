package sqlstore

import (
	"context"

	"github.com/dayspa/dayspa"
)

// The documents of an income record's correction (dayspa.IncomeCorrection):
// a credit note of what is left of its invoice and, for an edit, a
// corrected invoice. They are written in the transaction of the record's
// own change.

// creditRest credits all that is left of invoice id (none when earlier
// credit notes credited it all) and returns the invoice.
func creditRest(ctx context.Context, tx *Tx, id int64, c dayspa.IncomeCorrection) (*dayspa.TaxDocument, error) {
	inv, notes, err := lockInvoice(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	if left := dayspa.CreditedBy(notes).Left(inv); left > 0 {
		r := dayspa.CreditRequest{Amount: left, Reason: c.Reason}
		if _, err := issueCredit(ctx, tx, inv, notes, r, c.Issuer, c.IssuedBy, false); err != nil {
			return nil, err
		}
	}
	return inv, nil
}

// reissueIncome corrects the invoice of t, a record revised: it credits
// what is left of the invoice t names and issues a new one for t as it is
// now (dayspa.IncomeSale, to the old invoice's buyer), which t then names.
func reissueIncome(ctx context.Context, tx *Tx, t *dayspa.IncomeTransaction, c dayspa.IncomeCorrection) error {
	old, err := creditRest(ctx, tx, *t.TaxDocumentID, c)
	if err != nil {
		return err
	}
	s := dayspa.IncomeSale(t)
	s.Buyer = old.Buyer
	priced, err := dayspa.PriceSale(s, c.Issuer.Seller)
	if err != nil {
		return err
	}
	id := t.ID
	doc := newInvoice(tx, s, priced, c.Issuer)
	doc.IncomeID, doc.CustomerName, doc.TherapistName = &id, t.CustomerName, t.TherapistName
	doc.Language, doc.IssuedBy = old.Language, c.IssuedBy
	if err := takeDocumentNumber(ctx, tx, doc, c.Issuer); err != nil {
		return err
	}
	if err := insertTaxDocument(ctx, tx, doc); err != nil {
		return err
	}
	t.TaxDocumentID = &doc.ID
	return nil
}
