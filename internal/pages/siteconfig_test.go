package pages

import (
	"encoding/json"
	"maps"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpapi"
)

var palmWellness = dayspa.Business{
	Name: "Palm Wellness Dubai", Hotel: "The Crescent Resort", Phone: "+971 (4) 555-0199", WhatsApp: "971529876543",
	Email: "care+spa@palm.example", Street: "The Crescent Resort, Crescent Road", District: "Palm Jumeirah", City: "Dubai",
	Country: "AE", PriceRange: "AED 300-900", Instagram: "https://www.instagram.com/palm",
}

func TestPageConfig(t *testing.T) {
	c := newPageConfig(dayspa.English, palmWellness, "pixel-9", 48*time.Hour, mustLoadLocation("Asia/Tokyo"), 30, dayspa.DefaultOpeningHours(), dayspa.DefaultRetention)
	b := c.Business
	if b.ShortName != "Palm Wellness Dubai" {
		t.Errorf("short name = %q, want the name when none is set", b.ShortName)
	}
	wantHours := businessHours{
		Week: "Mon-Sun 9:00 AM to 10:00 PM", WeekLong: "Monday-Sunday 9:00 AM - 10:00 PM",
		Daily: "daily 9:00 AM to 10:00 PM", DailyDash: "daily 9:00 AM-10:00 PM",
		EveryDayFrom: "every day from 9:00 AM to 10:00 PM", EveryDay: "Every day 9:00 AM - 10:00 PM",
		EveryDayComma: "every day, 9:00 AM to 10:00 PM",
	}
	if n := len(c.SlotTimes); n != 26 || c.SlotTimes[1] != "09:30" || c.SlotTimes[n-1] != "21:30" {
		t.Errorf("slot times = %v, want every 30 minutes from 09:00 to 21:30", c.SlotTimes)
	}
	if b.Hours != wantHours {
		t.Errorf("hours = %+v\nwant    %+v", b.Hours, wantHours)
	}
	want := businessLinks{
		Tel:      "tel:+97145550199",
		Mailto:   "mailto:care+spa@palm.example",
		WhatsApp: "https://wa.me/971529876543",
		Maps:     "https://www.google.com/maps/search/?api=1&query=The+Crescent+Resort%2C+Palm+Jumeirah%2C+Dubai",
	}
	if b.Links != want {
		t.Errorf("links = %+v\nwant    %+v", b.Links, want)
	}
	if telHref("04 123 4567") != "tel:041234567" {
		t.Errorf("a local number dials as written: %q", telHref("04 123 4567"))
	}

	// The placeholders are the block's strings by their JSON path, every one of them.
	values := c.placeholders()
	for path, v := range map[string]string{
		"snapPixelId": "pixel-9", "business.phone": "+971 (4) 555-0199", "business.links.tel": "tel:+97145550199",
		"business.facebook": "", "business.instagram": "https://www.instagram.com/palm", "business.hours.week": "Mon-Sun 9:00 AM to 10:00 PM",
		"timeZone": "Asia/Tokyo", "changeCutoff": "48 hours",
	} {
		if got, ok := values[path]; !ok || got != v {
			t.Errorf("placeholder %s = %q (%v), want %q", path, got, ok, v)
		}
	}
	data, _ := json.Marshal(c)
	if n := strings.Count(string(data), `":"`); n != len(values) {
		t.Errorf("%d placeholders for %d strings in %s", len(values), n, data)
	}
}

// TestPageConfigArabic: the Arabic pages' block writes the names, the
// hours and the cut-off in Arabic, each name falling back to the English
// one where no Arabic is set, and keeps the same links.
func TestPageConfigArabic(t *testing.T) {
	mondaysClosed := dayspa.DefaultOpeningHours()
	mondaysClosed[time.Monday] = nil
	biz := palmWellness
	biz.Arabic = dayspa.BusinessNames{Name: "بالم ويلنس دبي", Hotel: "منتجع الهلال", District: "نخلة جميرا", City: "دبي", PriceRange: "300-900 د.إ"}
	ar := newPageConfig(dayspa.Arabic, biz, "", 12*time.Hour, time.UTC, 60, mondaysClosed, dayspa.DefaultRetention)
	en := newPageConfig(dayspa.English, biz, "", 12*time.Hour, time.UTC, 60, mondaysClosed, dayspa.DefaultRetention)
	b := ar.Business
	for field, got := range map[string][2]string{
		"name":       {b.Name, "بالم ويلنس دبي"},
		"short name": {b.ShortName, "بالم ويلنس دبي"},
		"hotel":      {b.Hotel, "منتجع الهلال"},
		"district":   {b.District, "نخلة جميرا"},
		"street":     {b.Street, "The Crescent Resort, Crescent Road"}, // no Arabic set: the English
		"price":      {b.PriceRange, "300-900 د.إ"},
		"daily":      {b.Hours.Daily, "من الثلاثاء إلى الأحد 9:00 ص - 10:00 م (مغلق يوم الاثنين)"},
		"cut-off":    {ar.ChangeCutoff, "12 ساعة"},
	} {
		if got[0] != got[1] {
			t.Errorf("%s = %q, want %q", field, got[0], got[1])
		}
	}
	if b.Links != en.Business.Links || b.Phone != en.Business.Phone || b.Email != en.Business.Email {
		t.Errorf("the Arabic links and contact details differ from the English: %+v / %+v", b.Links, en.Business.Links)
	}
	if en.Business.Name != "Palm Wellness Dubai" || en.Business.Hours.Daily != "Tue-Sun 9:00 AM to 10:00 PM (closed Mon)" {
		t.Errorf("the English block changed: %+v", en.Business)
	}
	if d := newPageConfig(dayspa.Arabic, palmWellness, "", time.Hour, time.UTC, 60, dayspa.DefaultOpeningHours(), dayspa.DefaultRetention); d.Business.Name != "Palm Wellness Dubai" || d.Business.Hours.Daily != "يوميًا من 9:00 ص إلى 10:00 م" {
		t.Errorf("without Arabic names: name %q, hours %q", d.Business.Name, d.Business.Hours.Daily)
	}
}

func TestFillHTML(t *testing.T) {
	values := map[string]string{
		"business.name":      `Palm & "Wellness" <Spa> 'n' Co`,
		"business.links.tel": "tel:+97145550199",
		"business.facebook":  "",
		"business.instagram": "https://www.instagram.com/palm?a=1&b=2",
		"snapPixelId":        "",
	}
	for _, tt := range []struct {
		name, in, want string
	}{
		{
			name: "TextAndAttributesEscaped",
			in:   `<h1>{{business.name}}</h1><a aria-label="{{business.name}} home" href="{{business.links.tel}}">call</a>`,
			want: `<h1>Palm &amp; &#34;Wellness&#34; &lt;Spa&gt; &#39;n&#39; Co</h1><a aria-label="Palm &amp; &#34;Wellness&#34; &lt;Spa&gt; &#39;n&#39; Co home" href="tel:+97145550199">call</a>`,
		},
		{
			name: "UnsetElementDropped",
			in: `<ul><li data-config-if="business.facebook"><a href="{{business.facebook}}"><svg viewBox="0 0 1 1"><path d="M0"></path></svg></a></li>` +
				`<li data-config-if="business.instagram"><a href="{{business.instagram}}">ig</a></li><li><a href="x">wa</a></li></ul>`,
			want: `<ul><li data-config-if="business.instagram"><a href="https://www.instagram.com/palm?a=1&amp;b=2">ig</a></li><li><a href="x">wa</a></li></ul>`,
		},
		{
			name: "NestedSameTagDroppedWhole",
			in:   `<section data-config-if="snapPixelId"><h2>Ads</h2><section><p>inner</p></section><p>more</p></section><p>after &amp; on</p>`,
			want: `<p>after &amp; on</p>`,
		},
		{
			name: "VoidElementDropped",
			in:   `<p>a<img data-config-if="business.facebook" src="f.png"/>b<br/>c</p>`,
			want: `<p>ab<br/>c</p>`,
		},
		{
			name: "CommentsAndEntitiesKept",
			in:   `<p>Open <!-- -->9:00 AM<!-- --> &amp; late, <a href="/x?a=1&amp;b=2">x</a></p>`,
			want: `<p>Open <!-- -->9:00 AM<!-- --> &amp; late, <a href="/x?a=1&amp;b=2">x</a></p>`,
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := fillHTML(tt.in, values)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("fillHTML =\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
	for _, in := range []string{`<p>{{business.fax}}</p>`, `<li data-config-if="business.myspace">x</li>`, `<li data-config-if="business.facebook">x`} {
		if got, err := fillHTML(in, values); err == nil {
			t.Errorf("fillHTML(%q) = %q, want an error: the build and the server disagree", in, got)
		}
	}
	if got, err := fillText("Call {{business.links.tel}} & more", values); err != nil || got != "Call tel:+97145550199 & more" {
		t.Errorf("fillText = %q, %v", got, err)
	}
	if _, err := fillText("{{business.fax}}", values); err == nil {
		t.Error("fillText accepted an unknown placeholder")
	}
}

// testPlaceholderPrerendered is prerendered.json as the web build writes
// it: the spa's details as placeholders, a social link only with its
// setting.
const testPlaceholderPrerendered = `{"/contact": "<main><h1>{{business.name}}</h1><a href=\"{{business.links.tel}}\">{{business.phone}}</a><a href=\"{{business.links.mailto}}\">{{business.email}}</a><ul><li data-config-if=\"business.facebook\"><a href=\"{{business.facebook}}\">Facebook</a></li><li data-config-if=\"business.instagram\"><a href=\"{{business.instagram}}\">Instagram</a></li><li><a href=\"{{business.links.whatsapp}}?text=Hello!%20Hi\">WhatsApp</a></li></ul><p>Open {{business.hours.week}}</p></main>"}`

// testPlaceholderPageMeta names the details as the web build's
// page-meta.json does.
const testPlaceholderPageMeta = `{
  "siteName": "{{business.name}}",
  "routes": {
    "/contact": {"title": "Contact Us | Spa in {{business.district}} | {{business.phone}}", "description": "Call {{business.phone}} or e-mail {{business.email}}.", "keywords": "spa {{business.district}}", "noindex": false},
    "/privacy": {"title": "Privacy Policy | {{business.name}}", "description": "How {{business.name}} uses your details.", "keywords": "", "noindex": false},
    "/terms": {"title": "Terms of Service | {{business.name}}", "description": "The terms of {{business.name}}.", "keywords": "", "noindex": false}
  }
}`

// TestServedDetails: the pages carry the configured details in place of
// the build's placeholders, in the text, the links, the head and the
// config block, and a social link without its setting is not there.
func TestServedDetails(t *testing.T) {
	ts := newTestSite(t, func(c *httpapi.Config, dist *fstest.MapFS) {
		c.PageMeta = []byte(testPlaceholderPageMeta)
		(*dist)["prerendered.json"] = &fstest.MapFile{Data: []byte(testPlaceholderPrerendered)}
	})
	resp, body := ts.do(t, "GET", "/contact", "", nil)
	page := string(body)
	if resp.StatusCode != 200 {
		t.Fatalf("/contact = %d", resp.StatusCode)
	}
	for _, want := range []string{
		`<title>Contact Us | Spa in Al Barsha 1 | +971 4 000 0000</title>`,
		`<meta name="description" content="Call +971 4 000 0000 or e-mail hello@spa.example.">`,
		`<meta property="og:site_name" content="Test Spa">`,
		`<h1>Test Spa</h1>`,
		`<a href="tel:+97140000000">+971 4 000 0000</a>`,
		`<a href="mailto:hello@spa.example">hello@spa.example</a>`,
		`<li data-config-if="business.instagram"><a href="https://www.instagram.com/testspa">Instagram</a></li>`,
		`<a href="https://wa.me/971500000000?text=Hello!%20Hi">WhatsApp</a>`,
		`<p>Open Mon-Sun 9:00 AM to 10:00 PM</p>`,
		`"whatsapp":"971500000000"`,
		`"links":{"tel":"tel:+97140000000","mailto":"mailto:hello@spa.example","whatsapp":"https://wa.me/971500000000"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("/contact lacks %s", want)
		}
	}
	for _, unwanted := range []string{"{{", "Facebook", "business.facebook"} {
		if strings.Contains(page, unwanted) {
			t.Errorf("/contact has %q", unwanted)
		}
	}
	_, body = ts.do(t, "GET", "/sitemap.xml", "", nil)
	for _, p := range []string{"/privacy", "/terms"} {
		if !strings.Contains(string(body), "<loc>https://spa.example"+p+"</loc>") {
			t.Errorf("the sitemap lacks %s", p)
		}
	}
	resp, body = ts.do(t, "GET", "/privacy", "", nil)
	if resp.StatusCode != 200 || !strings.Contains(string(body), "<title>Privacy Policy | Test Spa</title>") ||
		!strings.Contains(string(body), `<link rel="canonical" href="https://spa.example/privacy">`) {
		t.Errorf("/privacy = %d, without its own title and canonical link", resp.StatusCode)
	}
}

// A build whose placeholders the server does not know stops the server
// from starting, rather than show a visitor "{{business.fax}}".
func TestServedDetailsUnknownPlaceholder(t *testing.T) {
	for name, set := range map[string]func(c *Config, dist fstest.MapFS){
		"Prerendered": func(_ *Config, dist fstest.MapFS) {
			dist["prerendered.json"] = &fstest.MapFile{Data: []byte(`{"/": "<main>{{business.fax}}</main>"}`)}
		},
		"PageMeta": func(c *Config, _ fstest.MapFS) {
			c.PageMeta = []byte(`{"routes": {"/": {"title": "Fax {{business.fax}}"}}}`)
		},
	} {
		t.Run(name, func(t *testing.T) {
			dist := testDist()
			cfg := Config{Business: testBusiness, PageMeta: []byte(testPageMeta)}
			set(&cfg, dist)
			base, _ := url.Parse(testBaseURL)
			_, err := newSite(dist, cfg, base)
			if err == nil || !strings.Contains(err.Error(), "{{business.fax}}") {
				t.Fatalf("newSite = %v, want an error naming the placeholder", err)
			}
		})
	}
}

// The web app's placeholders (web/src/config/business.ts) and the block's
// JSON paths must be the same set; the app's list is in its source.
func TestPlaceholdersMatchTheApp(t *testing.T) {
	src := readRepoFile(t, "web/src/config/business.ts")
	keysOf := func(name string) []string {
		m := regexp.MustCompile(`(?s)export const ` + name + ` = \[(.*?)\]`).FindStringSubmatch(src)
		if m == nil {
			t.Fatalf("business.ts has no %s", name)
		}
		var keys []string
		for _, k := range regexp.MustCompile(`'([A-Za-z]+)'`).FindAllStringSubmatch(m[1], -1) {
			keys = append(keys, k[1])
		}
		return keys
	}
	app := []string{"snapPixelId", "timeZone", "changeCutoff"}
	for _, k := range keysOf("businessKeys") {
		app = append(app, "business."+k)
	}
	for _, k := range keysOf("linkKeys") {
		app = append(app, "business.links."+k)
	}
	for _, k := range keysOf("hoursKeys") {
		app = append(app, "business.hours."+k)
	}
	for _, k := range keysOf("retentionKeys") {
		app = append(app, "retention."+k)
	}
	slices.Sort(app)
	server := slices.Sorted(maps.Keys(newPageConfig(dayspa.English, testBusiness, "", dayspa.DefaultChangeCutoff, time.UTC, 0, dayspa.DefaultOpeningHours(), dayspa.DefaultRetention).placeholders()))
	if !slices.Equal(app, server) {
		t.Errorf("the app reads %v\nthe server writes %v", app, server)
	}
}

// readRepoFile reads a file of the repository from this package's tests.
func readRepoFile(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// The spa's clock reaches the app: every page's config block names
// DAYSPA_TIMEZONE, so a spa outside Dubai sees its own today in the
// booking calendar and its own dates on the dashboard.
func TestPageConfigCarriesTimeZone(t *testing.T) {
	for _, zone := range []string{"America/New_York", "Asia/Dubai"} {
		t.Run(strings.ReplaceAll(zone, "/", "_"), func(t *testing.T) {
			ts := newTestSite(t, func(c *httpapi.Config, _ *fstest.MapFS) { c.Location = mustLoadLocation(zone) })
			for _, path := range []string{"/", "/booking", "/admin"} {
				_, body := ts.do(t, "GET", path, "", nil)
				m := regexp.MustCompile(`<script type="application/json" id="` + configScriptID + `">(.*?)</script>`).FindSubmatch(body)
				if m == nil {
					t.Fatalf("%s has no config block", path)
				}
				var block struct {
					TimeZone string `json:"timeZone"`
				}
				if err := json.Unmarshal(m[1], &block); err != nil {
					t.Fatalf("%s: config block: %v", path, err)
				}
				if block.TimeZone != zone {
					t.Errorf("%s: timeZone = %q, want %q", path, block.TimeZone, zone)
				}
			}
		})
	}
}

// The app's own zone, for the pages the build prerenders and a page
// without a config block, is the server's default.
func TestAppDefaultTimeZone(t *testing.T) {
	src := readRepoFile(t, "web/src/config/business.ts")
	m := regexp.MustCompile(`export const defaultTimeZone = '([^']+)'`).FindStringSubmatch(src)
	if m == nil || m[1] != dayspa.DefaultTimeZone {
		t.Errorf("web/src/config/business.ts: defaultTimeZone = %v, want %q", m, dayspa.DefaultTimeZone)
	}
}
