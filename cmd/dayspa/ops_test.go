package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"net"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
	"github.com/dayspa/dayspa/internal/ssr"
	"github.com/dayspa/dayspa/web"
)

// TestMain_Metrics serves the real program with DAYSPA_METRICS_ADDR on
// each engine, makes real requests, and scrapes /metrics over HTTP: the
// requests by route pattern and status, latency histograms, the database
// pools, bookings refused by reason, login failures and upload outcomes,
// and the Go runtime's and the process's own series. The public address
// answers /metrics 404.
func TestMain_Metrics(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		env := testEnv(t, "DAYSPA_METRICS_ADDR", "127.0.0.1:0", "DAYSPA_ADMIN_PASSWORD", "metrics-test-password")
		pools := []string{"sqlite_write", "sqlite_read"}
		if url := e.Config(t).DatabaseURL; url != "" {
			env["DATABASE_URL"] = url
			pools = []string{"postgres"}
		}
		m, _ := runMain(t, env)
		base := "http://" + m.Addr().String()
		if m.MetricsAddr() == nil {
			t.Fatal("no metrics listener")
		}
		metricsURL := "http://" + m.MetricsAddr().String() + "/metrics"

		for _, r := range []struct {
			method, path, body string
			status             int
		}{
			{"GET", "/api/services", "", 200},
			{"GET", "/api/blog/the-ritual-of-the-moroccan-hammam", "", 200},
			{"POST", "/api/bookings", `{"serviceId":1}`, 400},
			{"POST", "/api/admin/login", `{"email":"owner@example.com","password":"not the password"}`, 401},
			{"PUT", "/api/objects/upload/0123456789abcdef0123456789abcdef.1.forged", "%PDF-1.7", 403},
		} {
			req, _ := http.NewRequest(r.method, base+r.path, strings.NewReader(r.body))
			req.Header.Set("Content-Type", "application/json")
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != r.status {
				t.Fatalf("%s %s = %d, want %d", r.method, r.path, resp.StatusCode, r.status)
			}
		}

		resp, body := get(t, base+"/metrics")
		if resp.StatusCode != http.StatusNotFound || bytes.Contains(body, []byte("dayspa_http_requests_total")) {
			t.Errorf("the public address answers /metrics: %d %.200s", resp.StatusCode, body)
		}

		// The profiles and the forced collection are off without DAYSPA_METRICS_DEBUG.
		if resp, _ = get(t, "http://"+m.MetricsAddr().String()+"/debug/pprof/"); resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET /debug/pprof/ without DAYSPA_METRICS_DEBUG = %d, want 404", resp.StatusCode)
		}
		if resp, err := http.Post("http://"+m.MetricsAddr().String()+"/debug/memory", "", nil); err != nil {
			t.Fatal(err)
		} else if resp.Body.Close(); resp.StatusCode != http.StatusNotFound {
			t.Errorf("POST /debug/memory without DAYSPA_METRICS_DEBUG = %d, want 404", resp.StatusCode)
		}

		resp, body = get(t, metricsURL)
		if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/plain") {
			t.Fatalf("/metrics = %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
		}
		text := string(body)
		want := []string{
			`dayspa_http_requests_total{code="200",route="GET /api/services"} 1`,
			`dayspa_http_requests_total{code="200",route="GET /api/blog/{slug}"} 1`,
			`dayspa_http_requests_total{code="400",route="POST /api/bookings"} 1`,
			`dayspa_http_request_duration_seconds_bucket{route="GET /api/services",le="+Inf"} 1`,
			`dayspa_http_request_duration_seconds_count{route="POST /api/admin/login"} 1`,
			`dayspa_http_requests_in_flight 0`, // the scrape is not one of the site's requests
			`dayspa_bookings_created_total 0`,
			`dayspa_bookings_refused_total{reason="invalid"} 1`,
			`dayspa_bookings_refused_total{reason="unavailable"} 0`,
			`dayspa_login_failures_total{reason="wrong_password"} 1`,
			`dayspa_uploads_total{outcome="invalid_link"} 1`,
			`go_goroutines `,
			`process_resident_memory_bytes `,
		}
		for _, p := range pools {
			want = append(want, `go_sql_max_open_connections{db_name="`+p+`"} `, `go_sql_in_use_connections{db_name="`+p+`"} `,
				`go_sql_wait_count_total{db_name="`+p+`"} `)
		}
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("/metrics lacks %q", w)
			}
		}
		if strings.Contains(text, "moroccan-hammam") || strings.Contains(text, "0123456789abcdef") {
			t.Error("/metrics carries a raw path")
		}
	})
}

// TestMain_MetricsOffByDefault: without DAYSPA_METRICS_ADDR nothing
// listens for metrics.
func TestMain_MetricsOffByDefault(t *testing.T) {
	m, _ := runMain(t, testEnv(t))
	if m.MetricsAddr() != nil {
		t.Errorf("metrics listen on %s without DAYSPA_METRICS_ADDR", m.MetricsAddr())
	}
}

func TestRun_InvalidOperationsSettings(t *testing.T) {
	for _, tt := range []struct {
		name, setting, value, want string
		more                       []string
	}{
		{"MetricsAddrNoPort", "DAYSPA_METRICS_ADDR", "localhost", "not host:port", nil},
		{"MetricsAddrIsTheSite", "DAYSPA_METRICS_ADDR", "127.0.0.1:8080", "the site's own address", []string{"DAYSPA_ADDR", "127.0.0.1:8080"}},
		{"DrainDelayNotADuration", "DAYSPA_DRAIN_DELAY", "five", "want a duration", nil},
		{"DrainDelayNegative", "DAYSPA_DRAIN_DELAY", "-1s", "want 0s", nil},
		{"DrainDelayTooLong", "DAYSPA_DRAIN_DELAY", "2m", "want 0s", nil},
		{"RenderersNone", "DAYSPA_RENDERERS", "0", "want 1 up to 16", nil},
		{"RenderersTooMany", "DAYSPA_RENDERERS", "64", "want 1 up to 16", nil},
		{"RenderersNotANumber", "DAYSPA_RENDERERS", "two", "want a whole number", nil},
		{"RendererIdleNotADuration", "DAYSPA_RENDERER_IDLE", "a minute", "want a duration", nil},
		{"RendererIdleTooShort", "DAYSPA_RENDERER_IDLE", "500ms", "want 0s (keep them) or 1s up to", nil},
		{"RendererIdleTooLong", "DAYSPA_RENDERER_IDLE", "48h", "want 0s (keep them) or 1s up to", nil},
		{"RenderTimeoutNotADuration", "DAYSPA_RENDER_TIMEOUT", "soon", "want a duration", nil},
		{"RenderTimeoutTooShort", "DAYSPA_RENDER_TIMEOUT", "10ms", "want 100ms", nil},
		{"RenderTimeoutTooLong", "DAYSPA_RENDER_TIMEOUT", "2m", "want 100ms", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			if code := run(context.Background(), nil, testEnv(t, append([]string{tt.setting, tt.value}, tt.more...)...), &stderr); code != 2 {
				t.Fatalf("exit status = %d, want 2: %s", code, &stderr)
			}
			if out := stderr.String(); !strings.Contains(out, tt.setting) || !strings.Contains(out, tt.want) {
				t.Errorf("stderr %q, want %s and %q", out, tt.setting, tt.want)
			}
		})
	}
}

// until polls cond every 20 ms until it holds or timeout passes.
func until(timeout time.Duration, cond func() bool) bool {
	for deadline := time.Now().Add(timeout); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if cond() {
			return true
		}
	}
	return false
}

// freeAddr returns a loopback address with a port nothing listens on now.
func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// TestRun_Drain stops the real program as SIGTERM does (run's context
// ends) with DAYSPA_DRAIN_DELAY set: for the delay, /readyz answers 503
// while other requests are served, each closing its connection; then the
// listener closes and the program exits 0 within the delay and the
// shutdown's bound.
func TestRun_Drain(t *testing.T) {
	const delay = time.Second
	addr := freeAddr(t)
	logs := &lockedBuffer{}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	exited := make(chan int, 1)
	go func() {
		exited <- run(ctx, nil, testEnv(t, "DAYSPA_ADDR", addr, "DAYSPA_DRAIN_DELAY", delay.String()), logs)
	}()
	base := "http://" + addr
	client := &http.Client{Timeout: 5 * time.Second}
	status := func(path string) (int, bool, error) {
		resp, err := client.Get(base + path)
		if err != nil {
			return 0, false, err
		}
		resp.Body.Close()
		return resp.StatusCode, resp.Close, nil
	}
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if code, _, _ := status("/readyz"); code == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("not ready: %s", logs)
		}
	}

	stopped := time.Now()
	cancel()
	var saw503 bool
	for time.Since(stopped) < delay/2 {
		code, _, err := status("/readyz")
		if err != nil {
			t.Fatalf("readyz while draining: %v", err)
		}
		if code == http.StatusServiceUnavailable {
			saw503 = true
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if !saw503 {
		t.Fatal("readyz never answered 503 in the first half of the drain")
	}
	code, closes, err := status("/api/services")
	if err != nil || code != http.StatusOK || !closes {
		t.Errorf("a request while draining = %d (Connection: close %v, err %v), want 200 that closes", code, closes, err)
	}

	// The listener closes when the delay is over: a connection the kernel
	// had queued for it at that moment is dropped (EOF, reset), later ones
	// are refused. A balancer that polls /readyz stopped sending long before.
	var stoppedAfter time.Duration
	for deadline := time.Now().Add(delay + 5*time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if _, _, err := status("/healthz"); err != nil {
			stoppedAfter = time.Since(stopped)
			break
		}
	}
	if stoppedAfter < delay {
		t.Errorf("requests failed %s after the stop, before the drain delay of %s ended", stoppedAfter, delay)
	}
	if !until(5*time.Second, func() bool { _, _, err := status("/healthz"); return errors.Is(err, syscall.ECONNREFUSED) }) {
		t.Error("connections are not refused after the drain")
	}
	select {
	case code := <-exited:
		if code != 0 {
			t.Errorf("exit status %d: %s", code, logs)
		}
	case <-time.After(delay + shutdownTimeout + 5*time.Second):
		t.Fatal("the program did not exit")
	}
	if !regexp.MustCompile(`draining: /readyz answers 503.*for=1s`).MatchString(logs.String()) {
		t.Errorf("the drain was not logged:\n%s", logs)
	}
}

// TestMain_Renderers: DAYSPA_RENDERERS bounds the JavaScript runtimes the
// pages are rendered in, whatever the burst: eighteen different pages
// asked at once (each a miss, rendered on the server) leave one runtime
// held with the setting at 1, where the default of 2 makes a second one
// for the second page in flight; dayspa_page_renderers says how many.
func TestMain_Renderers(t *testing.T) {
	if _, err := fs.Stat(web.Dist(), ssr.ScriptPath); err != nil {
		t.Fatalf("the web app is not built with its server renderer (make build): %v", err)
	}
	for _, tt := range []struct{ setting, want string }{{"1", "1"}, {"2", "2"}} {
		t.Run(tt.setting, func(t *testing.T) {
			env := testEnv(t, "DAYSPA_METRICS_ADDR", "127.0.0.1:0", "DAYSPA_RENDERERS", tt.setting, "DAYSPA_RATE_LIMIT", "0")
			m, _ := runMainWith(t, env, web.Dist())
			base := "http://" + m.Addr().String()
			pages := []string{"/", "/about", "/services", "/gallery", "/booking", "/gift-cards", "/packages", "/contact", "/blog", "/privacy", "/terms"}
			var wg sync.WaitGroup
			for _, p := range append(pages, arabic(pages)...) {
				wg.Go(func() {
					resp, err := http.Get(base + p)
					if err != nil {
						t.Error(err)
						return
					}
					_, _ = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
				})
			}
			wg.Wait()
			_, body := get(t, "http://"+m.MetricsAddr().String()+"/metrics")
			if want := "\ndayspa_page_renderers " + tt.want + "\n"; !strings.Contains(string(body), want) {
				i := strings.Index(string(body), "\ndayspa_page_renderers ")
				t.Errorf("/metrics lacks %q: %.40s", strings.TrimSpace(want), string(body)[max(i, 0):])
			}
		})
	}
}

// TestMain_RendererIdle: with DAYSPA_RENDERER_IDLE the runtimes that
// rendered the pages are dropped once idle that long, with the compiled
// app, and every public page asked after that is rendered whole by the
// runtimes made again; DAYSPA_METRICS_DEBUG's GET /debug/memory answers
// the memory as it is and POST /debug/memory after a full collection.
func TestMain_RendererIdle(t *testing.T) {
	if _, err := fs.Stat(web.Dist(), ssr.ScriptPath); err != nil {
		t.Fatalf("the web app is not built with its server renderer (make build): %v", err)
	}
	env := testEnv(t, "DAYSPA_METRICS_ADDR", "127.0.0.1:0", "DAYSPA_METRICS_DEBUG", "true", "DAYSPA_RENDERER_IDLE", "3s", "DAYSPA_RATE_LIMIT", "0")
	m, _ := runMainWith(t, env, web.Dist())
	base, metrics := "http://"+m.Addr().String(), "http://"+m.MetricsAddr().String()
	renderers := func() string {
		_, body := get(t, metrics+"/metrics")
		_, rest, _ := strings.Cut(string(body), "\ndayspa_page_renderers ")
		n, _, _ := strings.Cut(rest, "\n")
		return n
	}
	waitFor := func(want string) {
		t.Helper()
		for deadline := time.Now().Add(20 * time.Second); renderers() != want; time.Sleep(100 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("dayspa_page_renderers %s, want %s", renderers(), want)
			}
		}
	}
	// A page rendered whole has its markup inside #root; a render that
	// failed leaves the app's empty shell, which the browser fills.
	rendered := func(page string) {
		t.Helper()
		resp, body := get(t, base+page)
		if resp.StatusCode != http.StatusOK || !bytes.Contains(body, []byte(`<div id="root"><`)) || !bytes.Contains(body, []byte("<h1")) {
			t.Errorf("GET %s = %d, want the page rendered whole inside #root", page, resp.StatusCode)
		}
	}
	rendered("/services")
	if got := renderers(); got != "1" {
		t.Fatalf("after GET /services: dayspa_page_renderers %s, want 1", got)
	}
	waitFor("0")
	// Every other public page, in both languages, on runtimes made after
	// the drop (two at a time, as many as DAYSPA_RENDERERS allows).
	pages := []string{"/", "/about", "/gallery", "/booking", "/gift-cards", "/packages", "/contact", "/blog", "/privacy", "/terms"}
	var wg sync.WaitGroup
	queue := make(chan string)
	for range 2 {
		wg.Go(func() {
			for page := range queue {
				rendered(page)
			}
		})
	}
	for _, page := range append(append(pages, arabic(pages)...), "/ar/services") {
		queue <- page
	}
	close(queue)
	wg.Wait()
	if got := renderers(); got == "0" {
		t.Error("dayspa_page_renderers 0 right after the pages were rendered")
	}
	waitFor("0")

	readMemory := func(method string) {
		t.Helper()
		req, err := http.NewRequest(method, metrics+"/debug/memory", nil)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var mem debugMemory
		if err := json.NewDecoder(resp.Body).Decode(&mem); err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("%s /debug/memory = %d, %v", method, resp.StatusCode, err)
		}
		if mem.HeapLive <= 0 || mem.RSS < mem.HeapLive || mem.Goroutines <= 0 {
			t.Errorf("%s /debug/memory = %+v, want a live heap inside the resident memory", method, mem)
		}
	}
	readMemory(http.MethodGet)
	readMemory(http.MethodPost)
	if resp, _ := get(t, metrics+"/debug/pprof/"); resp.StatusCode != http.StatusOK {
		t.Errorf("GET /debug/pprof/ with DAYSPA_METRICS_DEBUG = %d, want 200", resp.StatusCode)
	}
}

// arabic is each path's Arabic twin.
func arabic(paths []string) []string {
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = strings.TrimSuffix("/ar"+p, "/")
	}
	return out
}
