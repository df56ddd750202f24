package sqlstore_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// The charts add up to the Income summary of the same period, on both
// engines, and count bookings by outcome and by lead time on the spa's
// clock.
func TestIncomeChartRows(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		incomeFixture(t, db)
		svc := createService(t, db, couples())
		made := []struct {
			status string
			at     time.Time
		}{
			// 01:00 in Dubai is the day before in UTC: still the same day.
			{"completed", time.Date(2026, 11, 29, 1, 0, 0, 0, dubai)},
			{"cancelled", time.Date(2026, 11, 26, 23, 30, 0, 0, dubai)},
			{"no_show", time.Date(2026, 10, 1, 12, 0, 0, 0, dubai)},
			{"confirmed", time.Date(2026, 11, 28, 9, 0, 0, 0, dubai)},
		}
		for i, m := range made {
			b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, fmt.Sprintf("%02d:00", 10+i*2), fmt.Sprintf("g%d@example.ae", i)), testRules)
			must(t, err)
			_, err = db.SQL().ExecContext(ctx, `UPDATE bookings SET status = $1, created_at = $2 WHERE id = $3`, m.status, m.at.UTC(), b.ID)
			must(t, err)
		}

		for _, by := range []string{"day", "week", "month"} {
			p, err := dayspa.ParseChartPeriod("2026-11-01", "2026-11-30", by)
			must(t, err)
			rows, err := db.IncomeChartRows(ctx, p)
			must(t, err)
			c := dayspa.BuildIncomeCharts(p, rows)
			from, to := p.From, p.To
			s, err := db.IncomeSummary(ctx, dayspa.IncomeFilter{From: &from, To: &to}, 0)
			must(t, err)
			if c.Totals.Cash != s.Totals.Cash || c.Totals.Card != s.Totals.Card ||
				c.Totals.Total != s.Totals.TotalAmount || c.Totals.Count != s.Totals.Count {
				t.Errorf("by %s: chart totals %+v, summary %+v", by, c.Totals, s.Totals.IncomeFigures)
			}
			for name, list := range map[string][]dayspa.ChartSlice{"therapists": c.Therapists, "services": c.Services,
				"categories": c.Categories, "sources": c.Sources} {
				var sum dayspa.Money
				n := 0
				for _, x := range list {
					sum += x.Total
					n += x.Count
				}
				if sum != s.Totals.TotalAmount || n != s.Totals.Count {
					t.Errorf("by %s: %s add up to %s (%d), want %s (%d)", by, name, sum, n, s.Totals.TotalAmount, s.Totals.Count)
				}
			}
			want := map[string]int{"day": 30, "week": 6, "month": 1}[by]
			if len(c.Takings) != want {
				t.Errorf("by %s: %d buckets, want %d", by, len(c.Takings), want)
			}
			outcomes := fmt.Sprint(c.Outcomes)
			if outcomes != "[{completed 1} {cancelled 1} {no_show 1}]" || c.OpenBooking != 1 {
				t.Errorf("outcomes %s, open %d", outcomes, c.OpenBooking)
			}
			leads := fmt.Sprint(c.LeadTimes)
			if leads != "[{same_day 1} {1_2 1} {3_7 1} {8_30 0} {over_30 1}]" {
				t.Errorf("lead times %s", leads)
			}
		}
	})
}
