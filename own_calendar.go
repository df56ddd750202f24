package dayspa

import (
	"context"
	"net/url"
)

// A therapist's own calendar: her bookings of a few days, as she needs
// them in the treatment room. She sees the guest's first name and special
// requests, never the guest's full name, phone or e-mail, and never
// another therapist's bookings.

// MaxOwnCalendarDays bounds the days of one answer of her calendar: a
// month, enough for her week view and a look ahead.
const MaxOwnCalendarDays = 31

// OwnBooking is one of a therapist's bookings as her own calendar shows it.
type OwnBooking struct {
	ID     int64         `json:"id"`
	Date   Date          `json:"date"`
	Start  string        `json:"start"`
	End    string        `json:"end"`
	Status BookingStatus `json:"status"`
	// ServiceName and RoomName ("" while the booking has no room).
	ServiceName string `json:"serviceName"`
	RoomName    string `json:"roomName"`
	// GuestFirstName is the only part of the guest she is told (FirstName).
	GuestFirstName  string `json:"guestFirstName"`
	SpecialRequests string `json:"specialRequests"`
}

// OwnCalendar is the answer of her calendar: the days asked and her
// bookings in them, by day and start.
type OwnCalendar struct {
	From     Date         `json:"from"`
	To       Date         `json:"to"`
	Bookings []OwnBooking `json:"bookings"`
}

// Messages of her calendar's query.
var (
	MsgOwnCalendarSpan = NewMsg("calendar.own_span", "Please ask for at most %d days.", "max")
)

// OwnCalendarQuery reads ?from=&to= (YYYY-MM-DD, inside the record window,
// to on or after from, at most MaxOwnCalendarDays days). Without from it
// is today; without to, the day from.
func OwnCalendarQuery(q url.Values, today Date) (from, to Date, err error) {
	f := FieldErrors{}
	day := func(name string, def Date) Date {
		d := optionalDateQuery(q, f, name)
		if d == nil {
			return def
		}
		if !CheckRecordDate(f, name, *d, today) {
			return def
		}
		return *d
	}
	from = day("from", today)
	to = day("to", from)
	if len(f) == 0 {
		CheckPeriod(f, "to", &from, &to)
	}
	if len(f) == 0 && to.After(from.AddDays(MaxOwnCalendarDays-1)) {
		f.Add("to", MsgOwnCalendarSpan, MaxOwnCalendarDays)
	}
	if err := f.Err(); err != nil {
		return Date{}, Date{}, err
	}
	return from, to, nil
}

// OwnCalendarStore reads a therapist's own calendar.
type OwnCalendarStore interface {
	// TherapistBookings returns the bookings of from..to, of every
	// status, that therapist is one of the therapists of, by day and
	// start; none for an unknown therapist.
	TherapistBookings(ctx context.Context, therapistID int64, from, to Date) ([]OwnBooking, error)
}
