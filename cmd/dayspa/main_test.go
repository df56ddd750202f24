package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
	"github.com/dayspa/dayspa/web"
)

// lockedBuffer collects the log lines that server goroutines write.
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

var testApp = fstest.MapFS{
	"index.html": {Data: []byte("<!doctype html><html><head><title>x</title></head><body><div id=\"root\"></div></body></html>")},
}

// testEnv is an environment that serves on a free port from a fresh
// data directory.
func testEnv(t *testing.T, extra ...string) map[string]string {
	t.Helper()
	env := map[string]string{"DAYSPA_ADDR": "127.0.0.1:0", "DAYSPA_DATA_DIR": t.TempDir()}
	for i := 0; i+1 < len(extra); i += 2 {
		env[extra[i]] = extra[i+1]
	}
	return env
}

// runMain boots the real program on port 0 and closes it when the test
// ends.
func runMain(t *testing.T, env map[string]string, args ...string) (*Main, *lockedBuffer) {
	t.Helper()
	logs := &lockedBuffer{}
	m := NewMain()
	m.Environ, m.Stderr, m.App = env, logs, testApp
	if err := m.ParseFlags(args); err != nil {
		t.Fatalf("ParseFlags: %v", err)
	}
	if err := m.Run(context.Background()); err != nil {
		m.Close()
		t.Fatalf("Run: %v\n%s", err, logs)
	}
	t.Cleanup(func() {
		if err := m.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return m, logs
}

func get(t *testing.T, url string) (*http.Response, []byte) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

// TestMain_Serve boots the real program on each engine: SQLite in a temp
// dir, and PostgreSQL when TEST_DATABASE_URL is set.
func TestMain_Serve(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		env := testEnv(t, "DAYSPA_LOG_FORMAT", "json")
		if url := e.Config(t).DatabaseURL; url != "" {
			env["DATABASE_URL"] = url
		}
		testServe(t, env)
	})
}

func testServe(t *testing.T, env map[string]string) {
	m, logs := runMain(t, env)
	base := "http://" + m.Addr().String()

	resp, body := get(t, base+"/healthz")
	if resp.StatusCode != 200 || strings.TrimSpace(string(body)) != `{"status":"ok"}` {
		t.Fatalf("healthz = %d %s", resp.StatusCode, body)
	}
	if resp, _ := get(t, base+"/readyz"); resp.StatusCode != 200 {
		t.Fatalf("readyz = %d", resp.StatusCode)
	}

	resp, body = get(t, base+"/api/services")
	var services []dayspa.Service
	if err := json.Unmarshal(body, &services); err != nil || resp.StatusCode != 200 {
		t.Fatalf("services = %d %s (%v)", resp.StatusCode, body, err)
	}
	if len(services) == 0 {
		t.Fatal("no services: the empty database was not seeded")
	}
	resp, body = get(t, base+"/api/blog")
	if resp.StatusCode != 200 || !strings.Contains(string(body), `"slug":"the-ritual-of-the-moroccan-hammam"`) {
		t.Fatalf("blog = %d %.200s", resp.StatusCode, body)
	}
	resp, body = get(t, base+"/services")
	if resp.StatusCode != 200 || !strings.Contains(string(body), `<link rel="canonical" href="http://localhost:8080/services">`) {
		t.Fatalf("/services = %d %s", resp.StatusCode, body)
	}

	// One structured line per request, with its id.
	var sawRequest bool
	for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("log line is not JSON: %q", line)
		}
		if rec["msg"] == "request" && rec["path"] == "/api/services" {
			sawRequest = true
			for _, k := range []string{"method", "status", "duration_ms", "request_id", "ip"} {
				if _, ok := rec[k]; !ok {
					t.Errorf("access log line lacks %q: %s", k, line)
				}
			}
		}
	}
	if !sawRequest {
		t.Errorf("no access log line for /api/services:\n%s", logs)
	}
	if !strings.Contains(logs.String(), `"msg":"listening"`) {
		t.Errorf("the listening address was not logged:\n%s", logs)
	}
}

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
		for _, bad := range append(defaults, "{{", `data-config-if="business.facebook"`, `data-config-if="business.twitter"`, "facebook.com", "twitter.com") {
			if strings.Contains(page, bad) {
				i := strings.Index(page, bad)
				t.Errorf("%s has %q: ...%s...", path, bad, page[max(0, i-80):min(len(page), i+80)])
			}
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

func TestMain_ServeDoesNotReseed(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	db, err := sqlstore.Open(ctx, sqlstore.Config{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	svc := dayspa.Service{Name: "Only Massage", Category: dayspa.CategoryMassage, Duration: 60, Price: dayspa.AED(300), IsActive: true}
	if err := db.CreateService(ctx, &svc); err != nil {
		t.Fatal(err)
	}
	db.Close()

	m, _ := runMain(t, testEnv(t, "DAYSPA_DATA_DIR", dir))
	services, err := m.DB.ListServices(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(services) != 1 {
		t.Fatalf("%d services: a database with content was seeded", len(services))
	}
}

func TestMain_Close(t *testing.T) {
	logs := &lockedBuffer{}
	m := NewMain()
	m.Environ, m.Stderr, m.App = testEnv(t), logs, testApp
	if err := m.ParseFlags(nil); err != nil {
		t.Fatal(err)
	}
	if err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	addr := m.Addr().String()
	db := m.DB
	if err := m.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if _, err := http.Get("http://" + addr + "/healthz"); err == nil {
		t.Error("the server still accepts connections after Close")
	}
	if err := db.Ping(context.Background()); err == nil {
		t.Error("the database is still open after Close")
	}
}

func TestParseFlags(t *testing.T) {
	t.Run("Defaults", func(t *testing.T) {
		m := NewMain()
		m.Environ = map[string]string{"DAYSPA_DATA_DIR": t.TempDir()}
		if err := m.ParseFlags(nil); err != nil {
			t.Fatal(err)
		}
		c := m.Config
		if m.Command != "serve" || c.Addr != "localhost:8080" || c.BaseURL != "http://localhost:8080" ||
			c.TimeZone != "Asia/Dubai" || c.SlotStep != 60 || c.RateLimit != 20 || c.GuestLimit != 3 || c.DatabaseURL != "" ||
			c.Business.Name == "" || c.Business.PriceRange != "AED 280-750" {
			t.Errorf("defaults = %+v", c)
		}
		if c.location.String() != "Asia/Dubai" {
			t.Errorf("location = %v", c.location)
		}
	})
	t.Run("FlagsBeatEnvironment", func(t *testing.T) {
		m := NewMain()
		m.Environ = map[string]string{"DAYSPA_ADDR": "0.0.0.0:1", "DAYSPA_DATA_DIR": "/nonexistent/x", "DAYSPA_SLOT_STEP": "30",
			"DAYSPA_TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.7", "DAYSPA_BUSINESS_PHONE": "+971 4 999 9999"}
		dir := t.TempDir()
		if err := m.ParseFlags([]string{"migrate", "-addr", "127.0.0.1:9", "-data-dir", dir, "-base-url", "https://spa.example/"}); err != nil {
			t.Fatal(err)
		}
		c := m.Config
		if m.Command != "migrate" || c.Addr != "127.0.0.1:9" || c.DataDir != dir || c.BaseURL != "https://spa.example/" || c.SlotStep != 30 ||
			c.Business.Phone != "+971 4 999 9999" {
			t.Errorf("config = %+v", c)
		}
		if len(c.proxies) != 2 || c.proxies[1].String() != "192.168.1.7/32" {
			t.Errorf("proxies = %v", c.proxies)
		}
	})
}

// TestRun_InvalidConfiguration: each bad setting stops start-up with one
// line naming it and exit status 2.
func TestRun_InvalidConfiguration(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name    string
		env     []string
		args    []string
		setting string
	}{
		{"DatabaseURL", []string{"DATABASE_URL", "mysql://spa:s3cret@db/spa"}, nil, "DATABASE_URL"},
		{"TimeZone", []string{"DAYSPA_TIMEZONE", "Mars/Olympus_Mons"}, nil, "DAYSPA_TIMEZONE"},
		{"TimeZoneLocal", []string{"DAYSPA_TIMEZONE", "Local"}, nil, "DAYSPA_TIMEZONE"},
		{"DataDirNotADirectory", []string{"DAYSPA_DATA_DIR", filepath.Join(file, "data")}, nil, "DAYSPA_DATA_DIR"},
		{"TrustedProxies", []string{"DAYSPA_TRUSTED_PROXIES", "10.0.0.0/8,10.1.0.0/33"}, nil, "DAYSPA_TRUSTED_PROXIES"},
		{"BaseURLNotAbsolute", []string{"DAYSPA_BASE_URL", "spa.example"}, nil, "DAYSPA_BASE_URL"},
		{"BaseURLWithPath", []string{"DAYSPA_BASE_URL", "https://spa.example/shop"}, nil, "DAYSPA_BASE_URL"},
		{"SlotStepTwenty", []string{"DAYSPA_SLOT_STEP", "20"}, nil, "DAYSPA_SLOT_STEP"},
		{"SlotStepNotANumber", []string{"DAYSPA_SLOT_STEP", "hourly"}, nil, "DAYSPA_SLOT_STEP"},
		{"RateLimitNegative", []string{"DAYSPA_RATE_LIMIT", "-1"}, nil, "DAYSPA_RATE_LIMIT"},
		{"GuestLimitNegative", []string{"DAYSPA_GUEST_DAILY_LIMIT", "-1"}, nil, "DAYSPA_GUEST_DAILY_LIMIT"},
		{"GuestLimitNotANumber", []string{"DAYSPA_GUEST_DAILY_LIMIT", "three"}, nil, "DAYSPA_GUEST_DAILY_LIMIT"},
		{"Addr", []string{"DAYSPA_ADDR", "localhost"}, nil, "DAYSPA_ADDR"},
		{"AddrFlag", nil, []string{"-addr", "localhost:99999"}, "DAYSPA_ADDR"},
		{"LogFormat", []string{"DAYSPA_LOG_FORMAT", "xml"}, nil, "DAYSPA_LOG_FORMAT"},
		{"BusinessName", []string{"DAYSPA_BUSINESS_NAME", " "}, nil, "DAYSPA_BUSINESS_NAME"},
		{"BusinessNameTwoLines", []string{"DAYSPA_BUSINESS_NAME", "Spa\nDubai"}, nil, "DAYSPA_BUSINESS_NAME"},
		{"BusinessHotelEmpty", []string{"DAYSPA_BUSINESS_HOTEL", ""}, nil, "DAYSPA_BUSINESS_HOTEL"},
		{"WhatsAppWithPlus", []string{"DAYSPA_BUSINESS_WHATSAPP", "+971500000001"}, nil, "DAYSPA_BUSINESS_WHATSAPP"},
		{"WhatsAppWithSpaces", []string{"DAYSPA_BUSINESS_WHATSAPP", "971 50 000 0001"}, nil, "DAYSPA_BUSINESS_WHATSAPP"},
		{"WhatsAppTooShort", []string{"DAYSPA_BUSINESS_WHATSAPP", "9715000"}, nil, "DAYSPA_BUSINESS_WHATSAPP"},
		{"WhatsAppTooLong", []string{"DAYSPA_BUSINESS_WHATSAPP", "9715000000012345"}, nil, "DAYSPA_BUSINESS_WHATSAPP"},
		{"WhatsAppEmpty", []string{"DAYSPA_BUSINESS_WHATSAPP", ""}, nil, "DAYSPA_BUSINESS_WHATSAPP"},
		{"PhoneLetters", []string{"DAYSPA_BUSINESS_PHONE", "call reception"}, nil, "DAYSPA_BUSINESS_PHONE"},
		{"PhoneTooShort", []string{"DAYSPA_BUSINESS_PHONE", "+971 4"}, nil, "DAYSPA_BUSINESS_PHONE"},
		{"EmailNotAnAddress", []string{"DAYSPA_BUSINESS_EMAIL", "hello at spa"}, nil, "DAYSPA_BUSINESS_EMAIL"},
		{"EmailWithName", []string{"DAYSPA_BUSINESS_EMAIL", "Spa <hello@spa.example>"}, nil, "DAYSPA_BUSINESS_EMAIL"},
		{"EmailNoDomain", []string{"DAYSPA_BUSINESS_EMAIL", "hello@localhost"}, nil, "DAYSPA_BUSINESS_EMAIL"},
		{"FacebookHTTP", []string{"DAYSPA_BUSINESS_FACEBOOK", "http://www.facebook.com/spa"}, nil, "DAYSPA_BUSINESS_FACEBOOK"},
		{"InstagramNoScheme", []string{"DAYSPA_BUSINESS_INSTAGRAM", "instagram.com/spa"}, nil, "DAYSPA_BUSINESS_INSTAGRAM"},
		{"TwitterScript", []string{"DAYSPA_BUSINESS_TWITTER", "javascript:alert(1)"}, nil, "DAYSPA_BUSINESS_TWITTER"},
		{"SMTPURLScheme", []string{"DAYSPA_SMTP_URL", "http://spa:s3cret@mail.example"}, nil, "DAYSPA_SMTP_URL"},
		{"SMTPURLPort", []string{"DAYSPA_SMTP_URL", "smtp://spa:s3cret@mail.example:99999"}, nil, "DAYSPA_SMTP_URL"},
		{"SMTPURLNoHost", []string{"DAYSPA_SMTP_URL", "smtps://"}, nil, "DAYSPA_SMTP_URL"},
		{"MailFrom", []string{"DAYSPA_MAIL_FROM", "bookings at spa"}, nil, "DAYSPA_MAIL_FROM"},
		{"Reminders", []string{"DAYSPA_REMINDERS", "24h,soon"}, nil, "DAYSPA_REMINDERS"},
		{"ChangeCutoff", []string{"DAYSPA_CHANGE_CUTOFF", "-1h"}, nil, "DAYSPA_CHANGE_CUTOFF"},
		{"ChangeCutoffNotADuration", []string{"DAYSPA_CHANGE_CUTOFF", "twelve hours"}, nil, "DAYSPA_CHANGE_CUTOFF"},
		{"UnknownCommand", nil, []string{"frobnicate"}, "command"},
		{"StrayArgument", nil, []string{"serve", "extra"}, "arguments"},
		{"BackupWithoutFile", nil, []string{"backup"}, "FILE"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			code := run(context.Background(), tt.args, testEnv(t, tt.env...), &stderr)
			if code != 2 {
				t.Fatalf("exit status = %d, want 2; stderr: %s", code, &stderr)
			}
			out := stderr.String()
			if strings.Count(out, "\n") != 1 {
				t.Errorf("stderr is not one line: %q", out)
			}
			if !strings.Contains(out, tt.setting) {
				t.Errorf("stderr %q does not name %s", out, tt.setting)
			}
			if strings.Contains(out, "s3cret") {
				t.Errorf("stderr repeats the database password: %q", out)
			}
		})
	}
}

func TestRun_Help(t *testing.T) {
	var stderr bytes.Buffer
	if code := run(context.Background(), []string{"-h"}, testEnv(t, "DATABASE_URL", "postgres://spa:s3cret@db/spa"), &stderr); code != 0 {
		t.Fatalf("exit status = %d", code)
	}
	for _, want := range []string{"DAYSPA_ADDR", "-addr", "localhost:8080", "DAYSPA_BUSINESS_NAME", "DAYSPA_TRUSTED_PROXIES"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("usage lacks %q:\n%s", want, &stderr)
		}
	}
	if strings.Contains(stderr.String(), "s3cret") {
		t.Error("usage repeats the database password")
	}
}

// TestRun_Commands runs migrate and seed as an operator would, then serve
// until a signal (the cancelled context) stops it.
func TestRun_Commands(t *testing.T) {
	env := testEnv(t)
	for _, cmd := range []string{"migrate", "seed", "seed"} {
		var stderr bytes.Buffer
		if code := run(context.Background(), []string{cmd}, env, &stderr); code != 0 {
			t.Fatalf("%s: exit status %d: %s", cmd, code, &stderr)
		}
	}
	db, err := sqlstore.Open(context.Background(), sqlstore.Config{DataDir: env["DAYSPA_DATA_DIR"]})
	if err != nil {
		t.Fatal(err)
	}
	services, err := db.ListServices(context.Background())
	db.Close()
	if err != nil || len(services) == 0 {
		t.Fatalf("after seed: %d services, %v", len(services), err)
	}

	// backup copies the database into a new file, and refuses to overwrite it.
	copyFile := filepath.Join(t.TempDir(), "copy.db")
	for _, tt := range []struct {
		what string
		want int
	}{{"a new file", 0}, {"an existing file", 1}} {
		var stderr bytes.Buffer
		if code := run(context.Background(), []string{"backup", copyFile}, env, &stderr); code != tt.want {
			t.Fatalf("backup to %s: exit status %d, want %d: %s", tt.what, code, tt.want, &stderr)
		}
	}
	restored := t.TempDir()
	if err := os.Rename(copyFile, filepath.Join(restored, sqlstore.FileName)); err != nil {
		t.Fatal(err)
	}
	if db, err = sqlstore.Open(context.Background(), sqlstore.Config{DataDir: restored}); err != nil {
		t.Fatal(err)
	}
	copied, err := db.ListServices(context.Background())
	db.Close()
	if err != nil || len(copied) != len(services) {
		t.Fatalf("the backup holds %d services (%v), want %d", len(copied), err, len(services))
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	logs := &lockedBuffer{}
	done := make(chan int)
	go func() { done <- run(ctx, []string{"serve"}, env, logs) }()

	addrRE := regexp.MustCompile(`msg=listening addr=(\S+)`)
	var addr string
	// A minute: under -race on a busy 2-core machine the start (the app's
	// files gzipped, migrations, seed) took more than 10 s. How fast a
	// start is belongs to make bench, not to this test.
	for deadline := time.Now().Add(time.Minute); addr == "" && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if m := addrRE.FindStringSubmatch(logs.String()); m != nil {
			addr = m[1]
		}
	}
	if addr == "" {
		t.Fatalf("serve did not log its address:\n%s", logs)
	}
	if resp, _ := get(t, "http://"+addr+"/healthz"); resp.StatusCode != 200 {
		t.Fatalf("healthz = %d", resp.StatusCode)
	}
	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("exit status after the signal = %d:\n%s", code, logs)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not stop after the signal")
	}
	if !strings.Contains(logs.String(), "shutting down") || !strings.Contains(logs.String(), "msg=stopped") {
		t.Errorf("no shutdown line:\n%s", logs)
	}
}

// TestMain_CloseLetsRequestsFinish: Close stops accepting but waits for a
// request in flight, and closes the database only after it.
func TestMain_CloseLetsRequestsFinish(t *testing.T) {
	logs := &lockedBuffer{}
	m := NewMain()
	m.Environ, m.Stderr, m.App = testEnv(t), logs, testApp
	if err := m.ParseFlags(nil); err != nil {
		t.Fatal(err)
	}
	if err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	base := "http://" + m.Addr().String()

	body, send := io.Pipe()
	req, err := http.NewRequest("POST", base+"/api/contact", body)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	status := make(chan int, 1)
	go func() {
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Errorf("request in flight: %v", err)
			status <- 0
			return
		}
		resp.Body.Close()
		status <- resp.StatusCode
	}()
	if _, err := send.Write([]byte(`{"name":"Layla Haddad",`)); err != nil { // the handler is reading the body now
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)

	closed := make(chan error, 1)
	go func() { closed <- m.Close() }()
	time.Sleep(300 * time.Millisecond)
	select {
	case err := <-closed:
		t.Fatalf("Close returned (%v) while a request was in flight", err)
	default:
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Error("a new request was accepted during shutdown")
	}

	_, _ = send.Write([]byte(`"email":"layla@example.ae","message":"Is the hammam open on Fridays?"}`))
	send.Close()
	if got := <-status; got != http.StatusCreated {
		t.Errorf("the request in flight got %d, want 201", got)
	}
	if err := <-closed; err != nil {
		t.Errorf("Close: %v", err)
	}
}

// TestMain_HostileRequests: on the real program, with its real time-outs,
// a body declared too large is refused at once, and one guest's fourth
// pending request for a day (DAYSPA_GUEST_DAILY_LIMIT's default of 3) is
// refused with the configured phone and WhatsApp number.
func TestMain_HostileRequests(t *testing.T) {
	m, _ := runMain(t, testEnv(t, "DAYSPA_RATE_LIMIT", "0",
		"DAYSPA_BUSINESS_PHONE", "+971 4 555 0101", "DAYSPA_BUSINESS_WHATSAPP", "971500000001"))
	addr := m.Addr().String()

	t.Run("DeclaredTooLarge", func(t *testing.T) {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		// Only the headers: the answer must not wait for the 100,000 bytes.
		_, err = io.WriteString(conn, "POST /api/bookings HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n")
		if err != nil {
			t.Fatal(err)
		}
		_ = conn.SetReadDeadline(time.Now().Add(5 * time.Second))
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("no answer within 5 s: %v", err)
		}
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusRequestEntityTooLarge || string(body) != `{"message":"The request body is too large."}`+"\n" {
			t.Errorf("%d %s, want 413", resp.StatusCode, body)
		}
	})

	t.Run("GuestDailyLimit", func(t *testing.T) {
		_, body := get(t, "http://"+addr+"/api/services")
		var services []dayspa.Service
		if err := json.Unmarshal(body, &services); err != nil || len(services) == 0 {
			t.Fatalf("services: %s %v", body, err)
		}
		dubai, _ := time.LoadLocation("Asia/Dubai")
		day := time.Now().In(dubai).AddDate(0, 0, 7).Format("2006-01-02")
		statuses := []int{}
		var last []byte
		// Two hours apart: the 90-minute treatment and its preparation
		// never need the same therapist twice, whichever weekday it is
		// (on some days one therapist alone does massages in the morning).
		for _, at := range []string{"10:00", "12:00", "14:00", "16:00"} {
			req := fmt.Sprintf(`{"serviceId":%d,"customerName":"Layla Haddad","customerEmail":"layla@example.ae","customerPhone":"+971 50 123 4567","bookingDate":"%s","bookingTime":"%s"}`,
				services[0].ID, day, at)
			resp, err := http.Post("http://"+addr+"/api/bookings", "application/json", strings.NewReader(req))
			if err != nil {
				t.Fatal(err)
			}
			last, _ = io.ReadAll(resp.Body)
			resp.Body.Close()
			statuses = append(statuses, resp.StatusCode)
		}
		want := `{"message":"You already have 3 pending booking requests for that day. Please call +971 4 555 0101 or message us on WhatsApp at +971500000001 to book more."}` + "\n"
		if fmt.Sprint(statuses) != "[201 201 201 429]" || string(last) != want {
			t.Errorf("statuses %v, last answer %s; want three 201 then 429 %s", statuses, last, want)
		}
	})
}
