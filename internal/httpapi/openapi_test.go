package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"

	"github.com/dayspa/dayspa/internal/pages"
)

const specPath = "../../docs/openapi.yaml"

func init() {
	openapi3filter.RegisterBodyDecoder("application/xml", openapi3filter.PlainBodyDecoder)
	openapi3filter.RegisterBodyDecoder("application/atom+xml", openapi3filter.PlainBodyDecoder)
}

// loadSpec loads docs/openapi.yaml and checks that it is a valid document.
func loadSpec(t *testing.T) (*openapi3.T, routers.Router) {
	t.Helper()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromFile(specPath)
	if err != nil {
		t.Fatalf("load %s: %v", specPath, err)
	}
	if err := doc.Validate(loader.Context); err != nil {
		t.Fatalf("%s is not a valid OpenAPI document: %v", specPath, err)
	}
	router, err := gorillamux.NewRouter(doc)
	if err != nil {
		t.Fatalf("router: %v", err)
	}
	return doc, router
}

// validateAgainstSpec checks a real exchange against the spec: the request
// must match a documented operation and the response its documented status,
// headers and body schema.
func validateAgainstSpec(t *testing.T, router routers.Router, req *http.Request, resp *http.Response, body []byte) error {
	t.Helper()
	route, params, err := router.FindRoute(req)
	if err != nil {
		t.Fatalf("%s %s is not in %s: %v", req.Method, req.URL.Path, specPath, err)
	}
	in := &openapi3filter.RequestValidationInput{
		Request: req, PathParams: params, Route: route,
		Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc},
	}
	return openapi3filter.ValidateResponse(context.Background(), &openapi3filter.ResponseValidationInput{
		RequestValidationInput: in,
		Status:                 resp.StatusCode,
		Header:                 resp.Header,
		Body:                   io.NopCloser(bytes.NewReader(body)),
		Options:                &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
	})
}

// TestOpenAPI makes real requests through the real router and store and
// validates every response against docs/openapi.yaml.
func TestOpenAPI(t *testing.T) {
	forEachEngine(t, testOpenAPI)
}

func testOpenAPI(t *testing.T, ts *testSite) {
	_, router := loadSpec(t)
	jsonBody := map[string]string{"Content-Type": "application/json"}
	for _, tt := range []struct {
		method, path, body string
		headers            map[string]string
		status             int
	}{
		{"GET", "/healthz", "", nil, 200},
		{"GET", "/readyz", "", nil, 200},
		{"GET", "/api/auth/user", "", nil, 401},
		{"GET", "/api/services", "", nil, 200},
		{"GET", "/api/blog", "", nil, 200},
		{"GET", "/api/blog?limit=2", "", nil, 200},
		{"GET", "/api/blog?summary=true", "", nil, 200},
		{"GET", "/api/blog?limit=3&summary=true", "", nil, 200},
		{"GET", "/api/blog?limit=0", "", nil, 400},
		{"GET", "/api/blog/xss-check", "", nil, 200},
		{"GET", "/api/blog/the-ritual-of-the-moroccan-hammam", "", nil, 200},
		{"GET", "/api/blog/no-such-post", "", nil, 404},
		{"GET", "/api/availability?serviceId=1&date=not-a-date", "", nil, 400},
		{"POST", "/api/bookings", `{"serviceId":1}`, jsonBody, 400},
		{"POST", "/api/bookings", `{}`, map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"}, 403},
		{"POST", "/api/contact", `{"name":"Layla","email":"layla@example.ae","message":"Do you have a hammam on Fridays?"}`, jsonBody, 201},
		{"POST", "/api/contact", `{"name":"L"}`, jsonBody, 400},
		{"POST", "/api/newsletter", `{"email":"reader@example.ae","marketing":true,"marketingVersion":"m1"}`, jsonBody, 201},
		{"POST", "/api/newsletter", `{"email":"reader@example.ae","marketing":true,"marketingVersion":"m1"}`, jsonBody, 200},
		{"GET", "/sitemap.xml", "", nil, 200},
		{"GET", "/robots.txt", "", nil, 200},
		{"GET", "/blog/feed.xml", "", nil, 200},
	} {
		t.Run(tt.method+" "+tt.path, func(t *testing.T) {
			resp, body := ts.do(t, tt.method, tt.path, tt.body, tt.headers)
			if resp.StatusCode != tt.status {
				t.Fatalf("status = %d, want %d: %s", resp.StatusCode, tt.status, body)
			}
			req, _ := http.NewRequest(tt.method, ts.URL+tt.path, strings.NewReader(tt.body))
			if err := validateAgainstSpec(t, router, req, resp, body); err != nil {
				t.Errorf("the response does not match %s:\n%v\nbody: %.500s", specPath, err, body)
			}
		})
	}

	// What the router answers outside the table: the spec's Error shape.
	doc, _ := loadSpec(t)
	errSchema := doc.Components.Schemas["Error"].Value
	for _, tt := range []struct {
		method, path string
		status       int
		allow        string
	}{
		{"GET", "/api/no-such-thing", 404, ""},
		{"POST", "/api/services", 405, "GET, HEAD"},
		{"PUT", "/api/bookings", 405, "POST"},
	} {
		t.Run("Error "+tt.method+" "+tt.path, func(t *testing.T) {
			resp, body := ts.do(t, tt.method, tt.path, "", nil)
			if resp.StatusCode != tt.status || resp.Header.Get("Allow") != tt.allow {
				t.Fatalf("status = %d, Allow = %q; want %d, %q", resp.StatusCode, resp.Header.Get("Allow"), tt.status, tt.allow)
			}
			var v any
			if err := json.Unmarshal(body, &v); err != nil {
				t.Fatalf("not JSON: %s", body)
			}
			if err := errSchema.VisitJSON(v); err != nil {
				t.Errorf("the body does not match the Error schema: %v", err)
			}
		})
	}
}

// TestOpenAPIRejectsDrift shows the spec is strict enough to catch a
// handler whose shape drifts: each mutation of a real answer must fail.
func TestOpenAPIRejectsDrift(t *testing.T) {
	_, router := loadSpec(t)
	ts := newTestSite(t)
	for _, tt := range []struct {
		name   string
		path   string
		mutate func(item map[string]any)
	}{
		{"PriceAsNumber", "/api/services", func(s map[string]any) { s["price"] = 350 }},
		{"PriceOneDecimal", "/api/services", func(s map[string]any) { s["price"] = "350.0" }},
		{"ExtraField", "/api/services", func(s map[string]any) { s["priceFils"] = 35000 }},
		{"MissingField", "/api/services", func(s map[string]any) { delete(s, "isActive") }},
		{"UnknownCategory", "/api/services", func(s map[string]any) { s["category"] = "Yoga" }},
		{"NullTags", "/api/blog", func(p map[string]any) { p["tags"] = nil }},
		{"MissingCreatedAt", "/api/blog", func(p map[string]any) { delete(p, "createdAt") }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			resp, body := ts.do(t, "GET", tt.path, "", nil)
			var items []map[string]any
			if err := json.Unmarshal(body, &items); err != nil || len(items) == 0 {
				t.Fatalf("decode: %v", err)
			}
			tt.mutate(items[0])
			drifted, _ := json.Marshal(items)
			req, _ := http.NewRequest("GET", ts.URL+tt.path, nil)
			if err := validateAgainstSpec(t, router, req, resp, body); err != nil {
				t.Fatalf("the real answer fails already: %v", err)
			}
			if err := validateAgainstSpec(t, router, req, resp, drifted); err == nil {
				t.Errorf("a drifted answer passed: %s", drifted)
			}
		})
	}
	t.Run("CacheControlDropped", func(t *testing.T) {
		resp, body := ts.do(t, "GET", "/api/services", "", nil)
		resp.Header.Del("Cache-Control")
		req, _ := http.NewRequest("GET", ts.URL+"/api/services", nil)
		if err := validateAgainstSpec(t, router, req, resp, body); err == nil {
			t.Error("an answer without Cache-Control: no-store passed")
		}
	})
	t.Run("UndocumentedStatus", func(t *testing.T) {
		resp, body := ts.do(t, "GET", "/api/services", "", nil)
		resp.StatusCode = http.StatusTeapot
		req, _ := http.NewRequest("GET", ts.URL+"/api/services", nil)
		if err := validateAgainstSpec(t, router, req, resp, body); err == nil {
			t.Error("an undocumented status passed")
		}
	})
}

// TestOpenAPICoversRouteTable fails when an endpoint of the route tables
// (the API's, and the pages' documents: the sitemap, robots.txt, the
// feeds) is not documented, or the spec documents one they do not have.
func TestOpenAPICoversRouteTable(t *testing.T) {
	doc, _ := loadSpec(t)
	ts := newTestSite(t)
	var table [][2]string // method, path
	for _, rt := range ts.srv.routes() {
		table = append(table, [2]string{rt.method, rt.path})
	}
	for _, rt := range ts.srv.pages.(*pages.Server).Routes() {
		table = append(table, [2]string{rt.Method, rt.Path})
	}
	inTable := map[string]bool{}
	for _, rt := range table {
		method, path := rt[0], strings.ReplaceAll(rt[1], "...}", "}")
		inTable[method+" "+path] = true
		item := doc.Paths.Find(path)
		if item == nil || item.GetOperation(method) == nil {
			t.Errorf("%s %s is in the route table but not in %s", method, rt[1], specPath)
		}
	}
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			if !inTable[method+" "+path] {
				t.Errorf("%s %s is in %s but not in the route table", method, path, specPath)
			}
		}
	}
}
