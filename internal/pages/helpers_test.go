package pages

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpapi"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// The test site's origin, its built app and its spa (pagestest).
const (
	testBaseURL     = pagestest.BaseURL
	testPageMeta    = pagestest.PageMeta
	testPrerendered = pagestest.Prerendered
	testIndex       = pagestest.Index
)

var (
	testBusiness = pagestest.Business
	testJS       = pagestest.JS
)

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

// testSite is the whole site, the API with these pages behind it as
// internal/server puts them together, on a real, migrated and seeded
// store, behind a real HTTP server.
type testSite struct {
	*httptest.Server
	api *httpapi.Server // the site's handler
	srv *Server         // the pages
	db  *sqlstore.DB
}

type siteOption func(*httpapi.Config, *fstest.MapFS)

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
	cfg := httpapi.Config{BaseURL: testBaseURL, Business: testBusiness, PageMeta: []byte(testPageMeta),
		Sessions: db.SessionStore(), RenderTimeout: time.Minute, StaffCodes: dayspa.CodesOffered}
	dist := testDist()
	for _, o := range opts {
		o(&cfg, &dist)
	}
	ts := &testSite{db: db}
	ts.api, err = httpapi.New(cfg, db, func(api *httpapi.Server) (httpapi.Pages, error) {
		ts.srv, err = New(pagesConfig(cfg), db, dist, api)
		return ts.srv, err
	})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	ts.Server = httptest.NewServer(ts.api)
	t.Cleanup(ts.Close)
	return ts
}

// pagesConfig is the pages' part of the site's configuration, as
// internal/server passes it.
func pagesConfig(c httpapi.Config) Config {
	return Config{BaseURL: c.BaseURL, Location: c.Location, Now: c.Now, SlotStep: c.SlotStep,
		SnapPixelID: c.SnapPixelID, Business: c.Business, PageMeta: c.PageMeta, Logger: c.Logger,
		RenderTimeout: c.RenderTimeout, ChangeCutoff: c.ChangeCutoff}
}

// withBuiltApp serves the real web build (make build), so pages are
// rendered by the app's own server renderer, on clock's time.
func withBuiltApp(t testing.TB, clock *fakeClock) siteOption {
	t.Helper()
	meta, app := pagestest.BuiltApp(t)
	return func(cfg *httpapi.Config, dist *fstest.MapFS) {
		cfg.PageMeta = meta
		cfg.Now = clock.Now
		*dist = app
	}
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
		Transport:     &http.Transport{DisableCompression: true},
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

// scenario is one request to the site and what its answer must say.
type scenario struct {
	name     string
	method   string
	path     string
	headers  map[string]string
	status   int
	header   map[string]string // exact values
	noHeader []string          // headers that must be absent
	want     []string          // substrings of the (decoded) body
	notWant  []string
	check    func(t *testing.T, resp *http.Response, body []byte)
}

func (sc scenario) run(t *testing.T, ts *testSite) {
	t.Helper()
	method := sc.method
	if method == "" {
		method = http.MethodGet
	}
	resp, body := ts.do(t, method, sc.path, "", sc.headers)
	if resp.StatusCode != sc.status {
		t.Errorf("status = %d, want %d; body: %.300s", resp.StatusCode, sc.status, body)
	}
	for k, v := range sc.header {
		if got := resp.Header.Get(k); got != v {
			t.Errorf("header %s = %q, want %q", k, got, v)
		}
	}
	for _, k := range sc.noHeader {
		if got := resp.Header.Get(k); got != "" {
			t.Errorf("header %s = %q, want none", k, got)
		}
	}
	for _, w := range sc.want {
		if !strings.Contains(string(body), w) {
			t.Errorf("body lacks %q; body: %.2000s", w, body)
		}
	}
	for _, w := range sc.notWant {
		if strings.Contains(string(body), w) {
			t.Errorf("body holds %q; body: %.2000s", w, body)
		}
	}
	if sc.check != nil {
		sc.check(t, resp, body)
	}
}

// testPassword is the admin password of the test sites.
const testPassword = "Sandalwood & oud 2026"

// setTestPassword makes the owner's account testEmail with testPassword as
// a bcrypt hash of the lowest cost, so that each login takes a millisecond.
func setTestPassword(t *testing.T, db *sqlstore.DB) {
	t.Helper()
	h, err := bcrypt.GenerateFromPassword([]byte(testPassword), bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	owner := dayspa.NewStaffUser{Name: "Owner", Email: testEmail, Role: dayspa.RoleOwner}
	if _, err := db.CreateStaffUser(context.Background(), owner, string(h)); err != nil {
		t.Fatal(err)
	}
}

// testEmail is the e-mail of the test sites' owner.
const testEmail = "owner@serenity.example"

var sessionCookiePattern = regexp.MustCompile(`^dayspa_session=([A-Za-z0-9_-]{43});`)

// login logs in with testPassword and returns the session cookie.
func login(t *testing.T, ts *testSite) string {
	t.Helper()
	resp, body := ts.do(t, "POST", "/api/admin/login", pagestest.MustJSON(t, map[string]any{"email": testEmail, "password": testPassword}),
		map[string]string{"Content-Type": "application/json"})
	if resp.StatusCode != 200 {
		t.Fatalf("login: %d %s", resp.StatusCode, body)
	}
	for _, line := range resp.Header.Values("Set-Cookie") {
		if m := sessionCookiePattern.FindStringSubmatch(line); m != nil {
			return "dayspa_session=" + m[1]
		}
	}
	t.Fatalf("login: Set-Cookie %q", resp.Header.Values("Set-Cookie"))
	return ""
}

// as is the headers of a JSON request with the session cookie, and kv.
func as(cookie string, kv ...string) map[string]string {
	h := map[string]string{"Content-Type": "application/json", "Cookie": cookie}
	for i := 0; i+1 < len(kv); i += 2 {
		h[kv[i]] = kv[i+1]
	}
	return h
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

// lockedBuffer is a log the server writes while the test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// The API paths of the answers the pages carry, as the web app reads
// them from the data block: the footer's services, /blog's list and the
// home's newest three posts, without their Markdown.
const (
	serviceSummariesPath = "/api/services?summary=true"
	blogPostsPath        = "/api/blog?summary=true"
	homePostsPath        = "/api/blog?limit=3&summary=true"
)

func mustLoadLocation(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}
