package dayspa

import (
	"strconv"
	"strings"
	"time"
)

// The one way each language writes a calendar day and an amount, on every
// page, e-mail and message (docs/product.md, "Formats"); the web app's
// src/lib/format.ts writes the same.
//
//	English: November 27, 2026 · Friday, November 27, 2026 · AED 1,250.50
//	Arabic:  27 نوفمبر 2026 · الجمعة، 27 نوفمبر 2026 · 1,250.50 د.إ
//
// Western digits in both; an amount always with its two decimals and its
// thousands grouped by commas (the number reads left to right inside the
// Arabic text, as a receipt prints it).

// FormatDate writes d in l: "November 27, 2026", in Arabic "27 نوفمبر 2026".
func FormatDate(d Date, l Language) string {
	return Words(l).Text("date", "day", strconv.Itoa(d.Day), "month", monthName(d.Month, l), "year", strconv.Itoa(d.Year))
}

// monthName is m's name in l: "November", in Arabic "نوفمبر" (the names
// used in the UAE).
func monthName(m time.Month, l Language) string {
	return Words(l).Text("month." + strconv.Itoa(int(m)))
}

// WeekdayName is wd's name in l: "Friday", in Arabic "الجمعة"; short, it
// is "Fri" (Arabic has no short names: "الجمعة").
func WeekdayName(wd time.Weekday, l Language, short bool) string {
	if short {
		return Words(l).Text("weekday.short." + strconv.Itoa(int(wd)))
	}
	return Words(l).Text("weekday." + strconv.Itoa(int(wd)))
}

// FormatLongDate writes d in l with its weekday: "Friday, November 27,
// 2026", in Arabic "الجمعة، 27 نوفمبر 2026".
func FormatLongDate(d Date, l Language) string {
	wd := d.At(12*60, time.UTC).Weekday()
	return Words(l).Text("date.long", "weekday", WeekdayName(wd, l, false), "date", FormatDate(d, l))
}

// FormatPrice writes an amount in l: "AED 1,250.50", in Arabic
// "1,250.50 د.إ" (the number first, then the dirham's sign).
func FormatPrice(m Money, l Language) string { return FormatAmount(m.Grouped(), l) }

// FormatAmount writes an amount already written out (a number, a range
// "280-750") as a price in l: "AED 280-750", in Arabic "280-750 د.إ".
func FormatAmount(amount string, l Language) string { return Words(l).Text("price", "amount", amount) }

// Grouped writes the amount with two decimals and its thousands grouped:
// "1,250.50", "-40.00".
func (m Money) Grouped() string {
	s := m.String()
	sign := ""
	if rest, ok := strings.CutPrefix(s, "-"); ok {
		sign, s = "-", rest
	}
	whole, frac, _ := strings.Cut(s, ".")
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return sign + b.String() + "." + frac
}

// FormatMonth writes m in l: "November 2026", in Arabic "نوفمبر 2026".
func FormatMonth(m Month, l Language) string {
	return monthName(m.Month, l) + " " + strconv.Itoa(m.Year)
}
