package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// guestToken reads the manage token of booking id's first guest message.
func guestToken(t *testing.T, db *sqlstore.DB, id int64) string {
	t.Helper()
	var token string
	must(t, db.SQL().QueryRow(`SELECT manage_token FROM outbox WHERE booking_id = $1 AND manage_token IS NOT NULL ORDER BY id LIMIT 1`, id).Scan(&token))
	return token
}

func TestManage_GuestReschedulesAndCancels(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newOutboxDB(t, e)
		rules := dayspa.ManageRules{Cutoff: 12 * time.Hour, Phone: "+971 4 123 4567", WhatsApp: "971501234567", Now: clock.Now}
		slots := dayspa.SlotRules{Clock: dayspa.Clock{Location: dubai, Now: clock.Now}}
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 60, Price: dayspa.AED(450), IsActive: true})
		b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "15:00", "layla@example.com"), testRules)
		must(t, err)
		_, err = db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed})
		must(t, err)
		hash := dayspa.HashManageToken(guestToken(t, db, b.ID))

		_, err = db.ManagedBooking(ctx, dayspa.HashManageToken(dayspa.NewManageToken()), rules)
		assertCode(t, err, dayspa.ENOTFOUND)
		mb, err := db.ManagedBooking(ctx, hash, rules)
		must(t, err)
		if mb.ServiceName != "Hot Stone" || mb.BookingTime != "15:00" || mb.EndTime != "16:00" || mb.Status != dayspa.StatusConfirmed || !mb.CanChange {
			t.Fatalf("managed %+v", mb)
		}

		// A full time: refused, nothing changes.
		for i, email := range []string{"a@example.com", "b@example.com", "c@example.com"} {
			_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "17:00", email), testRules)
			if err != nil {
				t.Fatalf("filler %d: %v", i, err)
			}
		}
		_, err = db.RescheduleByGuest(ctx, hash, bookDay, 17*60, slots, rules)
		assertCode(t, err, dayspa.ECONFLICT)
		mb, err = db.ManagedBooking(ctx, hash, rules)
		must(t, err)
		if mb.BookingTime != "15:00" {
			t.Fatalf("a refused reschedule moved it to %s", mb.BookingTime)
		}

		next := bookDay.AddDays(1)
		mb, err = db.RescheduleByGuest(ctx, hash, next, 11*60, slots, rules)
		must(t, err)
		if mb.BookingDate != next || mb.BookingTime != "11:00" || mb.Status != dayspa.StatusConfirmed {
			t.Fatalf("rescheduled %+v", mb)
		}
		p := pendingOf(outboxOf(t, db, b.ID))
		p = p[len(p)-3:]
		if p[0].Kind != dayspa.KindChanged || !p[0].Calendar || !p[1].DueAt.Equal(next.At(11*60, dubai).Add(-24*time.Hour).UTC()) {
			t.Fatalf("messages after reschedule %+v", p)
		}
		// Its own time again: refused, nothing is written.
		before := len(outboxOf(t, db, b.ID))
		_, err = db.RescheduleByGuest(ctx, hash, next, 11*60, slots, rules)
		if dayspa.ErrorMessage(err) != "Your booking is already at that time." {
			t.Fatalf("reschedule to its own time: %v", err)
		}
		if n := len(outboxOf(t, db, b.ID)); n != before {
			t.Fatalf("a refused reschedule wrote %d messages", n-before)
		}
		// The old time is free again: another guest takes it.
		_, err = db.CreateBooking(ctx, newBooking(t, svc, bookDay, "15:00", "d@example.com"), testRules)
		must(t, err)

		// Cut-off: 12 hours before 11:00 on the 30th.
		clock.Add(next.At(11*60, dubai).Add(-11 * time.Hour).Sub(clock.Now()))
		mb, err = db.ManagedBooking(ctx, hash, rules)
		must(t, err)
		if mb.CanChange || mb.Reason != "Changes online are possible until 12 hours before your appointment. Please call +971 4 123 4567 or message us on WhatsApp at +971501234567." {
			t.Fatalf("after the cut-off %+v", mb)
		}
		_, err = db.CancelByGuest(ctx, hash, rules)
		assertCode(t, err, dayspa.ECONFLICT)
		_, err = db.RescheduleByGuest(ctx, hash, next, 14*60, slots, rules)
		assertCode(t, err, dayspa.ECONFLICT)

		// Before it, the guest cancels.
		clock.Add(-2 * time.Hour)
		mb, err = db.CancelByGuest(ctx, hash, rules)
		must(t, err)
		if mb.Status != dayspa.StatusCancelled || mb.CanChange {
			t.Fatalf("cancelled %+v", mb)
		}
		got := outboxOf(t, db, b.ID)
		if last := got[len(got)-1]; last.Kind != dayspa.KindCancelled || !last.Calendar {
			t.Fatalf("last message %+v", last)
		}
		for _, r := range got {
			if r.Kind == dayspa.KindReminder && r.Status == dayspa.MessagePending {
				t.Fatalf("a reminder outlived the guest's cancellation")
			}
		}
		_, err = db.CancelByGuest(ctx, hash, rules)
		assertCode(t, err, dayspa.ECONFLICT)

		// After the appointment's end the link no longer works.
		clock.Add(next.At(12*60, dubai).Sub(clock.Now()))
		_, err = db.ManagedBooking(ctx, hash, rules)
		assertCode(t, err, dayspa.ENOTFOUND)
	})
}
