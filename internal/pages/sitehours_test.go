package pages

import (
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// publicPages are every page a visitor reaches by address, the manage
// page aside (its #root is empty until the app reads the booking).
var publicPages = []string{
	"/", "/about", "/services", "/gallery", "/booking", "/contact", "/gift-cards", "/packages",
	"/blog", "/blog/a-couples-spa-day-in-dubai", "/privacy", "/terms",
}

var (
	dataBlockPattern  = regexp.MustCompile(`<script type="application/json" id="dayspa-data">.*?</script>`)
	timeOptionPattern = regexp.MustCompile(`<option value="(\d\d:\d\d)">[^<]*</option>`)
)

// slotTimesPattern is the config block's start times of the week.
var slotTimesPattern = regexp.MustCompile(`"slotTimes":\[[^\]]*\]`)

// timeOptions are the start times the booking page's first HTML offers.
func timeOptions(page []byte) []string {
	var out []string
	for _, m := range timeOptionPattern.FindAllSubmatch(page, -1) {
		out = append(out, string(m[1]))
	}
	return out
}

// hourly returns the whole hours from one to another, as "15:04".
func hourly(from, to int) []string {
	var out []string
	for h := from; h <= to; h++ {
		out = append(out, fmt.Sprintf("%02d:00", h))
	}
	return out
}

// pageJSON decodes the page's first script block opened by open.
func pageJSON(t *testing.T, page []byte, open string) map[string]any {
	t.Helper()
	m := regexp.MustCompile(regexp.QuoteMeta(open) + `(.*?)</script>`).FindSubmatch(page)
	if m == nil {
		t.Fatalf("the page has no %s", open)
	}
	var v map[string]any
	if err := json.Unmarshal(m[1], &v); err != nil {
		t.Fatalf("%s: %v", open, err)
	}
	return v
}

// TestPagesSayTheStoredHours changes the weekly hours and a special day
// through the admin API and finds them, and not the old hours, in the
// first HTML of every public page: the words in the page, its config
// block and its structured data.
func TestPagesSayTheStoredHours(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(time.Now())
		ts := newTestSiteOn(t, e.Config(t), withBuiltApp(t, clock))
		setTestPassword(t, ts.db)
		cookie := login(t, ts)
		admin := func(t *testing.T, method, path, body string, status int) {
			t.Helper()
			resp, got := ts.do(t, method, path, body, map[string]string{"Cookie": cookie, "Content-Type": "application/json"})
			if resp.StatusCode != status {
				t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, got)
			}
		}
		type spec = map[string]any
		openingHours := func(t *testing.T, page []byte) (ld spec, config spec) {
			t.Helper()
			ld = pageJSON(t, page, `<script type="application/ld+json">`)
			config = pageJSON(t, page, `<script type="application/json" id="dayspa-config">`)
			return ld, config["business"].(spec)["hours"].(spec)
		}
		week := func(days []string, opens, closes string) []any {
			return []any{spec{"@type": "OpeningHoursSpecification", "dayOfWeek": toAny(days), "opens": opens, "closes": closes}}
		}

		t.Run("Default", func(t *testing.T) {
			for _, path := range publicPages {
				page := ts.page(t, path)
				if body := html.UnescapeString(pagestest.Root(t, page)); !strings.Contains(body, "Mon-Sun 9:00 AM to 10:00 PM") {
					t.Errorf("%s does not say the default hours", path)
				}
				ld, _ := openingHours(t, page)
				want := week([]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}, "09:00", "22:00")
				if !reflect.DeepEqual(ld["openingHoursSpecification"], want) {
					t.Errorf("%s: openingHoursSpecification %v", path, ld["openingHoursSpecification"])
				}
			}
			if got, want := timeOptions(ts.page(t, "/booking")), hourly(9, 21); !slices.Equal(got, want) {
				t.Errorf("/booking offers %v, want %v", got, want)
			}
		})

		// Closed on Mondays, 10:00 to 23:00 the other days; closed on a day next week.
		hours := `{"open":"10:00","close":"23:00"}`
		admin(t, "PUT", "/api/admin/opening-hours", fmt.Sprintf(`{"mon":null,"tue":%[1]s,"wed":%[1]s,"thu":%[1]s,"fri":%[1]s,"sat":%[1]s,"sun":%[1]s}`, hours), http.StatusOK)
		if !strings.Contains(html.UnescapeString(pagestest.Root(t, ts.page(t, "/privacy"))), "Tue-Sun 10:00 AM to 11:00 PM (closed Mon)") {
			t.Error("the new hours do not show on the next page load")
		}
		closedDay := dayspa.DateOf(clock.Now().UTC()).AddDays(7).String() // the site runs on UTC
		admin(t, "POST", "/api/admin/special-days", fmt.Sprintf(`{"from":%q,"to":%[1]q,"closed":true,"note":"Maintenance"}`, closedDay), http.StatusCreated)
		newWeek := "Tue-Sun 10:00 AM to 11:00 PM (closed Mon)"

		t.Run("Changed", func(t *testing.T) {
			// Every demo post too: a post says what its author wrote, so the
			// demo ones name no hours that a changed week would make untrue.
			for _, path := range append(publicPages, "/booking/manage/"+strings.Repeat("a", 43), "/blog/the-ritual-of-the-moroccan-hammam",
				"/blog/what-to-expect-from-your-first-massage", "/blog/better-sleep-in-the-dubai-summer") {
				page := ts.page(t, path)
				// The page's own words, head and body; the data block is the API's
				// answer (a post may say what hours it likes), and the booking
				// form's time options and the config block's start times are
				// checked below (a start at 22:00 reads 10:00 PM).
				text := slotTimesPattern.ReplaceAllString(dataBlockPattern.ReplaceAllString(string(page), ""), "")
				text = html.UnescapeString(timeOptionPattern.ReplaceAllString(text, ""))
				if !strings.HasPrefix(path, "/booking/manage/") && !strings.Contains(html.UnescapeString(pagestest.Root(t, page)), newWeek) {
					t.Errorf("%s does not say %q", path, newWeek)
				}
				for _, old := range []string{"9:00 AM", "10:00 PM", "Mon-Sun", "Monday-Sunday", `"09:00"`, `"22:00"`} {
					if i := strings.Index(text, old); i >= 0 {
						t.Errorf("%s still says %q: %s", path, old, text[max(0, i-80):min(len(text), i+40)])
					}
				}
				ld, words := openingHours(t, page)
				if words["week"] != newWeek || words["weekLong"] != "Tuesday-Sunday 10:00 AM - 11:00 PM (closed Monday)" {
					t.Errorf("%s: config block's hours %v", path, words)
				}
				want := week([]string{"Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}, "10:00", "23:00")
				if !reflect.DeepEqual(ld["openingHoursSpecification"], want) {
					t.Errorf("%s: openingHoursSpecification %v", path, ld["openingHoursSpecification"])
				}
				wantSpecial := []any{spec{"@type": "OpeningHoursSpecification", "validFrom": closedDay, "validThrough": closedDay, "opens": "00:00", "closes": "00:00"}}
				if !reflect.DeepEqual(ld["specialOpeningHoursSpecification"], wantSpecial) {
					t.Errorf("%s: specialOpeningHoursSpecification %v", path, ld["specialOpeningHoursSpecification"])
				}
			}
			// The booking form offers the new week's start times, 10:00 to 22:00.
			page := ts.page(t, "/booking")
			if got, want := timeOptions(page), hourly(10, 22); !slices.Equal(got, want) {
				t.Errorf("/booking offers %v, want %v", got, want)
			}
			if got := fmt.Sprint(pageJSON(t, page, `<script type="application/json" id="dayspa-config">`)["slotTimes"]); got != fmt.Sprint(hourly(10, 22)) {
				t.Errorf("/booking's config block: slotTimes %s", got)
			}
			// Each sentence in its own words, in the page and in its description.
			for path, want := range map[string][]string{
				// The FAQ's answers (in the data block) name the hours by
				// placeholder, which the app fills from the config block's words.
				"/": {"Open Tue-Sun 10:00 AM to 11:00 PM (closed Mon).", `content="Luxury day spa in`, "Open Tue-Sun 10:00 AM to 11:00 PM (closed Mon).\"",
					"during opening hours, {{hours}}.", `"everyDayFrom":"Tue-Sun 10:00 AM to 11:00 PM (closed Mon)"`},
				"/contact":  {"We are open Tuesday-Sunday 10:00 AM - 11:00 PM (closed Monday).", "Open Tuesday-Sunday 10:00 AM - 11:00 PM (closed Monday).\""},
				"/services": {"We are open Tue-Sun 10:00 AM to 11:00 PM (closed Mon).", "open Tue-Sun 10:00 AM-11:00 PM (closed Mon).\""},
				"/terms":    {"15 minutes during opening hours, Tue-Sun 10:00 AM to 11:00 PM (closed Mon)."},
			} {
				text := strings.ReplaceAll(html.UnescapeString(string(ts.page(t, path))), "<!-- -->", "")
				for _, w := range want {
					if !strings.Contains(text, w) {
						t.Errorf("%s lacks %q", path, w)
					}
				}
			}
		})

		t.Run("SpecialDayDeleted", func(t *testing.T) {
			var days []struct{ ID int64 }
			resp, body := ts.do(t, "GET", "/api/admin/special-days", "", map[string]string{"Cookie": cookie})
			if err := json.Unmarshal(body, &days); resp.StatusCode != http.StatusOK || err != nil || len(days) != 1 {
				t.Fatalf("special days: %d %s", resp.StatusCode, body)
			}
			admin(t, "DELETE", fmt.Sprintf("/api/admin/special-days/%d", days[0].ID), "", http.StatusNoContent)
			// Every page, those rendered at request time too: their kept
			// renderings were made with the special day in their structured data.
			for _, path := range publicPages {
				if ld, _ := openingHours(t, ts.page(t, path)); ld["specialOpeningHoursSpecification"] != nil {
					t.Errorf("%s: the deleted special day is still in the structured data: %v", path, ld["specialOpeningHoursSpecification"])
				}
			}
		})

		t.Run("AnotherInstancesChange", func(t *testing.T) {
			// Straight to the database, as another instance writes: shown once
			// this instance's copy of the hours is hoursTTL old.
			if err := ts.db.SetOpeningHours(t.Context(), dayspa.DefaultOpeningHours()); err != nil {
				t.Fatal(err)
			}
			clock.Advance(hoursTTL + time.Millisecond)
			for _, path := range []string{"/contact", "/about"} {
				if body := html.UnescapeString(pagestest.Root(t, ts.page(t, path))); !strings.Contains(body, "Mon-Sun 9:00 AM to 10:00 PM") || strings.Contains(body, newWeek) {
					t.Errorf("%s does not say the hours another instance stored", path)
				}
			}
		})
	})
}

func toAny(s []string) []any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return out
}

// TestPrivacyPageSaysTheStoredRetention: the privacy policy states the
// retention months the owner set in the dashboard (the months the
// retention job keeps to), in each language's words, on the next page
// load: its first HTML and its config block.
func TestPrivacyPageSaysTheStoredRetention(t *testing.T) {
	clock := newFakeClock(time.Now())
	ts := newTestSite(t, withBuiltApp(t, clock))
	setTestPassword(t, ts.db)
	cookie := login(t, ts)
	says := func(t *testing.T, path string, want ...string) {
		t.Helper()
		// The text a visitor reads: an Arabic page isolates each period in a span of its own.
		body := html.UnescapeString(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(pagestest.Root(t, ts.page(t, path)), ""))
		for _, w := range want {
			if !strings.Contains(body, w) {
				t.Errorf("%s does not say %q", path, w)
			}
		}
	}
	says(t, "/privacy", "Messages from the contact forms: 2 years", "until 3 years pass without a booking", "their full text for 1 year", "may name you: 5 years")
	says(t, "/ar/privacy", "رسائل نماذج التواصل: سنتان", "إلى أن تمضي 3 سنوات")

	body := `{"contactMessagesMonths":18,"inactiveCustomersMonths":48,"emailBodiesMonths":6,"auditEventsMonths":84}`
	resp, got := ts.do(t, "PUT", "/api/admin/settings/retention", body, map[string]string{"Cookie": cookie, "Content-Type": "application/json"})
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("PUT retention: %d %s", resp.StatusCode, got)
	}
	says(t, "/privacy", "Messages from the contact forms: 18 months", "until 4 years pass without a booking", "their full text for 6 months", "may name you: 7 years")
	says(t, "/ar/privacy", "رسائل نماذج التواصل: 18 شهرًا", "إلى أن تمضي 4 سنوات", "مدة 6 أشهر", "اسمك: 7 سنوات")
	config := pageJSON(t, ts.page(t, "/privacy"), `<script type="application/json" id="dayspa-config">`)
	if r, _ := config["retention"].(map[string]any); r["contactMessages"] != "18 months" || r["auditEvents"] != "7 years" {
		t.Errorf("config block's retention: %v", config["retention"])
	}
}
