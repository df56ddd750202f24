package httpapi

import (
	"fmt"
	"net/http"
	"net/netip"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

const tooMany = `{"message":"Too many requests. Please try again in a minute.","code":"rate.too_many"}`

func TestRateLimit(t *testing.T) {
	e := sqlstoretest.Engines()[0] // the limit lives in memory: one engine is enough
	contact := jsonObject(map[string]any{"name": "Layla Haddad", "email": "layla@example.ae",
		"message": "Do you have a hammam slot for two on Friday?"})
	from := func(xff string) map[string]string {
		h := map[string]string{"Content-Type": "application/json"}
		if xff != "" {
			h["X-Forwarded-For"] = xff
		}
		return h
	}
	send := func(name string, xff string, status int, want ...string) scenario {
		sc := scenario{name: name, method: http.MethodPost, path: "/api/contact", body: contact, headers: from(xff), status: status, want: want}
		if status == http.StatusTooManyRequests {
			sc.header = map[string]string{"Retry-After": "20", "Content-Type": jsonType} // 3 a minute: one token every 20 s
		} else {
			sc.noHeader = []string{"Retry-After"}
		}
		return sc
	}

	t.Run("BehindTrustedProxy", func(t *testing.T) {
		clock := newFakeClock(spaNow)
		ts, ss := newSpa(t, e, func(c *Config) {
			c.RateLimit = 3
			c.Now = clock.Now
			c.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
		})
		run := specRunner(t, ts)
		for _, sc := range []scenario{
			send("First", "203.0.113.7", 201),
			send("Second", "203.0.113.7", 201),
			send("Third", "198.51.100.1, 203.0.113.7", 201), // the client is the last hop the proxy saw
			send("Fourth", "203.0.113.7", 429, tooMany),
			send("OtherClient", "203.0.113.8", 201),
			// The three public writes share one budget.
			{name: "NewsletterToo", method: http.MethodPost, path: "/api/newsletter", body: `{"email":"layla@example.ae"}`,
				headers: from("203.0.113.7"), status: 429, want: []string{tooMany}},
			{name: "BookingsToo", method: http.MethodPost, path: "/api/bookings", body: jsonObject(bookingBody(ss.massage)),
				headers: from("203.0.113.7"), status: 429, want: []string{tooMany}},
			// Reads are not counted with the writes (their own limit is off here).
			{name: "ReadsFree", path: fmt.Sprintf("/api/availability?date=%s&serviceId=%d", bookDay, ss.massage.ID),
				headers: from("203.0.113.7"), status: 200},
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		if n := countRows(t, ts.db, "contact_messages"); n != 4 {
			t.Errorf("%d messages stored, want 4: a refused request stores nothing", n)
		}
		clock.Advance(20 * time.Second)
		run(t, send("RefilledOne", "203.0.113.7", 201))
		run(t, send("ThenLimitedAgain", "203.0.113.7", 429, tooMany))
		clock.Advance(time.Minute)
		for i := range 3 {
			run(t, send(fmt.Sprintf("FullAgain%d", i), "203.0.113.7", 201))
		}
	})

	t.Run("NoTrustedProxies", func(t *testing.T) {
		ts, _ := newSpa(t, e, func(c *Config) { c.RateLimit = 3 })
		run := specRunner(t, ts)
		// Without trusted proxies X-Forwarded-For is ignored: every request
		// comes from the peer, 127.0.0.1, whatever it claims.
		for i, sc := range []scenario{
			send("First", "203.0.113.1", 201),
			send("Second", "203.0.113.2", 201),
			send("Third", "", 201),
			send("Fourth", "203.0.113.4", 429, tooMany),
			send("Fifth", "", 429, tooMany),
		} {
			t.Run(fmt.Sprint(i, sc.name), func(t *testing.T) { run(t, sc) })
		}
	})

	t.Run("Off", func(t *testing.T) {
		ts, _ := newSpa(t, e) // RateLimit 0
		for i := range 30 {
			send(fmt.Sprint("Send", i), "", 201).run(t, ts)
		}
	})
}

// TestReadRateLimit: the public reads that compute (availability by day
// and by month) have a budget per client of their own, generous enough
// for the booking page. At the default 300 a minute, a visitor who changes
// service or preference 50 times in a minute (the date picker asks up to
// four months and the time list one day at each change: 250 reads) never
// meets it; a client that keeps asking gets 429 with Retry-After, and its
// writes keep their own budget.
func TestReadRateLimit(t *testing.T) {
	e := sqlstoretest.Engines()[0] // the limit lives in memory: one engine is enough
	clock := newFakeClock(spaNow)
	ts, ss := newSpa(t, e, func(c *Config) {
		c.ReadRateLimit = 300 // the default (DAYSPA_READ_RATE_LIMIT)
		c.RateLimit = 20
		c.Now = clock.Now
	})
	get := func(path string) *http.Response {
		resp, _ := ts.do(t, "GET", path, "", nil)
		return resp
	}
	months := []string{"2026-11", "2026-12", "2027-01", "2027-02"}
	for change := range 50 {
		svc := []dayspa.Service{ss.massage, ss.stones}[change%2]
		pref := []string{"any", "female", "male"}[change%3]
		for _, m := range months {
			if resp := get(fmt.Sprintf("/api/availability/month?month=%s&serviceId=%d&preference=%s", m, svc.ID, pref)); resp.StatusCode != 200 {
				t.Fatalf("change %d, month %s: %d", change, m, resp.StatusCode)
			}
		}
		if resp := get(fmt.Sprintf("/api/availability?date=%s&serviceId=%d&preference=%s", bookDay, svc.ID, pref)); resp.StatusCode != 200 {
			t.Fatalf("change %d, day: %d", change, resp.StatusCode)
		}
	}
	day := fmt.Sprintf("/api/availability?date=%s&serviceId=%d", bookDay, ss.massage.ID)
	for i := 250; i < 300; i++ {
		if resp := get(day); resp.StatusCode != 200 {
			t.Fatalf("read %d: %d", i+1, resp.StatusCode)
		}
	}
	resp := get(day)
	if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") != "1" {
		t.Fatalf("read 301: %d, Retry-After %q; want 429 after 1 s (300 a minute: one every 200 ms)",
			resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	if resp := get(fmt.Sprintf("/api/availability/month?month=2026-12&serviceId=%d", ss.massage.ID)); resp.StatusCode != http.StatusTooManyRequests {
		t.Errorf("the month shares the budget: %d", resp.StatusCode)
	}
	if resp, body := ts.do(t, "POST", "/api/bookings", jsonObject(bookingBody(ss.massage)), jsonHeaders); resp.StatusCode != http.StatusCreated {
		t.Errorf("a booking after the reads' budget: %d %s", resp.StatusCode, body)
	}
	if resp := get("/api/services"); resp.StatusCode != 200 {
		t.Errorf("a read that does not compute: %d", resp.StatusCode)
	}
	clock.Advance(200 * time.Millisecond)
	if resp := get(day); resp.StatusCode != 200 {
		t.Errorf("after 200 ms: %d", resp.StatusCode)
	}
}

func TestRateLimiter(t *testing.T) {
	key := func(i int) netip.Prefix { return clientKey(netip.AddrFrom4([4]byte{192, 0, 2, byte(i)})) }

	t.Run("ForgetsIdleClients", func(t *testing.T) {
		clock := newFakeClock(spaNow)
		l := newRateLimiter(2, time.Minute, 1000, clock.Now)
		for i := range 100 {
			if wait := l.reserve(key(i)); wait != 0 {
				t.Fatalf("client %d waits %v", i, wait)
			}
		}
		if l.len() != 100 {
			t.Fatalf("remembers %d clients, want 100", l.len())
		}
		clock.Advance(59 * time.Second)
		l.reserve(key(0))
		if l.len() != 100 {
			t.Fatalf("remembers %d clients before a minute, want 100", l.len())
		}
		clock.Advance(time.Second)
		l.reserve(key(1))
		if l.len() != 2 { // client 0 (seen 1 s ago) and client 1
			t.Fatalf("remembers %d clients after a minute, want 2", l.len())
		}
	})

	t.Run("Bounded", func(t *testing.T) {
		clock := newFakeClock(spaNow)
		l := newRateLimiter(1, time.Minute, 3, clock.Now)
		for i := range 10 {
			l.reserve(key(i))
			if l.len() > 3 {
				t.Fatalf("remembers %d clients, bound 3", l.len())
			}
		}
		// The most recent clients are still limited; the oldest was forgotten.
		if wait := l.reserve(key(9)); wait != time.Minute {
			t.Errorf("recent client waits %v, want 1m", wait)
		}
		if wait := l.reserve(key(0)); wait != 0 {
			t.Errorf("forgotten client waits %v, want 0", wait)
		}
	})

	t.Run("RefusedRequestsTakeNoToken", func(t *testing.T) {
		clock := newFakeClock(spaNow)
		l := newRateLimiter(3, time.Minute, 10, clock.Now)
		for range 3 {
			l.reserve(key(1))
		}
		for range 10 { // hammering while limited does not push the wait back
			if wait := l.reserve(key(1)); wait != 20*time.Second {
				t.Fatalf("wait %v, want 20s", wait)
			}
		}
		clock.Advance(20 * time.Second)
		if wait := l.reserve(key(1)); wait != 0 {
			t.Errorf("after 20 s: wait %v, want 0", wait)
		}
	})

	t.Run("IPv6ByPrefix64", func(t *testing.T) {
		a := clientKey(netip.MustParseAddr("2001:db8:1:2::1"))
		b := clientKey(netip.MustParseAddr("2001:db8:1:2:ffff::9"))
		c := clientKey(netip.MustParseAddr("2001:db8:1:3::1"))
		if a != b || a == c {
			t.Errorf("keys %v %v %v: want one per /64", a, b, c)
		}
		if k := clientKey(netip.Addr{}); k.IsValid() {
			t.Errorf("no address: key %v", k)
		}
	})
}
