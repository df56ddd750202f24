package sqlstore_test

import (
	"context"
	"slices"
	"testing"

	"github.com/dayspa/dayspa"
)

// A therapist's own calendar lists exactly the bookings she is one of the
// therapists of (a couple's treatment shows to both of its therapists),
// of the days asked only, with the guest's first name, on each engine.
func TestTherapistBookings(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 60, Price: dayspa.AED(450), IsActive: true})
		pair := createService(t, db, couples())
		for i, at := range []string{"10:00", "10:00", "13:00"} {
			_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, at, string(rune('a'+i))+"@example.com"), testRules)
			must(t, err)
		}
		_, err := db.CreateBooking(ctx, newBooking(t, pair, bookDay, "16:00", "pair@example.com"), testRules)
		must(t, err)
		next := bookDay.AddDays(1)
		_, err = db.CreateBooking(ctx, newBooking(t, svc, next, "11:00", "next@example.com"), testRules)
		must(t, err)

		all, err := db.CalendarBookings(ctx, bookDay, next)
		must(t, err)
		team, err := db.Therapists(ctx)
		must(t, err)
		for _, th := range team {
			var want []int64
			for _, cb := range all {
				if cb.BookingDate == bookDay && slices.Contains(cb.TherapistIDs, th.ID) {
					want = append(want, cb.ID)
				}
			}
			got, err := db.TherapistBookings(ctx, th.ID, bookDay, bookDay)
			must(t, err)
			var ids []int64
			for _, b := range got {
				ids = append(ids, b.ID)
				if b.GuestFirstName != "Layla" || b.SpecialRequests != "Quiet room, please." || b.RoomName == "" || b.ServiceName == "" ||
					b.Date != bookDay || b.Start == "" || b.End == "" || b.Status != dayspa.StatusPending {
					t.Errorf("%s's booking %+v", th.Name, b)
				}
			}
			if !slices.Equal(ids, want) {
				t.Errorf("%s's bookings %v, want %v", th.Name, ids, want)
			}
		}
		none, err := db.TherapistBookings(ctx, 999999, bookDay, next)
		must(t, err)
		if none == nil || len(none) != 0 {
			t.Errorf("an unknown therapist's bookings: %#v", none)
		}
	})
}
