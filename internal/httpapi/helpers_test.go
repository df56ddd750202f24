package httpapi

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// testBaseURL is the canonical origin the test site believes it has.
const testBaseURL = "https://spa.example"

// testIndex is index.html as Vite writes it from web/index.html: static
// social tags, the app-head block the server rewrites, hashed assets.
const testIndex = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="Build Time Name" />
    <meta name="twitter:card" content="summary_large_image" />
    <!--app-head:start-->
    <title>Build time title</title>
    <meta name="description" content="Build time description" />
    <meta name="keywords" content="build, time" />
    <meta name="robots" content="index, follow" />
    <link rel="canonical" href="/" />
    <meta property="og:title" content="Build time title" />
    <meta property="og:url" content="/" />
    <meta name="twitter:title" content="Build time title" />
    <!--app-head:end-->
    <script type="module" crossorigin src="/assets/index-C0ffee12.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Beef3456.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

// testPageMeta is a web/page-meta.json of the shape the app writes, in
// English and Arabic (the Arabic routes under their /ar paths).
const testPageMeta = `{
  "siteName": "Test Spa",
  "locale": "en_AE",
  "defaultImage": "/media/og-default.jpg",
  "languages": {
    "en": {"prefix": "", "ogLocale": "en_AE", "dir": "ltr"},
    "ar": {"prefix": "/ar", "ogLocale": "ar_AE", "dir": "rtl"}
  },
  "routes": {
    "/": {"title": "Test Spa | Home", "description": "The home page.", "keywords": "spa, home", "noindex": false},
    "/about": {"title": "About Us | Test Spa", "description": "Our story.", "keywords": "about", "noindex": false},
    "/services": {"title": "Spa Services & Prices | Test Spa", "description": "Massage, facials <and> couples \"packages\".", "keywords": "spa services Dubai, massage Dubai", "noindex": false},
    "/gallery": {"title": "Gallery | Test Spa", "description": "Our sanctuary.", "keywords": "gallery", "noindex": false},
    "/booking": {"title": "Book a Treatment | Test Spa", "description": "Book online.", "keywords": "book spa", "noindex": false},
    "/contact": {"title": "Contact Us | Test Spa | {{business.phone}}", "description": "Call {{business.phone}}.", "keywords": "contact", "noindex": false},
    "/blog": {"title": "Wellness Insights | Test Spa", "description": "The blog.", "keywords": "wellness", "noindex": false},
    "/privacy": {"title": "Privacy Policy | Test Spa", "description": "Your details.", "keywords": "", "noindex": false},
    "/terms": {"title": "Terms of Service | Test Spa", "description": "Our terms.", "keywords": "", "noindex": false},
    "/blog/:slug": {"title": "Wellness Insights | Test Spa", "description": "A post.", "keywords": "wellness blog", "noindex": false},
    "/booking/manage/:token": {"title": "Your Booking | Test Spa", "description": "See or change your booking.", "keywords": "", "noindex": true},
    "/admin": {"title": "Admin Dashboard | Test Spa", "description": "Staff only.", "keywords": "", "noindex": true},
    "/admin/login": {"title": "Admin Login | Test Spa", "description": "Staff only.", "keywords": "", "noindex": true},
    "*": {"title": "404 Page Not Found | Test Spa", "description": "No such page.", "keywords": "", "noindex": true},
    "/ar": {"title": "منتجع الاختبار | الرئيسية", "description": "ملاذك للاسترخاء في دبي.", "keywords": "سبا دبي", "noindex": false},
    "/ar/about": {"title": "من نحن | منتجع الاختبار", "description": "حكايتنا وفريقنا.", "keywords": "", "noindex": false},
    "/ar/services": {"title": "العلاجات والأسعار | منتجع الاختبار", "description": "تدليك وعناية بالبشرة <و> باقات للأزواج.", "keywords": "مساج دبي", "noindex": false},
    "/ar/gallery": {"title": "معرض الصور | منتجع الاختبار", "description": "جولة في ملاذنا.", "keywords": "", "noindex": false},
    "/ar/booking": {"title": "احجز موعدك | منتجع الاختبار", "description": "احجز عبر الإنترنت.", "keywords": "", "noindex": false},
    "/ar/contact": {"title": "تواصل معنا | منتجع الاختبار | {{business.phone}}", "description": "اتصل بنا على {{business.phone}}.", "keywords": "", "noindex": false},
    "/ar/blog": {"title": "مدونة العافية | منتجع الاختبار", "description": "نصائح للعافية.", "keywords": "", "noindex": false},
    "/ar/privacy": {"title": "سياسة الخصوصية | منتجع الاختبار", "description": "بياناتك.", "keywords": "", "noindex": false},
    "/ar/terms": {"title": "الشروط والأحكام | منتجع الاختبار", "description": "شروطنا.", "keywords": "", "noindex": false},
    "/ar/blog/:slug": {"title": "مدونة العافية | منتجع الاختبار", "description": "مقال.", "keywords": "", "noindex": false},
    "/ar/booking/manage/:token": {"title": "حجزك | منتجع الاختبار", "description": "اطّلع على حجزك أو عدّله.", "keywords": "", "noindex": true},
    "/ar/*": {"title": "الصفحة غير موجودة | منتجع الاختبار", "description": "لا توجد صفحة بهذا العنوان.", "keywords": "", "noindex": true}
  },
  "preloadImages": {
    "/": {"srcset": "/media/hero/poster-768.webp 768w, /media/hero/poster-1920.webp 1920w", "sizes": "100vw"},
    "/ar": {"srcset": "/media/hero/poster-768.webp 768w, /media/hero/poster-1920.webp 1920w", "sizes": "100vw"}
  }
}`

// testPrerendered is a prerendered.json of the shape the web build writes.
const testPrerendered = `{
  "/services": "<main><h1>Spa Services</h1></main>",
  "/ar/services": "<main><h1>العلاجات</h1></main>",
  "/ar/blog": "<main><h1>مدونة العافية</h1></main>",
  "/ar/contact": "<main><h1>تواصل معنا</h1><a href=\"{{business.links.tel}}\" dir=\"ltr\">{{business.phone}}</a></main>"
}`

// testJS is big enough to be worth gzipping.
var testJS = strings.Repeat("console.log('serenity');\n", 200)

// testDist is a tiny built app, so these tests do not need the web build.
func testDist() fstest.MapFS {
	return fstest.MapFS{
		"index.html":               {Data: []byte(testIndex)},
		"assets/index-C0ffee12.js": {Data: []byte(testJS)},
		"assets/index-Beef3456.css": {
			Data: []byte(strings.Repeat("body{margin:0;color:#333}\n", 100)),
		},
		// The public pages' first render from the web build: here only /services has one.
		"prerendered.json":     {Data: []byte(testPrerendered)},
		"favicon.svg":          {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)},
		"media/hero.mp4":       {Data: bytes.Repeat([]byte{0, 1, 2, 3}, 1000)},
		".gitkeep":             {Data: nil},
		"media/og-default.jpg": {Data: []byte("\xff\xd8\xff\xe0")},
		"assets/logo.webp":     {Data: []byte("RIFF....WEBP")},
	}
}

var testBusiness = Business{
	Name: "Test Spa", Phone: "+971 4 000 0000", WhatsApp: "971500000000", Email: "hello@spa.example",
	Street: "The Test Hotel, Sheikh Zayed Road", District: "Al Barsha 1", City: "Dubai", Country: "AE",
	PriceRange: "AED 280-750", Instagram: "https://www.instagram.com/testspa",
}

// xssPost is a post whose Markdown tries to run script in the page.
var xssPost = dayspa.Post{
	Title:    "Inert <b>markup</b>",
	Slug:     "xss-check",
	Excerpt:  `An excerpt with "quotes" & <tags>.`,
	Content:  "Hello\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))\n\n**bold**",
	Category: "Testing",
	Tags:     []string{"safety"},
	// The newest post (before the tests' clock), so it leads the list.
	CreatedAt: time.Date(2026, 11, 21, 5, 0, 0, 0, time.UTC),
}

// testSite is the real router on a real, migrated and seeded SQLite store,
// behind a real HTTP server.
type testSite struct {
	*httptest.Server
	srv *Server
	db  *sqlstore.DB
}

type siteOption func(*Config, *fstest.MapFS)

// newTestSite serves the test site on a new SQLite database.
func newTestSite(t testing.TB, opts ...siteOption) *testSite {
	t.Helper()
	return newTestSiteOn(t, sqlstore.Config{DataDir: t.TempDir()}, opts...)
}

// forEachEngine runs f on a new test site per engine: SQLite always,
// PostgreSQL when TEST_DATABASE_URL is set.
func forEachEngine(t *testing.T, f func(t *testing.T, ts *testSite), opts ...siteOption) {
	t.Helper()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f(t, newTestSiteOn(t, e.Config(t), opts...))
	})
}

// newTestSiteOn serves the test site on the database storeCfg names,
// migrated and seeded, with xssPost added.
func newTestSiteOn(t testing.TB, storeCfg sqlstore.Config, opts ...siteOption) *testSite {
	t.Helper()
	ctx := context.Background()
	db, err := sqlstore.Open(ctx, storeCfg)
	if err != nil {
		t.Fatalf("open store: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.Seed(ctx); err != nil {
		t.Fatalf("seed: %v", err)
	}
	p := xssPost
	if err := db.CreatePost(ctx, &p); err != nil {
		t.Fatalf("create post: %v", err)
	}

	// A minute for a render: under the race detector on a busy 2-core
	// machine a render of the built app took over the default 5 s, and the
	// page then fell back to its prerendered form, failing tests of the
	// render's content for the machine's sake.
	cfg := Config{BaseURL: testBaseURL, Business: testBusiness, PageMeta: []byte(testPageMeta),
		Sessions: db.SessionStore(), RenderTimeout: time.Minute}
	dist := testDist()
	for _, o := range opts {
		o(&cfg, &dist)
	}
	srv, err := New(cfg, db, dist)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return &testSite{Server: ts, srv: srv, db: db}
}

// page GETs path and fails the test unless it answers 200.
func (ts *testSite) page(t testing.TB, path string) []byte {
	t.Helper()
	resp, body := ts.do(t, "GET", path, "", nil)
	if resp.StatusCode != 200 {
		t.Fatalf("GET %s: %d", path, resp.StatusCode)
	}
	return body
}

// do sends one request without the transport's transparent gzip, so tests
// see what the server really sent.
func (ts *testSite) do(t testing.TB, method, path, body string, headers map[string]string) (*http.Response, []byte) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, ts.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	client := &http.Client{
		// A request that says Expect: 100-continue waits up to 5 s for the
		// server's word before sending its body, as curl does with a big one.
		Transport:     &http.Transport{DisableCompression: true, ExpectContinueTimeout: 5 * time.Second},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if resp.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			t.Fatalf("gzip body: %v", err)
		}
		if raw, err = io.ReadAll(zr); err != nil {
			t.Fatalf("gzip body: %v", err)
		}
	}
	return resp, raw
}

// The public writes (contact, newsletter, bookings) and availability run
// through the real router on a real store of every engine, with the spa's
// clock fixed at 10:30 in Dubai on Sunday 22 November 2026: today's 09:00
// and 10:00 have started, and bookDay is a week ahead.
var (
	dubai    = mustLoadLocation(dayspa.DefaultTimeZone)
	spaNow   = time.Date(2026, 11, 22, 10, 30, 0, 0, dubai)
	spaToday = "2026-11-22"
	bookDay  = "2026-11-29"
	day90    = "2027-02-20" // the last day of the booking horizon
	day91    = "2027-02-21"
)

func mustLoadLocation(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// fakeClock is a clock a test moves by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func newFakeClock(t time.Time) *fakeClock { return &fakeClock{t: t} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// spaServices are the services the public-write tests book.
type spaServices struct {
	massage dayspa.Service // 60 minutes, AED 450.00
	stones  dayspa.Service // 90 minutes, AED 480.00
	closed  dayspa.Service // inactive
}

// openSpaStore opens a new, empty database of engine e on the fixed clock,
// in the spa's zone.
func openSpaStore(t *testing.T, e sqlstoretest.Engine) *sqlstore.DB {
	t.Helper()
	cfg := e.Config(t)
	cfg.Location = dubai
	return sqlstoretest.Open(t, cfg, func() time.Time { return spaNow })
}

// addSpaServices stores the test services.
func addSpaServices(t *testing.T, db *sqlstore.DB) spaServices {
	t.Helper()
	ss := spaServices{
		massage: dayspa.Service{Name: "Swedish Massage", Category: dayspa.CategoryMassage, Duration: 60, Price: dayspa.AED(450), IsActive: true},
		stones:  dayspa.Service{Name: "Hot Stone Massage", Category: dayspa.CategoryMassage, Duration: 90, Price: dayspa.AED(480), IsActive: true},
		closed:  dayspa.Service{Name: "Retired Ritual", Category: dayspa.CategoryBody, Duration: 60, Price: dayspa.AED(300), IsActive: false},
	}
	for _, s := range []*dayspa.Service{&ss.massage, &ss.stones, &ss.closed} {
		if err := db.CreateService(context.Background(), s); err != nil {
			t.Fatalf("create service %s: %v", s.Name, err)
		}
	}
	sqlstoretest.QualifyTeam(t, db, ss.massage.ID, ss.stones.ID, ss.closed.ID)
	return ss
}

// serveSpa serves the real router over db on the fixed clock, with
// capacity 3 and no rate limit unless opts say otherwise.
func serveSpa(t *testing.T, db *sqlstore.DB, opts ...func(*Config)) *testSite {
	t.Helper()
	cfg := Config{
		BaseURL:  testBaseURL,
		Location: dubai,
		Now:      func() time.Time { return spaNow },

		Sessions: db.SessionStore(),
	}
	for _, o := range opts {
		o(&cfg)
	}
	srv, err := New(cfg, db, testDist())
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return &testSite{Server: ts, srv: srv, db: db}
}

// newSpa is one instance over a new database of engine e with the test
// services.
func newSpa(t *testing.T, e sqlstoretest.Engine, opts ...func(*Config)) (*testSite, spaServices) {
	t.Helper()
	db := openSpaStore(t, e)
	ss := addSpaServices(t, db)
	return serveSpa(t, db, opts...), ss
}
