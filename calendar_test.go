package dayspa

import (
	"testing"
	"time"
)

// Dates compare as dates: the day after 9999-12-31 is 10000-01-01, which as
// text sorts first, and a loop "until the day is after the last" over it
// never ended.
func TestDateBefore(t *testing.T) {
	last := Date{9999, time.December, 31}
	next := last.AddDays(1)
	if next != (Date{10000, time.January, 1}) {
		t.Fatalf("day after %v = %v", last, next)
	}
	if !last.Before(next) || next.Before(last) || !next.After(last) {
		t.Errorf("%v must come before %v", last, next)
	}
	cases := []struct {
		a, b Date
		want bool
	}{
		{Date{2026, 1, 31}, Date{2026, 2, 1}, true},
		{Date{2026, 2, 1}, Date{2026, 1, 31}, false},
		{Date{2025, 12, 31}, Date{2026, 1, 1}, true},
		{Date{2026, 3, 9}, Date{2026, 3, 10}, true},
		{Date{2026, 3, 10}, Date{2026, 3, 10}, false},
		{Date{999, 1, 1}, Date{1000, 1, 1}, true},
	}
	for _, c := range cases {
		if got := c.a.Before(c.b); got != c.want {
			t.Errorf("%v.Before(%v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestRecordWindow(t *testing.T) {
	today := Date{2028, time.February, 29}
	first, last := RecordWindow(today)
	if first != (Date{2000, 1, 1}) || last != (Date{2033, 3, 1}) {
		t.Errorf("RecordWindow(%v) = %v..%v", today, first, last)
	}
	for d, want := range map[Date]bool{
		{1999, 12, 31}: false, {2000, 1, 1}: true, {2033, 3, 1}: true, {2033, 3, 2}: false,
		{0, 1, 1}: false, {9999, 12, 31}: false,
	} {
		if got := InRecordWindow(d, today); got != want {
			t.Errorf("InRecordWindow(%v) = %v, want %v", d, got, want)
		}
	}
	if msg := MsgRecordDate(today); msg != "Date must be between 2000-01-01 and 2033-03-01." {
		t.Errorf("message %q", msg)
	}
}
