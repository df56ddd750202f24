package auth

import (
	"sync"
	"time"
)

// Throttle counts failed tries per client over a sliding window: a client
// with max failures in the last window must wait until the oldest of them
// leaves the window. Its memory is bounded: clients without a failure in
// the window are forgotten, and past maxKeys the one seen longest ago goes.
//
// It lives in the memory of one server instance: behind a load balancer
// of n instances a client gets at most n × max tries per window.
type Throttle[K comparable] struct {
	max     int
	window  time.Duration
	maxKeys int
	now     func() time.Time

	mu    sync.Mutex
	fails map[K][]time.Time // oldest first, at most max, all within the window
}

// NewThrottle allows max failures per client in window. now is the clock
// (nil: time.Now).
func NewThrottle[K comparable](max int, window time.Duration, maxKeys int, now func() time.Time) *Throttle[K] {
	if now == nil {
		now = time.Now
	}
	return &Throttle[K]{max: max, window: window, maxKeys: maxKeys, now: now, fails: map[K][]time.Time{}}
}

// Wait returns 0 when key may try, or how long it must wait.
func (t *Throttle[K]) Wait(key K) time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	f := t.recent(key, now)
	if len(f) < t.max {
		return 0
	}
	return f[len(f)-t.max].Add(t.window).Sub(now)
}

// Try returns how long key must wait, like Wait, or, when it may try now,
// records the try as a failure and returns 0. A try that succeeds is
// forgiven by Reset. Counting before the outcome is known keeps
// concurrent tries from slipping past the limit together.
func (t *Throttle[K]) Try(key K) time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	f := t.recent(key, now)
	if len(f) >= t.max {
		return f[len(f)-t.max].Add(t.window).Sub(now)
	}
	if f == nil && len(t.fails) >= t.maxKeys {
		t.sweep(now)
	}
	t.fails[key] = append(f, now)
	return 0
}

// Reset forgets the failures of key, as after its successful login.
func (t *Throttle[K]) Reset(key K) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.fails, key)
}

// recent returns key's failures within the window, dropping older ones.
func (t *Throttle[K]) recent(key K, now time.Time) []time.Time {
	f, ok := t.fails[key]
	if !ok {
		return nil
	}
	i := 0
	for i < len(f) && now.Sub(f[i]) >= t.window {
		i++
	}
	if i == len(f) {
		delete(t.fails, key)
		return nil
	}
	f = f[i:]
	t.fails[key] = f
	return f
}

// sweep forgets the clients without a failure in the window and, while
// there are still maxKeys or more, the one whose last failure is oldest.
func (t *Throttle[K]) sweep(now time.Time) {
	for k := range t.fails {
		t.recent(k, now)
	}
	for len(t.fails) >= t.maxKeys {
		var oldest K
		var at time.Time
		first := true
		for k, f := range t.fails {
			if last := f[len(f)-1]; first || last.Before(at) {
				oldest, at, first = k, last, false
			}
		}
		delete(t.fails, oldest)
	}
}

// Len returns how many clients the throttle remembers.
func (t *Throttle[K]) Len() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.fails)
}
