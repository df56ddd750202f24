package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
)

var _ dayspa.IncomeStore = (*DB)(nil)

// Income. Each invoice row carries its spa calendar day (transaction_day),
// which the filters, the order and the summaries go by, and the moment
// that day starts in the spa's zone (transaction_date). Every write keeps
// the daily sums of income_summary.go in step, in its own transaction.

// incomeColumns are the columns scanIncome reads, in its order.
const incomeColumns = `id, invoice_number, transaction_day, source, customer_name, service_name, service_category,
	therapist_name, cash_amount, visa_amount, visa_markup, commission_amount, commission_bps, tips_amount,
	tips_cash_amount, tips_card_amount, tips_vat, therapist_tip_share, spa_tip_share, expenses_amount,
	total_amount, notes, created_at, updated_at, tax_document_id`

func scanIncome(s scanner) (*dayspa.IncomeTransaction, error) {
	var t dayspa.IncomeTransaction
	err := s.Scan(&t.ID, &t.InvoiceNumber, &t.TransactionDate, &t.Source, &t.CustomerName, &t.ServiceName,
		&t.ServiceCategory, &t.TherapistName, &t.CashAmount, &t.VisaAmount, &t.VisaMarkup, &t.CommissionAmount,
		&t.CommissionPercentage, &t.TipsAmount, &t.TipsCashAmount, &t.TipsCardAmount, &t.TipsVat,
		&t.TherapistTipShare, &t.SpaTipShare, &t.ExpensesAmount, &t.TotalAmount, &t.Notes, &t.CreatedAt, &t.UpdatedAt,
		&t.TaxDocumentID)
	if err != nil {
		return nil, err
	}
	t.CreatedAt, t.UpdatedAt = t.CreatedAt.UTC(), t.UpdatedAt.UTC()
	return &t, nil
}

// CreateIncome gives t, an invoice dayspa.NewIncomeTransaction made (valid,
// its amounts derived), the next invoice number and stores it, with the
// day's sums, in one transaction: a number is used by exactly one invoice,
// and one rolled back is handed out again.
func (db *DB) CreateIncome(ctx context.Context, t *dayspa.IncomeTransaction) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		first, err := takeInvoiceNumbers(ctx, tx, 1)
		if err != nil {
			return err
		}
		t.InvoiceNumber = first
		t.CreatedAt, t.UpdatedAt = tx.now, tx.now
		if err := insertIncome(ctx, tx, []*dayspa.IncomeTransaction{t}); err != nil {
			return err
		}
		noteAudit(ctx, t.ID, nil, t)
		return addDaily(ctx, tx, dailyDeltas{}.add(t, 1))
	})
}

// CreateIncomeBatch stores many invoices at once, numbered in order, with
// multi-row inserts: the benchmark's seeding. Each is an invoice
// dayspa.NewIncomeTransaction made, as for CreateIncome.
func (db *DB) CreateIncomeBatch(ctx context.Context, ts []*dayspa.IncomeTransaction) error {
	if len(ts) == 0 {
		return nil
	}
	return db.inWrite(ctx, func(tx *Tx) error {
		first, err := takeInvoiceNumbers(ctx, tx, len(ts))
		if err != nil {
			return err
		}
		deltas := dailyDeltas{}
		for i, t := range ts {
			t.InvoiceNumber = first + dayspa.InvoiceNumber(i)
			t.CreatedAt, t.UpdatedAt = tx.now, tx.now
			deltas = deltas.add(t, 1)
		}
		const rowsPerInsert = 500 // 23 arguments a row: far below both engines' limits
		for chunk := range slices.Chunk(ts, rowsPerInsert) {
			if err := insertIncome(ctx, tx, chunk); err != nil {
				return err
			}
		}
		return addDaily(ctx, tx, deltas)
	})
}

// takeInvoiceNumbers hands out n consecutive invoice numbers and returns
// the first. The counter row is locked until tx ends (PostgreSQL's row
// lock, SQLite's write lock), so concurrent creates take turns.
func takeInvoiceNumbers(ctx context.Context, tx *Tx, n int) (dayspa.InvoiceNumber, error) {
	var first int64
	err := tx.QueryRowContext(ctx,
		`UPDATE counters SET value = value + $1 WHERE name = 'invoice_number' RETURNING value - $1`, int64(n),
	).Scan(&first)
	if err != nil {
		return 0, fmt.Errorf("take invoice number: %w", err)
	}
	return dayspa.InvoiceNumber(first), nil
}

// insertIncome inserts the invoices with one statement and sets their ids.
func insertIncome(ctx context.Context, tx *Tx, ts []*dayspa.IncomeTransaction) error {
	const cols = 23
	var b strings.Builder
	b.WriteString(`INSERT INTO income_transactions (invoice_number, transaction_day, transaction_date, source,
		customer_name, service_name, service_category, therapist_name, cash_amount, visa_amount, visa_markup,
		commission_amount, commission_bps, tips_amount, tips_cash_amount, tips_card_amount, tips_vat,
		therapist_tip_share, spa_tip_share, expenses_amount, total_amount, notes, created_at, updated_at) VALUES `)
	args := make([]any, 0, len(ts)*(cols+1))
	for i, t := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		if tx.db.engine == EngineSQLite {
			// SQLite looks "$N" up by name in a list, which costs the
			// square of the arguments of a statement; "?" it numbers.
			b.WriteString("(" + strings.Repeat("?, ", cols) + "?)")
		} else {
			b.WriteString("(" + placeholders(len(args)+1, cols) + ", " + fmt.Sprintf("$%d", len(args)+cols) + ")")
		}
		args = append(args, t.InvoiceNumber, t.TransactionDate, tx.db.dayStart(t.TransactionDate), t.Source,
			t.CustomerName, t.ServiceName, t.ServiceCategory, t.TherapistName, t.CashAmount, t.VisaAmount, t.VisaMarkup,
			t.CommissionAmount, t.CommissionPercentage, t.TipsAmount, t.TipsCashAmount, t.TipsCardAmount, t.TipsVat,
			t.TherapistTipShare, t.SpaTipShare, t.ExpensesAmount, t.TotalAmount, t.Notes, t.CreatedAt)
		if tx.db.engine == EngineSQLite {
			args = append(args, t.UpdatedAt)
		}
	}
	b.WriteString(" RETURNING id, invoice_number")
	rows, err := tx.QueryContext(ctx, b.String(), args...)
	if err != nil {
		return fmt.Errorf("insert income: %w", err)
	}
	defer rows.Close()
	ids := make(map[dayspa.InvoiceNumber]int64, len(ts))
	for rows.Next() {
		var id int64
		var n dayspa.InvoiceNumber
		if err := rows.Scan(&id, &n); err != nil {
			return fmt.Errorf("insert income: %w", err)
		}
		ids[n] = id
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("insert income: %w", err)
	}
	for _, t := range ts {
		t.ID = ids[t.InvoiceNumber]
	}
	return nil
}

// dayStart is the moment d starts in the spa's zone (Config.Location),
// what transaction_date holds.
func (db *DB) dayStart(d dayspa.Date) time.Time { return d.At(0, db.location).UTC() }

// GetIncome returns the invoice with that id, or ENOTFOUND.
func (db *DB) GetIncome(ctx context.Context, id int64) (*dayspa.IncomeTransaction, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.IncomeTransaction, error) {
		return findIncome(ctx, tx, id, false)
	})
}

// findIncome reads one invoice; forUpdate locks its row until tx ends
// (on SQLite the write transaction holds the lock already).
func findIncome(ctx context.Context, tx *Tx, id int64, forUpdate bool) (*dayspa.IncomeTransaction, error) {
	q := `SELECT ` + incomeColumns + ` FROM income_transactions WHERE id = $1`
	if forUpdate && tx.db.engine == EnginePostgres {
		q += ` FOR UPDATE`
	}
	t, err := scanIncome(tx.QueryRowContext(ctx, q, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTransactionNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("find income %d: %w", id, err)
	}
	return t, nil
}

// UpdateIncome revises the invoice with u (IncomeTransaction.Revise: the
// domain validates it and derives its amounts again) under its row lock,
// and moves its sums from its old day and therapist to the new ones, in
// one transaction. A record with a tax invoice whose edit changes what the
// invoice says (dayspa.InvoiceChanged) needs c's reason: what is left of
// its invoice is credited and a corrected invoice issued for the record
// as edited, which the record then names.
func (db *DB) UpdateIncome(ctx context.Context, id int64, u dayspa.IncomeUpdate, c dayspa.IncomeCorrection) (*dayspa.IncomeTransaction, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.IncomeTransaction, error) {
		t, err := findIncome(ctx, tx, id, true)
		if err != nil {
			return nil, err
		}
		old := *t
		if err := t.Revise(u); err != nil {
			return nil, err
		}
		if old.TaxDocumentID != nil && dayspa.InvoiceChanged(&old, t) {
			if err := c.CheckReason(); err != nil {
				return nil, err
			}
			if err := reissueIncome(ctx, tx, t, c); err != nil {
				return nil, err
			}
		}
		t.UpdatedAt = tx.now
		_, err = tx.ExecContext(ctx, `
		UPDATE income_transactions SET transaction_day = $1, transaction_date = $2, source = $3, customer_name = $4,
			service_name = $5, service_category = $6, therapist_name = $7, cash_amount = $8, visa_amount = $9,
			visa_markup = $10, commission_amount = $11, commission_bps = $12, tips_amount = $13,
			tips_cash_amount = $14, tips_card_amount = $15, tips_vat = $16, therapist_tip_share = $17,
			spa_tip_share = $18, expenses_amount = $19, total_amount = $20, notes = $21, updated_at = $22,
			tax_document_id = $23
		WHERE id = $24`,
			t.TransactionDate, tx.db.dayStart(t.TransactionDate), t.Source, t.CustomerName, t.ServiceName, t.ServiceCategory,
			t.TherapistName, t.CashAmount, t.VisaAmount, t.VisaMarkup, t.CommissionAmount, t.CommissionPercentage,
			t.TipsAmount, t.TipsCashAmount, t.TipsCardAmount, t.TipsVat, t.TherapistTipShare, t.SpaTipShare,
			t.ExpensesAmount, t.TotalAmount, t.Notes, t.UpdatedAt, t.TaxDocumentID, id)
		if err != nil {
			return nil, fmt.Errorf("update income %d: %w", id, err)
		}
		if err := addDaily(ctx, tx, dailyDeltas{}.add(&old, -1).add(t, 1)); err != nil {
			return nil, err
		}
		noteAudit(ctx, id, old, t)
		return t, nil
	})
}

// DeleteIncome removes the invoice and its part of the day's sums, so the
// Income tab's stats, summaries, therapist lines and reports no longer
// count it. A record with a tax invoice needs c's reason: what is left of
// its invoice is credited in the same transaction; the documents stay.
func (db *DB) DeleteIncome(ctx context.Context, id int64, c dayspa.IncomeCorrection) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		t, err := scanIncome(tx.QueryRowContext(ctx, `DELETE FROM income_transactions WHERE id = $1 RETURNING `+incomeColumns, id))
		if errors.Is(err, sql.ErrNoRows) {
			return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTransactionNotFound)
		} else if err != nil {
			return fmt.Errorf("delete income %d: %w", id, err)
		}
		if t.TaxDocumentID != nil {
			if err := c.CheckReason(); err != nil {
				return err // the delete rolls back
			}
			if _, err := creditRest(ctx, tx, *t.TaxDocumentID, c); err != nil {
				return err
			}
		}
		noteAudit(ctx, id, t, nil)
		return addDaily(ctx, tx, dailyDeltas{}.add(t, -1))
	})
}

// incomeWhere returns the conditions of f on a table whose day column is
// day: income_transactions (transaction_day) or income_daily (day, when
// fromDaily(f)).
func incomeWhere(f dayspa.IncomeFilter, day string) *where {
	w := &where{}
	if f.From != nil {
		w.add(day+" >= ?", *f.From)
	}
	if f.To != nil {
		w.add(day+" <= ?", *f.To)
	}
	if f.Therapist != "" {
		w.add(`lower(therapist_name) LIKE lower(?) ESCAPE '\'`, likePattern(f.Therapist))
	}
	if f.TherapistName != "" {
		w.add("therapist_name = ?", f.TherapistName)
	}
	if day == "transaction_day" {
		if f.Source != "" {
			w.add("source = ?", f.Source)
		}
		if f.MinTotal != nil {
			w.add("total_amount >= ?", *f.MinTotal)
		}
		if f.MaxTotal != nil {
			w.add("total_amount <= ?", *f.MaxTotal)
		}
	}
	return w
}

// ListIncome returns one page of the invoices matching f, newest first (by
// day, then by id: the last created first), and the number that match.
func (db *DB) ListIncome(ctx context.Context, f dayspa.IncomeFilter) ([]dayspa.IncomeTransaction, int, error) {
	f.Therapist = strings.TrimSpace(f.Therapist)
	f.Page = f.Page.Normalize()
	p, err := read(ctx, db, func(tx *Tx) (page[dayspa.IncomeTransaction], error) {
		w := incomeWhere(f, "transaction_day")
		limit, offset := w.next(f.Limit), w.next(f.Offset)
		rows, err := tx.QueryContext(ctx, `SELECT `+incomeColumns+` FROM income_transactions`+w.sql()+`
		ORDER BY transaction_day DESC, id DESC LIMIT `+limit+` OFFSET `+offset, w.args...)
		if err != nil {
			return page[dayspa.IncomeTransaction]{}, fmt.Errorf("list income: %w", err)
		}
		defer rows.Close()
		out := []dayspa.IncomeTransaction{}
		for rows.Next() {
			t, err := scanIncome(rows)
			if err != nil {
				return page[dayspa.IncomeTransaction]{}, fmt.Errorf("list income: %w", err)
			}
			out = append(out, *t)
		}
		if err := rows.Err(); err != nil {
			return page[dayspa.IncomeTransaction]{}, fmt.Errorf("list income: %w", err)
		}
		total, err := countIncome(ctx, tx, f)
		if err != nil {
			return page[dayspa.IncomeTransaction]{}, err
		}
		return page[dayspa.IncomeTransaction]{items: out, total: total}, nil
	})
	return p.items, p.total, err
}

// countIncome counts the invoices matching f: from the daily sums when
// they can answer.
func countIncome(ctx context.Context, tx *Tx, f dayspa.IncomeFilter) (int, error) {
	q := `SELECT COUNT(*) FROM income_transactions`
	w := incomeWhere(f, "transaction_day")
	if fromDaily(f) {
		q, w = `SELECT COALESCE(CAST(SUM(invoices) AS BIGINT), 0) FROM income_daily`, incomeWhere(f, "day")
	}
	var n int
	if err := tx.QueryRowContext(ctx, q+w.sql(), w.args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("count income: %w", err)
	}
	return n, nil
}
