package dayspa

import (
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The messages of the lists' query parameters.
var (
	MsgPage        = NewMsg("query.page", "Page must be a whole number from 1.")
	MsgLimit       = NewMsg("query.limit", "Limit must be a whole number from 1 to %d.", "max")
	MsgBool        = NewMsg("query.bool", "%s must be true or false.", "name")
	MsgSearch      = NewMsg("query.search", "Search must be at most %d characters.", "max")
	MsgTotalOrder  = NewMsg("income.total_order", "The maximum must not be below the minimum.")
	MsgSummaryDays = NewMsg("income.summary_days", "Days must be a whole number from 1 to %d.", "max")
)

// The rules of the query strings the lists and questions of the API take.
// A parser of a whole query returns the typed query or an EINVALID error
// naming each field that is wrong; the readers of one parameter record
// what is wrong in a FieldErrors.

// MaxSearchLen bounds the search text of the dashboard lists.
const MaxSearchLen = 100

// maxPageNumber keeps page × limit far from overflowing.
const maxPageNumber = 1_000_000

// PageQuery reads page (from 1) and limit (1 to MaxPageSize, default
// DefaultPageSize) into a Page, recording what is wrong in f.
func PageQuery(q url.Values, f FieldErrors) Page {
	page, limit := 1, DefaultPageSize
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > maxPageNumber {
			f.Add("page", MsgPage)
		} else {
			page = n
		}
	}
	if n, ok := LimitQuery(q, f); ok {
		limit = n
	}
	return Page{Offset: (page - 1) * limit, Limit: limit}
}

// LimitQuery reads limit (1 to MaxPageSize): ok is false when there is
// none or it is wrong (recorded in f).
func LimitQuery(q url.Values, f FieldErrors) (n int, ok bool) {
	v := q.Get("limit")
	if v == "" {
		return 0, false
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > MaxPageSize {
		f.Add("limit", MsgLimit, MaxPageSize)
		return 0, false
	}
	return n, true
}

// BoolQuery reads the optional flag name: "true", "false", or absent or
// empty (false); anything else is recorded in f.
func BoolQuery(q url.Values, name string, f FieldErrors) bool {
	switch q.Get(name) {
	case "", "false":
		return false
	case "true":
		return true
	}
	f.Add(name, MsgBool, strings.ToUpper(name[:1])+name[1:])
	return false
}

// SearchQuery reads search, trimmed, of at most MaxSearchLen characters.
func SearchQuery(q url.Values, f FieldErrors) string { return searchParam(q, f, "search") }

// searchParam reads the search text of parameter name, trimmed, of at
// most MaxSearchLen characters ("" when it is wrong, recorded in f).
func searchParam(q url.Values, f FieldErrors, name string) string {
	v := strings.TrimSpace(q.Get(name))
	if !utf8.ValidString(v) || utf8.RuneCountInString(v) > MaxSearchLen {
		f.Add(name, MsgSearch, MaxSearchLen)
		return ""
	}
	return v
}

// BookingFilterQuery reads the dashboard's bookings list filters
// (?page=&limit=&status=&date=&search=): status one of the statuses,
// date as YYYY-MM-DD inside the record window around today.
func BookingFilterQuery(q url.Values, today Date) (BookingFilter, error) {
	f := FieldErrors{}
	filter := BookingFilter{Page: PageQuery(q, f), Search: SearchQuery(q, f)}
	if v := q.Get("status"); v != "" {
		st := BookingStatus(v)
		if !st.Valid() {
			f.Add("status", MsgStatus)
		}
		filter.Status = &st
	}
	if v := q.Get("date"); v != "" {
		d, err := ParseDate(v)
		if err != nil {
			f.Add("date", MsgCalendarDate)
		} else {
			CheckRecordDate(f, "date", d, today)
		}
		filter.Date = &d
	}
	if err := f.Err(); err != nil {
		return BookingFilter{}, err
	}
	return filter, nil
}

// AvailabilityQuery is a visitor's question of free times: the service
// (0 when serviceId is not a number, for ValidateAvailability and
// ValidateMonthAvailability to say "Please select a service.") and the
// therapist preference.
type AvailabilityQuery struct {
	ServiceID  int64
	Preference Preference
}

// ParseAvailabilityQuery reads ?serviceId=&preference= of the day's and
// the month's availability. The error names a preference that is not one;
// the query is whole even then, for the service's check to add its own.
func ParseAvailabilityQuery(q url.Values) (AvailabilityQuery, error) {
	id, err := strconv.ParseInt(strings.TrimSpace(q.Get("serviceId")), 10, 64)
	if err != nil {
		id = 0
	}
	f := FieldErrors{}
	pref, ok := ParsePreference(q.Get("preference"))
	if !ok {
		f.Add("preference", MsgPreference)
	}
	return AvailabilityQuery{ServiceID: id, Preference: pref}, f.Err()
}

// IncomeFilterQuery reads the Income tab's filters: from and to (the
// spa's calendar days, YYYY-MM-DD, both included, inside the record
// window around today, to not before from), source (exact), therapist
// (case-insensitive substring), each at most 100 characters, minTotal and
// maxTotal (amounts, the maximum not below the minimum), and the page.
func IncomeFilterQuery(q url.Values, today Date) (IncomeFilter, error) {
	f := FieldErrors{}
	filter := incomeFilter(q, f, today)
	if err := f.Err(); err != nil {
		return IncomeFilter{}, err
	}
	return filter, nil
}

// IncomeSummaryQuery reads the filters of IncomeFilterQuery and days: how
// many of the newest day cards, 1 to MaxSummaryDays (DefaultSummaryDays
// when absent).
func IncomeSummaryQuery(q url.Values, today Date) (filter IncomeFilter, days int, err error) {
	f := FieldErrors{}
	filter = incomeFilter(q, f, today)
	days = DefaultSummaryDays
	if v := q.Get("days"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxSummaryDays {
			f.Add("days", MsgSummaryDays, MaxSummaryDays)
		}
		days = n
	}
	if err := f.Err(); err != nil {
		return IncomeFilter{}, 0, err
	}
	return filter, days, nil
}

// optionalDateQuery reads the query parameter name as a day (YYYY-MM-DD):
// nil when it is absent, nil and a field error on f when it is not a day.
func optionalDateQuery(q url.Values, f FieldErrors, name string) *Date {
	v := strings.TrimSpace(q.Get(name))
	if v == "" {
		return nil
	}
	d, err := ParseDate(v)
	if err != nil {
		f.Add(name, MsgDateFormat)
		return nil
	}
	return &d
}

func incomeFilter(q url.Values, f FieldErrors, today Date) IncomeFilter {
	filter := IncomeFilter{Page: PageQuery(q, f)}
	date := func(name string) *Date {
		d := optionalDateQuery(q, f, name)
		if d == nil || !CheckRecordDate(f, name, *d, today) {
			return nil
		}
		return d
	}
	filter.From, filter.To = date("from"), date("to")
	CheckPeriod(f, "to", filter.From, filter.To)
	text := func(name string, max int) string {
		v := strings.TrimSpace(q.Get(name))
		if !utf8.ValidString(v) || utf8.RuneCountInString(v) > max {
			f.Add(name, MsgIncomeNameLong)
			return ""
		}
		return v
	}
	filter.Source, filter.Therapist = text("source", 100), text("therapist", 100)
	amount := func(name string) *Money {
		v := strings.TrimSpace(q.Get(name))
		if v == "" {
			return nil
		}
		m, err := ParseMoney(v)
		if err != nil {
			f.Add(name, MsgIncomeAmount)
			return nil
		}
		return &m
	}
	filter.MinTotal, filter.MaxTotal = amount("minTotal"), amount("maxTotal")
	if filter.MinTotal != nil && filter.MaxTotal != nil && *filter.MaxTotal < *filter.MinTotal {
		f.Add("maxTotal", MsgTotalOrder)
	}
	return filter
}

// MsgMonthWindow is the answer to a month outside the record window (a
// month that is not "YYYY-MM" gets MsgMonth).
var MsgMonthWindow = NewMsg("date.month_outside_records", "Month must be between %s and %s.", "first", "last")

// MonthQuery reads ?month=: "YYYY-MM", the month of today when absent,
// and a month of the record window on the day today (from the window's
// first month to its last). The error names the field month.
func MonthQuery(q url.Values, today Date) (Month, error) {
	v := strings.TrimSpace(q.Get("month"))
	if v == "" {
		return MonthOf(today), nil
	}
	m, err := ParseMonth(v)
	if err != nil {
		return Month{}, FieldError("month", MsgMonth)
	}
	first, last := RecordWindow(today)
	if m.First().Before(MonthOf(first).First()) || m.First().After(last) {
		return Month{}, FieldError("month", MsgMonthWindow, MonthOf(first).String(), MonthOf(last).String())
	}
	return m, nil
}
