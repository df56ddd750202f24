package httpapi

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"log/slog"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	xhtml "golang.org/x/net/html"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/ssr"
)

// The site in English and Arabic (issue 19): the test app's page-meta.json
// and prerendered.json have both (helpers_test.go); englishOnly is a build
// without the Arabic keys, as the web build was before them.

// langPair is a page in both languages with the titles the fixture gives.
type langPair struct {
	en, ar           string
	enTitle, arTitle string
}

var langPairs = []langPair{
	{"/", "/ar", "Test Spa | Home", "منتجع الاختبار | الرئيسية"},
	{"/about", "/ar/about", "About Us | Test Spa", "من نحن | منتجع الاختبار"},
	{"/services", "/ar/services", "Spa Services & Prices | Test Spa", "العلاجات والأسعار | منتجع الاختبار"},
	{"/gallery", "/ar/gallery", "Gallery | Test Spa", "معرض الصور | منتجع الاختبار"},
	{"/booking", "/ar/booking", "Book a Treatment | Test Spa", "احجز موعدك | منتجع الاختبار"},
	{"/contact", "/ar/contact", "Contact Us | Test Spa | +971 4 000 0000", "تواصل معنا | منتجع الاختبار | +971 4 000 0000"},
	{"/blog", "/ar/blog", "Wellness Insights | Test Spa", "مدونة العافية | منتجع الاختبار"},
	{"/privacy", "/ar/privacy", "Privacy Policy | Test Spa", "سياسة الخصوصية | منتجع الاختبار"},
	{"/terms", "/ar/terms", "Terms of Service | Test Spa", "الشروط والأحكام | منتجع الاختبار"},
}

// englishOnly is the test app as a web build without Arabic: no
// "languages", no /ar routes, no /ar prerendered pages.
func englishOnly(t testing.TB) siteOption {
	t.Helper()
	var meta map[string]any
	if err := json.Unmarshal([]byte(testPageMeta), &meta); err != nil {
		t.Fatal(err)
	}
	delete(meta, "languages")
	for _, key := range []string{"routes", "preloadImages"} {
		m := meta[key].(map[string]any)
		maps.DeleteFunc(m, func(p string, _ any) bool { return strings.HasPrefix(p, "/ar") })
	}
	metaJSON, _ := json.Marshal(meta)
	var pre map[string]string
	if err := json.Unmarshal([]byte(testPrerendered), &pre); err != nil {
		t.Fatal(err)
	}
	maps.DeleteFunc(pre, func(p string, _ string) bool { return strings.HasPrefix(p, "/ar") })
	preJSON, _ := json.Marshal(pre)
	return func(cfg *Config, app *fstest.MapFS) {
		cfg.PageMeta = metaJSON
		(*app)["prerendered.json"] = &fstest.MapFile{Data: preJSON}
	}
}

// standInRenderScript stands in for the web build's server renderer
// (dist/server/render.js): it renders the location it is given and the
// API paths of the answers it was given, so a test sees which page was
// rendered from what.
const standInRenderScript = `
globalThis.dayspaSSR = { render: function (path, data, config) {
  var keys = Object.keys(JSON.parse(data)).sort();
  return { html: '<main data-location="' + path + '" data-answers="' + keys.join(' ') + '"></main>', error: '' };
} };
`

func withStandInRenderer(_ *Config, app *fstest.MapFS) {
	(*app)[ssr.ScriptPath] = &fstest.MapFile{Data: []byte(standInRenderScript)}
}

func withLogger(logs *lockedBuffer) siteOption {
	return func(cfg *Config, _ *fstest.MapFS) { cfg.Logger = slog.New(slog.NewTextHandler(logs, nil)) }
}

// pageHead is what a test reads of a page: <html>'s lang and dir, and the
// head's title, canonical links, hreflang links and meta tags.
type pageHead struct {
	lang, dir string
	title     string
	canonical []string
	hreflang  []string            // "hreflang href", in order
	meta      map[string][]string // content by property or name
	ld        []map[string]any    // the JSON-LD blocks
}

func parseHead(t *testing.T, page []byte) pageHead {
	t.Helper()
	doc, err := xhtml.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatalf("parse page: %v", err)
	}
	h := pageHead{meta: map[string][]string{}}
	attr := func(n *xhtml.Node, key string) string {
		for _, a := range n.Attr {
			if a.Key == key {
				return a.Val
			}
		}
		return ""
	}
	var walk func(n *xhtml.Node, inHead bool)
	walk = func(n *xhtml.Node, inHead bool) {
		if n.Type == xhtml.ElementNode {
			switch n.Data {
			case "html":
				h.lang, h.dir = attr(n, "lang"), attr(n, "dir")
			case "head":
				inHead = true
			case "title":
				if n.FirstChild != nil {
					h.title = n.FirstChild.Data
				}
			case "link":
				switch {
				case !inHead:
				case attr(n, "rel") == "canonical":
					h.canonical = append(h.canonical, attr(n, "href"))
				case attr(n, "rel") == "alternate" && attr(n, "hreflang") != "":
					h.hreflang = append(h.hreflang, attr(n, "hreflang")+" "+attr(n, "href"))
				}
			case "meta":
				if key := attr(n, "property") + attr(n, "name"); key != "" && inHead {
					h.meta[key] = append(h.meta[key], attr(n, "content"))
				}
			case "script":
				if attr(n, "type") == "application/ld+json" && n.FirstChild != nil {
					var v map[string]any
					if err := json.Unmarshal([]byte(n.FirstChild.Data), &v); err != nil {
						t.Fatalf("JSON-LD: %v", err)
					}
					h.ld = append(h.ld, v)
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inHead)
		}
	}
	walk(doc, false)
	return h
}

// daySpa is the page's DaySpa structured data.
func (h pageHead) daySpa(t *testing.T) map[string]any {
	t.Helper()
	for _, v := range h.ld {
		if v["@type"] == "DaySpa" {
			return v
		}
	}
	t.Fatal("no DaySpa in the head")
	return nil
}

// wantHreflang are a page's hreflang links for the page at en and ar.
func wantHreflang(en, ar string) []string {
	return []string{"en " + testBaseURL + en, "ar " + testBaseURL + ar, "x-default " + testBaseURL + en}
}

// TestLanguagePages: every page in both languages says its language on
// <html>, has its own title, og:locale, canonical URL and structured data,
// and names both versions (hreflang, og:locale:alternate).
func TestLanguagePages(t *testing.T) {
	forEachEngine(t, func(t *testing.T, ts *testSite) {
		for _, pair := range langPairs {
			t.Run(strings.TrimPrefix(pair.ar, "/"), func(t *testing.T) {
				for _, side := range []struct {
					path, title, lang, dir, locale, alternate, url string
				}{
					{pair.en, pair.enTitle, "en", "ltr", "en_AE", "ar_AE", testBaseURL + "/"},
					{pair.ar, pair.arTitle, "ar", "rtl", "ar_AE", "en_AE", testBaseURL + "/ar"},
				} {
					resp, page := ts.do(t, "GET", side.path, "", nil)
					if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != htmlType || resp.Header.Get("Cache-Control") != cachePage {
						t.Fatalf("GET %s: %d %v", side.path, resp.StatusCode, resp.Header)
					}
					h := parseHead(t, page)
					if h.lang != side.lang || h.dir != side.dir {
						t.Errorf("%s: <html lang=%q dir=%q>, want %s %s", side.path, h.lang, h.dir, side.lang, side.dir)
					}
					if h.title != side.title {
						t.Errorf("%s: title %q, want %q", side.path, h.title, side.title)
					}
					if got := h.meta["og:locale"]; !slices.Equal(got, []string{side.locale}) {
						t.Errorf("%s: og:locale %q, want %s", side.path, got, side.locale)
					}
					if got := h.meta["og:locale:alternate"]; !slices.Equal(got, []string{side.alternate}) {
						t.Errorf("%s: og:locale:alternate %q, want %s", side.path, got, side.alternate)
					}
					if got, want := h.canonical, []string{testBaseURL + side.path}; !slices.Equal(got, want) {
						t.Errorf("%s: canonical %q, want %q", side.path, got, want)
					}
					if got, want := h.meta["og:url"], []string{testBaseURL + side.path}; !slices.Equal(got, want) {
						t.Errorf("%s: og:url %q, want %q", side.path, got, want)
					}
					if got, want := h.hreflang, wantHreflang(pair.en, pair.ar); !slices.Equal(got, want) {
						t.Errorf("%s: hreflang %q, want %q", side.path, got, want)
					}
					if len(h.meta["robots"]) != 0 {
						t.Errorf("%s: robots %q", side.path, h.meta["robots"])
					}
					// One business in both languages: its name, phone and address
					// as configured; the Arabic pages' description in Arabic.
					spa := h.daySpa(t)
					addr, _ := spa["address"].(map[string]any)
					if spa["@id"] != testBaseURL+"/#spa" || spa["name"] != "Test Spa" || spa["telephone"] != testBusiness.Phone ||
						spa["url"] != side.url || addr["streetAddress"] != "The Test Hotel, Sheikh Zayed Road, Al Barsha 1" || addr["addressLocality"] != "Dubai" {
						t.Errorf("%s: DaySpa %v", side.path, spa)
					}
					desc, _ := spa["description"].(string)
					switch side.lang {
					case "ar":
						if !strings.HasPrefix(desc, "منتجع صحي فاخر في The Test Hotel, Sheikh Zayed Road، Al Barsha 1، Dubai: ") || !strings.Contains(desc, "حمّام مغربي") {
							t.Errorf("%s: DaySpa description %q", side.path, desc)
						}
					default:
						if _, ok := spa["description"]; ok {
							t.Errorf("%s: the English DaySpa has a description: %q", side.path, desc)
						}
					}
					if _, ok := spa["inLanguage"]; ok {
						t.Errorf("%s: DaySpa has inLanguage, which schema.org does not give a LocalBusiness", side.path)
					}
				}
			})
		}

		// The build's Arabic pages are served as it prerendered them, with
		// the configured details in place of their placeholders.
		for path, want := range map[string]string{
			"/ar/services": `<div id="root"><main><h1>العلاجات</h1></main></div>`,
			"/ar/blog":     `<div id="root"><main><h1>مدونة العافية</h1></main></div>`,
			"/ar/contact":  `<div id="root"><main><h1>تواصل معنا</h1><a href="tel:+97140000000" dir="ltr">+971 4 000 0000</a></main></div>`,
			"/ar":          `<link rel="preload" as="image" imagesrcset="/media/hero/poster-768.webp 768w, /media/hero/poster-1920.webp 1920w" imagesizes="100vw" fetchpriority="high">`,
		} {
			if page := ts.page(t, path); !bytes.Contains(page, []byte(want)) {
				t.Errorf("%s lacks %s", path, want)
			}
		}
		// The Arabic description is HTML-escaped like the English one.
		if page := ts.page(t, "/ar/services"); !bytes.Contains(page, []byte(`<meta name="description" content="تدليك وعناية بالبشرة &lt;و&gt; باقات للأزواج.">`)) {
			t.Error("/ar/services: description not escaped")
		}
	})
}

// TestLanguageNotFound: a path under /ar the app does not know is the
// Arabic not-found page; any other unknown path the English one. The
// dashboard is never under /ar.
func TestLanguageNotFound(t *testing.T) {
	ts := newTestSite(t)
	for _, p := range []string{"/ar/nope", "/ar/blog/xss-check", "/ar/blog/a/b", "/ar/admin", "/ar/admin/login",
		"/ar/booking/manage", "/ar/booking/manage/a/b", "/ar/ar", "/ar/api", "/ar/*", "/ar/blog/:slug"} {
		resp, page := ts.do(t, "GET", p, "", nil)
		h := parseHead(t, page)
		if resp.StatusCode != 404 || resp.Header.Get("Cache-Control") != cachePage || h.lang != "ar" || h.dir != "rtl" ||
			h.title != "الصفحة غير موجودة | منتجع الاختبار" || !slices.Equal(h.meta["robots"], []string{"noindex"}) {
			t.Errorf("%s: %d lang=%q dir=%q title %q robots %q", p, resp.StatusCode, h.lang, h.dir, h.title, h.meta["robots"])
		}
		if len(h.canonical) != 0 || len(h.hreflang) != 0 || len(h.meta["og:locale:alternate"]) != 0 || !slices.Equal(h.meta["og:locale"], []string{"ar_AE"}) {
			t.Errorf("%s: canonical %q hreflang %q og:locale %q %q", p, h.canonical, h.hreflang, h.meta["og:locale"], h.meta["og:locale:alternate"])
		}
	}
	for _, p := range []string{"/nope", "/arabic", "/ar-ae/about", "/en/about", "/blog/no-such-post"} {
		resp, page := ts.do(t, "GET", p, "", nil)
		h := parseHead(t, page)
		if resp.StatusCode != 404 || h.lang != "en" || h.dir != "ltr" || h.title != "404 Page Not Found | Test Spa" {
			t.Errorf("%s: %d lang=%q dir=%q title %q", p, resp.StatusCode, h.lang, h.dir, h.title)
		}
	}
	// A trailing slash is dropped as on every other path.
	for from, to := range map[string]string{"/ar/": "/ar", "/ar/blog/": "/ar/blog", "/ar/services/?x=1": "/ar/services?x=1"} {
		scenario{path: from, status: 301, header: map[string]string{"Location": to}}.run(t, ts)
	}
}

// TestNoHreflangWhenNotIndexed: the dashboard, the manage pages and the
// not-found pages name no other version of themselves.
func TestNoHreflangWhenNotIndexed(t *testing.T) {
	ts := newTestSite(t)
	token := dayspa.NewManageToken()
	for _, p := range []string{"/admin", "/admin/login", "/booking/manage/" + token, "/ar/booking/manage/" + token, "/nope", "/ar/nope"} {
		_, page := ts.do(t, "GET", p, "", nil)
		h := parseHead(t, page)
		if !slices.Equal(h.meta["robots"], []string{"noindex"}) {
			t.Errorf("%s: robots %q", p, h.meta["robots"])
		}
		if len(h.hreflang) != 0 || len(h.meta["og:locale:alternate"]) != 0 || len(h.canonical) != 0 || bytes.Contains(page, []byte("hreflang")) {
			t.Errorf("%s: hreflang %q, og:locale:alternate %q, canonical %q", p, h.hreflang, h.meta["og:locale:alternate"], h.canonical)
		}
	}
}

// TestManagePageArabic: the Arabic manage page is served as the English
// one (private, unindexed, naming no URL of itself), and its token never
// reaches the logs, the request id's line included.
func TestManagePageArabic(t *testing.T) {
	logs := &lockedBuffer{}
	ts := newTestSite(t, withLogger(logs))
	token := dayspa.NewManageToken()
	for _, p := range []string{"/ar/booking/manage/" + token, "/booking/manage/" + token} {
		resp, page := ts.do(t, "GET", p, "", nil)
		h := parseHead(t, page)
		if resp.StatusCode != 200 || resp.Header.Get("X-Robots-Tag") != "noindex, nofollow" || resp.Header.Get("Referrer-Policy") != "no-referrer" ||
			resp.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("%s: %d %v", p, resp.StatusCode, resp.Header)
		}
		if len(h.canonical) != 0 || len(h.meta["og:url"]) != 0 || !slices.Equal(h.meta["robots"], []string{"noindex"}) || bytes.Contains(page, []byte(token)) {
			t.Errorf("%s: canonical %q og:url %q robots %q, or the token in the page", p, h.canonical, h.meta["og:url"], h.meta["robots"])
		}
		wantLang, wantTitle := "en", "Your Booking | Test Spa"
		if strings.HasPrefix(p, "/ar/") {
			wantLang, wantTitle = "ar", "حجزك | منتجع الاختبار"
		}
		if h.lang != wantLang || h.title != wantTitle {
			t.Errorf("%s: lang %q title %q", p, h.lang, h.title)
		}
		// The request's log line, found by its request id, shows the path without the token.
		id := resp.Header.Get("X-Request-Id")
		line := ""
		for l := range strings.SplitSeq(logs.String(), "\n") {
			if strings.Contains(l, "request_id="+id) && strings.Contains(l, "msg=request") {
				line = l
			}
		}
		if want := strings.TrimSuffix(p, token) + "[token]"; !strings.Contains(line, want) || strings.Contains(line, token) {
			t.Errorf("%s: the request's log line %q lacks %s", p, line, want)
		}
	}
	// With a trailing slash (redirected) and with a path after the token.
	ts.do(t, "GET", "/ar/booking/manage/"+token+"/", "", nil)
	ts.do(t, "GET", "/ar/booking/manage/"+token+"/x", "", nil)
	// A build without Arabic: the path is a 404, and still not logged.
	en := newTestSite(t, englishOnly(t), withLogger(logs))
	if resp, _ := en.do(t, "GET", "/ar/booking/manage/"+token, "", nil); resp.StatusCode != 404 {
		t.Errorf("without Arabic: %d", resp.StatusCode)
	}
	if l := logs.String(); strings.Contains(l, token) || !strings.Contains(l, "/ar/booking/manage/[token]/x") {
		t.Errorf("the log holds the token, or no redacted Arabic path:\n%s", l)
	}
}

// TestLanguageCookie: the visitor's choice (the dayspa_lang cookie) sends
// / and only / to the Arabic home; Accept-Language sends nothing anywhere.
func TestLanguageCookie(t *testing.T) {
	ts := newTestSite(t)
	ar := map[string]string{"Cookie": "dayspa_lang=ar"}
	varyCookie := func(resp *http.Response) bool { return slices.Contains(resp.Header.Values("Vary"), "Cookie") }

	for path, want := range map[string]string{"/": "/ar", "/?utm_source=x&b=%C3%A9": "/ar?utm_source=x&b=%C3%A9"} {
		for _, method := range []string{"GET", "HEAD"} {
			resp, _ := ts.do(t, method, path, "", map[string]string{"Cookie": "theme=dark; dayspa_lang=ar"})
			if resp.StatusCode != http.StatusFound || resp.Header.Get("Location") != want || !varyCookie(resp) || resp.Header.Get("Cache-Control") != "no-store" {
				t.Errorf("%s %s with dayspa_lang=ar: %d Location %q %v", method, path, resp.StatusCode, resp.Header.Get("Location"), resp.Header)
			}
		}
	}
	// Every answer for / varies by the cookie.
	for _, headers := range []map[string]string{
		nil,
		{"Cookie": "dayspa_lang=en"},
		{"Cookie": "dayspa_lang=fr"},
		{"Cookie": "dayspa_lang="},
		{"Cookie": "dayspa_lang_x=ar"},
		{"Accept-Language": "ar"},
		{"Accept-Language": "ar-AE,ar;q=0.9,en;q=0.5"},
		{"Accept-Encoding": "gzip"},
	} {
		resp, page := ts.do(t, "GET", "/", "", headers)
		if resp.StatusCode != 200 || !varyCookie(resp) || parseHead(t, page).lang != "en" {
			t.Errorf("/ with %v: %d Vary %q", headers, resp.StatusCode, resp.Header.Values("Vary"))
		}
	}
	// Nothing else is redirected by the cookie, and nothing by Accept-Language.
	for _, p := range []string{"/services", "/about", "/blog", "/contact", "/blog/xss-check", "/ar", "/ar/services", "/nope"} {
		for _, headers := range []map[string]string{ar, {"Accept-Language": "ar"}, {"Cookie": "dayspa_lang=en"}} {
			resp, _ := ts.do(t, "GET", p, "", headers)
			if resp.StatusCode == http.StatusFound || resp.StatusCode == http.StatusMovedPermanently || varyCookie(resp) {
				t.Errorf("%s with %v: %d Location %q Vary %q", p, headers, resp.StatusCode, resp.Header.Get("Location"), resp.Header.Values("Vary"))
			}
		}
	}
	scenario{path: "/index.html", headers: ar, status: 301, header: map[string]string{"Location": "/"}}.run(t, ts)

	// A build without Arabic: the cookie changes nothing, and / does not vary by it.
	en := newTestSite(t, englishOnly(t))
	resp, _ := en.do(t, "GET", "/", "", ar)
	if resp.StatusCode != 200 || varyCookie(resp) {
		t.Errorf("without Arabic, / with dayspa_lang=ar: %d Vary %q", resp.StatusCode, resp.Header.Values("Vary"))
	}
}

// sitemapDoc is sitemap.xml as a crawler reads it, namespaces and all.
type sitemapDoc struct {
	XMLName xml.Name `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []struct {
		Loc     string `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 loc"`
		LastMod string `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 lastmod"`
		Links   []struct {
			Rel      string `xml:"rel,attr"`
			Hreflang string `xml:"hreflang,attr"`
			Href     string `xml:"href,attr"`
		} `xml:"http://www.w3.org/1999/xhtml link"`
	} `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 url"`
}

// TestSitemapLanguages: the sitemap lists the fixed pages in both
// languages, each with the alternates of both and x-default.
func TestSitemapLanguages(t *testing.T) {
	forEachEngine(t, func(t *testing.T, ts *testSite) {
		raw := ts.page(t, "/sitemap.xml")
		if !bytes.Contains(raw, []byte(`xmlns:xhtml="http://www.w3.org/1999/xhtml"`)) {
			t.Errorf("no xhtml namespace:\n%s", raw)
		}
		var doc sitemapDoc
		if err := xml.Unmarshal(raw, &doc); err != nil {
			t.Fatalf("sitemap: %v", err)
		}
		links := map[string][]string{}
		var locs []string
		for _, u := range doc.URLs {
			if _, dup := links[u.Loc]; dup {
				t.Errorf("%s listed twice", u.Loc)
			}
			links[u.Loc] = []string{}
			locs = append(locs, u.Loc)
			for _, l := range u.Links {
				if l.Rel != "alternate" {
					t.Errorf("%s: link rel %q", u.Loc, l.Rel)
				}
				links[u.Loc] = append(links[u.Loc], l.Hreflang+" "+l.Href)
			}
		}
		for _, pair := range langPairs {
			want := wantHreflang(pair.en, pair.ar)
			for _, p := range []string{pair.en, pair.ar} {
				got, ok := links[testBaseURL+p]
				if !ok {
					t.Errorf("%s is not in the sitemap", p)
				} else if !slices.Equal(got, want) {
					t.Errorf("%s: alternates %q, want %q", p, got, want)
				}
			}
		}
		// English first, home first; the Arabic pages after them, their home first.
		if locs[0] != testBaseURL+"/" || locs[len(langPairs)] != testBaseURL+"/ar" {
			t.Errorf("order: %q", locs)
		}
		// Posts: an English-only one without alternates; one in both
		// languages on both its entries, with both (the Arabic blog's
		// TestArabicPosts checks them).
		if got := links[testBaseURL+"/blog/xss-check"]; got == nil || len(got) != 0 {
			t.Errorf("/blog/xss-check: %q", got)
		}
		arabicPosts := 0
		for loc := range links {
			if strings.Contains(loc, "admin") || strings.Contains(loc, "manage") || strings.ContainsAny(strings.TrimPrefix(loc, "https:"), "*:") {
				t.Errorf("the sitemap lists %s", loc)
			}
			if strings.Contains(loc, "/ar/blog/") {
				arabicPosts++
			}
		}
		if arabicPosts == 0 || len(links) != 2*len(langPairs)+countPosts(t, ts)+arabicPosts {
			t.Errorf("%d URLs: %q", len(links), locs)
		}
	})
}

func countPosts(t *testing.T, ts *testSite) int {
	t.Helper()
	var posts []any
	if err := json.Unmarshal(ts.page(t, "/api/blog"), &posts); err != nil {
		t.Fatal(err)
	}
	return len(posts)
}

// hreflangLines are the lines only a site in more than one language
// writes in a page's head.
var hreflangLines = regexp.MustCompile(`(?m)^(<link rel="alternate" hreflang=|<meta property="og:locale:alternate").*\n`)

// TestEnglishOnlyBuild: a web build without the Arabic keys serves English
// as before Arabic (the Arabic pages add only the lines naming their other
// versions to the English ones), and every /ar path is a 404.
func TestEnglishOnlyBuild(t *testing.T) {
	both, en := newTestSite(t), newTestSite(t, englishOnly(t))
	for _, pair := range langPairs {
		want := en.page(t, pair.en)
		got := both.page(t, pair.en)
		if stripped := hreflangLines.ReplaceAll(got, nil); !bytes.Equal(stripped, want) {
			t.Errorf("%s differs beyond its alternates:\n%s\n----\n%s", pair.en, stripped, want)
		}
		if bytes.Contains(want, []byte("hreflang")) || bytes.Contains(want, []byte("og:locale:alternate")) {
			t.Errorf("%s names alternates without Arabic", pair.en)
		}
		resp, page := en.do(t, "GET", pair.ar, "", nil)
		if h := parseHead(t, page); resp.StatusCode != 404 || h.lang != "en" || h.title != "404 Page Not Found | Test Spa" {
			t.Errorf("without Arabic, %s: %d lang %q title %q", pair.ar, resp.StatusCode, h.lang, h.title)
		}
	}
	for _, p := range []string{"/nope", "/admin", "/booking/manage/" + dayspa.NewManageToken()} {
		_, want := en.do(t, "GET", p, "", nil)
		if _, got := both.do(t, "GET", p, "", nil); !bytes.Equal(got, want) {
			t.Errorf("%s differs:\n%s\n----\n%s", p, got, want)
		}
	}
	sitemap := en.page(t, "/sitemap.xml")
	if bytes.Contains(sitemap, []byte("xhtml")) || bytes.Contains(sitemap, []byte("/ar")) {
		t.Errorf("sitemap without Arabic:\n%s", sitemap)
	}
}

// TestLanguageRenderedPages: the pages rendered at request time in
// English are rendered in Arabic too, at their /ar location and from the
// same answers but the blog's: /ar/blog from the Arabic list and /ar's
// preview from its newest posts (postsAnswer).
func TestLanguageRenderedPages(t *testing.T) {
	forEachEngine(t, func(t *testing.T, ts *testSite) {
		for _, pair := range []langPair{langPairs[0], langPairs[1], langPairs[2], langPairs[3], langPairs[4]} {
			enPage, arPage := ts.page(t, pair.en), ts.page(t, pair.ar)
			enRoot, arRoot := root(t, enPage), root(t, arPage)
			if !strings.Contains(enRoot, `data-location="`+pair.en+`"`) || !strings.Contains(arRoot, `data-location="`+pair.ar+`"`) {
				t.Errorf("%s: rendered %q and %q", pair.ar, enRoot, arRoot)
			}
			enData, arData := dataBlock(t, enPage), dataBlock(t, arPage)
			if pair.en == "/" {
				// The home page's blog preview is the newest Arabic versions in
				// Arabic (the Arabic blog's TestArabicPosts checks them).
				// Both without the posts' Markdown, kept under the path the
				// web's query asks by (postsPath in get-posts.ts).
				if _, ok := arData["/api/blog?limit=3&lang=ar&summary=true"]; !ok {
					t.Errorf("/ar: no Arabic blog preview: %v", slices.Sorted(maps.Keys(arData)))
				}
				if _, ok := enData[homePostsPath]; !ok {
					t.Errorf("/: no blog preview: %v", slices.Sorted(maps.Keys(enData)))
				}
				delete(arData, "/api/blog?limit=3&lang=ar&summary=true")
				delete(enData, homePostsPath)
			}
			if !slices.Equal(slices.Sorted(maps.Keys(arData)), slices.Sorted(maps.Keys(enData))) || mustJSON(t, arData) != mustJSON(t, enData) {
				t.Errorf("%s: answers differ from %s's", pair.ar, pair.en)
			}
			if h := parseHead(t, arPage); h.lang != "ar" || h.title != pair.arTitle || !slices.Equal(h.hreflang, wantHreflang(pair.en, pair.ar)) {
				t.Errorf("%s: lang %q title %q hreflang %q", pair.ar, h.lang, h.title, h.hreflang)
			}
			// Kept by location: the English page is not the Arabic one's copy.
			if again := ts.page(t, pair.ar); !bytes.Equal(again, arPage) {
				t.Errorf("%s: a second request got another page", pair.ar)
			}
		}
		// The home page's rating is in the Arabic DaySpa too.
		if en, ar := parseHead(t, ts.page(t, "/")).daySpa(t), parseHead(t, ts.page(t, "/ar")).daySpa(t); mustJSON(t, en["aggregateRating"]) != mustJSON(t, ar["aggregateRating"]) {
			t.Errorf("aggregateRating: %v and %v", en["aggregateRating"], ar["aggregateRating"])
		}
		// Every rendered page carries its footer's services too (withFooter).
		if blog := root(t, ts.page(t, "/blog")); !strings.Contains(blog, `data-location="/blog" data-answers="`+blogPostsPath+` `+serviceSummariesPath+`"`) {
			t.Errorf("/blog: %q", blog)
		}
		arBlog := ts.page(t, "/ar/blog")
		// The Arabic list, without the posts' Markdown as /blog's (the
		// search fetches GET /api/blog?lang=ar when used).
		if got := root(t, arBlog); !strings.Contains(got, `data-location="/ar/blog" data-answers="/api/blog?lang=ar&summary=true `+serviceSummariesPath+`"`) {
			t.Errorf("/ar/blog: %q", got)
		}
		arBlock := dataBlock(t, arBlog)
		list, ok := arBlock["/api/blog?lang=ar&summary=true"].([]any)
		if !ok || len(list) == 0 || len(arBlock) != 2 || arBlock[serviceSummariesPath] == nil {
			t.Errorf("/ar/blog's data block: %v", slices.Sorted(maps.Keys(arBlock)))
		}
		for _, item := range list {
			if post, _ := item.(map[string]any); post["language"] != "ar" || post["content"] != "" {
				t.Errorf("/ar/blog's post %v: not an Arabic summary", post["slug"])
			}
		}
	}, withStandInRenderer)
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestSiteLanguages(t *testing.T) {
	langs, err := siteLanguages(map[string]langMeta{
		"ar": {Prefix: "/ar", OGLocale: "ar_AE", Dir: "rtl"},
		"en": {Prefix: "", OGLocale: "en_AE"},
	}, "en_GB")
	if err != nil || len(langs) != 2 || langs[0] != (langMeta{Code: dayspa.English, OGLocale: "en_AE", Dir: "ltr"}) ||
		langs[1] != (langMeta{Code: dayspa.Arabic, Prefix: "/ar", OGLocale: "ar_AE", Dir: "rtl"}) {
		t.Errorf("siteLanguages = %+v, %v", langs, err)
	}
	if langs, err := siteLanguages(nil, "en_GB"); err != nil || len(langs) != 1 || langs[0].OGLocale != "en_GB" || !langs[0].isDefault() {
		t.Errorf("without languages: %+v, %v", langs, err)
	}
	for name, bad := range map[string]map[string]langMeta{
		"no English":        {"ar": {Prefix: "/ar", OGLocale: "ar_AE"}},
		"English prefixed":  {"en": {Prefix: "/en", OGLocale: "en_AE"}, "ar": {Prefix: "/ar", OGLocale: "ar_AE"}},
		"Arabic unprefixed": {"en": {}, "ar": {OGLocale: "ar_AE"}},
		"prefix slash":      {"en": {}, "ar": {Prefix: "/ar/", OGLocale: "ar_AE"}},
		"prefix deep":       {"en": {}, "ar": {Prefix: "/x/ar", OGLocale: "ar_AE"}},
		"no og:locale":      {"en": {}, "ar": {Prefix: "/ar"}},
		"bad dir":           {"en": {}, "ar": {Prefix: "/ar", OGLocale: "ar_AE", Dir: "right"}},
		"unknown language":  {"en": {}, "fr": {Prefix: "/fr", OGLocale: "fr_FR"}},
		"regional code":     {"en": {}, "ar-AE": {Prefix: "/ar", OGLocale: "ar_AE"}},
	} {
		if _, err := siteLanguages(bad, "en_AE"); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	// A page-meta.json with a bad language stops the server at start.
	base, _ := parseBaseURL(testBaseURL)
	meta := strings.Replace(testPageMeta, `"dir": "rtl"`, `"dir": "rtl-ish"`, 1)
	if _, err := newSite(testDist(), Config{PageMeta: []byte(meta), Business: testBusiness}, base); err == nil || !strings.Contains(err.Error(), "languages: ar") {
		t.Errorf("newSite with a bad language: %v", err)
	}
}

func TestShellForLanguage(t *testing.T) {
	sh, err := newShell([]byte(testIndex))
	if err != nil {
		t.Fatal(err)
	}
	en, _ := sh.forLanguage(langMeta{Code: dayspa.English})
	if en != sh {
		t.Error("the default language's shell is not index.html's own")
	}
	ar, err := sh.forLanguage(langMeta{Code: dayspa.Arabic, Prefix: "/ar", Dir: "rtl"})
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Replace(string(sh.before), `<html lang="en" dir="ltr">`, `<html lang="ar" dir="rtl">`, 1); string(ar.before) != want || !bytes.Equal(ar.after, sh.after) {
		t.Errorf("Arabic shell:\n%s", ar.before)
	}
	// Other attributes are kept; lang and dir are set whatever index.html said.
	sh, _ = newShell([]byte(`<!doctype html><HTML class="no-js" LANG="en-GB" data-x='a"b'><head></head></html>`))
	ar, err = sh.forLanguage(langMeta{Code: dayspa.Arabic, Prefix: "/ar", Dir: "rtl"})
	if err != nil || !strings.Contains(string(ar.before), `<html lang="ar" dir="rtl" class="no-js" data-x="a&#34;b">`) {
		t.Errorf("Arabic shell: %q, %v", ar.before, err)
	}
	sh, _ = newShell([]byte(`<head></head>`))
	if _, err := sh.forLanguage(langMeta{Code: dayspa.Arabic, Prefix: "/ar", Dir: "rtl"}); err == nil {
		t.Error("an index.html without <html> gave an Arabic shell")
	}
}

// TestShellLanguageLinks: a head link marked data-lang (the build marks so
// the Arabic font's preloads) is in the shell of that language's pages
// only, where index.html had it; an unmarked one is in every shell.
func TestShellLanguageLinks(t *testing.T) {
	const (
		display = `<link rel="preload" href="/assets/display.woff2" as="font" crossorigin="">`
		arabic  = `<link rel="preload" href="/assets/arabic-400.woff2" as="font" crossorigin="" data-lang="ar">` +
			`<link rel="preload" href="/assets/arabic-600.woff2" as="font" crossorigin="" data-lang="ar">`
		english = `<link rel="preload" href="/assets/latin.woff2" as="font" data-lang="en">`
	)
	for _, where := range []string{"before the page metadata", "after it"} {
		index := strings.Replace(testIndex, "<!--app-head:start-->", display+arabic+english+"\n    <!--app-head:start-->", 1)
		if where == "after it" {
			index = strings.Replace(testIndex, "</head>", display+arabic+english+"</head>", 1)
		}
		sh, err := newShell([]byte(index))
		if err != nil {
			t.Fatal(err)
		}
		ar, err := sh.forLanguage(langMeta{Code: dayspa.Arabic, Prefix: "/ar", Dir: "rtl"})
		if err != nil {
			t.Fatal(err)
		}
		en, _ := sh.forLanguage(langMeta{Code: dayspa.English})
		enPage, arPage := string(en.before)+"<title>x</title>"+string(en.after), string(ar.before)+"<title>x</title>"+string(ar.after)
		if !strings.Contains(enPage, display+english) || strings.Contains(enPage, "arabic-") {
			t.Errorf("%s: English page:\n%s", where, enPage)
		}
		if !strings.Contains(arPage, display+arabic) || strings.Contains(arPage, "latin.woff2") || !strings.Contains(arPage, `<html lang="ar" dir="rtl">`) {
			t.Errorf("%s: Arabic page:\n%s", where, arPage)
		}
		// Nothing else differs but <html>'s lang and dir.
		if got := strings.NewReplacer(arabic, english, `<html lang="ar" dir="rtl">`, `<html lang="en" dir="ltr">`).Replace(arPage); got != enPage {
			t.Errorf("%s: the pages differ beyond their own links:\n%s\n----\n%s", where, got, enPage)
		}
	}
}

// TestArabicSiteName: an Arabic page names the site by the spa's Arabic
// name (DAYSPA_BUSINESS_NAME_AR) in og:site_name, and an Arabic post with
// no SEO title of its own is titled with it; the English pages keep the
// English name.
func TestArabicSiteName(t *testing.T) {
	const arName = "واحة الاختبار"
	ts := newTestSite(t, func(cfg *Config, _ *fstest.MapFS) { cfg.Business.Arabic.Name = arName })
	p := dayspa.Post{Title: "Untitled for search", Slug: "no-seo-title", Content: "Words.", CreatedAt: xssPost.CreatedAt,
		Arabic: &dayspa.PostVersion{Title: "مقال بلا عنوان بحث", Slug: "مقال-بلا-عنوان", Content: "كلمات."}}
	if err := ts.db.CreatePost(t.Context(), &p); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string][2]string{
		"/ar/contact":             {"تواصل معنا | منتجع الاختبار | +971 4 000 0000", arName},
		"/ar/blog/مقال-بلا-عنوان": {"مقال بلا عنوان بحث | " + arName, arName},
		"/contact":                {"Contact Us | Test Spa | +971 4 000 0000", "Test Spa"},
		"/blog/no-seo-title":      {"Untitled for search | Test Spa", "Test Spa"},
		"/ar/booking/manage/" + strings.Repeat("A", 32): {"حجزك | منتجع الاختبار", arName},
	} {
		h := parseHead(t, ts.page(t, path))
		if h.title != want[0] || !slices.Equal(h.meta["og:site_name"], []string{want[1]}) {
			t.Errorf("%s: title %q, og:site_name %q; want %q, %q", path, h.title, h.meta["og:site_name"], want[0], want[1])
		}
	}
}
