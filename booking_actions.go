package dayspa

import (
	"net/url"
	"strings"
	"time"
)

// What the dashboard may do with a booking now, and the guest's WhatsApp
// chat: the one source of these rules, so that the back office shows
// exactly the moves the server accepts and holds no copy of them.

// ActionOrder is the order in which the dashboard offers the statuses a
// booking may move to: forward first (confirm, complete), then the ends
// that take a reason (cancel, no-show).
var ActionOrder = []BookingStatus{StatusConfirmed, StatusCompleted, StatusCancelled, StatusNoShow}

// BookingActions are what the dashboard may do with a booking now: the
// statuses it may set (BookingStatus.CanMoveTo, and a completion or a
// no-show only once the appointment has started: CheckStarted), in
// ActionOrder, and whether it may be moved or reassigned (CanBeMoved).
type BookingActions struct {
	Statuses []BookingStatus `json:"statuses"`
	Move     bool            `json:"move"`
}

// ActionsOf returns what the dashboard may do at now (the spa's clock)
// with a booking in status s whose appointment starts at start.
func ActionsOf(s BookingStatus, start, now time.Time) BookingActions {
	out := BookingActions{Statuses: []BookingStatus{}, Move: s.CanBeMoved()}
	for _, next := range ActionOrder {
		if s.CanMoveTo(next) && next.CheckStarted(start, now) == nil {
			out.Statuses = append(out.Statuses, next)
		}
	}
	return out
}

// Allows reports whether a includes the status next.
func (a BookingActions) Allows(next BookingStatus) bool {
	for _, s := range a.Statuses {
		if s == next {
			return true
		}
	}
	return false
}

// minWhatsAppDigits is the fewest digits a number with its country code
// has.
const minWhatsAppDigits = 8

// WhatsAppNumber is the guest's phone as wa.me takes it: digits with the
// country code. A number written with '+' keeps its digits; '00' before a
// country code is dropped; a number written the local way ('050 123
// 4567') is a UAE one (971). "" when it is too short to be a number.
func WhatsAppNumber(phone string) string {
	phone = strings.TrimSpace(phone)
	digits := PhoneDigits(phone)
	switch {
	case strings.HasPrefix(phone, "+"):
	case strings.HasPrefix(digits, "00"):
		digits = digits[2:]
	case strings.HasPrefix(digits, "0"):
		digits = "971" + digits[1:]
	}
	if len(digits) < minWhatsAppDigits {
		return ""
	}
	return digits
}

// WhatsAppURL is a WhatsApp chat with the guest whose phone is phone, ""
// when it is not a number (WhatsAppNumber).
func WhatsAppURL(phone string) string {
	n := WhatsAppNumber(phone)
	if n == "" {
		return ""
	}
	return "https://wa.me/" + n
}

// WhatsAppLink is a WhatsApp chat with phone (WhatsAppURL) carrying
// text, "" when phone is not a number.
func WhatsAppLink(phone, text string) string {
	chat := WhatsAppURL(phone)
	if chat == "" {
		return ""
	}
	// Spaces as %20, as wa.me reads them in every app.
	return chat + "?text=" + strings.ReplaceAll(url.QueryEscape(text), "+", "%20")
}

// ConfirmationChat is a WhatsApp chat with v's guest pre-filled with the
// confirmation in the booking's language (the words of the confirmation
// e-mail: the guest's name, the treatment, spa's name, day and time), ""
// when the phone is not a number.
func (v BookingView) ConfirmationChat(spa string) string {
	l := v.Booking.Language
	minute, _ := ParseClock(v.Booking.BookingTime)
	text := Words(l).Text("whatsapp.confirmation", "name", v.Customer.Name, "service", v.Service.Name, "spa", spa,
		"date", FormatDate(v.Booking.BookingDate, l), "time", FormatTime(minute, l))
	return WhatsAppLink(v.Customer.Phone, text)
}
