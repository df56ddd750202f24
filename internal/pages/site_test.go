package pages

import (
	"encoding/json"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/dayspa/dayspa/internal/httpapi"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
)

const htmlType = "text/html; charset=utf-8"

func TestFrontend(t *testing.T) {
	forEachEngine(t, testFrontend)
}

func testFrontend(t *testing.T, ts *testSite) {
	gzip := map[string]string{"Accept-Encoding": "gzip, deflate, br"}
	for _, sc := range []scenario{
		{
			name: "Home", path: "/", status: 200,
			header: map[string]string{"Content-Type": htmlType, "Cache-Control": "no-cache"},
			want: []string{"<title>Test Spa | Home</title>", `<div id="root"></div>`, `<script type="module" crossorigin src="/assets/index-C0ffee12.js">`,
				// The first paint's picture downloads with the app's code, not after it.
				`<link rel="preload" as="image" imagesrcset="/media/hero/poster-768.webp 768w, /media/hero/poster-1920.webp 1920w" imagesizes="100vw" fetchpriority="high">`},
		},
		{
			name: "HomeGzipped", path: "/", status: 200, headers: gzip,
			header: map[string]string{"Content-Encoding": "gzip", "Cache-Control": "no-cache"},
			want:   []string{"<title>Test Spa | Home</title>"},
			check: func(t *testing.T, resp *http.Response, _ []byte) {
				// The home page varies by the language cookie too (lang.go).
				if got := resp.Header.Values("Vary"); !slices.Equal(got, []string{"Cookie", "Accept-Encoding"}) {
					t.Errorf("Vary = %q", got)
				}
			},
		},
		{
			name: "ServicesMetaWithoutJS", path: "/services", status: 200,
			header: map[string]string{"Content-Type": htmlType, "Cache-Control": "no-cache"},
			want: []string{
				"<title>Spa Services &amp; Prices | Test Spa</title>",
				`<meta name="description" content="Massage, facials &lt;and&gt; couples &#34;packages&#34;.">`,
				`<meta name="keywords" content="spa services Dubai, massage Dubai">`,
				`<link rel="canonical" href="https://spa.example/services">`,
				`<meta property="og:url" content="https://spa.example/services">`,
				`<meta property="og:title" content="Spa Services &amp; Prices | Test Spa">`,
				`<meta property="og:type" content="website">`,
				`<meta property="og:image" content="https://spa.example/media/og-default.jpg">`,
				`<meta name="twitter:card" content="summary_large_image">`,
				`<meta name="twitter:title" content="Spa Services &amp; Prices | Test Spa">`,
				`<script type="application/ld+json">`,
				`<!--app-head:start-->`, `<!--app-head:end-->`,
				// The page itself, for a phone to paint before the app's code arrives.
				`<div id="root"><main><h1>Spa Services</h1></main></div>`,
			},
			notWant: []string{"Build time", "Build Time", `content="index, follow"`, `href="/"`, `name="robots"`, `rel="preload"`},
			check:   checkHead,
		},
		{
			name: "DeepLinkBlogPost", path: "/blog/xss-check", status: 200,
			header: map[string]string{"Content-Type": htmlType, "Cache-Control": "no-cache"},
			want: []string{
				"<title>Inert &lt;b&gt;markup&lt;/b&gt; | Test Spa</title>",
				`<meta name="description" content="An excerpt with &#34;quotes&#34; &amp; &lt;tags&gt;.">`,
				`<meta name="keywords" content="safety">`,
				`<link rel="canonical" href="https://spa.example/blog/xss-check">`,
				`<meta property="og:type" content="article">`,
				`<meta property="article:published_time" content="2026-11-21T05:00:00Z">`,
				`"@type":"BlogPosting"`,
				`<div id="root"></div>`,
			},
			notWant: []string{"<b>markup", "Build time"},
			check:   checkHead,
		},
		{
			name: "DeepLinkUnknownBlogPost", path: "/blog/some-post", status: 404,
			header:  map[string]string{"Content-Type": htmlType, "Cache-Control": "no-cache"},
			want:    []string{`<div id="root"></div>`, "<title>404 Page Not Found | Test Spa</title>", `<meta name="robots" content="noindex">`},
			notWant: []string{`rel="canonical"`},
		},
		{
			name: "Admin", path: "/admin", status: 200,
			header: map[string]string{"Content-Type": htmlType, "Cache-Control": "no-cache"},
			want:   []string{`<div id="root"></div>`, "<title>Admin Dashboard | Test Spa</title>", `<meta name="robots" content="noindex">`},
		},
		{
			name: "AdminLogin", path: "/admin/login", status: 200,
			want: []string{"<title>Admin Login | Test Spa</title>"},
		},
		{
			name: "UnknownPageIsTheAppsNotFound", path: "/no/such/page", status: 404,
			header: map[string]string{"Content-Type": htmlType, "Cache-Control": "no-cache"},
			want:   []string{`<div id="root"></div>`, "404 Page Not Found", `<meta name="robots" content="noindex">`},
		},
		{
			name: "TrailingSlashRedirects", path: "/services/?x=1", status: 301,
			header: map[string]string{"Location": "/services?x=1"},
		},
		{
			name: "IndexHTMLRedirects", path: "/index.html", status: 301,
			header: map[string]string{"Location": "/"},
		},
		{
			name: "AssetImmutableGzipped", path: "/assets/index-C0ffee12.js", status: 200, headers: gzip,
			header: map[string]string{
				"Content-Type":     "text/javascript; charset=utf-8",
				"Cache-Control":    "public, max-age=31536000, immutable",
				"Content-Encoding": "gzip",
				"Vary":             "Accept-Encoding",
			},
			check: func(t *testing.T, _ *http.Response, body []byte) {
				if string(body) != testJS {
					t.Errorf("the gzipped asset does not unpack to the file")
				}
			},
		},
		{
			name: "AssetPlainWithoutAcceptEncoding", path: "/assets/index-C0ffee12.js", status: 200,
			header:   map[string]string{"Cache-Control": "public, max-age=31536000, immutable", "Vary": "Accept-Encoding"},
			noHeader: []string{"Content-Encoding"},
			check: func(t *testing.T, _ *http.Response, body []byte) {
				if string(body) != testJS {
					t.Errorf("the asset is not the file")
				}
			},
		},
		{
			name: "AssetGzipRefused", path: "/assets/index-C0ffee12.js", status: 200,
			headers:  map[string]string{"Accept-Encoding": "gzip;q=0, identity"},
			noHeader: []string{"Content-Encoding"},
		},
		{
			name: "AssetRevalidated", path: "/assets/index-Beef3456.css", status: 304, headers: map[string]string{
				"If-None-Match": etagOf(t, ts, "/assets/index-Beef3456.css"),
			},
		},
		{
			name: "ImageAssetImmutableNotGzipped", path: "/assets/logo.webp", status: 200, headers: gzip,
			header:   map[string]string{"Cache-Control": "public, max-age=31536000, immutable", "Content-Type": "image/webp"},
			noHeader: []string{"Content-Encoding"},
		},
		{
			name: "MissingAsset", path: "/assets/missing.js", status: 404,
			notWant:  []string{`<div id="root">`},
			noHeader: []string{"Cache-Control"},
		},
		{
			name: "MissingFileWithExtension", path: "/wp-login.php", status: 404,
			notWant: []string{`<div id="root">`},
		},
		{
			name: "OtherFileShortCache", path: "/favicon.svg", status: 200,
			header: map[string]string{"Cache-Control": "public, max-age=3600", "Content-Type": "image/svg+xml"},
		},
		{
			name: "VideoRange", path: "/media/hero.mp4", status: 206,
			headers: map[string]string{"Range": "bytes=0-3"},
			header:  map[string]string{"Cache-Control": "public, max-age=3600", "Content-Range": "bytes 0-3/4000"},
		},
		{
			name: "DotFileHidden", path: "/.gitkeep", status: 404,
		},
		{
			name: "PrerenderedPagesFileNotServed", path: "/prerendered.json", status: 404,
		},
		{
			name: "Sitemap", path: "/sitemap.xml", status: 200,
			header: map[string]string{"Content-Type": "application/xml; charset=utf-8"},
			want: []string{
				`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
				"<loc>https://spa.example/</loc>",
				"<loc>https://spa.example/services</loc>",
				"<loc>https://spa.example/blog</loc>",
				"<loc>https://spa.example/blog/xss-check</loc>",
				"<lastmod>2026-11-21T05:00:00Z</lastmod>",
				"<loc>https://spa.example/blog/the-ritual-of-the-moroccan-hammam</loc>",
			},
			notWant: []string{"/admin", "*", ":slug"},
		},
		{
			name: "Robots", path: "/robots.txt", status: 200,
			header: map[string]string{"Content-Type": "text/plain; charset=utf-8"},
			want:   []string{"User-agent: *\n", "Allow: /\n", "Disallow: /admin\n", "Disallow: /api\n", "Sitemap: https://spa.example/sitemap.xml\n"},
		},
	} {
		t.Run(sc.name, func(t *testing.T) { sc.run(t, ts) })
	}
}

func etagOf(t *testing.T, ts *testSite, path string) string {
	t.Helper()
	resp, _ := ts.do(t, "GET", path, "", nil)
	etag := resp.Header.Get("ETag")
	if etag == "" {
		t.Fatalf("%s has no ETag", path)
	}
	return etag
}

// checkHead checks that a page's head holds each tag once and a DaySpa
// the search engines can read.
func checkHead(t *testing.T, _ *http.Response, body []byte) {
	t.Helper()
	page := string(body)
	for _, tag := range []string{"<title>", `name="description"`, `rel="canonical"`, `property="og:type"`, `property="og:title"`, `name="twitter:card"`} {
		if n := strings.Count(page, tag); n != 1 {
			t.Errorf("%s appears %d times, want once", tag, n)
		}
	}
	head, _, _ := strings.Cut(page, "</head>")
	blocks := pagestest.JSONLDPattern.FindAllStringSubmatch(head, -1)
	if len(blocks) == 0 {
		t.Fatal("no JSON-LD in the head")
	}
	var spa struct {
		Type       string `json:"@type"`
		Name       string `json:"name"`
		URL        string `json:"url"`
		Telephone  string `json:"telephone"`
		PriceRange string `json:"priceRange"`
		Address    struct {
			Street   string `json:"streetAddress"`
			Locality string `json:"addressLocality"`
			Country  string `json:"addressCountry"`
		} `json:"address"`
		Hours []struct {
			Days   []string `json:"dayOfWeek"`
			Opens  string   `json:"opens"`
			Closes string   `json:"closes"`
		} `json:"openingHoursSpecification"`
	}
	if err := json.Unmarshal([]byte(blocks[0][1]), &spa); err != nil {
		t.Fatalf("JSON-LD: %v", err)
	}
	if spa.Type != "DaySpa" || spa.Name != "Test Spa" || spa.URL != "https://spa.example/" || spa.Telephone != testBusiness.Phone ||
		spa.PriceRange != "AED 280-750" || spa.Address.Street != "The Test Hotel, Sheikh Zayed Road, Al Barsha 1" ||
		spa.Address.Locality != "Dubai" || spa.Address.Country != "AE" {
		t.Errorf("DaySpa = %+v", spa)
	}
	if len(spa.Hours) != 1 || len(spa.Hours[0].Days) != 7 || spa.Hours[0].Opens != "09:00" || spa.Hours[0].Closes != "22:00" {
		t.Errorf("opening hours = %+v, want every day 09:00-22:00", spa.Hours)
	}
}

// A build whose index.html has lost its empty #root would serve the
// prerendered pages' HTML nowhere: the server refuses to start with it.
func TestPrerenderedNeedsEmptyRoot(t *testing.T) {
	dist := testDist()
	dist["index.html"] = &fstest.MapFile{Data: []byte(strings.Replace(testIndex, `<div id="root"></div>`, `<div id="app"></div>`, 1))}
	base, _ := url.Parse(testBaseURL)
	cfg := Config{PageMeta: []byte(testPageMeta), Business: testBusiness}
	_, err := newSite(dist, cfg, base)
	if err == nil || !strings.Contains(err.Error(), `has no <div id="root"></div>`) {
		t.Fatalf("newSite = %v, want an error about the missing root", err)
	}
	delete(dist, "prerendered.json")
	if _, err := newSite(dist, cfg, base); err != nil {
		t.Fatalf("without prerendered pages the root's shape does not matter: %v", err)
	}
}

// openCounter is an app whose file openings are counted, by name.
type openCounter struct {
	fs.FS
	mu     sync.Mutex
	opened map[string]int
}

func (c *openCounter) Open(name string) (fs.File, error) {
	c.mu.Lock()
	c.opened[name]++
	c.mu.Unlock()
	return c.FS.Open(name)
}

func (c *openCounter) count(name string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.opened[name]
}

// The app's files are read when first asked for, not at start (most are
// the dashboard's or the other language's, which many servers never send),
// and once: later requests, concurrent first ones included, get the kept
// copy and its gzip form.
func TestAppFilesReadWhenAsked(t *testing.T) {
	const asset = "assets/index-C0ffee12.js"
	app := &openCounter{FS: testDist(), opened: map[string]int{}}
	base, _ := url.Parse(testBaseURL)
	st, err := newSite(app, Config{PageMeta: []byte(testPageMeta), Business: testBusiness}, base)
	if err != nil {
		t.Fatal(err)
	}
	if n := app.count(asset); n != 0 {
		t.Fatalf("%s opened %d times at start, want none", asset, n)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			r := httptest.NewRequest(http.MethodGet, "/"+asset, nil)
			r.Header.Set("Accept-Encoding", "gzip")
			w := httptest.NewRecorder()
			st.serveFile(w, r, asset)
			if w.Code != http.StatusOK || w.Header().Get("Content-Encoding") != "gzip" {
				t.Errorf("GET /%s = %d, encoding %q; want 200 gzipped", asset, w.Code, w.Header().Get("Content-Encoding"))
			}
		})
	}
	wg.Wait()
	if n := app.count(asset); n != 1 {
		t.Errorf("%s opened %d times by 8 requests, want once", asset, n)
	}
}

func TestFrontendNotBuilt(t *testing.T) {
	ts := newTestSite(t, func(_ *httpapi.Config, dist *fstest.MapFS) { delete(*dist, "index.html") })
	scenario{
		path: "/services", status: 503,
		header: map[string]string{"Content-Type": "text/plain; charset=utf-8"},
		want:   []string{"web app not built: run make build"},
	}.run(t, ts)
	scenario{path: "/api/services", status: 200}.run(t, ts)
	scenario{path: "/assets/index-C0ffee12.js", status: 200}.run(t, ts)
}

func TestShell(t *testing.T) {
	for _, tt := range []struct {
		name       string
		index      string
		wantBefore string // the end of the part before the metadata
		wantAfter  string // the start of the part after it
	}{
		{
			name:       "Marker",
			index:      "<html><head><meta charset=utf-8>\n<title>x</title><!--app-head:start--><title>y</title>\n<!--app-head:end--></head></html>",
			wantBefore: "<meta charset=utf-8>\n<!--app-head:start-->\n",
			wantAfter:  "<!--app-head:end--></head>",
		},
		{
			name:       "FirstManagedTag",
			index:      "<html><head><meta charset=utf-8>\n<title>x</title>\n<meta name=\"Description\" content=\"d\">\n<link rel=icon href=/f.svg></head></html>",
			wantBefore: "<meta charset=utf-8>\n",
			wantAfter:  "<link rel=icon href=/f.svg></head>",
		},
		{
			name:       "EndOfHead",
			index:      "<html><head><meta charset=utf-8></head><body></body></html>",
			wantBefore: "<meta charset=utf-8>",
			wantAfter:  "</head><body>",
		},
		{
			name:       "ScriptsKept",
			index:      `<head><script type="application/ld+json">{"old":1}</script><script type="module" src="/a.js"></script></head>`,
			wantBefore: "<head>",
			wantAfter:  `<script type="module" src="/a.js"></script></head>`,
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			sh, err := newShell([]byte(tt.index))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasSuffix(string(sh.before), tt.wantBefore) {
				t.Errorf("before = %q, want it to end %q", sh.before, tt.wantBefore)
			}
			if !strings.HasPrefix(string(sh.after), tt.wantAfter) {
				t.Errorf("after = %q, want it to start %q", sh.after, tt.wantAfter)
			}
			if all := string(sh.before) + string(sh.after); strings.Contains(all, "<title>") || strings.Contains(all, "old") {
				t.Errorf("managed tags left in %q", all)
			}
		})
	}
	if _, err := newShell([]byte("<p>no head")); err == nil {
		t.Error("an index.html without </head> was accepted")
	}
}

func TestPageMetaFallback(t *testing.T) {
	ts := newTestSite(t, func(c *httpapi.Config, _ *fstest.MapFS) { c.PageMeta = nil })
	scenario{path: "/about", status: 200, want: []string{"<title>Test Spa</title>", `<link rel="canonical" href="https://spa.example/about">`}}.run(t, ts)
	scenario{path: "/admin", status: 200, want: []string{`<meta name="robots" content="noindex">`}}.run(t, ts)
	scenario{path: "/nowhere", status: 404, want: []string{"404 Page Not Found | Test Spa"}}.run(t, ts)
	scenario{path: "/sitemap.xml", status: 200, want: []string{"<loc>https://spa.example/gallery</loc>"}, notWant: []string{"admin"}}.run(t, ts)
}
