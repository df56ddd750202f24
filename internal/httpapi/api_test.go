package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

// scenario is one real HTTP request through the real router and what must
// come back (pocketbase's tests/api.go style).
type scenario struct {
	name     string
	method   string
	path     string
	body     string
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
	resp, body := ts.do(t, method, sc.path, sc.body, sc.headers)
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

const jsonType = "application/json; charset=utf-8"

var pricePattern = regexp.MustCompile(`^\d+\.\d{2}$`)

func TestAPI(t *testing.T) {
	forEachEngine(t, testAPI)
}

func testAPI(t *testing.T, ts *testSite) {
	for _, sc := range []scenario{
		{
			name: "Healthz", path: "/healthz", status: 200,
			header: map[string]string{"Content-Type": jsonType},
			want:   []string{`{"status":"ok"}`},
		},
		{
			name: "Readyz", path: "/readyz", status: 200,
			want: []string{`{"status":"ok","checks":{"database":"ok","migrations":"ok"}}`},
		},
		{
			name: "ServicesShape", path: "/api/services", status: 200,
			header: map[string]string{"Content-Type": jsonType, "Cache-Control": "no-store"},
			check: func(t *testing.T, _ *http.Response, body []byte) {
				var got []map[string]any
				if err := json.Unmarshal(body, &got); err != nil {
					t.Fatalf("decode: %v", err)
				}
				if len(got) < 4 {
					t.Fatalf("%d services, want the seeded ones", len(got))
				}
				for _, s := range got {
					price, _ := s["price"].(string)
					if !pricePattern.MatchString(price) {
						t.Errorf("service %v: price %#v, want a string with two decimals", s["name"], s["price"])
					}
					for _, k := range []string{"id", "name", "description", "category", "duration", "isActive"} {
						if _, ok := s[k]; !ok {
							t.Errorf("service %v lacks %q", s["name"], k)
						}
					}
				}
			},
		},
		{
			name: "ServicesHead", method: "HEAD", path: "/api/services", status: 200,
			header: map[string]string{"Content-Type": jsonType},
		},
		{
			name: "BlogList", path: "/api/blog", status: 200,
			header: map[string]string{"Content-Type": jsonType, "Cache-Control": "no-store"},
			check: func(t *testing.T, _ *http.Response, body []byte) {
				var got []map[string]any
				if err := json.Unmarshal(body, &got); err != nil {
					t.Fatalf("decode: %v", err)
				}
				if len(got) < 2 || got[0]["slug"] != "xss-check" {
					t.Fatalf("want the newest post first, got %d posts, first %v", len(got), got[0]["slug"])
				}
				for _, p := range got {
					if _, ok := p["tags"].([]any); !ok {
						t.Errorf("post %v: tags = %#v, want a list", p["slug"], p["tags"])
					}
					if _, ok := p["contentHtml"]; ok {
						t.Errorf("post %v: the list carries contentHtml", p["slug"])
					}
				}
			},
		},
		{
			name: "BlogListNewest", path: "/api/blog?limit=2", status: 200,
			header: map[string]string{"Content-Type": jsonType, "Cache-Control": "no-store"},
			check: func(t *testing.T, _ *http.Response, body []byte) {
				var got []map[string]any
				if err := json.Unmarshal(body, &got); err != nil {
					t.Fatalf("decode: %v", err)
				}
				if len(got) != 2 || got[0]["slug"] != "xss-check" {
					t.Fatalf("want the 2 newest posts, got %d, first %v", len(got), got)
				}
			},
		},
		{
			name: "BlogListSummary", path: "/api/blog?summary=true", status: 200,
			header: map[string]string{"Content-Type": jsonType, "Cache-Control": "no-store"},
			check: func(t *testing.T, _ *http.Response, body []byte) {
				var got, full []map[string]any
				if err := json.Unmarshal(body, &got); err != nil {
					t.Fatalf("decode: %v", err)
				}
				_, fullBody := ts.do(t, "GET", "/api/blog", "", nil)
				if err := json.Unmarshal(fullBody, &full); err != nil {
					t.Fatal(err)
				}
				if len(got) != len(full) || len(got) < 2 {
					t.Fatalf("%d posts, want every one of %d", len(got), len(full))
				}
				// The list's posts, field for field, but their Markdown.
				for i, p := range got {
					if p["content"] != "" || full[i]["content"] == "" {
						t.Errorf("post %v: content %q", p["slug"], p["content"])
					}
					p["content"] = full[i]["content"]
					if fmt.Sprint(p) != fmt.Sprint(full[i]) {
						t.Errorf("post %d: %v, want %v", i, p, full[i])
					}
				}
			},
		},
		{
			name: "BlogListSummaryNewest", path: "/api/blog?limit=2&summary=true", status: 200,
			check: func(t *testing.T, _ *http.Response, body []byte) {
				var got []map[string]any
				if err := json.Unmarshal(body, &got); err != nil {
					t.Fatalf("decode: %v", err)
				}
				if len(got) != 2 || got[0]["slug"] != "xss-check" || got[0]["content"] != "" {
					t.Fatalf("want the 2 newest posts without their text, got %v", got)
				}
			},
		},
		{
			name: "BlogListSummaryFalse", path: "/api/blog?summary=false", status: 200,
			want: []string{xssPost.Slug, `"content":"`},
			check: func(t *testing.T, _ *http.Response, body []byte) {
				if strings.Contains(string(body), `"content":""`) {
					t.Error("a post without its text")
				}
			},
		},
		{
			name: "BlogListBadSummary", path: "/api/blog?summary=yes", status: 400,
			want: []string{`"summary":"Summary must be true or false."`},
		},
		{
			name: "BlogListBadLimit", path: "/api/blog?limit=101", status: 400,
			want: []string{`"message":"Please check the highlighted fields."`, `"limit":"Limit must be a whole number from 1 to 100."`},
		},
		{
			name: "BlogPostRenderedInert", path: "/api/blog/xss-check", status: 200,
			header: map[string]string{"Content-Type": jsonType, "Cache-Control": "no-store"},
			check: func(t *testing.T, _ *http.Response, body []byte) {
				var got struct {
					Slug        string `json:"slug"`
					Content     string `json:"content"`
					ContentHTML string `json:"contentHtml"`
				}
				if err := json.Unmarshal(body, &got); err != nil {
					t.Fatalf("decode: %v", err)
				}
				if got.Content != xssPost.Content {
					t.Errorf("content = %q, want the Markdown as stored", got.Content)
				}
				if !strings.Contains(got.ContentHTML, "<strong>bold</strong>") {
					t.Errorf("contentHtml = %q, want the Markdown rendered", got.ContentHTML)
				}
				for _, bad := range []string{"<script", "onerror", "javascript:", "alert(1)"} {
					if strings.Contains(got.ContentHTML, bad) {
						t.Errorf("contentHtml holds %q: %s", bad, got.ContentHTML)
					}
				}
			},
		},
		{
			name: "BlogPostSeeded", path: "/api/blog/the-ritual-of-the-moroccan-hammam", status: 200,
			want: []string{`"contentHtml":"\u003c`, `"slug":"the-ritual-of-the-moroccan-hammam"`},
		},
		{
			name: "BlogPostNotFound", path: "/api/blog/no-such-post", status: 404,
			header: map[string]string{"Content-Type": jsonType, "Cache-Control": "no-store"},
			want:   []string{`{"message":"Post not found","code":"post.lang_not_found"}`},
		},
		{
			name: "CurrentUserUnauthorized", path: "/api/auth/user", status: 401,
			header: map[string]string{"Content-Type": jsonType},
			want:   []string{`{"message":"Unauthorized","code":"auth.unauthorized"}`},
		},
		{
			name: "UnknownAPIPath", path: "/api/no-such-thing", status: 404,
			header:  map[string]string{"Content-Type": jsonType, "Cache-Control": "no-store"},
			want:    []string{`{"message":"Not Found","code":"request.no_route"}`},
			notWant: []string{"<html", "<!doctype"},
		},
		{
			name: "UnknownAPIPathWithExtension", path: "/api/services.json", status: 404,
			header: map[string]string{"Content-Type": jsonType},
			want:   []string{`{"message":"Not Found","code":"request.no_route"}`},
		},
		{
			name: "APIRoot", path: "/api", status: 404,
			header: map[string]string{"Content-Type": jsonType},
			want:   []string{`{"message":"Not Found","code":"request.no_route"}`},
		},
		{
			name: "WrongMethod", method: "POST", path: "/api/services", body: "{}",
			headers: map[string]string{"Content-Type": "application/json"},
			status:  405,
			header:  map[string]string{"Content-Type": jsonType, "Allow": "GET, HEAD", "Cache-Control": "no-store"},
			want:    []string{`{"message":"Method Not Allowed","code":"request.method_not_allowed"}`},
		},
		{
			name: "WrongMethodOnPatternRoute", method: "DELETE", path: "/api/blog/xss-check", status: 405,
			header: map[string]string{"Content-Type": jsonType, "Allow": "GET, HEAD"},
			want:   []string{`{"message":"Method Not Allowed","code":"request.method_not_allowed"}`},
		},
		{
			name: "CrossSitePostRefused", method: "POST", path: "/api/services", body: "{}",
			headers: map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"},
			status:  403,
			header:  map[string]string{"Content-Type": jsonType},
			want:    []string{`"message":"Cross-origin request refused."`},
		},
		{
			name: "ForeignOriginPostRefused", method: "POST", path: "/api/services", body: "{}",
			headers: map[string]string{"Content-Type": "application/json", "Origin": "https://evil.example"},
			status:  403,
		},
		{
			name: "SameOriginPostPassesTheCheck", method: "POST", path: "/api/services", body: "{}",
			headers: map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "same-origin"},
			status:  405, // past cross-origin protection, on to the router
		},
		{
			name: "CanonicalOriginPostPassesTheCheck", method: "POST", path: "/api/services", body: "{}",
			headers: map[string]string{"Content-Type": "application/json", "Origin": testBaseURL},
			status:  405,
		},
		{
			name: "RequestIDEchoed", path: "/healthz", status: 200,
			headers: map[string]string{"X-Request-Id": "abc-123.x"},
			header:  map[string]string{"X-Request-Id": "abc-123.x"},
		},
		{
			name: "RequestIDGenerated", path: "/healthz", status: 200,
			headers: map[string]string{"X-Request-Id": "<script>"},
			check: func(t *testing.T, resp *http.Response, _ []byte) {
				if id := resp.Header.Get("X-Request-Id"); !regexp.MustCompile(`^[0-9a-f]{32}$`).MatchString(id) {
					t.Errorf("X-Request-Id = %q, want a fresh id instead of the unsafe one", id)
				}
			},
		},
	} {
		t.Run(sc.name, func(t *testing.T) { sc.run(t, ts) })
	}
}

func TestSecurityHeaders(t *testing.T) {
	ts := newTestSite(t)
	for _, path := range []string{"/api/services", "/api/nope", "/", "/no-such-page", "/assets/index-C0ffee12.js", "/assets/missing.js", "/robots.txt", "/healthz"} {
		t.Run(path, func(t *testing.T) {
			resp, _ := ts.do(t, "GET", path, "", nil)
			for k, v := range map[string]string{
				"X-Content-Type-Options":    "nosniff",
				"Referrer-Policy":           "strict-origin-when-cross-origin",
				"X-Frame-Options":           "DENY",
				"Strict-Transport-Security": "max-age=31536000", // the base URL is https
			} {
				if got := resp.Header.Get(k); got != v {
					t.Errorf("%s = %q, want %q", k, got, v)
				}
			}
			if resp.Header.Get("Permissions-Policy") == "" {
				t.Error("no Permissions-Policy")
			}
			csp := resp.Header.Get("Content-Security-Policy")
			for _, d := range []string{"default-src 'self'", "script-src 'self';", "img-src 'self' data:", "media-src 'self'",
				"frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"} {
				if !strings.Contains(csp+";", d) {
					t.Errorf("CSP %q lacks %q", csp, d)
				}
			}
			if strings.Contains(csp, "snapchat") || strings.Contains(csp, "unsafe-eval") {
				t.Errorf("CSP %q allows more than the site", csp)
			}
		})
	}
}

func TestSecurityHeadersWithTracker(t *testing.T) {
	ts := newTestSite(t, func(c *Config, _ *fstest.MapFS) { c.SnapPixelID = "pixel-123" })
	resp, body := ts.do(t, "GET", "/", "", nil)
	csp := resp.Header.Get("Content-Security-Policy")
	for _, d := range []string{"script-src 'self' https://sc-static.net", "connect-src 'self' https://tr.snapchat.com", "img-src 'self' data: https://tr.snapchat.com"} {
		if !strings.Contains(csp, d) {
			t.Errorf("CSP %q lacks %q", csp, d)
		}
	}
	if !strings.Contains(string(body), `"snapPixelId":"pixel-123"`) {
		t.Errorf("the page does not hand the app the pixel id")
	}
}

func TestReadyzAfterClose(t *testing.T) {
	forEachEngine(t, testReadyzAfterClose)
}

func testReadyzAfterClose(t *testing.T, ts *testSite) {
	if resp, _ := ts.do(t, "GET", "/readyz", "", nil); resp.StatusCode != 200 {
		t.Fatalf("readyz = %d before close", resp.StatusCode)
	}
	ts.db.Close()
	scenario{
		path: "/readyz", status: 503,
		header: map[string]string{"Content-Type": jsonType},
		want:   []string{`"status":"unavailable"`},
	}.run(t, ts)
	scenario{path: "/healthz", status: 200}.run(t, ts) // the process is still up
}
