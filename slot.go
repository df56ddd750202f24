package dayspa

import (
	"sort"
	"strconv"
	"strings"
)

// The slot rules: which start times of a day a treatment can be booked
// at, and which room and therapists it gets. A booking holds one room and
// one therapist (a couples treatment: a couple room and two therapists)
// for [start, start + duration + preparation). Start times lie on a grid
// of Step minutes inside the day's opening hours; a treatment must end by
// closing time; a started slot is not bookable.

const (
	// DefaultSlotStep is the grid of start times: hourly, 09:00 to 21:00
	// with the default hours. A deployment may choose 30 or 15.
	DefaultSlotStep = 60
	// BookingHorizonDays is how far ahead a visitor may book.
	BookingHorizonDays = 90
	// DefaultPrepMinutes is the cleaning time after a treatment, during
	// which its room and therapists are not free.
	DefaultPrepMinutes = 15
	// MaxPrepMinutes bounds a service's preparation time.
	MaxPrepMinutes = 120
)

// ValidSlotStep reports whether step is one of the grids offered.
func ValidSlotStep(step int) bool { return step == 60 || step == 30 || step == 15 }

// Why a slot cannot be booked.
const (
	ReasonFull         = "full"
	ReasonPast         = "past"
	ReasonAfterClosing = "after_closing"
	ReasonTooFarAhead  = "too_far_ahead"
	ReasonClosed       = "closed"
	ReasonNoTherapist  = "no_therapist"
)

// Preference is the visitor's choice of therapist: any (the zero value),
// female, male, or one named therapist.
type Preference struct {
	Gender      Gender
	TherapistID int64
}

// MsgPreference refuses a preference that is not one of the four kinds.
const MsgPreference = "Therapist preference must be any, female, male or a therapist from the list."

// ParsePreference reads "any" (or nothing), "female", "male" or
// "therapist:{id}".
func ParsePreference(s string) (Preference, bool) {
	s = strings.TrimSpace(s)
	switch s {
	case "", "any":
		return Preference{}, true
	case string(GenderFemale), string(GenderMale):
		return Preference{Gender: Gender(s)}, true
	}
	if rest, ok := strings.CutPrefix(s, "therapist:"); ok {
		id, err := strconv.ParseInt(rest, 10, 64)
		if err == nil && id > 0 && strconv.FormatInt(id, 10) == rest {
			return Preference{TherapistID: id}, true
		}
	}
	return Preference{}, false
}

// String writes the preference as ParsePreference reads it.
func (p Preference) String() string {
	switch {
	case p.TherapistID > 0:
		return "therapist:" + strconv.FormatInt(p.TherapistID, 10)
	case p.Gender != "":
		return string(p.Gender)
	}
	return "any"
}

// Matches reports whether t is of the preferred gender (or is the named
// therapist; any therapist matches no preference).
func (p Preference) Matches(t Therapist) bool {
	switch {
	case p.TherapistID > 0:
		return t.ID == p.TherapistID
	case p.Gender != "":
		return t.Gender == p.Gender
	}
	return true
}

// Hold is what a booking of the day holds: its span (preparation
// included), its room and therapists. A booking made before the spa had
// rooms and therapists has none assigned (RoomID 0, no TherapistIDs):
// until the manager assigns them it still holds one anonymous room and
// therapist (a couple room and two therapists when Couple) for its span.
type Hold struct {
	BookingID    int64
	Span         Interval
	RoomID       int64
	TherapistIDs []int64
	Couple       bool
}

// therapistsNeeded is how many therapists a treatment takes.
func therapistsNeeded(couple bool) int {
	if couple {
		return 2
	}
	return 1
}

// IsCouples reports whether a service is a couples treatment: a couple
// room and two therapists at once.
func (s Service) IsCouples() bool { return s.Category == CategoryCouples }

// HoldSpan returns what a treatment of svc starting at minute holds: its
// duration and preparation time, bounded by the end of the day.
func HoldSpan(minute int, svc Service) Interval {
	return Interval{minute, min(minute+svc.Duration+svc.PrepTime, MinutesPerDay)}
}

// DayPlan is everything that decides one day's bookings: the day's hours
// (nil when closed), the team and rooms (inactive ones are ignored), what
// the day's bookings already hold, and the room blocks that cover part of
// the day (a blocked room is not free then; roomblock.go).
type DayPlan struct {
	Date       Date
	Hours      *Hours
	Therapists []Therapist
	Rooms      []Room
	Holds      []Hold
	Blocks     []RoomBlock
}

// Assignment is the room and therapists a booking gets.
type Assignment struct {
	RoomID       int64   `json:"roomId"`
	TherapistIDs []int64 `json:"therapistIds"`
}

// Assign picks a room and therapists for svc at minute with the
// visitor's preference, ignoring the booking ignore (the one being moved;
// 0 for none), or says why there is none: ReasonNoTherapist when no
// qualified therapist of the preference works that time at all,
// ReasonFull when they or the rooms are all taken. Opening hours are
// SlotRules' business. Single treatments take a single room before the
// couple room; therapists are taken least busy first, so the day's work
// spreads over the team.
func (p DayPlan) Assign(svc Service, minute int, pref Preference, ignore int64) (Assignment, string) {
	treatment := Interval{minute, minute + svc.Duration}
	span := HoldSpan(minute, svc)
	couple := svc.IsCouples()
	holds := make([]Hold, 0, len(p.Holds))
	for _, h := range p.Holds {
		if ignore == 0 || h.BookingID != ignore {
			holds = append(holds, h)
		}
	}
	busyT, busyR := map[int64]bool{}, map[int64]bool{}
	load := map[int64]int{}
	for _, h := range holds {
		for _, id := range h.TherapistIDs {
			load[id] += h.Span.End - h.Span.Start
			if h.Span.Overlaps(span) {
				busyT[id] = true
			}
		}
		if h.RoomID != 0 && h.Span.Overlaps(span) {
			busyR[h.RoomID] = true
		}
	}
	for _, b := range p.Blocks {
		if iv, ok := b.On(p.Date); ok && iv.Overlaps(span) {
			busyR[b.RoomID] = true
		}
	}
	// Who could do it: qualified, at work for the treatment, of the
	// preference (a couples treatment with a named therapist pairs them
	// with any qualified colleague).
	var named, others []Therapist
	for _, t := range p.Therapists {
		if !t.Qualified(svc.ID) || !t.Works(p.Date, treatment) {
			continue
		}
		switch {
		case pref.TherapistID > 0 && t.ID == pref.TherapistID:
			named = append(named, t)
		case pref.TherapistID > 0 && couple:
			others = append(others, t)
		case pref.TherapistID == 0 && pref.Matches(t):
			others = append(others, t)
		}
	}
	need := therapistsNeeded(couple)
	if (pref.TherapistID > 0 && len(named) == 0) || len(named)+len(others) < need {
		return Assignment{}, ReasonNoTherapist
	}
	free := func(ts []Therapist) []int64 {
		var out []int64
		for _, t := range ts {
			if !busyT[t.ID] {
				out = append(out, t.ID)
			}
		}
		sort.SliceStable(out, func(i, j int) bool {
			if load[out[i]] != load[out[j]] {
				return load[out[i]] < load[out[j]]
			}
			return out[i] < out[j]
		})
		return out
	}
	freeNamed, freeOthers := free(named), free(others)
	var chosen []int64
	if pref.TherapistID > 0 {
		if len(freeNamed) == 0 {
			return Assignment{}, ReasonFull
		}
		chosen = append(chosen, freeNamed[0])
	}
	for _, id := range freeOthers {
		if len(chosen) == need {
			break
		}
		chosen = append(chosen, id)
	}
	if len(chosen) < need {
		return Assignment{}, ReasonFull
	}
	var rooms []Room
	for _, r := range p.Rooms {
		if r.Active && !busyR[r.ID] && (!couple || r.Kind == RoomCouple) {
			rooms = append(rooms, r)
		}
	}
	sort.SliceStable(rooms, func(i, j int) bool {
		return rooms[i].Kind == RoomSingle && rooms[j].Kind != RoomSingle
	})
	for _, r := range rooms {
		a := Assignment{RoomID: r.ID, TherapistIDs: chosen}
		if p.leavesRoomForUnassigned(holds, span, a, couple) {
			return a, ""
		}
	}
	return Assignment{}, ReasonFull
}

// leavesRoomForUnassigned reports whether, with a taking its room and
// therapists over span, the bookings without an assigned room or
// therapists still find enough of them free at every moment of span:
// rooms of any kind for all, couple rooms for the couples, therapists for
// all. The load only rises where a span starts, so checking span's start
// and every start inside it is enough.
func (p DayPlan) leavesRoomForUnassigned(holds []Hold, span Interval, a Assignment, couple bool) bool {
	points := []int{span.Start}
	for _, b := range p.Blocks {
		if iv, ok := b.On(p.Date); ok && iv.Start > span.Start && iv.Start < span.End {
			points = append(points, iv.Start)
		}
	}
	anyUnassigned := false
	for _, h := range holds {
		if h.RoomID == 0 || len(h.TherapistIDs) == 0 {
			anyUnassigned = true
			if h.Span.Start > span.Start && h.Span.Start < span.End {
				points = append(points, h.Span.Start)
			}
		}
	}
	if !anyUnassigned {
		return true
	}
	for _, at := range points {
		moment := Interval{at, at + 1}
		takenR := map[int64]bool{a.RoomID: true}
		for _, b := range p.Blocks {
			if iv, ok := b.On(p.Date); ok && iv.Overlaps(moment) {
				takenR[b.RoomID] = true
			}
		}
		takenT := map[int64]bool{}
		for _, id := range a.TherapistIDs {
			takenT[id] = true
		}
		needRooms, needCouple, needTherapists := 0, 0, 0
		for _, h := range holds {
			if !h.Span.Overlaps(moment) {
				continue
			}
			if h.RoomID != 0 {
				takenR[h.RoomID] = true
			} else {
				needRooms++
				if h.Couple {
					needCouple++
				}
			}
			if len(h.TherapistIDs) > 0 {
				for _, id := range h.TherapistIDs {
					takenT[id] = true
				}
			} else {
				needTherapists += therapistsNeeded(h.Couple)
			}
		}
		freeRooms, freeCouple, freeTherapists := 0, 0, 0
		for _, r := range p.Rooms {
			if r.Active && !takenR[r.ID] {
				freeRooms++
				if r.Kind == RoomCouple {
					freeCouple++
				}
			}
		}
		for _, t := range p.Therapists {
			if t.Active && !takenT[t.ID] {
				freeTherapists++
			}
		}
		if freeRooms < needRooms || freeCouple < needCouple || freeTherapists < needTherapists {
			return false
		}
	}
	return true
}

// SlotRules are the booking rules of a deployment: the grid of start
// times, the spa's clock, and how many requests one guest may have
// waiting.
type SlotRules struct {
	// Step is the minutes between start times (DefaultSlotStep when 0).
	Step  int
	Clock Clock
	// GuestLimit bounds the pending requests of one guest for one day;
	// its zero value sets no bound.
	GuestLimit GuestLimit
}

func (r SlotRules) step() int {
	if ValidSlotStep(r.Step) {
		return r.Step
	}
	return DefaultSlotStep
}

// Slot is one start time of a day and whether it can be booked.
type Slot struct {
	Time      string `json:"time"`
	Available bool   `json:"available"`
	// Reason is empty when Available, else one of the Reason* constants.
	Reason string `json:"reason,omitempty"`
}

// OnGrid reports whether minute is a start time of the grid: a multiple
// of the step from midnight.
func (r SlotRules) OnGrid(minute int) bool {
	return minute >= 0 && minute < MinutesPerDay && minute%r.step() == 0
}

// Grid returns the start times of a day with hours h: every step from
// opening time to before closing. A closed day gets the default day's
// grid, so that the visitor sees its times marked closed.
func (r SlotRules) Grid(h *Hours) []int {
	day := Hours{DefaultOpenMinute, DefaultCloseMinute}
	if h != nil {
		day = *h
	}
	step := r.step()
	first := (day.Open + step - 1) / step * step
	var out []int
	for m := first; m < day.Close; m += step {
		out = append(out, m)
	}
	return out
}

// InHorizon reports whether d is a day a visitor may book: today in the
// spa's zone up to BookingHorizonDays ahead.
func (r SlotRules) InHorizon(d Date) bool {
	today := r.Clock.Today()
	return !d.Before(today) && !d.After(today.AddDays(BookingHorizonDays))
}

// Place returns the room and therapists svc gets at minute of the plan's
// day with the preference, or why it cannot start then.
func (r SlotRules) Place(p DayPlan, minute int, svc Service, pref Preference, ignore int64) (Assignment, string) {
	today := r.Clock.Today()
	d := p.Date
	switch {
	case d.After(today.AddDays(BookingHorizonDays)):
		return Assignment{}, ReasonTooFarAhead
	case d.Before(today), !d.At(minute, r.Clock.Location).After(r.Clock.Time()):
		return Assignment{}, ReasonPast
	case p.Hours == nil || minute < p.Hours.Open || minute >= p.Hours.Close || !r.OnGrid(minute):
		return Assignment{}, ReasonClosed
	case minute+svc.Duration > p.Hours.Close:
		return Assignment{}, ReasonAfterClosing
	}
	return p.Assign(svc, minute, pref, ignore)
}

// Day returns the start times of the plan's day for svc with their
// availability.
func (r SlotRules) Day(p DayPlan, svc Service, pref Preference) []Slot {
	out := []Slot{}
	for _, m := range r.Grid(p.Hours) {
		_, reason := r.Place(p, m, svc, pref, 0)
		out = append(out, Slot{Time: FormatClock(m), Available: reason == "", Reason: reason})
	}
	return out
}

// HasFreeTime reports whether any start time of the plan's day is free.
func (r SlotRules) HasFreeTime(p DayPlan, svc Service, pref Preference) bool {
	for _, m := range r.Grid(p.Hours) {
		if _, reason := r.Place(p, m, svc, pref, 0); reason == "" {
			return true
		}
	}
	return false
}

// Check returns the room and therapists svc gets at minute of the plan's
// day, or an ECONFLICT error saying why it cannot, in words a visitor
// understands.
func (r SlotRules) Check(p DayPlan, minute int, svc Service, pref Preference, ignore int64) (Assignment, error) {
	a, reason := r.Place(p, minute, svc, pref, ignore)
	return a, ReasonError(reason, p.Hours)
}

// ReasonError turns a slot's reason into the visitor's message; nil for
// no reason.
func ReasonError(reason string, h *Hours) error {
	switch reason {
	case "":
		return nil
	case ReasonFull:
		return Errorf(ECONFLICT, "This time slot is no longer available. Please choose another time.")
	case ReasonPast:
		return Errorf(ECONFLICT, "This time has already passed. Please choose a later time.")
	case ReasonAfterClosing:
		closing := DefaultCloseMinute
		if h != nil {
			closing = h.Close
		}
		return Errorf(ECONFLICT, "This treatment would end after closing time (%s). Please choose an earlier time.", Format12(closing))
	case ReasonClosed:
		return Errorf(ECONFLICT, "The spa is closed at that time. Please choose another day or time.")
	case ReasonNoTherapist:
		return Errorf(ECONFLICT, "No therapist of your preference is available at that time. Please choose another time or preference.")
	default:
		return Errorf(ECONFLICT, "Bookings open up to 90 days ahead. Please choose an earlier date.")
	}
}

// Format12 writes a minute of the day as "10:00 PM".
func Format12(minute int) string {
	h, m := (minute/60)%24, minute%60
	suffix := "AM"
	if h >= 12 {
		suffix = "PM"
	}
	h12 := h % 12
	if h12 == 0 {
		h12 = 12
	}
	return strconv.Itoa(h12) + ":" + FormatClock(m)[3:] + " " + suffix
}

// Fit checks that a treatment of svc can start at minute of the plan's
// day with exactly the room and therapists of a, ignoring the booking
// ignore (the one being moved): the manager's reassignment. The wrong
// number of therapists, an unknown or inactive one, one not qualified, an
// unknown or inactive room, or a single room for a couples treatment is
// EINVALID naming the field; a closed or past time, a therapist not at
// work, or a therapist or room held by another booking is ECONFLICT, the
// other booking named.
func (r SlotRules) Fit(p DayPlan, minute int, svc Service, a Assignment, ignore int64) error {
	today := r.Clock.Today()
	switch d := p.Date; {
	case d.Before(today), !d.At(minute, r.Clock.Location).After(r.Clock.Time()):
		return ReasonError(ReasonPast, p.Hours)
	case p.Hours == nil || minute < p.Hours.Open || minute >= p.Hours.Close || !r.OnGrid(minute):
		return ReasonError(ReasonClosed, p.Hours)
	case minute+svc.Duration > p.Hours.Close:
		return ReasonError(ReasonAfterClosing, p.Hours)
	}
	couple := svc.IsCouples()
	treatment := Interval{minute, minute + svc.Duration}
	span := HoldSpan(minute, svc)
	if need := therapistsNeeded(couple); len(a.TherapistIDs) != need {
		if couple {
			return FieldError("therapistIds", "A couples treatment needs two therapists.")
		}
		return FieldError("therapistIds", "Choose one therapist.")
	}
	if couple && a.TherapistIDs[0] == a.TherapistIDs[1] {
		return FieldError("therapistIds", "Choose two different therapists.")
	}
	holds := make([]Hold, 0, len(p.Holds))
	for _, h := range p.Holds {
		if h.BookingID != ignore {
			holds = append(holds, h)
		}
	}
	for _, id := range a.TherapistIDs {
		var t *Therapist
		for i := range p.Therapists {
			if p.Therapists[i].ID == id && p.Therapists[i].Active {
				t = &p.Therapists[i]
			}
		}
		switch {
		case t == nil:
			return FieldError("therapistIds", "Choose active therapists of the team.")
		case !t.Qualified(svc.ID):
			return FieldError("therapistIds", t.Name+" is not qualified for this treatment.")
		case !t.Works(p.Date, treatment):
			return Errorf(ECONFLICT, "%s does not work at that time.", t.Name)
		}
		for _, h := range holds {
			for _, other := range h.TherapistIDs {
				if other == id && h.Span.Overlaps(span) {
					return Errorf(ECONFLICT, "%s is booked then (booking #%d).", t.Name, h.BookingID)
				}
			}
		}
	}
	var room *Room
	for i := range p.Rooms {
		if p.Rooms[i].ID == a.RoomID && p.Rooms[i].Active {
			room = &p.Rooms[i]
		}
	}
	switch {
	case room == nil:
		return FieldError("roomId", "Choose an active room.")
	case couple && room.Kind != RoomCouple:
		return FieldError("roomId", "A couples treatment needs a couple room.")
	}
	for _, h := range holds {
		if h.RoomID == room.ID && h.Span.Overlaps(span) {
			return Errorf(ECONFLICT, "%s is booked then (booking #%d).", room.Name, h.BookingID)
		}
	}
	if b := p.blockedOn(room.ID, span); b != nil {
		return Errorf(ECONFLICT, "%s is blocked %s.", room.Name, b.Describe())
	}
	if !p.leavesRoomForUnassigned(holds, span, a, couple) {
		return Errorf(ECONFLICT, "The bookings without a room or therapist still need them at that time.")
	}
	return nil
}
