package sqlstore

import (
	"context"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.VATStore = (*DB)(nil)

// The VAT return's documents: the tax documents issued on the period's days
// and its expenses with VAT, read in one snapshot so that the figures and
// their lists are of one moment even while the desk issues invoices. The
// period is at most dayspa.MaxVATPeriodDays, which bounds the rows; only
// the columns a figure lists are read, not the documents' lines.

// VATSummary reads the documents of p and adds them up.
func (db *DB) VATSummary(ctx context.Context, p dayspa.VATPeriod) (*dayspa.VATSummary, error) {
	if p.To.Before(p.From) || p.Days() > dayspa.MaxVATPeriodDays {
		return nil, fmt.Errorf("vat summary: period %s..%s out of bounds", p.From, p.To)
	}
	type rows struct {
		docs []dayspa.TaxDocument
		exps []dayspa.Expense
	}
	r, err := snapshot(ctx, db, func(tx *Tx) (rows, error) {
		docs, err := vatDocuments(ctx, tx, p)
		if err != nil {
			return rows{}, err
		}
		exps, err := vatExpenses(ctx, tx, p)
		return rows{docs, exps}, err
	})
	if err != nil {
		return nil, err
	}
	s := dayspa.NewVATSummary(p, r.docs, r.exps)
	return &s, nil
}

// VATDocuments reads what VATSummary adds up, the documents whole (their
// lines and buyers), for the audit file.
func (db *DB) VATDocuments(ctx context.Context, p dayspa.VATPeriod) ([]dayspa.TaxDocument, []dayspa.Expense, error) {
	if p.To.Before(p.From) || p.Days() > dayspa.MaxVATPeriodDays {
		return nil, nil, fmt.Errorf("vat documents: period %s..%s out of bounds", p.From, p.To)
	}
	type rows struct {
		docs []dayspa.TaxDocument
		exps []dayspa.Expense
	}
	r, err := snapshot(ctx, db, func(tx *Tx) (rows, error) {
		docs, err := queryDocuments(ctx, tx, `SELECT `+taxDocumentColumns+taxDocumentFrom+vatDocumentsWhere,
			p.From, p.To, int64(dayspa.StandardVATRate))
		if err != nil {
			return rows{}, err
		}
		// A year's documents are many: their lines are read a batch at a
		// time, each batch's ids well inside either engine's bound on a
		// statement's parameters.
		ptrs := make([]*dayspa.TaxDocument, len(docs))
		for i := range docs {
			ptrs[i] = &docs[i]
		}
		for len(ptrs) > 0 {
			n := min(len(ptrs), 1000)
			if err := fillDocuments(ctx, tx, ptrs[:n]); err != nil {
				return rows{}, err
			}
			ptrs = ptrs[n:]
		}
		exps, err := vatExpenses(ctx, tx, p)
		return rows{docs, exps}, err
	})
	if err != nil {
		return nil, nil, err
	}
	return r.docs, r.exps, nil
}

// vatDocumentsWhere picks the documents of a return, $1 to $2 at rate $3,
// oldest first.
const vatDocumentsWhere = `
		WHERE d.issue_day >= $1 AND d.issue_day <= $2 AND d.vat_rate = $3
		ORDER BY d.issue_day, d.kind, d.sequence`

// vatDocuments reads the documents issued on the days of p (issue_day is
// the day in the spa's zone), charged at the standard rate, oldest first.
func vatDocuments(ctx context.Context, tx *Tx, p dayspa.VATPeriod) ([]dayspa.TaxDocument, error) {
	rows, err := tx.QueryContext(ctx, `
		SELECT d.id, d.kind, d.number, d.issue_day, d.vat_rate, d.net_amount, d.vat_amount, d.total_amount,
			COALESCE(c.number, '')`+taxDocumentFrom+vatDocumentsWhere, p.From, p.To, int64(dayspa.StandardVATRate))
	if err != nil {
		return nil, fmt.Errorf("vat documents: %w", err)
	}
	defer rows.Close()
	out := []dayspa.TaxDocument{}
	for rows.Next() {
		var d dayspa.TaxDocument
		var kind string
		var rate int64
		if err := rows.Scan(&d.ID, &kind, &d.Number, &d.IssueDate, &rate, &d.Net, &d.VAT, &d.Total,
			&d.CorrectsNumber); err != nil {
			return nil, fmt.Errorf("vat documents: %w", err)
		}
		d.Kind, d.VATRate = dayspa.DocumentKind(kind), dayspa.Percent(rate)
		out = append(out, d)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("vat documents: %w", err)
	}
	return out, nil
}

// vatExpenses reads the expenses of p with VAT, oldest first.
func vatExpenses(ctx context.Context, tx *Tx, p dayspa.VATPeriod) ([]dayspa.Expense, error) {
	rows, err := tx.QueryContext(ctx, `SELECT `+expenseColumns+` FROM expenses
		WHERE expense_date >= $1 AND expense_date <= $2 AND vat_amount > 0
		ORDER BY expense_date, id`, p.From, p.To)
	if err != nil {
		return nil, fmt.Errorf("vat expenses: %w", err)
	}
	defer rows.Close()
	out := []dayspa.Expense{}
	for rows.Next() {
		e, err := scanExpense(rows)
		if err != nil {
			return nil, fmt.Errorf("vat expenses: %w", err)
		}
		out = append(out, *e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("vat expenses: %w", err)
	}
	return out, nil
}
