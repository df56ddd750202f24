package main

import (
	"encoding/json"
	"fmt"
	"html"
	"io/fs"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa/web"
)

// The parts of a page the sweep below reads apart.
var (
	scriptElement = regexp.MustCompile(`(?s)<script\b[^>]*>.*?</script>`)
	ldBlock       = regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`)
	configBlock   = regexp.MustCompile(`(?s)<script type="application/json" id="dayspa-config">(.*?)</script>`)
	// The map link searches Google Maps for the address as configured in
	// English (a link's target, not a text the page shows).
	mapsSearch = regexp.MustCompile(`https://www\.google\.com/maps/search/[^"]*`)
)

// shownText is what a visitor is shown of a page without running its
// scripts: its head's title and tags and its HTML, unescaped, with no
// script element (the data blocks and the structured data are read on
// their own) and no empty comment React writes between two texts.
func shownText(page string) string {
	return html.UnescapeString(strings.ReplaceAll(scriptElement.ReplaceAllString(page, ""), "<!-- -->", ""))
}

// TestMain_ArabicOnEveryPage runs the real program and its real web build
// with every Arabic detail set (DAYSPA_BUSINESS_*_AR) while the English
// ones are still the placeholders, the opening hours and the cut-off
// changed, and one of each Arabic content field edited in the dashboard,
// then reads every public page in both languages, the manage page of an
// Arabic booking and the not-found pages among them:
//   - every Arabic page shows each Arabic detail where its English twin
//     shows the English one (the title, the header, the footer, the
//     contact details, the legal pages' address and cut-off), the opening
//     hours in Arabic words; its config block, from which the app renders
//     the page once its scripts run (the manage and not-found pages have
//     nothing else), holds them all;
//   - no Arabic page names the placeholder spa, in English or in Arabic,
//     anywhere, its head included; only the DaySpa structured data keeps the
//     name and address as configured, one business in both languages, and
//     its Arabic description places the spa in the Arabic names;
//   - no English page shows an Arabic detail or an Arabic content field;
//   - each Arabic content field is shown on the Arabic pages that list it,
//     and its English twin on none.
func TestMain_ArabicOnEveryPage(t *testing.T) {
	if _, err := fs.Stat(web.Dist(), "prerendered.json"); err != nil {
		t.Fatalf("the web app is not built with its prerendered pages (make build): %v", err)
	}
	const password = "an arabic pages test password"
	ar := map[string]string{
		"DAYSPA_BUSINESS_NAME_AR":       "واحة النخيل للعافية",
		"DAYSPA_BUSINESS_SHORT_NAME_AR": "واحة النخيل",
		"DAYSPA_BUSINESS_HOTEL_AR":      "منتجع الهلال الذهبي",
		"DAYSPA_BUSINESS_ADDRESS_AR":    "منتجع الهلال الذهبي، طريق الكورنيش",
		"DAYSPA_BUSINESS_DISTRICT_AR":   "جزيرة اللؤلؤ",
		"DAYSPA_BUSINESS_CITY_AR":       "مدينة الواحة",
	}
	env := testEnv(t, "DAYSPA_ADMIN_PASSWORD", password, "DAYSPA_RATE_LIMIT", "0", "DAYSPA_CHANGE_CUTOFF", "36h")
	for k, v := range ar {
		env[k] = v
	}
	m, logs := runMainWith(t, env, web.Dist())
	base := "http://" + m.Addr().String()
	// The demo gallery and team cards are seeded while the server serves.
	for deadline := time.Now().Add(2 * time.Minute); !strings.Contains(logs.String(), "demo gallery and team cards seeded"); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the demo gallery was not seeded:\n%s", logs)
		}
	}
	_, cookie := adminLogin(t, base, password)
	if cookie == "" {
		t.Fatal("no session cookie")
	}
	edit := func(method, path, body string) {
		t.Helper()
		if resp, b := doJSON(t, method, base+path, cookie, body); resp.StatusCode != 200 {
			t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, b)
		}
	}

	// The stored hours: the pages write them in each language's words.
	edit("PUT", "/api/admin/opening-hours", `{"mon":{"open":"10:00","close":"21:00"},"tue":{"open":"10:00","close":"21:00"},`+
		`"wed":{"open":"10:00","close":"21:00"},"thu":{"open":"10:00","close":"21:00"},"fri":{"open":"11:00","close":"23:00"},`+
		`"sat":{"open":"11:00","close":"23:00"},"sun":null}`)
	const hoursAr, hoursEn = "من الاثنين إلى الخميس 10:00 ص", "10:00 AM"

	// One of each content field, in both languages, each a word of its own.
	first := func(list string) int64 {
		t.Helper()
		var items []struct {
			ID          int64 `json:"id"`
			TherapistID int64 `json:"therapistId"`
		}
		getJSON(t, base+list, cookie, &items)
		if len(items) == 0 {
			t.Fatalf("%s: none in the demo content", list)
		}
		return items[0].ID + items[0].TherapistID
	}
	svc := first("/api/services")
	edit("PATCH", fmt.Sprintf("/api/admin/services/%d", svc), `{"name":"Svcmark Ritual","nameAr":"طقس العلامة","description":"Svcmark words.","descriptionAr":"وصف العلامة."}`)
	edit("PATCH", fmt.Sprintf("/api/admin/gallery/%d", first("/api/gallery")), `{"alt":"Altmark candles","altAr":"شموع العلامة"}`)
	edit("PATCH", fmt.Sprintf("/api/admin/faq/%d", first("/api/faq")), `{"question":"Faqmark question?","questionAr":"سؤال العلامة؟"}`)
	edit("PATCH", fmt.Sprintf("/api/admin/therapists/%d/profile", first("/api/admin/team")),
		`{"speciality":"Specmark massage","specialityAr":"تخصص العلامة","bio":"Biomark words.","bioAr":"سيرة العلامة."}`)
	var posts []struct {
		ID int64           `json:"id"`
		Ar json.RawMessage `json:"ar"`
	}
	getJSON(t, base+"/api/admin/posts", cookie, &posts)
	var post int64
	var version map[string]any
	for _, p := range posts {
		if json.Unmarshal(p.Ar, &version) == nil && version["slug"] != nil {
			post = p.ID
			break
		}
	}
	if post == 0 {
		t.Fatal("no post with an Arabic version in the demo content")
	}
	// No SEO title: the page's title is the Arabic title and the spa's name.
	version["title"], version["seoTitle"], version["excerpt"] = "عنوان العلامة", "", "مقتطف العلامة"
	body, _ := json.Marshal(map[string]any{"ar": version})
	edit("PATCH", fmt.Sprintf("/api/admin/posts/%d", post), string(body))
	arabicPost := "/ar/blog/" + url.PathEscape(version["slug"].(string))

	// An Arabic booking's manage page, on a day the hours above keep open
	// (Sunday is closed) and well past the cut-off.
	dubai, _ := time.LoadLocation("Asia/Dubai")
	day := time.Now().In(dubai).AddDate(0, 0, 5)
	for day.Weekday() == time.Sunday {
		day = day.AddDate(0, 0, 1)
	}
	resp, b := doJSON(t, "POST", base+"/api/bookings", "", fmt.Sprintf(
		`{"serviceId":%d,"customerName":"Mariam Saleh","customerEmail":"mariam@example.com","customerPhone":"+971 50 765 4321","bookingDate":%q,"bookingTime":"11:00","language":"ar"}`,
		svc, day.Format("2006-01-02")))
	if resp.StatusCode != 201 {
		t.Fatalf("book: %d %s", resp.StatusCode, b)
	}
	var booking struct {
		ID int64 `json:"id"`
	}
	if err := json.Unmarshal(b, &booking); err != nil {
		t.Fatal(err)
	}
	token := manageTokenOf(t, base, cookie, booking.ID, "request_received")

	// What each Arabic detail and field is shown on without the scripts:
	// the pages whose English twin shows the English one. /ar/booking and
	// the manage page list the services once their scripts fetch them (the
	// browser tests, arabic-booking.spec.ts, read the Arabic names there).
	rendered := []string{"/ar", "/ar/services", "/ar/about", "/ar/gallery", "/ar/blog", arabicPost, "/ar/contact", "/ar/booking", "/ar/gift-cards", "/ar/packages", "/ar/privacy", "/ar/terms"}
	everyRendered := []string{ar["DAYSPA_BUSINESS_NAME_AR"], ar["DAYSPA_BUSINESS_SHORT_NAME_AR"], ar["DAYSPA_BUSINESS_HOTEL_AR"],
		ar["DAYSPA_BUSINESS_DISTRICT_AR"], ar["DAYSPA_BUSINESS_CITY_AR"], hoursAr}
	shownOn := map[string][]string{
		"/ar/privacy":  {ar["DAYSPA_BUSINESS_ADDRESS_AR"]},
		"/ar/terms":    {ar["DAYSPA_BUSINESS_ADDRESS_AR"], "36 ساعة"},
		"/ar":          {"طقس العلامة", "وصف العلامة", "شموع العلامة", "سؤال العلامة", "عنوان العلامة"},
		"/ar/services": {"طقس العلامة", "وصف العلامة"},
		"/ar/gallery":  {"شموع العلامة"},
		"/ar/about":    {"تخصص العلامة", "سيرة العلامة"},
		"/ar/blog":     {"عنوان العلامة", "مقتطف العلامة"},
		arabicPost:     {"<title>عنوان العلامة | " + ar["DAYSPA_BUSINESS_NAME_AR"] + "</title>", `<meta property="og:site_name" content="` + ar["DAYSPA_BUSINESS_NAME_AR"] + `">`},
		// Drawn by the app alone: the head's title here, the rest from the config block.
		"/ar/booking/manage/" + token: {"<title>حجزك | " + ar["DAYSPA_BUSINESS_NAME_AR"] + "</title>"},
		"/ar/nope":                    {ar["DAYSPA_BUSINESS_NAME_AR"] + "</title>"},
	}
	for _, p := range rendered {
		shownOn[p] = append(shownOn[p], everyRendered...)
		shownOn[p] = append(shownOn[p], `<meta property="og:site_name" content="`+ar["DAYSPA_BUSINESS_NAME_AR"]+`">`)
	}
	// Each page's config block: every Arabic detail, the hours and the cut-off.
	inConfig := []string{`"hotel":"` + ar["DAYSPA_BUSINESS_HOTEL_AR"] + `"`, `"street":"` + ar["DAYSPA_BUSINESS_ADDRESS_AR"] + `"`,
		`"name":"` + ar["DAYSPA_BUSINESS_NAME_AR"] + `"`, `"shortName":"` + ar["DAYSPA_BUSINESS_SHORT_NAME_AR"] + `"`,
		`"district":"` + ar["DAYSPA_BUSINESS_DISTRICT_AR"] + `"`, `"city":"` + ar["DAYSPA_BUSINESS_CITY_AR"] + `"`,
		`"changeCutoff":"36 ساعة"`, hoursAr}
	// Never on an Arabic page: the placeholder spa in either language, and
	// the English content fields.
	notOnArabic := []string{"Serenity", "Sandstone", "Al Barsha 1", "سيرينيتي", "ساندستون", "البرشاء 1",
		"Svcmark", "Altmark", "Faqmark", "Specmark", "Biomark", hoursEn}
	// Never on an English page: any Arabic detail or content field.
	notOnEnglish := []string{"واحة النخيل", "الهلال الذهبي", "طريق الكورنيش", "جزيرة اللؤلؤ", "مدينة الواحة", "العلامة", "36 ساعة", hoursAr}

	var englishPosts []struct {
		Slug string `json:"slug"`
	}
	getJSON(t, base+"/api/blog?summary=true", "", &englishPosts)
	if len(englishPosts) == 0 {
		t.Fatal("no post in the demo content")
	}
	englishRendered := []string{"/", "/services", "/about", "/gallery", "/blog", "/blog/" + englishPosts[0].Slug, "/contact", "/booking",
		"/gift-cards", "/packages", "/privacy", "/terms"}
	englishByApp := []string{"/booking/manage/" + token, "/nope"}

	// The not-found pages answer 404, every other page 200.
	wantStatus := func(path string) int {
		if strings.HasSuffix(path, "/nope") {
			return 404
		}
		return 200
	}
	for path, want := range shownOn {
		resp, body := get(t, base+path)
		page := string(body)
		if resp.StatusCode != wantStatus(path) {
			t.Errorf("%s = %d", path, resp.StatusCode)
			continue
		}
		shown := shownText(page)
		for _, w := range want {
			if !strings.Contains(shown, w) {
				t.Errorf("%s does not show %s", path, w)
			}
		}
		cfg := configBlock.FindStringSubmatch(page)
		if cfg == nil {
			t.Errorf("%s has no config block", path)
			continue
		}
		for _, w := range inConfig {
			if !strings.Contains(cfg[1], w) {
				t.Errorf("%s: the config block lacks %s", path, w)
			}
		}
		// The DaySpa data keeps the configured (English) name and address,
		// one business in both languages; its Arabic description is in the
		// Arabic names.
		// The data block holds both languages' fields, as the API answers
		// them, for the app to pick from: not shown as it is.
		withoutLD := ldBlock.ReplaceAllStringFunc(mapsSearch.ReplaceAllString(dataBlockPattern.ReplaceAllString(page, ""), ""), func(block string) string {
			var v map[string]any
			if err := json.Unmarshal([]byte(ldBlock.FindStringSubmatch(block)[1]), &v); err != nil {
				t.Errorf("%s: JSON-LD: %v", path, err)
				return ""
			}
			if v["@type"] == "DaySpa" {
				desc, _ := v["description"].(string)
				for _, w := range []string{ar["DAYSPA_BUSINESS_HOTEL_AR"], ar["DAYSPA_BUSINESS_DISTRICT_AR"], ar["DAYSPA_BUSINESS_CITY_AR"]} {
					if !strings.Contains(desc, w) {
						t.Errorf("%s: the DaySpa description %q lacks %s", path, desc, w)
					}
				}
				delete(v, "name")
				delete(v, "address")
			}
			rest, _ := json.Marshal(v)
			return string(rest)
		})
		for _, bad := range notOnArabic {
			if i := strings.Index(withoutLD, bad); i >= 0 {
				t.Errorf("%s has %q: ...%s...", path, bad, withoutLD[max(0, i-100):min(len(withoutLD), i+60)])
			}
		}
	}
	for _, path := range append(englishRendered, englishByApp...) {
		resp, body := get(t, base+path)
		page := string(body)
		if resp.StatusCode != wantStatus(path) {
			t.Errorf("%s = %d", path, resp.StatusCode)
		}
		if slices.Contains(englishRendered, path) && !strings.Contains(shownText(page), hoursEn) {
			t.Errorf("%s does not show the hours in English: %s", path, hoursEn)
		}
		// What the page shows and says of itself has no Arabic (its data
		// block holds both languages' fields, as the API answers them).
		shown := shownText(page) + strings.Join(configBlock.FindStringSubmatch(page), "") + strings.Join(ldBlock.FindAllString(page, -1), "")
		for _, bad := range notOnEnglish {
			if i := strings.Index(shown, bad); i >= 0 {
				t.Errorf("%s has %q: ...%s...", path, bad, shown[max(0, i-100):min(len(shown), i+60)])
			}
		}
	}
}
