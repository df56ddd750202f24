package sqlstore_test

import (
	"context"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestCreateBooking_Pipelined: on PostgreSQL a booking whose team this
// instance knows and whose choice still holds under the day's lock is made
// in two round trips; one it cannot make so (a new team, a full time, a
// guest at the day's limit) is answered as CreateBooking's transaction
// answers it, and nothing is written that should not be.
func TestCreateBooking_Pipelined(t *testing.T) {
	ctx := context.Background()
	db := open(t, sqlstoretest.PostgresConfig(t))
	svc := massage("Swedish Massage")
	must(t, db.CreateService(ctx, &svc))
	smallTeam(t, db, svc)
	held := func() int {
		t.Helper()
		plans, err := db.DayPlans(ctx, bookDay, bookDay)
		must(t, err)
		return len(plans[0].Holds)
	}
	held() // the instance reads its team

	first, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "first@example.ae"), testRules)
	must(t, err)
	second, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "second@example.ae"), testRules)
	must(t, err)
	if n := db.PipelinedBookings(); n != 2 {
		t.Fatalf("%d bookings pipelined, want 2", n)
	}
	if first.ID == 0 || first.CustomerID == 0 || first.Assignment.RoomID == 0 || first.Assignment.RoomID == second.Assignment.RoomID ||
		len(first.Assignment.TherapistIDs) != 1 || first.Assignment.TherapistIDs[0] == second.Assignment.TherapistIDs[0] {
		t.Fatalf("bookings %+v and %+v; want each its own id, customer, room and therapist", first, second)
	}

	// Both rooms are held at 10:00.
	_, err = db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "third@example.ae"), testRules)
	assertCode(t, err, dayspa.ECONFLICT)

	// A guest at the day's limit: the pipelined write is committed
	// unseen, so it must not have written.
	limited := testRules
	limited.GuestLimit = dayspa.GuestLimit{PerDay: 1}
	_, err = db.CreateBooking(ctx, newBooking(t, svc, bookDay, "12:00", "first@example.ae"), limited)
	assertCode(t, err, dayspa.ETOOMANY)
	if n := held(); n != 2 {
		t.Fatalf("%d bookings hold the day, want 2", n)
	}

	// A new therapist: the next booking reads the new team in the
	// transaction, and the one after is pipelined again.
	th := dayspa.Therapist{Name: "Therapist 4", Gender: dayspa.GenderMale, ServiceIDs: []int64{svc.ID}, Active: true, CommissionPercentage: 40}
	for i := range th.Schedule {
		th.Schedule[i] = []dayspa.Interval{{Start: 540, End: 1320}}
	}
	must(t, db.CreateTherapist(ctx, &th))
	for _, email := range []string{"fourth@example.ae", "fifth@example.ae"} {
		_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "14:00", email), testRules)
		must(t, err)
	}
	if n, want := db.PipelinedBookings(), int64(3); n != want {
		t.Errorf("%d bookings pipelined, want %d", n, want)
	}
	if n := held(); n != 4 {
		t.Errorf("%d bookings hold the day, want 4", n)
	}
}

// TestOpen_PostgresReadCommitted: the pipelined booking cannot name its
// isolation level, so the store's connections default to READ COMMITTED
// even when the database's URL asks for another.
func TestOpen_PostgresReadCommitted(t *testing.T) {
	cfg := sqlstoretest.PostgresConfig(t)
	cfg.DatabaseURL += "&default_transaction_isolation=repeatable%20read"
	db := open(t, cfg)
	var level string
	must(t, db.SQL().QueryRowContext(context.Background(), "SHOW transaction_isolation").Scan(&level))
	if level != "read committed" {
		t.Errorf("transaction_isolation = %q, want read committed", level)
	}
}
