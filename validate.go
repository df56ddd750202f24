package dayspa

import (
	"net/mail"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The product's validation messages, shared by every form; their texts
// stay exact (docs/product.md, "Validation messages").
var (
	MsgName          = NewMsg("name.too_short", "Name must be at least 2 characters.")
	MsgNameTooLong   = NewMsg("name.too_long", "Name must be at most 100 characters.")
	MsgEmail         = NewMsg("email.invalid", "Please enter a valid email address.")
	MsgPhone         = NewMsg("phone.invalid", "Please enter a valid phone number.")
	MsgMessage       = NewMsg("message.too_short", "Message must be at least 10 characters.")
	MsgService       = NewMsg("service.required", "Please select a service.")
	MsgBookingDate   = NewMsg("date.required", "Please select a booking date.")
	MsgBookingTime   = NewMsg("time.required", "Please select a booking time.")
	MsgDateRange     = NewMsg("date.out_of_range", "Please choose a date from today up to 90 days ahead.")
	MsgTimeSlot      = NewMsg("time.not_listed", "Please select one of the listed times.")
	MsgServiceClosed = NewMsg("service.unavailable", "This service is currently unavailable. Please choose another.")
	// MsgHiddenChars refuses an optional free-text field (special requests,
	// notes, descriptions) whose only other message is about its length.
	MsgHiddenChars = NewMsg("text.hidden_chars", "Please remove the hidden characters (control, zero-width or text-direction characters).")
)

// Upper bounds that keep stored text sane; the forms' rules give only the
// lower ones.
const (
	maxNameLen    = 100
	maxEmailLen   = 254
	maxPhoneLen   = 30
	maxMessageLen = 5000
)

// The two kinds of text field: a name, an address or a title is one line;
// a message, special requests, notes or a description may hold several.
const (
	OneLine   = false
	MultiLine = true
)

// ValidText reports whether s is text a person could have typed into a
// field, multiline saying whether the field may hold several lines. It is
// the one rule every text field of every form applies. It refuses:
//
//   - bytes that are not UTF-8, and U+FFFD, the character a decoder puts
//     in their place (a JSON escape of half a surrogate pair becomes it);
//   - control characters: NUL, ESC, DEL, the C1 controls and the others;
//     a multi-line field keeps line feed, carriage return and tab;
//   - line and paragraph separators (U+2028, U+2029) in a one-line field;
//   - the bidirectional embeddings, overrides and isolates (U+202A to
//     U+202E, U+2066 to U+2069), which reorder the text around them in
//     the dashboard (a name that reads backwards, a file name whose
//     extension hides at its start);
//   - Unicode's noncharacters (U+FDD0 to U+FDEF and the last two of
//     every plane), which no text contains.
//
// Every script's letters and marks pass, and so do the joiners that
// Devanagari, Arabic and Persian use within words (ZWJ, ZWNJ) and the
// left-to-right and right-to-left marks. Whether a field has enough
// characters that show is VisibleLen's question.
func ValidText(s string, multiline bool) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		switch {
		case r == '\n' || r == '\r' || r == '\t' || r == '\u2028' || r == '\u2029':
			if !multiline {
				return false
			}
		case r < 0x20 || r >= 0x7f && r <= 0x9f: // C0, DEL and C1 controls
			return false
		case r == utf8.RuneError:
			return false
		case r >= '\u202a' && r <= '\u202e', r >= '\u2066' && r <= '\u2069':
			return false
		case r >= '\ufdd0' && r <= '\ufdef', r&0xfffe == 0xfffe:
			return false
		}
	}
	return true
}

// VisibleLen counts the characters of s that a reader sees, as a form's
// "at least N characters" means them: every character but the control
// and format characters (zero-width space and joiners, direction marks,
// the byte-order mark, the soft hyphen) and those that render as nothing
// (Hangul fillers, variation selectors, the combining grapheme joiner,
// the blank Braille pattern). Spaces and line breaks between words and
// the marks that combine with a letter count, as they do in the form. A text in which
// nothing shows (no letter, digit, punctuation or symbol: only spaces,
// marks and invisible characters) counts 0.
func VisibleLen(s string) int {
	n, shows := 0, false
	for _, r := range s {
		if r < 0x20 && !unicode.IsSpace(r) || r >= 0x7f && r <= 0x9f || r == utf8.RuneError || r == '\u2800' ||
			unicode.In(r, unicode.Cf, unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector) {
			continue
		}
		n++
		if unicode.In(r, unicode.L, unicode.N, unicode.P, unicode.S) {
			shows = true
		}
	}
	if !shows {
		return 0
	}
	return n
}

// PhoneDigits returns the digits of a phone number, which is how the
// booking limit per guest recognises one phone written two ways
// ("+971 50 123 4567" and "+971501234567").
func PhoneDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// NormalizeEmail trims and lower-cases an address, so that one person is
// one customer and one subscriber whatever the case they type.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// ValidEmail reports whether s is a plain address such as name@example.ae:
// valid text in which every character shows (no zero-width or other
// invisible character hides in it), whose domain is a host name
// (validMailDomain). It is the one rule of every e-mail a guest gives
// (booking, contact, newsletter), so the mail relay is only ever handed
// an address at a named domain.
func ValidEmail(s string) bool {
	if s == "" || len(s) > maxEmailLen || !ValidText(s, OneLine) || VisibleLen(s) != utf8.RuneCountInString(s) {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	return at > 0 && validMailDomain(s[at+1:]) && !strings.ContainsAny(s, " <>")
}

// validMailDomain reports whether d is a host name: at least two labels
// joined by dots, each 1 to 63 letters, digits or hyphens, not starting or
// ending with a hyphen, the last not all digits. So neither an address
// literal (eve@[127.0.0.1], eve@[IPv6:::1]) nor a bare address
// (eve@127.0.0.1) nor a name without a dot (eve@localhost) passes: mail
// is delivered to the spa's guests at their providers, never to a
// machine named by its address.
func validMailDomain(d string) bool {
	labels := strings.Split(d, ".")
	if len(labels) < 2 {
		return false
	}
	for _, l := range labels {
		if l == "" || utf8.RuneCountInString(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for _, r := range l {
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' {
				return false
			}
		}
	}
	return strings.IndexFunc(labels[len(labels)-1], unicode.IsLetter) >= 0
}

// checkName applies a person's name rule: one line of valid text with at
// least 2 characters that show, at most maxNameLen in all. Anything else
// gets the name message.
func checkName(f FieldErrors, field, v string) {
	if !ValidText(v, OneLine) || VisibleLen(v) < 2 {
		f.Add(field, MsgName)
	} else if utf8.RuneCountInString(v) > maxNameLen {
		f.Add(field, MsgNameTooLong)
	}
}

func checkEmail(f FieldErrors, field, v string) {
	if !ValidEmail(v) {
		f.Add(field, MsgEmail)
	}
}

// checkFreeText refuses an optional multi-line text that is not valid text
// or in which nothing shows (MsgHiddenChars), or one longer than max
// characters (tooLong).
func checkFreeText(f FieldErrors, field, v string, max int, tooLong Msg) {
	if !ValidText(v, MultiLine) || v != "" && VisibleLen(v) == 0 {
		f.Add(field, MsgHiddenChars)
	} else if utf8.RuneCountInString(v) > max {
		f.Add(field, tooLong)
	}
}

// optionalText cleans an optional text field, such as a translation
// that may be left empty (one line: its runs of spaces made one; several
// lines: trimmed), and checks it: empty passes; text that is not valid or
// in which nothing shows gets MsgHiddenChars, text longer than max
// characters tooLong.
func optionalText(f FieldErrors, field, v string, multiline bool, max int, tooLong Msg) string {
	s := strings.TrimSpace(v)
	if !multiline {
		s = strings.Join(strings.Fields(s), " ")
	}
	switch {
	case s == "":
	case !ValidText(s, multiline) || VisibleLen(s) == 0:
		f.Add(field, MsgHiddenChars)
	case utf8.RuneCountInString(s) > max:
		f.Add(field, tooLong)
	}
	return s
}

// checkPhone applies the form's rule (at least 10 characters) and also requires
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
