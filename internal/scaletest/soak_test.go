package scaletest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
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
// memory and goroutines are measured at rest ("before"): its live heap
// after a full collection (POST /debug/memory), with the resident memory
// beside it (see atRest). After the soak, at rest again, the goroutines
// are back to that count and the live heap at most maxGrowth above it.
// The latencies and the resident memory are recorded.
func TestSoak(t *testing.T) {
	// The debug endpoints give the memory after a full collection; the
	// page renderer's runtimes are dropped two seconds after the last
	// render, so that at rest none is held, before as after.
	in := newInstance(t, "soak", map[string]string{"DAYSPA_METRICS_DEBUG": "true", "DAYSPA_RENDERER_IDLE": "2s"})
	in.start()
	if err := loadgen.DemoMediaReady(context.Background(), in.URL()); err != nil {
		t.Fatal(err)
	}
	svc := oneHourService(t, in.URL()).ID
	giveTeam(t, in.URL(), svc, teamSize, teamSize)
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
		day, hour := slotOf(int(booked.Add(1)), slotPlaces)
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
	before, idle := atRest(t, in, -1)

	opts.Duration = *soakDuration
	res := loadgen.Closed(ctx, opts, mix)
	after, idleAfter := atRest(t, in, idle)

	growth := float64(after.HeapLive-before.HeapLive) / float64(before.HeapLive) * 100
	for _, k := range []string{"GET /", "GET /api/services", "GET /api/availability", "POST /api/bookings"} {
		l := res.Kinds[k]
		t.Logf("FIGURE soak %-22s %6d answers, p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.0f ms",
			k, l.Requests, loadgen.Millis(l.P50), loadgen.Millis(l.P90), loadgen.Millis(l.P99), loadgen.Millis(l.Max))
	}
	t.Logf("FIGURE soak %s at %d connections, home page, services, availability and bookings 3:3:3:1: %d requests, %.0f req/s, p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.0f ms; answers %v",
		*soakDuration, *soakConns, res.Requests, res.RPS(), loadgen.Millis(res.P50), loadgen.Millis(res.P90),
		loadgen.Millis(res.P99), loadgen.Millis(res.Max), res.Status)
	t.Logf("FIGURE soak memory at rest: live heap %.1f MB after a %s warm-up, %.1f MB after the soak (%+.1f %%); resident %.1f MB, then %.1f MB (%.1f MB, then %.1f MB of it the binary's pages); goroutines less open connections %d at rest before, %d after",
		mib(before.HeapLive), *soakWarmup, mib(after.HeapLive), growth, mib(before.RSS), mib(after.RSS), mib(before.RSSFile), mib(after.RSSFile), idle, idleAfter)
	t.Logf("FIGURE soak memory at rest, before: %s; after: %s", before, after)
	if res.ServerErrors() > 0 || res.TransportErrors > 0 || res.Errors > 0 {
		t.Errorf("%d answers not as asked (%d 5xx), %d connection errors (first: %v): %v",
			res.Errors-res.TransportErrors, res.ServerErrors(), res.TransportErrors, res.FirstError, res.Status)
	}
	if idleAfter > idle+restingNoise {
		t.Errorf("%d goroutines less open connections after the soak, %d at rest before it (at most %d more allowed)", idleAfter, idle, restingNoise)
	}
	if growth > maxGrowth {
		t.Errorf("live heap at rest %.1f MB after the soak, %.1f MB before: %+.1f %%, want at most %+.0f %%",
			mib(after.HeapLive), mib(before.HeapLive), growth, maxGrowth)
	}
}

// restingNoise is how many more goroutines than before the soak the
// instance may hold at rest after it. Besides the connections' (counted
// out), the runtime and the database pool start and end a few of their own
// at rest: eight soaks on 2026-11-30 read 13 or 14 before and 13 after.
// A leak in serving requests shows in the hundreds: the short soak alone
// makes about 16,000 of them.
const restingNoise = 2

// maxGrowth is how much more live heap (in %) the soak may leave the
// instance holding at rest. The live heap is read after a full collection
// (twice, so that sync.Pool's second-chance copies are gone too) with the
// page renderer's idle runtimes dropped: what the process keeps, whatever
// the moment its collector last ran, and whatever renders the load
// happened to make. Until 2026-12-01 the soak compared the resident memory
// less the heap's free pages, which moved -17 % to +26 % with nothing kept
// (the collector's timing, and a second rendering runtime made on demand
// in the warm-up or the soak: see docs/benchmarks.md, issue 37), and
// allowed 40 %. 10 % of the live heap at rest (about 13 MB) is about
// 80 bytes kept per request of the 10 s soak at 100 connections.
//
// The resident memory is logged beside it: it holds what is not Go's
// (SQLite's page cache, which grows with the database up to its bound) and
// the binary's own pages the kernel mapped, neither of which is a leak.
const maxGrowth = 10.0

// memory is an instance's memory at rest after a full collection, as
// POST /debug/memory answers it (cmd/dayspa, metrics.go), in bytes.
type memory struct {
	RSS          int64 `json:"rss"`
	RSSFile      int64 `json:"rssFile"`
	HeapLive     int64 `json:"heapLive"`
	HeapUnused   int64 `json:"heapUnused"`
	HeapFree     int64 `json:"heapFree"`
	HeapReleased int64 `json:"heapReleased"`
	Stacks       int64 `json:"stacks"`
	Metadata     int64 `json:"metadata"`
	GoTotal      int64 `json:"goTotal"`
}

func (m memory) String() string {
	return fmt.Sprintf("RSS %.1f MB (%.1f MB of it the binary's pages); live heap %.1f MB, the heap's spans' unused room %.1f MB, free %.1f MB, released %.1f MB; stacks %.1f MB; the runtime's metadata %.1f MB; mapped by Go in all %.1f MB",
		mib(m.RSS), mib(m.RSSFile), mib(m.HeapLive), mib(m.HeapUnused), mib(m.HeapFree), mib(m.HeapReleased), mib(m.Stacks), mib(m.Metadata), mib(m.GoTotal))
}

func mib(b int64) float64 { return float64(b) / (1 << 20) }

// atRest waits until the instance has no request in flight, its
// goroutines stop falling (or reach want, when want >= 0) and its page
// renderer holds no runtime, then returns its memory after a full
// collection and its goroutine count.
func atRest(t *testing.T, in *instance, want int) (memory, int) {
	t.Helper()
	waitIdle(in, -1)
	for deadline := time.Now().Add(30 * time.Second); in.metric("dayspa_page_renderers") > 0; time.Sleep(250 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the page renderer still holds %v runtimes 30 s after the load", in.metric("dayspa_page_renderers"))
		}
	}
	waitIdle(in, want)
	in.debugMemory() // the first collection moves sync.Pool's contents aside; the second frees them
	return in.debugMemory(), in.restingGoroutines()
}

// waitIdle waits, up to 20 s, until the instance has no request in
// flight and its goroutines are down to want, or when want < 0 until they
// stop falling for a second.
func waitIdle(in *instance, want int) {
	last := -1
	stable := 0
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(250 * time.Millisecond) {
		g := in.restingGoroutines()
		inFlight := in.metric("dayspa_http_requests_in_flight")
		if inFlight == 0 && want >= 0 && g <= want {
			return
		}
		if inFlight == 0 && want < 0 && g == last {
			stable++
		} else {
			stable = 0
		}
		last = g
		if stable >= 4 {
			return
		}
	}
}

// debugMemory has the instance collect its garbage and hand its free
// memory back to the system, and returns the figures after it.
func (in *instance) debugMemory() memory {
	in.t.Helper()
	resp, err := http.Post("http://"+in.MetricsAddr+"/debug/memory", "", nil)
	if err != nil {
		in.t.Fatalf("%s: POST /debug/memory: %v", in.name, err)
	}
	defer resp.Body.Close()
	var m memory
	if resp.StatusCode != http.StatusOK {
		in.t.Fatalf("%s: POST /debug/memory: %s", in.name, resp.Status)
	}
	if err := json.NewDecoder(resp.Body).Decode(&m); err != nil || m.HeapLive <= 0 {
		in.t.Fatalf("%s: POST /debug/memory: %v, %+v", in.name, err, m)
	}
	return m
}

// restingGoroutines is the instance's goroutines less one for each
// connection it holds open. A kept-alive connection is served by a
// goroutine until the client closes it or the server's 120 s idle timeout
// ends it: that goroutine is the client's doing, not a leak.
//
// The connections are the process's own socket descriptors (its two
// listeners are a constant, the same before and after). Counting the
// established entries of /proc/net/tcp instead missed one in about one
// soak of six (2026-11-30): that table is read in pages while the
// soak's TIME_WAIT sockets expire, and a page can shift past an entry.
func (in *instance) restingGoroutines() int {
	return int(in.metric("go_goroutines")) - in.socketFDs()
}

// socketFDs counts the instance process's open socket descriptors.
func (in *instance) socketFDs() int {
	in.t.Helper()
	dir := fmt.Sprintf("/proc/%d/fd", in.pid())
	entries, err := os.ReadDir(dir)
	if err != nil {
		in.t.Fatal(err)
	}
	n := 0
	for _, e := range entries {
		if target, err := os.Readlink(dir + "/" + e.Name()); err == nil && strings.HasPrefix(target, "socket:") {
			n++
		}
	}
	return n
}
