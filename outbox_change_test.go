package dayspa

import (
	"slices"
	"testing"
)

// TestStatusChangeEvent tables every pair of statuses: a move the
// dashboard may make sends a confirmation, a cancellation, or nothing
// (closed); any other pair is no change at all.
func TestStatusChangeEvent(t *testing.T) {
	const no = BookingEvent(0)
	P, C, D, X, N := StatusPending, StatusConfirmed, StatusCompleted, StatusCancelled, StatusNoShow
	want := map[[2]BookingStatus]BookingEvent{
		{P, P}: no, {P, C}: EventConfirmed, {P, D}: no, {P, X}: EventCancelled, {P, N}: no,
		{C, P}: no, {C, C}: no, {C, D}: EventClosed, {C, X}: EventCancelled, {C, N}: EventClosed,
		{D, P}: no, {D, C}: no, {D, D}: no, {D, X}: no, {D, N}: no,
		{X, P}: no, {X, C}: no, {X, D}: no, {X, X}: no, {X, N}: no,
		{N, P}: no, {N, C}: no, {N, D}: no, {N, X}: no, {N, N}: no,
	}
	all := []BookingStatus{P, C, D, X, N}
	if len(want) != len(all)*len(all) {
		t.Fatalf("the table has %d pairs, want %d", len(want), len(all)*len(all))
	}
	for _, from := range all {
		for _, to := range all {
			ev, ok := StatusChangeEvent(from, to)
			w := want[[2]BookingStatus{from, to}]
			if ok != (w != no) || ev != w {
				t.Errorf("%s → %s: event %d, %v; want %d, %v", from, to, ev, ok, w, w != no)
			}
		}
	}
}

// TestPendingFate tables every event against every kind of unsent
// message: after the creation, a change replans the reminders and makes
// the guest's other messages stale; the spa's notice of a new request is
// always sent; the creation itself touches nothing.
func TestPendingFate(t *testing.T) {
	K, R, S := PendingKept, PendingReplanned, PendingStale
	// Columns in MessageKinds' order: request_received, new_booking,
	// confirmed, reminder, changed, cancelled.
	want := map[BookingEvent][6]PendingFate{
		EventCreated:   {K, K, K, K, K, K},
		EventConfirmed: {S, K, S, R, S, S},
		EventMoved:     {S, K, S, R, S, S},
		EventCancelled: {S, K, S, R, S, S},
		EventClosed:    {S, K, S, R, S, S},
	}
	if len(MessageKinds) != 6 {
		t.Fatalf("%d message kinds: extend the table", len(MessageKinds))
	}
	for e, row := range want {
		for i, k := range MessageKinds {
			if got := e.PendingFate(k); got != row[i] {
				t.Errorf("event %d, unsent %s: fate %d, want %d", e, k, got, row[i])
			}
		}
	}
	replanned, stale := EventMoved.PendingOnChange()
	if !slices.Equal(replanned, []MessageKind{KindReminder}) ||
		!slices.Equal(stale, []MessageKind{KindRequestReceived, KindConfirmed, KindChanged, KindCancelled}) {
		t.Errorf("moved: replans %v, makes stale %v", replanned, stale)
	}
	if replanned, stale := EventCreated.PendingOnChange(); replanned != nil || stale != nil {
		t.Errorf("created: replans %v, makes stale %v; want none", replanned, stale)
	}
}
