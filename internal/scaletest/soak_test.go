package scaletest

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/dayspa/dayspa/internal/loadgen"
)

// TestSoak loads one instance (SQLite, the default deployment, limits off)
// with mixed traffic from -soak-conns connections for -soak: the home
// page's HTML, the services list, a day's availability and new bookings.
// No answer may be a 5xx or any status other than the one asked for, and
// no connection may fail. After a warm-up of the same load, the process's
// resident memory and goroutines are measured at rest ("before"); after
// the soak, at rest again, the goroutines are back to that count and the
// memory within 10 % of it. The latencies are recorded.
func TestSoak(t *testing.T) {
	in := newInstance(t, "soak", map[string]string{"DAYSPA_SLOT_CAPACITY": "100"})
	in.start()
	svc := oneHourService(t, in.URL()).ID
	var booked atomic.Int64
	mix := func(c, i int) (*http.Request, error) {
		switch i % 10 {
		case 0, 1, 2:
			return http.NewRequest("GET", in.URL()+"/", nil)
		case 3, 4, 5:
			return http.NewRequest("GET", in.URL()+"/api/services", nil)
		case 6, 7, 8:
			return http.NewRequest("GET", fmt.Sprintf("%s/api/availability?serviceId=%d&date=%s", in.URL(), svc, spaDay(1+(c+i)%89)), nil)
		}
		day, hour := slotOf(int(booked.Add(1)), 100)
		req, err := http.NewRequest("POST", in.URL()+"/api/bookings",
			bytes.NewReader([]byte(bookingBody(svc, fmt.Sprintf("soak-%d-%d", c, i), day, hour))))
		if err == nil {
			req.Header.Set("Content-Type", "application/json")
		}
		return req, err
	}
	ok := func(req *http.Request, status int) bool {
		if req.Method == http.MethodPost {
			return status == http.StatusCreated
		}
		return status == http.StatusOK
	}
	ctx := context.Background()
	kind := func(req *http.Request) string { return req.Method + " " + req.URL.Path }
	opts := loadgen.Options{Conns: *soakConns, Duration: *soakWarmup, OK: ok, Kind: kind, Timeout: 30 * time.Second}

	warm := loadgen.Closed(ctx, opts, mix)
	if warm.Errors > 0 {
		t.Fatalf("warm-up: %d errors (first %v), answers %v", warm.Errors, warm.FirstError, warm.Status)
	}
	rssBefore, idle := atRest(t, in, -1)

	opts.Duration = *soakDuration
	res := loadgen.Closed(ctx, opts, mix)
	rssAfter, after := atRest(t, in, idle)

	growth := float64(rssAfter-rssBefore) / float64(rssBefore) * 100
	for _, k := range []string{"GET /", "GET /api/services", "GET /api/availability", "POST /api/bookings"} {
		l := res.Kinds[k]
		t.Logf("FIGURE soak %-22s %6d answers, p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.0f ms",
			k, l.Requests, loadgen.Millis(l.P50), loadgen.Millis(l.P90), loadgen.Millis(l.P99), loadgen.Millis(l.Max))
	}
	t.Logf("FIGURE soak %s at %d connections, home page, services, availability and bookings 3:3:3:1: %d requests, %.0f req/s, p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.0f ms; answers %v",
		*soakDuration, *soakConns, res.Requests, res.RPS(), loadgen.Millis(res.P50), loadgen.Millis(res.P90),
		loadgen.Millis(res.P99), loadgen.Millis(res.Max), res.Status)
	t.Logf("FIGURE soak memory at rest: RSS %.1f MB after a %s warm-up, %.1f MB after the soak (%+.1f %%); goroutines %d at rest before, %d after",
		float64(rssBefore)/1024, *soakWarmup, float64(rssAfter)/1024, growth, idle, after)
	if res.ServerErrors() > 0 || res.TransportErrors > 0 || res.Errors > 0 {
		t.Errorf("%d answers not as asked (%d 5xx), %d connection errors (first: %v): %v",
			res.Errors-res.TransportErrors, res.ServerErrors(), res.TransportErrors, res.FirstError, res.Status)
	}
	if after > idle {
		t.Errorf("%d goroutines after the soak, %d at rest before it", after, idle)
	}
	if growth > 10 || growth < -10 {
		t.Errorf("RSS %d kB after the soak, %d kB before: %+.1f %%, want within 10 %%", rssAfter, rssBefore, growth)
	}
}

// atRest waits until the instance has no request in flight and its
// goroutines stop falling (or reach want, when want >= 0), then returns
// its resident memory and goroutine count.
func atRest(t *testing.T, in *instance, want int) (rssKB, goroutines int) {
	t.Helper()
	last := -1
	stable := 0
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(250 * time.Millisecond) {
		g := int(in.metric("go_goroutines"))
		inFlight := in.metric("dayspa_http_requests_in_flight")
		if inFlight == 0 && (g == last || (want >= 0 && g <= want)) {
			stable++
		} else {
			stable = 0
		}
		last = g
		if stable >= 4 || (want >= 0 && g <= want && inFlight == 0) {
			break
		}
	}
	// The memory the runtime freed goes back to the system in the
	// background: give both readings the same time for it.
	time.Sleep(2 * time.Second)
	return in.rssKB(), int(in.metric("go_goroutines"))
}
