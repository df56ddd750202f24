package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestTodayAPI runs the Today place at 11:30, an hour after the test
// clock: today's 11:00 has started, its 14:00 has not.
func TestTodayAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		later := spaNow.Add(time.Hour)
		ts, ss := newAdminSpa(t, e, func(c *Config) { c.Now = func() time.Time { return later } })
		run := specRunner(t, ts)
		c := login(t, ts)
		ctx := context.Background()
		rules := ts.srv.rules
		rules.Clock.Now = func() time.Time { return spaNow } // the bookings are made before 11:00
		book := func(day, at, name, email string) int64 {
			sqlstoretest.GrowTeam(t, ts.db, ss.massage.ID)
			b, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, day, at, name, email), rules)
			if err != nil {
				t.Fatal(err)
			}
			return b.ID
		}
		afternoon := book(spaToday, "14:00", "Omar Said", "omar@example.ae")
		morning := book(spaToday, "11:00", "Layla Haddad", "layla@example.ae")
		nextWeek := book(bookDay, "10:00", "Sara Ali", "sara@example.ae")
		if _, err := ts.db.SQL().Exec(`UPDATE bookings SET status = 'confirmed' WHERE id = $1`, morning); err != nil {
			t.Fatal(err)
		}
		m := dayspa.ContactMessage{Name: "Mona", Email: "mona@example.ae", Message: "Do you have a sauna?"}
		if err := ts.db.CreateContactMessage(ctx, &m); err != nil {
			t.Fatal(err)
		}

		board := func(t *testing.T, _ *http.Response, body []byte) {
			t.Helper()
			var got dayspa.TodayBoard
			if err := json.Unmarshal(body, &got); err != nil {
				t.Fatal(err)
			}
			if got.Date.String() != spaToday || len(got.Arrivals) != 2 || got.Arrivals[0].ID != morning || got.Arrivals[1].ID != afternoon {
				t.Fatalf("date %s, arrivals %+v; want today's 11:00 then 14:00", got.Date, got.Arrivals)
			}
			first := got.Arrivals[0]
			if first.Customer.FirstName != "Layla" || first.Customer.WhatsappURL != "https://wa.me/971501234567" ||
				first.Service.Name != ss.massage.Name || len(first.Therapists) != 1 || first.Room == nil {
				t.Errorf("first arrival %+v", first)
			}
			// The started confirmed booking may be completed; the pending one
			// not yet started may only be confirmed or cancelled.
			want := []dayspa.BookingStatus{dayspa.StatusCompleted, dayspa.StatusCancelled, dayspa.StatusNoShow}
			if !reflect.DeepEqual(first.Actions.Statuses, want) || !first.Actions.Move {
				t.Errorf("11:00 actions %+v, want %v and move", first.Actions, want)
			}
			want = []dayspa.BookingStatus{dayspa.StatusConfirmed, dayspa.StatusCancelled}
			if !reflect.DeepEqual(got.Arrivals[1].Actions.Statuses, want) {
				t.Errorf("14:00 actions %+v, want %v", got.Arrivals[1].Actions, want)
			}
			if len(got.Waiting) != 2 || got.Waiting[0].ID != afternoon || got.Waiting[1].ID != nextWeek {
				t.Errorf("waiting %+v; want today's 14:00 then next week's", got.Waiting)
			}
			if got.UnreadTotal != 1 || len(got.Unread) != 1 || got.Unread[0].Message != m.Message {
				t.Errorf("unread %+v of %d", got.Unread, got.UnreadTotal)
			}
		}
		// The front desk runs the same day without its takings.
		desk := "reception@serenity.example"
		addStaff(t, ts.db, dayspa.RoleReception, desk, "role password 2026")
		rc := staffLogin(t, ts, desk, "role password 2026")
		for _, sc := range []scenario{
			adminGet(c, "Board", "/api/admin/today", 200, `"takings":{"total":"0.00","cash":"0.00","card":"0.00","tips":"0.00","count":0}`).
				withHeaders(map[string]string{"Cache-Control": "no-store"}).with(board),
			adminGet(rc, "ReceptionBoard", "/api/admin/today", 200, `"takings":null`).with(board),
			{name: "NoSession", path: "/api/admin/today", status: 401},
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
	})
}

func TestSearchAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		ctx := context.Background()
		var layla int64
		for i := range dayspa.MaxSearchResults + 2 {
			sqlstoretest.GrowTeam(t, ts.db, ss.massage.ID)
			nb := newBookingOf(t, ss.massage, bookDay, fmt.Sprintf("%02d:00", 10+i/2), fmt.Sprintf("Guest %d", i), fmt.Sprintf("guest%d@example.ae", i))
			nb.CustomerPhone = fmt.Sprintf("+97150%07d", i)
			b, err := ts.db.CreateBooking(ctx, nb, ts.srv.rules)
			if err != nil {
				t.Fatal(err)
			}
			if i == 3 {
				layla = b.ID
			}
		}
		results := func(bookings, customers, messages int) func(*testing.T, *http.Response, []byte) {
			return func(t *testing.T, _ *http.Response, body []byte) {
				t.Helper()
				var got dayspa.SearchResults
				if err := json.Unmarshal(body, &got); err != nil {
					t.Fatal(err)
				}
				if len(got.Bookings) != bookings || len(got.Customers) != customers || len(got.Messages) != messages {
					t.Errorf("%d bookings, %d customers, %d messages; want %d, %d, %d",
						len(got.Bookings), len(got.Customers), len(got.Messages), bookings, customers, messages)
				}
			}
		}
		q := func(s string) string { return "/api/admin/search?q=" + url.QueryEscape(s) }
		bad := func(name, path string) scenario {
			return adminGet(c, name, path, 400, `"code":"search.query"`, "Search must be 2 to 100 characters.").withErrorField("q")
		}
		for _, sc := range []scenario{
			// The local way of writing the number finds the guest stored as +971…
			adminGet(c, "PhoneDigits", q("050 000 0003"), 200, fmt.Sprintf(`"id":%d`, layla), `"customerName":"Guest 3"`, `"phone":"+971500000003"`).
				with(results(1, 1, 0)),
			adminGet(c, "BookingNumber", q(fmt.Sprintf("#%d", layla)), 200, `"customerName":"Guest 3"`),
			adminGet(c, "BoundedPerKind", q("GUEST"), 200).with(results(dayspa.MaxSearchResults, dayspa.MaxSearchResults, 0)),
			adminGet(c, "Nothing", q("nobody here"), 200, `{"bookings":[],"customers":[],"messages":[]}`),
			bad("ErrMissing", "/api/admin/search"),
			bad("ErrOneCharacter", q(" a ")),
			bad("ErrTooLong", q(strings.Repeat("a", 101))),
			{name: "NoSession", path: q("guest"), status: 401},
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
	})
}
