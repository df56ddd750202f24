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
	if l == Arabic {
		return strconv.Itoa(d.Day) + " " + arabicMonths[d.Month-1] + " " + strconv.Itoa(d.Year)
	}
	return d.Month.String() + " " + strconv.Itoa(d.Day) + ", " + strconv.Itoa(d.Year)
}

// FormatLongDate writes d in l with its weekday: "Friday, November 27,
// 2026", in Arabic "الجمعة، 27 نوفمبر 2026".
func FormatLongDate(d Date, l Language) string {
	wd := d.At(12*60, time.UTC).Weekday()
	if l == Arabic {
		return arabicWeekdays[wd] + "، " + FormatDate(d, l)
	}
	return wd.String() + ", " + FormatDate(d, l)
}

// FormatPrice writes an amount in l: "AED 1,250.50", in Arabic
// "1,250.50 د.إ" (the number first, then the dirham's sign).
func FormatPrice(m Money, l Language) string {
	if l == Arabic {
		return m.Grouped() + " د.إ"
	}
	return "AED " + m.Grouped()
}

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
