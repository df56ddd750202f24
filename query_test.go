package dayspa_test

import (
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func query(t *testing.T, raw string) url.Values {
	t.Helper()
	q, err := url.ParseQuery(raw)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func TestPageQuery(t *testing.T) {
	for _, tt := range []struct {
		raw  string
		want dayspa.Page
	}{
		{"", dayspa.Page{Offset: 0, Limit: dayspa.DefaultPageSize}},
		{"page=3", dayspa.Page{Offset: 20, Limit: 10}},
		{"page=2&limit=100", dayspa.Page{Offset: 100, Limit: 100}},
		{"page=1000000&limit=1", dayspa.Page{Offset: 999_999, Limit: 1}},
	} {
		f := dayspa.FieldErrors{}
		if got := dayspa.PageQuery(query(t, tt.raw), f); got != tt.want || len(f) > 0 {
			t.Errorf("PageQuery(%q) = %+v, %v; want %+v", tt.raw, got, f, tt.want)
		}
	}
	pageMsg := "Page must be a whole number from 1."
	limitMsg := "Limit must be a whole number from 1 to 100."
	for raw, want := range map[string]map[string]string{
		"page=0":              {"page": pageMsg},
		"page=1000001":        {"page": pageMsg},
		"page=x":              {"page": pageMsg},
		"limit=0":             {"limit": limitMsg},
		"limit=101":           {"limit": limitMsg},
		"page=-1&limit=a-lot": {"page": pageMsg, "limit": limitMsg},
	} {
		f := dayspa.FieldErrors{}
		dayspa.PageQuery(query(t, raw), f)
		assertFields(t, f.Err(), want)
	}
}

func TestLimitBoolSearchQuery(t *testing.T) {
	f := dayspa.FieldErrors{}
	if n, ok := dayspa.LimitQuery(query(t, ""), f); ok || n != 0 {
		t.Errorf("no limit = %d, %v; want none", n, ok)
	}
	if n, ok := dayspa.LimitQuery(query(t, "limit=3"), f); !ok || n != 3 {
		t.Errorf("limit=3 = %d, %v", n, ok)
	}
	for raw, want := range map[string]bool{"": false, "summary=false": false, "summary=true": true} {
		if got := dayspa.BoolQuery(query(t, raw), "summary", f); got != want {
			t.Errorf("BoolQuery(%q) = %v", raw, got)
		}
	}
	if got := dayspa.SearchQuery(query(t, "search=+Layla+"), f); got != "Layla" {
		t.Errorf("search is trimmed: got %q", got)
	}
	if len(f) > 0 {
		t.Fatalf("valid queries recorded %v", f)
	}
	dayspa.BoolQuery(query(t, "summary=yes"), "summary", f)
	dayspa.SearchQuery(url.Values{"search": {strings.Repeat("ش", 101)}}, f)
	assertFields(t, f.Err(), map[string]string{
		"summary": "Summary must be true or false.",
		"search":  "Search must be at most 100 characters.",
	})
}

func TestBookingFilterQuery(t *testing.T) {
	today := mustDate(t, "2026-11-25")
	got, err := dayspa.BookingFilterQuery(query(t, "status=pending&date=2026-11-30&search=Noor&page=2"), today)
	if err != nil {
		t.Fatal(err)
	}
	if *got.Status != dayspa.BookingStatus("pending") || got.Date.String() != "2026-11-30" || got.Search != "Noor" ||
		got.Page != (dayspa.Page{Offset: 10, Limit: 10}) {
		t.Errorf("got %+v", got)
	}
	if got, err := dayspa.BookingFilterQuery(url.Values{}, today); err != nil || got.Status != nil || got.Date != nil {
		t.Errorf("no filters: %+v, %v", got, err)
	}
	_, err = dayspa.BookingFilterQuery(query(t, "status=done&date=2026-13-01&limit=0"), today)
	assertFields(t, err, map[string]string{
		"status": dayspa.MsgStatus.Text,
		"date":   "Date must be a date as YYYY-MM-DD.",
		"limit":  "Limit must be a whole number from 1 to 100.",
	})
	_, err = dayspa.BookingFilterQuery(query(t, "date=2040-01-01"), today)
	assertFields(t, err, map[string]string{"date": dayspa.MsgRecordDate(today)})
}

func TestParseAvailabilityQuery(t *testing.T) {
	got, err := dayspa.ParseAvailabilityQuery(query(t, "serviceId=+7+&preference=therapist:3"))
	if err != nil || got != (dayspa.AvailabilityQuery{ServiceID: 7, Preference: dayspa.Preference{TherapistID: 3}}) {
		t.Errorf("got %+v, %v", got, err)
	}
	// A service id that is not a number is no service: the availability
	// check then asks for one.
	got, err = dayspa.ParseAvailabilityQuery(query(t, "serviceId=seven&preference=female"))
	if err != nil || got.ServiceID != 0 || got.Preference.Gender != dayspa.GenderFemale {
		t.Errorf("got %+v, %v", got, err)
	}
	got, err = dayspa.ParseAvailabilityQuery(query(t, "serviceId=7&preference=tall"))
	assertFields(t, err, map[string]string{"preference": dayspa.MsgPreference.Text})
	if got.ServiceID != 7 {
		t.Errorf("the service is read even when the preference is wrong: %+v", got)
	}
}

func TestIncomeFilterQuery(t *testing.T) {
	today := mustDate(t, "2026-11-25")
	got, err := dayspa.IncomeFilterQuery(query(t,
		"from=2026-11-01&to=2026-11-30&source=+Walk-in+&therapist=Sara&minTotal=10.5&maxTotal=200&limit=20"), today)
	if err != nil {
		t.Fatal(err)
	}
	want := dayspa.IncomeFilter{Source: "Walk-in", Therapist: "Sara", Page: dayspa.Page{Limit: 20}}
	if got.From.String() != "2026-11-01" || got.To.String() != "2026-11-30" || *got.MinTotal != 1050 || *got.MaxTotal != 20000 {
		t.Errorf("got %+v", got)
	}
	got.From, got.To, got.MinTotal, got.MaxTotal = nil, nil, nil, nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
	long := strings.Repeat("a", 101)
	for _, tt := range []struct {
		name string
		q    url.Values
		want map[string]string
	}{
		{"dates not dates", query(t, "from=1/11/2026&to=soon"),
			map[string]string{"from": dayspa.MsgDateFormat.Text, "to": dayspa.MsgDateFormat.Text}},
		{"to before from", query(t, "from=2026-11-10&to=2026-11-09"), map[string]string{"to": dayspa.MsgPeriodOrder.Text}},
		{"outside the record window", query(t, "from=1999-12-31"), map[string]string{"from": dayspa.MsgRecordDate(today)}},
		{"texts too long", url.Values{"source": {long}, "therapist": {long}},
			map[string]string{"source": "Must be at most 100 characters.", "therapist": "Must be at most 100 characters."}},
		{"amounts not amounts", query(t, "minTotal=ten&maxTotal=1.234"),
			map[string]string{"minTotal": dayspa.MsgIncomeAmount.Text, "maxTotal": dayspa.MsgIncomeAmount.Text}},
		{"maximum below minimum", query(t, "minTotal=50&maxTotal=49.99"),
			map[string]string{"maxTotal": "The maximum must not be below the minimum."}},
		{"bad page", query(t, "page=0"), map[string]string{"page": "Page must be a whole number from 1."}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := dayspa.IncomeFilterQuery(tt.q, today)
			assertFields(t, err, tt.want)
		})
	}
}

func TestIncomeSummaryQuery(t *testing.T) {
	today := mustDate(t, "2026-11-25")
	if _, days, err := dayspa.IncomeSummaryQuery(url.Values{}, today); err != nil || days != dayspa.DefaultSummaryDays {
		t.Errorf("default days = %d, %v", days, err)
	}
	if f, days, err := dayspa.IncomeSummaryQuery(query(t, "days=731&source=Spa"), today); err != nil || days != 731 || f.Source != "Spa" {
		t.Errorf("days=731: %+v %d, %v", f, days, err)
	}
	msg := "Days must be a whole number from 1 to 731."
	for _, raw := range []string{"days=0", "days=732", "days=week"} {
		_, _, err := dayspa.IncomeSummaryQuery(query(t, raw), today)
		assertFields(t, err, map[string]string{"days": msg})
	}
	_, _, err := dayspa.IncomeSummaryQuery(query(t, "days=0&to=x"), today)
	assertFields(t, err, map[string]string{"days": msg, "to": dayspa.MsgDateFormat.Text})
}

func TestMonthQuery(t *testing.T) {
	today := mustDate(t, "2026-11-28") // the record window: 2000-01-01 to 2031-11-28
	for _, tt := range []struct {
		raw  string
		want dayspa.Month
	}{
		{"", dayspa.Month{Year: 2026, Month: time.November}}, // this month
		{"month=", dayspa.Month{Year: 2026, Month: time.November}},
		{"month=2026-02", dayspa.Month{Year: 2026, Month: time.February}},
		{"month=+2026-03+", dayspa.Month{Year: 2026, Month: time.March}},  // trimmed
		{"month=2000-01", dayspa.Month{Year: 2000, Month: time.January}},  // the window's first month
		{"month=2031-11", dayspa.Month{Year: 2031, Month: time.November}}, // the window's last
	} {
		got, err := dayspa.MonthQuery(query(t, tt.raw), today)
		if err != nil || got != tt.want {
			t.Errorf("MonthQuery(%q) = %v, %v; want %v", tt.raw, got, err, tt.want)
		}
	}
	format := "Month must be YYYY-MM."
	window := "Month must be between 2000-01 and 2031-11."
	for raw, want := range map[string]string{
		"month=2026-13":    format,
		"month=2026-00":    format,
		"month=2026-1":     format,
		"month=2026-11-01": format,
		"month=11-2026":    format,
		"month=november":   format,
		"month=1999-12":    window,
		"month=2031-12":    window,
		"month=9999-12":    window,
		"month=0000-01":    window,
	} {
		_, err := dayspa.MonthQuery(query(t, raw), today)
		assertFields(t, err, map[string]string{"month": want})
	}
}
