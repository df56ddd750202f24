package dayspa

import (
	"net/mail"
	"strings"
	"unicode/utf8"
)

// The product's validation messages (SPEC §5), shared by every form.
const (
	MsgName          = "Name must be at least 2 characters."
	MsgEmail         = "Please enter a valid email address."
	MsgPhone         = "Please enter a valid phone number."
	MsgMessage       = "Message must be at least 10 characters."
	MsgService       = "Please select a service."
	MsgBookingDate   = "Please select a booking date."
	MsgBookingTime   = "Please select a booking time."
	MsgDateRange     = "Please choose a date from today up to 90 days ahead."
	MsgTimeSlot      = "Please select one of the listed times."
	MsgServiceClosed = "This service is currently unavailable. Please choose another."
)

// Upper bounds that keep stored text sane; SPEC gives only the lower ones.
const (
	maxNameLen    = 100
	maxEmailLen   = 254
	maxPhoneLen   = 30
	maxMessageLen = 5000
)

// NormalizeEmail trims and lower-cases an address, so that one person is
// one customer and one subscriber whatever the case they type.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// ValidEmail reports whether s is a plain address such as name@example.ae.
func ValidEmail(s string) bool {
	if s == "" || len(s) > maxEmailLen {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	domain := s[at+1:]
	return at > 0 && strings.Contains(domain, ".") && !strings.HasSuffix(domain, ".") && !strings.ContainsAny(s, " <>")
}

func checkName(f FieldErrors, field, v string) {
	if n := utf8.RuneCountInString(v); n < 2 {
		f.Add(field, MsgName)
	} else if n > maxNameLen {
		f.Add(field, "Name must be at most 100 characters.")
	}
}

func checkEmail(f FieldErrors, field, v string) {
	if !ValidEmail(v) {
		f.Add(field, MsgEmail)
	}
}

// checkPhone applies SPEC's rule (at least 10 characters) and also requires
// the characters to be those of a phone number.
func checkPhone(f FieldErrors, field, v string, required bool) {
	if v == "" && !required {
		return
	}
	if utf8.RuneCountInString(v) < 10 || len(v) > maxPhoneLen || !phoneChars(v) {
		f.Add(field, MsgPhone)
	}
}

func phoneChars(s string) bool {
	digits := 0
	for i, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '+' && i == 0, r == ' ', r == '-', r == '(', r == ')', r == '.':
		default:
			return false
		}
	}
	return digits >= 7
}
