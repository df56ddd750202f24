package sqlstore_test

import (
	"context"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// TestWarmUp: on PostgreSQL the pool's connections are open and idle
// after WarmUp, each having rehearsed a booking, so the first requests
// open none; the rehearsals leave nothing behind, and a booking made after
// them is made as before. On SQLite it only reads the team.
func TestWarmUp(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		// Nothing to book: the connections open all the same.
		rehearsed, err := db.WarmUp(ctx, testRules)
		must(t, err)
		if rehearsed != 0 {
			t.Errorf("WarmUp without a team rehearsed %d bookings, want 0", rehearsed)
		}
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 60, Price: dayspa.AED(450), IsActive: true})
		rehearsed, err = db.WarmUp(ctx, testRules)
		must(t, err)
		st := db.SQL().Stats()
		if e.Name == sqlstore.EnginePostgres {
			if st.Idle != st.MaxOpenConnections || st.Idle < 2 {
				t.Errorf("after WarmUp: %d of %d connections idle, want all", st.Idle, st.MaxOpenConnections)
			}
			if rehearsed != st.MaxOpenConnections {
				t.Errorf("WarmUp rehearsed %d bookings, want one per connection (%d)", rehearsed, st.MaxOpenConnections)
			}
		} else if rehearsed != 0 {
			t.Errorf("WarmUp on SQLite rehearsed %d bookings, want 0", rehearsed)
		}
		for _, table := range []string{"bookings", "booking_therapists", "customers", "outbox"} {
			if n := count(t, db, table); n != 0 {
				t.Errorf("after WarmUp: %d rows in %s, want none", n, table)
			}
		}
		b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "layla@example.ae"), testRules)
		must(t, err)
		if b.Assignment.RoomID == 0 || len(b.Assignment.TherapistIDs) != 1 {
			t.Errorf("booking after WarmUp: assignment %+v, want a room and a therapist", b.Assignment)
		}
	})
}
