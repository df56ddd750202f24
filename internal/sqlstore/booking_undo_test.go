package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// kindsOf lists the kinds of rows with status s.
func kindsOf(rows []outboxRow, s dayspa.MessageStatus) []dayspa.MessageKind {
	var out []dayspa.MessageKind
	for _, r := range rows {
		if r.Status == s {
			out = append(out, r.Kind)
		}
	}
	return out
}

// sendDue claims every message due now and marks it sent, as the sender
// does, and returns their kinds.
func sendDue(t *testing.T, db *sqlstore.DB) []dayspa.MessageKind {
	t.Helper()
	claimed, err := db.ClaimMessages(context.Background(), 100, time.Minute)
	must(t, err)
	sent := map[int64]dayspa.RenderedMessage{}
	var kinds []dayspa.MessageKind
	for _, q := range claimed {
		if q.Stale() {
			must(t, db.DropMessage(context.Background(), q.Message.ID, "stale"))
			continue
		}
		sent[q.Message.ID] = dayspa.RenderedMessage{Subject: "s", Text: "t", HTML: "h"}
		kinds = append(kinds, q.Message.Kind)
	}
	if len(sent) > 0 {
		must(t, db.MarkSent(context.Background(), sent))
	}
	return kinds
}

func assertMsg(t *testing.T, err error, msg dayspa.Msg) {
	t.Helper()
	assertCode(t, err, dayspa.ECONFLICT)
	if got := dayspa.ErrorMsgCode(err); got != msg.Code {
		t.Fatalf("message %q, want %q (%v)", got, msg.Code, err)
	}
}

// TestUndoBookingChange: a dashboard cancellation, status change or move
// is taken back once, within the window, through the placement rules; the
// guest is never e-mailed about the undone change, nor about the undo.
func TestUndoBookingChange(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newOutboxDB(t, e)
		rules := dayspa.SlotRules{Clock: dayspa.Clock{Location: dubai, Now: clock.Now}}
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 90, Price: dayspa.AED(450), IsActive: true})
		b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "layla@example.com"), rules)
		must(t, err)
		placed := calendarOf(t, db, b.ID)
		confirmed, err := db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed})
		must(t, err)
		if confirmed.Undo == nil || !confirmed.Undo.Until.Equal(clock.Now().Add(dayspa.UndoWindow)) {
			t.Fatalf("confirmation's undo: %+v", confirmed.Undo)
		}
		// The confirmation waits for the undo window, then goes.
		if got := sendDue(t, db); len(got) != 1 || got[0] != dayspa.KindNewBooking {
			t.Fatalf("sent inside the window: %v", got)
		}
		clock.Add(dayspa.UndoWindow)
		if got := sendDue(t, db); len(got) != 1 || got[0] != dayspa.KindConfirmed {
			t.Fatalf("sent after the window: %v", got)
		}

		t.Run("cancellation undone", func(t *testing.T) {
			cancelled, err := db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusCancelled, Reason: "Guest called"})
			must(t, err)
			if got := kindsOf(outboxOf(t, db, b.ID), dayspa.MessagePending); len(got) != 1 || got[0] != dayspa.KindCancelled {
				t.Fatalf("pending after cancel: %v", got)
			}
			clock.Add(dayspa.UndoWindow - time.Second)
			back, err := db.UndoBookingChange(ctx, b.ID, cancelled.Undo.Token, rules)
			must(t, err)
			if back.Status != dayspa.StatusConfirmed {
				t.Fatalf("restored status %s", back.Status)
			}
			now := calendarOf(t, db, b.ID)
			if now.Status != dayspa.StatusConfirmed || *now.RoomID != *placed.RoomID || now.TherapistIDs[0] != placed.TherapistIDs[0] || now.Start != "10:00" {
				t.Fatalf("restored place: %+v, was %+v", now, placed)
			}
			var reason string
			must(t, db.SQL().QueryRow(`SELECT status_reason FROM bookings WHERE id = $1`, b.ID).Scan(&reason))
			if reason != "" {
				t.Fatalf("reason %q kept", reason)
			}
			// The cancellation is dropped; the reminders are back; the undo
			// writes nothing else.
			rows := outboxOf(t, db, b.ID)
			if got := kindsOf(rows, dayspa.MessagePending); len(got) != 2 || got[0] != dayspa.KindReminder || got[1] != dayspa.KindReminder {
				t.Fatalf("pending after undo: %v", got)
			}
			if rows[len(rows)-3].Kind != dayspa.KindCancelled || rows[len(rows)-3].Status != dayspa.MessageDropped {
				t.Fatalf("the cancellation: %+v", rows[len(rows)-3])
			}
			clock.Add(time.Hour)
			if got := sendDue(t, db); len(got) != 0 {
				t.Fatalf("the guest was e-mailed %v about an undone change", got)
			}
			// Once only.
			_, err = db.UndoBookingChange(ctx, b.ID, cancelled.Undo.Token, rules)
			assertMsg(t, err, dayspa.MsgUndoExpired)
		})

		t.Run("move undone", func(t *testing.T) {
			at := "14:00"
			moved, err := db.MoveBooking(ctx, b.ID, dayspa.BookingMove{BookingTime: &at}, rules)
			must(t, err)
			if moved.Undo == nil || moved.Start != "14:00" {
				t.Fatalf("moved: %+v", moved)
			}
			back, err := db.UndoBookingChange(ctx, b.ID, moved.Undo.Token, rules)
			must(t, err)
			now := calendarOf(t, db, b.ID)
			if back.BookingTime != "10:00" || now.Start != "10:00" || *now.RoomID != *placed.RoomID || now.TherapistIDs[0] != placed.TherapistIDs[0] {
				t.Fatalf("restored: %+v", now)
			}
			clock.Add(time.Hour)
			if got := sendDue(t, db); len(got) != 0 {
				t.Fatalf("the guest was e-mailed %v about an undone move", got)
			}
		})

		t.Run("expired", func(t *testing.T) {
			cancelled, err := db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusCancelled, Reason: "Guest called"})
			must(t, err)
			clock.Add(dayspa.UndoWindow)
			_, err = db.UndoBookingChange(ctx, b.ID, cancelled.Undo.Token, rules)
			assertMsg(t, err, dayspa.MsgUndoExpired)
			if calendarOf(t, db, b.ID).Status != dayspa.StatusCancelled {
				t.Fatal("an expired undo changed the booking")
			}
			// The cancellation stands and is told once.
			if got := sendDue(t, db); len(got) != 1 || got[0] != dayspa.KindCancelled {
				t.Fatalf("sent after the window: %v", got)
			}
			// An unknown token, or another booking's, is as expired.
			_, err = db.UndoBookingChange(ctx, b.ID, dayspa.NewManageToken(), rules)
			assertMsg(t, err, dayspa.MsgUndoExpired)
			_, err = db.UndoBookingChange(ctx, b.ID, "not a token", rules)
			assertCode(t, err, dayspa.EINVALID)
		})
	})
}

// TestUndoCancellationSlotTaken: a cancelled booking comes back only to a
// place still free; else the undo is refused and nothing changes.
func TestUndoCancellationSlotTaken(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newOutboxDB(t, e)
		rules := dayspa.SlotRules{Clock: dayspa.Clock{Location: dubai, Now: clock.Now}}
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 90, Price: dayspa.AED(450), IsActive: true})
		var first *dayspa.Booking
		for _, email := range []string{"a@example.com", "b@example.com", "c@example.com"} {
			b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", email), rules)
			must(t, err)
			if first == nil {
				first = b
			}
		}
		cancelled, err := db.SetBookingStatus(ctx, first.ID, dayspa.StatusChange{Status: dayspa.StatusCancelled, Reason: "Guest called"})
		must(t, err)
		// Another guest takes the freed place.
		_, err = db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "d@example.com"), rules)
		must(t, err)
		_, err = db.UndoBookingChange(ctx, first.ID, cancelled.Undo.Token, rules)
		assertMsg(t, err, dayspa.MsgUndoSlotTaken)
		if got := calendarOf(t, db, first.ID); got.Status != dayspa.StatusCancelled {
			t.Fatalf("a refused undo changed the booking: %+v", got)
		}
	})
}
