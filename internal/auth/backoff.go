package auth

import (
	"slices"
	"strings"
	"sync"
	"time"
)

// Backoff is how failed logins slow further tries: the first Free failures
// cost nothing, the next one a delay of First, and each one after that
// twice the delay before, up to Ceiling. A delay holds the next try back,
// counted from the last failure; it never locks anyone out for longer
// than Ceiling. Failures are forgotten after Forget without one.
type Backoff struct {
	Free    int
	First   time.Duration
	Ceiling time.Duration
	Forget  time.Duration
}

// The backoffs of staff logins. An account slows down sooner than an
// address, since several people may share one address (a hotel's Wi-Fi);
// both stop at one minute, so that an attacker's failures cannot keep the
// real person out for longer than that.
var (
	AccountBackoff = Backoff{Free: 3, First: time.Second, Ceiling: time.Minute, Forget: 15 * time.Minute}
	AddressBackoff = Backoff{Free: 5, First: time.Second, Ceiling: time.Minute, Forget: 15 * time.Minute}
)

// delay is how long to wait after n failures.
func (b Backoff) delay(n int) time.Duration {
	if n <= b.Free {
		return 0
	}
	d := b.First
	for i := b.Free + 1; i < n && d < b.Ceiling; i++ {
		d *= 2
	}
	return min(d, b.Ceiling)
}

// LoginThrottle slows failed logins per account (the e-mail, lower-cased)
// and per client address (A: a netip.Prefix, say), each counted on its own
// with its own Backoff. Many failures from one address slow that address,
// whichever accounts it tries; many failures on one account slow that
// account, from whichever addresses they come. A try waits for the longer
// of its two delays.
//
// A try that is held back counts for nothing and moves nothing, so the
// real person waits at most the Ceiling after the attacker's last failure.
// An attacker who tries again the moment each delay ends would still win
// every race for the account's next try; TryKnownDevice is the way round
// that: a browser that has signed in to the account before is counted on
// its own, apart from the account and the address.
//
// Memory is bounded: each of its tables (accounts, addresses, known
// devices) holds at most maxKeys entries; past that, entries without a
// failure within Forget go first, then those whose last failure is oldest.
// Like Throttle it lives in one instance's memory: behind n instances an
// attacker gets up to n times the tries.
type LoginThrottle[A comparable] struct {
	accounts *backoffTable[string]
	addrs    *backoffTable[A]
	devices  *backoffTable[deviceKey]
	now      func() time.Time
	mu       sync.Mutex
}

// NewLoginThrottle counts failures per account with account and per
// address with addr. now is the clock (nil: time.Now).
func NewLoginThrottle[A comparable](account, addr Backoff, maxKeys int, now func() time.Time) *LoginThrottle[A] {
	if now == nil {
		now = time.Now
	}
	return &LoginThrottle[A]{
		accounts: newBackoffTable[string](account, maxKeys),
		addrs:    newBackoffTable[A](addr, maxKeys),
		devices:  newBackoffTable[deviceKey](account, maxKeys),
		now:      now,
	}
}

// accountKey is the key of an account: its e-mail, trimmed and
// lower-cased, so that "Layla@Spa.ae" and "layla@spa.ae" count together.
func accountKey(email string) string {
	return strings.ToLower(strings.TrimSpace(email))
}

// Try returns how long a login to account from addr must wait, or, when it
// may go ahead now, records it as a failure of both and returns 0.
// Counting before the password is checked keeps concurrent tries from
// slipping past together; Succeeded takes it back.
func (t *LoginThrottle[A]) Try(account string, addr A) time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	key := accountKey(account)
	if w := max(t.accounts.wait(key, now), t.addrs.wait(addr, now)); w > 0 {
		return w
	}
	t.accounts.fail(key, now)
	t.addrs.fail(addr, now)
	return 0
}

// Wait returns how long a login to account from addr must wait, recording
// nothing.
func (t *LoginThrottle[A]) Wait(account string, addr A) time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	return max(t.accounts.wait(accountKey(account), now), t.addrs.wait(addr, now))
}

// Succeeded is told that the try Try let through was right: the account's
// failures are forgotten, and the address loses the one Try counted. The
// address keeps its other failures, so signing in to an account of one's
// own does not clear the failures made on others.
func (t *LoginThrottle[A]) Succeeded(account string, addr A) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.accounts.forget(accountKey(account))
	t.addrs.takeBack(addr)
}

// PasswordRight is told that the try Try let through had the right
// password but still waits for its one-time code: the address loses the
// one Try counted, as at a success, but the account keeps it until the
// code proves right (Succeeded). So a person with a code does not slow her
// desk's address at each sign-in, while someone who has her password
// still guesses at her codes under the account's Backoff.
func (t *LoginThrottle[A]) PasswordRight(addr A) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.addrs.takeBack(addr)
}

// deviceKey is a known device of an account.
type deviceKey struct{ account, device string }

// TryKnownDevice is Try for a login from a browser that proves (with a
// token the caller issued at an earlier successful sign-in to account, and
// has checked) that it signed in to account before. Its failures are
// counted for that device and account only, with the account's Backoff;
// the account's and the address's failures do not hold it back. So an
// attacker, who has no such token, cannot keep the person out at all
// from her usual browser, and a stolen token is slowed all the same.
func (t *LoginThrottle[A]) TryKnownDevice(account, device string) time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	key := deviceKey{accountKey(account), device}
	if w := t.devices.wait(key, now); w > 0 {
		return w
	}
	t.devices.fail(key, now)
	return 0
}

// SucceededKnownDevice is Succeeded for a try TryKnownDevice let through:
// the device's and the account's failures are forgotten.
func (t *LoginThrottle[A]) SucceededKnownDevice(account, device string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	key := accountKey(account)
	t.devices.forget(deviceKey{key, device})
	t.accounts.forget(key)
}

// Len returns how many accounts and addresses the throttle remembers.
func (t *LoginThrottle[A]) Len() (accounts, addrs int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.accounts.m), len(t.addrs.m)
}

// failures is one key's count and when the last was.
type failures struct {
	n    int
	last time.Time
}

// backoffTable counts failures per key; its owner holds the lock.
type backoffTable[K comparable] struct {
	b       Backoff
	maxKeys int
	m       map[K]failures
}

func newBackoffTable[K comparable](b Backoff, maxKeys int) *backoffTable[K] {
	return &backoffTable[K]{b: b, maxKeys: max(1, maxKeys), m: map[K]failures{}}
}

// get returns key's failures, forgetting them when they are stale.
func (bt *backoffTable[K]) get(key K, now time.Time) (failures, bool) {
	f, ok := bt.m[key]
	if ok && now.Sub(f.last) >= bt.b.Forget {
		delete(bt.m, key)
		return failures{}, false
	}
	return f, ok
}

func (bt *backoffTable[K]) wait(key K, now time.Time) time.Duration {
	f, ok := bt.get(key, now)
	if !ok {
		return 0
	}
	return max(0, f.last.Add(bt.b.delay(f.n)).Sub(now))
}

func (bt *backoffTable[K]) fail(key K, now time.Time) {
	f, ok := bt.get(key, now)
	if !ok && len(bt.m) >= bt.maxKeys {
		bt.sweep(now)
	}
	bt.m[key] = failures{n: f.n + 1, last: now}
}

func (bt *backoffTable[K]) forget(key K) { delete(bt.m, key) }

func (bt *backoffTable[K]) takeBack(key K) {
	f, ok := bt.m[key]
	switch {
	case !ok:
	case f.n <= 1:
		delete(bt.m, key)
	default:
		f.n--
		bt.m[key] = f
	}
}

// sweep forgets the stale keys and, if that leaves the table full, the
// tenth of it whose last failure is oldest, so that a flood of new keys
// does not sweep on every failure.
func (bt *backoffTable[K]) sweep(now time.Time) {
	type entry struct {
		key  K
		last time.Time
	}
	var live []entry
	for k, f := range bt.m {
		if now.Sub(f.last) >= bt.b.Forget {
			delete(bt.m, k)
		} else {
			live = append(live, entry{k, f.last})
		}
	}
	if len(live) < bt.maxKeys {
		return
	}
	slices.SortFunc(live, func(a, b entry) int { return a.last.Compare(b.last) })
	for _, e := range live[:len(live)-bt.maxKeys*9/10] {
		delete(bt.m, e.key)
	}
}
