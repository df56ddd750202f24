package sqlstore_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

func money(s string) dayspa.Money {
	m, err := dayspa.ParseMoney(s)
	if err != nil {
		panic(err)
	}
	return m
}

func day(s string) dayspa.Date {
	d, err := dayspa.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

// invoice is a valid invoice of that day, source and therapist, with cash
// and card, derived as the domain derives every invoice it makes.
func invoice(d, source, therapist, cash, card string) *dayspa.IncomeTransaction {
	c, v := money(cash), money(card)
	t := &dayspa.IncomeTransaction{
		TransactionDate: day(d), Source: source, CustomerName: "Guest of " + therapist, ServiceName: "Massage",
		TherapistName: therapist, CashAmount: c, VisaAmount: v,
		CommissionAmount:     dayspa.SuggestedCommission(c, v, dayspa.DefaultCommission),
		CommissionPercentage: dayspa.DefaultCommission,
		TipsCashAmount:       money("6.00"), TipsCardAmount: money("4.00"), TherapistTipShare: money("6.00"),
		SpaTipShare: money("4.00"), TipsVat: money("1.00"), ExpensesAmount: money("2.50"),
	}
	if err := t.Revise(dayspa.IncomeUpdate{}); err != nil {
		panic(err)
	}
	return t
}

func createIncome(t *testing.T, db *sqlstore.DB, tx *dayspa.IncomeTransaction) *dayspa.IncomeTransaction {
	t.Helper()
	must(t, db.CreateIncome(context.Background(), tx))
	return tx
}

// checkDailySums fails the test unless income_daily holds exactly the sums
// of the invoices, per day and therapist.
func checkDailySums(t *testing.T, db *sqlstore.DB) {
	t.Helper()
	q := func(sql string) [][]any {
		rows, err := db.SQL().Query(sql)
		must(t, err)
		defer rows.Close()
		var out [][]any
		for rows.Next() {
			var d dayspa.Date
			var th string
			var n, cash, card, markup, comm, tips, vat, ths, sps, exp, tot int64
			must(t, rows.Scan(&d, &th, &n, &cash, &card, &markup, &comm, &tips, &vat, &ths, &sps, &exp, &tot))
			out = append(out, []any{d, th, n, cash, card, markup, comm, tips, vat, ths, sps, exp, tot})
		}
		must(t, rows.Err())
		return out
	}
	cols := `CAST(SUM(cash_amount) AS BIGINT), CAST(SUM(visa_amount) AS BIGINT), CAST(SUM(visa_markup) AS BIGINT),
		CAST(SUM(commission_amount) AS BIGINT), CAST(SUM(tips_amount) AS BIGINT), CAST(SUM(tips_vat) AS BIGINT),
		CAST(SUM(therapist_tip_share) AS BIGINT), CAST(SUM(spa_tip_share) AS BIGINT), CAST(SUM(expenses_amount) AS BIGINT),
		CAST(SUM(total_amount) AS BIGINT)`
	want := q(`SELECT transaction_day, therapist_name, COUNT(*), ` + cols + ` FROM income_transactions
		GROUP BY transaction_day, therapist_name ORDER BY 1, 2`)
	got := q(`SELECT day, therapist_name, CAST(SUM(invoices) AS BIGINT), ` + cols + ` FROM income_daily
		GROUP BY day, therapist_name ORDER BY 1, 2`)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("income_daily does not hold the invoices' sums:\n got %v\nwant %v", got, want)
	}
	if n := count(t, db, "income_daily"); n != len(want) {
		t.Fatalf("income_daily has %d rows, want %d (no empty rows)", n, len(want))
	}
	checkSplitSums(t, db)
}

// checkSplitSums fails the test unless income_daily_split holds exactly
// the sums of the invoices of each day and source and of each day and
// service, with no empty row.
func checkSplitSums(t *testing.T, db *sqlstore.DB) {
	t.Helper()
	q := func(sql string) []string {
		rows, err := db.SQL().Query(sql)
		must(t, err)
		defer rows.Close()
		var out []string
		for rows.Next() {
			var split, name, category string
			var d dayspa.Date
			var n, total int64
			must(t, rows.Scan(&split, &d, &name, &category, &n, &total))
			out = append(out, fmt.Sprint(split, d, name, category, n, total))
		}
		must(t, rows.Err())
		return out
	}
	want := q(`SELECT 'service', transaction_day, service_name, service_category, COUNT(*), CAST(SUM(total_amount) AS BIGINT)
		FROM income_transactions GROUP BY transaction_day, service_name, service_category
		UNION ALL SELECT 'source', transaction_day, source, '', COUNT(*), CAST(SUM(total_amount) AS BIGINT)
		FROM income_transactions GROUP BY transaction_day, source ORDER BY 1, 2, 3, 4`)
	got := q(`SELECT split, day, name, category, invoices, total_amount FROM income_daily_split ORDER BY 1, 2, 3, 4`)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("income_daily_split does not hold the invoices' sums:\n got %v\nwant %v", got, want)
	}
}

func TestIncomeCreate(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("OK", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			a := createIncome(t, db, invoice("2026-11-22", "Ph Snap", "Aya", "300.00", "200.00"))
			b := createIncome(t, db, invoice("2026-11-22", "Wgg", "Mia", "100.00", "0"))
			if a.InvoiceNumber != 1526 || b.InvoiceNumber != 1527 || a.ID == 0 || b.ID == a.ID {
				t.Fatalf("numbers %d %d ids %d %d", a.InvoiceNumber, b.InvoiceNumber, a.ID, b.ID)
			}
			got, err := db.GetIncome(ctx, a.ID)
			must(t, err)
			if !reflect.DeepEqual(got, a) {
				t.Errorf("read back:\n got %+v\nwant %+v", got, a)
			}
			if got.TotalAmount.String() != "506.50" || got.VisaMarkup.String() != "280.00" || got.TipsAmount.String() != "10.00" ||
				got.CommissionAmount.String() != "200.00" || got.CommissionPercentage.String() != "40.00" {
				t.Errorf("derived: %+v", got)
			}
			if !got.CreatedAt.Equal(testNow) {
				t.Errorf("createdAt = %v, want %v", got.CreatedAt, testNow)
			}
			checkDailySums(t, db)
		})

		t.Run("FiftyConcurrentCreates", func(t *testing.T) {
			t.Parallel()
			// Two "instances" on one database, 25 creates each, all at once.
			cfg := e.Config(t)
			dbs := []*sqlstore.DB{open(t, cfg), open(t, cfg)}
			const n = 50
			var wg sync.WaitGroup
			nums := make([]dayspa.InvoiceNumber, n)
			errs := make([]error, n)
			start := make(chan struct{})
			for i := range n {
				wg.Go(func() {
					<-start
					tx := invoice("2026-11-22", dayspa.IncomeSources[i%len(dayspa.IncomeSources)], fmt.Sprintf("T%d", i%3), "10.00", "5.00")
					errs[i] = dbs[i%2].CreateIncome(ctx, tx)
					nums[i] = tx.InvoiceNumber
				})
			}
			close(start)
			wg.Wait()
			for _, err := range errs {
				must(t, err)
			}
			slices.Sort(nums)
			for i, got := range nums {
				if want := dayspa.FirstInvoiceNumber + dayspa.InvoiceNumber(i); got != want {
					t.Fatalf("sorted numbers[%d] = %d, want %d: %v", i, got, want, nums)
				}
			}
			checkDailySums(t, dbs[0])
			st, err := dbs[0].IncomeStats(ctx, dayspa.IncomeFilter{})
			must(t, err)
			if st.TotalCash.String() != "500.00" || st.TotalVisa.String() != "250.00" {
				t.Errorf("stats after the race: %+v", st)
			}
		})

		t.Run("Batch", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			createIncome(t, db, invoice("2026-11-20", "Dv", "Aya", "1", "0"))
			var batch []*dayspa.IncomeTransaction
			for i := range 503 {
				batch = append(batch, invoice(fmt.Sprintf("2026-11-%02d", 1+i%28), dayspa.IncomeSources[i%7], fmt.Sprintf("T%d", i%5), "12.34", "5.67"))
			}
			must(t, db.CreateIncomeBatch(ctx, batch))
			if batch[0].InvoiceNumber != 1527 || batch[502].InvoiceNumber != 1527+502 || batch[502].ID == 0 {
				t.Errorf("batch numbers %d..%d id %d", batch[0].InvoiceNumber, batch[502].InvoiceNumber, batch[502].ID)
			}
			got, err := db.GetIncome(ctx, batch[300].ID)
			must(t, err)
			if got.InvoiceNumber != batch[300].InvoiceNumber || got.TotalAmount != batch[300].TotalAmount {
				t.Errorf("batch row read back %+v", got)
			}
			checkDailySums(t, db)
		})
	})
}

func TestIncomeUpdateDelete(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("PartialUpdate", func(t *testing.T) {
			t.Parallel()
			db := newTickingDB(t, e)
			a := createIncome(t, db, invoice("2026-11-22", "Ph Snap", "Aya", "300.00", "200.00"))
			createIncome(t, db, invoice("2026-11-22", "Ph Snap", "Aya", "50.00", "0"))
			tipsCard, therapist, d := money("14.00"), "Mia", day("2026-11-21")
			got, err := db.UpdateIncome(ctx, a.ID, dayspa.IncomeUpdate{TipsCardAmount: &tipsCard, TherapistName: &therapist, TransactionDate: &d}, dayspa.IncomeCorrection{})
			must(t, err)
			if got.TipsAmount.String() != "20.00" || got.TherapistName != "Mia" || got.TransactionDate != d ||
				got.CashAmount != a.CashAmount || got.InvoiceNumber != a.InvoiceNumber || got.CustomerName != a.CustomerName {
				t.Errorf("after update: %+v", got)
			}
			if !got.UpdatedAt.After(got.CreatedAt) {
				t.Errorf("updatedAt %v not after createdAt %v", got.UpdatedAt, got.CreatedAt)
			}
			read, err := db.GetIncome(ctx, a.ID)
			must(t, err)
			if !reflect.DeepEqual(read, got) {
				t.Errorf("read back %+v, want %+v", read, got)
			}
			checkDailySums(t, db)
		})

		t.Run("ErrUpdate", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			a := createIncome(t, db, invoice("2026-11-22", "Ph Snap", "Aya", "300.00", "200.00"))
			_, err := db.UpdateIncome(ctx, a.ID+100, dayspa.IncomeUpdate{}, dayspa.IncomeCorrection{})
			assertCode(t, err, dayspa.ENOTFOUND)
			blank, cash := "", money("1.00")
			_, err = db.UpdateIncome(ctx, a.ID, dayspa.IncomeUpdate{CustomerName: &blank, CashAmount: &cash}, dayspa.IncomeCorrection{})
			assertCode(t, err, dayspa.EINVALID)
			if f := dayspa.ErrorFields(err); f["customerName"] != dayspa.MsgIncomeCustomer.Text {
				t.Errorf("fields %v", f)
			}
			read, err := db.GetIncome(ctx, a.ID)
			must(t, err)
			if !reflect.DeepEqual(read, a) {
				t.Errorf("a refused update changed the invoice: %+v", read)
			}
		})

		t.Run("Delete", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			a := createIncome(t, db, invoice("2026-11-22", "Ph Snap", "Aya", "300.00", "200.00"))
			b := createIncome(t, db, invoice("2026-11-22", "Ph Snap", "Aya", "10.00", "0"))
			must(t, db.DeleteIncome(ctx, a.ID, dayspa.IncomeCorrection{}))
			assertCode(t, db.DeleteIncome(ctx, a.ID, dayspa.IncomeCorrection{}), dayspa.ENOTFOUND)
			_, err := db.GetIncome(ctx, a.ID)
			assertCode(t, err, dayspa.ENOTFOUND)
			checkDailySums(t, db)
			must(t, db.DeleteIncome(ctx, b.ID, dayspa.IncomeCorrection{}))
			checkDailySums(t, db)
			if n := count(t, db, "income_daily"); n != 0 {
				t.Errorf("income_daily keeps %d rows of no invoice", n)
			}
		})

		t.Run("ConcurrentWritesKeepSums", func(t *testing.T) {
			t.Parallel()
			// Creates, moves between days and therapists, and deletes at
			// once: no deadlock, and the sums still match the invoices.
			db := newDB(t, e)
			var ids []int64
			for i := range 20 {
				ids = append(ids, createIncome(t, db, invoice("2026-11-2"+fmt.Sprint(i%3), "Wgg", fmt.Sprintf("T%d", i%4), "10", "1")).ID)
			}
			var wg sync.WaitGroup
			errs := make(chan error, 60)
			for i := range 20 {
				wg.Go(func() {
					r := rand.New(rand.NewPCG(uint64(i), 7))
					d := day(fmt.Sprintf("2026-11-2%d", r.IntN(3)))
					th := fmt.Sprintf("T%d", r.IntN(4))
					_, err := db.UpdateIncome(ctx, ids[i], dayspa.IncomeUpdate{TransactionDate: &d, TherapistName: &th}, dayspa.IncomeCorrection{})
					errs <- err
				})
				wg.Go(func() { errs <- db.CreateIncome(ctx, invoice("2026-11-21", "Moh", "T1", "3", "3")) })
				if i%2 == 0 {
					wg.Go(func() { errs <- db.DeleteIncome(ctx, ids[(i+1)%20], dayspa.IncomeCorrection{}) })
				}
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				if err != nil && dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
					t.Error(err)
				}
			}
			checkDailySums(t, db)
		})
	})
}

// incomeFixture is a known book of invoices over three days.
func incomeFixture(t *testing.T, db *sqlstore.DB) []*dayspa.IncomeTransaction {
	t.Helper()
	ts := []*dayspa.IncomeTransaction{
		invoice("2026-11-20", "Ph Snap", "Aya Rahman", "300.00", "200.00"), // total 506.50
		invoice("2026-11-20", "Wgg", "Mia", "100.00", "0"),                 // 106.50
		invoice("2026-11-21", "Ph Snap", "aya rahman", "0", "450.00"),      // 456.50
		invoice("2026-11-22", "Moh", "Sara_1", "80.00", "20.00"),           // 106.50
		invoice("2026-11-22", "Ph Snap", "Mia", "1000.00", "0"),            // 1006.50
	}
	for _, tx := range ts {
		createIncome(t, db, tx)
	}
	return ts
}

func TestIncomeList(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		ts := incomeFixture(t, db)
		numbers := func(list []dayspa.IncomeTransaction) []dayspa.InvoiceNumber {
			out := []dayspa.InvoiceNumber{}
			for _, x := range list {
				out = append(out, x.InvoiceNumber)
			}
			return out
		}
		ptr := func(d dayspa.Date) *dayspa.Date { return &d }
		mptr := func(m dayspa.Money) *dayspa.Money { return &m }
		tests := []struct {
			name  string
			f     dayspa.IncomeFilter
			want  []dayspa.InvoiceNumber
			total int
		}{
			{"All newest first", dayspa.IncomeFilter{}, []dayspa.InvoiceNumber{1530, 1529, 1528, 1527, 1526}, 5},
			{"From", dayspa.IncomeFilter{From: ptr(day("2026-11-21"))}, []dayspa.InvoiceNumber{1530, 1529, 1528}, 3},
			{"To includes its whole day", dayspa.IncomeFilter{To: ptr(day("2026-11-21"))}, []dayspa.InvoiceNumber{1528, 1527, 1526}, 3},
			{"One day", dayspa.IncomeFilter{From: ptr(day("2026-11-20")), To: ptr(day("2026-11-20"))}, []dayspa.InvoiceNumber{1527, 1526}, 2},
			{"Source exact", dayspa.IncomeFilter{Source: "Ph Snap"}, []dayspa.InvoiceNumber{1530, 1528, 1526}, 3},
			{"Source is not a substring", dayspa.IncomeFilter{Source: "Ph"}, []dayspa.InvoiceNumber{}, 0},
			{"Therapist case-insensitive substring", dayspa.IncomeFilter{Therapist: "AYA"}, []dayspa.InvoiceNumber{1528, 1526}, 2},
			{"Therapist underscore is literal", dayspa.IncomeFilter{Therapist: "a_1"}, []dayspa.InvoiceNumber{1529}, 1},
			{"Therapist percent is literal", dayspa.IncomeFilter{Therapist: "%"}, []dayspa.InvoiceNumber{}, 0},
			{"Min total", dayspa.IncomeFilter{MinTotal: mptr(money("456.50"))}, []dayspa.InvoiceNumber{1530, 1528, 1526}, 3},
			{"Max total", dayspa.IncomeFilter{MaxTotal: mptr(money("106.50"))}, []dayspa.InvoiceNumber{1529, 1527}, 2},
			{"Min and max with source", dayspa.IncomeFilter{Source: "Ph Snap", MinTotal: mptr(money("400")), MaxTotal: mptr(money("600"))}, []dayspa.InvoiceNumber{1528, 1526}, 2},
			{"Page 2", dayspa.IncomeFilter{Page: dayspa.Page{Offset: 2, Limit: 2}}, []dayspa.InvoiceNumber{1528, 1527}, 5},
			{"Past the end", dayspa.IncomeFilter{Page: dayspa.Page{Offset: 10, Limit: 2}}, []dayspa.InvoiceNumber{}, 5},
			{"Past the end by total", dayspa.IncomeFilter{MinTotal: mptr(0), Page: dayspa.Page{Offset: 10, Limit: 2}}, []dayspa.InvoiceNumber{}, 5},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				list, total, err := db.ListIncome(ctx, tt.f)
				must(t, err)
				if got := numbers(list); !reflect.DeepEqual(got, tt.want) || total != tt.total {
					t.Errorf("got %v (total %d), want %v (total %d)", got, total, tt.want, tt.total)
				}
			})
		}
		if list, _, _ := db.ListIncome(ctx, dayspa.IncomeFilter{}); !reflect.DeepEqual(&list[4], ts[0]) {
			t.Errorf("listed %+v, want %+v", list[4], *ts[0])
		}
	})
}

// TestIncomeDayInTheSpasZone: the moment an invoice's day starts
// (transaction_date) is taken in the zone the store is given
// (DAYSPA_TIMEZONE), not in Dubai's: Kiritimati's day starts 14 hours
// before UTC's, New York's 5 hours after it.
func TestIncomeDayInTheSpasZone(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		for _, c := range []struct {
			zone string
			want time.Time
		}{
			{"Pacific/Kiritimati", time.Date(2026, 1, 9, 10, 0, 0, 0, time.UTC)},
			{"America/New_York", time.Date(2026, 1, 10, 5, 0, 0, 0, time.UTC)},
		} {
			t.Run(c.zone, func(t *testing.T) {
				cfg := e.Config(t)
				cfg.Location = mustLoadLocation(c.zone)
				db := open(t, cfg)
				tx := createIncome(t, db, invoice("2026-01-10", "Moh", "Aya", "100.00", "0"))
				var start time.Time
				must(t, db.SQL().QueryRow(`SELECT transaction_date FROM income_transactions WHERE id = $1`, tx.ID).Scan(&start))
				if !start.Equal(c.want) {
					t.Errorf("transaction_date = %v, want %v", start.UTC(), c.want)
				}
				// The day itself is the one entered, whatever the zone.
				got, err := db.GetIncome(context.Background(), tx.ID)
				must(t, err)
				if got.TransactionDate.String() != "2026-01-10" {
					t.Errorf("day = %s", got.TransactionDate)
				}
			})
		}
	})
}
