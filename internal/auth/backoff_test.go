package auth

import (
	"fmt"
	"sync"
	"testing"
	"time"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time      { return c.now }
func (c *fakeClock) Add(d time.Duration) { c.now = c.now.Add(d) }
func newFakeClock() *fakeClock           { return &fakeClock{time.Date(2026, 11, 28, 20, 0, 0, 0, time.UTC)} }
func newTestThrottle(c *fakeClock, maxKeys int) *LoginThrottle[string] {
	return NewLoginThrottle[string](AccountBackoff, AddressBackoff, maxKeys, c.Now)
}

func TestBackoffDelay(t *testing.T) {
	b := Backoff{Free: 3, First: time.Second, Ceiling: time.Minute}
	want := []time.Duration{0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60}
	for n, w := range want {
		if got := b.delay(n); got != w*time.Second {
			t.Errorf("delay after %d failures = %v, want %v", n, got, w*time.Second)
		}
	}
	if got := b.delay(1 << 20); got != time.Minute {
		t.Errorf("delay after a million failures = %v, want the ceiling", got)
	}
}

// TestLoginThrottle plays attacks against the fake clock. Each step is one
// login try: who, from where, and the wait Try must answer; a try let
// through is a failure unless ok says the password was right.
func TestLoginThrottle(t *testing.T) {
	type try struct {
		after   time.Duration // the clock moves this much first
		account string
		addr    string
		wait    time.Duration // what Try answers
		ok      bool          // the password was right (only when wait is 0)
	}
	s := time.Second
	for _, tt := range []struct {
		name  string
		tries []try
	}{
		{
			name: "one address, one account: the account slows after 3, the address after 5",
			tries: []try{
				{0, "layla@spa.ae", "a", 0, false},
				{0, "layla@spa.ae", "a", 0, false},
				{0, "layla@spa.ae", "a", 0, false},
				{0, "layla@spa.ae", "a", 0, false},
				{0, "layla@spa.ae", "a", 1 * s, false},
				{s, "layla@spa.ae", "a", 0, false},
				{0, "layla@spa.ae", "a", 2 * s, false},
				{2 * s, "layla@spa.ae", "a", 0, false},
				{0, "layla@spa.ae", "a", 4 * s, false},
				{0, "other@spa.ae", "a", 1 * s, false}, // the address's own delay: 6 failures
				{0, "layla@spa.ae", "b", 4 * s, false}, // the account's, from anywhere
				{3 * s, "layla@spa.ae", "b", 1 * s, false},
			},
		},
		{
			name: "the e-mail's case and spaces do not make another account",
			tries: []try{
				{0, "Layla@Spa.ae", "a", 0, false},
				{0, " layla@spa.ae", "b", 0, false},
				{0, "LAYLA@SPA.AE ", "c", 0, false},
				{0, "layla@spa.ae", "d", 0, false},
				{0, "layla@SPA.ae", "e", 1 * s, false},
			},
		},
		{
			name: "one address trying many accounts slows that address only",
			tries: []try{
				{0, "a@spa.ae", "attacker", 0, false},
				{0, "b@spa.ae", "attacker", 0, false},
				{0, "c@spa.ae", "attacker", 0, false},
				{0, "d@spa.ae", "attacker", 0, false},
				{0, "e@spa.ae", "attacker", 0, false},
				{0, "f@spa.ae", "attacker", 0, false},
				{0, "g@spa.ae", "attacker", 1 * s, false},
				{0, "a@spa.ae", "owner", 0, true}, // the accounts it tried are not slowed
				{s, "g@spa.ae", "attacker", 0, false},
				{0, "h@spa.ae", "attacker", 2 * s, false},
				{0, "b@spa.ae", "owner", 0, true},
			},
		},
		{
			name: "a success clears the account but not the address's failures elsewhere",
			tries: []try{
				{0, "a@spa.ae", "x", 0, false},
				{0, "b@spa.ae", "x", 0, false},
				{0, "c@spa.ae", "x", 0, false},
				{0, "d@spa.ae", "x", 0, false},
				{0, "mine@spa.ae", "x", 0, true},  // its own account: takes back only this try
				{0, "e@spa.ae", "x", 0, false},    // the fifth failure
				{0, "f@spa.ae", "x", 0, false},    // the sixth
				{0, "mine@spa.ae", "x", s, false}, // slowed all the same
			},
		},
		{
			name: "the owner's success resets the account's count",
			tries: []try{
				{0, "owner@spa.ae", "p", 0, false},
				{0, "owner@spa.ae", "q", 0, false},
				{0, "owner@spa.ae", "r", 0, false},
				{0, "owner@spa.ae", "s", 0, false},
				{s, "owner@spa.ae", "home", 0, true},
				{0, "owner@spa.ae", "t", 0, false},
				{0, "owner@spa.ae", "u", 0, false},
				{0, "owner@spa.ae", "v", 0, false},
				{0, "owner@spa.ae", "w", 0, false},
				{0, "owner@spa.ae", "w", 1 * s, false},
			},
		},
		{
			name: "failures are forgotten after 15 quiet minutes",
			tries: []try{
				{0, "a@spa.ae", "x", 0, false},
				{0, "a@spa.ae", "x", 0, false},
				{0, "a@spa.ae", "x", 0, false},
				{0, "a@spa.ae", "x", 0, false},
				{0, "a@spa.ae", "x", 1 * s, false},
				{15*time.Minute - s, "a@spa.ae", "x", 0, false}, // 5 failures now, the last just now
				{15*time.Minute - s, "a@spa.ae", "y", 0, false}, // still remembered: waited long enough
				{0, "a@spa.ae", "y", 4 * s, false},              // 6 failures
				{15 * time.Minute, "a@spa.ae", "y", 0, false},   // forgotten: 1 failure
				{0, "a@spa.ae", "y", 0, false},
				{0, "a@spa.ae", "y", 0, false},
				{0, "a@spa.ae", "y", 0, false},
				{0, "a@spa.ae", "y", 1 * s, false},
			},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := newFakeClock()
			th := newTestThrottle(c, 100)
			for i, tr := range tt.tries {
				c.Add(tr.after)
				if w := th.Wait(tr.account, tr.addr); w != tr.wait {
					t.Fatalf("try %d (%s from %s): Wait = %v, want %v", i+1, tr.account, tr.addr, w, tr.wait)
				}
				if w := th.Try(tr.account, tr.addr); w != tr.wait {
					t.Fatalf("try %d (%s from %s): Try = %v, want %v", i+1, tr.account, tr.addr, w, tr.wait)
				}
				if tr.ok && tr.wait == 0 {
					th.Succeeded(tr.account, tr.addr)
				}
			}
		})
	}
}

// An attacker with a fresh address for every try, trying again the moment
// the account allows: the account slows to one try a minute, and the
// owner, arriving at any moment, waits at most that minute.
func TestLoginThrottle_ManyAddressesOneAccount(t *testing.T) {
	c := newFakeClock()
	th := newTestThrottle(c, 10_000)
	start := c.now
	tries := 0
	for c.now.Sub(start) < time.Hour {
		addr := fmt.Sprintf("10.0.%d.%d", tries/256, tries%256)
		if w := th.Try("owner@spa.ae", addr); w > 0 {
			if w > time.Minute {
				t.Fatalf("after %d tries the account waits %v, more than a minute", tries, w)
			}
			c.Add(w)
			continue
		}
		tries++
	}
	// 3 free, then 1+2+4+8+16+32 s, then one a minute: about 60 in an hour.
	if tries > 3+6+60 {
		t.Errorf("the attacker made %d tries in an hour, want at most 69", tries)
	}
	if tries < 3+6+55 {
		t.Errorf("only %d tries in an hour: the delay grows past the minute's ceiling", tries)
	}

	// The attacker's last try, the moment it is allowed.
	c.Add(th.Wait("owner@spa.ae", "10.9.9.9"))
	if w := th.Try("owner@spa.ae", "10.9.9.9"); w != 0 {
		t.Fatalf("the attacker's last try waits %v", w)
	}
	last := c.now

	// The owner arrives at any second of the next minute: she waits the
	// rest of that minute, never more, and once let in, her success clears
	// the account for her next sign-in.
	for i := range 60 {
		d := time.Duration(i) * time.Second
		c.now = last.Add(d)
		if w := th.Wait("owner@spa.ae", "owner-home"); w != time.Minute-d {
			t.Errorf("%v after the attacker's last try the owner waits %v, want %v", d, w, time.Minute-d)
		}
	}
	c.now = last
	c.Add(time.Minute)
	if w := th.Try("Owner@spa.ae", "owner-home"); w != 0 {
		t.Fatalf("a minute after the attacker's last try the owner waits %v", w)
	}
	th.Succeeded("Owner@spa.ae", "owner-home")
	if w := th.Try("owner@spa.ae", "owner-phone"); w != 0 {
		t.Errorf("after the owner's success the account still waits %v", w)
	}
	// The attacker's addresses were never slowed on their own: one try each.
	if w := th.Wait("someone@spa.ae", "10.0.0.1"); w != 0 {
		t.Errorf("an attacker's address waits %v on another account", w)
	}
}

func TestLoginThrottle_Bounded(t *testing.T) {
	c := newFakeClock()
	th := newTestThrottle(c, 10)
	for i := range 25 {
		th.Try(fmt.Sprintf("user%d@spa.ae", i), fmt.Sprintf("addr%d", i))
		c.Add(time.Second)
	}
	if accounts, addrs := th.Len(); accounts > 10 || addrs > 10 {
		t.Errorf("%d accounts, %d addresses remembered; want at most 10 each", accounts, addrs)
	}
	// The most recent survive the sweep.
	for range 4 {
		th.Try("user24@spa.ae", "z")
	}
	if w := th.Wait("user24@spa.ae", "zz"); w == 0 {
		t.Error("the latest account was forgotten")
	}
	c.Add(time.Hour)
	for i := range 30 {
		th.Try(fmt.Sprintf("late%d@spa.ae", i), "late")
	}
	if accounts, addrs := th.Len(); accounts > 10 || addrs > 10 {
		t.Errorf("%d accounts, %d addresses remembered; want at most 10 each", accounts, addrs)
	}
}

func TestLoginThrottle_ConcurrentTries(t *testing.T) {
	th := NewLoginThrottle[string](AccountBackoff, AddressBackoff, 100, nil)
	const n = 50
	waits := make([]time.Duration, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { waits[i] = th.Try("layla@spa.ae", fmt.Sprint("addr", i)) })
	}
	wg.Wait()
	allowed := 0
	for _, w := range waits {
		if w == 0 {
			allowed++
		}
	}
	// Three free failures and a fourth try; the fifth waits a second, which
	// 50 goroutines do not take.
	if allowed != 4 {
		t.Errorf("%d of %d concurrent tries allowed, want 4", allowed, n)
	}
}

// An attacker who tries the moment each delay ends wins every race for
// the account's next try; the owner's browser that signed in before is
// not held back by the account's or the address's failures, only by its
// own.
func TestLoginThrottle_KnownDevice(t *testing.T) {
	c := newFakeClock()
	th := newTestThrottle(c, 100)
	for i := range 40 {
		c.Add(th.Wait("owner@spa.ae", "hotel"))
		th.Try("owner@spa.ae", fmt.Sprint("10.0.0.", i))
	}
	c.Add(th.Wait("owner@spa.ae", "hotel"))
	th.Try("owner@spa.ae", "hotel") // the attacker shares the hotel's address
	if w := th.Wait("owner@spa.ae", "hotel"); w != time.Minute {
		t.Fatalf("a new browser waits %v, want the minute", w)
	}
	if w := th.TryKnownDevice("Owner@Spa.ae", "owner-laptop"); w != 0 {
		t.Fatalf("the owner's known browser waits %v", w)
	}
	th.SucceededKnownDevice("Owner@Spa.ae", "owner-laptop")
	if w := th.Wait("owner@spa.ae", "hotel"); w != 0 {
		t.Errorf("after the owner's success the account waits %v", w)
	}

	// A device's own failures slow it like an account's, and nothing else.
	for i := range 4 {
		if w := th.TryKnownDevice("owner@spa.ae", "stolen"); w != 0 {
			t.Fatalf("known-device try %d waits %v", i+1, w)
		}
	}
	if w := th.TryKnownDevice("owner@spa.ae", "stolen"); w != time.Second {
		t.Errorf("after 4 failures the device waits %v, want 1s", w)
	}
	if w := th.TryKnownDevice("owner@spa.ae", "owner-laptop"); w != 0 {
		t.Errorf("another device of the account waits %v", w)
	}
	if w := th.TryKnownDevice("other@spa.ae", "stolen"); w != 0 {
		t.Errorf("the same device name on another account waits %v", w)
	}
	if w := th.Wait("owner@spa.ae", "elsewhere"); w != 0 {
		t.Errorf("the device's failures slowed the account: %v", w)
	}
	if n := len(th.devices.m); n != 3 {
		t.Errorf("%d devices remembered, want 3", n)
	}
}

// TestLoginThrottle_PasswordRight: a right password that still waits for
// its code frees the address of that try, not the account.
func TestLoginThrottle_PasswordRight(t *testing.T) {
	c := newFakeClock()
	th := newTestThrottle(c, 100)
	for i := range 10 {
		// Ten sign-ins with a code from the desk, each a password step
		// and a code step: the address is never slowed.
		if w := th.Try("aisha@spa.ae", "desk"); w != 0 {
			t.Fatalf("sign-in %d: password step waits %v", i, w)
		}
		th.PasswordRight("desk")
		if w := th.Try("aisha@spa.ae", "desk"); w != 0 {
			t.Fatalf("sign-in %d: code step waits %v", i, w)
		}
		th.Succeeded("aisha@spa.ae", "desk")
	}
	// Someone with the password guessing codes: every password step
	// counts on the account, so the guesses slow down all the same.
	for range AccountBackoff.Free + 1 {
		if w := th.Try("aisha@spa.ae", "elsewhere"); w != 0 {
			t.Fatalf("password step waits %v too early", w)
		}
		th.PasswordRight("elsewhere")
	}
	if w := th.Try("aisha@spa.ae", "elsewhere"); w != time.Second {
		t.Fatalf("after %d code-less password steps the account waits %v, want 1s", AccountBackoff.Free+1, w)
	}
	if _, addrs := th.Len(); addrs != 0 {
		t.Errorf("the addresses keep %d counts, want none", addrs)
	}
}
