package dayspa

import (
	"database/sql/driver"
	"fmt"
	"time"
)

// DefaultTimeZone is the spa's clock. "Today", past slots and report dates
// are computed in it, never in the browser's or the server's zone.
const DefaultTimeZone = "Asia/Dubai"

// Date is a day of the spa's calendar, with no time and no zone.
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

const dateLayout = "2006-01-02"

// ParseDate parses "YYYY-MM-DD" strictly.
func ParseDate(s string) (Date, error) {
	t, err := time.Parse(dateLayout, s)
	if err != nil || t.Format(dateLayout) != s {
		return Date{}, fmt.Errorf("invalid date %q", s)
	}
	return DateOf(t), nil
}

// ParseCalendarDate accepts "YYYY-MM-DD", taken as it is, or an RFC 3339
// date-time, mapped to its calendar date in the spa's zone loc.
func ParseCalendarDate(s string, loc *time.Location) (Date, error) {
	if d, err := ParseDate(s); err == nil {
		return d, nil
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return Date{}, fmt.Errorf("invalid date %q", s)
	}
	// A moment near the end of year 9999 may fall in year 10000 on the
	// spa's clock: a date nothing can write as YYYY-MM-DD.
	d := DateOf(t.In(loc))
	if d.Year < 1 || d.Year > 9999 {
		return Date{}, fmt.Errorf("invalid date %q", s)
	}
	return d, nil
}

// DateOf returns the calendar date of t in t's own location.
func DateOf(t time.Time) Date {
	y, m, d := t.Date()
	return Date{y, m, d}
}

// IsZero reports whether d is the zero Date.
func (d Date) IsZero() bool { return d == Date{} }

// String formats d as "YYYY-MM-DD".
func (d Date) String() string { return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day) }

// At returns the moment the given minute of the day starts in loc.
func (d Date) At(minuteOfDay int, loc *time.Location) time.Time {
	return time.Date(d.Year, d.Month, d.Day, 0, minuteOfDay, 0, 0, loc)
}

// AddDays returns the date n days later (earlier when n < 0).
func (d Date) AddDays(n int) Date {
	return DateOf(time.Date(d.Year, d.Month, d.Day+n, 12, 0, 0, 0, time.UTC))
}

// Before reports whether d comes before o. Dates compare as dates, never as
// text: "10000-01-01" sorts before "9999-12-31" as a string.
func (d Date) Before(o Date) bool {
	if d.Year != o.Year {
		return d.Year < o.Year
	}
	if d.Month != o.Month {
		return d.Month < o.Month
	}
	return d.Day < o.Day
}

// After reports whether d comes after o.
func (d Date) After(o Date) bool { return o.Before(d) }

// MarshalText writes "YYYY-MM-DD".
func (d Date) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads "YYYY-MM-DD".
func (d *Date) UnmarshalText(b []byte) error {
	v, err := ParseDate(string(b))
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// Value stores a Date as "YYYY-MM-DD" text, which sorts as dates do.
func (d Date) Value() (driver.Value, error) { return d.String(), nil }

// Scan reads a Date stored as text or as a driver's date/time value.
func (d *Date) Scan(src any) error {
	switch v := src.(type) {
	case string:
		return d.UnmarshalText([]byte(v))
	case []byte:
		return d.UnmarshalText(v)
	case time.Time:
		*d = DateOf(v)
		return nil
	}
	return fmt.Errorf("cannot scan %T into Date", src)
}

// The window of dates the spa keeps records for: a calendar view, a report,
// an income filter, a review's or a blog post's date. A date outside it is a
// typing mistake (0000-01-01, 9999-12-31), refused with 400 naming the field,
// so that no loop over its days can run without end.
var FirstRecordDate = Date{2000, time.January, 1}

// RecordYearsAhead is how far past today the record window reaches.
const RecordYearsAhead = 5

// RecordWindow returns the first and last dates of the record window on the
// given day.
func RecordWindow(today Date) (first, last Date) {
	return FirstRecordDate, Date{today.Year + RecordYearsAhead, today.Month, today.Day}.normal()
}

// InRecordWindow reports whether d falls in the record window on the day today.
func InRecordWindow(d, today Date) bool {
	first, last := RecordWindow(today)
	return !d.Before(first) && !d.After(last)
}

// MsgRecordDate is the message for a date outside the record window.
func MsgRecordDate(today Date) string {
	first, last := RecordWindow(today)
	return "Date must be between " + first.String() + " and " + last.String() + "."
}

// CheckRecordDate records in f under field why d is outside the record
// window on the day today, and reports whether it is inside.
func CheckRecordDate(f FieldErrors, field string, d, today Date) bool {
	if InRecordWindow(d, today) {
		return true
	}
	addRecordDate(f, field, today)
	return false
}

// msgRecordDate is MsgRecordDate's message: the window's first and last day.
var msgRecordDate = NewMsg("date.outside_records", "Date must be between %s and %s.", "first", "last")

// addRecordDate records in f under field that a date must lie in the
// record window on the day today.
func addRecordDate(f FieldErrors, field string, today Date) {
	first, last := RecordWindow(today)
	f.Add(field, msgRecordDate, first.String(), last.String())
}

// normal moves an impossible day (29 February of a common year) onto the
// next real one.
func (d Date) normal() Date { return d.AddDays(0) }

// Clock tells the time in the spa's zone. Tests set Now.
type Clock struct {
	Location *time.Location
	Now      func() time.Time
}

// NewClock returns a Clock on the real time in loc.
func NewClock(loc *time.Location) Clock { return Clock{Location: loc, Now: time.Now} }

// Time returns the current moment in the spa's zone.
func (c Clock) Time() time.Time { return c.Now().In(c.Location) }

// Today returns the spa's current calendar date.
func (c Clock) Today() Date { return DateOf(c.Time()) }
