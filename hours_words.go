package dayspa

import (
	"strings"
	"time"
)

// How the site writes the spa's week for visitors: the footer, the page
// descriptions, the terms and the FAQ all say it, each in its own words.

// DayRun is a run of consecutive weekdays, Monday first, open the same
// hours; Hours is nil when the run is closed.
type DayRun struct {
	From, To time.Weekday
	Hours    *Hours
}

// Days lists the run's weekdays, From to To.
func (r DayRun) Days() []time.Weekday {
	var out []time.Weekday
	for d := r.From; ; d = (d + 1) % 7 {
		out = append(out, d)
		if d == r.To {
			return out
		}
	}
}

// names writes the run's days: "Mon", "Tue-Sun"; "Monday-Sunday" when long.
func (r DayRun) names(long bool) string {
	name := func(d time.Weekday) string {
		if long {
			return d.String()
		}
		return d.String()[:3]
	}
	if r.From == r.To {
		return name(r.From)
	}
	return name(r.From) + "-" + name(r.To)
}

// Runs splits the week, Monday to Sunday, into runs of consecutive days
// with the same hours. A week open the same hours every day is one run.
func (oh OpeningHours) Runs() []DayRun {
	var runs []DayRun
	for _, d := range weekOrder {
		h := oh[d]
		if n := len(runs); n > 0 && sameHours(runs[n-1].Hours, h) {
			runs[n-1].To = d
			continue
		}
		runs = append(runs, DayRun{From: d, To: d, Hours: h})
	}
	return runs
}

func sameHours(a, b *Hours) bool {
	return a == b || (a != nil && b != nil && *a == *b)
}

// HoursWording is how one sentence of the site writes the week.
type HoursWording struct {
	// EveryDay names the days of a week open the same hours every day
	// ("daily", "every day from"); "" names them as any week's: "Mon-Sun".
	EveryDay string
	// LongDays writes "Monday" rather than "Mon".
	LongDays bool
	// To stands between the opening and the closing time: " to ", "-".
	To string
}

// Words writes the week as w says it. A week open the same hours every
// day is w.EveryDay and the hours ("daily 9:00 AM to 10:00 PM"), or its
// one run ("Mon-Sun 9:00 AM to 10:00 PM"). Any other week lists its open
// runs with their hours and then, in brackets, the closed days: "Tue-Sun
// 10:00 AM to 10:00 PM (closed Mon)". The open days come first so that
// every sentence may put the words after "open" ("We are open …"); a week
// closed every day is "closed every day".
func (oh OpeningHours) Words(w HoursWording) string {
	runs := oh.Runs()
	span := func(h *Hours) string { return Format12(h.Open) + w.To + Format12(h.Close) }
	if len(runs) == 1 && runs[0].Hours != nil && w.EveryDay != "" {
		return w.EveryDay + " " + span(runs[0].Hours)
	}
	var open, closed []string
	for _, r := range runs {
		if r.Hours == nil {
			closed = append(closed, r.names(w.LongDays))
			continue
		}
		open = append(open, r.names(w.LongDays)+" "+span(r.Hours))
	}
	switch {
	case len(open) == 0:
		return "closed every day"
	case len(closed) == 0:
		return strings.Join(open, ", ")
	}
	return strings.Join(open, ", ") + " (closed " + strings.Join(closed, ", ") + ")"
}

// ArabicWords writes the week in Arabic, as the Arabic pages say it where
// the English ones say Words. A week open the same hours every day is
// everyDay and the hours ("يوميًا من 9:00 ص إلى 10:00 م" with everyDay
// "يوميًا من" and to " إلى "); "" names its days as any week's. Any other
// week lists its open runs, days written out (Arabic has no short day
// names), each with its hours joined by " - " (to would read "من … إلى"
// twice), then the closed days in brackets: "من الثلاثاء إلى الأحد 10:00 ص
// - 11:00 م (مغلق يوم الاثنين)". A week closed every day is "مغلق طوال
// الأسبوع". Times are Format12Ar's (Western digits, ص and م).
func (oh OpeningHours) ArabicWords(everyDay, to string) string {
	runs := oh.Runs()
	if len(runs) == 1 && runs[0].Hours != nil && everyDay != "" {
		h := runs[0].Hours
		return everyDay + " " + Format12Ar(h.Open) + to + Format12Ar(h.Close)
	}
	var open, closed []string
	for _, r := range runs {
		if r.Hours == nil {
			closed = append(closed, r.arabicNames(true))
			continue
		}
		open = append(open, r.arabicNames(false)+" "+Format12Ar(r.Hours.Open)+" - "+Format12Ar(r.Hours.Close))
	}
	switch {
	case len(open) == 0:
		return "مغلق طوال الأسبوع"
	case len(closed) == 0:
		return strings.Join(open, "، ")
	}
	return strings.Join(open, "، ") + " (مغلق " + strings.Join(closed, " و") + ")"
}

// arabicNames writes the run's days in Arabic: "الاثنين", "من الثلاثاء إلى
// الأحد"; a single day after "closed" is "يوم الاثنين" (closed on Monday).
func (r DayRun) arabicNames(closed bool) string {
	if r.From == r.To {
		if closed {
			return "يوم " + arabicWeekdays[r.From]
		}
		return arabicWeekdays[r.From]
	}
	return "من " + arabicWeekdays[r.From] + " إلى " + arabicWeekdays[r.To]
}
