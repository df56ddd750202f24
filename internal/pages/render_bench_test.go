package pages

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/ssr"
)

// BenchmarkServerRender measures the pages rendered at request time
// (docs/benchmarks.md): a miss renders the page in goja, writes and
// gzips it; a hit reads the content and answers the kept page; cold is a
// new renderer's first page (compiling the script, making a runtime, the
// route's code loaded on a first pass).
//
//	go test ./internal/pages -run '^$' -bench ServerRender -benchtime 20x
func BenchmarkServerRender(b *testing.B) {
	ts := newTestSiteOn(b, sqlstore.Config{DataDir: b.TempDir()}, withBuiltApp(b, newFakeClock(time.Now())))
	serve := func(b *testing.B, path string) {
		rec := httptest.NewRecorder()
		ts.srv.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code != http.StatusOK || rec.Body.Len() < 20_000 {
			b.Fatalf("GET %s: %d, %d bytes", path, rec.Code, rec.Body.Len())
		}
	}
	pr := ts.srv.site.renderer
	// cpu reports the process's CPU time per operation beside the wall time.
	cpu := func(b *testing.B, f func()) {
		start := processCPU()
		for b.Loop() {
			f()
		}
		b.ReportMetric(float64((processCPU()-start).Microseconds())/1000/float64(b.N), "cpu-ms/op")
	}
	for _, path := range []string{"/", "/services", "/blog", "/blog/a-couples-spa-day-in-dubai"} {
		serve(b, path) // the runtime made, the route's code loaded
		b.Run(path+"/miss", func(b *testing.B) {
			cpu(b, func() {
				pr.mu.Lock()
				clear(pr.pages)
				pr.mu.Unlock()
				serve(b, path)
			})
		})
		b.Run(path+"/hit", func(b *testing.B) {
			cpu(b, func() { serve(b, path) })
		})
	}
	b.Run("/services/cold", func(b *testing.B) {
		data, err := answers(map[string]any{"/api/services": []any{}})
		if err != nil {
			b.Fatal(err)
		}
		cpu(b, func() {
			r, err := ssr.New(pr.script, ssr.Options{})
			if err != nil {
				b.Fatal(err)
			}
			if _, err := r.Render(context.Background(), "/services", data, ts.srv.site.configJSON[dayspa.English]); err != nil {
				b.Fatal(err)
			}
		})
	})
}
