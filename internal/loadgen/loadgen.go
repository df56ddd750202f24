// Package loadgen loads an HTTP server from Go, over real connections,
// for the benchmarks (scripts/bench) and the soak and fault tests
// (internal/scaletest): no wrk or other tool is needed. Closed keeps a
// number of connections busy (the next request as soon as the previous
// answer is read); Rate sends on a fixed schedule and measures each
// latency from the moment its request was due, so that a stalled server
// shows in the percentiles instead of slowing the load down.
package loadgen

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"
	"time"
)

// Request builds the i-th request of connection c.
type Request func(c, i int) (*http.Request, error)

// Options shape a run.
type Options struct {
	// Conns is how many connections (and clients) send at once.
	Conns int
	// Duration is how long the run sends.
	Duration time.Duration
	// Timeout bounds each request; zero is 10 s.
	Timeout time.Duration
	// OK says whether status is the answer req wanted; nil counts 2xx and
	// 3xx as wanted.
	OK func(req *http.Request, status int) bool
	// Kind names the kind of a request ("GET /api/services"), to measure
	// each kind's latency apart (Result.Kinds); nil measures all together.
	Kind func(req *http.Request) string
}

// Result is what a run measured.
type Result struct {
	// Requests is how many answers arrived (whatever their status).
	Requests int
	// Errors is the transport errors (no answer) plus the answers whose
	// status was not wanted.
	Errors int
	// TransportErrors is the requests that got no answer: refused or
	// broken connections, time-outs.
	TransportErrors int
	// FirstError is the first transport error, to say what went wrong.
	FirstError error
	// Status counts the answers by status code.
	Status                  map[int]int
	Duration                time.Duration
	P50, P90, P95, P99, Max time.Duration
	// Kinds holds each kind's answers and latencies when Options.Kind is set.
	Kinds map[string]Latency
	// Seconds holds, for a Rate run, the answers and latencies of the
	// requests due in each second of the run, the first second first: a
	// tail that comes from the run's start (cold connections, caches) and
	// one spread over the whole run look the same in P99 alone.
	Seconds []Latency
}

// Latency is the answers of one kind of request and their latencies.
type Latency struct {
	Requests                int
	P50, P90, P95, P99, Max time.Duration
}

func latencyOf(sorted []time.Duration) Latency {
	l := Latency{Requests: len(sorted), P50: Quantile(sorted, 0.50), P90: Quantile(sorted, 0.90), P95: Quantile(sorted, 0.95), P99: Quantile(sorted, 0.99)}
	if len(sorted) > 0 {
		l.Max = sorted[len(sorted)-1]
	}
	return l
}

// RPS is the answers per second.
func (r Result) RPS() float64 { return float64(r.Requests) / r.Duration.Seconds() }

// ServerErrors is the answers with a 5xx status.
func (r Result) ServerErrors() int {
	n := 0
	for code, c := range r.Status {
		if code >= 500 {
			n += c
		}
	}
	return n
}

func (r Result) String() string {
	return fmt.Sprintf("%8.0f req/s  p50 %6.2f ms  p99 %6.2f ms  (%d requests, %d errors)",
		r.RPS(), Millis(r.P50), Millis(r.P99), r.Requests, r.Errors)
}

// Millis is d in milliseconds, to print.
func Millis(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// tally collects the answers of a run from many goroutines.
type tally struct {
	ok        func(*http.Request, int) bool
	kind      func(*http.Request) string
	mu        sync.Mutex
	lat       []time.Duration
	byKind    map[string][]time.Duration
	bySecond  [][]time.Duration
	status    map[int]int
	unwanted  int
	transport int
	first     error
}

func newTally(o Options) *tally {
	ok := o.OK
	if ok == nil {
		ok = func(_ *http.Request, status int) bool { return status < 400 }
	}
	return &tally{ok: ok, kind: o.Kind, status: map[int]int{}, byKind: map[string][]time.Duration{}}
}

func (t *tally) answer(req *http.Request, status int, lat time.Duration) {
	t.answerIn(req, status, lat, -1)
}

// answerIn is answer for a request due in the given second of the run
// (none when second < 0).
func (t *tally) answerIn(req *http.Request, status int, lat time.Duration, second int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.lat = append(t.lat, lat)
	if second >= 0 {
		for len(t.bySecond) <= second {
			t.bySecond = append(t.bySecond, nil)
		}
		t.bySecond[second] = append(t.bySecond[second], lat)
	}
	if t.kind != nil {
		k := t.kind(req)
		t.byKind[k] = append(t.byKind[k], lat)
	}
	t.status[status]++
	if !t.ok(req, status) {
		t.unwanted++
	}
}

func (t *tally) fail(err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.transport++
	if t.first == nil {
		t.first = err
	}
}

func (t *tally) result(elapsed time.Duration) Result {
	t.mu.Lock()
	defer t.mu.Unlock()
	slices.Sort(t.lat)
	all := latencyOf(t.lat)
	r := Result{Requests: len(t.lat), Errors: t.transport + t.unwanted, TransportErrors: t.transport,
		FirstError: t.first, Status: t.status, Duration: elapsed, P50: all.P50, P90: all.P90, P95: all.P95, P99: all.P99, Max: all.Max}
	if t.kind != nil {
		r.Kinds = map[string]Latency{}
		for k, lat := range t.byKind {
			slices.Sort(lat)
			r.Kinds[k] = latencyOf(lat)
		}
	}
	for _, lat := range t.bySecond {
		slices.Sort(lat)
		r.Seconds = append(r.Seconds, latencyOf(lat))
	}
	return r
}

// idleConnTimeout closes a connection left idle this long. The transport
// puts a connection back in its pool a moment after its answer's body has
// been read, so the CloseIdleConnections at a run's end can miss one; left
// open, it would hold a goroutine of the server's until the server's own
// idle timeout (2 minutes), and a soak comparing the server's goroutines
// before and after saw one more. Far longer than any wait between a
// client's requests during a run.
const idleConnTimeout = 5 * time.Second

// Client returns an HTTP client that keeps up to conns connections to one
// host, without transparent gzip (a load generator reads what the server
// sent).
func Client(conns int, timeout time.Duration) *http.Client {
	if timeout <= 0 {
		timeout = 10 * time.Second
	}
	return &http.Client{
		Transport: &http.Transport{MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns, DisableCompression: true, IdleConnTimeout: idleConnTimeout},
		Timeout:   timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
}

// do sends req and reads the whole answer.
func do(client *http.Client, req *http.Request) (int, error) {
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	_, err = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, err
}

// Closed keeps o.Conns connections busy for o.Duration, each sending its
// next request as soon as the previous answer is read (closed loop, as
// wrk does).
func Closed(ctx context.Context, o Options, next Request) Result {
	client := Client(o.Conns, o.Timeout)
	defer client.CloseIdleConnections()
	t := newTally(o)
	ctx, cancel := context.WithTimeout(ctx, o.Duration)
	defer cancel()
	var wg sync.WaitGroup
	start := time.Now()
	for c := range o.Conns {
		wg.Go(func() {
			for i := 0; ctx.Err() == nil; i++ {
				req, err := next(c, i)
				if err != nil {
					t.fail(err)
					return
				}
				t0 := time.Now()
				status, err := do(client, req)
				if err != nil {
					if ctx.Err() == nil {
						t.fail(err)
					}
					continue
				}
				t.answer(req, status, time.Since(t0))
			}
		})
	}
	wg.Wait()
	return t.result(time.Since(start))
}

// Rate sends rate requests per second in all for o.Duration, from o.Conns
// clients that each keep their own fixed schedule (open loop): a late
// answer does not delay the next send, and each latency is counted from
// the moment the request was due (no coordinated omission).
func Rate(ctx context.Context, o Options, rate float64, next Request) Result {
	transport := &http.Transport{MaxIdleConnsPerHost: o.Conns, DisableCompression: true, IdleConnTimeout: idleConnTimeout}
	defer transport.CloseIdleConnections()
	timeout := o.Timeout
	if timeout <= 0 {
		timeout = 10 * time.Second
	}
	client := &http.Client{Transport: transport, Timeout: timeout}
	t := newTally(o)
	interval := time.Duration(float64(o.Conns) / rate * float64(time.Second)) // per client
	var wg sync.WaitGroup
	start := time.Now()
	for c := range o.Conns {
		// Clients start spread over one interval, so sends are even in time.
		first := start.Add(interval * time.Duration(c) / time.Duration(o.Conns))
		for i := 0; ; i++ {
			due := first.Add(interval * time.Duration(i))
			if due.Sub(start) >= o.Duration {
				break
			}
			wg.Go(func() {
				select {
				case <-time.After(time.Until(due)):
				case <-ctx.Done():
					return
				}
				req, err := next(c, i)
				if err != nil {
					t.fail(err)
					return
				}
				status, err := do(client, req)
				if err != nil {
					t.fail(err)
					return
				}
				t.answerIn(req, status, time.Since(due), int(due.Sub(start)/time.Second))
			})
		}
	}
	wg.Wait()
	return t.result(time.Since(start))
}

// Quantile returns the q-quantile of sorted durations.
func Quantile(sorted []time.Duration, q float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, int(float64(len(sorted))*q))]
}
