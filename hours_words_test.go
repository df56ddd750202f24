package dayspa_test

import (
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestOpeningHoursWords(t *testing.T) {
	h := func(open, close int) *dayspa.Hours { return &dayspa.Hours{Open: open * 60, Close: close * 60} }
	week := func(change func(*dayspa.OpeningHours)) dayspa.OpeningHours {
		oh := dayspa.DefaultOpeningHours()
		change(&oh)
		return oh
	}
	mondaysClosed := week(func(oh *dayspa.OpeningHours) {
		for d := range oh {
			oh[d] = h(10, 22)
		}
		oh[time.Monday] = nil
	})
	fridayLate := week(func(oh *dayspa.OpeningHours) { oh[time.Friday] = h(14, 22) })
	twoClosed := week(func(oh *dayspa.OpeningHours) {
		oh[time.Tuesday], oh[time.Thursday], oh[time.Sunday] = nil, nil, &dayspa.Hours{Open: 9*60 + 30, Close: 24 * 60}
	})
	var allClosed dayspa.OpeningHours

	short := dayspa.HoursWording{To: " to "}
	long := dayspa.HoursWording{LongDays: true, To: " - "}
	daily := dayspa.HoursWording{EveryDay: "daily", To: "-"}
	for _, tc := range []struct {
		name string
		oh   dayspa.OpeningHours
		w    dayspa.HoursWording
		want string
	}{
		{"DefaultShort", dayspa.DefaultOpeningHours(), short, "Mon-Sun 9:00 AM to 10:00 PM"},
		{"DefaultLong", dayspa.DefaultOpeningHours(), long, "Monday-Sunday 9:00 AM - 10:00 PM"},
		{"DefaultDaily", dayspa.DefaultOpeningHours(), daily, "daily 9:00 AM-10:00 PM"},
		{"DefaultEveryDayFrom", dayspa.DefaultOpeningHours(), dayspa.HoursWording{EveryDay: "every day from", To: " to "}, "every day from 9:00 AM to 10:00 PM"},
		{"MondaysClosedShort", mondaysClosed, short, "Tue-Sun 10:00 AM to 10:00 PM (closed Mon)"},
		{"MondaysClosedLong", mondaysClosed, long, "Tuesday-Sunday 10:00 AM - 10:00 PM (closed Monday)"},
		{"MondaysClosedDaily", mondaysClosed, daily, "Tue-Sun 10:00 AM-10:00 PM (closed Mon)"},
		{"OneDayOtherHours", fridayLate, short, "Mon-Thu 9:00 AM to 10:00 PM, Fri 2:00 PM to 10:00 PM, Sat-Sun 9:00 AM to 10:00 PM"},
		{"ClosedBetween", twoClosed, short, "Mon 9:00 AM to 10:00 PM, Wed 9:00 AM to 10:00 PM, Fri-Sat 9:00 AM to 10:00 PM, Sun 9:30 AM to 12:00 AM (closed Tue, Thu)"},
		{"AllClosed", allClosed, daily, "closed every day"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.oh.Words(tc.w); got != tc.want {
				t.Errorf("Words = %q\nwant    %q", got, tc.want)
			}
		})
	}

	// The Arabic pages' words for the same weeks.
	for _, tc := range []struct {
		name         string
		oh           dayspa.OpeningHours
		everyDay, to string
		want         string
	}{
		{"DefaultDaily", dayspa.DefaultOpeningHours(), "يوميًا من", " إلى ", "يوميًا من 9:00 ص إلى 10:00 م"},
		{"DefaultWeek", dayspa.DefaultOpeningHours(), "", " - ", "من الاثنين إلى الأحد 9:00 ص - 10:00 م"},
		{"MondaysClosed", mondaysClosed, "يوميًا من", " إلى ", "من الثلاثاء إلى الأحد 10:00 ص - 10:00 م (مغلق يوم الاثنين)"},
		{"OneDayOtherHours", fridayLate, "", " - ", "من الاثنين إلى الخميس 9:00 ص - 10:00 م، الجمعة 2:00 م - 10:00 م، من السبت إلى الأحد 9:00 ص - 10:00 م"},
		{"ClosedBetween", twoClosed, "", " - ", "الاثنين 9:00 ص - 10:00 م، الأربعاء 9:00 ص - 10:00 م، من الجمعة إلى السبت 9:00 ص - 10:00 م، الأحد 9:30 ص - 12:00 ص (مغلق يوم الثلاثاء ويوم الخميس)"},
		{"AllClosed", allClosed, "يوميًا من", " إلى ", "مغلق طوال الأسبوع"},
	} {
		t.Run("Arabic"+tc.name, func(t *testing.T) {
			if got := tc.oh.WordsIn(dayspa.Arabic, dayspa.HoursWording{EveryDay: tc.everyDay, To: tc.to}); got != tc.want {
				t.Errorf("WordsIn(ar) = %q\nwant          %q", got, tc.want)
			}
		})
	}
}

func TestFormatCutoffArabic(t *testing.T) {
	for d, want := range map[time.Duration]string{
		time.Hour: "ساعة واحدة", 2 * time.Hour: "ساعتان", 3 * time.Hour: "3 ساعات", 12 * time.Hour: "12 ساعة",
		48 * time.Hour: "48 ساعة", 30 * time.Minute: "30 دقيقة", 90 * time.Minute: "90 دقيقة", 0: "0 دقيقة",
	} {
		if got := dayspa.FormatCutoffIn(d, dayspa.Arabic); got != want {
			t.Errorf("FormatCutoffIn(%s, ar) = %q, want %q", d, got, want)
		}
	}
}

func TestOpeningHoursRuns(t *testing.T) {
	oh := dayspa.DefaultOpeningHours()
	if runs := oh.Runs(); len(runs) != 1 || runs[0].From != time.Monday || runs[0].To != time.Sunday || len(runs[0].Days()) != 7 {
		t.Errorf("default week's runs = %+v, want one of Monday to Sunday", runs)
	}
	// Equal hours in distinct values are one run; Sunday ends the week, it does not join Monday.
	oh[time.Saturday] = &dayspa.Hours{Open: 9 * 60, Close: 22 * 60}
	oh[time.Monday] = nil
	runs := oh.Runs()
	if len(runs) != 2 || runs[0].Hours != nil || runs[1].From != time.Tuesday || runs[1].To != time.Sunday {
		t.Fatalf("runs = %+v, want Monday closed, then Tuesday to Sunday", runs)
	}
	if days := runs[1].Days(); len(days) != 6 || days[5] != time.Sunday {
		t.Errorf("Tuesday to Sunday's days = %v", days)
	}
}

// One function writes the cut-off, the time of day and a duration in
// every language, its words from the language's catalogue.
func TestFormatInEveryLanguage(t *testing.T) {
	for _, c := range []struct {
		got, want string
	}{
		{dayspa.FormatCutoffIn(12*time.Hour, dayspa.English), "12 hours"},
		{dayspa.FormatCutoffIn(time.Hour, dayspa.English), "1 hour"},
		{dayspa.FormatCutoffIn(2*time.Hour, dayspa.English), "2 hours"},
		{dayspa.FormatCutoffIn(time.Minute, dayspa.English), "1 minute"},
		{dayspa.FormatCutoffIn(90*time.Minute, dayspa.English), "90 minutes"},
		{dayspa.FormatCutoffIn(3*time.Hour, dayspa.Arabic), "3 ساعات"},
		{dayspa.FormatTime(22*60, dayspa.English), "10:00 PM"},
		{dayspa.FormatTime(0, dayspa.Arabic), "12:00 ص"},
		{dayspa.FormatMinutes(90, dayspa.English), "90 minutes"},
		{dayspa.FormatMinutes(105, dayspa.Arabic), "105 دقائق"},
		{dayspa.WeekdayName(time.Friday, dayspa.English, true), "Fri"},
		{dayspa.WeekdayName(time.Friday, dayspa.Arabic, true), "الجمعة"},
		{dayspa.DefaultOpeningHours().WordsIn(dayspa.Arabic, dayspa.HoursWording{EveryDay: "يوميًا", To: " - "}), "يوميًا 9:00 ص - 10:00 م"},
		{dayspa.FormatAmount("280-750", dayspa.Arabic), "280-750 د.إ"},
		{dayspa.FormatAmount("280-750", dayspa.English), "AED 280-750"},
		{dayspa.Arabic.Name(), "Arabic"},
		{dayspa.Language("").Name(), "English"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// Every sentence of the site says the week in each language with that
// language's own words, the same as the sentence's wording spelled out.
func TestOpeningHoursSentences(t *testing.T) {
	mondaysClosed := dayspa.DefaultOpeningHours()
	mondaysClosed[time.Monday] = nil
	for _, oh := range []dayspa.OpeningHours{dayspa.DefaultOpeningHours(), mondaysClosed} {
		en := func(everyDay string, long bool, to string) string {
			return oh.Words(dayspa.HoursWording{EveryDay: everyDay, LongDays: long, To: to})
		}
		wantEn := dayspa.HoursSentences{Week: en("", false, " to "), WeekLong: en("", true, " - "), Daily: en("daily", false, " to "),
			DailyDash: en("daily", false, "-"), EveryDayFrom: en("every day from", false, " to "), EveryDay: en("Every day", false, " - "),
			EveryDayComma: en("every day,", false, " to ")}
		if got := oh.Sentences(dayspa.English); got != wantEn {
			t.Errorf("English sentences = %+v\nwant %+v", got, wantEn)
		}
		ar := func(everyDay, to string) string {
			return oh.WordsIn(dayspa.Arabic, dayspa.HoursWording{EveryDay: everyDay, To: to})
		}
		wantAr := dayspa.HoursSentences{Week: ar("", " - "), WeekLong: ar("", " - "), Daily: ar("يوميًا من", " إلى "),
			DailyDash: ar("يوميًا", " - "), EveryDayFrom: ar("كل يوم من", " إلى "), EveryDay: ar("كل يوم", " - "),
			EveryDayComma: ar("كل يوم، من", " إلى ")}
		if got := oh.Sentences(dayspa.Arabic); got != wantAr {
			t.Errorf("Arabic sentences = %+v\nwant %+v", got, wantAr)
		}
	}
	if got := dayspa.DefaultOpeningHours().Sentences(dayspa.Arabic).Daily; got != "يوميًا من 9:00 ص إلى 10:00 م" {
		t.Errorf("Arabic daily = %q", got)
	}
	if got := dayspa.DefaultOpeningHours().Sentences(dayspa.English).WeekLong; got != "Monday-Sunday 9:00 AM - 10:00 PM" {
		t.Errorf("English week, long = %q", got)
	}
}
