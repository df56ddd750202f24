package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa/internal/httpapi"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// TestPagesConfig: every setting of the pages comes from the site's
// configuration; a field added to pages.Config and not passed on fails
// here.
func TestPagesConfig(t *testing.T) {
	cfg := httpapi.Config{
		BaseURL: "https://spa.example", Location: time.FixedZone("Dubai", 4*3600), Now: time.Now,
		SlotStep: 30, SnapPixelID: "pixel", Business: pagestest.Business, PageMeta: []byte("{}"),
		Logger: slog.New(slog.DiscardHandler), RenderTimeout: time.Second, Renderers: 2, ChangeCutoff: time.Hour,
	}
	pc := reflect.ValueOf(PagesConfig(cfg, Options{RendererIdle: time.Minute}))
	for i := range pc.NumField() {
		if pc.Field(i).IsZero() {
			t.Errorf("pages.Config.%s is not passed on", pc.Type().Field(i).Name)
		}
	}
}

// TestNew: the one handler answers the API's routes, the pages' own
// (the sitemap), and the app's pages, each through the same middleware.
func TestNew(t *testing.T) {
	ctx := context.Background()
	db, err := sqlstore.Open(ctx, sqlstore.Config{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.Seed(ctx); err != nil {
		t.Fatal(err)
	}
	h, err := New(httpapi.Config{BaseURL: pagestest.BaseURL, Business: pagestest.Business,
		PageMeta: []byte(pagestest.PageMeta), Sessions: db.SessionStore()}, db, pagestest.Dist(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		path   string
		status int
		ctype  string
		want   string
	}{
		{"/api/services", 200, "application/json; charset=utf-8", `"name":`},
		{"/api/nothing", 404, "application/json; charset=utf-8", `{"message":"Not Found","code":"request.no_route"}`},
		{"/sitemap.xml", 200, "application/xml; charset=utf-8", "<loc>https://spa.example/ar/services</loc>"},
		{"/about", 200, "text/html; charset=utf-8", "<title>About Us | Test Spa</title>"},
		{"/ar/nothing", 404, "text/html; charset=utf-8", "الصفحة غير موجودة"},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, tt.path, nil))
		body, _ := io.ReadAll(rec.Body)
		if rec.Code != tt.status || rec.Header().Get("Content-Type") != tt.ctype || !strings.Contains(string(body), tt.want) {
			t.Errorf("GET %s: %d %q, want %d %q with %q; body %.300s", tt.path, rec.Code, rec.Header().Get("Content-Type"), tt.status, tt.ctype, tt.want, body)
		}
		if rec.Header().Get("X-Request-Id") == "" || rec.Header().Get("Content-Security-Policy") == "" {
			t.Errorf("GET %s: the middleware did not run: %v", tt.path, rec.Header())
		}
	}
}
