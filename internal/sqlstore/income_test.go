package sqlstore_test

import (
	"context"
	"errors"
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
// and card; the other amounts are derived from them.
func invoice(d, source, therapist, cash, card string) *dayspa.IncomeTransaction {
	c, v := money(cash), money(card)
	return &dayspa.IncomeTransaction{
		TransactionDate: day(d), Source: source, CustomerName: "Guest of " + therapist, ServiceName: "Massage",
		TherapistName: therapist, CashAmount: c, VisaAmount: v,
		CommissionAmount:     dayspa.SuggestedCommission(c, v, dayspa.DefaultCommission),
		CommissionPercentage: dayspa.DefaultCommission,
		TipsCashAmount:       money("6.00"), TipsCardAmount: money("4.00"), TherapistTipShare: money("6.00"),
		SpaTipShare: money("4.00"), TipsVat: money("1.00"), ExpensesAmount: money("2.50"),
	}
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

		t.Run("ErrInvalidStoresNothing", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			bad := invoice("2026-11-22", "Somewhere", "Aya", "1", "0")
			assertCode(t, db.CreateIncome(ctx, bad), dayspa.EINVALID)
			if n := count(t, db, "income_transactions"); n != 0 {
				t.Fatalf("%d rows after a refused invoice", n)
			}
			// The refused invoice took no number.
			if ok := createIncome(t, db, invoice("2026-11-22", "Moh", "Aya", "1", "0")); ok.InvoiceNumber != 1526 {
				t.Errorf("number after a refusal = %d, want 1526", ok.InvoiceNumber)
			}
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
			bad := []*dayspa.IncomeTransaction{invoice("2026-11-20", "Dv", "Aya", "1", "0"), invoice("2026-11-20", "Nope", "Aya", "1", "0")}
			if err := db.CreateIncomeBatch(ctx, bad); dayspa.ErrorCode(err) != dayspa.EINVALID {
				t.Errorf("invalid batch: %v", err)
			}
			if n := count(t, db, "income_transactions"); n != 504 {
				t.Errorf("%d rows after a refused batch, want 504", n)
			}
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
			got, err := db.UpdateIncome(ctx, a.ID, dayspa.IncomeUpdate{TipsCardAmount: &tipsCard, TherapistName: &therapist, TransactionDate: &d})
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
			_, err := db.UpdateIncome(ctx, a.ID+100, dayspa.IncomeUpdate{})
			assertCode(t, err, dayspa.ENOTFOUND)
			blank, cash := "", money("1.00")
			_, err = db.UpdateIncome(ctx, a.ID, dayspa.IncomeUpdate{CustomerName: &blank, CashAmount: &cash})
			assertCode(t, err, dayspa.EINVALID)
			if f := dayspa.ErrorFields(err); f["customerName"] != dayspa.MsgIncomeCustomer {
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
			must(t, db.DeleteIncome(ctx, a.ID))
			assertCode(t, db.DeleteIncome(ctx, a.ID), dayspa.ENOTFOUND)
			_, err := db.GetIncome(ctx, a.ID)
			assertCode(t, err, dayspa.ENOTFOUND)
			checkDailySums(t, db)
			must(t, db.DeleteIncome(ctx, b.ID))
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
					_, err := db.UpdateIncome(ctx, ids[i], dayspa.IncomeUpdate{TransactionDate: &d, TherapistName: &th})
					errs <- err
				})
				wg.Go(func() { errs <- db.CreateIncome(ctx, invoice("2026-11-21", "Moh", "T1", "3", "3")) })
				if i%2 == 0 {
					wg.Go(func() { errs <- db.DeleteIncome(ctx, ids[(i+1)%20]) })
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

func TestIncomeStatsAndGroups(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)

		st, err := db.IncomeStats(ctx, dayspa.IncomeFilter{})
		must(t, err)
		if st != (dayspa.IncomeStats{}) {
			t.Errorf("empty stats = %+v", st)
		}
		groups, err := db.IncomeGroups(ctx, dayspa.IncomeFilter{})
		must(t, err)
		if len(groups) != 0 {
			t.Errorf("empty groups = %+v", groups)
		}

		incomeFixture(t, db)
		st, err = db.IncomeStats(ctx, dayspa.IncomeFilter{})
		must(t, err)
		want := dayspa.IncomeStats{TotalIncome: money("2182.50"), TotalCash: money("1480.00"), TotalVisa: money("670.00")}
		if st != want {
			t.Errorf("stats = %+v, want %+v", st, want)
		}
		// The same through the invoices (a filter on their totals that
		// keeps them all) as through the daily sums.
		zero := dayspa.Money(0)
		raw, err := db.IncomeStats(ctx, dayspa.IncomeFilter{MinTotal: &zero})
		must(t, err)
		if raw != want {
			t.Errorf("stats over the invoices = %+v, want %+v", raw, want)
		}
		from := day("2026-11-22")
		st, err = db.IncomeStats(ctx, dayspa.IncomeFilter{From: &from, Therapist: "mi"})
		must(t, err)
		if st.TotalIncome.String() != "1006.50" || st.TotalCash.String() != "1000.00" || st.TotalVisa.String() != "0.00" {
			t.Errorf("filtered stats = %+v", st)
		}

		groups, err = db.IncomeGroups(ctx, dayspa.IncomeFilter{})
		must(t, err)
		rawGroups, err := db.IncomeGroups(ctx, dayspa.IncomeFilter{MinTotal: &zero})
		must(t, err)
		if !reflect.DeepEqual(groups, rawGroups) {
			t.Errorf("groups from the daily sums %+v\n differ from the invoices' %+v", groups, rawGroups)
		}
		s := dayspa.Summarize(nil, nil, groups)
		if len(s.Days) != 3 || s.Days[0].Date != day("2026-11-22") || s.Days[0].Count != 2 ||
			s.Days[0].DailyTotal.String() != "1110.00" { // 1080 cash + 20 card + 2 × 4 spa tips + 2 × 1 VAT
			t.Errorf("days: %+v", s.Days)
		}
		if s.Totals.Count != 5 || s.Totals.Commission.String() != "860.00" || s.Totals.CashOnHand.String() != "620.00" ||
			s.Totals.CardWithMarkup.String() != "938.00" || s.Totals.TotalAmount.String() != "2182.50" {
			t.Errorf("totals: %+v", s.Totals)
		}
		// Therapists are grouped by their name as typed.
		names := []string{}
		for _, th := range s.Therapists {
			names = append(names, th.Name)
		}
		if !reflect.DeepEqual(names, []string{"Aya Rahman", "aya rahman", "Mia", "Sara_1"}) {
			t.Errorf("therapists %v", names)
		}
		mia := s.Therapists[2]
		if mia.Count != 2 || mia.Commission.String() != "440.00" || mia.Earnings.String() != "452.00" || mia.Tips.String() != "20.00" {
			t.Errorf("Mia: %+v", mia)
		}

		// The summary of the newest two days: totals and therapists over
		// all three, the same through the invoices as through the sums.
		sum, err := db.IncomeSummary(ctx, dayspa.IncomeFilter{}, 2)
		must(t, err)
		rawSum, err := db.IncomeSummary(ctx, dayspa.IncomeFilter{MinTotal: &zero}, 2)
		must(t, err)
		if !reflect.DeepEqual(sum, rawSum) {
			t.Errorf("summary from the daily sums %+v\n differs from the invoices' %+v", sum, rawSum)
		}
		if sum.DayCount != 3 || len(sum.Days) != 2 || sum.Days[1].Date != day("2026-11-21") || sum.Totals != s.Totals ||
			!reflect.DeepEqual(sum.Therapists, s.Therapists) {
			t.Errorf("summary of 2 days: %+v", sum)
		}
		all, err := db.IncomeSummary(ctx, dayspa.IncomeFilter{}, 0)
		must(t, err)
		if !reflect.DeepEqual(all, s) {
			t.Errorf("summary of every day %+v\nwant %+v", all, s)
		}
		none, err := db.IncomeSummary(ctx, dayspa.IncomeFilter{Source: "Dv"}, 2)
		must(t, err)
		if none.DayCount != 0 || len(none.Days) != 0 || none.Totals.Count != 0 || len(none.Therapists) != 0 {
			t.Errorf("empty summary %+v", none)
		}

		src := dayspa.IncomeFilter{Source: "Wgg"}
		groups, err = db.IncomeGroups(ctx, src)
		must(t, err)
		if len(groups) != 1 || groups[0].Therapist != "Mia" || groups[0].Count != 1 || groups[0].Cash.String() != "100.00" {
			t.Errorf("Wgg groups: %+v", groups)
		}
	})
}

func TestExpenses(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		list, err := db.ListExpenses(ctx)
		must(t, err)
		if list == nil || len(list) != 0 {
			t.Fatalf("empty expenses = %#v", list)
		}
		_, err = db.SQL().Exec(`INSERT INTO expenses (expense_date, category, description, amount) VALUES
			($1, 'Disposables', 'Towels', 12050), ($2, 'Products', 'Argan oil', 30000)`, day("2026-11-20"), day("2026-11-21"))
		must(t, err)
		list, err = db.ListExpenses(ctx)
		must(t, err)
		if len(list) != 2 || list[0].Description != "Argan oil" || list[1].Amount.String() != "120.50" || list[1].Date != day("2026-11-20") {
			t.Errorf("expenses = %+v", list)
		}
	})
}

func TestPDFUploads(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("Flow", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			must(t, db.BeginUpload(ctx, "reports/a.pdf"))
			assertCode(t, db.BeginUpload(ctx, "reports/a.pdf"), dayspa.ECONFLICT)
			p := &dayspa.PDFUpload{FileName: "nov.pdf", StorageKey: "reports/a.pdf", FileSize: 1, ReportType: "monthly", ReportDate: day("2026-11-30")}
			// Not finished yet.
			err := db.CreatePDFUpload(ctx, p)
			assertCode(t, err, dayspa.EINVALID)
			if dayspa.ErrorFields(err)["uploadURL"] == "" {
				t.Errorf("fields %v", dayspa.ErrorFields(err))
			}
			must(t, db.CompleteUpload(ctx, "reports/a.pdf", 2048))
			must(t, db.CreatePDFUpload(ctx, p))
			if p.ID == 0 || p.FileSize != 2048 || p.OriginalName != "nov.pdf" {
				t.Errorf("created %+v", p)
			}
			// Recorded once only, and its URL cannot be used again.
			assertCode(t, db.CreatePDFUpload(ctx, &dayspa.PDFUpload{FileName: "x.pdf", StorageKey: "reports/a.pdf", ReportType: "daily", ReportDate: day("2026-11-30")}), dayspa.EINVALID)
			assertCode(t, db.BeginUpload(ctx, "reports/a.pdf"), dayspa.ECONFLICT)

			got, err := db.GetPDFUpload(ctx, p.ID)
			must(t, err)
			if !reflect.DeepEqual(got, p) {
				t.Errorf("read back %+v, want %+v", got, p)
			}
			list, err := db.ListPDFUploads(ctx)
			must(t, err)
			if len(list) != 1 || list[0].ID != p.ID {
				t.Errorf("list %+v", list)
			}

			failing := errors.New("bucket unreachable")
			err = db.DeletePDFUpload(ctx, p.ID, func(string) error { return failing })
			if !errors.Is(err, failing) {
				t.Fatalf("delete with a failing remove: %v", err)
			}
			if _, err := db.GetPDFUpload(ctx, p.ID); err != nil {
				t.Fatalf("the record went although its file stayed: %v", err)
			}
			var removed string
			must(t, db.DeletePDFUpload(ctx, p.ID, func(k string) error { removed = k; return nil }))
			if removed != "reports/a.pdf" {
				t.Errorf("removed %q", removed)
			}
			_, err = db.GetPDFUpload(ctx, p.ID)
			assertCode(t, err, dayspa.ENOTFOUND)
			assertCode(t, db.DeletePDFUpload(ctx, p.ID, func(string) error { return nil }), dayspa.ENOTFOUND)
		})

		t.Run("AbandonAndStale", func(t *testing.T) {
			t.Parallel()
			db := newTickingDB(t, e)
			must(t, db.BeginUpload(ctx, "k1"))
			must(t, db.AbandonUpload(ctx, "k1"))
			if n := count(t, db, "blob_uploads"); n != 0 {
				t.Fatalf("%d claims after abandoning", n)
			}
			must(t, db.BeginUpload(ctx, "k1")) // a refused upload may be tried again
			must(t, db.CompleteUpload(ctx, "k1", 10))
			must(t, db.AbandonUpload(ctx, "k1")) // a finished one stays
			if n := count(t, db, "blob_uploads"); n != 1 {
				t.Fatalf("abandon removed a finished upload")
			}
			must(t, db.BeginUpload(ctx, "k2"))
			keys, err := db.StaleUploads(ctx, testNow.Add(time.Hour))
			must(t, err)
			slices.Sort(keys)
			if !reflect.DeepEqual(keys, []string{"k1", "k2"}) {
				t.Errorf("stale keys %v", keys)
			}
			if n := count(t, db, "blob_uploads"); n != 0 {
				t.Errorf("%d claims after the sweep", n)
			}
		})
	})
}
