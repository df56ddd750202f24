package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.ExpenseStore = (*DB)(nil)

// Expenses: the spa's recorded spending. The domain validates an expense
// (dayspa.ExpenseInput); the store keeps what it is given, and adds the
// amounts up per day for the income summary (expenseSpending).

const expenseColumns = `id, expense_date, category, supplier, amount, vat_amount, payment_method, note, created_at, updated_at,
	receipt_key, receipt_name, receipt_type, receipt_size, receipt_uploaded_at`

func scanExpense(s scanner) (*dayspa.Expense, error) {
	var e dayspa.Expense
	var r dayspa.Receipt
	var key sql.NullString
	var at sql.NullTime
	if err := s.Scan(&e.ID, &e.Date, &e.Category, &e.Supplier, &e.Amount, &e.VAT, &e.PaymentMethod, &e.Note,
		&e.CreatedAt, &e.UpdatedAt, &key, &r.Name, &r.ContentType, &r.Size, &at); err != nil {
		return nil, err
	}
	e.CreatedAt, e.UpdatedAt = e.CreatedAt.UTC(), e.UpdatedAt.UTC()
	if key.Valid {
		r.Key, r.UploadedAt = key.String, at.Time.UTC()
		e.Receipt = &r
	}
	return &e, nil
}

var errExpenseNotFound = dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgExpenseNotFound)

// CreateExpense stores e, assigning its ID and times.
func (db *DB) CreateExpense(ctx context.Context, e *dayspa.Expense) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		e.CreatedAt, e.UpdatedAt = tx.now, tx.now
		err := tx.QueryRowContext(ctx, `
			INSERT INTO expenses (expense_date, category, supplier, amount, vat_amount, payment_method, note, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
			e.Date, e.Category, e.Supplier, e.Amount, e.VAT, string(e.PaymentMethod), e.Note, tx.now, tx.now).Scan(&e.ID)
		if err != nil {
			return fmt.Errorf("create expense: %w", err)
		}
		noteAudit(ctx, e.ID, nil, e)
		return nil
	})
}

// GetExpense returns the expense, or ENOTFOUND.
func (db *DB) GetExpense(ctx context.Context, id int64) (*dayspa.Expense, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Expense, error) { return findExpense(ctx, tx, id, false) })
}

// findExpense reads one expense; forUpdate locks its row until tx ends
// (on SQLite the write transaction holds the lock already).
func findExpense(ctx context.Context, tx *Tx, id int64, forUpdate bool) (*dayspa.Expense, error) {
	q := `SELECT ` + expenseColumns + ` FROM expenses WHERE id = $1`
	if forUpdate && tx.db.engine == EnginePostgres {
		q += ` FOR UPDATE`
	}
	e, err := scanExpense(tx.QueryRowContext(ctx, q, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errExpenseNotFound
	} else if err != nil {
		return nil, fmt.Errorf("find expense %d: %w", id, err)
	}
	return e, nil
}

// UpdateExpense changes the expense under its row lock: two edits of one
// expense apply one after the other, each to what the other left.
func (db *DB) UpdateExpense(ctx context.Context, id int64, change func(e *dayspa.Expense) error) (*dayspa.Expense, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.Expense, error) {
		before, err := findExpense(ctx, tx, id, true)
		if err != nil {
			return nil, err
		}
		e := *before
		if err := change(&e); err != nil {
			return nil, err
		}
		e.ID, e.CreatedAt, e.UpdatedAt = before.ID, before.CreatedAt, tx.now
		_, err = tx.ExecContext(ctx, `
			UPDATE expenses SET expense_date = $1, category = $2, supplier = $3, amount = $4, vat_amount = $5,
				payment_method = $6, note = $7, updated_at = $8
			WHERE id = $9`,
			e.Date, e.Category, e.Supplier, e.Amount, e.VAT, string(e.PaymentMethod), e.Note, tx.now, id)
		if err != nil {
			return nil, fmt.Errorf("update expense %d: %w", id, err)
		}
		noteAudit(ctx, id, before, &e)
		return &e, nil
	})
}

// SetExpenseReceipt attaches r to the expense (nil: removes its receipt)
// under its row lock and answers the expense and the key of the receipt
// it held before, if another.
func (db *DB) SetExpenseReceipt(ctx context.Context, id int64, r *dayspa.Receipt) (*dayspa.Expense, string, error) {
	type answer struct {
		e   *dayspa.Expense
		old string
	}
	a, err := write(ctx, db, func(tx *Tx) (answer, error) {
		before, err := findExpense(ctx, tx, id, true)
		if err != nil {
			return answer{}, err
		}
		e := *before
		e.Receipt, e.UpdatedAt = r, tx.now
		var key sql.NullString
		var name, typ string
		var size int64
		var at sql.NullTime
		if r != nil {
			key = sql.NullString{String: r.Key, Valid: true}
			name, typ, size, at = r.Name, r.ContentType, r.Size, nullTime(&r.UploadedAt)
		}
		_, err = tx.ExecContext(ctx, `
			UPDATE expenses SET receipt_key = $1, receipt_name = $2, receipt_type = $3, receipt_size = $4,
				receipt_uploaded_at = $5, updated_at = $6
			WHERE id = $7`, key, name, typ, size, at, tx.now, id)
		if err != nil {
			return answer{}, fmt.Errorf("set expense %d receipt: %w", id, err)
		}
		noteAudit(ctx, id, before, &e)
		old := ""
		if before.Receipt != nil && (r == nil || r.Key != before.Receipt.Key) {
			old = before.Receipt.Key
		}
		return answer{&e, old}, nil
	})
	return a.e, a.old, err
}

// DeleteExpense removes the expense and answers it as it was, or returns
// ENOTFOUND.
func (db *DB) DeleteExpense(ctx context.Context, id int64) (*dayspa.Expense, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.Expense, error) {
		e, err := scanExpense(tx.QueryRowContext(ctx, `DELETE FROM expenses WHERE id = $1 RETURNING `+expenseColumns, id))
		if errors.Is(err, sql.ErrNoRows) {
			return nil, errExpenseNotFound
		} else if err != nil {
			return nil, fmt.Errorf("delete expense %d: %w", id, err)
		}
		noteAudit(ctx, id, e, nil)
		return e, nil
	})
}

// expenseWhere returns the conditions of f.
func expenseWhere(f dayspa.ExpenseFilter) *where {
	w := &where{}
	if f.From != nil {
		w.add("expense_date >= ?", *f.From)
	}
	if f.To != nil {
		w.add("expense_date <= ?", *f.To)
	}
	if f.Category != "" {
		w.add("lower(category) = lower(?)", f.Category)
	}
	if f.Search != "" {
		w.add(`(lower(supplier) LIKE lower(?) ESCAPE '\' OR lower(note) LIKE lower(?) ESCAPE '\')`,
			likePattern(f.Search), likePattern(f.Search))
	}
	return w
}

// ListExpenses returns one page of the expenses matching f, newest first
// (by day, then the last created first), and the number that match.
func (db *DB) ListExpenses(ctx context.Context, f dayspa.ExpenseFilter) ([]dayspa.Expense, int, error) {
	f.Page = f.Page.Normalize()
	p, err := read(ctx, db, func(tx *Tx) (page[dayspa.Expense], error) {
		w := expenseWhere(f)
		var total int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM expenses`+w.sql(), w.args...).Scan(&total); err != nil {
			return page[dayspa.Expense]{}, fmt.Errorf("count expenses: %w", err)
		}
		limit, offset := w.next(f.Limit), w.next(f.Offset)
		rows, err := tx.QueryContext(ctx, `SELECT `+expenseColumns+` FROM expenses`+w.sql()+`
			ORDER BY expense_date DESC, id DESC LIMIT `+limit+` OFFSET `+offset, w.args...)
		if err != nil {
			return page[dayspa.Expense]{}, fmt.Errorf("list expenses: %w", err)
		}
		defer rows.Close()
		out := []dayspa.Expense{}
		for rows.Next() {
			e, err := scanExpense(rows)
			if err != nil {
				return page[dayspa.Expense]{}, fmt.Errorf("list expenses: %w", err)
			}
			out = append(out, *e)
		}
		if err := rows.Err(); err != nil {
			return page[dayspa.Expense]{}, fmt.Errorf("list expenses: %w", err)
		}
		return page[dayspa.Expense]{items: out, total: total}, nil
	})
	return p.items, p.total, err
}

// expenseSpending adds up the expenses from from to to (nil: open) per
// day, and over all of them.
func expenseSpending(ctx context.Context, tx *Tx, from, to *dayspa.Date) (dayspa.Money, map[dayspa.Date]dayspa.Money, error) {
	w := expenseWhere(dayspa.ExpenseFilter{From: from, To: to})
	rows, err := tx.QueryContext(ctx, `SELECT expense_date, `+sum("amount")+` FROM expenses`+w.sql()+` GROUP BY expense_date`, w.args...)
	if err != nil {
		return 0, nil, fmt.Errorf("expense sums: %w", err)
	}
	defer rows.Close()
	var total dayspa.Money
	byDay := map[dayspa.Date]dayspa.Money{}
	for rows.Next() {
		var d dayspa.Date
		var m dayspa.Money
		if err := rows.Scan(&d, &m); err != nil {
			return 0, nil, fmt.Errorf("expense sums: %w", err)
		}
		byDay[d] = m
		total += m
	}
	if err := rows.Err(); err != nil {
		return 0, nil, fmt.Errorf("expense sums: %w", err)
	}
	return total, byDay, nil
}
