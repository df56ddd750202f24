package dayspa

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// The spa's hours: when it is open on each weekday, and special days (a
// date range that closes the spa or changes its hours: Ramadan, Eid,
// National Day). Times of day are minutes from midnight of the spa's
// calendar date, written "HH:MM"; an end or a closing time may be "24:00".

// MinutesPerDay is the length of a calendar day in minutes.
const MinutesPerDay = 24 * 60

// FormatClock writes a minute of the day as "HH:MM".
func FormatClock(minute int) string { return fmt.Sprintf("%02d:%02d", minute/60, minute%60) }

// ParseClock reads "HH:MM" (00:00 to 24:00) as a minute of the day.
func ParseClock(s string) (int, bool) {
	if len(s) != 5 || s[2] != ':' {
		return 0, false
	}
	var h, m int
	for i, c := range []byte(s) {
		if i == 2 {
			continue
		}
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	h = int(s[0]-'0')*10 + int(s[1]-'0')
	m = int(s[3]-'0')*10 + int(s[4]-'0')
	if m > 59 || h > 24 || (h == 24 && m != 0) {
		return 0, false
	}
	return h*60 + m, true
}

// Interval is a span of one day in minutes, End exclusive: a 10:00
// treatment of 90 minutes is [600, 690).
type Interval struct {
	Start int
	End   int
}

// Overlaps reports whether i and o share a moment.
func (i Interval) Overlaps(o Interval) bool { return i.Start < o.End && o.Start < i.End }

// Contains reports whether o lies wholly inside i.
func (i Interval) Contains(o Interval) bool { return i.Start <= o.Start && o.End <= i.End }

type intervalJSON struct {
	Start string `json:"start"`
	End   string `json:"end"`
}

// MarshalJSON writes {"start": "HH:MM", "end": "HH:MM"}.
func (i Interval) MarshalJSON() ([]byte, error) {
	return json.Marshal(intervalJSON{FormatClock(i.Start), FormatClock(i.End)})
}

// UnmarshalJSON reads {"start": "HH:MM", "end": "HH:MM"}; an end that is
// not after its start is an error.
func (i *Interval) UnmarshalJSON(b []byte) error {
	var v intervalJSON
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	s, ok1 := ParseClock(v.Start)
	e, ok2 := ParseClock(v.End)
	if !ok1 || !ok2 || s >= MinutesPerDay {
		return fmt.Errorf("times must be HH:MM")
	}
	*i = Interval{s, e}
	return nil
}

// Weekday keys, as the API writes them, indexed by time.Weekday.
var weekdayKeys = [7]string{"sun", "mon", "tue", "wed", "thu", "fri", "sat"}

// weekOrder lists the weekdays Monday first, as the API writes them.
var weekOrder = [7]time.Weekday{time.Monday, time.Tuesday, time.Wednesday, time.Thursday, time.Friday, time.Saturday, time.Sunday}

// Weekday returns the day of the week of d.
func (d Date) Weekday() time.Weekday {
	return time.Date(d.Year, d.Month, d.Day, 12, 0, 0, 0, time.UTC).Weekday()
}

// Hours are a day's opening and closing time.
type Hours struct {
	Open  int
	Close int
}

type hoursJSON struct {
	Open  string `json:"open"`
	Close string `json:"close"`
}

// MarshalJSON writes {"open": "HH:MM", "close": "HH:MM"}.
func (h Hours) MarshalJSON() ([]byte, error) {
	return json.Marshal(hoursJSON{FormatClock(h.Open), FormatClock(h.Close)})
}

// UnmarshalJSON reads {"open": "HH:MM", "close": "HH:MM"}.
func (h *Hours) UnmarshalJSON(b []byte) error {
	var v hoursJSON
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	o, ok1 := ParseClock(v.Open)
	c, ok2 := ParseClock(v.Close)
	if !ok1 || !ok2 || o >= MinutesPerDay {
		return fmt.Errorf("times must be HH:MM")
	}
	*h = Hours{o, c}
	return nil
}

// Interval returns the open span of the day.
func (h Hours) Interval() Interval { return Interval{h.Open, h.Close} }

// Default opening hours: 09:00 to 22:00 every day.
const (
	DefaultOpenMinute  = 9 * 60
	DefaultCloseMinute = 22 * 60
)

// OpeningHours are the spa's hours per weekday (indexed by time.Weekday);
// nil is closed.
type OpeningHours [7]*Hours

// DefaultOpeningHours opens 09:00 to 22:00 every day.
func DefaultOpeningHours() OpeningHours {
	var oh OpeningHours
	for i := range oh {
		oh[i] = &Hours{DefaultOpenMinute, DefaultCloseMinute}
	}
	return oh
}

// MarshalJSON writes {"mon": {"open", "close"} or null, …, "sun": …}.
func (oh OpeningHours) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteByte('{')
	for n, wd := range weekOrder {
		if n > 0 {
			buf.WriteByte(',')
		}
		v, err := json.Marshal(oh[wd])
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&buf, "%q:%s", weekdayKeys[wd], v)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// OpeningHoursInput is the body of PUT /api/admin/opening-hours, read
// loosely so that each weekday's mistake gets its own message.
type OpeningHoursInput map[string]json.RawMessage

// Parse checks every weekday: all seven present, each null (closed) or
// open before close.
func (in OpeningHoursInput) Parse() (OpeningHours, error) {
	var oh OpeningHours
	f := FieldErrors{}
	for k := range in {
		if weekdayIndex(k) < 0 {
			f.Add(k, MsgUnknownWeekday)
		}
	}
	for wd, key := range weekdayKeys {
		raw, ok := in[key]
		if !ok {
			f.Add(key, MsgEveryWeekday)
			continue
		}
		if bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
			continue
		}
		var h Hours
		if err := json.Unmarshal(raw, &h); err != nil {
			f.Add(key, MsgHours)
			continue
		}
		if h.Close <= h.Open {
			f.Add(key, MsgHoursOrder)
			continue
		}
		oh[wd] = &h
	}
	return oh, f.Err()
}

func weekdayIndex(key string) int {
	for i, k := range weekdayKeys {
		if k == key {
			return i
		}
	}
	return -1
}

// Messages of the hours' forms.
var (
	MsgHours      = NewMsg("hours.format", "Opening and closing times must be HH:MM.")
	MsgHoursOrder = NewMsg("hours.order", "Closing time must be after opening time.")
)

// Calendar is the spa's opening hours with its special days.
type Calendar struct {
	Weekly  OpeningHours
	Special []SpecialDay
}

// HoursOn returns the hours of d, nil when the spa is closed: a special
// day's if one covers d (the latest added wins), else the weekday's.
func (c Calendar) HoursOn(d Date) *Hours {
	for i := len(c.Special) - 1; i >= 0; i-- {
		if c.Special[i].Covers(d) {
			return c.Special[i].Hours
		}
	}
	return c.Weekly[d.Weekday()]
}

// HoursStore keeps the opening hours and the special days.
type HoursStore interface {
	// OpeningHours returns the weekly hours; DefaultOpeningHours until set.
	OpeningHours(ctx context.Context) (OpeningHours, error)
	// SetOpeningHours replaces the weekly hours.
	SetOpeningHours(ctx context.Context, oh OpeningHours) error
	// SpecialDays returns every special day, by start date.
	SpecialDays(ctx context.Context) ([]SpecialDay, error)
	// CreateSpecialDay stores sd and sets its ID. ECONFLICT when its dates
	// overlap another special day's.
	CreateSpecialDay(ctx context.Context, sd *SpecialDay) error
	// DeleteSpecialDay removes one; ENOTFOUND for an unknown id.
	DeleteSpecialDay(ctx context.Context, id int64) error
}

// WeeklyCheckDays is how far ahead, from today, a check of new weekly
// hours looks for the bookings they would leave outside: a year, beyond
// any booking a visitor can make.
const WeeklyCheckDays = 366

// OutsideHours returns the pending and confirmed bookings that the spa's
// hours c leave outside: on a day it is closed, starting before it opens or
// ending after it closes. A change of hours never moves or deletes a
// booking; the manager is shown these before saving it.
func OutsideHours(c Calendar, bookings []CalendarBooking) []CalendarBooking {
	out := []CalendarBooking{}
	for _, b := range bookings {
		if b.Status != StatusPending && b.Status != StatusConfirmed {
			continue
		}
		h := c.HoursOn(b.BookingDate)
		start, _ := ParseClock(b.Start)
		end, _ := ParseClock(b.End)
		if h == nil || start < h.Open || end > h.Close {
			out = append(out, b)
		}
	}
	return out
}

// The messages of hours's rules.
var (
	MsgUnknownWeekday = NewMsg("hours.unknown_weekday", "Unknown weekday: use mon, tue, wed, thu, fri, sat and sun.")
	MsgEveryWeekday   = NewMsg("hours.every_weekday", "Give the hours of every weekday (null when closed).")
	MsgSpecialDayLong = NewMsg("hours.special_day_too_long", "A special day range may last at most a year.")
	MsgSpecialOpen    = NewMsg("hours.special_open", "Opening time must be HH:MM (or mark the day closed).")
	MsgSpecialClose   = NewMsg("hours.special_close", "Closing time must be HH:MM (or mark the day closed).")
	MsgSpecialNote    = NewMsg("hours.special_note", "Note must be one line of at most 200 characters.")
)
