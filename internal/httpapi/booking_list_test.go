package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

func TestBookingListAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		ctx := context.Background()
		rules := ts.srv.rules

		// 23 bookings; the clock is fixed, so the newest is the highest id.
		var ids []int64 // oldest first
		for i := range 23 {
			name, email := fmt.Sprintf("Guest %02d", i), fmt.Sprintf("guest%02d@example.ae", i)
			if i%4 == 0 {
				name = "Layla Haddad"
			}
			day := bookDay
			if i%3 == 0 {
				day = "2026-11-30"
			}
			sqlstoretest.GrowTeam(t, ts.db, ss.massage.ID, ss.stones.ID) // room for every booking
			b, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, day, "10:00", name, email), rules)
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, b.ID)
		}
		newest := func(keep func(i int) bool) []int64 {
			out := []int64{}
			for i := len(ids) - 1; i >= 0; i-- {
				if keep(i) {
					out = append(out, ids[i])
				}
			}
			return out
		}
		all := newest(func(int) bool { return true })
		for _, i := range []int{1, 2, 5} {
			setBookingStatusSQL(t, ts, ids[i], dayspa.StatusConfirmed)
		}

		t.Run("Shape", func(t *testing.T) {
			run(t, adminGet(c, "", "/api/admin/bookings?limit=1", 200).withTotal(23).with(func(t *testing.T, _ *http.Response, body []byte) {
				var got []map[string]map[string]any
				if err := json.Unmarshal(body, &got); err != nil || len(got) != 1 {
					t.Fatalf("decode %s: %v", body, err)
				}
				v := got[0]
				if v["bookings"]["id"] != float64(ids[22]) || v["bookings"]["bookingDate"] != bookDay || v["bookings"]["bookingTime"] != "10:00" ||
					v["bookings"]["totalAmount"] != "450.00" || v["bookings"]["status"] != "pending" {
					t.Errorf("bookings part %v", v["bookings"])
				}
				if v["customers"]["name"] != "Guest 22" || v["customers"]["email"] != "guest22@example.ae" || v["customers"]["phone"] != "+971 50 123 4567" {
					t.Errorf("customers part %v", v["customers"])
				}
				if v["services"]["id"] != float64(ss.massage.ID) || v["services"]["name"] != "Swedish Massage" || v["services"]["duration"] != float64(60) {
					t.Errorf("services part %v", v["services"])
				}
			}))
		})

		for _, sc := range []scenario{
			adminGet(c, "DefaultFirst10NewestFirst", "/api/admin/bookings", 200).withTotal(23).with(wantIDs(all[:10]...)),
			adminGet(c, "Page3", "/api/admin/bookings?page=3", 200).withTotal(23).with(wantIDs(all[20:]...)),
			adminGet(c, "Page2Of5", "/api/admin/bookings?page=2&limit=5", 200).withTotal(23).with(wantIDs(all[5:10]...)),
			adminGet(c, "PastTheEnd", "/api/admin/bookings?page=9", 200, `[]`).withTotal(23),
			adminGet(c, "Status", "/api/admin/bookings?status=confirmed", 200).withTotal(3).with(wantIDs(ids[5], ids[2], ids[1])),
			adminGet(c, "StatusNone", "/api/admin/bookings?status=completed", 200, `[]`).withTotal(0),
			adminGet(c, "Date", "/api/admin/bookings?date=2026-11-30&limit=100", 200).withTotal(8).
				with(wantIDs(newest(func(i int) bool { return i%3 == 0 })...)),
			adminGet(c, "SearchName", "/api/admin/bookings?search=layla", 200).withTotal(6).
				with(wantIDs(newest(func(i int) bool { return i%4 == 0 })...)),
			adminGet(c, "SearchEmail", "/api/admin/bookings?search=GUEST13%40", 200).withTotal(1).with(wantIDs(ids[13])),
			adminGet(c, "Everything", "/api/admin/bookings?search=guest&status=confirmed&date=2026-11-29&page=1&limit=2", 200).
				withTotal(3).with(wantIDs(ids[5], ids[2])),
			adminGet(c, "EverythingPage2", "/api/admin/bookings?search=guest+05&status=confirmed&date=2026-11-29&page=2&limit=1", 200).
				withTotal(1).with(wantIDs()),
			adminGet(c, "EmptyParamsAreUnset", "/api/admin/bookings?status=&date=&search=&page=&limit=", 200).withTotal(23).with(wantIDs(all[:10]...)),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}

		for _, tt := range []struct {
			query, field string
		}{
			{"page=0", "page"},
			{"page=-1", "page"},
			{"page=two", "page"},
			{"page=1.5", "page"},
			{"page=99999999999", "page"},
			{"limit=0", "limit"},
			{"limit=101", "limit"},
			{"limit=ten", "limit"},
			{"status=done", "status"},
			{"status=Confirmed", "status"},
			{"date=2026-13-01", "date"},
			{"date=29-11-2026", "date"},
			{"search=" + strings.Repeat("x", 101), "search"},
		} {
			t.Run("Err"+tt.query[:min(len(tt.query), 20)], func(t *testing.T) {
				run(t, adminGet(c, "", "/api/admin/bookings?"+tt.query, 400).withErrorField(tt.field))
			})
		}
	})
}

func TestBookingStatusAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		// The store's clock is past the start of the bookings below (10:00
		// on bookDay), so that they may be completed or marked no-show;
		// NotStartedYet is that rule's own case.
		ts.db.Now = func() time.Time { return time.Date(2026, 11, 29, 11, 0, 0, 0, dubai) }
		run := specRunner(t, ts)
		c := login(t, ts)
		rules := ts.srv.rules
		newBooking := func(t *testing.T) *dayspa.Booking {
			t.Helper()
			sqlstoretest.GrowTeam(t, ts.db, ss.massage.ID, ss.stones.ID) // room for every booking
			b, err := ts.db.CreateBooking(context.Background(), mustNewBooking(t, ss.massage), rules)
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		// Every pair of statuses; the API must follow the domain's CanMoveTo
		// (whose own test pins it to the allowed moves).
		statuses := []dayspa.BookingStatus{dayspa.StatusPending, dayspa.StatusConfirmed, dayspa.StatusCompleted, dayspa.StatusCancelled, dayspa.StatusNoShow}
		for _, from := range statuses {
			for _, to := range statuses {
				t.Run(string(from)+"To"+string(to), func(t *testing.T) {
					b := newBooking(t)
					setBookingStatusSQL(t, ts, b.ID, from)
					path := fmt.Sprintf("/api/admin/bookings/%d/status", b.ID)
					body := `{"status":"` + string(to) + `"}`
					if to.NeedsReason() {
						body = `{"status":"` + string(to) + `","reason":"The guest called."}`
					}
					if from.CanMoveTo(to) {
						run(t, adminWrite(c, "", "PATCH", path, body, 200,
							fmt.Sprintf(`"id":%d,`, b.ID), `"status":"`+string(to)+`"`, `"totalAmount":"450.00"`))
					} else {
						run(t, adminWrite(c, "", "PATCH", path, body, 409,
							`{"message":"A `+string(from)+` booking cannot become `+string(to)+`.","code":"booking.status_change","params":{"from":"`+string(from)+`","to":"`+string(to)+`"}}`))
						to = from
					}
					if got := bookingStatus(t, ts, b.ID); got != to {
						t.Errorf("stored status %s, want %s", got, to)
					}
				})
			}
		}

		b := newBooking(t)
		path := fmt.Sprintf("/api/admin/bookings/%d/status", b.ID)
		for _, sc := range []scenario{
			adminWrite(c, "ErrUnknownID", "PATCH", "/api/admin/bookings/424242/status", `{"status":"confirmed"}`, 404, `{"message":"Booking not found.","code":"booking.not_found"}`),
			adminWrite(c, "ErrIDNotANumber", "PATCH", "/api/admin/bookings/abc/status", `{"status":"confirmed"}`, 404, `{"message":"Booking not found.","code":"booking.not_found"}`),
			adminWrite(c, "ErrIDZero", "PATCH", "/api/admin/bookings/0/status", `{"status":"confirmed"}`, 404),
			adminWrite(c, "ErrUnknownStatus", "PATCH", path, `{"status":"done"}`, 400).withErrorField("status"),
			adminWrite(c, "ErrMissingStatus", "PATCH", path, `{}`, 400).withErrorField("status"),
			adminWrite(c, "ErrStatusNumber", "PATCH", path, `{"status":1}`, 400).withErrorField("status"),
			adminWrite(c, "ErrUnknownField", "PATCH", path, `{"status":"confirmed","totalAmount":"1.00"}`, 400).withErrorField("totalAmount"),
			adminWrite(c, "ErrNotJSON", "PATCH", path, `status=confirmed`, 400),
			adminWrite(c, "ErrCancelWithoutReason", "PATCH", path, `{"status":"cancelled"}`, 400).withErrorField("reason"),
			adminWrite(c, "ErrConfirmWithReason", "PATCH", path, `{"status":"confirmed","reason":"why"}`, 400).withErrorField("reason"),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		if got := bookingStatus(t, ts, b.ID); got != dayspa.StatusPending {
			t.Errorf("refused requests changed the booking to %s", got)
		}

		// A confirmed booking 24 days ahead is neither completed nor a
		// no-show before its start: 409 with the rule, nothing changed.
		t.Run("NotStartedYet", func(t *testing.T) {
			ahead, err := ts.db.CreateBooking(context.Background(),
				newBookingOf(t, ss.stones, spaNow.AddDate(0, 0, 24).Format(time.DateOnly), "15:00", "Noor Saleh", "noor@example.ae"), rules)
			if err != nil {
				t.Fatal(err)
			}
			setBookingStatusSQL(t, ts, ahead.ID, dayspa.StatusConfirmed)
			path := fmt.Sprintf("/api/admin/bookings/%d/status", ahead.ID)
			run(t, adminWrite(c, "completed", "PATCH", path, `{"status":"completed"}`, 409, `{"message":"`+dayspa.MsgNotStarted.Text+`","code":"`+dayspa.MsgNotStarted.Code+`"}`))
			run(t, adminWrite(c, "no-show", "PATCH", path, `{"status":"no_show","reason":"Did not come."}`, 409, `{"message":"`+dayspa.MsgNotStarted.Text+`","code":"`+dayspa.MsgNotStarted.Code+`"}`))
			if got := bookingStatus(t, ts, ahead.ID); got != dayspa.StatusConfirmed {
				t.Errorf("refused requests changed the booking to %s", got)
			}
			setBookingStatusSQL(t, ts, ahead.ID, dayspa.StatusCancelled) // counted below only in the total
		})

		t.Run("StatsFollow", func(t *testing.T) {
			var st dayspa.BookingStats
			resp, body := ts.do(t, "GET", "/api/admin/stats", "", as(c))
			if err := json.Unmarshal(body, &st); err != nil || resp.StatusCode != 200 {
				t.Fatalf("stats %d %s", resp.StatusCode, body)
			}
			// 25 of the table, one left pending above, one cancelled in
			// NotStartedYet. Ends: pending 3+1 (from pending, refused to
			// pending, completed and no_show), confirmed 1+2, completed 1+5.
			if want := (dayspa.BookingStats{TotalBookings: 27, PendingBookings: 4, ConfirmedBookings: 3, CompletedBookings: 6}); st != want {
				t.Errorf("stats = %+v, want %+v", st, want)
			}
		})
	})
}

// hourlyTimes are the start times of a default day on the hourly grid,
