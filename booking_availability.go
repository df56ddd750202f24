package dayspa

import (
	"strings"
	"time"
)

// The questions a visitor asks the booking form before booking: which
// times of a day, which days of a month.

// ValidateAvailability checks a question "which times of this day can svc
// start?" with the booking form's messages: date as for bookingDate
// ("YYYY-MM-DD" or RFC 3339, mapped to the spa's calendar), a day a
// visitor may book (today up to the booking horizon, as for a booking),
// and an active service (svc is the one looked up by serviceID, nil when
// there is none).
func ValidateAvailability(date string, serviceID int64, svc *Service, rules SlotRules) (Date, error) {
	f := FieldErrors{}
	d, err := ParseCalendarDate(strings.TrimSpace(date), rules.Clock.Location)
	switch {
	case err != nil:
		f.Add("date", MsgBookingDate)
	case !rules.InHorizon(d):
		f.Add("date", MsgDateRange)
	}
	checkService(f, "serviceId", serviceID, svc)
	if err := f.Err(); err != nil {
		return Date{}, err
	}
	return d, nil
}

// MsgMonth is the answer to a month that is not "YYYY-MM"; MsgMonthRange
// to one with no day a visitor may book.
var (
	MsgMonth      = NewMsg("booking.month", "Month must be YYYY-MM.")
	MsgMonthRange = NewMsg("booking.month_range", "Please choose a month from today up to 90 days ahead.")
)

// ValidateMonthAvailability checks a question "which days of this month
// have a free time for svc?": month as "YYYY-MM", one that holds a day a
// visitor may book (today up to the booking horizon), and an active
// service (svc is the one looked up by serviceID, nil when there is none).
// It returns the month's first and last days: one answer is one month.
func ValidateMonthAvailability(month string, serviceID int64, svc *Service, rules SlotRules) (first, last Date, err error) {
	f := FieldErrors{}
	month = strings.TrimSpace(month)
	first, err = ParseDate(month + "-01")
	if err != nil || len(month) != 7 {
		f.Add("month", MsgMonth)
	} else {
		last = DateOf(time.Date(first.Year, first.Month+1, 0, 12, 0, 0, 0, time.UTC))
		if _, _, ok := rules.Horizon(first, last); !ok {
			f.Add("month", MsgMonthRange)
		}
	}
	checkService(f, "serviceId", serviceID, svc)
	if err := f.Err(); err != nil {
		return Date{}, Date{}, err
	}
	return first, last, nil
}
