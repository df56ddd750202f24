package sqlstore_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// race books svcs[i%len(svcs)] at 10:00 on bookDay from n goroutines spread
// over dbs, all released at once, and returns how many succeeded. Any
// error but ECONFLICT fails the test.
func race(t *testing.T, dbs []*sqlstore.DB, svcs []dayspa.Service, rules dayspa.SlotRules, n int) (ok int) {
	t.Helper()
	bookings := make([]dayspa.NewBooking, n)
	for i := range bookings {
		bookings[i] = newBooking(t, svcs[i%len(svcs)], bookDay, "10:00", fmt.Sprintf("guest%d@example.ae", i%25))
	}
	began := time.Now()
	errs := createAtOnce(dbs, bookings, rules)
	t.Logf("%d concurrent bookings in %v", n, time.Since(began).Round(time.Millisecond))
	unexpected := 0
	for _, err := range errs {
		switch dayspa.ErrorCode(err) {
		case "":
			ok++
		case dayspa.ECONFLICT:
		default:
			if unexpected++; unexpected <= 3 {
				t.Errorf("unexpected error: %v", err)
			}
		}
	}
	if unexpected > 0 {
		t.Fatalf("%d unexpected errors", unexpected)
	}
	return ok
}

// createAtOnce makes bookings[i] through dbs[i%len(dbs)], each from a
// goroutine of its own, all released at once, and returns their errors.
func createAtOnce(dbs []*sqlstore.DB, bookings []dayspa.NewBooking, rules dayspa.SlotRules) []error {
	errs := make([]error, len(bookings))
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range bookings {
		db := dbs[i%len(dbs)]
		wg.Go(func() {
			<-start
			_, errs[i] = db.CreateBooking(context.Background(), bookings[i], rules)
		})
	}
	close(start)
	wg.Wait()
	return errs
}

// placesAt10 returns the places held at 10:00 on bookDay, read from the
// table itself.
func placesAt10(t *testing.T, db *sqlstore.DB) int {
	t.Helper()
	var places int
	must(t, db.SQL().QueryRow(`SELECT COALESCE(SUM(places), 0) FROM bookings
		WHERE booking_date = $1 AND start_minute <= 600 AND end_minute > 600 AND status <> 'cancelled'`, bookDay).Scan(&places))
	return places
}

func TestCreateBooking_Concurrency(t *testing.T) {
	// The races of one engine run one after the other: each holds up to
	// 2 x 20 PostgreSQL connections, and they measure contention best alone.
	const n = 200
	forEachEngine(t, func(t *testing.T, e engine) {
		t.Run("SameSlot", func(t *testing.T) {
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			ok := race(t, []*sqlstore.DB{db}, []dayspa.Service{svc}, testRules, n)
			if ok != 3 || placesAt10(t, db) != 3 || count(t, db, "bookings") != 3 {
				t.Errorf("%d bookings succeeded, %d stored, want exactly 3 and %d ECONFLICT", ok, count(t, db, "bookings"), n-3)
			}
		})

		t.Run("Couples", func(t *testing.T) {
			db := newDB(t, e)
			svc := createService(t, db, couples())
			ok := race(t, []*sqlstore.DB{db}, []dayspa.Service{svc}, testRules, n)
			if ok != 1 || placesAt10(t, db) != 2 {
				t.Errorf("%d couples bookings succeeded holding %d places, want 1 (the one suite) holding 2", ok, placesAt10(t, db))
			}
		})

		t.Run("CouplesAndSingles", func(t *testing.T) {
			db := newDB(t, e)
			single := createService(t, db, massage("Swedish Massage"))
			pair := createService(t, db, couples())
			ok := race(t, []*sqlstore.DB{db}, []dayspa.Service{pair, single}, testRules, n)
			if p := placesAt10(t, db); p != 3 || ok < 2 || ok > 3 {
				t.Errorf("%d bookings succeeded holding %d places, want 2 or 3 holding exactly 3", ok, p)
			}
		})

		t.Run("ServerDefaultRepeatableRead", func(t *testing.T) {
			// An operator's default_transaction_isolation must not weaken the
			// booking transaction (a snapshot taken before the day's lock
			// would miss the booking committed by its previous holder).
			if e.Name != sqlstore.EnginePostgres {
				t.Skip("PostgreSQL only")
			}
			cfg := e.Config(t)
			cfg.DatabaseURL += "&default_transaction_isolation=repeatable%20read"
			db := open(t, cfg)
			svc := createService(t, db, massage("Swedish Massage"))
			ok := race(t, []*sqlstore.DB{db}, []dayspa.Service{svc}, testRules, n)
			if ok != 3 || placesAt10(t, db) != 3 {
				t.Errorf("%d bookings succeeded under repeatable read, want exactly 3", ok)
			}
		})

		// Three qualified therapists and two rooms: the rooms are the limit.
		roomsLimit := func(t *testing.T, dbs []*sqlstore.DB) {
			svc := massage("Swedish Massage")
			must(t, dbs[0].CreateService(context.Background(), &svc))
			smallTeam(t, dbs[0], svc)
			ok := race(t, dbs, []dayspa.Service{svc}, testRules, n)
			var rooms, therapists int
			must(t, dbs[0].SQL().QueryRow(`SELECT COUNT(DISTINCT room_id) FROM bookings`).Scan(&rooms))
			must(t, dbs[0].SQL().QueryRow(`SELECT COUNT(DISTINCT therapist_id) FROM booking_therapists`).Scan(&therapists))
			if ok != 2 || count(t, dbs[0], "bookings") != 2 || rooms != 2 || therapists != 2 {
				t.Errorf("%d bookings succeeded, %d stored in %d rooms with %d therapists; want exactly 2 in 2 rooms with 2 therapists and %d ECONFLICT",
					ok, count(t, dbs[0], "bookings"), rooms, therapists, n-2)
			}
		}
		t.Run("TwoRoomsThreeTherapists", func(t *testing.T) {
			roomsLimit(t, []*sqlstore.DB{newDB(t, e)})
		})
		t.Run("TwoRoomsThreeTherapistsTwoInstances", func(t *testing.T) {
			cfg := e.Config(t)
			roomsLimit(t, []*sqlstore.DB{open(t, cfg), open(t, cfg)})
		})

		t.Run("TwoInstances", func(t *testing.T) {
			cfg := e.Config(t)
			a, b := open(t, cfg), open(t, cfg)
			svc := createService(t, a, massage("Swedish Massage"))
			ok := race(t, []*sqlstore.DB{a, b}, []dayspa.Service{svc}, testRules, n)
			if ok != 3 || placesAt10(t, b) != 3 {
				t.Errorf("%d bookings succeeded across two instances, want exactly 3", ok)
			}
		})
	})
}

// book stores a pending booking of svc for the customer with that name and
// e-mail, on day d at 10:00.
// TestCreateBooking_Overtaken: the room and therapists are chosen on a
// snapshot of the day before the write transaction; when the day or the
// team changes in between, the booking is decided again on the day as it
// is, never written with a room or therapist taken or gone meanwhile.
func TestCreateBooking_Overtaken(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		svc := massage("Swedish Massage")
		must(t, db.CreateService(ctx, &svc))
		ts, rooms := smallTeam(t, db, svc)
		var n int
		next := func(day dayspa.Date, at string) dayspa.NewBooking {
			n++
			return newBooking(t, svc, day, at, fmt.Sprintf("guest%d@example.ae", n))
		}

		t.Run("RoomTakenMeanwhile", func(t *testing.T) {
			var other *dayspa.Booking
			b, err := db.CreateBookingOvertaken(ctx, next(bookDay, "10:00"), testRules, func() {
				var err error
				other, err = db.CreateBooking(ctx, next(bookDay, "10:00"), testRules)
				must(t, err)
			})
			must(t, err)
			if other.Assignment.RoomID != rooms[0].ID {
				t.Fatalf("the overtaking booking got room %d, want %d (the single room first)", other.Assignment.RoomID, rooms[0].ID)
			}
			if b.Assignment.RoomID != rooms[1].ID || b.Assignment.TherapistIDs[0] == other.Assignment.TherapistIDs[0] {
				t.Errorf("overtaken booking got %+v beside %+v; want the other room and another therapist", b.Assignment, other.Assignment)
			}
		})

		t.Run("FullMeanwhile", func(t *testing.T) {
			day := bookDay.AddDays(1)
			_, err := db.CreateBookingOvertaken(ctx, next(day, "11:00"), testRules, func() {
				for range 2 {
					_, err := db.CreateBooking(ctx, next(day, "11:00"), testRules)
					must(t, err)
				}
			})
			assertCode(t, err, dayspa.ECONFLICT)
			var stored int
			must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM bookings WHERE booking_date = $1`, day).Scan(&stored))
			if stored != 2 {
				t.Errorf("%d bookings stored for two rooms", stored)
			}
		})

		t.Run("TherapistLeftMeanwhile", func(t *testing.T) {
			day := bookDay.AddDays(2)
			plans, err := db.DayPlans(ctx, day, day)
			must(t, err)
			chosen, err := testRules.Check(plans[0], 15*60, svc, dayspa.Preference{}, 0)
			must(t, err)
			b, err := db.CreateBookingOvertaken(ctx, next(day, "15:00"), testRules, func() {
				for _, th := range ts {
					if th.ID == chosen.TherapistIDs[0] {
						th.Active = false
						must(t, db.UpdateTherapist(ctx, &th))
					}
				}
			})
			must(t, err)
			if b.Assignment.TherapistIDs[0] == chosen.TherapistIDs[0] {
				t.Errorf("booking went to therapist %d, deactivated after the snapshot", chosen.TherapistIDs[0])
			}
		})
	})
}
