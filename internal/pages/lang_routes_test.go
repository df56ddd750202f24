package pages

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
)

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

// TestTokenPagesArabic: the guest's token pages (a booking's manage page,
// the data page of an e-mailed privacy link) are served in Arabic as in
// English (private, unindexed, naming no URL of itself), and their token
// never reaches the logs, the request id's line included.
func TestTokenPagesArabic(t *testing.T) {
	logs := &lockedBuffer{}
	ts := newTestSite(t, withLogger(logs))
	token := dayspa.NewManageToken()
	pages := []struct{ path, en, ar string }{
		{"/booking/manage/", "Your Booking | Test Spa", "حجزك | منتجع الاختبار"},
		{"/your-data/", "Your Data | Test Spa", "بياناتك | منتجع الاختبار"},
	}
	for _, tp := range pages {
		for _, p := range []string{"/ar" + tp.path + token, tp.path + token} {
			resp, page := ts.do(t, "GET", p, "", nil)
			h := parseHead(t, page)
			if resp.StatusCode != 200 || resp.Header.Get("X-Robots-Tag") != "noindex, nofollow" || resp.Header.Get("Referrer-Policy") != "no-referrer" ||
				resp.Header.Get("Cache-Control") != "no-store" {
				t.Errorf("%s: %d %v", p, resp.StatusCode, resp.Header)
			}
			if len(h.canonical) != 0 || len(h.meta["og:url"]) != 0 || !slices.Equal(h.meta["robots"], []string{"noindex"}) || bytes.Contains(page, []byte(token)) {
				t.Errorf("%s: canonical %q og:url %q robots %q, or the token in the page", p, h.canonical, h.meta["og:url"], h.meta["robots"])
			}
			wantLang, wantTitle := "en", tp.en
			if strings.HasPrefix(p, "/ar/") {
				wantLang, wantTitle = "ar", tp.ar
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
			enRoot, arRoot := pagestest.Root(t, enPage), pagestest.Root(t, arPage)
			if !strings.Contains(enRoot, `data-location="`+pair.en+`"`) || !strings.Contains(arRoot, `data-location="`+pair.ar+`"`) {
				t.Errorf("%s: rendered %q and %q", pair.ar, enRoot, arRoot)
			}
			enData, arData := pagestest.DataBlock(t, enPage), pagestest.DataBlock(t, arPage)
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
			if !slices.Equal(slices.Sorted(maps.Keys(arData)), slices.Sorted(maps.Keys(enData))) || pagestest.MustJSON(t, arData) != pagestest.MustJSON(t, enData) {
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
		if en, ar := parseHead(t, ts.page(t, "/")).daySpa(t), parseHead(t, ts.page(t, "/ar")).daySpa(t); pagestest.MustJSON(t, en["aggregateRating"]) != pagestest.MustJSON(t, ar["aggregateRating"]) {
			t.Errorf("aggregateRating: %v and %v", en["aggregateRating"], ar["aggregateRating"])
		}
		// Every rendered page carries its footer's services too (withFooter).
		if blog := pagestest.Root(t, ts.page(t, "/blog")); !strings.Contains(blog, `data-location="/blog" data-answers="`+blogPostsPath+` `+serviceSummariesPath+`"`) {
			t.Errorf("/blog: %q", blog)
		}
		arBlog := ts.page(t, "/ar/blog")
		// The Arabic list, without the posts' Markdown as /blog's (the
		// search fetches GET /api/blog?lang=ar when used).
		if got := pagestest.Root(t, arBlog); !strings.Contains(got, `data-location="/ar/blog" data-answers="/api/blog?lang=ar&summary=true `+serviceSummariesPath+`"`) {
			t.Errorf("/ar/blog: %q", got)
		}
		arBlock := pagestest.DataBlock(t, arBlog)
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
