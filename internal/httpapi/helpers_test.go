package httpapi

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/pages"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// The test site's origin, its built app and its spa (pagestest).
const (
	testBaseURL  = pagestest.BaseURL
	testPageMeta = pagestest.PageMeta
)

var testBusiness = pagestest.Business

// testDist is a tiny built app, so these tests do not need the web build.
func testDist() fstest.MapFS { return pagestest.Dist() }

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

// withPages serves the pages of the built app dist behind the API, as
// internal/server puts them together for the command.
func withPages(dist fs.FS) func(*Server) (Pages, error) {
	return func(api *Server) (Pages, error) {
		c := api.cfg
		return pages.New(pages.Config{BaseURL: c.BaseURL, Location: c.Location, Now: c.Now, SlotStep: c.SlotStep,
			SnapPixelID: c.SnapPixelID, Business: c.Business, PageMeta: c.PageMeta, Logger: c.Logger,
			RenderTimeout: c.RenderTimeout, ChangeCutoff: c.ChangeCutoff}, api.store, dist, api)
	}
}

// withBuiltApp serves the real web build (make build), so pages are
// rendered by the app's own server renderer, on clock's time.
func withBuiltApp(t testing.TB, clock *fakeClock) siteOption {
	t.Helper()
	meta, app := pagestest.BuiltApp(t)
	return func(cfg *Config, dist *fstest.MapFS) {
		cfg.PageMeta = meta
		cfg.Now = clock.Now
		*dist = app
	}
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
	return newTestSiteOn(t, sqlstoretest.SQLiteConfig(t), opts...)
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
		Sessions: db.SessionStore(), RenderTimeout: time.Minute,
		// Codes are offered, not required, unless a test is about them.
		StaffCodes: dayspa.CodesOffered}
	dist := testDist()
	for _, o := range opts {
		o(&cfg, &dist)
	}
	srv, err := New(cfg, db, withPages(dist))
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

		Sessions:   db.SessionStore(),
		StaffCodes: dayspa.CodesOffered,
	}
	for _, o := range opts {
		o(&cfg)
	}
	srv, err := New(cfg, db, withPages(testDist()))
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
