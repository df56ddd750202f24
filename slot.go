package dayspa

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

// WeekTimes returns the start times of a week with hours oh, as
// "15:04" in order: each time of the grid that some weekday has. The
// booking form offers them until a service and a day are chosen (then the
// day's own times); with the default hours and step, hourly from 09:00 to
// 21:00. A week closed every day gets the default day's grid.
func (r SlotRules) WeekTimes(oh OpeningHours) []string {
	var has [MinutesPerDay]bool
	open := false
	for _, h := range oh {
		if h == nil {
			continue
		}
		open = true
		for _, m := range r.Grid(h) {
			has[m] = true
		}
	}
	if !open {
		for _, m := range r.Grid(nil) {
			has[m] = true
		}
	}
	out := []string{}
	for m, ok := range has {
		if ok {
			out = append(out, FormatClock(m))
		}
	}
	return out
}

// InHorizon reports whether d is a day a visitor may book: today in the
// spa's zone up to BookingHorizonDays ahead.
func (r SlotRules) InHorizon(d Date) bool {
	_, _, ok := r.Horizon(d, d)
	return ok
}

// Horizon narrows from..to to the days a visitor may book (InHorizon);
// ok is false when none of them is.
func (r SlotRules) Horizon(from, to Date) (Date, Date, bool) {
	today := r.Clock.Today()
	if from.Before(today) {
		from = today
	}
	if last := today.AddDays(BookingHorizonDays); to.After(last) {
		to = last
	}
	return from, to, !to.Before(from)
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
		return Errorf(ECONFLICT, MsgSlotFull)
	case ReasonPast:
		return Errorf(ECONFLICT, MsgSlotPast)
	case ReasonAfterClosing:
		closing := DefaultCloseMinute
		if h != nil {
			closing = h.Close
		}
		return Errorf(ECONFLICT, MsgAfterClosing, Format12(closing)).With("close", FormatClock(closing))
	case ReasonClosed:
		return Errorf(ECONFLICT, MsgSpaClosed)
	case ReasonNoTherapist:
		return Errorf(ECONFLICT, MsgNoTherapist)
	default:
		return Errorf(ECONFLICT, MsgTooFarAhead)
	}
}

// Format12 writes a minute of the day as "10:00 PM".
func Format12(minute int) string { return FormatTime(minute, English) }

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
			return FieldError("therapistIds", MsgCouplesTwoTherapists)
		}
		return FieldError("therapistIds", MsgOneTherapist)
	}
	if couple && a.TherapistIDs[0] == a.TherapistIDs[1] {
		return FieldError("therapistIds", MsgTwoDifferentTherapists)
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
			return FieldError("therapistIds", MsgActiveTherapists)
		case !t.Qualified(svc.ID):
			return FieldError("therapistIds", MsgNotQualified, t.Name)
		case !t.Works(p.Date, treatment):
			return Errorf(ECONFLICT, MsgNotWorking, t.Name)
		}
		for _, h := range holds {
			for _, other := range h.TherapistIDs {
				if other == id && h.Span.Overlaps(span) {
					return Errorf(ECONFLICT, MsgBookedThen, t.Name, h.BookingID)
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
		return FieldError("roomId", MsgActiveRoom)
	case couple && room.Kind != RoomCouple:
		return FieldError("roomId", MsgCoupleRoom)
	}
	for _, h := range holds {
		if h.RoomID == room.ID && h.Span.Overlaps(span) {
			return Errorf(ECONFLICT, MsgBookedThen, room.Name, h.BookingID)
		}
	}
	if b := p.blockedOn(room.ID, span); b != nil {
		return Errorf(ECONFLICT, MsgRoomBlocked, room.Name, b.Describe())
	}
	if !p.leavesRoomForUnassigned(holds, span, a, couple) {
		return Errorf(ECONFLICT, MsgUnassignedNeed)
	}
	return nil
}

// The messages of slot's rules.
var (
	MsgSlotFull               = NewMsg("booking.slot_full", "This time slot is no longer available. Please choose another time.")
	MsgSlotPast               = NewMsg("booking.slot_past", "This time has already passed. Please choose a later time.")
	MsgAfterClosing           = NewMsg("booking.after_closing", "This treatment would end after closing time (%s). Please choose an earlier time.", "close")
	MsgSpaClosed              = NewMsg("booking.closed", "The spa is closed at that time. Please choose another day or time.")
	MsgNoTherapist            = NewMsg("booking.no_therapist", "No therapist of your preference is available at that time. Please choose another time or preference.")
	MsgTooFarAhead            = NewMsg("booking.too_far_ahead", "Bookings open up to 90 days ahead. Please choose an earlier date.")
	MsgCouplesTwoTherapists   = NewMsg("assign.couples_two_therapists", "A couples treatment needs two therapists.")
	MsgOneTherapist           = NewMsg("assign.one_therapist", "Choose one therapist.")
	MsgTwoDifferentTherapists = NewMsg("assign.two_different_therapists", "Choose two different therapists.")
	MsgActiveTherapists       = NewMsg("assign.active_therapists", "Choose active therapists of the team.")
	MsgNotQualified           = NewMsg("assign.not_qualified", "%s is not qualified for this treatment.", "name")
	MsgNotWorking             = NewMsg("assign.not_working", "%s does not work at that time.", "name")
	MsgBookedThen             = NewMsg("assign.booked_then", "%s is booked then (booking #%d).", "name", "booking")
	MsgActiveRoom             = NewMsg("assign.active_room", "Choose an active room.")
	MsgCoupleRoom             = NewMsg("assign.couple_room", "A couples treatment needs a couple room.")
	MsgRoomBlocked            = NewMsg("assign.room_blocked", "%s is blocked %s.", "name", "when")
	MsgUnassignedNeed         = NewMsg("assign.unassigned_need", "The bookings without a room or therapist still need them at that time.")
)
