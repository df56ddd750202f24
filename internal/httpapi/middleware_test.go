package httpapi

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/alexedwards/scs/v2/memstore"
)

func TestClientIP(t *testing.T) {
	proxies := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("fd00::/8")}
	for _, tt := range []struct {
		name    string
		remote  string
		xff     []string
		trusted []netip.Prefix
		want    string
	}{
		{"PeerWithoutProxies", "203.0.113.7:5000", []string{"198.51.100.1"}, nil, "203.0.113.7"},
		{"UntrustedPeerLiesInXFF", "203.0.113.7:5000", []string{"198.51.100.1"}, proxies, "203.0.113.7"},
		{"TrustedProxy", "10.0.0.2:5000", []string{"198.51.100.1"}, proxies, "198.51.100.1"},
		{"ChainOfProxies", "10.0.0.2:5000", []string{"198.51.100.1, 10.0.0.9"}, proxies, "198.51.100.1"},
		{"SpoofedLeftmostIgnored", "10.0.0.2:5000", []string{"1.2.3.4, 198.51.100.1"}, proxies, "198.51.100.1"},
		{"SeveralHeaders", "10.0.0.2:5000", []string{"1.2.3.4", "198.51.100.1"}, proxies, "198.51.100.1"},
		{"GarbageStopsAtProxy", "10.0.0.2:5000", []string{"198.51.100.1, nonsense"}, proxies, "10.0.0.2"},
		{"OnlyProxies", "10.0.0.2:5000", []string{"10.0.0.3"}, proxies, "10.0.0.3"},
		{"NoHeaderFromProxy", "10.0.0.2:5000", nil, proxies, "10.0.0.2"},
		{"IPv6", "[fd00::1]:443", []string{"2001:db8::5"}, proxies, "2001:db8::5"},
		{"IPv4MappedPeer", "[::ffff:10.0.0.2]:443", []string{"198.51.100.1"}, proxies, "198.51.100.1"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = tt.remote
			for _, v := range tt.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			if got := clientIP(r, tt.trusted).String(); got != tt.want {
				t.Errorf("clientIP = %s, want %s", got, tt.want)
			}
		})
	}
}

// logBuffer collects JSON log lines from the server's goroutines.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) records(t *testing.T) []map[string]any {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(b.buf.String()), "\n") {
		if line == "" {
			continue
		}
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("log line is not JSON: %q", line)
		}
		out = append(out, rec)
	}
	return out
}

func TestAccessLog(t *testing.T) {
	logs := &logBuffer{}
	ts := newTestSite(t, func(c *Config, _ *fstest.MapFS) {
		c.Logger = slog.New(slog.NewJSONHandler(logs, nil))
		c.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")}
	})
	resp, _ := ts.do(t, "GET", "/api/blog/no-such-post", "", map[string]string{"X-Request-Id": "req-42", "X-Forwarded-For": "198.51.100.9"})
	if resp.StatusCode != 404 {
		t.Fatalf("status = %d", resp.StatusCode)
	}
	recs := logs.records(t)
	if len(recs) != 1 {
		t.Fatalf("%d log lines for one request, want 1: %v", len(recs), recs)
	}
	rec := recs[0]
	for k, want := range map[string]any{"msg": "request", "method": "GET", "path": "/api/blog/no-such-post", "status": float64(404), "request_id": "req-42", "ip": "198.51.100.9"} {
		if rec[k] != want {
			t.Errorf("log %s = %#v, want %#v", k, rec[k], want)
		}
	}
	if _, ok := rec["duration_ms"].(float64); !ok {
		t.Errorf("log duration_ms = %#v", rec["duration_ms"])
	}
}

func TestPanicRecovery(t *testing.T) {
	logs := &logBuffer{}
	s, err := New(Config{BaseURL: testBaseURL, Business: testBusiness, Logger: slog.New(slog.NewJSONHandler(logs, nil)),
		Sessions: memstore.New()}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	h := s.middleware(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {
		panic("database exploded at /secret/path.go:42")
	}))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/services", nil))

	if rec.Code != 500 {
		t.Fatalf("status = %d, want 500", rec.Code)
	}
	if got := strings.TrimSpace(rec.Body.String()); got != `{"message":"Internal error.","code":"internal"}` {
		t.Errorf("body = %s: the client must learn nothing", got)
	}
	if rec.Header().Get("X-Content-Type-Options") != "nosniff" || rec.Header().Get("Cache-Control") != "no-store" {
		t.Errorf("the 500 lacks the usual headers: %v", rec.Header())
	}
	var sawPanic, sawRequest bool
	for _, r := range logs.records(t) {
		switch r["msg"] {
		case "panic":
			sawPanic = strings.Contains(r["stack"].(string), "middleware_test.go") && r["request_id"] != ""
		case "request":
			sawRequest = r["status"] == float64(500)
		}
	}
	if !sawPanic || !sawRequest {
		t.Errorf("want the panic with its stack and a 500 access line in the log: %v", logs.records(t))
	}
}

func TestInternalErrorHidden(t *testing.T) {
	logs := &logBuffer{}
	ts := newTestSite(t, func(c *Config, _ *fstest.MapFS) { c.Logger = slog.New(slog.NewJSONHandler(logs, nil)) })
	ts.db.Close() // every query now fails with a driver error
	resp, body := ts.do(t, "GET", "/api/services", "", nil)
	if resp.StatusCode != 500 || strings.TrimSpace(string(body)) != `{"message":"Internal error.","code":"internal"}` {
		t.Fatalf("got %d %s, want 500 without detail", resp.StatusCode, body)
	}
	var logged bool
	for _, r := range logs.records(t) {
		if r["msg"] == "internal error" && r["err"] != "" && r["request_id"] != nil {
			logged = true
		}
	}
	if !logged {
		t.Errorf("the cause was not logged with the request id: %v", logs.records(t))
	}
}
