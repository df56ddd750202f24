package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/auth"
	blobstore "github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// withMetrics records the site's metrics in a registry of the test's own.
func withMetrics(reg *prometheus.Registry) func(*Config) {
	return func(c *Config) { c.Metrics = NewMetrics(reg) }
}

// metricsBooking is a booking request of guest n for the massage at hour on
// bookDay.
func metricsBooking(serviceID int64, guest int, hour string) string {
	return fmt.Sprintf(`{"serviceId":%d,"customerName":"Guest %d","customerEmail":"guest%d@example.ae",`+
		`"customerPhone":"+971 50 000 %04d","bookingDate":%q,"bookingTime":%q}`, serviceID, guest, guest, guest, bookDay, hour)
}

// TestMetrics sends real requests through the router and reads the
// counters they leave: every request by its route's pattern and status,
// bookings created and refused by reason, login failures and upload
// outcomes.
func TestMetrics(t *testing.T) {
	reg := prometheus.NewRegistry()
	blobs, err := blobstore.NewDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ts, ss := newSpa(t, sqlstoretest.Engines()[0], withMetrics(reg), func(c *Config) {
		c.GuestLimit = 2
		c.Blobs = blobs
	})
	addStaff(t, ts.db, dayspa.RoleOwner, testEmail, "the right password 2026")
	m := ts.srv.cfg.Metrics
	id := ss.massage.ID
	send := func(method, path, body string, status int, headers ...string) {
		t.Helper()
		h := map[string]string{"Content-Type": "application/json"}
		for i := 0; i+1 < len(headers); i += 2 {
			h[headers[i]] = headers[i+1]
		}
		if resp, got := ts.do(t, method, path, body, h); resp.StatusCode != status {
			t.Fatalf("%s %s = %d, want %d: %s", method, path, resp.StatusCode, status, got)
		}
	}

	send("GET", "/api/services", "", 200)
	send("GET", "/api/services", "", 200)
	send("GET", "/api/availability?serviceId="+fmt.Sprint(id)+"&date="+bookDay, "", 200)
	send("POST", "/api/bookings", metricsBooking(id, 1, "10:00"), 201)
	send("POST", "/api/bookings", metricsBooking(id, 1, "11:00"), 201)
	send("POST", "/api/bookings", metricsBooking(id, 1, "12:00"), 429) // guest 1 has 2 pending for the day
	send("POST", "/api/bookings", metricsBooking(id, 2, "10:00"), 201)
	send("POST", "/api/bookings", metricsBooking(id, 3, "10:00"), 201) // 10:00 is now full (capacity 3)
	send("POST", "/api/bookings", metricsBooking(id, 4, "10:00"), 409)
	send("POST", "/api/bookings", `{"serviceId":`+fmt.Sprint(id)+`}`, 400)
	send("POST", "/api/bookings", `{"serviceId":`, 400)
	send("POST", "/api/bookings", metricsBooking(id, 5, "13:00"), 403, "Sec-Fetch-Site", "cross-site")
	send("POST", "/api/admin/login", `{"email":"owner@serenity.example","password":"not it"}`, 401)
	send("POST", "/api/admin/login", `{"email":"owner@serenity.example","password":""}`, 400)
	send("PUT", "/api/objects/upload/not-a-token", "%PDF-1.7", 403)
	send("PATCH", "/api/admin/bookings/12345/status", `{"status":"confirmed"}`, 401)
	send("GET", "/api/no-such-endpoint-4711", "", 404)
	send("GET", "/services", "", 200)

	for _, c := range []struct {
		name string
		got  prometheus.Collector
		want float64
	}{
		{"services 200", m.requests.WithLabelValues("GET /api/services", "200"), 2},
		{"availability 200", m.requests.WithLabelValues("GET /api/availability", "200"), 1},
		{"bookings 201", m.requests.WithLabelValues("POST /api/bookings", "201"), 4},
		{"bookings 403 (refused before the mux)", m.requests.WithLabelValues("POST /api/bookings", "403"), 1},
		{"a path with an id, by its pattern", m.requests.WithLabelValues("PATCH /api/admin/bookings/{id}/status", "401"), 1},
		{"an unknown API path", m.requests.WithLabelValues(routeUnmatched, "404"), 1},
		{"a page of the app", m.requests.WithLabelValues(routeFrontend, "200"), 1},
		{"bookings created", m.created, 4},
		{"refused: unavailable", m.refused.WithLabelValues(refusedUnavailable), 1},
		{"refused: guest limit", m.refused.WithLabelValues(refusedGuestLimit), 1},
		{"refused: invalid", m.refused.WithLabelValues(refusedInvalid), 2},
		{"refused: cross-origin", m.refused.WithLabelValues(refusedCrossOrigin), 1},
		{"refused: rate limited", m.refused.WithLabelValues(refusedRateLimited), 0},
		{"login: wrong password", m.logins.WithLabelValues(loginWrongPassword), 1},
		{"login: invalid", m.logins.WithLabelValues(loginInvalid), 1},
		{"upload: invalid link", m.uploads.WithLabelValues("invalid_link"), 1},
		{"upload: stored", m.uploads.WithLabelValues("stored"), 0},
	} {
		if got := testutil.ToFloat64(c.got); got != c.want {
			t.Errorf("%s = %v, want %v", c.name, got, c.want)
		}
	}
	if n := testutil.CollectAndCount(m.duration, "dayspa_http_request_duration_seconds"); n < 8 {
		t.Errorf("latency histograms for %d routes, want one per route asked (8 or more)", n)
	}

	// Every route label is a pattern of the route table, or one of the
	// two catch-alls: never a raw path.
	patterns := map[string]bool{routeFrontend: true, routeUnmatched: true}
	for _, rt := range ts.srv.routes() {
		patterns[rt.method+" "+rt.path] = true
	}
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		for _, metric := range f.GetMetric() {
			for _, l := range metric.GetLabel() {
				if l.GetName() == "route" && !patterns[l.GetValue()] {
					t.Errorf("%s has route %q, not a pattern of the route table", f.GetName(), l.GetValue())
				}
				if strings.Contains(l.GetValue(), "12345") || strings.Contains(l.GetValue(), "4711") {
					t.Errorf("%s carries a raw path: %s=%q", f.GetName(), l.GetName(), l.GetValue())
				}
			}
		}
	}
}

// TestMetricsRateLimitAndThrottle: the rate limit and the login throttle
// are told apart from the guest limit and the wrong password.
func TestMetricsRateLimitAndThrottle(t *testing.T) {
	reg := prometheus.NewRegistry()
	ts, ss := newSpa(t, sqlstoretest.Engines()[0], withMetrics(reg), func(c *Config) { c.RateLimit = 2 })
	addStaff(t, ts.db, dayspa.RoleOwner, testEmail, "the right password 2026")
	m := ts.srv.cfg.Metrics
	h := map[string]string{"Content-Type": "application/json"}
	for i, want := range []int{201, 201, 429} {
		if resp, body := ts.do(t, "POST", "/api/bookings", metricsBooking(ss.massage.ID, i, "15:00"), h); resp.StatusCode != want {
			t.Fatalf("booking %d = %d, want %d: %s", i, resp.StatusCode, want, body)
		}
	}
	// The account's failures past the free ones make the next try wait.
	failures := auth.AccountBackoff.Free + 1
	for i := range failures + 1 {
		want := http.StatusUnauthorized
		if i == failures {
			want = http.StatusTooManyRequests
		}
		if resp, body := ts.do(t, "POST", "/api/admin/login", `{"email":"owner@serenity.example","password":"wrong one"}`, h); resp.StatusCode != want {
			t.Fatalf("login %d = %d, want %d: %s", i, resp.StatusCode, want, body)
		}
	}
	for _, c := range []struct {
		name string
		got  prometheus.Collector
		want float64
	}{
		{"refused: rate limited", m.refused.WithLabelValues(refusedRateLimited), 1},
		{"refused: guest limit", m.refused.WithLabelValues(refusedGuestLimit), 0},
		{"login: wrong password", m.logins.WithLabelValues(loginWrongPassword), float64(failures)},
		{"login: throttled", m.logins.WithLabelValues(loginThrottled), 1},
	} {
		if got := testutil.ToFloat64(c.got); got != c.want {
			t.Errorf("%s = %v, want %v", c.name, got, c.want)
		}
	}
}
