package dayspa_test

import (
	"slices"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestOutsideHours(t *testing.T) {
	sunday := dayspa.Date{Year: 2026, Month: time.November, Day: 29}
	monday := sunday.AddDays(1)
	b := func(id int64, d dayspa.Date, start, end string, status dayspa.BookingStatus) dayspa.CalendarBooking {
		return dayspa.CalendarBooking{ID: id, BookingDate: d, Start: start, End: end, Status: status}
	}
	bookings := []dayspa.CalendarBooking{
		b(1, sunday, "09:00", "10:00", dayspa.StatusPending),
		b(2, sunday, "20:00", "21:30", dayspa.StatusConfirmed),
		b(3, sunday, "09:00", "10:00", dayspa.StatusCancelled),
		b(4, monday, "09:00", "10:00", dayspa.StatusPending),
		b(5, sunday, "12:00", "13:00", dayspa.StatusCompleted),
	}
	weekly := dayspa.DefaultOpeningHours()
	ids := func(c dayspa.Calendar) []int64 {
		out := []int64{}
		for _, x := range dayspa.OutsideHours(c, bookings) {
			out = append(out, x.ID)
		}
		return out
	}
	late := weekly
	late[time.Sunday] = &dayspa.Hours{Open: 10 * 60, Close: 21 * 60}
	closed := weekly
	closed[time.Sunday] = nil
	for _, tc := range []struct {
		name string
		c    dayspa.Calendar
		want []int64
	}{
		{"SameHours", dayspa.Calendar{Weekly: weekly}, []int64{}},
		// A start before opening, an end after closing; cancelled and completed bookings hold nothing.
		{"ShorterSunday", dayspa.Calendar{Weekly: late}, []int64{1, 2}},
		{"ClosedSunday", dayspa.Calendar{Weekly: closed}, []int64{1, 2}},
		// Ending exactly at closing is inside.
		{"ClosingAtTheEnd", dayspa.Calendar{Weekly: weekly, Special: []dayspa.SpecialDay{{From: sunday, To: sunday, Hours: &dayspa.Hours{Open: 9 * 60, Close: 21*60 + 30}}}}, []int64{}},
		{"SpecialClosure", dayspa.Calendar{Weekly: weekly, Special: []dayspa.SpecialDay{{From: sunday, To: monday}}}, []int64{1, 2, 4}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := ids(tc.c); !slices.Equal(got, tc.want) {
				t.Errorf("dayspa.OutsideHours = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestSpecialDay_CheckSpan(t *testing.T) {
	today := dayspa.Date{Year: 2026, Month: time.November, Day: 22}
	d := func(day int) dayspa.Date { return dayspa.Date{Year: 2026, Month: time.November, Day: day} }
	for _, tt := range []struct {
		name           string
		from, to       dayspa.Date
		wantFrom, want dayspa.Date
		ok             bool
	}{
		{"Ahead", d(29), d(30), d(29), d(30), true},
		{"Today", d(22), d(22), d(22), d(22), true},
		{"StartedBefore", d(20), d(24), d(22), d(24), true},
		{"EndedYesterday", d(20), d(21), d(22), d(21), false},
	} {
		from, to, ok := dayspa.SpecialDay{From: tt.from, To: tt.to}.CheckSpan(today)
		if ok != tt.ok || (ok && (from != tt.wantFrom || to != tt.want)) {
			t.Errorf("%s: CheckSpan = %v..%v, %v; want %v..%v, %v", tt.name, from, to, ok, tt.wantFrom, tt.want, tt.ok)
		}
	}
}

func TestSpecialDaysNotEnded(t *testing.T) {
	today := dayspa.Date{Year: 2026, Month: time.November, Day: 29}
	sd := func(from, to dayspa.Date, note string) dayspa.SpecialDay {
		return dayspa.SpecialDay{From: from, To: to, Note: note}
	}
	all := []dayspa.SpecialDay{
		sd(today.AddDays(-10), today.AddDays(-1), "ended yesterday"),
		sd(today.AddDays(-3), today, "ends today"),
		sd(today.AddDays(5), today.AddDays(7), "ahead"),
	}
	var got []string
	for _, s := range dayspa.SpecialDaysNotEnded(all, today) {
		got = append(got, s.Note)
	}
	if want := []string{"ends today", "ahead"}; !slices.Equal(got, want) {
		t.Errorf("SpecialDaysNotEnded = %v, want %v", got, want)
	}
}
