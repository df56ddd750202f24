package sqlstore_test

import (
	"context"
	"fmt"
	"slices"
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
				p, err := dayspa.ParseChartPeriod(q.from, q.to, q.by, bookDay)
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
// 2026, of 12 therapists, the services and the sources, as the store
// stores a batch (CreateIncomeBatch: multi-row inserts, and the daily sums
// in the same transaction), oldest day first so that a batch adds to the
// sums of a few days only.
func seedIncome(b testing.TB, db *sqlstore.DB, n int) {
	b.Helper()
	ctx := context.Background()
	last := dayspa.Date{Year: 2026, Month: time.November, Day: 30}
	const days, batch = 1096, 10_000
	buf := make([]*dayspa.IncomeTransaction, 0, batch)
	for i := range n {
		cash, card := dayspa.Money(10000+i%50*1000), dayspa.Money(i%3*5000)
		t := &dayspa.IncomeTransaction{
			TransactionDate: last.AddDays(-days + 1 + i*days/n), Source: dayspa.IncomeSources[i%len(dayspa.IncomeSources)],
			CustomerName: "Guest", ServiceName: dayspa.IncomeServices[i%len(dayspa.IncomeServices)],
			ServiceCategory: fmt.Sprintf("Category %d", i%3), TherapistName: fmt.Sprintf("Therapist %d", i%12),
			CashAmount: cash, VisaAmount: card, CommissionPercentage: dayspa.DefaultCommission,
		}
		must(b, t.Revise(dayspa.IncomeUpdate{}))
		if buf = append(buf, t); len(buf) == batch || i == n-1 {
			must(b, db.CreateIncomeBatch(ctx, buf))
			buf = buf[:0]
		}
	}
	_, err := db.SQL().Exec("ANALYZE")
	must(b, err)
}
