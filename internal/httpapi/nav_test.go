package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// GET /api/admin/nav: the dashboard's frame, with the spa's date and time
// from the server's clock in the spa's zone and the counts of the store;
// admin only (the route table's admin rule, checked for every admin route
// by the access tests).
func TestAdminNavAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e, func(c *Config) { c.Business = testBusiness })
		run := specRunner(t, ts)
		run(t, scenario{name: "LoggedOut", path: "/api/admin/nav", status: 401, want: []string{`"message":"Unauthorized"`}})
		c := login(t, ts)

		ctx := context.Background()
		sqlstoretest.GrowTeam(t, ts.db, ss.massage.ID)
		if _, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "10:00", "Layla Haddad", "layla@example.ae"), ts.srv.rules); err != nil {
			t.Fatal(err)
		}
		if err := ts.db.CreateContactMessage(ctx, &dayspa.ContactMessage{Name: "Noor", Email: "noor@example.ae", Message: "Gift cards?"}); err != nil {
			t.Fatal(err)
		}

		run(t, adminGet(c, "Frame", "/api/admin/nav", 200).with(func(t *testing.T, resp *http.Response, body []byte) {
			if got := resp.Header.Get("Cache-Control"); got != "no-store" {
				t.Errorf("Cache-Control = %q, want no-store", got)
			}
			var got dayspa.AdminNav
			if err := json.Unmarshal(body, &got); err != nil {
				t.Fatal(err)
			}
			today, err := dayspa.ParseDate(spaToday)
			if err != nil {
				t.Fatal(err)
			}
			// Three test services (one inactive), one pending booking of one customer, one unread message.
			want := dayspa.AdminNav{
				SpaName:  testBusiness.Name,
				User:     dayspa.NavUser{Name: "Test owner"}, // the signed-in person's account
				Today:    today,
				Now:      "2026-11-22T10:30:00+04:00",
				TimeZone: "Asia/Dubai",
				Counts:   dayspa.NavCounts{NewRequests: 1, UnreadMessages: 1, Bookings: 1, Customers: 1, Services: 3},
			}
			if got != want {
				t.Errorf("nav =\n%+v\nwant\n%+v", got, want)
			}
		}))

		// One invoice; each role then reads only the counts of the places it
		// may open: reception the front desk's, never how many invoices there
		// are; a therapist none at all.
		run(t, adminWrite(c, "Invoice", "POST", "/api/admin/income", invoiceBody(), 201))
		for _, tc := range []struct {
			role dayspa.Role
			want dayspa.NavCounts
		}{
			{dayspa.RoleManager, dayspa.NavCounts{NewRequests: 1, UnreadMessages: 1, Bookings: 1, Customers: 1, Services: 3, Income: 1}},
			{dayspa.RoleReception, dayspa.NavCounts{NewRequests: 1, UnreadMessages: 1, Bookings: 1, Customers: 1}},
			{dayspa.RoleTherapist, dayspa.NavCounts{}},
		} {
			email := string(tc.role) + "@serenity.example"
			addStaff(t, ts.db, tc.role, email, "role password 2026")
			cookie := staffLogin(t, ts, email, "role password 2026")
			resp, body := ts.do(t, "GET", "/api/admin/nav", "", as(cookie))
			var got dayspa.AdminNav
			if err := json.Unmarshal(body, &got); resp.StatusCode != 200 || err != nil {
				t.Fatalf("%s: nav %d %s", tc.role, resp.StatusCode, body)
			}
			if got.Counts != tc.want || got.User.Name != "Test "+string(tc.role) {
				t.Errorf("%s: nav counts %+v for %q, want %+v", tc.role, got.Counts, got.User.Name, tc.want)
			}
		}
	})
}
