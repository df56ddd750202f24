package pages

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// gatedReads is a content version whose readings each wait for the test to
// hand them their answer, and say when they start.
type gatedReads struct {
	started chan struct{}
	answer  chan int64
	reads   atomic.Int64
	lastCtx atomic.Value // the context of the latest reading
}

func newGatedReads() *gatedReads {
	return &gatedReads{started: make(chan struct{}, 10), answer: make(chan int64)}
}

func (g *gatedReads) read(ctx context.Context) (int64, error) {
	g.reads.Add(1)
	g.lastCtx.Store(ctx)
	g.started <- struct{}{}
	return <-g.answer, nil
}

// awaitStart waits for a reading to start.
func (g *gatedReads) awaitStart(t *testing.T, what string) {
	t.Helper()
	select {
	case <-g.started:
	case <-time.After(5 * time.Second):
		t.Fatalf("no reading started %s", what)
	}
}

// waitForJoiner waits until a caller waits for the reading after the one
// under way.
func waitForJoiner(t *testing.T, v *versionReads) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(time.Millisecond) {
		v.mu.Lock()
		joined := v.next != nil
		v.mu.Unlock()
		if joined {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("no caller joined the next reading")
		}
	}
}

// A caller that arrives while a reading is under way gets the next one,
// never the one that may have read the database before the caller's
// change; callers that arrive together share it.
func TestVersionReadsNeverAnswerWithAnOlderReading(t *testing.T) {
	g := newGatedReads()
	v := newVersionReads(g.read)
	type result struct {
		version int64
		err     error
	}
	first, second := make(chan result, 1), make(chan result, 1)
	go func() { n, err := v.version(t.Context()); first <- result{n, err} }()
	g.awaitStart(t, "for the first caller")
	arrived := make(chan struct{})
	go func() { close(arrived); n, err := v.version(t.Context()); second <- result{n, err} }()
	<-arrived
	waitForJoiner(t, v)
	// waitForJoiner reads this implementation's own state; the pause gives
	// the second caller time to be inside version() whatever the
	// implementation, so that one letting it join the reading under way
	// answers it from that reading and fails below.
	time.Sleep(50 * time.Millisecond)
	g.answer <- 1
	if r := <-first; r.version != 1 || r.err != nil {
		t.Fatalf("first caller: %d, %v; want 1", r.version, r.err)
	}
	g.awaitStart(t, "for the caller that came during the first reading")
	select {
	case r := <-second:
		t.Fatalf("the second caller was answered %d, %v from the reading under way when it came", r.version, r.err)
	default:
	}
	g.answer <- 2
	if r := <-second; r.version != 2 || r.err != nil {
		t.Fatalf("second caller: %d, %v; want 2", r.version, r.err)
	}
	if n := g.reads.Load(); n != 2 {
		t.Errorf("%d readings, want 2", n)
	}
}

// The first caller of a batch leaving (its visitor went away) does not
// cancel the batch's reading, which its other callers wait for.
func TestVersionReadsOutliveTheCallerThatStartedThem(t *testing.T) {
	g := newGatedReads()
	v := newVersionReads(g.read)
	go func() { _, _ = v.version(t.Context()) }()
	g.awaitStart(t, "for the first caller")
	ctx, cancel := context.WithCancel(t.Context())
	gone := make(chan error, 1)
	go func() { _, err := v.version(ctx); gone <- err }()
	waitForJoiner(t, v)
	cancel()
	if err := <-gone; !errors.Is(err, context.Canceled) {
		t.Fatalf("the caller that left got %v, want context.Canceled", err)
	}
	g.answer <- 1
	g.awaitStart(t, "for the caller that left")
	if err := g.lastCtx.Load().(context.Context).Err(); err != nil {
		t.Errorf("the batch's reading runs with a context that ended: %v", err)
	}
	g.answer <- 2
}

// A reading that does not end by itself (a connection lost without a word)
// ends at the limit, and the next caller gets a reading of its own: the
// pages do not wait for ever behind it.
func TestVersionReadsEndAStuckReading(t *testing.T) {
	var reads atomic.Int64
	v := newVersionReads(func(ctx context.Context) (int64, error) {
		if reads.Add(1) == 1 {
			<-ctx.Done()
			return 0, ctx.Err()
		}
		return 7, nil
	})
	v.limit = 50 * time.Millisecond
	stuck := make(chan error, 1)
	go func() { _, err := v.version(t.Context()); stuck <- err }()
	select {
	case err := <-stuck:
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("the stuck reading answered %v, want its limit's error", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the stuck reading is still under way after 5 s; its limit is 50 ms")
	}
	if n, err := v.version(t.Context()); n != 7 || err != nil {
		t.Fatalf("the next caller got %d, %v; want 7 from a reading of its own", n, err)
	}
}

// Under many concurrent callers, each of which changes the content just
// before it asks, every answer counts the caller's own change, and the
// readings are far fewer than the callers.
func TestVersionReadsBatchFreshReadings(t *testing.T) {
	var content, reads atomic.Int64
	v := newVersionReads(func(context.Context) (int64, error) {
		reads.Add(1)
		n := content.Load()
		time.Sleep(200 * time.Microsecond) // a database's round trip
		return n, nil
	})
	const callers, rounds = 50, 40
	var wg sync.WaitGroup
	for range callers {
		wg.Go(func() {
			for range rounds {
				changed := content.Add(1)
				n, err := v.version(t.Context())
				if err != nil || n < changed {
					t.Errorf("version %d, %v after a change to %d", n, err, changed)
					return
				}
			}
		})
	}
	wg.Wait()
	if n := reads.Load(); n >= callers*rounds {
		t.Errorf("%d readings for %d callers: none shared", n, callers*rounds)
	}
	t.Logf("%d readings for %d callers", reads.Load(), callers*rounds)
}
