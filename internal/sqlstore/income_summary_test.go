package sqlstore_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/dayspa/dayspa"
)

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
