package dayspa

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// Therapists: who works when, on which treatments. In the UAE a guest
// often asks for a therapist of her own gender, so each has one.

// Gender is a therapist's gender, for the visitor's preference.
type Gender string

const (
	GenderFemale Gender = "female"
	GenderMale   Gender = "male"
)

// DefaultCommissionPercentage is a therapist's commission unless set.
const DefaultCommissionPercentage = 40

// WeekSchedule is a therapist's working intervals per weekday (indexed by
// time.Weekday), sorted and apart; an empty day is a day off.
type WeekSchedule [7][]Interval

// MarshalJSON writes {"mon": [{"start", "end"}, …], …, "sun": []}.
func (ws WeekSchedule) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteByte('{')
	for n, wd := range weekOrder {
		if n > 0 {
			buf.WriteByte(',')
		}
		day := ws[wd]
		if day == nil {
			day = []Interval{}
		}
		v, err := json.Marshal(day)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&buf, "%q:%s", weekdayKeys[wd], v)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// UnmarshalJSON reads the form MarshalJSON writes; a weekday left out is
// a day off. It checks the shape only; Therapist.Validate the rules.
func (ws *WeekSchedule) UnmarshalJSON(b []byte) error {
	var m map[string][]Interval
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	var out WeekSchedule
	for k, v := range m {
		i := weekdayIndex(k)
		if i < 0 {
			return fmt.Errorf("unknown weekday %q", k)
		}
		out[i] = v
	}
	*ws = out
	return nil
}

// TimeOff is a range of dates, From to To inclusive, a therapist does not
// work.
type TimeOff struct {
	From Date   `json:"from"`
	To   Date   `json:"to"`
	Note string `json:"note"`
}

// Therapist is a member of the team.
type Therapist struct {
	ID                   int64        `json:"id"`
	Name                 string       `json:"name"`
	Gender               Gender       `json:"gender"`
	ServiceIDs           []int64      `json:"serviceIds"`
	Schedule             WeekSchedule `json:"schedule"`
	TimeOff              []TimeOff    `json:"timeOff"`
	Active               bool         `json:"active"`
	CommissionPercentage int          `json:"commissionPercentage"`
}

// Qualified reports whether t does the service.
func (t Therapist) Qualified(serviceID int64) bool {
	for _, id := range t.ServiceIDs {
		if id == serviceID {
			return true
		}
	}
	return false
}

// Choosable reports whether a visitor booking the service may name t as
// their preference: t is active and does it.
func (t Therapist) Choosable(serviceID int64) bool {
	return t.Active && t.Qualified(serviceID)
}

// OnLeave reports whether d falls in one of t's time off ranges.
func (t Therapist) OnLeave(d Date) bool {
	for _, off := range t.TimeOff {
		if !d.Before(off.From) && !d.After(off.To) {
			return true
		}
	}
	return false
}

// Works reports whether t is active and at work for the whole of span on
// d: not on leave, and span inside one of that weekday's intervals.
func (t Therapist) Works(d Date, span Interval) bool {
	if !t.Active || t.OnLeave(d) {
		return false
	}
	for _, iv := range t.Schedule[d.Weekday()] {
		if iv.Contains(span) {
			return true
		}
	}
	return false
}

// Messages of the therapist form.
var (
	MsgTherapistName   = NewMsg("therapist.name", "Name must be between 2 and 100 characters.")
	MsgGender          = NewMsg("therapist.gender", "Gender must be female or male.")
	MsgCommission      = NewMsg("therapist.commission", "Commission must be a whole percentage from 0 to 100.")
	MsgServiceIDs      = NewMsg("therapist.service_ids", "Choose the services the therapist is qualified for from the list.")
	MsgScheduleOrder   = NewMsg("therapist.schedule_order", "Each working interval must end after it starts and not overlap another.")
	MsgScheduleOutside = NewMsg("therapist.schedule_outside", "Working hours must lie within the spa's opening hours.")
	MsgTimeOff         = NewMsg("therapist.time_off", "Time off must end on or after the day it starts, with a note of at most 200 characters.")
)

// Validate trims t's name and notes, sorts its intervals and time off, and
// checks every field against the spa's weekly hours: a schedule outside
// opening hours, overlapping or inverted intervals, time off ending before
// it starts are refused, each with its field's message.
func (t *Therapist) Validate(hours OpeningHours) error {
	f := FieldErrors{}
	t.Name = strings.TrimSpace(t.Name)
	if !ValidText(t.Name, OneLine) || VisibleLen(t.Name) < 2 || utf8.RuneCountInString(t.Name) > 100 {
		f.Add("name", MsgTherapistName)
	}
	if t.Gender != GenderFemale && t.Gender != GenderMale {
		f.Add("gender", MsgGender)
	}
	if t.CommissionPercentage < 0 || t.CommissionPercentage > 100 {
		f.Add("commissionPercentage", MsgCommission)
	}
	seen := map[int64]bool{}
	for _, id := range t.ServiceIDs {
		if id <= 0 || seen[id] {
			f.Add("serviceIds", MsgServiceIDs)
			break
		}
		seen[id] = true
	}
	if t.ServiceIDs == nil {
		t.ServiceIDs = []int64{}
	}
	sort.Slice(t.ServiceIDs, func(i, j int) bool { return t.ServiceIDs[i] < t.ServiceIDs[j] })
	for wd := range t.Schedule {
		day := t.Schedule[wd]
		sort.Slice(day, func(i, j int) bool { return day[i].Start < day[j].Start })
		field := "schedule." + weekdayKeys[wd]
		for i, iv := range day {
			if iv.End <= iv.Start || (i > 0 && day[i-1].End > iv.Start) {
				f.Add(field, MsgScheduleOrder)
				break
			}
			if h := hours[wd]; h == nil || !h.Interval().Contains(iv) {
				f.Add(field, MsgScheduleOutside)
				break
			}
		}
	}
	if t.TimeOff == nil {
		t.TimeOff = []TimeOff{}
	}
	for i := range t.TimeOff {
		off := &t.TimeOff[i]
		off.Note = strings.TrimSpace(off.Note)
		if off.From.IsZero() || off.To.IsZero() || off.To.Before(off.From) ||
			!ValidText(off.Note, OneLine) || utf8.RuneCountInString(off.Note) > 200 {
			f.Add("timeOff", MsgTimeOff)
			break
		}
	}
	sort.SliceStable(t.TimeOff, func(i, j int) bool { return t.TimeOff[i].From.Before(t.TimeOff[j].From) })
	return f.Err()
}

// TherapistInput is the team form, for a new therapist and an edit: on an
// edit a field left out (or null) stays as it is. The schedule and the
// time off are read here, so that a malformed one is refused with its
// field named.
type TherapistInput struct {
	Name                 *string         `json:"name"`
	Gender               *Gender         `json:"gender"`
	ServiceIDs           *[]int64        `json:"serviceIds"`
	Schedule             json.RawMessage `json:"schedule"`
	TimeOff              json.RawMessage `json:"timeOff"`
	Active               *bool           `json:"active"`
	CommissionPercentage *int            `json:"commissionPercentage"`
}

// Messages of the schedule and time off that cannot be read.
var (
	MsgScheduleShape = NewMsg("therapist.schedule_shape", `Schedule must give each weekday (mon to sun) a list of {"start": "HH:MM", "end": "HH:MM"}.`)
	MsgTimeOffShape  = NewMsg("therapist.time_off_shape", `Time off must be a list of {"from": "YYYY-MM-DD", "to": "YYYY-MM-DD", "note": "..."}.`)
)

func given(raw json.RawMessage) bool {
	return len(raw) > 0 && !bytes.Equal(bytes.TrimSpace(raw), []byte("null"))
}

// Apply writes the fields given onto t, and returns the fields that
// could not be read.
func (in TherapistInput) Apply(t *Therapist) error {
	f := FieldErrors{}
	if in.Name != nil {
		t.Name = *in.Name
	}
	if in.Gender != nil {
		t.Gender = *in.Gender
	}
	if in.ServiceIDs != nil {
		t.ServiceIDs = append([]int64{}, *in.ServiceIDs...)
	}
	if given(in.Schedule) {
		var ws WeekSchedule
		if err := json.Unmarshal(in.Schedule, &ws); err != nil {
			f.Add("schedule", MsgScheduleShape)
		} else {
			t.Schedule = ws
		}
	}
	if given(in.TimeOff) {
		var off []TimeOff
		if err := json.Unmarshal(in.TimeOff, &off); err != nil {
			f.Add("timeOff", MsgTimeOffShape)
		} else {
			t.TimeOff = off
		}
	}
	if in.Active != nil {
		t.Active = *in.Active
	}
	if in.CommissionPercentage != nil {
		t.CommissionPercentage = *in.CommissionPercentage
	}
	return f.Err()
}

// New returns the therapist the form describes: active and at the default
// commission unless it says otherwise, then validated; every field's
// message at once.
func (in TherapistInput) New(hours OpeningHours) (Therapist, error) {
	t := Therapist{Active: true, CommissionPercentage: DefaultCommissionPercentage}
	if err := t.Revise(in, hours); err != nil {
		return Therapist{}, err
	}
	return t, nil
}

// Revise applies the form to t and validates the result against the
// spa's hours; on error t is left as it was.
func (t *Therapist) Revise(in TherapistInput, hours OpeningHours) error {
	next := *t
	f := FieldErrors{}
	f.Merge(in.Apply(&next))
	if err := f.Err(); err != nil {
		return err
	}
	if err := next.Validate(hours); err != nil {
		return err
	}
	*t = next
	return nil
}

// TherapistStore keeps the team.
type TherapistStore interface {
	// Therapists returns every therapist, active or not, by name.
	Therapists(ctx context.Context) ([]Therapist, error)
	// GetTherapist returns one; ENOTFOUND for an unknown id.
	GetTherapist(ctx context.Context, id int64) (*Therapist, error)
	// CreateTherapist stores t and sets its ID; EINVALID (serviceIds) for
	// a service that does not exist.
	CreateTherapist(ctx context.Context, t *Therapist) error
	// UpdateTherapist replaces the stored therapist t.ID with t.
	UpdateTherapist(ctx context.Context, t *Therapist) error
	// DeleteTherapist removes one: ENOTFOUND for an unknown id, ECONFLICT
	// naming the count when it holds bookings from today on (deactivating
	// is the way then); its past bookings forget it.
	DeleteTherapist(ctx context.Context, id int64, today Date) error
}
