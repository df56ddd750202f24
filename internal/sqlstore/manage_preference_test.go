package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// therapistsOf returns the names of the therapists booking id holds.
func therapistsOf(t *testing.T, db *sqlstore.DB, id int64) []string {
	t.Helper()
	rows, err := db.SQL().Query(`SELECT t.name FROM booking_therapists bt JOIN therapists t ON t.id = bt.therapist_id
		WHERE bt.booking_id = $1 ORDER BY t.name`, id)
	must(t, err)
	defer rows.Close()
	var out []string
	for rows.Next() {
		var name string
		must(t, rows.Scan(&name))
		out = append(out, name)
	}
	must(t, rows.Err())
	return out
}

// The guest's therapist preference is part of the booking: a move through
// the manage page places it with the same preference, or refuses the time.
func TestManage_RescheduleKeepsThePreference(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newOutboxDB(t, e)
		rules := dayspa.ManageRules{Cutoff: 12 * time.Hour, Phone: "+971 4 123 4567", Now: clock.Now}
		slots := dayspa.SlotRules{Clock: dayspa.Clock{Location: dubai, Now: clock.Now}}
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 60, Price: dayspa.AED(450), IsActive: true})
		// The team: Aisha and Mariam (female), Omar (male).
		nb := newBooking(t, svc, bookDay, "15:00", "layla@example.com")
		nb.Preference = dayspa.Preference{Gender: dayspa.GenderMale}
		b, err := db.CreateBooking(ctx, nb, testRules)
		must(t, err)
		if got := therapistsOf(t, db, b.ID); len(got) != 1 || got[0] != "Omar" {
			t.Fatalf("booked with %v, want Omar", got)
		}
		hash := dayspa.HashManageToken(guestToken(t, db, b.ID))
		mb, err := db.ManagedBooking(ctx, hash, rules)
		must(t, err)
		if mb.Preference.String() != "male" {
			t.Fatalf("managed booking's preference %v, want male", mb.Preference)
		}

		// Omar is busy at 11:00 the next day; the women are free.
		next := bookDay.AddDays(1)
		other := newBooking(t, svc, next, "11:00", "noura@example.com")
		other.Preference = dayspa.Preference{Gender: dayspa.GenderMale}
		_, err = db.CreateBooking(ctx, other, testRules)
		must(t, err)
		before := len(outboxOf(t, db, b.ID))
		_, err = db.RescheduleByGuest(ctx, hash, next, 11*60, slots, rules)
		assertCode(t, err, dayspa.ECONFLICT)
		if got := therapistsOf(t, db, b.ID); len(got) != 1 || got[0] != "Omar" {
			t.Fatalf("a refused move changed the therapists to %v", got)
		}
		if n := len(outboxOf(t, db, b.ID)); n != before {
			t.Fatalf("a refused move wrote %d messages", n-before)
		}

		// At 14:00 Omar is free: moved, with him.
		mb, err = db.RescheduleByGuest(ctx, hash, next, 14*60, slots, rules)
		must(t, err)
		if mb.BookingDate != next || mb.BookingTime != "14:00" || mb.Preference.String() != "male" {
			t.Fatalf("moved %+v", mb)
		}
		if got := therapistsOf(t, db, b.ID); len(got) != 1 || got[0] != "Omar" {
			t.Fatalf("moved with %v, want Omar", got)
		}

		// A named therapist is kept the same way.
		nb = newBooking(t, svc, bookDay, "18:00", "salma@example.com")
		team, err := db.Therapists(ctx)
		must(t, err)
		var aisha int64
		for _, th := range team {
			if th.Name == "Aisha" {
				aisha = th.ID
			}
		}
		nb.Preference = dayspa.Preference{TherapistID: aisha}
		b2, err := db.CreateBooking(ctx, nb, testRules)
		must(t, err)
		hash2 := dayspa.HashManageToken(guestToken(t, db, b2.ID))
		busy := newBooking(t, svc, next, "17:00", "huda@example.com")
		busy.Preference = dayspa.Preference{TherapistID: aisha}
		_, err = db.CreateBooking(ctx, busy, testRules)
		must(t, err)
		_, err = db.RescheduleByGuest(ctx, hash2, next, 17*60, slots, rules)
		assertCode(t, err, dayspa.ECONFLICT)
		mb, err = db.RescheduleByGuest(ctx, hash2, next, 19*60, slots, rules)
		must(t, err)
		if got := therapistsOf(t, db, b2.ID); len(got) != 1 || got[0] != "Aisha" || mb.Preference != (dayspa.Preference{TherapistID: aisha}) {
			t.Fatalf("moved with %v (preference %v), want Aisha", got, mb.Preference)
		}
	})
}
