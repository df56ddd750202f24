package httpapi

import (
	"net/http/httptest"
	"testing"
	"testing/fstest"

	"github.com/prometheus/client_golang/prometheus"
)

// BenchmarkMetricsOverhead is the cost of counting a request: the cached
// services list through the whole router, with the metrics off and on.
func BenchmarkMetricsOverhead(b *testing.B) {
	for _, on := range []bool{false, true} {
		name := "off"
		if on {
			name = "on"
		}
		b.Run(name, func(b *testing.B) {
			ts := newTestSite(b, func(c *Config, _ *fstest.MapFS) {
				if on {
					c.Metrics = NewMetrics(prometheus.NewRegistry())
				}
			})
			req := httptest.NewRequest("GET", "/api/services", nil)
			b.ReportAllocs()
			for b.Loop() {
				ts.srv.ServeHTTP(httptest.NewRecorder(), req)
			}
		})
	}
}
