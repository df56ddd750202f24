package sqlstore_test

import (
	"context"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

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
			// The bookings' appointments have started (CloseOnlyOnceStarted
			// is the time's own rule).
			db.Now = func() time.Time { return bookDay.At(11*60, dubai) }
			svc := createService(t, db, massage("Swedish Massage"))
			// Every pair of statuses; the store must follow the domain's CanMoveTo
			// (whose own test pins it to the allowed moves).
			all := []dayspa.BookingStatus{dayspa.StatusPending, dayspa.StatusConfirmed, dayspa.StatusCompleted, dayspa.StatusCancelled, dayspa.StatusNoShow}
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
						allowed := from.CanMoveTo(to)
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

		t.Run("CloseOnlyOnceStarted", func(t *testing.T) {
			t.Parallel()
			db, clock, _ := newOutboxDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			day := dayspa.DateOf(testNow.In(dubai)).AddDays(24)
			b, err := db.CreateBooking(ctx, newBooking(t, svc, day, "15:00", "layla@example.ae"), testRules)
			must(t, err)
			_, err = db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed})
			must(t, err)
			messages := len(outboxOf(t, db, b.ID))
			refused := func(when string) {
				t.Helper()
				for _, c := range []dayspa.StatusChange{{Status: dayspa.StatusCompleted}, {Status: dayspa.StatusNoShow, Reason: "Did not come."}} {
					_, err := db.SetBookingStatus(ctx, b.ID, c)
					if dayspa.ErrorCode(err) != dayspa.ECONFLICT || dayspa.ErrorMessage(err) != dayspa.MsgNotStarted.Text {
						t.Errorf("%s %s: %v, want %q", c.Status, when, err, dayspa.MsgNotStarted.Text)
					}
				}
				var status, reason string
				must(t, db.SQL().QueryRow(`SELECT status, status_reason FROM bookings WHERE id = $1`, b.ID).Scan(&status, &reason))
				if status != string(dayspa.StatusConfirmed) || reason != "" {
					t.Errorf("%s: stored %s %q, want confirmed with no reason", when, status, reason)
				}
				if n := len(outboxOf(t, db, b.ID)); n != messages {
					t.Errorf("%s: the refusals wrote %d messages", when, n-messages)
				}
			}
			refused("24 days ahead")
			clock.Add(day.At(15*60, dubai).Add(-time.Minute).Sub(clock.Now()))
			refused("a minute before")
			clock.Add(time.Minute)
			got, err := db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusCompleted})
			must(t, err)
			if got.Status != dayspa.StatusCompleted {
				t.Errorf("at the start: %+v, want completed", got)
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
