package sqlstore_test

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// A therapist's statement reads her month's invoices, with the figures of
// her earnings page and of her line of the Income tab's summary; payouts
// are recorded against the month, never beyond what is due, and listed
// with it; on each engine.
func TestPayStatementAndPayouts(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		aya := &dayspa.Therapist{Name: "Aya Rahman", Gender: dayspa.GenderFemale, Active: true, CommissionPercentage: 40}
		must(t, db.CreateTherapist(ctx, aya))
		nov := dayspa.Month{Year: 2026, Month: time.November}

		empty, err := db.PayStatement(ctx, aya.ID, nov)
		must(t, err)
		if empty.Name != aya.Name || len(empty.Lines) != 0 || len(empty.Payouts) != 0 || empty.Due != 0 {
			t.Errorf("a month without invoices: %+v", empty)
		}
		for _, tx := range []*dayspa.IncomeTransaction{
			invoice("2026-10-31", "Ph Snap", "Aya Rahman", "100.00", "0"),      // the month before
			invoice("2026-11-01", "Ph Snap", "Aya Rahman", "300.00", "200.00"), // commission 200.00
			invoice("2026-11-01", "Wgg", "Aya Rahman", "50.25", "0"),           // 20.10
			invoice("2026-11-01", "Ph Snap", "aya rahman", "999.00", "0"),      // another name, as typed
			invoice("2026-11-30", "Moh", "Aya Rahman", "0", "100.00"),          // 40.00
			invoice("2026-11-30", "Moh", "Mia", "500.00", "0"),                 // another therapist
			invoice("2026-12-01", "Ph Snap", "Aya Rahman", "100.00", "0"),      // the month after
		} {
			createIncome(t, db, tx)
		}
		s, err := db.PayStatement(ctx, aya.ID, nov)
		must(t, err)
		// Each invoice has a tip share of 6.00 and tips of 10.00.
		if len(s.Lines) != 3 || s.Lines[0].Price.String() != "500.00" || s.Lines[0].Commission.String() != "200.00" ||
			s.Lines[0].CommissionRate != 4000 || s.Lines[2].Date.String() != "2026-11-30" {
			t.Errorf("lines %+v", s.Lines)
		}
		if s.Totals.Count != 3 || s.Totals.Commission.String() != "260.10" || s.Totals.TherapistTipShare.String() != "18.00" ||
			s.TotalDue.String() != "278.10" || s.Tips.String() != "30.00" || s.Due != s.TotalDue || s.Paid != 0 {
			t.Errorf("totals %+v due %s tips %s", s.Totals, s.TotalDue, s.Tips)
		}
		checkReconciles(t, db, aya.ID, nov)

		p, after, err := db.RecordPayout(ctx, aya.ID, dayspa.NewPayout{Month: nov, Date: day("2026-11-30"),
			Method: dayspa.PayoutBankTransfer, Amount: money("200.00"), Note: "First part"}, "Sara")
		must(t, err)
		if p.ID == 0 || p.TherapistID != aya.ID || p.Month != nov || p.Date.String() != "2026-11-30" || p.Method != dayspa.PayoutBankTransfer ||
			p.Amount.String() != "200.00" || p.Note != "First part" || p.CreatedBy != "Sara" || p.CreatedAt.IsZero() {
			t.Errorf("payout %+v", p)
		}
		if after.Paid.String() != "200.00" || after.Due.String() != "78.10" || len(after.Payouts) != 1 {
			t.Errorf("after the payout: paid %s due %s payouts %+v", after.Paid, after.Due, after.Payouts)
		}
		// More than is still due is refused, and nothing is recorded.
		_, _, err = db.RecordPayout(ctx, aya.ID, dayspa.NewPayout{Month: nov, Date: day("2026-11-30"),
			Method: dayspa.PayoutCash, Amount: money("78.11")}, "Sara")
		assertCode(t, err, dayspa.EINVALID)
		// Another month's payout is that month's alone.
		_, _, err = db.RecordPayout(ctx, aya.ID, dayspa.NewPayout{Month: dayspa.Month{Year: 2026, Month: time.October},
			Date: day("2026-11-02"), Method: dayspa.PayoutCash, Amount: money("46.00")}, "Sara")
		must(t, err)
		s, err = db.PayStatement(ctx, aya.ID, nov)
		must(t, err)
		if len(s.Payouts) != 1 || s.Paid.String() != "200.00" || s.Due.String() != "78.10" {
			t.Errorf("November after October's payout: %+v", s)
		}

		// Two payouts of what is due at once: one is recorded.
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, _, errs[i] = db.RecordPayout(ctx, aya.ID, dayspa.NewPayout{Month: nov, Date: day("2026-11-30"),
					Method: dayspa.PayoutCash, Amount: money("78.10")}, "Sara")
			}()
		}
		wg.Wait()
		if (errs[0] == nil) == (errs[1] == nil) {
			t.Errorf("two payouts of what is due: %v, %v; want one refused", errs[0], errs[1])
		}
		s, err = db.PayStatement(ctx, aya.ID, nov)
		must(t, err)
		if s.Due != 0 || s.Paid != s.TotalDue || len(s.Payouts) != 2 {
			t.Errorf("paid in full: paid %s due %s payouts %d", s.Paid, s.Due, len(s.Payouts))
		}

		_, err = db.PayStatement(ctx, aya.ID+100, nov)
		assertCode(t, err, dayspa.ENOTFOUND)
		_, _, err = db.RecordPayout(ctx, aya.ID+100, dayspa.NewPayout{Month: nov, Date: day("2026-11-30"),
			Method: dayspa.PayoutCash, Amount: 1}, "Sara")
		assertCode(t, err, dayspa.ENOTFOUND)
	})
}

// On generated invoices, created, edited and deleted through the store,
// each therapist's statement of each month has the figures of her line of
// the Income tab's summary of that month and of her earnings page.
func TestPayStatementReconcilesWithIncome(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		rng := rand.New(rand.NewPCG(33, 11))
		var ths []*dayspa.Therapist
		for _, n := range []string{"Aya", "Mia", "Noor"} {
			th := &dayspa.Therapist{Name: n, Gender: dayspa.GenderFemale, Active: true, CommissionPercentage: 40}
			must(t, db.CreateTherapist(ctx, th))
			ths = append(ths, th)
		}
		var made []*dayspa.IncomeTransaction
		for range 120 {
			d := dayspa.Date{Year: 2026, Month: time.Month(10 + rng.IntN(2)), Day: 1 + rng.IntN(30)}
			cash := dayspa.Money(rng.Int64N(90000)).String()
			card := dayspa.Money(rng.Int64N(2) * rng.Int64N(90000)).String()
			made = append(made, createIncome(t, db, invoice(d.String(), "Moh", ths[rng.IntN(len(ths))].Name, cash, card)))
		}
		for i := range 10 {
			name := ths[i%len(ths)].Name
			_, err := db.UpdateIncome(ctx, made[i].ID, dayspa.IncomeUpdate{TherapistName: &name}, dayspa.IncomeCorrection{})
			must(t, err)
			must(t, db.DeleteIncome(ctx, made[20+i].ID, dayspa.IncomeCorrection{}))
		}
		for _, th := range ths {
			for _, mo := range []time.Month{time.October, time.November} {
				checkReconciles(t, db, th.ID, dayspa.Month{Year: 2026, Month: mo})
			}
		}
	})
}

// checkReconciles fails the test unless the statement of the therapist
// id's month m has the figures of her earnings page and of her line of the
// month's Income summary, and its lines add up to them.
func checkReconciles(t *testing.T, db interface {
	dayspa.PayStatementStore
	dayspa.EarningsStore
	IncomeSummary(ctx context.Context, f dayspa.IncomeFilter, days int) (dayspa.IncomeSummary, error)
}, id int64, m dayspa.Month) {
	t.Helper()
	ctx := context.Background()
	s, err := db.PayStatement(ctx, id, m)
	must(t, err)
	e, err := db.TherapistMonthEarnings(ctx, id, m)
	must(t, err)
	from, to := m.First(), m.Last()
	sum, err := db.IncomeSummary(ctx, dayspa.IncomeFilter{From: &from, To: &to}, 0)
	must(t, err)
	var line dayspa.TherapistSummary
	for _, ts := range sum.Therapists {
		if ts.Name == s.Name {
			line = ts
		}
	}
	if s.Totals != e.Totals || s.TotalDue != e.Totals.Earnings {
		t.Errorf("%s %s: statement %+v, earnings page %+v", s.Name, m, s.Totals, e.Totals)
	}
	if s.Totals.Count != line.Count || s.Totals.Commission != line.Commission || s.Tips != line.Tips ||
		s.Totals.TherapistTipShare != line.TherapistTipShare || s.TotalDue != line.Earnings {
		t.Errorf("%s %s: statement %+v, summary line %+v", s.Name, m, s.Totals, line)
	}
	var commission, share dayspa.Money
	for _, l := range s.Lines {
		commission += l.Commission
		share += l.TherapistTipShare
	}
	if len(s.Lines) != s.Totals.Count || commission != s.Totals.Commission || share != s.Totals.TherapistTipShare {
		t.Errorf("%s %s: %d lines add up to %s and %s; totals %+v", s.Name, m, len(s.Lines), commission, share, s.Totals)
	}
}
