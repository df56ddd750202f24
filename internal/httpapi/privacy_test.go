package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestPrivacyRoutes: the dashboard's export (who may see customers) and
// forgetting (owners and managers), and the guest's own through the manage
// link, through the real router: sessions and permissions, 404 for an
// unknown customer or link, answers as the spec says, an audit event of
// each by the customer's id that keeps neither the address nor the name.
func TestPrivacyRoutes(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		t.Parallel()
		ts, ss := newAdminSpa(t, e)
		ctx := context.Background()
		_, router := loadSpec(t)
		guestEmail, twinEmail := "omar@example.ae", "omar1@example.ae"
		guest, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "16:00", "Omar Saleh", guestEmail), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		twin, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "11:00", "Omar Saleh", twinEmail), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		owner := login(t, ts)
		addStaff(t, ts.db, dayspa.RoleReception, "desk@serenity.example", "front desk 2026")
		desk := staffLogin(t, ts, "desk@serenity.example", "front desk 2026")
		call := func(method, path, body, cookie string, status int, want ...string) []byte {
			t.Helper()
			h := map[string]string{"Content-Type": "application/json"}
			if cookie != "" {
				h["Cookie"] = cookie
			}
			resp, got := ts.do(t, method, path, body, h)
			if resp.StatusCode != status {
				t.Fatalf("%s %s: %d %s, want %d", method, path, resp.StatusCode, got, status)
			}
			for _, w := range want {
				if !strings.Contains(string(got), w) {
					t.Errorf("%s %s: %s lacks %q", method, path, got, w)
				}
			}
			if status == 200 && strings.HasSuffix(path, "data") || strings.HasSuffix(path, "export") && status == 200 {
				if cd := resp.Header.Get("Content-Disposition"); cd != `attachment; filename="personal-data.json"` {
					t.Errorf("%s: Content-Disposition %q", path, cd)
				}
			}
			req, _ := http.NewRequest(method, ts.URL+path, strings.NewReader(body))
			if err := validateAgainstSpec(t, router, req, resp, got); err != nil {
				t.Errorf("%s %s: %v", method, path, err)
			}
			return got
		}

		export := fmt.Sprintf("/api/admin/customers/%d/export", guest.CustomerID)
		forget := fmt.Sprintf("/api/admin/customers/%d/forget", guest.CustomerID)
		call("GET", export, "", "", 401)
		got := call("GET", export, "", desk, 200, `"email":"`+guestEmail+`"`, `"specialRequests"`)
		if strings.Contains(string(got), twinEmail) {
			t.Errorf("the export holds the look-alike: %s", got)
		}
		call("GET", "/api/admin/customers/999999/export", "", owner, 404)
		call("GET", "/api/admin/customers/x/export", "", owner, 404)
		call("POST", forget, "", "", 401)
		call("POST", forget, "", desk, 403)
		call("POST", "/api/admin/customers/999999/forget", "", owner, 404)
		call("POST", forget, `{"reason":"`+strings.Repeat("x", 501)+`"}`, owner, 400)
		call("POST", forget, `{"reason":"Asked at the desk"}`, owner, 200, `"cancelledBookings":1`, `"keptInvoices":0`)
		call("POST", forget, "", owner, 404) // forgotten already
		call("GET", export, "", owner, 404)

		// The look-alike, through their manage link.
		token := dayspa.NewManageToken()
		if _, err := ts.db.SQL().Exec(`INSERT INTO manage_tokens (token_hash, booking_id) VALUES ($1, $2)`,
			dayspa.HashManageToken(token), twin.ID); err != nil {
			t.Fatal(err)
		}
		data, gone := "/api/manage/"+token+"/data", "/api/manage/"+token+"/forget"
		call("GET", "/api/manage/"+dayspa.NewManageToken()+"/data", "", "", 404)
		call("GET", "/api/manage/not-a-token/data", "", "", 404)
		call("GET", data, "", "", 200, `"email":"`+twinEmail+`"`, `"name":"Omar Saleh"`)
		call("POST", "/api/manage/"+dayspa.NewManageToken()+"/forget", "", "", 404)
		call("POST", gone, "", "", 200, `"cancelledBookings":1`)
		call("GET", data, "", "", 404) // the link went with the guest

		var kinds []string
		for _, ev := range auditLog(t, ts) {
			all := fmt.Sprint(ev.Actor, ev.EntityID, string(ev.Before), string(ev.After))
			if strings.Contains(all, guestEmail) || strings.Contains(all, twinEmail) || strings.Contains(all, "Omar") {
				t.Errorf("audit event %+v keeps the guest", ev)
			}
			if ev.Entity == "customers" {
				kinds = append(kinds, fmt.Sprintf("guest:%v %s %s", ev.Actor == dayspa.GuestActor, ev.Action, ev.EntityID))
			}
		}
		want := []string{
			fmt.Sprintf("guest:false export %d", guest.CustomerID), fmt.Sprintf("guest:false delete %d", guest.CustomerID),
			fmt.Sprintf("guest:true export %d", twin.CustomerID), fmt.Sprintf("guest:true delete %d", twin.CustomerID),
		}
		if fmt.Sprint(kinds) != fmt.Sprint(want) {
			t.Errorf("customer events %q, want %q", kinds, want)
		}
	})
}
