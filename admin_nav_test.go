package dayspa

import (
	"testing"
	"time"
)

func TestNewAdminNav(t *testing.T) {
	dubai, err := time.LoadLocation(DefaultTimeZone)
	if err != nil {
		t.Fatal(err)
	}
	// 21:30:45.9 UTC is already the next day in Dubai (UTC+4).
	clock := Clock{Location: dubai, Now: func() time.Time { return time.Date(2026, 11, 27, 21, 30, 45, 900_000_000, time.UTC) }}
	counts := NavCounts{NewRequests: 3, UnreadMessages: 2, Bookings: 120, Customers: 40, Services: 12, Posts: 9, Income: 55}

	got := NewAdminNav(Business{Name: " Serenity Day Spa Dubai ", ShortName: "Serenity"}, "", clock, counts)
	want := AdminNav{
		SpaName:  "Serenity Day Spa Dubai",
		User:     NavUser{Name: DefaultAdminName},
		Today:    Date{2026, time.November, 28},
		Now:      "2026-11-28T01:30:45+04:00",
		TimeZone: "Asia/Dubai",
		Counts:   counts,
	}
	if got != want {
		t.Errorf("NewAdminNav =\n%+v\nwant\n%+v", got, want)
	}

	// Without a full name, the short one; a named person keeps their name.
	got = NewAdminNav(Business{ShortName: "Serenity"}, " Layla ", clock, counts)
	if got.SpaName != "Serenity" || got.User.Name != "Layla" {
		t.Errorf("spaName, user = %q, %q; want Serenity, Layla", got.SpaName, got.User.Name)
	}
}

// Each role reads only the counts of the places it may open: an owner and a
// manager every count, reception the front desk's but not the number of
// income transactions, services or posts, a therapist none.
func TestNavCountsFor(t *testing.T) {
	all := NavCounts{NewRequests: 3, UnreadMessages: 2, Bookings: 120, Customers: 40, Services: 12, Posts: 9, Income: 55}
	frontDesk := NavCounts{NewRequests: 3, UnreadMessages: 2, Bookings: 120, Customers: 40}
	for _, tc := range []struct {
		role Role
		want NavCounts
	}{
		{RoleOwner, all},
		{RoleManager, all},
		{RoleReception, frontDesk},
		{RoleTherapist, NavCounts{}},
		{Role("intruder"), NavCounts{}},
	} {
		if got := all.For(tc.role); got != tc.want {
			t.Errorf("For(%s) =\n%+v\nwant\n%+v", tc.role, got, tc.want)
		}
	}
}
