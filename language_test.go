package dayspa_test

import (
	"testing"

	"github.com/dayspa/dayspa"
)

func TestParseLanguage(t *testing.T) {
	for _, c := range []struct {
		in   string
		want dayspa.Language
		ok   bool
	}{
		{"", dayspa.English, true},
		{"   ", dayspa.English, true},
		{"en", dayspa.English, true},
		{"ar", dayspa.Arabic, true},
		{" ar ", dayspa.Arabic, true},
		{"AR", dayspa.English, false},
		{"En", dayspa.English, false},
		{"ar-AE", dayspa.English, false},
		{"arabic", dayspa.English, false},
		{"fr", dayspa.English, false},
		{"e n", dayspa.English, false},
		{"ar\x00", dayspa.English, false},
		{"عربي", dayspa.English, false},
	} {
		got, ok := dayspa.ParseLanguage(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("ParseLanguage(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
		if ok && (!got.Valid() || string(got) == "") {
			t.Errorf("ParseLanguage(%q) gave %q, not a valid language", c.in, got)
		}
	}
	for _, l := range dayspa.Languages {
		if back, ok := dayspa.ParseLanguage(string(l)); !ok || back != l {
			t.Errorf("%q does not read back: %q, %v", l, back, ok)
		}
	}
	if dayspa.Language("fr").Valid() || dayspa.Language("").Valid() {
		t.Error("fr or the empty language is valid")
	}
}

func TestLanguageWords(t *testing.T) {
	for _, c := range []struct {
		l          dayspa.Language
		name, path string
	}{
		{dayspa.English, "English", "/booking/manage/tok"},
		{dayspa.Arabic, "Arabic", "/ar/booking/manage/tok"},
		{dayspa.Language(""), "English", "/booking/manage/tok"},
	} {
		if got := c.l.Name(); got != c.name {
			t.Errorf("%q.Name() = %q, want %q", c.l, got, c.name)
		}
		if got := c.l.ManagePath("tok"); got != c.path {
			t.Errorf("%q.ManagePath = %q, want %q", c.l, got, c.path)
		}
	}
	for l, want := range map[dayspa.Language]dayspa.Language{
		dayspa.English: dayspa.English, dayspa.Arabic: dayspa.Arabic, "": dayspa.English, "fr": dayspa.English, "AR": dayspa.English,
	} {
		if got := l.OrDefault(); got != want {
			t.Errorf("%q.OrDefault() = %q, want %q", l, got, want)
		}
	}
}

func TestArabicDates(t *testing.T) {
	for _, c := range []struct {
		date       string
		short, day string
	}{
		{"2026-11-27", "27 نوفمبر 2026", "الجمعة، 27 نوفمبر 2026"},
		{"2026-11-29", "29 نوفمبر 2026", "الأحد، 29 نوفمبر 2026"},
		{"2026-11-30", "30 نوفمبر 2026", "الاثنين، 30 نوفمبر 2026"},
		{"2027-01-05", "5 يناير 2027", "الثلاثاء، 5 يناير 2027"},
		{"2027-02-03", "3 فبراير 2027", "الأربعاء، 3 فبراير 2027"},
		{"2027-03-04", "4 مارس 2027", "الخميس، 4 مارس 2027"},
		{"2027-04-03", "3 أبريل 2027", "السبت، 3 أبريل 2027"},
		{"2027-05-01", "1 مايو 2027", "السبت، 1 مايو 2027"},
		{"2027-06-15", "15 يونيو 2027", "الثلاثاء، 15 يونيو 2027"},
		{"2027-07-15", "15 يوليو 2027", "الخميس، 15 يوليو 2027"},
		{"2027-08-15", "15 أغسطس 2027", "الأحد، 15 أغسطس 2027"},
		{"2027-09-15", "15 سبتمبر 2027", "الأربعاء، 15 سبتمبر 2027"},
		{"2027-10-15", "15 أكتوبر 2027", "الجمعة، 15 أكتوبر 2027"},
		{"2027-12-31", "31 ديسمبر 2027", "الجمعة، 31 ديسمبر 2027"},
	} {
		d, err := dayspa.ParseDate(c.date)
		if err != nil {
			t.Fatal(err)
		}
		if got := dayspa.FormatDate(d, dayspa.Arabic); got != c.short {
			t.Errorf("FormatDate(%s, ar) = %q, want %q", c.date, got, c.short)
		}
		if got := dayspa.FormatLongDate(d, dayspa.Arabic); got != c.day {
			t.Errorf("FormatLongDate(%s, ar) = %q, want %q", c.date, got, c.day)
		}
	}
}

func TestArabicTimes(t *testing.T) {
	for _, c := range []struct {
		minute int
		want   string
	}{
		{0, "12:00 ص"},
		{30, "12:30 ص"},
		{9 * 60, "9:00 ص"},
		{11*60 + 45, "11:45 ص"},
		{12 * 60, "12:00 م"},
		{12*60 + 15, "12:15 م"},
		{15 * 60, "3:00 م"},
		{16*60 + 30, "4:30 م"},
		{22 * 60, "10:00 م"},
		{23*60 + 59, "11:59 م"},
	} {
		if got := dayspa.FormatTime(c.minute, dayspa.Arabic); got != c.want {
			t.Errorf("FormatTime(%d, ar) = %q, want %q", c.minute, got, c.want)
		}
	}
}

func TestArabicPriceAndMinutes(t *testing.T) {
	for _, c := range []struct {
		m    dayspa.Money
		want string
	}{
		{dayspa.AED(450), "450.00 د.إ"},
		{dayspa.Money(125050), "1,250.50 د.إ"},
		{0, "0.00 د.إ"},
	} {
		if got := dayspa.FormatPrice(c.m, dayspa.Arabic); got != c.want {
			t.Errorf("FormatPrice(%d, ar) = %q, want %q", c.m, got, c.want)
		}
	}
	for _, c := range []struct {
		n    int
		want string
	}{
		{1, "دقيقة واحدة"},
		{2, "دقيقتان"},
		{3, "3 دقائق"},
		{10, "10 دقائق"},
		{11, "11 دقيقة"},
		{15, "15 دقيقة"},
		{30, "30 دقيقة"},
		{60, "60 دقيقة"},
		{90, "90 دقيقة"},
		{100, "100 دقيقة"},
		{105, "105 دقائق"},
		{120, "120 دقيقة"},
	} {
		if got := dayspa.FormatMinutes(c.n, dayspa.Arabic); got != c.want {
			t.Errorf("FormatMinutes(%d, ar) = %q, want %q", c.n, got, c.want)
		}
	}
}
