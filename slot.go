package dayspa

import "fmt"

// The spa's day: treatments start on the hour from 09:00 to 21:00 and end
// by 22:00. Minutes are counted from midnight of the spa's calendar date.
const (
	OpeningMinute   = 9 * 60
	ClosingMinute   = 22 * 60
	LastStartMinute = 21 * 60
	SlotStep        = 60
	// BookingHorizonDays is how far ahead a visitor may book.
	BookingHorizonDays = 90
	// DefaultSlotCapacity is how many places (rooms with their therapists)
	// run at once unless configured otherwise.
	DefaultSlotCapacity = 3
)

// Why a slot cannot be booked.
const (
	ReasonFull         = "full"
	ReasonPast         = "past"
	ReasonAfterClosing = "after_closing"
	ReasonTooFarAhead  = "too_far_ahead"
)

// SlotTimes returns the 13 start times, "09:00" to "21:00".
func SlotTimes() []string {
	var out []string
	for m := OpeningMinute; m <= LastStartMinute; m += SlotStep {
		out = append(out, FormatSlot(m))
	}
	return out
}

// FormatSlot writes a minute of the day as "HH:MM".
func FormatSlot(minute int) string { return fmt.Sprintf("%02d:%02d", minute/60, minute%60) }

// ParseSlot returns the minute of the day of one of the 13 start times.
func ParseSlot(s string) (int, bool) {
	for m := OpeningMinute; m <= LastStartMinute; m += SlotStep {
		if FormatSlot(m) == s {
			return m, true
		}
	}
	return 0, false
}

// PlacesFor returns how many places a treatment of the category takes: a
// couples treatment needs two rooms-and-therapists, anything else one.
func PlacesFor(category string) int {
	if category == CategoryCouples {
		return 2
	}
	return 1
}

// Occupancy is the span of the day a booking holds and how many places it
// takes. End is exclusive: a 10:00 treatment of 90 minutes ends at 11:30.
type Occupancy struct {
	Start  int `json:"start"`
	End    int `json:"end"`
	Places int `json:"places"`
}

// OccupancyOf returns what a booking of svc starting at minute holds.
func OccupancyOf(minute int, svc Service) Occupancy {
	return Occupancy{Start: minute, End: minute + svc.Duration, Places: PlacesFor(svc.Category)}
}

// Fits reports whether n can run beside existing without more than capacity
// places being in use at any moment. The load only rises where a span
// starts, so checking n's start and every start inside n is enough.
func Fits(existing []Occupancy, n Occupancy, capacity int) bool {
	points := []int{n.Start}
	for _, o := range existing {
		if o.Start > n.Start && o.Start < n.End {
			points = append(points, o.Start)
		}
	}
	for _, t := range points {
		load := n.Places
		for _, o := range existing {
			if o.Start <= t && t < o.End {
				load += o.Places
			}
		}
		if load > capacity {
			return false
		}
	}
	return true
}

// SlotRules are the booking rules of a deployment: which start times can
// be booked, and how many requests one guest may have waiting.
type SlotRules struct {
	Capacity int
	Clock    Clock
	// GuestLimit bounds the pending requests of one guest for one day;
	// its zero value sets no bound.
	GuestLimit GuestLimit
}

// Slot is one start time of a day and whether it can be booked.
type Slot struct {
	Time      string `json:"time"`
	Available bool   `json:"available"`
	// Reason is empty when Available, else one of the Reason* constants.
	Reason string `json:"reason,omitempty"`
}

// InHorizon reports whether d is a day a visitor may book: today in the
// spa's zone up to BookingHorizonDays ahead.
func (r SlotRules) InHorizon(d Date) bool {
	today := r.Clock.Today()
	return !d.Before(today) && !d.After(today.AddDays(BookingHorizonDays))
}

// SlotReason returns why svc cannot start at minute on d given what is
// already booked that day, or "" if it can.
func (r SlotRules) SlotReason(d Date, minute int, svc Service, booked []Occupancy) string {
	today := r.Clock.Today()
	switch {
	case d.After(today.AddDays(BookingHorizonDays)):
		return ReasonTooFarAhead
	case d.Before(today), !d.At(minute, r.Clock.Location).After(r.Clock.Time()):
		return ReasonPast
	case minute+svc.Duration > ClosingMinute:
		return ReasonAfterClosing
	case !Fits(booked, OccupancyOf(minute, svc), r.Capacity):
		return ReasonFull
	}
	return ""
}

// Day returns the 13 slots of d for svc with their availability.
func (r SlotRules) Day(d Date, svc Service, booked []Occupancy) []Slot {
	var out []Slot
	for m := OpeningMinute; m <= LastStartMinute; m += SlotStep {
		reason := r.SlotReason(d, m, svc, booked)
		out = append(out, Slot{Time: FormatSlot(m), Available: reason == "", Reason: reason})
	}
	return out
}

// Check returns nil if svc can start at minute on d, else an ECONFLICT
// error saying why, in words a visitor understands.
func (r SlotRules) Check(d Date, minute int, svc Service, booked []Occupancy) error {
	switch r.SlotReason(d, minute, svc, booked) {
	case "":
		return nil
	case ReasonFull:
		return Errorf(ECONFLICT, "This time slot is no longer available. Please choose another time.")
	case ReasonPast:
		return Errorf(ECONFLICT, "This time has already passed. Please choose a later time.")
	case ReasonAfterClosing:
		return Errorf(ECONFLICT, "This treatment would end after closing time (10:00 PM). Please choose an earlier time.")
	default:
		return Errorf(ECONFLICT, "Bookings open up to 90 days ahead. Please choose an earlier date.")
	}
}
