package dayspa

import (
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// SpecialDay closes the spa or changes its hours for a range of dates,
// From to To inclusive. Hours is nil when the spa is closed.
type SpecialDay struct {
	ID    int64
	From  Date
	To    Date
	Hours *Hours
	Note  string
}

type specialDayJSON struct {
	ID     int64   `json:"id"`
	From   Date    `json:"from"`
	To     Date    `json:"to"`
	Closed bool    `json:"closed"`
	Open   *string `json:"open"`
	Close  *string `json:"close"`
	Note   string  `json:"note"`
}

// MarshalJSON writes {id, from, to, closed, open, close, note}, open and
// close null on a closed day.
func (s SpecialDay) MarshalJSON() ([]byte, error) {
	v := specialDayJSON{ID: s.ID, From: s.From, To: s.To, Closed: s.Hours == nil, Note: s.Note}
	if s.Hours != nil {
		o, c := FormatClock(s.Hours.Open), FormatClock(s.Hours.Close)
		v.Open, v.Close = &o, &c
	}
	return json.Marshal(v)
}

// Covers reports whether d is one of the special day's dates.
func (s SpecialDay) Covers(d Date) bool { return !d.Before(s.From) && !d.After(s.To) }

// SpecialDaysNotEnded keeps the special days whose last date is today or later: the
// ones the public pages still announce.
func SpecialDaysNotEnded(special []SpecialDay, today Date) []SpecialDay {
	var out []SpecialDay
	for _, sd := range special {
		if !sd.To.Before(today) {
			out = append(out, sd)
		}
	}
	return out
}

// Messages of a range of days (a special day, the room blocks' list).
var (
	MsgFromDate     = NewMsg("hours.from_date", "From must be a date as YYYY-MM-DD.")
	MsgToDate       = NewMsg("hours.to_date", "To must be a date as YYYY-MM-DD.")
	MsgToBeforeFrom = NewMsg("hours.to_before_from", "To must not be before from.")
)

// SpecialDayInput is the body of POST /api/admin/special-days.
type SpecialDayInput struct {
	From   string  `json:"from"`
	To     string  `json:"to"`
	Closed bool    `json:"closed"`
	Open   *string `json:"open"`
	Close  *string `json:"close"`
	Note   string  `json:"note"`
}

// New checks a special day: dates as YYYY-MM-DD, to not before from, at
// most a year long; either closed, or open before close.
func (in SpecialDayInput) New() (SpecialDay, error) {
	f := FieldErrors{}
	sd := SpecialDay{Note: strings.TrimSpace(in.Note)}
	from, err := ParseDate(strings.TrimSpace(in.From))
	if err != nil {
		f.Add("from", MsgFromDate)
	}
	to, err2 := ParseDate(strings.TrimSpace(in.To))
	switch {
	case err2 != nil:
		f.Add("to", MsgToDate)
	case err == nil && to.Before(from):
		f.Add("to", MsgToBeforeFrom)
	case err == nil && to.After(from.AddDays(366)):
		f.Add("to", MsgSpecialDayLong)
	}
	sd.From, sd.To = from, to
	if !in.Closed {
		var o, c int
		var ok1, ok2 bool
		if in.Open != nil {
			o, ok1 = ParseClock(*in.Open)
		}
		if in.Close != nil {
			c, ok2 = ParseClock(*in.Close)
		}
		switch {
		case !ok1 || o >= MinutesPerDay:
			f.Add("open", MsgSpecialOpen)
		case !ok2:
			f.Add("close", MsgSpecialClose)
		case c <= o:
			f.Add("close", MsgHoursOrder)
		default:
			sd.Hours = &Hours{o, c}
		}
	}
	if !ValidText(sd.Note, OneLine) || utf8.RuneCountInString(sd.Note) > 200 {
		f.Add("note", MsgSpecialNote)
	}
	return sd, f.Err()
}

// CheckSpan returns the days whose bookings a check of sd looks at: its
// own, from today on; ok is false when they have all passed.
func (sd SpecialDay) CheckSpan(today Date) (from, to Date, ok bool) {
	from = sd.From
	if from.Before(today) {
		from = today
	}
	return from, sd.To, !sd.To.Before(from)
}
