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
// The Arabic writing of dates, times, prices and minutes follows the team's
// rules for Arabic (issue 19): Western digits, the Gregorian calendar with
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
func (l Language) Name() string {
	if l == Arabic {
		return "Arabic"
	}
	return "English"
}

// ManagePath is the guest's manage page of token in language l:
// /booking/manage/{token}, or under /ar for Arabic.
func (l Language) ManagePath(token string) string {
	if l == Arabic {
		return "/ar/booking/manage/" + token
	}
	return "/booking/manage/" + token
}

// arabicMonths are the month names of the UAE's Arabic, January first.
var arabicMonths = [12]string{"يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو",
	"يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"}

// arabicWeekdays are the days of the week, Sunday first (time.Weekday's
// order).
var arabicWeekdays = [7]string{"الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"}

// Format12Ar writes a minute of the day in Arabic as "3:00 م" (after noon)
// or "9:00 ص" (before noon), with Western digits; midnight is "12:00 ص" and
// noon "12:00 م".
func Format12Ar(minute int) string {
	h, m := (minute/60)%24, minute%60
	suffix := "ص"
	if h >= 12 {
		suffix = "م"
	}
	h12 := h % 12
	if h12 == 0 {
		h12 = 12
	}
	return strconv.Itoa(h12) + ":" + FormatClock(m)[3:] + " " + suffix
}

// FormatMinutesAr writes a duration in minutes in Arabic, the noun agreeing
// with the number as Arabic counts: "دقيقة واحدة", "دقيقتان", "5 دقائق",
// "90 دقيقة", "105 دقائق".
func FormatMinutesAr(n int) string {
	return arabicCount(n, "دقيقة واحدة", "دقيقتان", "دقائق", "دقيقة")
}

// arabicCount writes n things as Arabic counts them: one and two are
// words of their own (one, two: "ساعة واحدة", "ساعتان"); a number whose
// last two digits are 3 to 10 takes the plural ("3 ساعات", "105 دقائق"),
// any other the singular ("12 ساعة", "90 دقيقة").
func arabicCount(n int, one, two, plural, singular string) string {
	switch {
	case n == 1:
		return one
	case n == 2:
		return two
	case n%100 >= 3 && n%100 <= 10:
		return strconv.Itoa(n) + " " + plural
	}
	return strconv.Itoa(n) + " " + singular
}
