package main

import (
	"context"
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/web"
)

var dataBlockPattern = regexp.MustCompile(`<script type="application/json" id="dayspa-data">.*?</script>`)

// TestMain_BusinessDetails serves the real web app with a deployment's
// own details and finds them, and none of the placeholders or the
// defaults, in the pages a visitor first receives: their text, their
// links and their head. The app's code holds none of the defaults either.
func TestMain_BusinessDetails(t *testing.T) {
	app := web.Dist()
	if _, err := fs.Stat(app, "prerendered.json"); err != nil {
		t.Fatalf("the web app is not built with its prerendered pages (make build): %v", err)
	}
	env := testEnv(t,
		"DAYSPA_BUSINESS_NAME", "Palm Jumeirah Wellness & Spa",
		"DAYSPA_BUSINESS_HOTEL", "The Crescent Resort",
		"DAYSPA_BUSINESS_ADDRESS", "The Crescent Resort, Crescent Road",
		"DAYSPA_BUSINESS_DISTRICT", "Palm Jumeirah",
		"DAYSPA_BUSINESS_PHONE", "+971 4 555 0199",
		"DAYSPA_BUSINESS_WHATSAPP", "971529876543",
		"DAYSPA_BUSINESS_EMAIL", "care@palm-wellness.example",
		"DAYSPA_BUSINESS_INSTAGRAM", "https://www.instagram.com/palmwellness",
	)
	// The store was first seeded under the default details (the demo FAQ
	// among them): what a visitor sees follows the details now configured.
	first := NewMain()
	first.Environ = map[string]string{"DAYSPA_ADDR": env["DAYSPA_ADDR"], "DAYSPA_DATA_DIR": env["DAYSPA_DATA_DIR"]}
	first.Stderr = &lockedBuffer{}
	if err := first.ParseFlags(nil); err != nil {
		t.Fatal(err)
	}
	if err := first.Run(context.Background()); err != nil {
		first.Close()
		t.Fatalf("Run with the defaults: %v\n%s", err, first.Stderr)
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}

	logs := &lockedBuffer{}
	m := NewMain() // the real build: web.Dist() and web.PageMeta()
	m.Environ, m.Stderr = env, logs
	if err := m.ParseFlags(nil); err != nil {
		t.Fatal(err)
	}
	if err := m.Run(context.Background()); err != nil {
		m.Close()
		t.Fatalf("Run: %v\n%s", err, logs)
	}
	defer m.Close()
	base := "http://" + m.Addr().String()

	// The defaults of cmd/dayspa/config.go, as the pages would show them.
	defaults := []string{"971501234567", "+971 4 123 4567", "+97141234567", "hello@serenitydayspa.ae", "Serenity", "Sandstone"}
	everyPage := []string{
		`Palm Jumeirah Wellness &amp; Spa`,
		`href="tel:+97145550199"`,
		`>+971 4 555 0199<`,
		`href="mailto:care@palm-wellness.example"`,
		`>care@palm-wellness.example<`,
		`href="https://wa.me/971529876543"`,
		`The Crescent Resort, Palm Jumeirah, Dubai, UAE`,
		`href="https://www.instagram.com/palmwellness"`,
		`href="/privacy"`, `href="/terms"`,
	}
	for path, want := range map[string][]string{
		"/":        {`<title>Palm Jumeirah Wellness &amp; Spa | Luxury Day Spa &amp; Massage in Palm Jumeirah</title>`, `href="https://www.google.com/maps/search/?api=1&amp;query=The+Crescent+Resort%2C+Palm+Jumeirah%2C+Dubai"`},
		"/booking": {`Palm Jumeirah Wellness`},
		"/contact": {`<title>Contact Us | Spa in Palm Jumeirah, Dubai | +971 4 555 0199</title>`, `href="https://wa.me/971529876543?text=Hello!%20I%20would%20like%20to%20book%20a%20spa%20treatment."`},
		"/privacy": {`<link rel="canonical" href="http://localhost:8080/privacy">`, `<title>Privacy Policy | Palm Jumeirah Wellness &amp; Spa</title>`},
		"/terms":   {`<title>Terms of Service | Palm Jumeirah Wellness &amp; Spa</title>`},
		// Rendered per request by the server, not prerendered.
		"/about":    nil,
		"/services": nil,
		"/gallery":  nil,
		"/blog":     nil,
		"/blog/the-ritual-of-the-moroccan-hammam": nil,
	} {
		resp, body := get(t, base+path)
		page := string(body)
		if resp.StatusCode != 200 {
			t.Errorf("%s = %d", path, resp.StatusCode)
			continue
		}
		root := page[strings.Index(page, `<div id="root">`):]
		for _, w := range append(want, everyPage...) {
			if !strings.Contains(page, w) {
				t.Errorf("%s lacks %s", path, w)
			}
		}
		if !strings.Contains(root, "<main") || !strings.Contains(root, `href="tel:+97145550199"`) {
			t.Errorf("%s: the prerendered page lacks the configured details", path)
		}
		for _, bad := range defaults {
			if strings.Contains(page, bad) {
				i := strings.Index(page, bad)
				t.Errorf("%s has %q: ...%s...", path, bad, page[max(0, i-80):min(len(page), i+80)])
			}
		}
		// No placeholder left unfilled: the data block aside, where the
		// stored FAQ answers keep theirs for the app to fill.
		page = dataBlockPattern.ReplaceAllString(page, "")
		for _, bad := range []string{"{{", `data-config-if="business.facebook"`, `data-config-if="business.twitter"`, "facebook.com", "twitter.com"} {
			if strings.Contains(page, bad) {
				i := strings.Index(page, bad)
				t.Errorf("%s has %q: ...%s...", path, bad, page[max(0, i-80):min(len(page), i+80)])
			}
		}
	}
	// The Arabic pages: no Arabic name is set, so they write the spa's own
	// (English) name, never the Arabic placeholder's; the city is still the
	// default's, so it is Arabic; the hours are in Arabic words.
	for _, path := range []string{"/ar", "/ar/contact", "/ar/about"} {
		resp, body := get(t, base+path)
		page := string(body)
		if resp.StatusCode != 200 {
			t.Errorf("%s = %d", path, resp.StatusCode)
			continue
		}
		for _, w := range []string{`<html lang="ar" dir="rtl">`, `Palm Jumeirah Wellness &amp; Spa`, `"city":"دبي"`, `"daily":"يوميًا من 9:00 ص إلى 10:00 م"`, `href="tel:+97145550199"`} {
			if !strings.Contains(page, w) {
				t.Errorf("%s lacks %s", path, w)
			}
		}
		for _, bad := range []string{"سيرينيتي", "ساندستون", "Serenity"} {
			if strings.Contains(page, bad) {
				t.Errorf("%s names the placeholder spa: %q", path, bad)
			}
		}
	}

	// The home FAQ's answers name the details by placeholder, which the app
	// fills from the config block: the configured phone and hotel, not the
	// defaults the store was seeded under.
	_, home := get(t, base+"/")
	for _, w := range []string{"call us on {{phone}} or", "Guests of {{hotel}} and", `"phone":"+971 4 555 0199"`, `"hotel":"The Crescent Resort"`} {
		if !strings.Contains(string(home), w) {
			t.Errorf("/ lacks %s", w)
		}
	}

	// The manage page is not prerendered (its path is a secret and its
	// booking the guest's): the app draws the spa's details from the page's
	// config block, which must hold this deployment's and no default.
	resp, body := get(t, base+"/booking/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
	page := string(body)
	if resp.StatusCode != 200 {
		t.Errorf("the manage page = %d", resp.StatusCode)
	}
	for _, w := range []string{`"phone":"+971 4 555 0199"`, `"whatsapp":"971529876543"`, `"email":"care@palm-wellness.example"`, `"tel":"tel:+97145550199"`, `"instagram":"https://www.instagram.com/palmwellness"`, `"hotel":"The Crescent Resort"`, `"district":"Palm Jumeirah"`} {
		if !strings.Contains(page, w) {
			t.Errorf("the manage page's config lacks %s", w)
		}
	}
	for _, bad := range defaults {
		if strings.Contains(page, bad) {
			t.Errorf("the manage page has the default %q", bad)
		}
	}

	_, body = get(t, base+"/sitemap.xml")
	for _, p := range []string{"/privacy", "/terms"} {
		if !strings.Contains(string(body), "<loc>http://localhost:8080"+p+"</loc>") {
			t.Errorf("the sitemap lacks %s", p)
		}
	}

	// No compiled-in copy in the app's code, which could show the defaults later.
	scripts, _ := fs.Glob(app, "assets/*.js")
	if len(scripts) == 0 {
		t.Fatal("the web app has no scripts")
	}
	for _, name := range scripts {
		code, err := fs.ReadFile(app, name)
		if err != nil {
			t.Fatal(err)
		}
		for _, bad := range defaults[:4] {
			if strings.Contains(string(code), bad) {
				t.Errorf("%s holds the default %q", name, bad)
			}
		}
	}
}

// TestArabicNames: an unset Arabic detail is its placeholder's Arabic
// while the English detail is the placeholder, the English detail once the
// spa has set its own, and what is set when it is set.
func TestArabicNames(t *testing.T) {
	defaults := BusinessConfig{Name: "Serenity Day Spa Dubai", Hotel: "The Sandstone Hotel",
		Address: "The Sandstone Hotel, Sheikh Zayed Road", District: "Al Barsha 1", City: "Dubai", PriceRange: "AED 280-750"}
	got := defaults.arabicNames()
	want := dayspa.BusinessNames{Name: "سيرينيتي داي سبا دبي", ShortName: "سيرينيتي داي سبا", Hotel: "فندق ساندستون",
		Street: "فندق ساندستون، شارع الشيخ زايد", District: "البرشاء 1", City: "دبي", PriceRange: "280-750 د.إ"}
	if got != want {
		t.Errorf("placeholders: %+v\nwant %+v", got, want)
	}

	own := defaults
	own.Name, own.Hotel, own.PriceRange = "Palm Wellness", "The Crescent Resort", "from 300 dirhams"
	got = own.arabicNames()
	if got.Name != "Palm Wellness" || got.ShortName != "Palm Wellness" || got.Hotel != "The Crescent Resort" || got.PriceRange != "from 300 dirhams" || got.City != "دبي" {
		t.Errorf("the spa's own English details: %+v", got)
	}

	own.NameAr, own.HotelAr, own.CityAr = "بالم ويلنس دبي", "منتجع الهلال", "دبي"
	got = own.arabicNames()
	if got.Name != "بالم ويلنس دبي" || got.ShortName != "بالم ويلنس" || got.Hotel != "منتجع الهلال" {
		t.Errorf("the spa's own Arabic details: %+v", got)
	}

	// The guest's Arabic e-mails name the spa as the Arabic pages do.
	own.AddressAr, own.DistrictAr = "منتجع الهلال، طريق الهلال", "نخلة جميرا"
	spa := (&Config{Business: own}).mailSpa()
	if spa.Name != "Palm Wellness" || spa.NameAr != "بالم ويلنس دبي" || spa.AddressAr != "منتجع الهلال، طريق الهلال، نخلة جميرا، دبي" {
		t.Errorf("the e-mails' spa: %+v", spa)
	}
}
