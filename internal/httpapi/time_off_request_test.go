package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// linkAccount links the staff account of email to the therapist record id.
func linkAccount(t testing.TB, db *sqlstore.DB, email string, id int64) {
	t.Helper()
	ctx := context.Background()
	u, err := db.StaffUserByEmail(ctx, email)
	if err != nil {
		t.Fatal(err)
	}
	u.TherapistID = &id
	if _, err := db.UpdateStaffUser(ctx, u); err != nil {
		t.Fatal(err)
	}
}

// TestTimeOffRequestRoutes: a therapist asks for days off from today on,
// with every field checked and nothing stored on a refusal; she sees her
// own requests and cannot decide them; a manager lists the pending ones,
// approves one once (its days then show as her time off on the
// calendar) and declines another.
func TestTimeOffRequestRoutes(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		run := specRunner(t, ts)
		owner := login(t, ts)
		account := addStaff(t, ts.db, dayspa.RoleTherapist, "aisha@serenity.example", "aisha password 2026")
		aisha := staffLogin(t, ts, "aisha@serenity.example", "aisha password 2026")
		mine := "/api/admin/me/time-off"
		ask := func(name, body string, status int, want ...string) scenario {
			return scenario{name: name, method: "POST", path: mine, body: body, headers: as(aisha), status: status, want: want}
		}
		long := strings.Repeat("a", 201)
		// Another therapist's request, which is never hers to see.
		team, err := ts.db.Therapists(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		var otherID int64
		for _, th := range team {
			if th.ID != *account.TherapistID {
				otherID = th.ID
			}
		}
		others, err := ts.db.CreateTimeOffRequest(context.Background(), otherID, dayspa.TimeOff{From: dayspa.Date{Year: 2026, Month: 12, Day: 3}, To: dayspa.Date{Year: 2026, Month: 12, Day: 3}, Note: "Not hers"})
		if err != nil {
			t.Fatal(err)
		}

		var first, second dayspa.TimeOffRequest
		run(t, ask("Ask", `{"from":"2026-11-29","to":"2026-11-29","note":" Family visit "}`, 201,
			`"status":"pending"`, `"note":"Family visit"`, `"decidedBy":""`, `"decidedAt":null`).with(decodeInto(&first)))
		run(t, ask("AskToday", `{"from":"2026-11-22","to":"2026-11-23","note":""}`, 201).with(decodeInto(&second)))
		for _, sc := range []scenario{
			ask("Past", `{"from":"2026-11-21","to":"2026-11-23","note":""}`, 400).
				withFields(map[string]string{"from": "Time off cannot start before today."}),
			ask("Backwards", `{"from":"2026-11-30","to":"2026-11-29","note":""}`, 400).
				withFields(map[string]string{"to": "The end date must not be before the start date."}),
			ask("NotDays", `{"from":"30/11/2026","to":"","note":"`+long+`"}`, 400).
				withFields(map[string]string{"from": "Date must be a date as YYYY-MM-DD.", "to": "Date must be a date as YYYY-MM-DD.",
					"note": "Note must be at most 200 characters on one line."}),
			ask("TwoLines", `{"from":"2026-11-30","to":"2026-11-30","note":"a\nb"}`, 400).
				withFields(map[string]string{"note": "Note must be at most 200 characters on one line."}),
			ask("FarAhead", `{"from":"2026-11-30","to":"2031-11-23","note":""}`, 400).
				withFields(map[string]string{"to": "Date must be between 2000-01-01 and 2031-11-22."}),
			ask("UnknownField", `{"from":"2026-11-30","to":"2026-11-30","status":"approved"}`, 400),
			{name: "Mine", path: mine, headers: as(aisha), status: 200, want: []string{fmt.Sprintf(`"therapistId":%d`, *account.TherapistID)},
				check: func(t *testing.T, _ *http.Response, body []byte) {
					var got []dayspa.TimeOffRequest
					if err := json.Unmarshal(body, &got); err != nil || len(got) != 2 || strings.Contains(string(body), "Not hers") {
						t.Errorf("her requests after the refusals: %s", body)
					}
				}},
			{name: "NotHersToList", path: "/api/admin/time-off-requests", headers: as(aisha), status: 403},
			{name: "NotHersToDecide", method: "POST", path: fmt.Sprintf("/api/admin/time-off-requests/%d/approve", first.ID), headers: as(aisha), status: 403},
			{name: "Pending", path: "/api/admin/time-off-requests?status=pending", headers: as(owner), status: 200,
				want: []string{fmt.Sprintf(`"id":%d`, first.ID), fmt.Sprintf(`"id":%d`, second.ID), fmt.Sprintf(`"id":%d`, others.ID)}},
			scenario{name: "BadStatus", path: "/api/admin/time-off-requests?status=open", headers: as(owner), status: 400}.
				withFields(map[string]string{"status": "Status must be pending, approved or declined."}),
			{name: "Approve", method: "POST", path: fmt.Sprintf("/api/admin/time-off-requests/%d/approve", first.ID), headers: as(owner), status: 200,
				want: []string{`"status":"approved"`, `"decidedBy":"Test owner"`}},
			{name: "ApproveAgain", method: "POST", path: fmt.Sprintf("/api/admin/time-off-requests/%d/decline", first.ID), headers: as(owner), status: 409,
				want: []string{`"code":"time_off.decided"`, "This request has already been approved or declined."}},
			{name: "Decline", method: "POST", path: fmt.Sprintf("/api/admin/time-off-requests/%d/decline", second.ID), headers: as(owner), status: 200,
				want: []string{`"status":"declined"`}},
			{name: "Unknown", method: "POST", path: "/api/admin/time-off-requests/999999/approve", headers: as(owner), status: 404,
				want: []string{`"code":"time_off.not_found"`}},
			{name: "OnlyTheOtherLeft", path: "/api/admin/time-off-requests?status=pending", headers: as(owner), status: 200, want: []string{`"note":"Not hers"`},
				check: func(t *testing.T, _ *http.Response, body []byte) {
					var got []dayspa.TimeOffRequest
					if err := json.Unmarshal(body, &got); err != nil || len(got) != 1 {
						t.Errorf("pending after the decisions: %s", body)
					}
				}},
			{name: "OnTheCalendar", path: "/api/admin/calendar?date=2026-11-29", headers: as(owner), status: 200,
				want: []string{fmt.Sprintf(`{"therapistId":%d,"working":[],"timeOff":{"from":"2026-11-29","to":"2026-11-29","note":"Family visit"}}`, *account.TherapistID)}},
			ask("NotLinked", `{"from":"2026-11-30","to":"2026-11-30","note":""}`, 404, `"code":"therapist.not_found"`),
			{name: "NoneOfTheOwners", path: mine, headers: as(owner), status: 200, want: []string{`[]`}},
			{name: "NoSession", method: "POST", path: mine, body: `{}`, headers: jsonHeaders, status: 401},
		} {
			if sc.name == "NotLinked" {
				sc.headers = as(owner)
			}
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
	})
}

// TestTimeOffPassedDaysNotApproved: on the spa's today (2026-11-22 in
// these tests), a request whose days all lie before it answers 409
// time_off.passed to an approval and stays pending, her time off
// unchanged; declining it is still allowed.
func TestTimeOffPassedDaysNotApproved(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		run := specRunner(t, ts)
		owner := login(t, ts)
		ctx := context.Background()
		team, err := ts.db.Therapists(ctx)
		if err != nil {
			t.Fatal(err)
		}
		th := team[0]
		passed, err := ts.db.CreateTimeOffRequest(ctx, th.ID, dayspa.TimeOff{From: dayspa.Date{Year: 2026, Month: 11, Day: 18}, To: dayspa.Date{Year: 2026, Month: 11, Day: 21}, Note: "Fever"})
		if err != nil {
			t.Fatal(err)
		}
		approve := fmt.Sprintf("/api/admin/time-off-requests/%d/approve", passed.ID)
		run(t, scenario{name: "Approve", method: "POST", path: approve, headers: as(owner), status: 409,
			want: []string{`"code":"time_off.passed"`, dayspa.MsgTimeOffPassed.Text}})
		got, err := ts.db.GetTherapist(ctx, th.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(got.TimeOff) != len(th.TimeOff) {
			t.Errorf("a refused approval changed her time off: %+v", got.TimeOff)
		}
		run(t, scenario{name: "StillPending", path: "/api/admin/time-off-requests?status=pending", headers: as(owner), status: 200,
			want: []string{fmt.Sprintf(`"id":%d`, passed.ID)}})
		run(t, scenario{name: "Decline", method: "POST", path: fmt.Sprintf("/api/admin/time-off-requests/%d/decline", passed.ID), headers: as(owner), status: 200,
			want: []string{`"status":"declined"`}})
	})
}
