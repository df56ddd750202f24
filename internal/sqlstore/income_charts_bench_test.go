package sqlstore_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// The Income charts' one aggregated read on a big spa: invoices spread
// over three years and the dashboard's bookings, on SQLite and, with
// TEST_DATABASE_URL, PostgreSQL:
//
//	go test -run '^$' -bench IncomeCharts -benchtime 50x ./internal/sqlstore/
//
// CHARTS_INVOICES (default 100,000; 1,000,000 for the target: each read
// under 100 ms at the 95th percentile on a million invoices)
// and DASHBOARD_BOOKINGS change the sizes. It reports each grain's p95
// wall-clock time, as BenchmarkDashboard does.
func BenchmarkIncomeCharts(b *testing.B) {
	invoices, bookings := envInt("CHARTS_INVOICES", 100_000), envInt("DASHBOARD_BOOKINGS", 200_000)
	for _, e := range engines() {
		b.Run(e.Name, func(b *testing.B) {
			if e.Skip != "" {
				b.Skip(e.Skip)
			}
			db := newDB(b, e)
			start := time.Now()
			seedDashboard(b, db, bookings, max(bookings/4, 1))
			seedIncome(b, db, invoices)
			b.Logf("%s: %d invoices and %d bookings seeded in %v", e.Name, invoices, bookings, time.Since(start).Round(time.Millisecond))
			ctx := context.Background()
			for _, q := range []struct{ name, from, to, by string }{
				{"Month", "2026-11-01", "2026-11-30", "day"},
				{"YearByDay", "2025-12-01", "2026-11-30", "day"},
				{"YearsByMonth", "2023-12-01", "2026-11-30", "month"},
			} {
				p, err := dayspa.ParseChartPeriod(q.from, q.to, q.by)
				must(b, err)
				b.Run(q.name, func(b *testing.B) {
					times := make([]time.Duration, 0, b.N)
					for b.Loop() {
						t0 := time.Now()
						rows, err := db.IncomeChartRows(ctx, p)
						if err != nil {
							b.Fatal(err)
						}
						_ = dayspa.BuildIncomeCharts(p, rows)
						times = append(times, time.Since(t0))
					}
					slices.Sort(times)
					b.ReportMetric(float64(times[len(times)*95/100].Microseconds())/1000, "p95-ms")
				})
			}
		})
	}
}

// seedIncome stores n invoices over the three years up to 30 November
// 2026, of 12 therapists, the services and the sources, in multi-row
// inserts, then their daily sums as the store keeps them.
func seedIncome(b testing.TB, db *sqlstore.DB, n int) {
	b.Helper()
	ctx := context.Background()
	last := dayspa.Date{Year: 2026, Month: time.November, Day: 30}
	tx, err := db.SQL().BeginTx(ctx, nil)
	must(b, err)
	defer tx.Rollback()
	const batch = 500
	const width = 11
	for from := 0; from < n; from += batch {
		var values []string
		var args []any
		for i := from; i < min(from+batch, n); i++ {
			ps := make([]string, width)
			for k := range ps {
				ps[k] = fmt.Sprintf("$%d", len(args)+k+1)
			}
			values = append(values, "("+strings.Join(ps, ", ")+")")
			day := last.AddDays(-(i % 1096))
			cash, card := int64(10000+i%50*1000), int64(i%3*5000)
			args = append(args, int64(1_000_000+i), day.At(600, time.UTC), day,
				dayspa.IncomeSources[i%len(dayspa.IncomeSources)], "Guest", dayspa.IncomeServices[i%len(dayspa.IncomeServices)],
				fmt.Sprintf("Category %d", i%3), fmt.Sprintf("Therapist %d", i%12), cash, card, cash+card)
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO income_transactions (invoice_number, transaction_date, transaction_day, source,
			customer_name, service_name, service_category, therapist_name, cash_amount, visa_amount, total_amount)
			VALUES `+strings.Join(values, ", "), args...)
		must(b, err)
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO income_daily (day, therapist_name, invoices, cash_amount, visa_amount, visa_markup,
			commission_amount, tips_amount, tips_vat, therapist_tip_share, spa_tip_share, expenses_amount, total_amount)
		SELECT transaction_day, therapist_name, COUNT(*), SUM(cash_amount), SUM(visa_amount), SUM(visa_markup),
			SUM(commission_amount), SUM(tips_amount), SUM(tips_vat), SUM(therapist_tip_share), SUM(spa_tip_share),
			SUM(expenses_amount), SUM(total_amount)
		FROM income_transactions GROUP BY transaction_day, therapist_name`)
	must(b, err)
	must(b, tx.Commit())
	_, err = db.SQL().Exec("ANALYZE")
	must(b, err)
}
