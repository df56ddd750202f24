package dayspa

import "strings"

// DefaultGuestDailyLimit is how many booking requests one guest may have
// pending for one day unless configured otherwise.
const DefaultGuestDailyLimit = 3

// GuestLimit bounds the booking requests one guest may have waiting for
// one day, so that one client cannot fill the calendar with requests the
// spa never hears back about: a booking holds its place while it is
// pending. A guest is one e-mail address (whatever its case) or one phone
// number (its digits: "+971 50 123 4567" is "+971501234567"); the day is
// the appointment's, the spa's calendar day the bookings are for. Only
// pending requests count: once the spa has confirmed or cancelled one, it
// has spoken to the guest.
type GuestLimit struct {
	// PerDay is how many pending requests a guest may hold for one day;
	// 0 sets no limit.
	PerDay int
	// Phone and WhatsApp are how the spa is reached, for the refusal: a
	// phone as people read it, and WhatsApp's digits.
	Phone, WhatsApp string
}

// Check returns nil when a guest with pending requests already waiting
// for the day may make one more, else an ETOOMANY error that says how to
// reach the spa instead.
func (g GuestLimit) Check(pending int) error {
	if g.PerDay <= 0 || pending < g.PerDay {
		return nil
	}
	requests := "requests"
	if g.PerDay == 1 {
		requests = "request"
	}
	var how string
	phone, wa := strings.TrimSpace(g.Phone), PhoneDigits(g.WhatsApp)
	switch {
	case phone != "" && wa != "":
		how = "call " + phone + " or message us on WhatsApp at +" + wa
	case phone != "":
		how = "call " + phone
	case wa != "":
		how = "message us on WhatsApp at +" + wa
	default:
		how = "contact the spa"
	}
	return Errorf(ETOOMANY, MsgGuestLimit,
		g.PerDay, requests, how)
}
