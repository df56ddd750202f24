package scaletest

import (
	"bytes"
	"context"
	"fmt"
	"io"
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
// memory (resident, less the Go heap's free pages not yet returned: see
// memory.usedKB) and goroutines are measured at rest ("before"); after
// the soak, at rest again, the goroutines are back to that count and the
// memory at most maxGrowth above it. The latencies are recorded.
func TestSoak(t *testing.T) {
	in := newInstance(t, "soak", map[string]string{})
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
	before, idle := atRest(t, in, svc, -1)

	opts.Duration = *soakDuration
	res := loadgen.Closed(ctx, opts, mix)
	after, idleAfter := atRest(t, in, svc, idle)

	growth := float64(after.usedKB()-before.usedKB()) / float64(before.usedKB()) * 100
	goalGrowth := float64(after.heapGoal-before.heapGoal) / float64(before.heapGoal) * 100
	for _, k := range []string{"GET /", "GET /api/services", "GET /api/availability", "POST /api/bookings"} {
		l := res.Kinds[k]
		t.Logf("FIGURE soak %-22s %6d answers, p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.0f ms",
			k, l.Requests, loadgen.Millis(l.P50), loadgen.Millis(l.P90), loadgen.Millis(l.P99), loadgen.Millis(l.Max))
	}
	t.Logf("FIGURE soak %s at %d connections, home page, services, availability and bookings 3:3:3:1: %d requests, %.0f req/s, p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.0f ms; answers %v",
		*soakDuration, *soakConns, res.Requests, res.RPS(), loadgen.Millis(res.P50), loadgen.Millis(res.P90),
		loadgen.Millis(res.P99), loadgen.Millis(res.Max), res.Status)
	t.Logf("FIGURE soak memory at rest: heap goal %.1f MB after a %s warm-up, %.1f MB after the soak (%+.1f %%); RSS less the heap's free pages %.1f MB, then %.1f MB (%+.1f %%); goroutines less open connections %d at rest before, %d after",
		mb(before.heapGoal), *soakWarmup, mb(after.heapGoal), goalGrowth, mb(before.usedKB()), mb(after.usedKB()), growth, idle, idleAfter)
	t.Logf("FIGURE soak memory at rest, before: %s; after: %s", before, after)
	if res.ServerErrors() > 0 || res.TransportErrors > 0 || res.Errors > 0 {
		t.Errorf("%d answers not as asked (%d 5xx), %d connection errors (first: %v): %v",
			res.Errors-res.TransportErrors, res.ServerErrors(), res.TransportErrors, res.FirstError, res.Status)
	}
	if idleAfter > idle+restingNoise {
		t.Errorf("%d goroutines less open connections after the soak, %d at rest before it (at most %d more allowed)", idleAfter, idle, restingNoise)
	}
	if growth > maxGrowth {
		t.Errorf("RSS less the heap's free pages %d kB after the soak, %d kB before: %+.1f %%, want at most %+.0f %%",
			after.usedKB(), before.usedKB(), growth, maxGrowth)
	}
}

// restingNoise is how many more goroutines than before the soak the
// instance may hold at rest after it. Besides the connections' (counted
// out), the runtime and the database pool start and end a few of their own
// at rest: eight soaks on 2026-11-30 read 13 or 14 before and 13 after.
// A leak in serving requests shows in the hundreds: the short soak alone
// makes about 16,000 of them.
const restingNoise = 2

// maxGrowth is how much more memory (in %) the soak may leave the instance
// holding at rest. Its readings at rest also count the garbage and caches
// of the moment: ten 10 s soaks of one build on 2026-11-27 read -17.2 %
// to +14.4 % (the heap's goal -13.7 % to +13.8 %) with nothing kept
// between them, and seven on 2026-11-28 up to +25.6 %, so a leak shows
// above that: +40 % of the 105–131 MB read is about 2.8 KB kept per
// request of the 10 s soak at 100 connections (16,000 requests on 2
// cores), less for the longer `make soak`. Shrinking is not a leak.
//
// The live heap (what the last collection found in use, logged beside)
// leaves the collector's habits out, but not yet the instance's own
// growth to its working size: three soaks on 2026-11-30 read it at
// 34.6-42.3 MB after the warm-up and 41.4-45.2 MB after the soak, a step
// of about 9 MB taken in the warm-up or in the soak (the size of a second
// page-rendering runtime, which the pool makes on demand, is the first
// suspect). Until that step is accounted for, a 10 % bound on it would
// fail on no leak.
const maxGrowth = 40.0

// memory is an instance's memory at one moment, in kB.
type memory struct {
	rss      int // resident: what the system gave the process and it holds
	heapUsed int // the Go heap's spans in use
	heapFree int // the Go heap's free pages not yet returned to the system
	heapGoal int // the heap's size at which the next collection starts
	heapLive int // the heap the last collection found live
	stacks   int
}

// usedKB is the resident memory less the Go heap's free pages: what the
// process uses. The runtime returns free pages to the system in the
// background, as far as its last collection's heap goal allows, so the
// resident memory alone depends on when that collection fell, under the
// load or after it: a process that grows nothing can read 10 % apart
// from one minute to the next. What leaks (heap, stacks, the SQLite
// engine's own memory, buffers) is in this figure.
func (m memory) usedKB() int { return m.rss - m.heapFree }

func (m memory) String() string {
	return fmt.Sprintf("RSS %.1f MB of which the Go heap's spans in use %.1f MB, its free pages not yet returned %.1f MB, stacks %.1f MB; heap goal %.1f MB, live heap %.1f MB",
		mb(m.rss), mb(m.heapUsed), mb(m.heapFree), mb(m.stacks), mb(m.heapGoal), mb(m.heapLive))
}

func mb(kb int) float64 { return float64(kb) / 1024 }

// atRest waits until the instance has no request in flight and its
// goroutines stop falling (or reach want, when want >= 0), then returns
// its memory and goroutine count.
//
// Before reading, a single client asks for a day's availability one
// request after the other until the instance has collected its garbage
// twice at rest: the heap goal, which bounds the free pages the runtime
// keeps, is then the resting heap's on both readings rather than set by
// whichever collection last fell under the load.
func atRest(t *testing.T, in *instance, svc int64, want int) (memory, int) {
	t.Helper()
	waitIdle(in, -1)
	tr := &http.Transport{}
	client := &http.Client{Transport: tr, Timeout: 10 * time.Second}
	gcs := in.metric("go_gc_duration_seconds_count")
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline) && in.metric("go_gc_duration_seconds_count") < gcs+2; {
		for i := range 100 {
			resp, err := client.Get(fmt.Sprintf("%s/api/availability?serviceId=%d&date=%s", in.URL(), svc, spaDay(1+i%89)))
			if err != nil {
				t.Fatalf("at rest: %v", err)
			}
			_, _ = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
	}
	tr.CloseIdleConnections()
	waitIdle(in, want)
	return in.memory(), in.restingGoroutines()
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

// memory reads the instance's resident memory and its Go runtime's
// figures, one right after the other.
func (in *instance) memory() memory {
	kb := func(series string) int { return int(in.metric(series) / 1024) }
	m := memory{rss: in.rssKB()}
	m.heapUsed, m.stacks = kb("go_memstats_heap_inuse_bytes"), kb("go_memstats_stack_inuse_bytes")
	m.heapFree = kb("go_memstats_heap_idle_bytes") - kb("go_memstats_heap_released_bytes")
	m.heapGoal = kb("go_memstats_next_gc_bytes")
	m.heapLive = kb("go_gc_heap_live_bytes")
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
