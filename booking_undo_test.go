package dayspa

import (
	"testing"
	"time"
)

func TestBookingUndoCheck(t *testing.T) {
	now := time.Date(2026, 11, 28, 14, 0, 0, 0, time.UTC)
	before := BookingState{Status: StatusConfirmed, Date: Date{2026, 11, 29}, Minute: 600, RoomID: 1, TherapistIDs: []int64{2, 3}}
	after := before
	after.Status, after.Reason = StatusCancelled, "Guest called"
	u := BookingUndo{BookingID: 7, Before: before, After: after, Until: now.Add(UndoWindow)}
	if err := u.Check(after, now.Add(UndoWindow-time.Millisecond)); err != nil {
		t.Fatalf("within the window: %v", err)
	}
	// The window ends at Until.
	if err := u.Check(after, now.Add(UndoWindow)); ErrorCode(err) != ECONFLICT || ErrorMsgCode(err) != MsgUndoExpired.Code {
		t.Fatalf("at its end: %v", err)
	}
	// A booking changed since is not rolled over the later change.
	changed := after
	changed.Reason = "Another reason"
	if err := u.Check(changed, now); ErrorCode(err) != ECONFLICT || ErrorMsgCode(err) != MsgUndoChanged.Code {
		t.Fatalf("changed since: %v", err)
	}
	// Therapists compare in any order.
	swapped := after
	swapped.TherapistIDs = []int64{3, 2}
	if err := u.Check(swapped, now); err != nil {
		t.Fatalf("same therapists in another order: %v", err)
	}
}

func TestBookingStatePlaced(t *testing.T) {
	at := BookingState{Status: StatusConfirmed, Date: Date{2026, 11, 29}, Minute: 600, RoomID: 1, TherapistIDs: []int64{2}}
	cancelled, completed, moved := at, at, at
	cancelled.Status, completed.Status, moved.Minute = StatusCancelled, StatusCompleted, 660
	cases := []struct {
		name            string
		restore, from   BookingState
		wantPlacedAgain bool
	}{
		{"a cancellation undone takes its place again", at, cancelled, true},
		{"a move undone takes its old place", at, moved, true},
		{"a completion undone keeps the place it holds", at, completed, false},
		{"a confirmation undone keeps the place it holds", BookingState{Status: StatusPending, Date: at.Date, Minute: 600, RoomID: 1, TherapistIDs: []int64{2}}, at, false},
	}
	for _, c := range cases {
		if got := c.restore.Placed(c.from); got != c.wantPlacedAgain {
			t.Errorf("%s: Placed = %v", c.name, got)
		}
	}
}

func TestUndoRequestValidate(t *testing.T) {
	r := UndoRequest{Token: "  " + NewManageToken() + " "}
	if err := r.Validate(); err != nil || len(r.Token) != 32 {
		t.Fatalf("a token: %v %q", err, r.Token)
	}
	for _, bad := range []string{"", "short", NewManageToken() + "x", "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"} {
		r := UndoRequest{Token: bad}
		if err := r.Validate(); ErrorCode(err) != EINVALID {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

func TestPlanUndoable(t *testing.T) {
	now := time.Date(2026, 11, 28, 14, 0, 0, 0, time.UTC)
	start := now.Add(48 * time.Hour)
	rules := MessageRules{Reminders: []time.Duration{24 * time.Hour, 48*time.Hour - 5*time.Second}}
	// A dashboard confirmation: the guest is written once the undo window
	// has passed, and no reminder is due inside it either.
	got := rules.Plan(BookingChange{Event: EventConfirmed, Status: StatusConfirmed, GuestEmail: "g@example.ae", Start: start, Undoable: true}, now)
	if len(got) != 3 || got[0].Kind != KindConfirmed || !got[0].DueAt.Equal(now.Add(UndoWindow)) {
		t.Fatalf("undoable confirmation: %+v", got)
	}
	if !got[1].DueAt.Equal(start.Add(-24*time.Hour)) || !got[2].DueAt.Equal(now.Add(UndoWindow)) {
		t.Fatalf("reminders: %+v", got[1:])
	}
	// The guest's own change is told at once.
	got = rules.Plan(BookingChange{Event: EventCancelled, Status: StatusCancelled, GuestEmail: "g@example.ae", Start: start}, now)
	if len(got) != 1 || !got[0].DueAt.Equal(now) {
		t.Fatalf("guest's cancellation: %+v", got)
	}
	// An undo writes the guest nothing but the reminders of the booking
	// as restored.
	got = rules.Plan(BookingChange{Event: EventUndone, Status: StatusConfirmed, GuestEmail: "g@example.ae", Start: start}, now)
	if len(got) != 2 || got[0].Kind != KindReminder || got[1].Kind != KindReminder {
		t.Fatalf("undo of a confirmed booking: %+v", got)
	}
	if got := rules.Plan(BookingChange{Event: EventUndone, Status: StatusPending, GuestEmail: "g@example.ae", Start: start}, now); len(got) != 0 {
		t.Fatalf("undo to pending: %+v", got)
	}
	// An undo drops the change's unsent messages to the guest and
	// replans the reminders.
	replanned, stale := EventUndone.PendingOnChange()
	if len(replanned) != 1 || replanned[0] != KindReminder || len(stale) != 4 {
		t.Fatalf("undo's pending fate: %v %v", replanned, stale)
	}
}
