package sqlstore

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/dayspa/dayspa"
)

var _ dayspa.IncomeStore = (*DB)(nil)

// Income. Each invoice row carries its spa calendar day (transaction_day),
// which the filters, the order and the summaries go by. The table
// income_daily keeps the sums of each day and therapist, changed in the
// same transaction as the invoices: stats, summaries and list totals read
// those few rows, whatever the number of invoices. Only a filter on the
// invoices' source or total (fromDaily) makes them add up the invoices
// themselves.

// incomeColumns are the columns scanIncome reads, in its order.
const incomeColumns = `id, invoice_number, transaction_day, source, customer_name, service_name, service_category,
	therapist_name, cash_amount, visa_amount, visa_markup, commission_amount, commission_bps, tips_amount,
	tips_cash_amount, tips_card_amount, tips_vat, therapist_tip_share, spa_tip_share, expenses_amount,
	total_amount, notes, created_at, updated_at`

type scanner interface{ Scan(dest ...any) error }

func scanIncome(s scanner) (*dayspa.IncomeTransaction, error) {
	var t dayspa.IncomeTransaction
	err := s.Scan(&t.ID, &t.InvoiceNumber, &t.TransactionDate, &t.Source, &t.CustomerName, &t.ServiceName,
		&t.ServiceCategory, &t.TherapistName, &t.CashAmount, &t.VisaAmount, &t.VisaMarkup, &t.CommissionAmount,
		&t.CommissionPercentage, &t.TipsAmount, &t.TipsCashAmount, &t.TipsCardAmount, &t.TipsVat,
		&t.TherapistTipShare, &t.SpaTipShare, &t.ExpensesAmount, &t.TotalAmount, &t.Notes, &t.CreatedAt, &t.UpdatedAt)
	if err != nil {
		return nil, err
	}
	t.CreatedAt, t.UpdatedAt = t.CreatedAt.UTC(), t.UpdatedAt.UTC()
	return &t, nil
}

// spaZone is the zone in which transaction_date holds the start of the
// invoice's day.
var spaZone = sync.OnceValue(func() *time.Location {
	loc, err := time.LoadLocation(dayspa.DefaultTimeZone)
	if err != nil {
		return time.FixedZone("+04", 4*60*60) // Asia/Dubai has had no other offset since 1920
	}
	return loc
})

// CreateIncome validates t, derives its amounts, gives it the next invoice
// number and stores it, with the day's sums, in one transaction: a number
// is used by exactly one invoice, and one rolled back is handed out again.
func (db *DB) CreateIncome(ctx context.Context, t *dayspa.IncomeTransaction) error {
	if err := t.Validate(); err != nil {
		return err
	}
	t.Derive()
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	first, err := takeInvoiceNumbers(ctx, tx, 1)
	if err != nil {
		return err
	}
	t.InvoiceNumber = first
	t.CreatedAt, t.UpdatedAt = tx.now, tx.now
	if err := insertIncome(ctx, tx, []*dayspa.IncomeTransaction{t}); err != nil {
		return err
	}
	if err := addDaily(ctx, tx, dailyDeltas{}.add(t, 1)); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("create income: commit: %w", err)
	}
	return nil
}

// CreateIncomeBatch stores many invoices at once, numbered in order, with
// multi-row inserts: the benchmark's seeding. Each is validated and
// derived as CreateIncome does; nothing is stored if one is invalid.
func (db *DB) CreateIncomeBatch(ctx context.Context, ts []*dayspa.IncomeTransaction) error {
	for i, t := range ts {
		if err := t.Validate(); err != nil {
			return fmt.Errorf("invoice %d: %w", i, err)
		}
		t.Derive()
	}
	if len(ts) == 0 {
		return nil
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	first, err := takeInvoiceNumbers(ctx, tx, len(ts))
	if err != nil {
		return err
	}
	deltas := dailyDeltas{}
	for i, t := range ts {
		t.InvoiceNumber = first + dayspa.InvoiceNumber(i)
		t.CreatedAt, t.UpdatedAt = tx.now, tx.now
		deltas.add(t, 1)
	}
	const rowsPerInsert = 500 // 23 arguments a row: far below both engines' limits
	for chunk := range slices.Chunk(ts, rowsPerInsert) {
		if err := insertIncome(ctx, tx, chunk); err != nil {
			return err
		}
	}
	if err := addDaily(ctx, tx, deltas); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("create income batch: commit: %w", err)
	}
	return nil
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
		args = append(args, t.InvoiceNumber, t.TransactionDate, dayStart(t.TransactionDate), t.Source,
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

// dayStart is the moment d starts in the spa's zone, what
// transaction_date holds.
func dayStart(d dayspa.Date) time.Time { return d.At(0, spaZone()).UTC() }

// GetIncome returns the invoice with that id, or ENOTFOUND.
func (db *DB) GetIncome(ctx context.Context, id int64) (*dayspa.IncomeTransaction, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return findIncome(ctx, tx, id, false)
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
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, "Transaction not found.")
	} else if err != nil {
		return nil, fmt.Errorf("find income %d: %w", id, err)
	}
	return t, nil
}

// UpdateIncome applies u to the invoice, validates it, derives its amounts
// again and moves its sums from its old day, source and therapist to the
// new ones, in one transaction.
func (db *DB) UpdateIncome(ctx context.Context, id int64, u dayspa.IncomeUpdate) (*dayspa.IncomeTransaction, error) {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	t, err := findIncome(ctx, tx, id, true)
	if err != nil {
		return nil, err
	}
	old := *t
	u.Apply(t)
	if err := t.Validate(); err != nil {
		return nil, err
	}
	t.Derive()
	t.UpdatedAt = tx.now
	_, err = tx.ExecContext(ctx, `
		UPDATE income_transactions SET transaction_day = $1, transaction_date = $2, source = $3, customer_name = $4,
			service_name = $5, service_category = $6, therapist_name = $7, cash_amount = $8, visa_amount = $9,
			visa_markup = $10, commission_amount = $11, commission_bps = $12, tips_amount = $13,
			tips_cash_amount = $14, tips_card_amount = $15, tips_vat = $16, therapist_tip_share = $17,
			spa_tip_share = $18, expenses_amount = $19, total_amount = $20, notes = $21, updated_at = $22
		WHERE id = $23`,
		t.TransactionDate, dayStart(t.TransactionDate), t.Source, t.CustomerName, t.ServiceName, t.ServiceCategory,
		t.TherapistName, t.CashAmount, t.VisaAmount, t.VisaMarkup, t.CommissionAmount, t.CommissionPercentage,
		t.TipsAmount, t.TipsCashAmount, t.TipsCardAmount, t.TipsVat, t.TherapistTipShare, t.SpaTipShare,
		t.ExpensesAmount, t.TotalAmount, t.Notes, t.UpdatedAt, id)
	if err != nil {
		return nil, fmt.Errorf("update income %d: %w", id, err)
	}
	if err := addDaily(ctx, tx, dailyDeltas{}.add(&old, -1).add(t, 1)); err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("update income %d: commit: %w", id, err)
	}
	return t, nil
}

// DeleteIncome removes the invoice and its part of the day's sums.
func (db *DB) DeleteIncome(ctx context.Context, id int64) error {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	t, err := scanIncome(tx.QueryRowContext(ctx, `DELETE FROM income_transactions WHERE id = $1 RETURNING `+incomeColumns, id))
	if errors.Is(err, sql.ErrNoRows) {
		return dayspa.Errorf(dayspa.ENOTFOUND, "Transaction not found.")
	} else if err != nil {
		return fmt.Errorf("delete income %d: %w", id, err)
	}
	if err := addDaily(ctx, tx, dailyDeltas{}.add(t, -1)); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("delete income %d: commit: %w", id, err)
	}
	return nil
}

// dailyKey is one row of income_daily.
type dailyKey struct {
	day       dayspa.Date
	therapist string
}

func (k dailyKey) compare(o dailyKey) int {
	return cmp.Or(cmp.Compare(k.day.Year, o.day.Year), cmp.Compare(k.day.Month, o.day.Month), cmp.Compare(k.day.Day, o.day.Day),
		cmp.Compare(k.therapist, o.therapist))
}

// dailyDeltas are changes to make to income_daily.
type dailyDeltas map[dailyKey]*dayspa.IncomeFigures

// add adds sign × t's figures to the delta of t's day and therapist, and
// returns d.
func (d dailyDeltas) add(t *dayspa.IncomeTransaction, sign int) dailyDeltas {
	k := dailyKey{t.TransactionDate, t.TherapistName}
	if d[k] == nil {
		d[k] = &dayspa.IncomeFigures{}
	}
	f := dayspa.FiguresOf(t)
	if sign < 0 {
		f = dayspa.IncomeFigures{Count: -f.Count, Cash: -f.Cash, Card: -f.Card, CardWithMarkup: -f.CardWithMarkup,
			Commission: -f.Commission, Tips: -f.Tips, TipsVat: -f.TipsVat, TherapistTipShare: -f.TherapistTipShare,
			SpaTipShare: -f.SpaTipShare, Expenses: -f.Expenses, TotalAmount: -f.TotalAmount}
	}
	d[k].Add(f)
	return d
}

// addDaily applies the deltas to income_daily, in key order so that two
// transactions never wait for each other's rows in a cycle, and removes
// the rows left with no invoice.
func addDaily(ctx context.Context, tx *Tx, d dailyDeltas) error {
	keys := make([]dailyKey, 0, len(d))
	for k, f := range d {
		if *f != (dayspa.IncomeFigures{}) {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, dailyKey.compare)
	for _, k := range keys {
		f := d[k]
		_, err := tx.ExecContext(ctx, `
			INSERT INTO income_daily (day, therapist_name, invoices, cash_amount, visa_amount, visa_markup,
				commission_amount, tips_amount, tips_vat, therapist_tip_share, spa_tip_share, expenses_amount, total_amount)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
			ON CONFLICT (day, therapist_name) DO UPDATE SET
				invoices = income_daily.invoices + excluded.invoices,
				cash_amount = income_daily.cash_amount + excluded.cash_amount,
				visa_amount = income_daily.visa_amount + excluded.visa_amount,
				visa_markup = income_daily.visa_markup + excluded.visa_markup,
				commission_amount = income_daily.commission_amount + excluded.commission_amount,
				tips_amount = income_daily.tips_amount + excluded.tips_amount,
				tips_vat = income_daily.tips_vat + excluded.tips_vat,
				therapist_tip_share = income_daily.therapist_tip_share + excluded.therapist_tip_share,
				spa_tip_share = income_daily.spa_tip_share + excluded.spa_tip_share,
				expenses_amount = income_daily.expenses_amount + excluded.expenses_amount,
				total_amount = income_daily.total_amount + excluded.total_amount`,
			k.day, k.therapist, int64(f.Count), f.Cash, f.Card, f.CardWithMarkup, f.Commission, f.Tips,
			f.TipsVat, f.TherapistTipShare, f.SpaTipShare, f.Expenses, f.TotalAmount)
		if err != nil {
			return fmt.Errorf("income daily sums: %w", err)
		}
		if f.Count < 0 {
			if _, err := tx.ExecContext(ctx, `DELETE FROM income_daily
				WHERE day = $1 AND therapist_name = $2 AND invoices = 0`,
				k.day, k.therapist); err != nil {
				return fmt.Errorf("income daily sums: %w", err)
			}
		}
	}
	return nil
}

// fromDaily reports whether income_daily can answer for f: unless f
// looks at the invoices' source or total.
func fromDaily(f dayspa.IncomeFilter) bool {
	return f.Source == "" && f.MinTotal == nil && f.MaxTotal == nil
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
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer tx.Rollback()
	w := incomeWhere(f, "transaction_day")
	limit, offset := w.next(f.Limit), w.next(f.Offset)
	rows, err := tx.QueryContext(ctx, `SELECT `+incomeColumns+` FROM income_transactions`+w.sql()+`
		ORDER BY transaction_day DESC, id DESC LIMIT `+limit+` OFFSET `+offset, w.args...)
	if err != nil {
		return nil, 0, fmt.Errorf("list income: %w", err)
	}
	defer rows.Close()
	out := []dayspa.IncomeTransaction{}
	for rows.Next() {
		t, err := scanIncome(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("list income: %w", err)
		}
		out = append(out, *t)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("list income: %w", err)
	}
	total, err := countIncome(ctx, tx, f)
	if err != nil {
		return nil, 0, err
	}
	return out, total, nil
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

// sumsOf returns the SELECT list and FROM clause that add up f's invoices:
// over income_daily when it can answer, else over the invoices.
func sumsOf(f dayspa.IncomeFilter) (count, from, day string, w *where) {
	if !fromDaily(f) {
		return "COUNT(*)", " FROM income_transactions", "transaction_day", incomeWhere(f, "transaction_day")
	}
	return "CAST(SUM(invoices) AS BIGINT)", " FROM income_daily", "day", incomeWhere(f, "day")
}

// sum is a BIGINT sum of column, 0 over no rows, the same on both engines
// (PostgreSQL's SUM of BIGINT is NUMERIC).
func sum(column string) string { return "COALESCE(CAST(SUM(" + column + ") AS BIGINT), 0)" }

// IncomeStats adds up the totals, cash and card of the invoices matching f.
func (db *DB) IncomeStats(ctx context.Context, f dayspa.IncomeFilter) (dayspa.IncomeStats, error) {
	f.Therapist = strings.TrimSpace(f.Therapist)
	tx, err := db.beginRead(ctx)
	if err != nil {
		return dayspa.IncomeStats{}, err
	}
	defer tx.Rollback()
	_, from, _, w := sumsOf(f)
	var st dayspa.IncomeStats
	err = tx.QueryRowContext(ctx, `SELECT `+sum("total_amount")+`, `+sum("cash_amount")+`, `+sum("visa_amount")+from+w.sql(), w.args...).
		Scan(&st.TotalIncome, &st.TotalCash, &st.TotalVisa)
	if err != nil {
		return dayspa.IncomeStats{}, fmt.Errorf("income stats: %w", err)
	}
	return st, nil
}

// IncomeGroups adds up the invoices matching f per day and therapist, in
// the order of income_daily's key (day, then therapist), which needs no sort.
func (db *DB) IncomeGroups(ctx context.Context, f dayspa.IncomeFilter) ([]dayspa.IncomeGroup, error) {
	f.Therapist = strings.TrimSpace(f.Therapist)
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return incomeGroups(ctx, tx, f, true)
}

// IncomeSummary reads, in one snapshot, the sums per therapist over f's
// whole period, the days of the period with invoices, and the per-day,
// per-therapist sums of the newest days of them (all when days <= 0), and
// builds the summary from them (dayspa.SummarizePeriod). Only the day
// cards asked for are read per therapist: a two-year period is 12 rows
// and 730 days, not 8,760 groups.
func (db *DB) IncomeSummary(ctx context.Context, f dayspa.IncomeFilter, days int) (dayspa.IncomeSummary, error) {
	f.Therapist = strings.TrimSpace(f.Therapist)
	tx, err := db.beginRead(ctx)
	if err != nil {
		return dayspa.IncomeSummary{}, err
	}
	defer tx.Rollback()
	byTherapist, err := incomeGroups(ctx, tx, f, false)
	if err != nil {
		return dayspa.IncomeSummary{}, err
	}
	_, from, day, w := sumsOf(f)
	rows, err := tx.QueryContext(ctx, `SELECT DISTINCT `+day+from+w.sql()+` ORDER BY `+day+` DESC`, w.args...)
	if err != nil {
		return dayspa.IncomeSummary{}, fmt.Errorf("income days: %w", err)
	}
	var dates []dayspa.Date
	for rows.Next() {
		var d dayspa.Date
		if err := rows.Scan(&d); err != nil {
			rows.Close()
			return dayspa.IncomeSummary{}, fmt.Errorf("income days: %w", err)
		}
		dates = append(dates, d)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return dayspa.IncomeSummary{}, fmt.Errorf("income days: %w", err)
	}
	recentF := f
	if days > 0 && len(dates) > days {
		cut := dates[days-1]
		recentF.From = &cut
	}
	var recent []dayspa.IncomeGroup
	if len(dates) > 0 {
		if recent, err = incomeGroups(ctx, tx, recentF, true); err != nil {
			return dayspa.IncomeSummary{}, err
		}
	}
	return dayspa.SummarizePeriod(f.From, f.To, byTherapist, recent, len(dates)), nil
}

// incomeGroups adds up f's invoices per therapist, and per day too when
// byDay.
func incomeGroups(ctx context.Context, tx *Tx, f dayspa.IncomeFilter, byDay bool) ([]dayspa.IncomeGroup, error) {
	count, from, day, w := sumsOf(f)
	keys := "therapist_name"
	if byDay {
		keys = day + ", therapist_name"
	}
	rows, err := tx.QueryContext(ctx, `
		SELECT `+keys+`, `+count+`, `+sum("cash_amount")+`, `+sum("visa_amount")+`, `+sum("visa_markup")+`,
			`+sum("commission_amount")+`, `+sum("tips_amount")+`, `+sum("tips_vat")+`, `+sum("therapist_tip_share")+`,
			`+sum("spa_tip_share")+`, `+sum("expenses_amount")+`, `+sum("total_amount")+from+w.sql()+`
		GROUP BY `+keys+`
		ORDER BY `+keys, w.args...)
	if err != nil {
		return nil, fmt.Errorf("income groups: %w", err)
	}
	defer rows.Close()
	out := []dayspa.IncomeGroup{}
	for rows.Next() {
		var g dayspa.IncomeGroup
		s := &g.IncomeFigures
		dest := []any{&g.Therapist, &s.Count, &s.Cash, &s.Card, &s.CardWithMarkup, &s.Commission,
			&s.Tips, &s.TipsVat, &s.TherapistTipShare, &s.SpaTipShare, &s.Expenses, &s.TotalAmount}
		if byDay {
			dest = append([]any{&g.Date}, dest...)
		}
		if err := rows.Scan(dest...); err != nil {
			return nil, fmt.Errorf("income groups: %w", err)
		}
		out = append(out, g)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("income groups: %w", err)
	}
	return out, nil
}

// ListExpenses returns every expense, newest first.
func (db *DB) ListExpenses(ctx context.Context) ([]dayspa.Expense, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, `SELECT id, expense_date, category, description, amount
		FROM expenses ORDER BY expense_date DESC, id DESC`)
	if err != nil {
		return nil, fmt.Errorf("list expenses: %w", err)
	}
	defer rows.Close()
	out := []dayspa.Expense{}
	for rows.Next() {
		var e dayspa.Expense
		if err := rows.Scan(&e.ID, &e.Date, &e.Category, &e.Description, &e.Amount); err != nil {
			return nil, fmt.Errorf("list expenses: %w", err)
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list expenses: %w", err)
	}
	return out, nil
}
