package httpapi

import (
	"container/list"
	"math"
	"net/http"
	"net/netip"
	"strconv"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/dayspa/dayspa"
)

// maxLimitedClients bounds the memory of a rate limiter: past it, the
// client seen longest ago is forgotten (and starts afresh if it returns).
const maxLimitedClients = 50_000

// msgTooMany is the answer to a client over its limit.
var msgTooMany = dayspa.NewMsg("rate.too_many", "Too many requests. Please try again in a minute.")

// rateLimited returns a wrapper that lets each client make perMinute of
// the wrapped requests per minute, all routes wrapped by it counted
// together (a token bucket refilled evenly, with a burst of the whole
// minute's allowance). A client over it gets 429 with Retry-After.
// perMinute 0 turns it off.
func (s *Server) rateLimited(perMinute int) func(apiHandler) apiHandler {
	if perMinute <= 0 {
		return func(h apiHandler) apiHandler { return h }
	}
	now := s.cfg.Now
	if now == nil {
		now = time.Now
	}
	l := newRateLimiter(perMinute, time.Minute, maxLimitedClients, now)
	return func(h apiHandler) apiHandler {
		return func(w http.ResponseWriter, r *http.Request) error {
			if wait := l.reserve(clientKey(ClientIP(r))); wait > 0 {
				secs := int(math.Ceil(wait.Seconds()))
				w.Header().Set("Retry-After", strconv.Itoa(max(secs, 1)))
				// Not a domain error: the metrics tell this 429 from the
				// guest limit's (ETOOMANY) by its having no code.
				writeJSON(w, http.StatusTooManyRequests, msgBody(msgTooMany))
				return nil
			}
			return h(w, r)
		}
	}
}

// clientKey is what a limit counts by: the address of an IPv4 client, the
// /64 of an IPv6 one (a home or phone usually holds a whole /64).
func clientKey(ip netip.Addr) netip.Prefix {
	bits := 32
	if ip.Is6() {
		bits = 64
	}
	p, _ := ip.Prefix(bits) // the invalid address (no peer) is one key of its own
	return p
}

// rateLimiter keeps a token bucket per client, most recently seen first.
// A bucket idle for a whole period is full again, so it is dropped: the
// map holds only the clients of the last period, and never more than max.
type rateLimiter struct {
	limit  rate.Limit
	burst  int
	idle   time.Duration
	max    int
	now    func() time.Time
	mu     sync.Mutex
	byKey  map[netip.Prefix]*list.Element
	recent *list.List // of *bucket, front = seen last
}

type bucket struct {
	key  netip.Prefix
	lim  *rate.Limiter
	seen time.Time
}

func newRateLimiter(n int, per time.Duration, maxClients int, now func() time.Time) *rateLimiter {
	return &rateLimiter{
		limit:  rate.Every(per / time.Duration(n)),
		burst:  n,
		idle:   per,
		max:    maxClients,
		now:    now,
		byKey:  map[netip.Prefix]*list.Element{},
		recent: list.New(),
	}
}

// reserve takes a token for key and returns 0, or, when there is none,
// takes nothing and returns how long until there is one.
func (l *rateLimiter) reserve(key netip.Prefix) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	l.evict(now)
	var b *bucket
	if e, ok := l.byKey[key]; ok {
		b = e.Value.(*bucket)
		l.recent.MoveToFront(e)
	} else {
		b = &bucket{key: key, lim: rate.NewLimiter(l.limit, l.burst)}
		l.byKey[key] = l.recent.PushFront(b)
	}
	b.seen = now
	res := b.lim.ReserveN(now, 1)
	if wait := res.DelayFrom(now); wait > 0 {
		res.CancelAt(now)
		return wait
	}
	return 0
}

// evict drops the buckets idle for a whole period, and the least recently
// seen ones beyond the bound, making room for one more.
func (l *rateLimiter) evict(now time.Time) {
	for e := l.recent.Back(); e != nil; e = l.recent.Back() {
		b := e.Value.(*bucket)
		if now.Sub(b.seen) < l.idle && l.recent.Len() < l.max {
			return
		}
		l.recent.Remove(e)
		delete(l.byKey, b.key)
	}
}

// len returns how many clients the limiter remembers.
func (l *rateLimiter) len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.recent.Len()
}
