package pages

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"maps"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	xhtml "golang.org/x/net/html"

	"github.com/dayspa/dayspa/internal/httpapi"
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
	return func(cfg *httpapi.Config, app *fstest.MapFS) {
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

func withStandInRenderer(_ *httpapi.Config, app *fstest.MapFS) {
	(*app)[ssr.ScriptPath] = &fstest.MapFile{Data: []byte(standInRenderScript)}
}

func withLogger(logs *lockedBuffer) siteOption {
	return func(cfg *httpapi.Config, _ *fstest.MapFS) { cfg.Logger = slog.New(slog.NewTextHandler(logs, nil)) }
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
