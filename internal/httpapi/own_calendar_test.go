package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestMyCalendar: a therapist signed in as herself sees her own bookings
// of the days she asks, with the guest's first name and requests, and
// nothing that reaches the guest (phone, e-mail, full name) nor another
// therapist's booking; the days are checked; an account linked to no
// therapist gets an empty list.
func TestMyCalendar(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		owner := login(t, ts)
		ctx := context.Background()

		hers, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "10:00", "Layla Haddad", "layla@example.ae"), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		other, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "10:00", "Noura Saleh", "noura@example.ae"), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		cal, err := ts.db.CalendarBookings(ctx, hers.BookingDate, hers.BookingDate)
		if err != nil {
			t.Fatal(err)
		}
		var herID int64
		for _, cb := range cal {
			if cb.ID == hers.ID {
				herID = cb.TherapistIDs[0]
			}
			if cb.ID == other.ID && slices.Contains(cb.TherapistIDs, herID) {
				t.Fatalf("both bookings share a therapist: %+v", cal)
			}
		}
		account := addStaff(t, ts.db, dayspa.RoleTherapist, "aisha@serenity.example", "aisha password 2026")
		account.TherapistID = &herID
		if _, err := ts.db.UpdateStaffUser(ctx, account); err != nil {
			t.Fatal(err)
		}
		own := staffLogin(t, ts, "aisha@serenity.example", "aisha password 2026")

		path := "/api/admin/me/calendar?from=" + bookDay + "&to=2026-11-30"
		run(t, scenario{name: "Own", path: path, headers: as(own), status: 200,
			want: []string{`"guestFirstName":"Layla"`, `"serviceName":"` + ss.massage.Name + `"`, `"from":"2026-11-29"`, `"to":"2026-11-30"`}}.
			with(func(t *testing.T, _ *http.Response, body []byte) {
				for _, secret := range []string{"Haddad", "layla@example.ae", "123 4567", "Noura", "noura@example.ae", `"phone"`, `"email"`} {
					if strings.Contains(string(body), secret) {
						t.Errorf("her calendar tells %q: %s", secret, body)
					}
				}
				var got dayspa.OwnCalendar
				if err := json.Unmarshal(body, &got); err != nil {
					t.Fatal(err)
				}
				if len(got.Bookings) != 1 || got.Bookings[0].ID != hers.ID || got.Bookings[0].Start != "10:00" {
					t.Errorf("her bookings %+v, want booking %d only", got.Bookings, hers.ID)
				}
			}))

		for _, sc := range []scenario{
			{name: "Today", path: "/api/admin/me/calendar", headers: as(own), status: 200, want: []string{`"from":"2026-11-22"`, `"to":"2026-11-22"`, `"bookings":[]`}},
			{name: "OtherDays", path: "/api/admin/me/calendar?from=2026-11-30&to=2026-12-30", headers: as(own), status: 200, want: []string{`"bookings":[]`}},
			{name: "NotLinked", path: path, headers: as(owner), status: 200, want: []string{`"bookings":[]`}},
			scenario{name: "BadDay", path: "/api/admin/me/calendar?from=29-11-2026", headers: as(own), status: 400}.
				withFields(map[string]string{"from": "Must be a date as YYYY-MM-DD."}),
			scenario{name: "Backwards", path: "/api/admin/me/calendar?from=2026-11-29&to=2026-11-28", headers: as(own), status: 400}.
				withFields(map[string]string{"to": "The end date must not be before the start date."}),
			scenario{name: "TooLong", path: "/api/admin/me/calendar?from=2026-11-01&to=2026-12-02", headers: as(own), status: 400}.
				withFields(map[string]string{"to": "Please ask for at most 31 days."}),
			scenario{name: "BeforeRecords", path: "/api/admin/me/calendar?from=1999-12-31", headers: as(own), status: 400}.
				withFields(map[string]string{"from": "Date must be between 2000-01-01 and 2031-11-22."}),
			{name: "NoSession", path: path, status: 401},
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
	})
}
