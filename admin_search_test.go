package dayspa_test

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
)

func TestParseSearchQuery(t *testing.T) {
	for _, tt := range []struct {
		q    string
		want dayspa.SearchTerms
	}{
		{"  Layla ", dayspa.SearchTerms{Text: "Layla"}},
		{"ab", dayspa.SearchTerms{Text: "ab"}},
		// A booking number, with or without its #; short numbers are not
		// looked for in phones.
		{"#123", dayspa.SearchTerms{Text: "#123", BookingID: 123}},
		{"123", dayspa.SearchTerms{Text: "123", BookingID: 123}},
		// One UAE number however it is written gives the same digits.
		{"050 123 4567", dayspa.SearchTerms{Text: "050 123 4567", Digits: "501234567"}},
		{"+971501234567", dayspa.SearchTerms{Text: "+971501234567", Digits: "501234567"}},
		{"00971 (50) 123-4567", dayspa.SearchTerms{Text: "00971 (50) 123-4567", Digits: "501234567"}},
		{"0501234567", dayspa.SearchTerms{Text: "0501234567", Digits: "501234567", BookingID: 501234567}},
		{"4567", dayspa.SearchTerms{Text: "4567", Digits: "4567", BookingID: 4567}},
		// Text with digits in it is not a phone number, nor "+123" a booking.
		{"room 4567", dayspa.SearchTerms{Text: "room 4567"}},
		{"+123", dayspa.SearchTerms{Text: "+123"}},
		{"#0", dayspa.SearchTerms{Text: "#0"}},
		{strings.Repeat("é", 100), dayspa.SearchTerms{Text: strings.Repeat("é", 100)}},
	} {
		got, err := dayspa.ParseSearchQuery(url.Values{"q": {tt.q}})
		if err != nil {
			t.Errorf("%q: %v", tt.q, err)
			continue
		}
		if got != tt.want {
			t.Errorf("%q: got %+v, want %+v", tt.q, got, tt.want)
		}
	}
}

func TestParseSearchQueryRefuses(t *testing.T) {
	for _, q := range []string{"", "  ", "a", " a ", strings.Repeat("a", 101), "ab\u202e", "a\x00b", "\xff\xfe"} {
		_, err := dayspa.ParseSearchQuery(url.Values{"q": {q}})
		var e *dayspa.Error
		if !errors.As(err, &e) || e.Code != dayspa.EINVALID || e.FieldMsgs["q"].Code != "search.query" {
			t.Errorf("%q: got %v, want EINVALID with search.query on q", q, err)
			continue
		}
		if want := "Search must be 2 to 100 characters."; e.Fields["q"] != want {
			t.Errorf("%q: message %q, want %q", q, e.Fields["q"], want)
		}
	}
}

func TestNationalDigits(t *testing.T) {
	for in, want := range map[string]string{
		"050 123 4567":     "501234567",
		"+971 50 123 4567": "501234567",
		"00971501234567":   "501234567",
		"971501234567":     "501234567",
		"+44 20 7946 0958": "442079460958",
		"":                 "",
		"(04) 123-4567":    "41234567",
	} {
		if got := dayspa.NationalDigits(in); got != want {
			t.Errorf("NationalDigits(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMessageExcerpt(t *testing.T) {
	if got := dayspa.MessageExcerpt("  Hello\n\nthere  friend "); got != "Hello there friend" {
		t.Errorf("got %q", got)
	}
	long := strings.Repeat("word ", 60)
	got := dayspa.MessageExcerpt(long)
	if n := len([]rune(got)); n > dayspa.MaxExcerptLen || !strings.HasSuffix(got, "…") {
		t.Errorf("excerpt of %d characters %q: want at most %d ending in …", n, got, dayspa.MaxExcerptLen)
	}
	exact := strings.Repeat("ب", dayspa.MaxExcerptLen)
	if got := dayspa.MessageExcerpt(exact); got != exact {
		t.Errorf("a message of exactly the bound was cut: %q", got)
	}
}
