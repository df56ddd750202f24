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
)

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
				CreatedAt: testNow.UTC(), Language: dayspa.English, Assignment: dayspa.Assignment{RoomID: 1, TherapistIDs: []int64{1}},
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
					special_requests, created_at, start_minute, end_minute, places, room_id, language
				FROM bookings WHERE id = $1`, b.ID).Scan(
				&got.CustomerID, &got.ServiceID, &got.BookingDate, &got.BookingTime, &status, &got.TotalAmount,
				&got.SpecialRequests, &got.CreatedAt, &start, &end, &places, &got.Assignment.RoomID, &got.Language))
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

		t.Run("CustomerPhoneStoredOnce", func(t *testing.T) {
			t.Parallel()
			// A customer stored without a phone gets the next booking's;
			// once stored, a phone is kept (on PostgreSQL that booking
			// only reads the customer).
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			ids := map[int64]bool{}
			for i, phone := range []string{"", "+971 50 111 2222", "+971 55 333 4444"} {
				nb := newBooking(t, svc, bookDay.AddDays(i), "10:00", "mira@example.ae")
				nb.CustomerPhone = phone
				b, err := db.CreateBooking(ctx, nb, testRules)
				must(t, err)
				ids[b.CustomerID] = true
				cs := customers(t, db)
				want := "+971 50 111 2222"
				if i == 0 {
					want = ""
				}
				if len(cs) != 1 || cs[0].Phone != want {
					t.Errorf("after booking %d: customers = %+v, want one with phone %q", i+1, cs, want)
				}
			}
			if len(ids) != 1 {
				t.Errorf("bookings went to customers %v, want one", ids)
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
