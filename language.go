package dayspa

import (
	"strconv"
	"strings"
)

// A booking's language (docs/product.md, "Booking language"): the language
// of the page the guest booked on, kept with the booking; every message to
// the guest is written in it. English is the default and the language of
// every booking made before there was a choice. The dashboard stays in
// English and only names it.
//
// Each language's words are its catalogue's (catalog.go). The Arabic
// writing of dates, times, prices and minutes follows the team's
// rules for Arabic: Western digits, the Gregorian calendar with
// the month names used in the UAE, 12-hour times with ص (before noon) and
// م (after), the price's number first and then د.إ.

// Language is a language the site speaks to guests in.
type Language string

const (
	// English is the default: the site's pages at their old URLs.
	English Language = "en"
	// Arabic is the pages under /ar.
	Arabic Language = "ar"
)

// Languages are every language, the default first.
var Languages = []Language{English, Arabic}

// MsgLanguage refuses a language that is not one of the site's.
var MsgLanguage = NewMsg("language.invalid", "Language must be en or ar.")

// ParseLanguage reads a language code as a request sends it: "en" or "ar"
// (surrounding spaces ignored); nothing at all is English. Any other text,
// another case or a regional form ("AR", "ar-AE") included, is not one.
func ParseLanguage(s string) (Language, bool) {
	switch l := Language(strings.TrimSpace(s)); l {
	case "":
		return English, true
	case English, Arabic:
		return l, true
	}
	return English, false
}

// Valid reports whether l is one of the site's languages.
func (l Language) Valid() bool { return l == English || l == Arabic }

// OrDefault is l when it is one of the site's languages, else English: a
// booking made without a language (a NewBooking made by hand) or read
// without one is English, as every booking made before there was a choice.
func (l Language) OrDefault() Language {
	if l.Valid() {
		return l
	}
	return English
}

// Name is the language in English, as the dashboard and the spa's own
// e-mails say it: "English", "Arabic".
func (l Language) Name() string { return Words(l.OrDefault()).Text("language.english_name") }

// Path is the site's page p ("/booking") in language l: under /ar for
// Arabic.
func (l Language) Path(p string) string {
	if l == Arabic {
		return "/ar" + p
	}
	return p
}

// ManagePath is the guest's manage page of token in language l:
// /booking/manage/{token}, or under /ar for Arabic.
func (l Language) ManagePath(token string) string { return l.Path("/booking/manage/" + token) }

// FormatTime writes a minute of the day in l on a 12-hour clock, with
// Western digits: "3:00 PM", "9:00 AM", in Arabic "3:00 م" (after noon) and
// "9:00 ص" (before noon); midnight is "12:00 AM" ("12:00 ص"), noon "12:00
// PM" ("12:00 م").
func FormatTime(minute int, l Language) string {
	h, m := (minute/60)%24, minute%60
	half := "clock.am"
	if h >= 12 {
		half = "clock.pm"
	}
	h12 := h % 12
	if h12 == 0 {
		h12 = 12
	}
	return Words(l).Text(half, "time", strconv.Itoa(h12)+":"+FormatClock(m)[3:])
}

// FormatMinutes writes a duration in minutes in l, the noun agreeing with
// the number: "90 minutes", in Arabic "دقيقة واحدة", "دقيقتان", "5 دقائق",
// "90 دقيقة", "105 دقائق".
func FormatMinutes(n int, l Language) string { return count(l, "minute", n) }

// count writes n of a thing (the catalogue's "count.{thing}.{form}") as
// l counts: the form is pluralForm's.
func count(l Language, thing string, n int) string {
	return Words(l).Text("count."+thing+"."+pluralForm(l, n), "n", strconv.Itoa(n))
}

// pluralForm is the form n takes in l: "one" and "two" have texts of
// their own in every catalogue (Arabic has words for them: "ساعة واحدة",
// "ساعتان"); in Arabic a number whose last two digits are 3 to 10 takes
// "few", the plural ("3 ساعات", "105 دقائق"); any other number "other"
// ("12 ساعة", "90 دقيقة", "12 hours").
func pluralForm(l Language, n int) string {
	switch {
	case n == 1:
		return "one"
	case n == 2:
		return "two"
	case l == Arabic && n%100 >= 3 && n%100 <= 10:
		return "few"
	}
	return "other"
}
