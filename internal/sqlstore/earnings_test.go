package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// A therapist's month reads the invoices under her name exactly, of that
// month only, with the same figures as her line of the Income tab's
// summary of the month, on each engine.
func TestTherapistMonthEarnings(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		aya := &dayspa.Therapist{Name: "Aya Rahman", Gender: dayspa.GenderFemale, Active: true, CommissionPercentage: 40}
		must(t, db.CreateTherapist(ctx, aya))
		nov := dayspa.Month{Year: 2026, Month: time.November}

		empty, err := db.TherapistMonthEarnings(ctx, aya.ID, nov)
		must(t, err)
		if empty.Name != "Aya Rahman" || empty.TherapistID != aya.ID || len(empty.Days) != 0 || empty.Totals != (dayspa.EarningsFigures{}) {
			t.Errorf("a month without invoices: %+v", empty)
		}

		for _, tx := range []*dayspa.IncomeTransaction{
			invoice("2026-10-31", "Ph Snap", "Aya Rahman", "100.00", "0"),      // the month before
			invoice("2026-11-01", "Ph Snap", "Aya Rahman", "300.00", "200.00"), // commission 200.00
			invoice("2026-11-01", "Wgg", "Aya Rahman", "50.25", "0"),           // 20.10
			invoice("2026-11-01", "Ph Snap", "aya rahman", "999.00", "0"),      // another name, as typed
			invoice("2026-11-15", "Moh", "Aya Rahman Khan", "999.00", "0"),     // her name is a part of it
			invoice("2026-11-30", "Moh", "Aya Rahman", "0", "100.00"),          // 40.00
			invoice("2026-11-30", "Moh", "Mia", "500.00", "0"),                 // another therapist
			invoice("2026-12-01", "Ph Snap", "Aya Rahman", "100.00", "0"),      // the month after
		} {
			createIncome(t, db, tx)
		}
		// An invoice moved to her from another therapist counts; one moved
		// away from her, or deleted, does not.
		moved := createIncome(t, db, invoice("2026-11-15", "Dv", "Mia", "10.00", "0")) // 4.00
		name := "Aya Rahman"
		_, err = db.UpdateIncome(ctx, moved.ID, dayspa.IncomeUpdate{TherapistName: &name}, dayspa.IncomeCorrection{})
		must(t, err)
		gone := createIncome(t, db, invoice("2026-11-15", "Dv", "Aya Rahman", "70.00", "0"))
		must(t, db.DeleteIncome(ctx, gone.ID, dayspa.IncomeCorrection{}))
		away := createIncome(t, db, invoice("2026-11-16", "Dv", "Aya Rahman", "70.00", "0"))
		other := "Mia"
		_, err = db.UpdateIncome(ctx, away.ID, dayspa.IncomeUpdate{TherapistName: &other}, dayspa.IncomeCorrection{})
		must(t, err)

		got, err := db.TherapistMonthEarnings(ctx, aya.ID, nov)
		must(t, err)
		// Each invoice has a tip share of 6.00.
		want := []struct {
			date                        string
			count                       int
			commission, share, earnings string
		}{
			{"2026-11-01", 2, "220.10", "12.00", "232.10"},
			{"2026-11-15", 1, "4.00", "6.00", "10.00"},
			{"2026-11-30", 1, "40.00", "6.00", "46.00"},
		}
		if len(got.Days) != len(want) {
			t.Fatalf("days %+v", got.Days)
		}
		for i, w := range want {
			d := got.Days[i]
			if d.Date.String() != w.date || d.Count != w.count || d.Commission.String() != w.commission ||
				d.TherapistTipShare.String() != w.share || d.Earnings.String() != w.earnings {
				t.Errorf("day %d = %+v, want %+v", i, d, w)
			}
		}
		if got.Totals.Count != 4 || got.Totals.Commission.String() != "264.10" || got.Totals.TherapistTipShare.String() != "24.00" ||
			got.Totals.Earnings.String() != "288.10" {
			t.Errorf("totals %+v", got.Totals)
		}

		// Her line of the Income tab's summary of the same month.
		from, to := nov.First(), nov.Last()
		sum, err := db.IncomeSummary(ctx, dayspa.IncomeFilter{From: &from, To: &to}, 0)
		must(t, err)
		var line *dayspa.TherapistSummary
		for i := range sum.Therapists {
			if sum.Therapists[i].Name == aya.Name {
				line = &sum.Therapists[i]
			}
		}
		if line == nil || line.Count != got.Totals.Count || line.Commission != got.Totals.Commission ||
			line.TherapistTipShare != got.Totals.TherapistTipShare || line.Earnings != got.Totals.Earnings {
			t.Errorf("the summary's line %+v differs from her month %+v", line, got.Totals)
		}

		_, err = db.TherapistMonthEarnings(ctx, aya.ID+100, nov)
		assertCode(t, err, dayspa.ENOTFOUND)
	})
}
