package sqlstore_test

import (
	"context"
	"database/sql"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// newBooking builds a booking the way the HTTP layer does: a visitor's
// request validated by the domain.
func newBooking(t testing.TB, svc dayspa.Service, day dayspa.Date, at, email string) dayspa.NewBooking {
	t.Helper()
	r := dayspa.BookingRequest{
		ServiceID: svc.ID, CustomerName: "Layla Haddad", CustomerEmail: email, CustomerPhone: "+971 50 123 4567",
		BookingDate: day.String(), BookingTime: at, SpecialRequests: "Quiet room, please.",
	}
	nb, err := r.Validate(testRules, &svc)
	if err != nil {
		t.Fatalf("Validate: %v", err)
	}
	return nb
}

func createService(t testing.TB, db *sqlstore.DB, s dayspa.Service) dayspa.Service {
	t.Helper()
	must(t, db.CreateService(context.Background(), &s))
	sqlstoretest.QualifyTeam(t, db, s.ID)
	return s
}

func couples() dayspa.Service {
	return dayspa.Service{Name: "Couples Retreat", Category: dayspa.CategoryCouples, Duration: 60, Price: dayspa.AED(900), IsActive: true}
}

type customerRow struct {
	ID                 int64
	Name, Email, Phone string
}

func customers(t testing.TB, db *sqlstore.DB) []customerRow {
	t.Helper()
	rows, err := db.SQL().Query(`SELECT id, name, email, phone FROM customers ORDER BY id`)
	must(t, err)
	defer rows.Close()
	var out []customerRow
	for rows.Next() {
		var c customerRow
		must(t, rows.Scan(&c.ID, &c.Name, &c.Email, &c.Phone))
		out = append(out, c)
	}
	must(t, rows.Err())
	return out
}

func TestCreateBooking(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("OK", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			nb := newBooking(t, svc, bookDay, "10:00", " Layla@Example.AE ")
			b, err := db.CreateBooking(ctx, nb, testRules)
			must(t, err)
			cs := customers(t, db)
			if len(cs) != 1 || cs[0].Email != "layla@example.ae" || cs[0].Name != "Layla Haddad" || cs[0].Phone != "+971 50 123 4567" {
				t.Fatalf("customers = %+v", cs)
			}
			want := &dayspa.Booking{
				ID: b.ID, CustomerID: cs[0].ID, ServiceID: svc.ID, BookingDate: bookDay, BookingTime: "10:00",
				Status: dayspa.StatusPending, TotalAmount: dayspa.AED(350), SpecialRequests: "Quiet room, please.",
				CreatedAt: testNow.UTC(), Assignment: dayspa.Assignment{RoomID: 1, TherapistIDs: []int64{1}},
			}
			if b.ID == 0 || !reflect.DeepEqual(b, want) {
				t.Fatalf("booking = %+v, want %+v", b, want)
			}

			// What is stored, read back from the table.
			var got dayspa.Booking
			var start, end, places int
			var status string
			must(t, db.SQL().QueryRow(`
				SELECT customer_id, service_id, booking_date, booking_time, status, total_amount,
					special_requests, created_at, start_minute, end_minute, places, room_id
				FROM bookings WHERE id = $1`, b.ID).Scan(
				&got.CustomerID, &got.ServiceID, &got.BookingDate, &got.BookingTime, &status, &got.TotalAmount,
				&got.SpecialRequests, &got.CreatedAt, &start, &end, &places, &got.Assignment.RoomID))
			got.ID, got.Status, got.CreatedAt = b.ID, dayspa.BookingStatus(status), got.CreatedAt.UTC()
			var therapist int64
			must(t, db.SQL().QueryRow(`SELECT therapist_id FROM booking_therapists WHERE booking_id = $1`, b.ID).Scan(&therapist))
			got.Assignment.TherapistIDs = []int64{therapist}
			if !reflect.DeepEqual(&got, want) || start != 600 || end != 660 || places != 1 {
				t.Errorf("stored = %+v [%d,%d) x%d, want %+v [600,660) x1", got, start, end, places, want)
			}
		})

		t.Run("TotalIsTheServicePrice", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := massage("Hot Stone")
			svc.Price = 42075
			svc = createService(t, db, svc)
			nb := newBooking(t, svc, bookDay, "12:00", "a@example.ae")
			b, err := db.CreateBooking(ctx, nb, testRules)
			must(t, err)
			if b.TotalAmount != 42075 {
				t.Errorf("total = %s, want 420.75", b.TotalAmount)
			}
		})

		t.Run("CustomerFoundCaseInsensitively", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			b1, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "layla@example.ae"), testRules)
			must(t, err)
			nb := newBooking(t, svc, bookDay.AddDays(1), "11:00", "LAYLA@Example.ae")
			nb.CustomerName, nb.CustomerPhone = "Someone Else", "+971 55 000 0000"
			b2, err := db.CreateBooking(ctx, nb, testRules)
			must(t, err)
			if b1.CustomerID != b2.CustomerID {
				t.Errorf("customer ids %d and %d, want the same", b1.CustomerID, b2.CustomerID)
			}
			cs := customers(t, db)
			if len(cs) != 1 || cs[0].Name != "Layla Haddad" || cs[0].Phone != "+971 50 123 4567" {
				t.Errorf("customers = %+v, want the first name and phone kept", cs)
			}
		})

		t.Run("ConcurrentNewCustomer", func(t *testing.T) {
			t.Parallel()
			// Bookings of different days run in parallel and all create
			// the same new customer: the race must not fail any of them.
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			const n = 30
			var wg sync.WaitGroup
			errs := make([]error, n)
			ids := make([]int64, n)
			for i := range n {
				email := "noor@example.ae"
				if i%2 == 1 {
					email = "NOOR@example.AE"
				}
				nb := newBooking(t, svc, bookDay.AddDays(i%20), dayspa.FormatClock(9*60+60*(i/20)), email)
				wg.Go(func() {
					b, err := db.CreateBooking(ctx, nb, testRules)
					errs[i] = err
					if err == nil {
						ids[i] = b.CustomerID
					}
				})
			}
			wg.Wait()
			for i, err := range errs {
				if err != nil {
					t.Fatalf("booking %d: %v", i, err)
				}
				if ids[i] != ids[0] {
					t.Errorf("booking %d has customer %d, want %d", i, ids[i], ids[0])
				}
			}
			if cs := customers(t, db); len(cs) != 1 {
				t.Errorf("%d customers, want 1", len(cs))
			}
		})

		t.Run("ErrConflictWhenFull", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			for i := range 3 {
				_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", fmt.Sprintf("g%d@example.ae", i)), testRules)
				must(t, err)
			}
			_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "late@example.ae"), testRules)
			assertCode(t, err, dayspa.ECONFLICT)
			if n := count(t, db, "bookings"); n != 3 {
				t.Errorf("%d bookings, want 3", n)
			}
			if n := count(t, db, "customers"); n != 3 {
				t.Errorf("%d customers, want 3: nothing of a refused booking stays", n)
			}
			// Other times and days are free.
			_, err = db.CreateBooking(ctx, newBooking(t, svc, bookDay, "11:00", "late@example.ae"), testRules)
			must(t, err)
			_, err = db.CreateBooking(ctx, newBooking(t, svc, bookDay.AddDays(1), "10:00", "late@example.ae"), testRules)
			must(t, err)
		})

		t.Run("DurationHoldsThePlace", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			long := massage("Signature 90")
			long.Duration = 90
			long = createService(t, db, long)
			short := createService(t, db, massage("Express"))
			for i := range 3 {
				_, err := db.CreateBooking(ctx, newBooking(t, long, bookDay, "10:00", fmt.Sprintf("g%d@example.ae", i)), testRules)
				must(t, err)
			}
			_, err := db.CreateBooking(ctx, newBooking(t, short, bookDay, "11:00", "x@example.ae"), testRules)
			assertCode(t, err, dayspa.ECONFLICT) // 10:00-11:30 still runs at 11:00
			_, err = db.CreateBooking(ctx, newBooking(t, short, bookDay, "12:00", "x@example.ae"), testRules)
			must(t, err)
		})

		t.Run("ServiceChangeRewritesNoHistory", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "a@example.ae"), testRules)
			must(t, err)
			d, p := 120, dayspa.AED(999)
			_, err = db.UpdateService(ctx, svc.ID, dayspa.ServiceUpdate{Duration: &d, Price: &p})
			must(t, err)
			plans, err := db.DayPlans(ctx, bookDay, bookDay)
			must(t, err)
			if got := plans[0].Holds; len(got) != 1 || got[0].Span != (dayspa.Interval{Start: 600, End: 660}) {
				t.Errorf("holds = %+v, want 10:00-11:00", got)
			}
			var total int64
			must(t, db.SQL().QueryRow(`SELECT total_amount FROM bookings`).Scan(&total))
			if total != 35000 {
				t.Errorf("total = %d fils, want 35000", total)
			}
		})

		t.Run("CancelledFreesThePlace", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			var ids []int64
			for i := range 3 {
				b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", fmt.Sprintf("g%d@example.ae", i)), testRules)
				must(t, err)
				ids = append(ids, b.ID)
			}
			setStatus := func(id int64, s dayspa.BookingStatus) {
				_, err := db.SQL().Exec(`UPDATE bookings SET status = $1 WHERE id = $2`, string(s), id)
				must(t, err)
			}
			setStatus(ids[0], dayspa.StatusConfirmed)
			setStatus(ids[1], dayspa.StatusCompleted)
			setStatus(ids[2], dayspa.StatusCancelled)
			plans, err := db.DayPlans(ctx, bookDay, bookDay)
			must(t, err)
			if len(plans[0].Holds) != 2 {
				t.Errorf("holds = %+v, want the confirmed and the completed booking", plans[0].Holds)
			}
			_, err = db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "new@example.ae"), testRules)
			must(t, err)
			_, err = db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "late@example.ae"), testRules)
			assertCode(t, err, dayspa.ECONFLICT)
		})

		t.Run("ErrConflictWhenPast", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			nb := newBooking(t, svc, bookDay, "10:00", "a@example.ae")
			later := testRules
			later.Clock.Now = func() time.Time { return bookDay.At(10*60+1, dubai) }
			_, err := db.CreateBooking(ctx, nb, later)
			assertCode(t, err, dayspa.ECONFLICT)
		})

		t.Run("StatusCheckConstraint", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "a@example.ae"), testRules)
			must(t, err)
			if _, err := db.SQL().Exec(`UPDATE bookings SET status = 'lost' WHERE id = $1`, b.ID); err == nil {
				t.Error("status 'lost' was accepted")
			}
			if _, err := db.SQL().Exec(`UPDATE bookings SET total_amount = -1 WHERE id = $1`, b.ID); err == nil {
				t.Error("a negative total was accepted")
			}
		})

		t.Run("ErrForeignKeys", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			ghost := massage("Ghost")
			ghost.ID = 4242 // never stored
			// No therapist can be qualified for a service that is not.
			_, err := db.CreateBooking(ctx, newBooking(t, ghost, bookDay, "10:00", "a@example.ae"), testRules)
			assertCode(t, err, dayspa.ECONFLICT)
			if n := count(t, db, "customers"); n != 0 {
				t.Errorf("%d customers left behind by a failed booking", n)
			}
			_, err = db.SQL().Exec(`INSERT INTO bookings (customer_id, service_id, booking_date, booking_time,
				start_minute, end_minute, places, status, total_amount, created_at)
				VALUES (4242, 4242, '2026-11-29', '10:00', 600, 660, 1, 'pending', 0, $1)`, testNow.UTC())
			if err == nil {
				t.Error("a booking of a missing customer and service was stored")
			}
		})

		t.Run("WaitsForTheDayLock", func(t *testing.T) {
			t.Parallel()
			// White-box and deterministic: another transaction holds the
			// day's lock, fills the slot and commits while CreateBooking
			// waits; CreateBooking must then see the slot full. The server's
			// default isolation is REPEATABLE READ to show the store does
			// not depend on it.
			if e.Name != sqlstore.EnginePostgres {
				t.Skip("PostgreSQL only; SQLite's writers queue before BEGIN")
			}
			cfg := e.Config(t)
			cfg.DatabaseURL += "&default_transaction_isolation=repeatable%20read"
			db := open(t, cfg)
			svc := createService(t, db, massage("Swedish Massage"))

			other, err := db.SQL().BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelReadCommitted})
			must(t, err)
			defer other.Rollback()
			_, err = other.Exec(`SELECT pg_advisory_xact_lock(hashtextextended('dayspa:booking-day:' || current_schema() || ':' || $1::text, 0))`, bookDay.String())
			must(t, err)

			result := make(chan error, 1)
			go func() {
				_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "waiting@example.ae"), testRules)
				result <- err
			}()
			// Wait until CreateBooking is blocked on the lock.
			for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
				var waiting int
				must(t, db.SQL().QueryRow(`
					WITH k AS (SELECT hashtextextended('dayspa:booking-day:' || current_schema() || ':' || $1::text, 0) AS key)
					SELECT COUNT(*) FROM pg_locks, k
					WHERE locktype = 'advisory' AND NOT granted
						AND classid::bigint = (key >> 32) & 4294967295 AND objid::bigint = key & 4294967295`,
					bookDay.String()).Scan(&waiting))
				if waiting > 0 {
					break
				}
				if time.Now().After(deadline) {
					t.Fatal("CreateBooking never waited for the day's lock")
				}
			}
			var customer int64
			must(t, other.QueryRow(`INSERT INTO customers (name, email, phone, created_at) VALUES ('Other', 'other@example.ae', '', $1) RETURNING id`, testNow).Scan(&customer))
			for range 3 {
				_, err := other.Exec(`INSERT INTO bookings (customer_id, service_id, booking_date, booking_time,
					start_minute, end_minute, places, status, total_amount, created_at)
					VALUES ($1, $2, $3, '10:00', 600, 660, 1, 'pending', 35000, $4)`, customer, svc.ID, bookDay, testNow)
				must(t, err)
			}
			must(t, other.Commit())
			assertCode(t, <-result, dayspa.ECONFLICT)
		})

		t.Run("DayPlans", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			pair := createService(t, db, couples())
			_, err := db.CreateBooking(ctx, newBooking(t, pair, bookDay, "14:00", "a@example.ae"), testRules)
			must(t, err)
			_, err = db.CreateBooking(ctx, newBooking(t, svc, bookDay, "09:00", "b@example.ae"), testRules)
			must(t, err)
			_, err = db.CreateBooking(ctx, newBooking(t, svc, bookDay.AddDays(1), "09:00", "c@example.ae"), testRules)
			must(t, err)
			plans, err := db.DayPlans(ctx, bookDay, bookDay.AddDays(5))
			must(t, err)
			if len(plans) != 6 {
				t.Fatalf("plans = %d days, want 6", len(plans))
			}
			got := plans[0].Holds
			if len(got) != 2 || got[0].Span != (dayspa.Interval{Start: 540, End: 600}) || got[0].Couple || len(got[0].TherapistIDs) != 1 ||
				got[1].Span != (dayspa.Interval{Start: 840, End: 900}) || !got[1].Couple || len(got[1].TherapistIDs) != 2 || got[1].RoomID == 0 {
				t.Errorf("holds of the day = %+v", got)
			}
			if plans[0].Hours == nil || plans[0].Hours.Open != 540 || len(plans[0].Therapists) != 3 || len(plans[0].Rooms) != 3 {
				t.Errorf("plan = %+v", plans[0])
			}
			if len(plans[5].Holds) != 0 {
				t.Errorf("holds of an empty day = %#v", plans[5].Holds)
			}
		})
	})
}

// race books svcs[i%len(svcs)] at 10:00 on bookDay from n goroutines spread
// over dbs, all released at once, and returns how many succeeded. Any
// error but ECONFLICT fails the test.
func race(t *testing.T, dbs []*sqlstore.DB, svcs []dayspa.Service, rules dayspa.SlotRules, n int) (ok int) {
	t.Helper()
	ctx := context.Background()
	bookings := make([]dayspa.NewBooking, n)
	for i := range bookings {
		bookings[i] = newBooking(t, svcs[i%len(svcs)], bookDay, "10:00", fmt.Sprintf("guest%d@example.ae", i%25))
	}
	errs := make([]error, n)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n {
		db := dbs[i%len(dbs)]
		wg.Go(func() {
			<-start
			_, errs[i] = db.CreateBooking(ctx, bookings[i], rules)
		})
	}
	began := time.Now()
	close(start)
	wg.Wait()
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

func book(t *testing.T, db *sqlstore.DB, svc dayspa.Service, d dayspa.Date, name, email string) *dayspa.Booking {
	t.Helper()
	nb := newBooking(t, svc, d, "10:00", email)
	nb.CustomerName = name
	sqlstoretest.GrowTeam(t, db, svc.ID) // room for every booking
	b, err := db.CreateBooking(context.Background(), nb, testRules)
	must(t, err)
	return b
}

func setStatus(t *testing.T, db *sqlstore.DB, id int64, s dayspa.BookingStatus) {
	t.Helper()
	_, err := db.SQL().Exec(`UPDATE bookings SET status = $1 WHERE id = $2`, string(s), id)
	must(t, err)
}

func bookingIDs(views []dayspa.BookingView) []int64 {
	out := []int64{}
	for _, v := range views {
		out = append(out, v.Booking.ID)
	}
	return out
}

func TestListBookingsAndStatus(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("StatsEmpty", func(t *testing.T) {
			t.Parallel()
			st, err := newDB(t, e).BookingStats(ctx)
			must(t, err)
			if st != (dayspa.BookingStats{}) {
				t.Errorf("stats = %+v, want zeros", st)
			}
		})

		t.Run("ListEmpty", func(t *testing.T) {
			t.Parallel()
			got, total, err := newDB(t, e).ListBookings(ctx, dayspa.BookingFilter{})
			must(t, err)
			if got == nil || len(got) != 0 || total != 0 {
				t.Errorf("got %v, total %d; want an empty list and 0", got, total)
			}
		})

		t.Run("StatsAndViews", func(t *testing.T) {
			t.Parallel()
			db := newTickingDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			pair := createService(t, db, couples())
			b1 := book(t, db, svc, bookDay, "Layla Haddad", "layla@example.ae")
			b2 := book(t, db, pair, bookDay.AddDays(1), "Omar Saleh", "omar@example.ae")
			b3 := book(t, db, svc, bookDay.AddDays(2), "Layla Haddad", "LAYLA@example.ae")
			b4 := book(t, db, svc, bookDay.AddDays(3), "Sara Ali", "sara@example.ae")
			setStatus(t, db, b2.ID, dayspa.StatusConfirmed)
			setStatus(t, db, b3.ID, dayspa.StatusCompleted)
			setStatus(t, db, b4.ID, dayspa.StatusCancelled)

			st, err := db.BookingStats(ctx)
			must(t, err)
			if want := (dayspa.BookingStats{TotalBookings: 4, PendingBookings: 1, ConfirmedBookings: 1, CompletedBookings: 1}); st != want {
				t.Errorf("stats = %+v, want %+v", st, want)
			}

			got, total, err := db.ListBookings(ctx, dayspa.BookingFilter{})
			must(t, err)
			if want := []int64{b4.ID, b3.ID, b2.ID, b1.ID}; !reflect.DeepEqual(bookingIDs(got), want) || total != 4 {
				t.Fatalf("ids %v total %d, want newest first %v and 4", bookingIDs(got), total, want)
			}
			v := got[2] // b2, the couples booking
			if v.Booking.BookingDate != bookDay.AddDays(1) || v.Booking.BookingTime != "10:00" || v.Booking.Status != dayspa.StatusConfirmed ||
				v.Booking.TotalAmount != dayspa.AED(900) || v.Booking.SpecialRequests != "Quiet room, please." || !v.Booking.CreatedAt.Equal(b2.CreatedAt) {
				t.Errorf("booking part = %+v, want that of %+v", v.Booking, b2)
			}
			if v.Customer.ID != b2.CustomerID || v.Customer.Name != "Omar Saleh" || v.Customer.Email != "omar@example.ae" || v.Customer.Phone != "+971 50 123 4567" {
				t.Errorf("customer part = %+v", v.Customer)
			}
			if v.Service.ID != pair.ID || v.Service.Name != "Couples Retreat" || v.Service.Duration != 60 {
				t.Errorf("service part = %+v", v.Service)
			}
			if got[1].Customer.ID != got[3].Customer.ID {
				t.Errorf("one customer per e-mail whatever its case: %d and %d", got[1].Customer.ID, got[3].Customer.ID)
			}
		})

		t.Run("PagesFiltersAndSearch", func(t *testing.T) {
			t.Parallel()
			db := newTickingDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			var all []*dayspa.Booking // oldest first
			for i := range 25 {
				name, email := fmt.Sprintf("Guest %02d", i), fmt.Sprintf("guest%02d@example.ae", i)
				switch i % 5 {
				case 0:
					name = "Layla Haddad"
				case 1:
					email = "omar_50%@example.ae"
				}
				all = append(all, book(t, db, svc, bookDay.AddDays(i%3), name, email))
			}
			for i, b := range all {
				if i%4 == 1 {
					setStatus(t, db, b.ID, dayspa.StatusConfirmed)
					b.Status = dayspa.StatusConfirmed
				}
			}
			newest := func(keep func(i int, b *dayspa.Booking) bool) []int64 {
				out := []int64{}
				for i := len(all) - 1; i >= 0; i-- {
					if keep(i, all[i]) {
						out = append(out, all[i].ID)
					}
				}
				return out
			}
			every := newest(func(int, *dayspa.Booking) bool { return true })
			confirmed := dayspa.StatusConfirmed
			cancelled := dayspa.StatusCancelled
			day2 := bookDay.AddDays(2)
			for _, tt := range []struct {
				name  string
				f     dayspa.BookingFilter
				want  []int64
				total int
			}{
				{"DefaultPageOf10", dayspa.BookingFilter{}, every[:10], 25},
				{"SecondPage", dayspa.BookingFilter{Page: dayspa.Page{Offset: 10, Limit: 10}}, every[10:20], 25},
				{"LastPartPage", dayspa.BookingFilter{Page: dayspa.Page{Offset: 20, Limit: 10}}, every[20:], 25},
				{"PastTheEnd", dayspa.BookingFilter{Page: dayspa.Page{Offset: 40, Limit: 10}}, []int64{}, 25},
				{"LimitBounded", dayspa.BookingFilter{Page: dayspa.Page{Limit: 1000}}, every, 25},
				{"Status", dayspa.BookingFilter{Status: &confirmed},
					newest(func(i int, _ *dayspa.Booking) bool { return i%4 == 1 }), 6},
				{"StatusNone", dayspa.BookingFilter{Status: &cancelled}, []int64{}, 0},
				{"Date", dayspa.BookingFilter{Date: &day2},
					newest(func(i int, _ *dayspa.Booking) bool { return i%3 == 2 }), 8},
				{"SearchNameAnyCase", dayspa.BookingFilter{Search: "  lAYLA  "},
					newest(func(i int, _ *dayspa.Booking) bool { return i%5 == 0 }), 5},
				{"SearchEmail", dayspa.BookingFilter{Search: "GUEST07@"}, newest(func(i int, _ *dayspa.Booking) bool { return i == 7 }), 1},
				{"SearchWildcardsAreLiteral", dayspa.BookingFilter{Search: "_50%"},
					newest(func(i int, _ *dayspa.Booking) bool { return i%5 == 1 }), 5},
				{"SearchSecondPage", dayspa.BookingFilter{Search: "layla", Page: dayspa.Page{Offset: 2, Limit: 2}},
					newest(func(i int, _ *dayspa.Booking) bool { return i%5 == 0 })[2:4], 5},
				{"SearchPastTheEnd", dayspa.BookingFilter{Search: "layla", Page: dayspa.Page{Offset: 5}}, []int64{}, 5},
				{"SearchPercentAlone", dayspa.BookingFilter{Search: "%"},
					newest(func(i int, _ *dayspa.Booking) bool { return i%5 == 1 }), 5},
				{"AllFiltersAndAPage", dayspa.BookingFilter{Status: &confirmed, Search: "omar", Page: dayspa.Page{Offset: 1, Limit: 2}},
					newest(func(i int, _ *dayspa.Booking) bool { return i%4 == 1 && i%5 == 1 })[1:], 2},
			} {
				t.Run(tt.name, func(t *testing.T) {
					got, total, err := db.ListBookings(ctx, tt.f)
					must(t, err)
					if !reflect.DeepEqual(bookingIDs(got), tt.want) || total != tt.total {
						t.Errorf("ids %v total %d; want %v and %d", bookingIDs(got), total, tt.want, tt.total)
					}
				})
			}
		})

		t.Run("StatusTransitions", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			all := []dayspa.BookingStatus{dayspa.StatusPending, dayspa.StatusConfirmed, dayspa.StatusCompleted, dayspa.StatusCancelled, dayspa.StatusNoShow}
			allowedMoves := map[[2]dayspa.BookingStatus]bool{
				{dayspa.StatusPending, dayspa.StatusConfirmed}:   true,
				{dayspa.StatusConfirmed, dayspa.StatusCompleted}: true,
				{dayspa.StatusPending, dayspa.StatusCancelled}:   true,
				{dayspa.StatusConfirmed, dayspa.StatusCancelled}: true,
				{dayspa.StatusConfirmed, dayspa.StatusNoShow}:    true,
			}
			for _, from := range all {
				for _, to := range all {
					t.Run(string(from)+"To"+string(to), func(t *testing.T) {
						b := book(t, db, svc, bookDay, "Layla Haddad", "layla@example.ae")
						setStatus(t, db, b.ID, from)
						change := dayspa.StatusChange{Status: to}
						if to.NeedsReason() {
							change.Reason = "The guest called to cancel."
						}
						got, err := db.SetBookingStatus(ctx, b.ID, change)
						allowed := allowedMoves[[2]dayspa.BookingStatus{from, to}]
						want := from
						if allowed {
							must(t, err)
							if got.ID != b.ID || got.Status != to || got.TotalAmount != b.TotalAmount || got.BookingDate != b.BookingDate ||
								got.CustomerID != b.CustomerID || !got.CreatedAt.Equal(b.CreatedAt) {
								t.Errorf("returned %+v, want %+v in status %s", got, b, to)
							}
							want = to
						} else {
							assertCode(t, err, dayspa.ECONFLICT)
						}
						var stored string
						must(t, db.SQL().QueryRow(`SELECT status FROM bookings WHERE id = $1`, b.ID).Scan(&stored))
						if stored != string(want) {
							t.Errorf("stored status %s, want %s", stored, want)
						}
						var reason string
						must(t, db.SQL().QueryRow(`SELECT status_reason FROM bookings WHERE id = $1`, b.ID).Scan(&reason))
						if allowed && reason != change.Reason || !allowed && reason != "" {
							t.Errorf("stored reason %q", reason)
						}
					})
				}
			}
		})

		t.Run("StatusErrNotFound", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			for _, s := range []dayspa.BookingStatus{dayspa.StatusConfirmed, dayspa.StatusCancelled} {
				_, err := db.SetBookingStatus(ctx, 4242, reasoned(s))
				assertCode(t, err, dayspa.ENOTFOUND)
			}
		})

		t.Run("StatusErrInvalid", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			b := book(t, db, createService(t, db, massage("Swedish Massage")), bookDay, "Layla Haddad", "layla@example.ae")
			for _, s := range []dayspa.BookingStatus{"", "Confirmed", "done"} {
				_, err := db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: s})
				assertCode(t, err, dayspa.EINVALID)
				if f := dayspa.ErrorFields(err); f["status"] == "" {
					t.Errorf("%q: fields %v, want one for status", s, f)
				}
			}
		})

		t.Run("ConcurrentConfirmsOneWins", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			b := book(t, db, createService(t, db, massage("Swedish Massage")), bookDay, "Layla Haddad", "layla@example.ae")
			const n = 8
			errs := make([]error, n)
			var wg sync.WaitGroup
			for i := range n {
				wg.Go(func() {
					_, errs[i] = db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed})
				})
			}
			wg.Wait()
			ok := 0
			for _, err := range errs {
				if err == nil {
					ok++
				} else if dayspa.ErrorCode(err) != dayspa.ECONFLICT {
					t.Errorf("err = %v, want nil or a conflict", err)
				}
			}
			if ok != 1 {
				t.Errorf("%d of %d concurrent confirms succeeded, want exactly 1", ok, n)
			}
		})
	})
}

// reasoned is a move to s, with a reason when s takes one.
func reasoned(s dayspa.BookingStatus) dayspa.StatusChange {
	c := dayspa.StatusChange{Status: s}
	if s.NeedsReason() {
		c.Reason = "The guest called."
	}
	return c
}
