package pages

import (
	"context"
	"sync"
	"time"
)

// versionReads reads the content version for many requests at once,
// without ever answering one with a reading older than the request.
//
// Every page a visitor loads needs the version (keptPage), and the read
// was a third of a kept page's CPU under load on SQLite (a round trip on
// PostgreSQL). A caller never joins a reading already under way, which
// may have read the database before the caller's change was made: it
// joins the next one, which starts as soon as the current one ends and
// serves everyone who arrived meanwhile. So at most one reading runs at a
// time, and each answers a batch of requests, all as fresh as if each had
// read the version itself.
type versionReads struct {
	read func(context.Context) (int64, error)
	// limit bounds a reading: no caller's leaving ends it, and a reading
	// stuck on a lost connection would otherwise hold back every later
	// one, and so every page, after the database came back.
	limit time.Duration

	mu      sync.Mutex
	running bool
	next    *versionReading // the reading callers join; nil when nobody waits
}

type versionReading struct {
	ctx     context.Context // the first joiner's values, without its cancellation
	done    chan struct{}
	version int64
	err     error
}

// versionReadLimit is how long a reading may take: a page whose reading
// fails is rendered from its answers instead (keptPage).
const versionReadLimit = 5 * time.Second

func newVersionReads(read func(context.Context) (int64, error)) *versionReads {
	return &versionReads{read: read, limit: versionReadLimit}
}

// version is the content version read after the call began, or ctx's
// error if ctx ends first.
func (v *versionReads) version(ctx context.Context) (int64, error) {
	v.mu.Lock()
	reading := v.next
	if reading == nil {
		// The batch's reading runs for all its callers: one caller's
		// request ending must not fail the others'.
		reading = &versionReading{ctx: context.WithoutCancel(ctx), done: make(chan struct{})}
		v.next = reading
	}
	start := !v.running
	if start {
		v.running, v.next = true, nil
	}
	v.mu.Unlock()
	if start {
		v.run(reading)
	}
	select {
	case <-reading.done:
		return reading.version, reading.err
	case <-ctx.Done():
		return 0, ctx.Err()
	}
}

// run reads for reading's batch, then starts the batch that gathered
// meanwhile, if any, on a goroutine of its own: the caller that ran this
// reading has its answer and goes on.
func (v *versionReads) run(reading *versionReading) {
	ctx, cancel := context.WithTimeout(reading.ctx, v.limit)
	reading.version, reading.err = v.read(ctx)
	cancel()
	close(reading.done)
	v.mu.Lock()
	next := v.next
	v.next = nil
	v.running = next != nil
	v.mu.Unlock()
	if next != nil {
		go v.run(next)
	}
}
