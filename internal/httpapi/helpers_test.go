package httpapi

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
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

// testPageMeta is a web/page-meta.json of the shape the app writes.
const testPageMeta = `{
  "siteName": "Test Spa",
  "locale": "en_AE",
  "defaultImage": "/media/og-default.jpg",
  "routes": {
    "/": {"title": "Test Spa | Home", "description": "The home page.", "keywords": "spa, home", "noindex": false},
    "/services": {"title": "Spa Services & Prices | Test Spa", "description": "Massage, facials <and> couples \"packages\".", "keywords": "spa services Dubai, massage Dubai", "noindex": false},
    "/blog": {"title": "Wellness Insights | Test Spa", "description": "The blog.", "keywords": "wellness", "noindex": false},
    "/blog/:slug": {"title": "Wellness Insights | Test Spa", "description": "A post.", "keywords": "wellness blog", "noindex": false},
    "/admin": {"title": "Admin Dashboard | Test Spa", "description": "Staff only.", "keywords": "", "noindex": true},
    "/admin/login": {"title": "Admin Login | Test Spa", "description": "Staff only.", "keywords": "", "noindex": true},
    "*": {"title": "404 Page Not Found | Test Spa", "description": "No such page.", "keywords": "", "noindex": true}
  },
  "preloadImages": {
    "/": {"srcset": "/media/hero/poster-768.webp 768w, /media/hero/poster-1920.webp 1920w", "sizes": "100vw"}
  }
}`

// testPrerendered is a prerendered.json of the shape the web build writes.
const testPrerendered = `{"/services": "<main><h1>Spa Services</h1></main>"}`

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

	cfg := Config{BaseURL: testBaseURL, Business: testBusiness, PageMeta: []byte(testPageMeta),
		Sessions: db.SessionStore()}
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

var jsonHeaders = map[string]string{"Content-Type": "application/json"}

// post is a scenario of a JSON POST.
func post(name, path, body string, status int, want ...string) scenario {
	return scenario{name: name, method: http.MethodPost, path: path, body: body, headers: jsonHeaders, status: status, want: want}
}

// withFields checks that the body is an error whose field messages are
// exactly fields.
func (sc scenario) withFields(fields map[string]string) scenario {
	sc.check = func(t *testing.T, resp *http.Response, body []byte) {
		t.Helper()
		var got errorBody
		if err := json.Unmarshal(body, &got); err != nil {
			t.Fatalf("error body %s: %v", body, err)
		}
		if got.Message == "" {
			t.Errorf("error body without a message: %s", body)
		}
		if !reflect.DeepEqual(got.Errors, fields) {
			t.Errorf("errors = %v, want %v", got.Errors, fields)
		}
	}
	return sc
}

// specChecked returns sc with its answer also validated against
// docs/openapi.yaml (see openapi_test.go).
func (sc scenario) specChecked(router routers.Router, ts *testSite) scenario {
	inner := sc.check
	method := sc.method
	if method == "" {
		method = http.MethodGet
	}
	sc.check = func(t *testing.T, resp *http.Response, body []byte) {
		t.Helper()
		if inner != nil {
			inner(t, resp, body)
		}
		req, err := http.NewRequest(method, ts.URL+sc.path, strings.NewReader(sc.body))
		if err != nil {
			t.Fatal(err)
		}
		if err := validateAgainstSpec(t, router, req, resp, body); err != nil {
			t.Errorf("the answer does not match %s:\n%v\nbody: %.500s", specPath, err, body)
		}
	}
	return sc
}

// specRunner returns a function that runs a scenario against ts and
// validates its answer against docs/openapi.yaml.
func specRunner(t *testing.T, ts *testSite) func(t *testing.T, sc scenario) {
	t.Helper()
	_, router := loadSpec(t)
	return func(t *testing.T, sc scenario) {
		t.Helper()
		sc.specChecked(router, ts).run(t, ts)
	}
}

// countRows returns the number of rows of table.
func countRows(t *testing.T, db *sqlstore.DB, table string) int {
	t.Helper()
	var n int
	if err := db.SQL().QueryRow("SELECT COUNT(*) FROM " + table).Scan(&n); err != nil {
		t.Fatalf("count %s: %v", table, err)
	}
	return n
}

// jsonObject writes fields as a JSON object, in a stable order.
func jsonObject(fields map[string]any) string {
	b, err := json.Marshal(fields)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// with returns a copy of base with the given fields set (nil deletes).
func with(base map[string]any, kv ...any) map[string]any {
	out := make(map[string]any, len(base))
	for k, v := range base {
		out[k] = v
	}
	for i := 0; i < len(kv); i += 2 {
		if kv[i+1] == nil {
			delete(out, kv[i].(string))
		} else {
			out[kv[i].(string)] = kv[i+1]
		}
	}
	return out
}

// The refusals every JSON write shares: body not JSON, wrong content type,
// too big, not UTF-8, unknown field, wrong type.
func malformedScenarios(path string, valid map[string]any, stringField string) []scenario {
	big := jsonObject(with(valid, stringField, strings.Repeat("x", maxJSONBody)))
	notUTF8 := strings.Replace(jsonObject(with(valid, stringField, "Layla MARKER")), "MARKER", "\xff\xfe", 1)
	oversized := post("Oversized", path, big, 413, `{"message":"The request body is too large."}`)
	// The server answers from the declared length and closes without
	// reading the body; a client still sending then may meet a reset
	// before it reads the answer. This one waits for the server's word
	// first, so it always reads the 413 (the hostile tests send the body
	// regardless).
	oversized.headers = map[string]string{"Content-Type": "application/json", "Expect": "100-continue"}
	oversized.check = func(t *testing.T, resp *http.Response, _ []byte) {
		if !resp.Close {
			t.Error("a refused body leaves the connection open: want Connection: close")
		}
	}
	return []scenario{
		post("NotJSON", path, `{"name":`, 400, `"message":"The request body is not valid JSON."`),
		post("Empty", path, ``, 400, `"message":"The request body is empty."`),
		post("TwoObjects", path, jsonObject(valid)+jsonObject(valid), 400, `single JSON object`),
		post("Array", path, `[]`, 400),
		oversized,
		post("NotUTF8", path, notUTF8, 400, `{"message":"The request body is not valid UTF-8 text."}`),
		{name: "FormContentType", method: http.MethodPost, path: path, body: jsonObject(valid),
			headers: map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, status: 400,
			want: []string{`Content-Type: application/json`}},
		{name: "NoContentType", method: http.MethodPost, path: path, body: jsonObject(valid), status: 400},
		post("UnknownField", path, jsonObject(with(valid, "isAdmin", true)), 400).
			withFields(map[string]string{"isAdmin": "Unknown field."}),
		post("WrongType", path, jsonObject(with(valid, stringField, 42)), 400).
			withFields(map[string]string{stringField: "Must be a string."}),
	}
}

func init() {
	openapi3filter.RegisterBodyDecoder("text/csv", openapi3filter.PlainBodyDecoder)
}

// The dashboard's endpoints through the real router and store of every
// engine, logged in, with every answer validated against docs/openapi.yaml.

// adminGet is a scenario of an admin read.
func adminGet(cookie, name, path string, status int, want ...string) scenario {
	return scenario{name: name, path: path, headers: as(cookie), status: status, want: want}
}

// adminWrite is a scenario of an admin write with a JSON body.
func adminWrite(cookie, name, method, path, body string, status int, want ...string) scenario {
	return scenario{name: name, method: method, path: path, body: body, headers: as(cookie), status: status, want: want}
}

// withTotal checks X-Total-Count.
func (sc scenario) withTotal(n int) scenario {
	if sc.header == nil {
		sc.header = map[string]string{}
	}
	sc.header["X-Total-Count"] = strconv.Itoa(n)
	return sc
}

// decodeViews decodes a bookings page.
func decodeViews(t *testing.T, body []byte) []dayspa.BookingView {
	t.Helper()
	var v []dayspa.BookingView
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("decode %s: %v", body, err)
	}
	return v
}

func viewIDs(v []dayspa.BookingView) []int64 {
	out := []int64{}
	for _, b := range v {
		out = append(out, b.Booking.ID)
	}
	return out
}

// wantIDs checks that a bookings page holds exactly these ids, in order.
func wantIDs(ids ...int64) func(*testing.T, *http.Response, []byte) {
	return func(t *testing.T, _ *http.Response, body []byte) {
		t.Helper()
		if got := viewIDs(decodeViews(t, body)); !reflect.DeepEqual(got, append([]int64{}, ids...)) {
			t.Errorf("ids %v, want %v", got, ids)
		}
	}
}

// withErrorField checks that the body is an error naming exactly field.
func (sc scenario) withErrorField(field string) scenario {
	return sc.with(func(t *testing.T, _ *http.Response, body []byte) {
		t.Helper()
		var got errorBody
		if err := json.Unmarshal(body, &got); err != nil {
			t.Fatalf("error body %s: %v", body, err)
		}
		if len(got.Errors) != 1 || got.Errors[field] == "" || got.Message == "" {
			t.Errorf("errors = %v, want one for %s", got.Errors, field)
		}
	})
}

// with adds a check to a scenario.
func (sc scenario) with(check func(t *testing.T, resp *http.Response, body []byte)) scenario {
	inner := sc.check
	sc.check = func(t *testing.T, resp *http.Response, body []byte) {
		t.Helper()
		if inner != nil {
			inner(t, resp, body)
		}
		check(t, resp, body)
	}
	return sc
}

func setBookingStatusSQL(t *testing.T, ts *testSite, id int64, s dayspa.BookingStatus) {
	t.Helper()
	if _, err := ts.db.SQL().Exec(`UPDATE bookings SET status = $1 WHERE id = $2`, string(s), id); err != nil {
		t.Fatal(err)
	}
}
