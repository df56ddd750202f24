package scaletest

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// balancer plays the load balancer in front of the instances, as a real
// one behaves: it polls each instance's /readyz and sends only to those
// answering 200; a request whose connection is refused (nothing was sent)
// goes to another instance whatever its method; an idempotent GET is
// tried again on another instance after any connection error; a POST that
// may have reached an instance is never sent twice.
type balancer struct {
	backends []*backend
	client   *http.Client
	next     atomic.Uint64
}

type backend struct {
	in    *instance
	ready atomic.Bool
	// saw503 is set when /readyz answered 503: the instance said it was
	// draining, rather than vanishing.
	saw503 atomic.Bool
}

const healthInterval = 100 * time.Millisecond

func newBalancer(ctx context.Context, ins ...*instance) *balancer {
	lb := &balancer{client: &http.Client{
		Transport: &http.Transport{MaxIdleConnsPerHost: 64, DisableCompression: true},
		Timeout:   30 * time.Second,
	}}
	probe := &http.Client{Timeout: time.Second}
	for _, in := range ins {
		b := &backend{in: in}
		lb.backends = append(lb.backends, b)
		go func() {
			for ctx.Err() == nil {
				resp, err := probe.Get(b.in.URL() + "/readyz")
				if err == nil {
					_, _ = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					if resp.StatusCode == http.StatusServiceUnavailable {
						b.saw503.Store(true)
					}
				}
				b.ready.Store(err == nil && resp.StatusCode == http.StatusOK)
				select {
				case <-ctx.Done():
				case <-time.After(healthInterval):
				}
			}
		}()
	}
	return lb
}

// pick returns the next ready backend, round robin, waiting up to 10 s
// for one.
func (lb *balancer) pick() *backend {
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		for range lb.backends {
			b := lb.backends[lb.next.Add(1)%uint64(len(lb.backends))]
			if b.ready.Load() {
				return b
			}
		}
	}
	return nil
}

// outcome is what the balancer's client saw of one request.
type outcome struct {
	status  int
	body    []byte
	err     error // a connection error the balancer could not hide
	retried int   // how many times it was sent elsewhere
}

// do sends a request built for the chosen backend's origin.
func (lb *balancer) do(method, path, body string) outcome {
	var o outcome
	for attempt := 0; attempt < 5; attempt++ {
		b := lb.pick()
		if b == nil {
			o.err = fmt.Errorf("no ready instance for 10 s")
			return o
		}
		var rd io.Reader
		if body != "" {
			rd = strings.NewReader(body)
		}
		req, _ := http.NewRequest(method, b.in.URL()+path, rd)
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		resp, err := lb.client.Do(req)
		if err == nil {
			o.body, err = io.ReadAll(resp.Body)
			resp.Body.Close()
			if err == nil {
				o.status = resp.StatusCode
				return o
			}
		}
		if isDialError(err) || method == http.MethodGet {
			o.retried++
			continue
		}
		o.err = fmt.Errorf("%s %s on %s: %w", method, path, b.in.name, err)
		return o
	}
	o.err = fmt.Errorf("%s %s: every attempt failed", method, path)
	return o
}

// traffic is a steady mix of browsing and booking through a balancer,
// from a number of clients each pausing between requests.
type traffic struct {
	lb      *balancer
	svc     int64
	acked   ackSet
	mu      sync.Mutex
	status  map[string]int // "GET /api/services 200" → count
	errs    []error
	retried atomic.Int64
	sent    atomic.Int64
}

func (tr *traffic) record(kind string, o outcome) {
	tr.sent.Add(1)
	tr.retried.Add(int64(o.retried))
	tr.mu.Lock()
	defer tr.mu.Unlock()
	if o.err != nil {
		tr.errs = append(tr.errs, o.err)
		return
	}
	tr.status[kind+" "+strconv.Itoa(o.status)]++
}

// run sends from clients until ctx ends; client c books its own slots.
func (tr *traffic) run(ctx context.Context, clients int) *sync.WaitGroup {
	var wg sync.WaitGroup
	for c := range clients {
		wg.Go(func() {
			for i := 0; ctx.Err() == nil; i++ {
				switch i % 4 {
				case 0:
					tr.record("GET /", tr.lb.do("GET", "/", ""))
				case 1:
					tr.record("GET /api/services", tr.lb.do("GET", "/api/services", ""))
				case 2:
					day, _ := slotOf(i*clients+c, 1)
					tr.record("GET /api/availability", tr.lb.do("GET", fmt.Sprintf("/api/availability?serviceId=%d&date=%s", tr.svc, day), ""))
				case 3:
					day, hour := slotOf((i/4)*clients+c, slotPlaces)
					o := tr.lb.do("POST", "/api/bookings", bookingBody(tr.svc, fmt.Sprintf("roll-%d-%d", c, i), day, hour))
					if o.err == nil && o.status == http.StatusCreated {
						if id, err := bookingID(o.body); err == nil {
							tr.acked.add(id)
						} else {
							o.err = err
						}
					}
					tr.record("POST /api/bookings", o)
				}
				time.Sleep(2 * time.Millisecond)
			}
		})
	}
	return &wg
}

// drainDelay is the instances' DAYSPA_DRAIN_DELAY: ten of the balancer's
// health checks.
const drainDelay = time.Second

// TestRollingRestart restarts two instances one after the other under a
// steady load of browsing and booking through the balancer: each gets
// SIGTERM, answers /readyz 503 while it still serves, lets its requests in
// flight finish (a slow upload among them), exits within its deadline and
// starts again. The clients see no 5xx and no connection error, and every
// booking acknowledged is in the database.
func TestRollingRestart(t *testing.T) {
	settings := startS3(t)
	settings["DATABASE_URL"] = postgresURL(t)
	settings["DAYSPA_DRAIN_DELAY"] = drainDelay.String()
	a := newInstance(t, "A", settings)
	b := newInstance(t, "B", settings)
	a.start()
	b.start()

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	lb := newBalancer(ctx, a, b)
	if !until(ctx, 5*time.Second, 10*time.Millisecond, func() bool { return lb.backends[0].ready.Load() && lb.backends[1].ready.Load() }) {
		t.Fatal("the balancer never saw both instances ready")
	}
	tr := &traffic{lb: lb, svc: oneHourService(t, a.URL()).ID, status: map[string]int{}}
	giveTeam(t, a.URL(), tr.svc, teamSize, teamSize)
	load, stopLoad := context.WithCancel(ctx)
	clients := tr.run(load, 16)
	time.Sleep(2 * time.Second)

	for i, in := range []*instance{a, b} {
		be := lb.backends[i]
		var upload chan int
		if i == 0 {
			upload = slowUpload(t, in) // in flight when the signal comes
		}
		servedBefore := tr.sent.Load()
		stopped := time.Now()
		in.signal(syscall.SIGTERM)
		if upload != nil {
			if got := <-upload; got != http.StatusOK {
				t.Errorf("the upload in flight during %s's shutdown answered %d, want 200", in.name, got)
			}
		}
		if !in.wait(drainDelay + 10*time.Second + 5*time.Second) {
			t.Fatalf("%s did not exit within its drain (%s) and shutdown (10 s) deadline", in.name, drainDelay)
		}
		exitedAfter := time.Since(stopped)
		if err := in.exitErr(); err != nil {
			t.Errorf("%s exited with %v", in.name, err)
		}
		if !be.saw503.Load() {
			t.Errorf("the balancer never saw %s's /readyz answer 503 while it drained", in.name)
		}
		be.saw503.Store(false)
		readyIn := in.start()
		if !until(ctx, 5*time.Second, 10*time.Millisecond, be.ready.Load) {
			t.Fatalf("the balancer does not see %s again", in.name)
		}
		t.Logf("FIGURE rolling restart of %s: exited %s after SIGTERM (drain %s), ready %s after its restart, %d requests meanwhile",
			in.name, exitedAfter.Round(time.Millisecond), drainDelay, readyIn.Round(time.Millisecond), tr.sent.Load()-servedBefore)
		time.Sleep(2 * time.Second)
	}
	stopLoad()
	clients.Wait()

	tr.mu.Lock()
	defer tr.mu.Unlock()
	t.Logf("FIGURE rolling restart under load: %d requests, %d sent again by the balancer, answers %v", tr.sent.Load(), tr.retried.Load(), tr.status)
	for _, err := range tr.errs {
		t.Errorf("connection error at the client: %v", err)
	}
	for k, n := range tr.status {
		if !strings.HasSuffix(k, " 200") && !strings.HasSuffix(k, " 201") {
			t.Errorf("%d × %s", n, k)
		}
	}
	acked := tr.acked.list()
	if len(acked) < 100 {
		t.Fatalf("only %d bookings acknowledged: the load did not book", len(acked))
	}
	db, err := sql.Open("pgx", settings["DATABASE_URL"])
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var found, total int
	if err := db.QueryRow(`SELECT count(*) FROM bookings WHERE id = ANY($1)`, acked).Scan(&found); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRow(`SELECT count(*) FROM bookings`).Scan(&total); err != nil {
		t.Fatal(err)
	}
	if found != len(acked) || total != len(acked) {
		t.Errorf("%d bookings acknowledged, %d of them stored, %d stored in all", len(acked), found, total)
	}
}

// slowUpload logs in on in, gets an upload URL and starts a PUT of a PDF
// whose second half is sent 1.5 s later, after the caller's SIGTERM: past
// the drain delay, when the listener has closed and only requests in
// flight go on. The channel gets the PUT's status.
func slowUpload(t *testing.T, in *instance) chan int {
	t.Helper()
	client := &http.Client{Timeout: 30 * time.Second}
	cookie := login(t, client, in.URL())
	got := call(t, client, "POST", in.URL()+"/api/objects/upload", "{}", cookie)
	url := strings.TrimSuffix(strings.Split(strings.Split(string(got.body), `"uploadURL":"`)[1], `"`)[0], "/")
	half := append([]byte("%PDF-1.7\n"), make([]byte, 200_000)...)
	body, send := io.Pipe()
	req, _ := http.NewRequest("PUT", in.URL()+url, body)
	req.ContentLength = int64(2 * len(half))
	status := make(chan int, 1)
	go func() {
		resp, err := client.Do(req)
		if err != nil {
			t.Errorf("the upload in flight: %v", err)
			status <- 0
			return
		}
		resp.Body.Close()
		status <- resp.StatusCode
	}()
	if _, err := send.Write(half); err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(drainDelay + 500*time.Millisecond)
		_, _ = send.Write(half)
		send.Close()
	}()
	time.Sleep(100 * time.Millisecond) // the server is reading the body
	return status
}
