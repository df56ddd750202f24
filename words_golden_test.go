package dayspa_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// updateGolden rewrites the golden files from the code's output: run
// `go test -run Golden -update .` only when a text is meant to change.
var updateGolden = flag.Bool("update", false, "rewrite the golden files")

// goldenOutputs collects named outputs for one golden file.
type goldenOutputs struct {
	b strings.Builder
	n int
}

func (g *goldenOutputs) add(name, out string) {
	g.n++
	fmt.Fprintf(&g.b, "%s\t%q\n", name, out)
}

// check compares the outputs with testdata/golden/file, byte for byte.
func (g *goldenOutputs) check(t *testing.T, file string) {
	t.Helper()
	path := filepath.Join("testdata", "golden", file)
	if *updateGolden {
		if err := os.WriteFile(path, []byte(g.b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got := g.b.String()
	if got == string(want) {
		t.Logf("%d outputs match %s", g.n, path)
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(gl) || i < len(wl); i++ {
		var a, b string
		if i < len(gl) {
			a = gl[i]
		}
		if i < len(wl) {
			b = wl[i]
		}
		if a != b {
			t.Fatalf("%s line %d:\n got %s\nwant %s", path, i+1, a, b)
		}
	}
}

// TestGoldenWords pins every text the domain writes for guests in each
// language (dates, times, durations, prices, the cut-off, therapist
// preferences, the week's hours): the words may move, the output may not.
func TestGoldenWords(t *testing.T) {
	var g goldenOutputs
	langs := []dayspa.Language{dayspa.English, dayspa.Arabic}
	for _, l := range langs {
		// Every month, every weekday, one- and two-digit days.
		for m := time.January; m <= time.December; m++ {
			for _, day := range []int{1, 9, 27} {
				d := dayspa.Date{Year: 2026, Month: m, Day: day}
				g.add(fmt.Sprintf("FormatDate/%s/%s", l, d), dayspa.FormatDate(d, l))
				g.add(fmt.Sprintf("FormatLongDate/%s/%s", l, d), dayspa.FormatLongDate(d, l))
			}
		}
		for _, m := range []dayspa.Money{0, 5, 100, 4050, 125050, 100000000, -4000} {
			g.add(fmt.Sprintf("FormatPrice/%s/%d", l, m), dayspa.FormatPrice(m, l))
		}
		for _, p := range []dayspa.Preference{{}, {Gender: dayspa.GenderFemale}, {Gender: dayspa.GenderMale}, {TherapistID: 7}, {Gender: dayspa.GenderFemale, TherapistID: 7}} {
			g.add(fmt.Sprintf("Preference.Words/%s/%+v", l, p), p.Words(l, "Layla"))
		}
	}
	for minute := 0; minute <= 24*60; minute += 5 {
		g.add(fmt.Sprintf("Format12/%d", minute), dayspa.Format12(minute))
		g.add(fmt.Sprintf("Format12Ar/%d", minute), dayspa.FormatTime(minute, dayspa.Arabic))
	}
	for n := 0; n <= 1000; n++ {
		if n <= 240 || n%100 <= 12 {
			g.add(fmt.Sprintf("FormatMinutesAr/%d", n), dayspa.FormatMinutes(n, dayspa.Arabic))
		}
	}
	for _, d := range []time.Duration{0, time.Minute, 2 * time.Minute, 3 * time.Minute, 10 * time.Minute, 11 * time.Minute,
		30 * time.Minute, 90 * time.Minute, time.Hour, 2 * time.Hour, 3 * time.Hour, 10 * time.Hour, 11 * time.Hour,
		12 * time.Hour, 24 * time.Hour, 48 * time.Hour, 103 * time.Hour, 111 * time.Hour} {
		g.add(fmt.Sprintf("FormatCutoff/%s", d), dayspa.FormatCutoff(d))
		g.add(fmt.Sprintf("FormatCutoffAr/%s", d), dayspa.FormatCutoffIn(d, dayspa.Arabic))
	}
	weeks := goldenWeeks()
	names := make([]string, 0, len(weeks))
	for name := range weeks {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		oh := weeks[name]
		for _, w := range []dayspa.HoursWording{
			{To: " to "}, {LongDays: true, To: " - "}, {EveryDay: "daily", To: " to "}, {EveryDay: "daily", To: "-"},
			{EveryDay: "every day from", To: " to "}, {EveryDay: "Every day", To: " - "}, {EveryDay: "every day,", To: " to "},
		} {
			g.add(fmt.Sprintf("Words/%s/%+v", name, w), oh.Words(w))
		}
		for _, w := range [][2]string{{"", " - "}, {"يوميًا من", " إلى "}, {"يوميًا", " - "}, {"كل يوم من", " إلى "}, {"كل يوم", " - "}, {"كل يوم، من", " إلى "}} {
			g.add(fmt.Sprintf("ArabicWords/%s/%q", name, w), oh.WordsIn(dayspa.Arabic, dayspa.HoursWording{EveryDay: w[0], To: w[1]}))
		}
	}
	g.check(t, "words.txt")
}

// goldenWeeks are weeks whose hours read differently: open every day,
// closed on one day, on two days apart, all but one, one day's other
// hours, closed all week. Their names sort in the order they are written.
func goldenWeeks() map[string]dayspa.OpeningHours {
	h := func(open, close int) *dayspa.Hours { return &dayspa.Hours{Open: open, Close: close} }
	week := func(change func(*dayspa.OpeningHours)) dayspa.OpeningHours {
		oh := dayspa.DefaultOpeningHours()
		change(&oh)
		return oh
	}
	return map[string]dayspa.OpeningHours{
		"a-default":    dayspa.DefaultOpeningHours(),
		"b-mondays":    week(func(oh *dayspa.OpeningHours) { oh[time.Monday] = nil }),
		"c-two-closed": week(func(oh *dayspa.OpeningHours) { oh[time.Tuesday], oh[time.Thursday] = nil, nil }),
		"d-one-open": week(func(oh *dayspa.OpeningHours) {
			for d := range oh {
				oh[d] = nil
			}
			oh[time.Friday] = h(14*60, 22*60)
		}),
		"e-friday-late": week(func(oh *dayspa.OpeningHours) { oh[time.Friday] = h(14*60+30, 24*60) }),
		"f-run-closed": week(func(oh *dayspa.OpeningHours) {
			oh[time.Sunday], oh[time.Monday], oh[time.Tuesday] = nil, nil, nil
			oh[time.Saturday] = h(0, 12*60)
		}),
		"g-closed":    {},
		"h-midnights": week(func(oh *dayspa.OpeningHours) { oh[time.Wednesday] = h(0, 24*60) }),
	}
}
