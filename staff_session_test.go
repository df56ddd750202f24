package dayspa

import (
	"strings"
	"testing"
)

// TestDeviceOf: the main browsers and systems are named, browsers that
// also say "Chrome" or "Safari" by their own name.
func TestDeviceOf(t *testing.T) {
	cases := map[string]string{
		"Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36":                       "Chrome on Android",
		"Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1": "Safari on iPhone",
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0":                   "Edge on Windows",
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 14.0; rv:121.0) Gecko/20100101 Firefox/121.0":                                                     "Firefox on macOS",
		"Go-http-client/1.1": "Unknown device",
		"":                   "Unknown device",
	}
	for ua, want := range cases {
		if got := DeviceOf(ua); got != want {
			t.Errorf("DeviceOf(%q) = %q, want %q", ua, got, want)
		}
	}
}

// TestTrimUserAgent: a User-Agent is kept to MaxUserAgent bytes, cut on a
// character boundary.
func TestTrimUserAgent(t *testing.T) {
	if got := TrimUserAgent("  Firefox/1  "); got != "Firefox/1" {
		t.Errorf("trim = %q", got)
	}
	long := strings.Repeat("é", MaxUserAgent)
	got := TrimUserAgent(long)
	if len(got) > MaxUserAgent || !strings.HasPrefix(long, got) || len(got) < MaxUserAgent-1 {
		t.Errorf("cut to %d bytes", len(got))
	}
}

// TestMaySeeSessionsOf: one's own sessions always; another's only with
// the right to manage that person's account.
func TestMaySeeSessionsOf(t *testing.T) {
	owner := StaffUser{ID: 1, Role: RoleOwner}
	manager := StaffUser{ID: 2, Role: RoleManager}
	reception := StaffUser{ID: 3, Role: RoleReception}
	cases := []struct {
		by, of StaffUser
		want   bool
	}{
		{reception, reception, true},
		{reception, owner, false},
		{manager, owner, false},
		{manager, reception, true},
		{owner, manager, true},
	}
	for _, c := range cases {
		if got := MaySeeSessionsOf(c.by, c.of); got != c.want {
			t.Errorf("%s sees %s's: %v, want %v", c.by.Role, c.of.Role, got, c.want)
		}
	}
}
