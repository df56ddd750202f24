package sqlstore

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/dayspa/dayspa"
)

// The sums of the invoices. The table income_daily keeps the sums of each
// day and therapist, income_daily_split those of each day and source and
// of each day and service, changed in the same transaction as the invoices
// (addDaily): stats, summaries, list totals and charts read those few rows,
// whatever the number of invoices. Only a filter on the invoices' source
// or total (fromDaily) makes them add up the invoices themselves.

// dailyKey is one row of income_daily.
type dailyKey struct {
	day       dayspa.Date
	therapist string
}

func (k dailyKey) compare(o dailyKey) int {
	return cmp.Or(cmp.Compare(k.day.Year, o.day.Year), cmp.Compare(k.day.Month, o.day.Month), cmp.Compare(k.day.Day, o.day.Day),
		cmp.Compare(k.therapist, o.therapist))
}

// splitKey is one row of income_daily_split: a day's invoices of one
// source (category ”) or of one service and its category.
type splitKey struct {
	split    string // "source" or "service"
	day      dayspa.Date
	name     string
	category string
}

func (k splitKey) compare(o splitKey) int {
	return cmp.Or(cmp.Compare(k.split, o.split), cmp.Compare(k.day.Year, o.day.Year), cmp.Compare(k.day.Month, o.day.Month),
		cmp.Compare(k.day.Day, o.day.Day), cmp.Compare(k.name, o.name), cmp.Compare(k.category, o.category))
}

// splitFigures are the sums income_daily_split keeps.
type splitFigures struct {
	count int64
	total dayspa.Money
}

// dailyDeltas are changes to make to income_daily (by day and therapist)
// and income_daily_split (by day and source, by day and service).
type dailyDeltas struct {
	days   map[dailyKey]*dayspa.IncomeFigures
	splits map[splitKey]*splitFigures
}

// add adds sign × t's figures to the deltas of t's day and therapist, t's
// day and source and t's day and service, and returns d.
func (d dailyDeltas) add(t *dayspa.IncomeTransaction, sign int) dailyDeltas {
	if d.days == nil {
		d.days, d.splits = map[dailyKey]*dayspa.IncomeFigures{}, map[splitKey]*splitFigures{}
	}
	k := dailyKey{t.TransactionDate, t.TherapistName}
	if d.days[k] == nil {
		d.days[k] = &dayspa.IncomeFigures{}
	}
	f := dayspa.FiguresOf(t)
	if sign < 0 {
		f = dayspa.IncomeFigures{Count: -f.Count, Cash: -f.Cash, Card: -f.Card, CardWithMarkup: -f.CardWithMarkup,
			Commission: -f.Commission, Tips: -f.Tips, TipsVat: -f.TipsVat, TherapistTipShare: -f.TherapistTipShare,
			SpaTipShare: -f.SpaTipShare, Expenses: -f.Expenses, TotalAmount: -f.TotalAmount}
	}
	d.days[k].Add(f)
	for _, sk := range []splitKey{
		{"source", t.TransactionDate, t.Source, ""},
		{"service", t.TransactionDate, t.ServiceName, t.ServiceCategory},
	} {
		if d.splits[sk] == nil {
			d.splits[sk] = &splitFigures{}
		}
		d.splits[sk].count += int64(f.Count)
		d.splits[sk].total += f.TotalAmount
	}
	return d
}

// addDaily applies the deltas to income_daily and income_daily_split, each
// in key order so that two transactions never wait for each other's rows
// in a cycle, and removes the rows left with no invoice.
func addDaily(ctx context.Context, tx *Tx, d dailyDeltas) error {
	keys := make([]dailyKey, 0, len(d.days))
	for k, f := range d.days {
		if *f != (dayspa.IncomeFigures{}) {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, dailyKey.compare)
	for _, k := range keys {
		f := d.days[k]
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
	return addSplits(ctx, tx, d.splits)
}

// addSplits applies the deltas to income_daily_split, as addDaily does to
// income_daily.
func addSplits(ctx context.Context, tx *Tx, d map[splitKey]*splitFigures) error {
	keys := make([]splitKey, 0, len(d))
	for k, f := range d {
		if *f != (splitFigures{}) {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, splitKey.compare)
	for _, k := range keys {
		f := d[k]
		_, err := tx.ExecContext(ctx, `
			INSERT INTO income_daily_split (split, day, name, category, invoices, total_amount)
			VALUES ($1, $2, $3, $4, $5, $6)
			ON CONFLICT (split, day, name, category) DO UPDATE SET
				invoices = income_daily_split.invoices + excluded.invoices,
				total_amount = income_daily_split.total_amount + excluded.total_amount`,
			k.split, k.day, k.name, k.category, f.count, f.total)
		if err != nil {
			return fmt.Errorf("income split sums: %w", err)
		}
		if f.count < 0 {
			if _, err := tx.ExecContext(ctx, `DELETE FROM income_daily_split
				WHERE split = $1 AND day = $2 AND name = $3 AND category = $4 AND invoices = 0`,
				k.split, k.day, k.name, k.category); err != nil {
				return fmt.Errorf("income split sums: %w", err)
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
	return read(ctx, db, func(tx *Tx) (dayspa.IncomeStats, error) {
		_, from, _, w := sumsOf(f)
		var st dayspa.IncomeStats
		err := tx.QueryRowContext(ctx, `SELECT `+sum("total_amount")+`, `+sum("cash_amount")+`, `+sum("visa_amount")+from+w.sql(), w.args...).
			Scan(&st.TotalIncome, &st.TotalCash, &st.TotalVisa)
		if err != nil {
			return dayspa.IncomeStats{}, fmt.Errorf("income stats: %w", err)
		}
		return st, nil
	})
}

// IncomeGroups adds up the invoices matching f per day and therapist, in
// the order of income_daily's key (day, then therapist), which needs no sort.
func (db *DB) IncomeGroups(ctx context.Context, f dayspa.IncomeFilter) ([]dayspa.IncomeGroup, error) {
	f.Therapist = strings.TrimSpace(f.Therapist)
	return read(ctx, db, func(tx *Tx) ([]dayspa.IncomeGroup, error) {
		return incomeGroups(ctx, tx, f, true)
	})
}

// IncomeSummary reads, in one snapshot, the sums per therapist over f's
// whole period, the days of the period with invoices, and the per-day,
// per-therapist sums of the newest days of them (all when days <= 0), and
// builds the summary from them (dayspa.SummarizePeriod), with the
// period's recorded spending (expenseSpending). Only the day
// cards asked for are read per therapist: a two-year period is 12 rows
// and 730 days, not 8,760 groups.
func (db *DB) IncomeSummary(ctx context.Context, f dayspa.IncomeFilter, days int) (dayspa.IncomeSummary, error) {
	f.Therapist = strings.TrimSpace(f.Therapist)
	return read(ctx, db, func(tx *Tx) (dayspa.IncomeSummary, error) {
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
		s := dayspa.SummarizePeriod(f.From, f.To, byTherapist, recent, len(dates))
		total, byDay, err := expenseSpending(ctx, tx, f.From, f.To)
		if err != nil {
			return dayspa.IncomeSummary{}, err
		}
		s.AddSpending(total, byDay)
		return s, nil
	})
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
