package dayspa

import (
	"fmt"
	"testing"
)

func TestParseChartPeriod(t *testing.T) {
	tests := []struct {
		from, to, by string
		field        string // the field refused, "" for none
	}{
		{"2026-01-01", "2026-12-31", "day", ""},
		{"2024-01-01", "2024-12-31", "", ""},      // 366 days of a leap year
		{"2025-01-01", "2026-01-02", "day", "to"}, // 367 days,
		{"2024-01-01", "2026-12-31", "week", ""},
		{"2023-01-01", "2026-12-31", "month", "to"},
		{"2026-02-01", "2026-01-31", "month", "to"},
		{"2026-1-01", "2026-01-31", "day", "from"},
		{"", "x", "day", "to"},
		{"2026-01-01", "x", "day", "to"},
		{"2026-01-01", "2026-01-31", "year", "by"},
	}
	for _, tt := range tests {
		_, err := ParseChartPeriod(tt.from, tt.to, tt.by, chartToday)
		fields := ErrorFieldMsgs(err)
		if tt.field == "" && err != nil {
			t.Errorf("%v: %v", tt, err)
		}
		if _, ok := fields[tt.field]; tt.field != "" && (!ok || ErrorCode(err) != EINVALID) {
			t.Errorf("%v: %v, want a message on %s", tt, err, tt.field)
		}
	}
}

// chartToday is the tests' today: a Sunday.
var chartToday = Date{2026, 11, 22}

// An open end of the period is filled in: the period answered is the one
// the charts cover.
func TestParseChartPeriodDefaults(t *testing.T) {
	tests := []struct{ from, to, want string }{
		{"", "", "2026-10-24 2026-11-22"},                         // the 30 days up to today
		{"2026-11-01", "", "2026-11-01 2026-11-22"},               // up to today, not past it
		{"2026-09-01", "", "2026-09-01 2026-09-30"},               // 30 days from from
		{"2026-12-05", "", "2026-12-05 2026-12-05"},               // a from after today: that day
		{"", "2026-06-30", "2026-06-01 2026-06-30"},               // 30 days up to to
		{" 2026-11-02 ", " 2026-11-03 ", "2026-11-02 2026-11-03"}, // both given: as they are
	}
	for _, tt := range tests {
		p, err := ParseChartPeriod(tt.from, tt.to, "", chartToday)
		if got := fmt.Sprint(p.From, " ", p.To); err != nil || got != tt.want || p.By != ChartByDay {
			t.Errorf("%q..%q: %s by %s (%v), want %s by day", tt.from, tt.to, got, p.By, err, tt.want)
		}
	}
}

func TestChartBuckets(t *testing.T) {
	p, _ := ParseChartPeriod("2026-11-04", "2026-12-02", "week", chartToday)
	// 4 November 2026 is a Wednesday: its week starts on Monday the 2nd.
	if got := fmt.Sprint(p.Buckets()); got != "[2026-11-02 2026-11-09 2026-11-16 2026-11-23 2026-11-30]" {
		t.Errorf("weeks %s", got)
	}
	p.By = ChartByMonth
	if got := fmt.Sprint(p.Buckets()); got != "[2026-11-01 2026-12-01]" {
		t.Errorf("months %s", got)
	}
}

func TestBuildIncomeCharts(t *testing.T) {
	p, _ := ParseChartPeriod("2026-11-01", "2026-11-30", "week", chartToday)
	d := func(s string) Date { x, _ := ParseDate(s); return x }
	c := BuildIncomeCharts(p, ChartRows{
		Days: []ChartDayRow{
			{Date: d("2026-11-01"), Cash: 100, Card: 50, Total: 160, Count: 1}, // a Sunday: the week of 26 October
			{Date: d("2026-11-03"), Cash: 10, Card: 0, Total: 10, Count: 1},
			{Date: d("2026-11-05"), Cash: 0, Card: 20, Total: 21, Count: 2},
			{Date: d("2026-12-01"), Cash: 999, Total: 999, Count: 1}, // outside: ignored
		},
		Services: []ChartGroupRow{{Key: "Massage", Category: "Body", Total: 100, Count: 2},
			{Key: "Scrub", Category: "Body", Total: 50, Count: 1}, {Key: "Facial", Total: 41, Count: 1}},
		Bookings: []ChartBookingRow{{Status: StatusCompleted, Lead: 0, Count: 2}, {Status: StatusNoShow, Lead: 40, Count: 1},
			{Status: StatusPending, Lead: 5, Count: 1}, {Status: StatusCancelled, Lead: -1, Count: 1}},
	})
	if len(c.Takings) != 6 || c.Takings[0].Start != d("2026-10-26") || c.Takings[0].Total != 160 ||
		c.Takings[1].Cash != 10 || c.Takings[1].Card != 20 || c.Takings[1].Count != 3 || c.Takings[5].Total != 0 {
		t.Errorf("takings %+v", c.Takings)
	}
	if c.Totals.Total != 191 || c.Totals.Cash != 110 || c.Totals.Card != 70 || c.Totals.Count != 4 {
		t.Errorf("totals %+v", c.Totals)
	}
	if got := fmt.Sprint(c.Categories); got != "[{Body 1.50 3} {Other 0.41 1}]" {
		t.Errorf("categories %s", got)
	}
	if got := fmt.Sprint(c.Services); got != "[{Massage 1.00 2} {Scrub 0.50 1} {Facial 0.41 1}]" {
		t.Errorf("services %s", got)
	}
	if got := fmt.Sprint(c.Outcomes, c.LeadTimes, c.OpenBooking); got !=
		"[{completed 2} {cancelled 1} {no_show 1}] [{same_day 3} {1_2 0} {3_7 1} {8_30 0} {over_30 1}] 1" {
		t.Errorf("bookings %s", got)
	}
	if c.Therapists == nil || len(c.Therapists) != 0 {
		t.Errorf("no therapists must be an empty list, not null: %#v", c.Therapists)
	}
}
