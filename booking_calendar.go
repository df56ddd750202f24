package dayspa

import (
	"context"
	"strconv"
	"strings"
	"time"
)

// The manager's calendar: the bookings of a few days with what they hold,
// each therapist's day, and a booking's move to another time, therapist
// or room.

// CalendarBooking is a booking as the manager's calendar shows it: its
// day and span, what it holds, its status, customer and service.
type CalendarBooking struct {
	ID          int64         `json:"id"`
	BookingDate Date          `json:"bookingDate"`
	Start       string        `json:"start"`
	End         string        `json:"end"`
	HoldEnd     string        `json:"holdEnd"`
	Status      BookingStatus `json:"status"`
	// TherapistIDs and RoomID are empty for a booking made before the spa
	// had rooms and therapists, until the manager assigns them.
	TherapistIDs    []int64 `json:"therapistIds"`
	RoomID          *int64  `json:"roomId"`
	SpecialRequests string  `json:"specialRequests"`
	// Language is the guest's (their messages are written in it).
	Language Language `json:"language"`
	Customer struct {
		ID   int64  `json:"id"`
		Name string `json:"name"`
		// FirstName is what the printed day sheet calls the guest
		// (FirstName): the sheet lies on a desk and hangs in the rooms.
		FirstName string `json:"firstName"`
		Email     string `json:"email"`
		Phone     string `json:"phone"`
		// WhatsAppURL is a chat with the guest (WhatsAppURL), "" when
		// the phone is not a number.
		WhatsAppURL string `json:"whatsappUrl"`
	} `json:"customer"`
	Service struct {
		ID       int64  `json:"id"`
		Name     string `json:"name"`
		Category string `json:"category"`
	} `json:"service"`
	// Actions are what the dashboard may do with it now (ActionsOf).
	Actions BookingActions `json:"actions"`
	// Undo, on the answer of a move, is how to take it back
	// (BookingUndo).
	Undo *UndoTicket `json:"undo,omitempty"`
}

// Fill sets b's actions at now, its start read on loc (the spa's clock),
// and its guest's first name and WhatsApp chat.
func (b *CalendarBooking) Fill(now time.Time, loc *time.Location) {
	minute, _ := ParseClock(b.Start)
	b.Actions = ActionsOf(b.Status, b.BookingDate.At(minute, loc), now)
	b.Customer.FirstName = FirstName(b.Customer.Name)
	b.Customer.WhatsAppURL = WhatsAppURL(b.Customer.Phone)
}

// MaxCalendarDays bounds the days of one calendar answer: a week.
const MaxCalendarDays = 7

// MaxPlanDays bounds the days of plans one question reads: a month, the
// most a visitor's date picker asks for at once.
const MaxPlanDays = 31

// CalendarQuery reads the days the manager's calendar shows (GET
// /api/admin/calendar?date=&days=): date as YYYY-MM-DD inside the record
// window, days from 1 (the default) to MaxCalendarDays. It returns the
// first and last days.
func CalendarQuery(date, days string, today Date) (from, to Date, err error) {
	f := FieldErrors{}
	from, perr := ParseDate(strings.TrimSpace(date))
	if perr != nil {
		f.Add("date", MsgCalendarDate)
	} else {
		CheckRecordDate(f, "date", from, today)
	}
	n := 1
	if days != "" {
		v, err := strconv.Atoi(days)
		if err != nil || v < 1 || v > MaxCalendarDays {
			f.Add("days", MsgCalendarDays, MaxCalendarDays)
		}
		n = v
	}
	if err := f.Err(); err != nil {
		return Date{}, Date{}, err
	}
	return from, from.AddDays(n - 1), nil
}

// CalendarStore reads the manager's calendar.
type CalendarStore interface {
	// CalendarBookings returns the bookings of from..to, of every status,
	// by day and start.
	CalendarBookings(ctx context.Context, from, to Date) ([]CalendarBooking, error)
}

// TherapistShift is one therapist's day on the calendar: the working
// intervals, or none with the time off's note.
type TherapistShift struct {
	TherapistID int64      `json:"therapistId"`
	Working     []Interval `json:"working"`
	TimeOff     *TimeOff   `json:"timeOff"`
}

// DayOf returns t's day d for the calendar.
func (t Therapist) DayOf(d Date) TherapistShift {
	td := TherapistShift{TherapistID: t.ID, Working: []Interval{}}
	for _, off := range t.TimeOff {
		if !d.Before(off.From) && !d.After(off.To) {
			o := off
			td.TimeOff = &o
			return td
		}
	}
	if t.Active {
		td.Working = append(td.Working, t.Schedule[d.Weekday()]...)
	}
	return td
}

// BookingMove is the manager's change of a booking: any of its therapists,
// room, date and time; what is left out stays.
type BookingMove struct {
	TherapistIDs *[]int64 `json:"therapistIds"`
	RoomID       *int64   `json:"roomId"`
	BookingDate  *string  `json:"bookingDate"`
	BookingTime  *string  `json:"bookingTime"`
}

// Parse reads the date and time given (nil when left out), with the
// booking form's messages. A new date follows the booking horizon, as a
// guest's booking does: today up to BookingHorizonDays ahead.
func (m BookingMove) Parse(rules SlotRules) (*Date, *int, error) {
	f := FieldErrors{}
	var d *Date
	var minute *int
	if m.BookingDate != nil {
		v, err := ParseDate(strings.TrimSpace(*m.BookingDate))
		switch {
		case err != nil:
			f.Add("bookingDate", MsgBookingDate)
		case !rules.InHorizon(v):
			// A move follows the booking horizon, as a new booking does.
			f.Add("bookingDate", MsgDateRange)
		}
		d = &v
	}
	if m.BookingTime != nil {
		v, ok := ParseClock(strings.TrimSpace(*m.BookingTime))
		if !ok || !rules.OnGrid(v) {
			f.Add("bookingTime", MsgTimeSlot)
		}
		minute = &v
	}
	if m.TherapistIDs == nil && m.RoomID == nil && m.BookingDate == nil && m.BookingTime == nil {
		return nil, nil, Errorf(EINVALID, MsgMoveNothing)
	}
	return d, minute, f.Err()
}

// CanBeMoved reports whether a booking in status s may be moved or
// reassigned: only one that still holds its time ahead.
func (s BookingStatus) CanBeMoved() bool { return s == StatusPending || s == StatusConfirmed }

// BookingMover moves and reassigns bookings.
type BookingMover interface {
	// MoveBooking applies m to the booking id, atomically with
	// rules.Fit on the new day's plan: ENOTFOUND for an unknown id,
	// ECONFLICT for a booking that is no longer pending or confirmed or
	// for a room or therapist taken (the other booking named), EINVALID
	// for a therapist or room that cannot take it. A booking made before
	// the spa had rooms and therapists, moved without them being named,
	// gets them assigned by the booking rule.
	MoveBooking(ctx context.Context, id int64, m BookingMove, rules SlotRules) (*CalendarBooking, error)
}

// The messages of booking calendar's rules.
var (
	MsgCalendarDate = NewMsg("date.iso", "Date must be a date as YYYY-MM-DD.")
	MsgCalendarDays = NewMsg("calendar.days", "Days must be a whole number from 1 to %d.", "max")
	MsgMoveNothing  = NewMsg("calendar.move_nothing", "Give the therapists, room, date or time to change.")
)
