package dayspa

import (
	"testing"
	"time"
)

func TestMessageRulesPlan(t *testing.T) {
	now := time.Date(2026, 11, 22, 4, 0, 0, 0, time.UTC)
	start := now.Add(30 * time.Hour)
	r := MessageRules{SpaEmail: "spa@example.com", Reminders: []time.Duration{24 * time.Hour, 2 * time.Hour, 40 * time.Hour}}
	created := r.Plan(BookingChange{Event: EventCreated, Status: StatusPending, GuestEmail: "g@example.com", Start: start}, now)
	if len(created) != 2 || created[0].Kind != KindRequestReceived || !created[0].Manage || created[0].Calendar ||
		created[1].Kind != KindNewBooking || created[1].Recipient != "spa@example.com" || created[1].Manage {
		t.Fatalf("created: %+v", created)
	}
	confirmed := r.Plan(BookingChange{Event: EventConfirmed, Status: StatusConfirmed, GuestEmail: "g@example.com", Start: start}, now)
	// The reminder 40 hours before is already past: only two.
	if len(confirmed) != 3 || confirmed[0].Kind != KindConfirmed || !confirmed[0].Calendar ||
		!confirmed[1].DueAt.Equal(start.Add(-24*time.Hour)) || !confirmed[2].DueAt.Equal(start.Add(-2*time.Hour)) {
		t.Fatalf("confirmed: %+v", confirmed)
	}
	// A paid deposit whose policy confirms on payment: the guest is told
	// it is confirmed (with the calendar file and the reminders), the spa
	// of a new booking as for any request.
	paid := r.Plan(BookingChange{Event: EventCreated, Status: StatusConfirmed, GuestEmail: "g@example.com", Start: start}, now)
	if len(paid) != 4 || paid[0].Kind != KindConfirmed || !paid[0].Calendar || !paid[0].Manage ||
		paid[1].Kind != KindNewBooking || paid[1].Recipient != "spa@example.com" ||
		paid[2].Kind != KindReminder || !paid[2].DueAt.Equal(start.Add(-24*time.Hour)) || paid[3].Kind != KindReminder {
		t.Fatalf("created confirmed: %+v", paid)
	}
	movedPending := r.Plan(BookingChange{Event: EventMoved, Status: StatusPending, GuestEmail: "g@example.com", Start: start}, now)
	if len(movedPending) != 1 || movedPending[0].Kind != KindChanged || movedPending[0].Calendar {
		t.Fatalf("moved pending: %+v", movedPending)
	}
	cancelled := r.Plan(BookingChange{Event: EventCancelled, Status: StatusCancelled, WasConfirmed: true, GuestEmail: "g@example.com", Start: start}, now)
	if len(cancelled) != 1 || cancelled[0].Kind != KindCancelled || !cancelled[0].Calendar || cancelled[0].Manage {
		t.Fatalf("cancelled: %+v", cancelled)
	}
	if got := r.Plan(BookingChange{Event: EventClosed, Status: StatusCompleted, Start: start}, now); len(got) != 0 {
		t.Fatalf("closed: %+v", got)
	}
	if got := (MessageRules{}).Plan(BookingChange{Event: EventCreated, Status: StatusPending, GuestEmail: "g@example.com"}, now); len(got) != 1 {
		t.Fatalf("no spa address: %+v", got)
	}
}

func TestStaleAndRetry(t *testing.T) {
	if !KindReminder.IsStale(2, 3) || KindReminder.IsStale(3, 3) || KindNewBooking.IsStale(1, 4) {
		t.Error("IsStale")
	}
	now := time.Unix(0, 0)
	want := []time.Duration{time.Minute, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour, 12 * time.Hour}
	for i, d := range want {
		at, ok := NextAttempt(i+1, false, now)
		if !ok || !at.Equal(now.Add(d)) {
			t.Errorf("after %d failures: %v %v, want %v", i+1, at, ok, d)
		}
	}
	if _, ok := NextAttempt(6, false, now); ok {
		t.Error("a sixth failure is retried")
	}
	if _, ok := NextAttempt(1, true, now); ok {
		t.Error("a permanent refusal is retried")
	}
}

func TestParseReminders(t *testing.T) {
	got, err := ParseReminders("24h, 2h")
	if err != nil || len(got) != 2 || got[0] != 24*time.Hour || got[1] != 2*time.Hour {
		t.Fatalf("%v %v", got, err)
	}
	for _, bad := range []string{"24", "0s", "1000h", "24h,,2h"} {
		if _, err := ParseReminders(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if got, err := ParseReminders("off"); err != nil || got != nil {
		t.Errorf("off: %v %v", got, err)
	}
}

func TestManageToken(t *testing.T) {
	a, b := NewManageToken(), NewManageToken()
	if a == b || !ValidManageToken(a) || ValidManageToken(a[:31]) || ValidManageToken(a[:31]+"!") {
		t.Fatalf("tokens %q %q", a, b)
	}
	if HashManageToken(a) == HashManageToken(b) || len(HashManageToken(a)) != 64 {
		t.Fatal("hash")
	}
}
