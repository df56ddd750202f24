// Command seedbench fills a database with income transactions for the
// income benchmarks (docs/benchmarks.md), through internal/sqlstore's batched
// creates: each invoice numbered, derived and summed as the API would.
// With -tax-documents it also issues that many tax invoices, each with its
// income record, through the store's issuing path (IssueIncomeBatch).
// With -measure it then times, on that database, what the Income tab, the
// report and the invoices list ask of it.
//
//	go run ./scripts/seedbench -data-dir /tmp/bench -income 1000000 -measure
//	go run ./scripts/seedbench -database-url postgres://… -income 1000000 -measure
//	go run ./scripts/seedbench -data-dir /tmp/bench -income 0 -tax-documents 1000000 -measure
//
// The invoices spread evenly over the -days days up to today in the spa's
// zone (-timezone: DAYSPA_TIMEZONE, or Asia/Dubai), over 12 therapists, the
// 7 sources and the 5 services, with amounts of a real day spa. The same
// -seed gives the same book.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/report"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

func main() {
	dataDir := flag.String("data-dir", "./data", "SQLite data dir (when -database-url is not set)")
	dbURL := flag.String("database-url", os.Getenv("DATABASE_URL"), "PostgreSQL URL (a scratch database: it is written to)")
	n := flag.Int("income", 1_000_000, "income transactions to add")
	docs := flag.Int("tax-documents", 0, "tax invoices to issue, each with its income record (as the Add New Invoice form does)")
	days := flag.Int("days", 730, "days the transactions spread over, up to today")
	batch := flag.Int("batch", 5000, "transactions per transaction")
	seed := flag.Uint64("seed", 1, "random seed")
	measure := flag.Bool("measure", false, "time the Income tab's reads and a one-month PDF report afterwards")
	runs := flag.Int("runs", 30, "runs of each measured read")
	zone := flag.String("timezone", envOr("DAYSPA_TIMEZONE", dayspa.DefaultTimeZone), "the spa's clock (DAYSPA_TIMEZONE)")
	flag.Parse()

	loc, err := time.LoadLocation(*zone)
	if err != nil {
		fail(err)
	}
	ctx := context.Background()
	db, err := sqlstore.Open(ctx, sqlstore.Config{DatabaseURL: *dbURL, DataDir: *dataDir, Location: loc})
	if err != nil {
		fail(err)
	}
	defer db.Close()
	today := dayspa.DateOf(time.Now().In(loc))
	if *n > 0 {
		if err := seedIncome(ctx, db, *n, *days, *batch, today, *seed); err != nil {
			fail(err)
		}
	}
	if *docs > 0 {
		if err := seedTaxDocuments(ctx, db, *docs, *days, *batch, today, loc, *seed); err != nil {
			fail(err)
		}
	}
	if *measure {
		if err := measureReads(ctx, db, today, loc, *runs); err != nil {
			fail(err)
		}
	}
}

func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "seedbench:", err)
	os.Exit(1)
}

var therapists = []string{"Aya Rahman", "Mia Lopez", "Sara Haddad", "Lina Park", "Noor Ali", "Joy Santos",
	"Hana Kim", "Rita Costa", "Dana Noor", "Maya Singh", "Lea Martin", "Zara Khan"}

var customers = []string{"Layla", "Omar", "Fatima", "James", "Aisha", "Elena", "Yusuf", "Chloe", "Ahmed", "Priya"}

// bookEntry is the i-th of n income transactions spread over days up to
// today: the amounts of a real day spa, derived as the API derives them.
func bookEntry(r *rand.Rand, i, n, days int, today dayspa.Date) (*dayspa.IncomeTransaction, error) {
	// Spread in order of day, oldest first, as a real book grows.
	d := today.AddDays(-days + 1 + i*days/n)
	cash := dayspa.AED(int64(r.IntN(6)) * 50)
	card := dayspa.Money(0)
	if r.IntN(3) == 0 {
		card, cash = cash+dayspa.AED(200), 0
	}
	tips := dayspa.SharedTips(dayspa.AED(int64(r.IntN(4))*10), 0) // 60/40
	t := &dayspa.IncomeTransaction{
		TransactionDate:      d,
		Source:               dayspa.IncomeSources[r.IntN(len(dayspa.IncomeSources))],
		CustomerName:         customers[r.IntN(len(customers))],
		ServiceName:          dayspa.IncomeServices[r.IntN(len(dayspa.IncomeServices))],
		TherapistName:        therapists[r.IntN(len(therapists))],
		CashAmount:           cash,
		VisaAmount:           card,
		CommissionAmount:     dayspa.SuggestedCommission(cash, card, dayspa.DefaultCommission),
		CommissionPercentage: dayspa.DefaultCommission,
		TipsCashAmount:       tips.Cash,
		TipsCardAmount:       tips.Card,
		TherapistTipShare:    tips.TherapistShare,
		SpaTipShare:          tips.SpaShare,
		TipsVat:              dayspa.MulRatio(tips.Total(), 10, 100),
		ExpensesAmount:       dayspa.AED(int64(r.IntN(3)) * 5),
	}
	// Valid and derived as the API makes every invoice (Revise, which
	// NewIncomeTransaction calls); the store stores it as it is.
	return t, t.Revise(dayspa.IncomeUpdate{})
}

func seedIncome(ctx context.Context, db *sqlstore.DB, n, days, batch int, today dayspa.Date, seed uint64) error {
	r := rand.New(rand.NewPCG(seed, 2026))
	start := time.Now()
	fmt.Printf("seeding %d income transactions over %d days on %s…\n", n, days, db.Engine())
	buf := make([]*dayspa.IncomeTransaction, 0, batch)
	for i := range n {
		t, err := bookEntry(r, i, n, days, today)
		if err != nil {
			return err
		}
		buf = append(buf, t)
		if len(buf) == batch || i == n-1 {
			if err := db.CreateIncomeBatch(ctx, buf); err != nil {
				return err
			}
			buf = buf[:0]
			progress(i+1, n, start, false)
		}
	}
	return nil
}

// progress prints how far seeding is, every 100,000 or when told.
func progress(done, n int, start time.Time, now bool) {
	if now || done%100_000 == 0 || done == n {
		el := time.Since(start)
		fmt.Printf("  %d in %s (%.0f a second)\n", done, el.Round(time.Millisecond), float64(done)/el.Seconds())
	}
}

// benchIssuer is a VAT-registered spa with a made-up TRN.
var benchIssuer = dayspa.Issuer{
	Seller: dayspa.Seller{LegalName: "Bench Spa LLC", LegalNameAr: "بنش سبا ذ.م.م", Address: "Al Barsha 1, Dubai",
		TRN: "100000000000003", TradeLicence: "DED-000000"},
	InvoicePrefix: "INV-", CreditNotePrefix: "CN-",
}

// seedTaxDocuments issues n tax invoices, each with its income record, as
// the Add New Invoice form issues them (the store's IssueIncomeBatch: the
// same issuing path, one transaction per batch), each batch on the day of
// its sales: the store's clock is set to noon of that day, so that the
// invoices' dates spread over the days as the book's do.
func seedTaxDocuments(ctx context.Context, db *sqlstore.DB, n, days, batch int, today dayspa.Date, loc *time.Location, seed uint64) error {
	r := rand.New(rand.NewPCG(seed, 2032))
	start := time.Now()
	fmt.Printf("issuing %d tax invoices over %d days on %s…\n", n, days, db.Engine())
	defer func() { db.Now = time.Now }()
	buf := make([]*dayspa.IncomeTransaction, 0, batch)
	issued := 0
	flush := func() error {
		d := buf[0].TransactionDate
		noon := time.Date(d.Year, d.Month, d.Day, 12, 0, 0, 0, loc)
		db.Now = func() time.Time { return noon }
		if _, err := db.IssueIncomeBatch(ctx, buf, benchIssuer, "Bench"); err != nil {
			return err
		}
		if (issued+len(buf))/100_000 > issued/100_000 || issued+len(buf) == n {
			progress(issued+len(buf), n, start, true)
		}
		issued += len(buf)
		buf = buf[:0]
		return nil
	}
	for i := range n {
		t, err := bookEntry(r, i, n, days, today)
		if err != nil {
			return err
		}
		if len(buf) > 0 && t.TransactionDate != buf[0].TransactionDate {
			if err := flush(); err != nil {
				return err
			}
		}
		buf = append(buf, t)
		if len(buf) == batch || i == n-1 {
			if err := flush(); err != nil {
				return err
			}
		}
	}
	return nil
}

// measureReads times, straight on the store, what the default Income tab
// view asks (stats; the first page of 50 with its total; the summary of
// every day), the summary of one month, and a one-month PDF report.
func measureReads(ctx context.Context, db *sqlstore.DB, today dayspa.Date, loc *time.Location, runs int) error {
	monthStart := dayspa.Date{Year: today.Year, Month: today.Month, Day: 1}.AddDays(-1)
	monthStart = dayspa.Date{Year: monthStart.Year, Month: monthStart.Month, Day: 1}
	monthEnd := dayspa.Date{Year: today.Year, Month: today.Month, Day: 1}.AddDays(-1)
	month := dayspa.IncomeFilter{From: &monthStart, To: &monthEnd}
	fmt.Printf("\nreads on %s, %d runs each (p50 / p95 / max):\n", db.Engine(), runs)
	steps := []struct {
		name string
		run  func() error
	}{
		{"income stats (all)", func() error { _, err := db.IncomeStats(ctx, dayspa.IncomeFilter{}); return err }},
		{"income page 1 of 50 + total (all)", func() error {
			_, _, err := db.ListIncome(ctx, dayspa.IncomeFilter{Page: dayspa.Page{Limit: 50}})
			return err
		}},
		{"income summary (default: all, newest 31 days)", func() error {
			_, err := db.IncomeSummary(ctx, dayspa.IncomeFilter{}, dayspa.DefaultSummaryDays)
			return err
		}},
		{"income summary (all, every day)", func() error { _, err := db.IncomeSummary(ctx, dayspa.IncomeFilter{}, 0); return err }},
		{"income summary (last month)", func() error { _, err := db.IncomeSummary(ctx, month, 0); return err }},
		{"income page 1, therapist 'aya'", func() error {
			_, _, err := db.ListIncome(ctx, dayspa.IncomeFilter{Therapist: "aya", Page: dayspa.Page{Limit: 50}})
			return err
		}},
		{"PDF report (last month)", func() error {
			sum, err := db.IncomeSummary(ctx, month, 0)
			if err != nil {
				return err
			}
			var b bytes.Buffer
			return report.PDF(&b, report.Income{Business: "Bench Spa", GeneratedAt: time.Now(), Location: loc, Summary: sum})
		}},
		{"invoices page 1 of 50 + total (all)", func() error {
			_, _, err := db.ListTaxDocuments(ctx, dayspa.TaxDocumentFilter{Page: dayspa.Page{Limit: 50}})
			return err
		}},
		{"invoices page 1, guest name 'layla'", func() error {
			_, _, err := db.ListTaxDocuments(ctx, dayspa.TaxDocumentFilter{Query: "layla", Page: dayspa.Page{Limit: 50}})
			return err
		}},
		{"invoices page 1, number 'INV-000500000'", func() error {
			_, _, err := db.ListTaxDocuments(ctx, dayspa.TaxDocumentFilter{Query: "INV-000500000", Page: dayspa.Page{Limit: 50}})
			return err
		}},
		{"invoices page 1 + total, last month", func() error {
			_, _, err := db.ListTaxDocuments(ctx, dayspa.TaxDocumentFilter{From: &monthStart, To: &monthEnd, Page: dayspa.Page{Limit: 50}})
			return err
		}},
		{"income page 1, minTotal 300 (reads invoices)", func() error {
			m := dayspa.AED(300)
			_, _, err := db.ListIncome(ctx, dayspa.IncomeFilter{MinTotal: &m, Page: dayspa.Page{Limit: 50}})
			return err
		}},
	}
	for _, s := range steps {
		times := make([]time.Duration, 0, runs)
		for range runs {
			t0 := time.Now()
			if err := s.run(); err != nil {
				return fmt.Errorf("%s: %w", s.name, err)
			}
			times = append(times, time.Since(t0))
		}
		slices.Sort(times)
		p := func(q float64) time.Duration {
			return times[min(len(times)-1, int(q*float64(len(times))))].Round(10 * time.Microsecond)
		}
		fmt.Printf("  %-48s %9s %9s %9s\n", s.name, p(0.5), p(0.95), times[len(times)-1].Round(10*time.Microsecond))
	}
	return nil
}
