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

// names writes the run's days in l: "Mon", "Tue-Sun", "Monday-Sunday"
// when long; in Arabic "الاثنين", "من الثلاثاء إلى الأحد". A single day
// after "closed" is the catalogue's "hours.closed_day" (Arabic "يوم
// الاثنين", closed on Monday).
func (r DayRun) names(l Language, long, closed bool) string {
	c := Words(l)
	name := func(d time.Weekday) string { return WeekdayName(d, l, !long) }
	switch {
	case r.From != r.To:
		return c.Text("hours.days", "from", name(r.From), "to", name(r.To))
	case closed:
		return c.Text("hours.closed_day", "day", name(r.From))
	}
	return name(r.From)
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

// Words writes the week in English as w says it (WordsIn).
func (oh OpeningHours) Words(w HoursWording) string { return oh.WordsIn(English, w) }

// WordsIn writes the week in l as w says it. A week open the same hours
// every day is w.EveryDay and the hours ("daily 9:00 AM to 10:00 PM",
// "يوميًا من 9:00 ص إلى 10:00 م"), or its one run ("Mon-Sun 9:00 AM to
// 10:00 PM"). Any other week lists its open runs with their hours and
// then, in brackets, the closed days: "Tue-Sun 10:00 AM to 10:00 PM
// (closed Mon)", "من الثلاثاء إلى الأحد 10:00 ص - 10:00 م (مغلق يوم
// الاثنين)". The open days come first so that every sentence may put the
// words after "open" ("We are open …"); a week closed every day is
// "closed every day". Inside a list a run's times are joined by the
// catalogue's "hours.run_to" where it has one (Arabic's " - ": its days
// already read "من … إلى", w.To would say it twice), else by w.To. Arabic
// writes the days out whatever w.LongDays says (it has no short names).
func (oh OpeningHours) WordsIn(l Language, w HoursWording) string {
	c := Words(l)
	runs := oh.Runs()
	span := func(h *Hours, to string) string { return FormatTime(h.Open, l) + to + FormatTime(h.Close, l) }
	if len(runs) == 1 && runs[0].Hours != nil && w.EveryDay != "" {
		return w.EveryDay + " " + span(runs[0].Hours, w.To)
	}
	runTo := c.Text("hours.run_to")
	if runTo == "" {
		runTo = w.To
	}
	var open, closed []string
	for _, r := range runs {
		if r.Hours == nil {
			closed = append(closed, r.names(l, w.LongDays, true))
			continue
		}
		open = append(open, r.names(l, w.LongDays, false)+" "+span(r.Hours, runTo))
	}
	sep := c.Text("hours.separator")
	switch {
	case len(open) == 0:
		return c.Text("hours.closed_all_week")
	case len(closed) == 0:
		return strings.Join(open, sep)
	}
	return c.Text("hours.with_closed", "open", strings.Join(open, sep),
		"closed", strings.Join(closed, c.Text("hours.closed_separator")))
}

// HoursSentences are the week's hours as each sentence of the site says
// them, in one language: the footer, the page descriptions, the terms and
// the FAQ each read one. In English, the default week:
//
//	Week          Mon-Sun 9:00 AM to 10:00 PM
//	WeekLong      Monday-Sunday 9:00 AM - 10:00 PM
//	Daily         daily 9:00 AM to 10:00 PM
//	DailyDash     daily 9:00 AM-10:00 PM
//	EveryDayFrom  every day from 9:00 AM to 10:00 PM
//	EveryDay      Every day 9:00 AM - 10:00 PM
//	EveryDayComma every day, 9:00 AM to 10:00 PM
//
// A week not open the same hours every day reads "Tue-Sun 10:00 AM to
// 10:00 PM (closed Mon)" in each of them. Arabic writes the days out, so
// its Week and WeekLong are one.
type HoursSentences struct {
	Week, WeekLong, Daily, DailyDash, EveryDayFrom, EveryDay, EveryDayComma string
}

// Sentences writes the week in l for every sentence: each sentence's
// words for a week open every day and between the times are the
// catalogue's "hours.sentence.{sentence}.every_day" and ".to"; only
// WeekLong writes the days' long names.
func (oh OpeningHours) Sentences(l Language) HoursSentences {
	c := Words(l)
	say := func(sentence string) string {
		key := "hours.sentence." + sentence + "."
		return oh.WordsIn(l, HoursWording{EveryDay: c.Text(key + "every_day"), LongDays: sentence == "week_long", To: c.Text(key + "to")})
	}
	return HoursSentences{Week: say("week"), WeekLong: say("week_long"), Daily: say("daily"), DailyDash: say("daily_dash"),
		EveryDayFrom: say("every_day_from"), EveryDay: say("every_day"), EveryDayComma: say("every_day_comma")}
}
