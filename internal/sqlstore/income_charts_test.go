package sqlstore_test

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
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
			p, err := dayspa.ParseChartPeriod("2026-11-01", "2026-11-30", by, bookDay)
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

// TestIncomeChartsFromSplits: the charts the store reads from its daily
// sums equal the charts added up from the invoices themselves, on
// generated invoices written by every path that writes them (one by one,
// in a batch, with a tax invoice), then edited (day, source, service,
// category, therapist, amounts; with a corrected invoice when issued),
// credited and deleted, for periods and grains cutting across them.
func TestIncomeChartsFromSplits(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		r := rand.New(rand.NewPCG(33, 2026))
		pick := func(list []string) string { return list[r.IntN(len(list))] }
		categories := []string{"", "Body", "Face", "Bath"}
		therapists := []string{"Aya", "Mia", "Sara", "Lina"}
		gen := func() *dayspa.IncomeTransaction {
			d := dayspa.Date{Year: 2026, Month: time.October, Day: 1}.AddDays(r.IntN(92))
			inv := invoice(d.String(), pick(dayspa.IncomeSources), pick(therapists), fmt.Sprint(r.IntN(500)), fmt.Sprint(r.IntN(3)*50))
			inv.ServiceName, inv.ServiceCategory = pick(dayspa.IncomeServices), pick(categories)
			return inv
		}
		var all []*dayspa.IncomeTransaction
		var batch []*dayspa.IncomeTransaction
		for range 120 {
			batch = append(batch, gen())
		}
		must(t, db.CreateIncomeBatch(ctx, batch))
		all = append(all, batch...)
		for i := range 60 {
			inv := gen()
			if i%3 == 0 {
				doc, err := db.IssueIncome(ctx, inv, testIssuer, "Manager")
				must(t, err)
				if i%2 == 0 { // a refund typed by hand changes no income record
					_, err = db.IssueCreditNote(ctx, doc.ID, dayspa.CreditRequest{Amount: dayspa.AED(1), Reason: "Refund"}, testIssuer, "Manager")
					must(t, err)
				}
			} else {
				createIncome(t, db, inv)
			}
			all = append(all, inv)
		}
		for i, inv := range all {
			switch i % 5 {
			case 0:
				o := gen()
				u := dayspa.IncomeUpdate{TransactionDate: &o.TransactionDate, Source: &o.Source, ServiceName: &o.ServiceName,
					ServiceCategory: &o.ServiceCategory, TherapistName: &o.TherapistName, CashAmount: &o.CashAmount}
				_, err := db.UpdateIncome(ctx, inv.ID, u, fixing)
				must(t, err)
			case 1:
				must(t, db.DeleteIncome(ctx, inv.ID, fixing))
			}
		}
		checkDailySums(t, db)

		for _, q := range []struct{ from, to, by string }{
			{"2026-10-01", "2026-12-31", "day"},
			{"2026-10-15", "2026-11-20", "week"},
			{"2026-09-01", "2027-01-31", "month"},
			{"2026-11-07", "2026-11-07", "day"},
		} {
			p, err := dayspa.ParseChartPeriod(q.from, q.to, q.by, bookDay)
			must(t, err)
			rows, err := db.IncomeChartRows(ctx, p)
			must(t, err)
			raw := rawChartRows(t, db, p)
			raw.Bookings = rows.Bookings
			got, want := dayspa.BuildIncomeCharts(p, rows), dayspa.BuildIncomeCharts(p, raw)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%v: charts from the daily sums\n%+v\nfrom the invoices\n%+v", q, got, want)
			}
			if q.by == "day" && q.from == "2026-10-01" && (got.Totals.Count == 0 || len(got.Sources) < 2 || len(got.Categories) < 2) {
				t.Errorf("the generated invoices are too few to test: %+v", got.Totals)
			}
		}
	})
}

// rawChartRows adds up the charts' rows of p from the invoices themselves.
func rawChartRows(t *testing.T, db *sqlstore.DB, p dayspa.ChartPeriod) dayspa.ChartRows {
	t.Helper()
	query := func(sql string, scan func(rows *sql.Rows) error) {
		rows, err := db.SQL().Query(sql+` FROM income_transactions WHERE transaction_day >= $1 AND transaction_day <= $2 GROUP BY 1, 2`, p.From, p.To)
		must(t, err)
		defer rows.Close()
		for rows.Next() {
			must(t, scan(rows))
		}
		must(t, rows.Err())
	}
	sums := `CAST(SUM(total_amount) AS BIGINT), COUNT(*)`
	var r dayspa.ChartRows
	query(`SELECT transaction_day, 0, CAST(SUM(cash_amount) AS BIGINT), CAST(SUM(visa_amount) AS BIGINT), `+sums, func(rows *sql.Rows) error {
		var d dayspa.ChartDayRow
		var zero int
		err := rows.Scan(&d.Date, &zero, &d.Cash, &d.Card, &d.Total, &d.Count)
		r.Days = append(r.Days, d)
		return err
	})
	group := func(key, category string, dest *[]dayspa.ChartGroupRow) {
		query(`SELECT `+key+`, `+category+`, `+sums, func(rows *sql.Rows) error {
			var g dayspa.ChartGroupRow
			err := rows.Scan(&g.Key, &g.Category, &g.Total, &g.Count)
			*dest = append(*dest, g)
			return err
		})
	}
	group("therapist_name", "''", &r.Therapists)
	group("service_name", "service_category", &r.Services)
	group("source", "''", &r.Sources)
	return r
}

// TestMigrationIncomeDailySplit: migration 00034 fills the daily sums by
// source and by service from the invoices already stored, and goes down
// and up again.
func TestMigrationIncomeDailySplit(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		ts := incomeFixture(t, db)
		cat := "Body"
		_, err := db.UpdateIncome(ctx, ts[0].ID, dayspa.IncomeUpdate{ServiceCategory: &cat}, dayspa.IncomeCorrection{})
		must(t, err)
		must(t, db.MigrateDownTo(ctx, 33))
		must(t, db.Migrate(ctx))
		if n := count(t, db, "income_daily_split"); n == 0 {
			t.Fatal("income_daily_split is empty after the migration")
		}
		checkSplitSums(t, db)
	})
}
