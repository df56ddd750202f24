package sqlstore_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// smallTeam gives db two rooms (single, couple) and three therapists
// qualified for svc, all working 09:00 to 22:00 every day.
func smallTeam(t *testing.T, db *sqlstore.DB, svc dayspa.Service) ([]dayspa.Therapist, []dayspa.Room) {
	t.Helper()
	ctx := context.Background()
	var rooms []dayspa.Room
	for _, r := range []dayspa.Room{{Name: "Jasmine", Kind: dayspa.RoomSingle, Active: true}, {Name: "Suite", Kind: dayspa.RoomCouple, Active: true}} {
		must(t, db.CreateRoom(ctx, &r))
		rooms = append(rooms, r)
	}
	var ws dayspa.WeekSchedule
	for i := range ws {
		ws[i] = []dayspa.Interval{{Start: 540, End: 1320}}
	}
	var ts []dayspa.Therapist
	for i, g := range []dayspa.Gender{dayspa.GenderFemale, dayspa.GenderFemale, dayspa.GenderMale} {
		th := dayspa.Therapist{Name: fmt.Sprintf("Therapist %d", i+1), Gender: g, ServiceIDs: []int64{svc.ID}, Schedule: ws,
			Active: true, CommissionPercentage: 40}
		must(t, db.CreateTherapist(ctx, &th))
		ts = append(ts, th)
	}
	return ts, rooms
}

func TestTherapistsAndRooms(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		t.Run("RoundTrip", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			in := dayspa.Therapist{Name: "Layla", Gender: dayspa.GenderFemale, ServiceIDs: []int64{svc.ID}, Active: true, CommissionPercentage: 35,
				TimeOff: []dayspa.TimeOff{{From: bookDay, To: bookDay.AddDays(2), Note: "leave"}}}
			in.Schedule[1] = []dayspa.Interval{{Start: 540, End: 780}, {Start: 840, End: 1020}}
			must(t, in.Validate(dayspa.DefaultOpeningHours()))
			must(t, db.CreateTherapist(ctx, &in))
			got, err := db.GetTherapist(ctx, in.ID)
			must(t, err)
			if got.Name != "Layla" || got.CommissionPercentage != 35 || len(got.ServiceIDs) != 1 || len(got.Schedule[1]) != 2 ||
				got.Schedule[1][1].End != 1020 || len(got.TimeOff) != 1 || got.TimeOff[0].To != bookDay.AddDays(2) {
				t.Errorf("read back %+v", got)
			}
			got.Active, got.ServiceIDs = false, []int64{}
			must(t, db.UpdateTherapist(ctx, got))
			again, err := db.GetTherapist(ctx, in.ID)
			must(t, err)
			if again.Active || len(again.ServiceIDs) != 0 {
				t.Errorf("after update %+v", again)
			}
			bad := *again
			bad.ServiceIDs = []int64{4242}
			err = db.UpdateTherapist(ctx, &bad)
			assertCode(t, err, dayspa.EINVALID)
			if again, _ := db.GetTherapist(ctx, in.ID); len(again.ServiceIDs) != 0 {
				t.Errorf("a refused update wrote services: %v", again.ServiceIDs)
			}
			_, err = db.GetTherapist(ctx, 4242)
			assertCode(t, err, dayspa.ENOTFOUND)
		})

		t.Run("DeleteRefusedWithUpcomingBookings", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "a@example.ae"), testRules)
			must(t, err)
			err = db.DeleteTherapist(ctx, b.Assignment.TherapistIDs[0], testClock.Today())
			assertCode(t, err, dayspa.ECONFLICT)
			if msg := dayspa.ErrorMessage(err); msg != "This therapist has 1 upcoming booking. Deactivate them instead." {
				t.Errorf("message = %q", msg)
			}
			err = db.DeleteRoom(ctx, b.Assignment.RoomID, testClock.Today())
			assertCode(t, err, dayspa.ECONFLICT)
			// After the day, the same delete goes through; the booking forgets them.
			must(t, db.DeleteTherapist(ctx, b.Assignment.TherapistIDs[0], bookDay.AddDays(1)))
			must(t, db.DeleteRoom(ctx, b.Assignment.RoomID, bookDay.AddDays(1)))
			if n := count(t, db, "bookings"); n != 1 {
				t.Errorf("bookings = %d, want the booking kept", n)
			}
			assertCode(t, db.DeleteRoom(ctx, 4242, bookDay), dayspa.ENOTFOUND)
		})

		t.Run("HoursAndSpecialDays", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			oh, err := db.OpeningHours(ctx)
			must(t, err)
			if oh != dayspa.DefaultOpeningHours() && (oh[0] == nil || *oh[0] != dayspa.Hours{Open: 540, Close: 1320}) {
				t.Errorf("default hours = %v", oh)
			}
			oh[5] = nil // Friday closed
			must(t, db.SetOpeningHours(ctx, oh))
			back, err := db.OpeningHours(ctx)
			must(t, err)
			if back[5] != nil || back[1] == nil || back[1].Close != 1320 {
				t.Errorf("hours read back = %v", back)
			}
			ramadan := dayspa.SpecialDay{From: bookDay, To: bookDay.AddDays(9), Hours: &dayspa.Hours{Open: 600, Close: 1200}, Note: "Ramadan"}
			must(t, db.CreateSpecialDay(ctx, &ramadan))
			eid := dayspa.SpecialDay{From: bookDay.AddDays(9), To: bookDay.AddDays(11), Note: "Eid"}
			assertCode(t, db.CreateSpecialDay(ctx, &eid), dayspa.ECONFLICT)
			eid.From = bookDay.AddDays(10)
			must(t, db.CreateSpecialDay(ctx, &eid))
			plans, err := db.DayPlans(ctx, bookDay.AddDays(9), bookDay.AddDays(10))
			must(t, err)
			if plans[0].Hours == nil || plans[0].Hours.Close != 1200 || plans[1].Hours != nil {
				t.Errorf("plans' hours = %v, %v", plans[0].Hours, plans[1].Hours)
			}
			all, err := db.SpecialDays(ctx)
			must(t, err)
			if len(all) != 2 || all[0].Note != "Ramadan" || all[1].Hours != nil {
				t.Errorf("special days = %+v", all)
			}
			must(t, db.DeleteSpecialDay(ctx, eid.ID))
			assertCode(t, db.DeleteSpecialDay(ctx, eid.ID), dayspa.ENOTFOUND)
		})

		t.Run("MigratedBookingsHoldAnonymously", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			// Written as before the migration: no room, no therapists, no hold end.
			var customer int64
			must(t, db.SQL().QueryRow(`INSERT INTO customers (name, email, phone, created_at) VALUES ('Old', 'old@example.ae', '', $1) RETURNING id`, testNow).Scan(&customer))
			for range 2 {
				_, err := db.SQL().Exec(`INSERT INTO bookings (customer_id, service_id, booking_date, booking_time, start_minute, end_minute, places, status, total_amount, created_at)
					VALUES ($1, $2, $3, '10:00', 600, 660, 1, 'confirmed', 35000, $4)`, customer, svc.ID, bookDay, testNow)
				must(t, err)
			}
			// Three rooms and therapists (QualifyTeam): one place is left at 10:00.
			_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "a@example.ae"), testRules)
			must(t, err)
			_, err = db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "b@example.ae"), testRules)
			assertCode(t, err, dayspa.ECONFLICT)
		})
	})
}

func TestExclusionConstraints(t *testing.T) {
	// PostgreSQL refuses a room or a therapist held twice at once, even when
	// the application's check is skipped (here: rows written by hand).
	forEachEngine(t, func(t *testing.T, e engine) {
		if e.Name != sqlstore.EnginePostgres {
			t.Skip("PostgreSQL only: SQLite's single writer makes the application's check atomic")
		}
		ctx := context.Background()
		db := newDB(t, e)
		svc := createService(t, db, massage("Swedish Massage"))
		b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "a@example.ae"), testRules)
		must(t, err)
		var customer int64
		must(t, db.SQL().QueryRow(`SELECT customer_id FROM bookings WHERE id = $1`, b.ID).Scan(&customer))
		insert := func(start, end int, room int64) (int64, error) {
			var id int64
			err := db.SQL().QueryRow(`INSERT INTO bookings (customer_id, service_id, booking_date, booking_time, start_minute, end_minute, places, status, total_amount, created_at, room_id, hold_end_minute)
				VALUES ($1, $2, $3, '10:30', $4, $5, 1, 'pending', 35000, $6, $7, $5) RETURNING id`,
				customer, svc.ID, bookDay, start, end, testNow, room).Scan(&id)
			return id, err
		}
		if _, err := insert(630, 690, b.Assignment.RoomID); err == nil {
			t.Error("the same room overlapping was stored")
		}
		id, err := insert(660, 720, b.Assignment.RoomID) // starts as the first ends: allowed
		must(t, err)
		_, err = db.SQL().Exec(`INSERT INTO booking_therapists (booking_id, therapist_id, booking_date, start_minute, hold_end_minute, holds)
			VALUES ($1, $2, $3, 630, 690, TRUE)`, id, b.Assignment.TherapistIDs[0], bookDay)
		if err == nil {
			t.Error("the same therapist overlapping was stored")
		}
		// Cancelled, the first booking frees its therapist for the constraint
		// too, whatever wrote the status.
		_, err = db.SQL().Exec(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, b.ID)
		must(t, err)
		_, err = db.SQL().Exec(`INSERT INTO booking_therapists (booking_id, therapist_id, booking_date, start_minute, hold_end_minute, holds)
			VALUES ($1, $2, $3, 630, 690, TRUE)`, id, b.Assignment.TherapistIDs[0], bookDay)
		must(t, err)
	})
}

func TestTeamCopyFollowsOtherInstances(t *testing.T) {
	// Each instance keeps a copy of the team; a change made through another
	// instance reaches the next plan of this one.
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		cfg := e.Config(t)
		a, b := open(t, cfg), open(t, cfg)
		svc := createService(t, a, massage("Swedish Massage"))
		plans, err := a.DayPlans(ctx, bookDay, bookDay)
		must(t, err)
		if len(plans[0].Therapists) != 3 || len(plans[0].Rooms) != 3 {
			t.Fatalf("plan = %d therapists, %d rooms", len(plans[0].Therapists), len(plans[0].Rooms))
		}
		team, err := b.Therapists(ctx)
		must(t, err)
		team[0].Active = false
		must(t, b.UpdateTherapist(ctx, &team[0]))
		sd := dayspa.SpecialDay{From: bookDay, To: bookDay, Note: "Closed"}
		must(t, b.CreateSpecialDay(ctx, &sd))
		plans, err = a.DayPlans(ctx, bookDay, bookDay)
		must(t, err)
		if len(plans[0].Therapists) != 2 || plans[0].Hours != nil {
			t.Errorf("after the other instance's change: %d therapists, hours %v; want 2 and closed", len(plans[0].Therapists), plans[0].Hours)
		}
		_, err = a.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "a@example.ae"), testRules)
		assertCode(t, err, dayspa.ECONFLICT)
	})
}
