package dayspa

import (
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// The dashboard's search (Ctrl/Cmd+K): one text that finds bookings,
// customers and messages, a few of each (docs/product.md, "Search").

// The bounds of the search: its text, and the results of each kind.
const (
	MinSearchQueryLen = 2
	MaxSearchQueryLen = 100
	MaxSearchResults  = 8
	// MinPhoneSearchDigits is the fewest digits of a number that are
	// looked for in phones: fewer would find nearly every phone.
	MinPhoneSearchDigits = 4
	// MaxExcerptLen bounds a message's excerpt, in characters.
	MaxExcerptLen = 120
)

// MsgSearchQuery refuses a search text too short, too long or unreadable.
var MsgSearchQuery = NewMsg("search.query", "Search must be %d to %d characters.", "min", "max")

// SearchTerms is what a search text looks for: the text itself (in names,
// e-mails and messages, whatever the case), the national digits of a phone
// number, and a booking number.
type SearchTerms struct {
	Text string
	// Digits is the phone number the text is, as NationalDigits gives it,
	// or "" when the text is not a number of at least MinPhoneSearchDigits.
	Digits string
	// BookingID is the booking number the text is ("#123" or "123"), or 0.
	BookingID int64
}

// ParseSearchQuery reads ?q= of the dashboard's search: trimmed, from
// MinSearchQueryLen to MaxSearchQueryLen characters of valid text.
func ParseSearchQuery(q url.Values) (SearchTerms, error) {
	v := strings.TrimSpace(q.Get("q"))
	n := utf8.RuneCountInString(v)
	if !utf8.ValidString(v) || n < MinSearchQueryLen || n > MaxSearchQueryLen || !ValidText(v, false) {
		f := FieldErrors{}
		f.Add("q", MsgSearchQuery, MinSearchQueryLen, MaxSearchQueryLen)
		return SearchTerms{}, f.Err()
	}
	return SearchTermsOf(v), nil
}

// SearchTermsOf returns what the (valid, trimmed) text v looks for.
func SearchTermsOf(v string) SearchTerms {
	t := SearchTerms{Text: v}
	if num := strings.TrimPrefix(v, "#"); num != "" && PhoneDigits(num) == num {
		if id, err := strconv.ParseInt(num, 10, 64); err == nil && id > 0 {
			t.BookingID = id
		}
	}
	if isPhoneText(v) {
		if d := NationalDigits(v); len(d) >= MinPhoneSearchDigits {
			t.Digits = d
		}
	}
	return t
}

// isPhoneText reports whether v is written as a phone number: digits with
// the spaces, dashes, dots, brackets and leading + people write them with.
func isPhoneText(v string) bool {
	for i, r := range v {
		switch {
		case r >= '0' && r <= '9', r == ' ', r == '-', r == '.', r == '(', r == ')':
		case r == '+' && i == 0:
		default:
			return false
		}
	}
	return true
}

// NationalDigits returns a phone number's digits without what differs
// between the ways one UAE number is written: a leading "00" or "+", the
// country code 971 and the trunk 0. "050 123 4567", "+971501234567" and
// "00971 50 123 4567" all give "501234567", which the stored phone's
// digits contain whichever way it was written.
func NationalDigits(phone string) string {
	d := PhoneDigits(phone)
	d = strings.TrimPrefix(d, "00")
	d = strings.TrimPrefix(d, "971")
	return strings.TrimPrefix(d, "0")
}

// MessageExcerpt returns the start of a message for a list: its spaces and
// line breaks made single spaces, at most MaxExcerptLen characters, "…"
// marking a cut.
func MessageExcerpt(message string) string {
	s := strings.Join(strings.Fields(message), " ")
	if utf8.RuneCountInString(s) <= MaxExcerptLen {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:MaxExcerptLen-1])) + "…"
}

// SearchBooking is a booking found by the search.
type SearchBooking struct {
	ID           int64         `json:"id"`
	BookingDate  Date          `json:"bookingDate"`
	BookingTime  string        `json:"bookingTime"`
	Status       BookingStatus `json:"status"`
	CustomerName string        `json:"customerName"`
	ServiceName  string        `json:"serviceName"`
}

// SearchCustomer is a customer found by the search.
type SearchCustomer struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Email string `json:"email"`
	Phone string `json:"phone"`
}

// SearchMessage is a contact message found by the search.
type SearchMessage struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	Excerpt   string    `json:"excerpt"`
	IsRead    bool      `json:"isRead"`
	CreatedAt time.Time `json:"createdAt"`
}

// SearchResults are the search's answer, by kind: bookings (the booking
// numbered so first, then the latest days first), customers and messages
// (newest first), at most MaxSearchResults each.
type SearchResults struct {
	Bookings  []SearchBooking  `json:"bookings"`
	Customers []SearchCustomer `json:"customers"`
	Messages  []SearchMessage  `json:"messages"`
}
