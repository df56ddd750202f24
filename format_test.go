package dayspa_test

import (
	"testing"

	"github.com/dayspa/dayspa"
)

// One date format and one money format per language: English US long
// dates and "AED 1,250.50"; Arabic dates with the UAE's month names and
// "1,250.50 د.إ"; Western digits, two decimals and grouped thousands in
// both.
func TestFormats(t *testing.T) {
	for _, c := range []struct {
		date        string
		lang        dayspa.Language
		short, long string
	}{
		{"2026-11-27", dayspa.English, "November 27, 2026", "Friday, November 27, 2026"},
		{"2026-12-05", dayspa.English, "December 5, 2026", "Saturday, December 5, 2026"},
		{"2027-01-31", dayspa.English, "January 31, 2027", "Sunday, January 31, 2027"},
		{"2026-11-27", dayspa.Arabic, "27 نوفمبر 2026", "الجمعة، 27 نوفمبر 2026"},
		{"2026-12-05", dayspa.Arabic, "5 ديسمبر 2026", "السبت، 5 ديسمبر 2026"},
	} {
		d, err := dayspa.ParseDate(c.date)
		if err != nil {
			t.Fatal(err)
		}
		if got := dayspa.FormatDate(d, c.lang); got != c.short {
			t.Errorf("FormatDate(%s, %s) = %q, want %q", c.date, c.lang, got, c.short)
		}
		if got := dayspa.FormatLongDate(d, c.lang); got != c.long {
			t.Errorf("FormatLongDate(%s, %s) = %q, want %q", c.date, c.lang, got, c.long)
		}
	}
	for _, c := range []struct {
		m      dayspa.Money
		en, ar string
	}{
		{dayspa.AED(480), "AED 480.00", "480.00 د.إ"},
		{dayspa.Money(125050), "AED 1,250.50", "1,250.50 د.إ"},
		{dayspa.Money(100000000), "AED 1,000,000.00", "1,000,000.00 د.إ"},
		{dayspa.Money(5), "AED 0.05", "0.05 د.إ"},
		{dayspa.Money(-4000), "AED -40.00", "-40.00 د.إ"},
	} {
		if got := dayspa.FormatPrice(c.m, dayspa.English); got != c.en {
			t.Errorf("FormatPrice(%d, en) = %q, want %q", c.m, got, c.en)
		}
		if got := dayspa.FormatPrice(c.m, dayspa.Arabic); got != c.ar {
			t.Errorf("FormatPrice(%d, ar) = %q, want %q", c.m, got, c.ar)
		}
	}
}
