package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// TestBookingWritePaths: the three paths that write a booking (the public
// booking, the manager's move, the guest's reschedule) place it the same
// way. None of them can take a room or a therapist held over the span,
// none can end a treatment after closing, a refusal changes nothing, and
// each gives the booking a room and therapists when it succeeds.
func TestBookingWritePaths(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 90, Price: dayspa.AED(450), IsActive: true})
		manage := dayspa.ManageRules{Cutoff: 12 * time.Hour, Now: testClock.Now}

		// 10:00 to 11:30 is full: three treatments in the three rooms,
		// with the three therapists.
		var tenOClock []*dayspa.Booking
		for _, email := range []string{"a@example.com", "b@example.com", "c@example.com"} {
			b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", email), testRules)
			must(t, err)
			tenOClock = append(tenOClock, b)
		}
		moved, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "14:00", "moved@example.com"), testRules)
		must(t, err)
		guest, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "16:00", "guest@example.com"), testRules)
		must(t, err)
		hash := dayspa.HashManageToken(guestToken(t, db, guest.ID))

		atTime := func(at string) dayspa.NewBooking {
			nb := newBooking(t, svc, bookDay, "14:00", "new@example.com")
			m, ok := dayspa.ParseClock(at)
			if !ok {
				t.Fatalf("clock %q", at)
			}
			nb.Time, nb.Minute = at, m
			return nb
		}
		str := func(s string) *string { return &s }
		late := "21:00" // a 90-minute treatment would end at 22:30, after closing
		refusals := []struct {
			name  string
			write func() error
		}{
			{"public booking at a full time", func() error {
				_, err := db.CreateBooking(ctx, atTime("10:00"), testRules)
				return err
			}},
			{"admin move to a full time", func() error {
				_, err := db.MoveBooking(ctx, moved.ID, dayspa.BookingMove{BookingTime: str("10:00")}, testRules)
				return err
			}},
			{"admin move into a held room", func() error {
				room := *calendarOf(t, db, tenOClock[0].ID).RoomID
				_, err := db.MoveBooking(ctx, moved.ID, dayspa.BookingMove{BookingTime: str("10:00"), RoomID: &room}, testRules)
				return err
			}},
			{"admin move to a held therapist", func() error {
				held := calendarOf(t, db, tenOClock[1].ID).TherapistIDs
				_, err := db.MoveBooking(ctx, moved.ID, dayspa.BookingMove{BookingTime: str("11:00"), TherapistIDs: &held}, testRules)
				return err
			}},
			{"guest reschedule to a full time", func() error {
				_, err := db.RescheduleByGuest(ctx, hash, bookDay, 10*60, testRules, manage)
				return err
			}},
			{"public booking ending after closing", func() error {
				_, err := db.CreateBooking(ctx, atTime(late), testRules)
				return err
			}},
			{"admin move ending after closing", func() error {
				_, err := db.MoveBooking(ctx, moved.ID, dayspa.BookingMove{BookingTime: str(late)}, testRules)
				return err
			}},
			{"guest reschedule ending after closing", func() error {
				_, err := db.RescheduleByGuest(ctx, hash, bookDay, 21*60, testRules, manage)
				return err
			}},
		}
		before := calendarDay(t, db)
		for _, r := range refusals {
			if err := r.write(); dayspa.ErrorCode(err) != dayspa.ECONFLICT {
				t.Errorf("%s: %v, want a conflict", r.name, err)
			}
		}
		if after := calendarDay(t, db); !sameCalendar(before, after) {
			t.Fatalf("refused writes changed the day:\nbefore %+v\nafter  %+v", before, after)
		}

		// Each path succeeds at a free time, with a room and therapists.
		created, err := db.CreateBooking(ctx, atTime("12:00"), testRules)
		must(t, err)
		_, err = db.MoveBooking(ctx, moved.ID, dayspa.BookingMove{BookingTime: str("18:00")}, testRules)
		must(t, err)
		_, err = db.RescheduleByGuest(ctx, hash, bookDay, 19*60, testRules, manage)
		must(t, err)
		for _, w := range []struct {
			id    int64
			start string
		}{{created.ID, "12:00"}, {moved.ID, "18:00"}, {guest.ID, "19:00"}} {
			cb := calendarOf(t, db, w.id)
			if cb.Start != w.start || cb.RoomID == nil || len(cb.TherapistIDs) == 0 {
				t.Errorf("booking %d: %s in room %v with %v; want %s with a room and therapists", w.id, cb.Start, cb.RoomID, cb.TherapistIDs, w.start)
			}
		}
		assertNoDoubleBooking(t, calendarDay(t, db))
	})
}

// calendarDay is bookDay's calendar.
func calendarDay(t *testing.T, db *sqlstore.DB) []dayspa.CalendarBooking {
	t.Helper()
	all, err := db.CalendarBookings(context.Background(), bookDay, bookDay)
	must(t, err)
	return all
}

// calendarOf is booking id's entry in bookDay's calendar.
func calendarOf(t *testing.T, db *sqlstore.DB, id int64) dayspa.CalendarBooking {
	t.Helper()
	for _, cb := range calendarDay(t, db) {
		if cb.ID == id {
			return cb
		}
	}
	t.Fatalf("booking %d is not on %s", id, bookDay)
	return dayspa.CalendarBooking{}
}

// sameCalendar reports whether two reads of a day place every booking
// alike: the same day, times, room and therapists.
func sameCalendar(a, b []dayspa.CalendarBooking) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.ID != y.ID || x.BookingDate != y.BookingDate || x.Start != y.Start || x.HoldEnd != y.HoldEnd ||
			(x.RoomID == nil) != (y.RoomID == nil) || (x.RoomID != nil && *x.RoomID != *y.RoomID) ||
			len(x.TherapistIDs) != len(y.TherapistIDs) {
			return false
		}
		for j := range x.TherapistIDs {
			if x.TherapistIDs[j] != y.TherapistIDs[j] {
				return false
			}
		}
	}
	return true
}

// assertNoDoubleBooking fails the test when two bookings of the day that
// hold their place share a room or a therapist over overlapping spans.
func assertNoDoubleBooking(t *testing.T, day []dayspa.CalendarBooking) {
	t.Helper()
	span := func(cb dayspa.CalendarBooking) (int, int) {
		s, _ := dayspa.ParseClock(cb.Start)
		h, _ := dayspa.ParseClock(cb.HoldEnd)
		return s, h
	}
	for i, a := range day {
		for _, b := range day[i+1:] {
			if !a.Status.HoldsPlace() || !b.Status.HoldsPlace() {
				continue
			}
			as, ae := span(a)
			bs, be := span(b)
			if as >= be || bs >= ae {
				continue
			}
			if a.RoomID != nil && b.RoomID != nil && *a.RoomID == *b.RoomID {
				t.Errorf("bookings %d and %d share room %d", a.ID, b.ID, *a.RoomID)
			}
			for _, x := range a.TherapistIDs {
				for _, y := range b.TherapistIDs {
					if x == y {
						t.Errorf("bookings %d and %d share therapist %d", a.ID, b.ID, x)
					}
				}
			}
		}
	}
}
