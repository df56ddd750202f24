package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// languageOf reads booking id's stored language.
func languageOf(t *testing.T, db *sqlstore.DB, id int64) string {
	t.Helper()
	var l string
	must(t, db.SQL().QueryRow(`SELECT language FROM bookings WHERE id = $1`, id).Scan(&l))
	return l
}

// A booking keeps its guest's language: stored with it, English when none
// was given, and read back by every view of it: the dashboard's list and
// calendar, a status change's answer, the manage page and the messages
// (whose words of the preference are in it).
func TestBookingLanguage(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newOutboxDB(t, e)
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 60, Price: dayspa.AED(450), IsActive: true})

		enReq := newBooking(t, svc, bookDay, "10:00", "layla@example.com") // no language sent
		en, err := db.CreateBooking(ctx, enReq, testRules)
		must(t, err)
		arReq := newBooking(t, svc, bookDay, "12:00", "noura@example.com")
		arReq.Language = dayspa.Arabic
		arReq.Preference = dayspa.Preference{Gender: dayspa.GenderFemale}
		ar, err := db.CreateBooking(ctx, arReq, testRules)
		must(t, err)
		// A NewBooking made by hand, without a language, is English.
		byHand := newBooking(t, svc, bookDay, "14:00", "salma@example.com")
		byHand.Language = ""
		hand, err := db.CreateBooking(ctx, byHand, testRules)
		must(t, err)

		want := map[int64]dayspa.Language{en.ID: dayspa.English, ar.ID: dayspa.Arabic, hand.ID: dayspa.English}
		for _, b := range []*dayspa.Booking{en, ar, hand} {
			if b.Language != want[b.ID] {
				t.Errorf("booking %d created with language %q, want %q", b.ID, b.Language, want[b.ID])
			}
			if got := languageOf(t, db, b.ID); got != string(want[b.ID]) {
				t.Errorf("booking %d stored with language %q, want %q", b.ID, got, want[b.ID])
			}
		}

		views, _, err := db.ListBookings(ctx, dayspa.BookingFilter{})
		must(t, err)
		if len(views) != 3 {
			t.Fatalf("%d bookings listed, want 3", len(views))
		}
		for _, v := range views {
			if v.Booking.Language != want[v.Booking.ID] {
				t.Errorf("list: booking %d language %q, want %q", v.Booking.ID, v.Booking.Language, want[v.Booking.ID])
			}
		}
		cal, err := db.CalendarBookings(ctx, bookDay, bookDay)
		must(t, err)
		if len(cal) != 3 {
			t.Fatalf("%d bookings on the calendar, want 3", len(cal))
		}
		for _, cb := range cal {
			if cb.Language != want[cb.ID] {
				t.Errorf("calendar: booking %d language %q, want %q", cb.ID, cb.Language, want[cb.ID])
			}
		}

		mrules := dayspa.ManageRules{Cutoff: 12 * time.Hour, Now: clock.Now}
		for _, b := range []*dayspa.Booking{en, ar} {
			mb, err := db.ManagedBooking(ctx, dayspa.HashManageToken(guestToken(t, db, b.ID)), mrules)
			must(t, err)
			if mb.Language != want[b.ID] {
				t.Errorf("manage: booking %d language %q, want %q", b.ID, mb.Language, want[b.ID])
			}
		}

		claimed, err := db.ClaimMessages(ctx, 50, time.Minute)
		must(t, err)
		seen := 0
		for _, q := range claimed {
			if q.Booking.Language != want[q.Booking.ID] {
				t.Errorf("message %d (%s) of booking %d: language %q, want %q", q.Message.ID, q.Message.Kind, q.Booking.ID, q.Booking.Language, want[q.Booking.ID])
			}
			if q.Booking.ID == ar.ID && q.Message.Kind == dayspa.KindRequestReceived {
				seen++
				if q.Booking.Therapist != "معالِجة" {
					t.Errorf("Arabic booking's preference in words %q, want معالِجة", q.Booking.Therapist)
				}
			}
		}
		if seen != 1 {
			t.Fatalf("%d request-received messages of the Arabic booking claimed, want 1", seen)
		}
		list, _, err := db.ListOutbox(ctx, dayspa.OutboxFilter{})
		must(t, err)
		for _, m := range list {
			q, err := db.OutboxMessage(ctx, m.ID)
			must(t, err)
			if q.Booking.Language != want[m.BookingID] {
				t.Errorf("outbox message %d: language %q, want %q", m.ID, q.Booking.Language, want[m.BookingID])
			}
		}

		b, err := db.SetBookingStatus(ctx, ar.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed})
		must(t, err)
		if b.Language != dayspa.Arabic {
			t.Errorf("confirmed booking's language %q, want ar", b.Language)
		}

		// The column takes the site's languages only.
		if _, err := db.SQL().Exec(`UPDATE bookings SET language = 'fr' WHERE id = $1`, en.ID); err == nil {
			t.Error("the bookings table took the language fr")
		}
		if got := languageOf(t, db, en.ID); got != "en" {
			t.Errorf("after a refused update the language is %q", got)
		}
	})
}

// TestMigrationBookingLanguage: the bookings made before the language was
// kept were made on the English site, and are English.
func TestMigrationBookingLanguage(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		svc := createService(t, db, massage("Swedish Massage"))
		must(t, db.MigrateDownTo(ctx, 14))
		var customer, booking int64
		must(t, db.SQL().QueryRow(`INSERT INTO customers (name, email, phone, created_at) VALUES ('Layla', 'layla@example.ae', '+971 50 123 4567', $1) RETURNING id`,
			testNow).Scan(&customer))
		must(t, db.SQL().QueryRow(`INSERT INTO bookings (customer_id, service_id, booking_date, booking_time, start_minute, end_minute, places, status, total_amount, created_at)
			VALUES ($1, $2, $3, '10:00', 600, 660, 1, 'pending', 35000, $4) RETURNING id`,
			customer, svc.ID, bookDay, testNow).Scan(&booking))
		must(t, db.Migrate(ctx))
		if got := languageOf(t, db, booking); got != "en" {
			t.Errorf("a booking made before the migration has language %q, want en", got)
		}
	})
}
