package dayspa_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestMonth(t *testing.T) {
	for _, tt := range []struct {
		in          string
		first, last string
	}{
		{"2026-11", "2026-11-01", "2026-11-30"},
		{"2026-12", "2026-12-01", "2026-12-31"}, // the year turns after it
		{"2028-02", "2028-02-01", "2028-02-29"}, // a leap year
		{"2026-02", "2026-02-01", "2026-02-28"},
	} {
		m, err := dayspa.ParseMonth(tt.in)
		if err != nil {
			t.Fatalf("ParseMonth(%q): %v", tt.in, err)
		}
		if m.String() != tt.in || m.First().String() != tt.first || m.Last().String() != tt.last {
			t.Errorf("%s: %s, first %s, last %s; want first %s, last %s", tt.in, m, m.First(), m.Last(), tt.first, tt.last)
		}
		if !m.Contains(m.First()) || !m.Contains(m.Last()) || m.Contains(m.Last().AddDays(1)) || m.Contains(m.First().AddDays(-1)) {
			t.Errorf("%s contains the wrong days", tt.in)
		}
	}
	for _, bad := range []string{"", "2026-1", "2026-13", "2026-11-01", " 2026-11", "2026/11"} {
		if _, err := dayspa.ParseMonth(bad); err == nil {
			t.Errorf("ParseMonth(%q) accepted", bad)
		}
	}
	b, _ := json.Marshal(dayspa.Month{Year: 2026, Month: time.March})
	if string(b) != `"2026-03"` {
		t.Errorf("JSON %s", b)
	}
}

func TestMonthEarnings(t *testing.T) {
	d := func(s string) dayspa.Date { return mustDate(t, s) }
	m := dayspa.Month{Year: 2026, Month: time.November}
	fig := func(count int, commission, tips, share string) dayspa.IncomeFigures {
		return dayspa.IncomeFigures{Count: count, Commission: aed(commission), Tips: aed(tips), TherapistTipShare: aed(share)}
	}
	groups := []dayspa.IncomeGroup{
		{Date: d("2026-11-22"), Therapist: "Aya", IncomeFigures: fig(2, "400.00", "50.00", "30.00")},
		{Date: d("2026-11-03"), Therapist: "Aya", IncomeFigures: fig(1, "120.50", "0.00", "0.00")},
		{Date: d("2026-11-22"), Therapist: "Mia", IncomeFigures: fig(5, "999.00", "9.00", "9.00")},  // another therapist
		{Date: d("2026-11-22"), Therapist: "aya", IncomeFigures: fig(1, "10.00", "1.00", "1.00")},   // another name, as typed
		{Date: d("2026-12-01"), Therapist: "Aya", IncomeFigures: fig(1, "70.00", "7.00", "7.00")},   // another month
		{Date: d("2026-11-03"), Therapist: "Aya", IncomeFigures: fig(1, "0.01", "100.00", "12.34")}, // the same day again
	}
	e := dayspa.MonthEarnings(7, "Aya", m, groups)
	if e.TherapistID != 7 || e.Name != "Aya" || e.Month != m {
		t.Errorf("head %+v", e)
	}
	want := []struct {
		date                        string
		count                       int
		commission, share, earnings string
	}{
		{"2026-11-03", 2, "120.51", "12.34", "132.85"},
		{"2026-11-22", 2, "400.00", "30.00", "430.00"}, // tip share, not the whole tips
	}
	if len(e.Days) != len(want) {
		t.Fatalf("days %+v", e.Days)
	}
	for i, w := range want {
		g := e.Days[i]
		if g.Date.String() != w.date || g.Count != w.count || g.Commission.String() != w.commission ||
			g.TherapistTipShare.String() != w.share || g.Earnings.String() != w.earnings {
			t.Errorf("day %d = %+v, want %+v", i, g, w)
		}
	}
	if tot := e.Totals; tot.Count != 4 || tot.Commission.String() != "520.51" || tot.TherapistTipShare.String() != "42.34" ||
		tot.Earnings.String() != "562.85" {
		t.Errorf("totals %+v", tot)
	}
	empty := dayspa.MonthEarnings(8, "Noor", m, groups)
	if empty.Days == nil || len(empty.Days) != 0 || empty.Totals != (dayspa.EarningsFigures{}) {
		t.Errorf("a month without invoices: %+v", empty)
	}
}
