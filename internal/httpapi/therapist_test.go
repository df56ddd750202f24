package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

func TestTeamAndRoomsAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		var created dayspa.Therapist
		valid := fmt.Sprintf(`{"name":" Noor ","gender":"female","serviceIds":[%d],"commissionPercentage":45,
			"schedule":{"mon":[{"start":"09:00","end":"17:00"}],"sun":[{"start":"12:00","end":"22:00"}]},
			"timeOff":[{"from":"2026-12-01","to":"2026-12-07","note":"leave"}]}`, ss.massage.ID)
		run(t, adminWrite(c, "Create", "POST", "/api/admin/therapists", valid, 201,
			`"name":"Noor","gender":"female"`, `"commissionPercentage":45`, `"active":true`,
			`"sun":[{"start":"12:00","end":"22:00"}]`, `"tue":[]`, `"timeOff":[{"from":"2026-12-01","to":"2026-12-07","note":"leave"}]`).
			with(func(t *testing.T, _ *http.Response, body []byte) {
				if err := json.Unmarshal(body, &created); err != nil || created.ID == 0 {
					t.Fatalf("created %s: %v", body, err)
				}
			}))
		before := countRows(t, ts.db, "therapists")
		for _, sc := range []scenario{
			adminWrite(c, "ErrEmpty", "POST", "/api/admin/therapists", `{}`, 400).withFields(map[string]string{
				"name": dayspa.MsgTherapistName.Text, "gender": dayspa.MsgGender.Text}),
			adminWrite(c, "ErrOverlap", "POST", "/api/admin/therapists",
				`{"name":"Noor","gender":"female","schedule":{"mon":[{"start":"09:00","end":"13:00"},{"start":"12:00","end":"17:00"}]}}`, 400).
				withFields(map[string]string{"schedule.mon": dayspa.MsgScheduleOrder.Text}),
			adminWrite(c, "ErrOutsideHours", "POST", "/api/admin/therapists",
				`{"name":"Noor","gender":"female","schedule":{"mon":[{"start":"07:00","end":"13:00"}]}}`, 400).
				withFields(map[string]string{"schedule.mon": dayspa.MsgScheduleOutside.Text}),
			adminWrite(c, "ErrScheduleShape", "POST", "/api/admin/therapists",
				`{"name":"Noor","gender":"female","schedule":{"mon":[{"start":"9","end":"13:00"}]}}`, 400).
				withFields(map[string]string{"schedule": dayspa.MsgScheduleShape.Text}),
			adminWrite(c, "ErrTimeOffInverted", "POST", "/api/admin/therapists",
				`{"name":"Noor","gender":"female","timeOff":[{"from":"2026-12-07","to":"2026-12-01"}]}`, 400).
				withFields(map[string]string{"timeOff": dayspa.MsgTimeOff.Text}),
			adminWrite(c, "ErrUnknownService", "POST", "/api/admin/therapists", `{"name":"Noor","gender":"female","serviceIds":[4242]}`, 400).
				withFields(map[string]string{"serviceIds": dayspa.MsgServiceIDs.Text}),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		if n := countRows(t, ts.db, "therapists"); n != before {
			t.Errorf("refused forms stored therapists: %d, want %d", n, before)
		}
		path := fmt.Sprintf("/api/admin/therapists/%d", created.ID)
		run(t, adminWrite(c, "Deactivate", "PATCH", path, `{"active":false,"name":null}`, 200, `"name":"Noor"`, `"active":false`, `"commissionPercentage":45`))
		run(t, adminWrite(c, "ErrPatchOutsideHours", "PATCH", path, `{"schedule":{"fri":[{"start":"21:00","end":"23:00"}]}}`, 400).
			withFields(map[string]string{"schedule.fri": dayspa.MsgScheduleOutside.Text}))
		run(t, adminGet(c, "List", "/api/admin/therapists", 200, `"name":"Aisha"`, `"name":"Noor"`))
		run(t, adminWrite(c, "Delete", "DELETE", path, "", 204))
		run(t, adminWrite(c, "DeleteAgain", "DELETE", path, "", 404, `"message":"Therapist not found."`))

		// A therapist and a room with a booking ahead cannot be deleted.
		b, err := ts.db.CreateBooking(context.Background(), mustNewBooking(t, ss.massage), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		run(t, adminWrite(c, "DeleteBusyTherapist", "DELETE", fmt.Sprintf("/api/admin/therapists/%d", b.Assignment.TherapistIDs[0]), "", 409,
			`"message":"This therapist has 1 upcoming booking. Deactivate them instead."`))
		run(t, adminWrite(c, "DeleteBusyRoom", "DELETE", fmt.Sprintf("/api/admin/rooms/%d", b.Assignment.RoomID), "", 409,
			`"message":"This room has 1 upcoming booking. Deactivate it instead."`))

		var room dayspa.Room
		run(t, adminWrite(c, "CreateRoom", "POST", "/api/admin/rooms", `{"name":"Rose Room","kind":"single"}`, 201, `"name":"Rose Room","kind":"single","active":true`).
			with(func(t *testing.T, _ *http.Response, body []byte) { _ = json.Unmarshal(body, &room) }))
		run(t, adminWrite(c, "ErrRoomKind", "POST", "/api/admin/rooms", `{"name":"Rose Room","kind":"double"}`, 400).
			withFields(map[string]string{"kind": dayspa.MsgRoomKind.Text}))
		run(t, adminWrite(c, "RenameRoom", "PATCH", fmt.Sprintf("/api/admin/rooms/%d", room.ID), `{"name":"Rose Suite","kind":"couple"}`, 200, `"name":"Rose Suite","kind":"couple"`))
		run(t, adminGet(c, "ListRooms", "/api/admin/rooms", 200, `"name":"Rose Suite"`, `"name":"Jasmine"`))
		run(t, adminWrite(c, "DeleteRoom", "DELETE", fmt.Sprintf("/api/admin/rooms/%d", room.ID), "", 204))
		run(t, scenario{name: "Unauthenticated", path: "/api/admin/rooms", status: 401})
	})
}

func TestHoursAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		run(t, adminGet(c, "DefaultHours", "/api/admin/opening-hours", 200, `{"mon":{"open":"09:00","close":"22:00"},`, `"sun":{"open":"09:00","close":"22:00"}}`))
		week := `{"mon":{"open":"09:00","close":"22:00"},"tue":{"open":"09:00","close":"22:00"},"wed":{"open":"09:00","close":"22:00"},
			"thu":{"open":"09:00","close":"22:00"},"fri":{"open":"14:00","close":"22:00"},"sat":{"open":"09:00","close":"22:00"},"sun":null}`
		run(t, adminWrite(c, "SundayClosed", "PUT", "/api/admin/opening-hours", week, 200, `"fri":{"open":"14:00","close":"22:00"}`, `"sun":null}`))
		run(t, adminWrite(c, "ErrHours", "PUT", "/api/admin/opening-hours", `{"mon":{"open":"22:00","close":"09:00"}}`, 400).
			withFields(map[string]string{"mon": dayspa.MsgHoursOrder.Text, "tue": "Give the hours of every weekday (null when closed).",
				"wed": "Give the hours of every weekday (null when closed).", "thu": "Give the hours of every weekday (null when closed).",
				"fri": "Give the hours of every weekday (null when closed).", "sat": "Give the hours of every weekday (null when closed).",
				"sun": "Give the hours of every weekday (null when closed)."}))
		// bookDay is a Sunday: closed, every time says so, and the month greys it out.
		avail := func(pref string) string {
			return fmt.Sprintf("/api/availability?serviceId=%d&date=%s&preference=%s", ss.massage.ID, bookDay, pref)
		}
		run(t, scenario{name: "ClosedDay", path: avail("any"), status: 200, want: []string{`{"time":"09:00","available":false,"reason":"closed"}`}}.
			without(`"available":true`))
		month := fmt.Sprintf("/api/availability/month?serviceId=%d&month=2026-11", ss.massage.ID)
		run(t, scenario{name: "MonthGreysItOut", path: month, status: 200, want: []string{
			`{"date":"2026-11-29","available":false}`, `{"date":"2026-11-28","available":true}`,
			`{"date":"2026-11-21","available":false}`, `"preference":"any"`}})
		run(t, scenario{name: "ErrMonth", path: "/api/availability/month?serviceId=999999&month=2026-1", status: 400}.
			withFields(map[string]string{"month": dayspa.MsgMonth.Text, "serviceId": dayspa.MsgService.Text}))

		run(t, adminWrite(c, "OpenSundays", "PUT", "/api/admin/opening-hours", jsonObject(map[string]any{
			"mon": map[string]string{"open": "09:00", "close": "22:00"}, "tue": map[string]string{"open": "09:00", "close": "22:00"},
			"wed": map[string]string{"open": "09:00", "close": "22:00"}, "thu": map[string]string{"open": "09:00", "close": "22:00"},
			"fri": map[string]string{"open": "09:00", "close": "22:00"}, "sat": map[string]string{"open": "09:00", "close": "22:00"},
			"sun": map[string]string{"open": "09:00", "close": "22:00"}}), 200))
		var eid dayspa.SpecialDay
		run(t, adminWrite(c, "CloseForEid", "POST", "/api/admin/special-days", `{"from":"2026-11-29","to":"2026-11-30","closed":true,"note":"Eid"}`, 201,
			`"from":"2026-11-29","to":"2026-11-30","closed":true,"open":null,"close":null,"note":"Eid"`).
			with(func(t *testing.T, _ *http.Response, body []byte) {
				_ = json.Unmarshal(body, &struct{ ID *int64 }{&eid.ID})
			}))
		run(t, adminWrite(c, "ErrOverlap", "POST", "/api/admin/special-days", `{"from":"2026-11-30","to":"2026-12-01","open":"10:00","close":"20:00"}`, 409))
		run(t, adminWrite(c, "ErrInverted", "POST", "/api/admin/special-days", `{"from":"2026-12-03","to":"2026-12-01","closed":true}`, 400).withErrorField("to"))
		run(t, adminWrite(c, "ShortDay", "POST", "/api/admin/special-days", `{"from":"2026-12-02","to":"2026-12-02","open":"12:00","close":"18:00","note":"National Day"}`, 201,
			`"closed":false,"open":"12:00","close":"18:00"`))
		run(t, scenario{name: "EidClosed", path: avail("any"), status: 200, want: []string{`"reason":"closed"`}}.without(`"available":true`))
		run(t, scenario{name: "ShortDayGrid", path: fmt.Sprintf("/api/availability?serviceId=%d&date=2026-12-02", ss.massage.ID), status: 200,
			want: []string{`{"time":"12:00","available":true}`, `{"time":"17:00","available":true}`}}.without(`"time":"09:00"`, `"time":"18:00"`))
		run(t, adminGet(c, "ListSpecialDays", "/api/admin/special-days", 200, `"note":"Eid"`, `"note":"National Day"`))
		run(t, adminWrite(c, "DeleteEid", "DELETE", fmt.Sprintf("/api/admin/special-days/%d", eid.ID), "", 204))
		run(t, scenario{name: "EidReopened", path: avail("any"), status: 200, want: []string{`{"time":"09:00","available":true}`}})
	})
}

func TestPreferenceAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		// The team: Aisha, Mariam (female), Omar (male).
		team, err := ts.db.Therapists(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		omar := team[2]
		run(t, scenario{name: "PublicNames", path: fmt.Sprintf("/api/therapists?serviceId=%d", ss.massage.ID), status: 200,
			want: []string{`{"id":1,"name":"Aisha","gender":"female"}`, `"name":"Omar","gender":"male"`}}.without("schedule", "commission"))
		run(t, scenario{name: "PublicNamesNeedAService", path: "/api/therapists", status: 400})
		avail := func(pref string) string {
			return fmt.Sprintf("/api/availability?serviceId=%d&date=%s&preference=%s", ss.massage.ID, bookDay, pref)
		}
		book := func(name, pref string, status int, want ...string) scenario {
			return post(name, "/api/bookings", jsonObject(map[string]any{"serviceId": ss.massage.ID, "customerName": "Layla Haddad",
				"customerEmail": name + "@example.ae", "customerPhone": "+971 50 123 4567", "bookingDate": bookDay, "bookingTime": "10:00",
				"preference": pref}), status, want...)
		}
		run(t, book("male1", "male", 201))
		run(t, scenario{name: "NoMaleLeftAt10", path: avail("male"), status: 200,
			want: []string{`{"time":"10:00","available":false,"reason":"full"}`, `{"time":"11:00","available":true}`, `"preference":"male"`}})
		run(t, scenario{name: "FemaleStillFree", path: avail("female"), status: 200, want: []string{`{"time":"10:00","available":true}`}})
		run(t, book("male2", "male", 409, `"message":"This time slot is no longer available. Please choose another time."`))
		run(t, book("omar", fmt.Sprintf("therapist:%d", omar.ID), 409))
		run(t, book("female1", "female", 201))
		run(t, book("female2", "female", 201))
		run(t, scenario{name: "AllTakenAt10", path: avail("any"), status: 200, want: []string{`{"time":"10:00","available":false,"reason":"full"}`}})
		run(t, scenario{name: "UnknownTherapist", path: avail("therapist:4242"), status: 200, want: []string{`"reason":"no_therapist"`}}.without(`"available":true`))
		run(t, scenario{name: "ErrPreference", path: avail("woman"), status: 400}.withErrorField("preference"))
		run(t, book("bad", "anyone", 400).withErrorField("preference"))
		// Who got what: the male request Omar, the female ones Aisha and Mariam.
		rows, err := ts.db.SQL().Query(`SELECT c.email, bt.therapist_id FROM bookings b JOIN customers c ON c.id = b.customer_id
			JOIN booking_therapists bt ON bt.booking_id = b.id ORDER BY b.id`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		got := map[string]int64{}
		for rows.Next() {
			var email string
			var id int64
			if err := rows.Scan(&email, &id); err != nil {
				t.Fatal(err)
			}
			got[email] = id
		}
		if got["male1@example.ae"] != omar.ID || got["female1@example.ae"] == omar.ID || got["female2@example.ae"] == omar.ID ||
			got["female1@example.ae"] == got["female2@example.ae"] {
			t.Errorf("assignments = %v (Omar is %d)", got, omar.ID)
		}
	})
}

func TestCalendarAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		ctx := context.Background()
		b, err := ts.db.CreateBooking(ctx, mustNewBooking(t, ss.stones), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		team, _ := ts.db.Therapists(ctx)
		aisha := team[0]
		aisha.TimeOff = []dayspa.TimeOff{{From: dayspa.Date{Year: 2026, Month: 11, Day: 30}, To: dayspa.Date{Year: 2026, Month: 11, Day: 30}, Note: "Dentist"}}
		if err := ts.db.UpdateTherapist(ctx, &aisha); err != nil {
			t.Fatal(err)
		}
		run(t, adminGet(c, "OneDay", "/api/admin/calendar?date="+bookDay, 200,
			fmt.Sprintf(`"id":%d,"bookingDate":"2026-11-29","start":"10:00","end":"11:30","holdEnd":"11:30","status":"pending","therapistIds":[%d],"roomId":%d`,
				b.ID, b.Assignment.TherapistIDs[0], b.Assignment.RoomID),
			// The guest's WhatsApp chat and what the dashboard may do now
			// come from the server's rules.
			`"customer":{"id":1,"name":"Layla Haddad","firstName":"Layla","email":"layla@example.ae","phone":"+971 50 123 4567","whatsappUrl":"https://wa.me/971501234567"}`,
			fmt.Sprintf(`"service":{"id":%d,"name":"Hot Stone Massage","category":"Massage Therapy"},"actions":{"statuses":["confirmed","cancelled"],"move":true}`, ss.stones.ID),
			`"days":[{"date":"2026-11-29","hours":{"open":"09:00","close":"22:00"},"therapists":[{"therapistId":1,"working":[{"start":"09:00","end":"22:00"}],"timeOff":null}`,
			`"rooms":[{"id":1,"name":"Jasmine","kind":"single","active":true}`).without(`"date":"2026-11-30"`))
		run(t, adminGet(c, "TwoDays", "/api/admin/calendar?date="+bookDay+"&days=2", 200,
			`{"date":"2026-11-30","hours":{"open":"09:00","close":"22:00"},"therapists":[{"therapistId":1,"working":[],"timeOff":{"from":"2026-11-30","to":"2026-11-30","note":"Dentist"}}`))
		run(t, adminGet(c, "ErrDays", "/api/admin/calendar?date="+bookDay+"&days=8", 400).withFields(map[string]string{"days": "Days must be a whole number from 1 to 7."}))
		run(t, adminGet(c, "ErrDate", "/api/admin/calendar?date=tomorrow", 400).withErrorField("date"))
	})
}

func TestMoveBookingAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		ctx := context.Background()
		rules := ts.srv.rules
		first, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "10:00", "Layla Haddad", "layla@example.ae"), rules)
		if err != nil {
			t.Fatal(err)
		}
		second, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "12:00", "Noor Saleh", "noor@example.ae"), rules)
		if err != nil {
			t.Fatal(err)
		}
		// Both are in Jasmine (id 1), the first single room.
		path := fmt.Sprintf("/api/admin/bookings/%d", second.ID)
		run(t, adminWrite(c, "ToAnotherTherapistAndTime", "PATCH", path, `{"therapistIds":[3],"bookingTime":"14:00","bookingDate":"2026-11-30"}`, 200,
			fmt.Sprintf(`"id":%d,"bookingDate":"2026-11-30","start":"14:00","end":"15:00"`, second.ID), `"therapistIds":[3],"roomId":1`))
		run(t, adminWrite(c, "ErrTherapistTaken", "PATCH", fmt.Sprintf("/api/admin/bookings/%d", first.ID), `{"therapistIds":[3],"bookingDate":"2026-11-30","bookingTime":"14:00","roomId":2}`, 409,
			fmt.Sprintf(`"message":"Omar is booked then (booking #%d)."`, second.ID)))
		run(t, adminWrite(c, "ErrRoomTaken", "PATCH", fmt.Sprintf("/api/admin/bookings/%d", first.ID), `{"therapistIds":[2],"bookingDate":"2026-11-30","bookingTime":"14:00"}`, 409,
			fmt.Sprintf(`"message":"Jasmine is booked then (booking #%d)."`, second.ID)))
		run(t, adminWrite(c, "ErrClosedTime", "PATCH", path, `{"bookingTime":"23:00"}`, 409))
		run(t, adminWrite(c, "ErrOffGrid", "PATCH", path, `{"bookingTime":"14:30"}`, 400).withErrorField("bookingTime"))
		run(t, adminWrite(c, "ErrEmpty", "PATCH", path, `{}`, 400))
		var noor dayspa.Therapist
		run(t, adminWrite(c, "NewTherapistWithoutServices", "POST", "/api/admin/therapists",
			`{"name":"Noor","gender":"female","schedule":{"mon":[{"start":"09:00","end":"22:00"}]}}`, 201).
			with(func(t *testing.T, _ *http.Response, body []byte) { _ = json.Unmarshal(body, &noor) }))
		run(t, adminWrite(c, "ErrUnqualified", "PATCH", path, fmt.Sprintf(`{"therapistIds":[%d]}`, noor.ID), 400).
			withFields(map[string]string{"therapistIds": "Noor is not qualified for this treatment."}))
		run(t, adminWrite(c, "ErrUnknownBooking", "PATCH", "/api/admin/bookings/4242", `{"bookingTime":"14:00"}`, 404))
		// A new day follows the booking horizon, as a guest's booking
		// does: nothing moves and no e-mail is written.
		messages := countRows(t, ts.db, "outbox")
		firstPath := fmt.Sprintf("/api/admin/bookings/%d", first.ID)
		for _, day := range []string{"9999-12-30", day91, "2026-11-21", "0001-01-01"} {
			run(t, adminWrite(c, "ErrOutsideHorizon "+day, "PATCH", firstPath, `{"bookingDate":"`+day+`","bookingTime":"14:00"}`, 400).
				withFields(map[string]string{"bookingDate": dayspa.MsgDateRange.Text}))
		}
		if n := countRows(t, ts.db, "outbox"); n != messages {
			t.Errorf("refused moves wrote %d messages", n-messages)
		}
		run(t, adminGet(c, "CalendarShowsTheMove", "/api/admin/calendar?date=2026-11-30", 200,
			fmt.Sprintf(`"id":%d,"bookingDate":"2026-11-30","start":"14:00"`, second.ID)))
		// Nothing refused changed the first booking.
		run(t, adminGet(c, "FirstUnchanged", "/api/admin/calendar?date="+bookDay, 200,
			fmt.Sprintf(`"id":%d,"bookingDate":"2026-11-29","start":"10:00","end":"11:00","holdEnd":"11:00","status":"pending","therapistIds":[1],"roomId":1`, first.ID)))
	})
}

// The hours checks answer the upcoming bookings a change would leave
// outside the spa's hours, and change nothing.
func TestHoursCheckAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		ctx := context.Background()
		morning, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "10:00", "Morning Guest", "morning@example.ae"), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		evening, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "20:00", "Evening Guest", "evening@example.ae"), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		cancelled, err := ts.db.CreateBooking(ctx, newBookingOf(t, ss.massage, bookDay, "09:00", "Cancelled Guest", "cancelled@example.ae"), ts.srv.rules)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ts.db.SetBookingStatus(ctx, cancelled.ID, dayspa.StatusChange{Status: dayspa.StatusCancelled, Reason: "changed plans"}); err != nil {
			t.Fatal(err)
		}
		hours := func(sun string) string {
			day := `{"open":"09:00","close":"22:00"}`
			return fmt.Sprintf(`{"mon":%[1]s,"tue":%[1]s,"wed":%[1]s,"thu":%[1]s,"fri":%[1]s,"sat":%[1]s,"sun":%[2]s}`, day, sun)
		}
		id := func(b *dayspa.Booking) string { return fmt.Sprintf(`{"id":%d,"bookingDate"`, b.ID) }
		// bookDay is a Sunday: opening at noon leaves the morning out, not the evening nor the cancelled one.
		run(t, adminWrite(c, "LateSundays", "POST", "/api/admin/opening-hours/check", hours(`{"open":"12:00","close":"22:00"}`), 200,
			id(morning), `"name":"Morning Guest"`, `"start":"10:00"`).without(id(evening), id(cancelled)))
		// Closing at 20:30 leaves the evening out (it ends at 21:00).
		run(t, adminWrite(c, "EarlySundays", "POST", "/api/admin/opening-hours/check", hours(`{"open":"09:00","close":"20:30"}`), 200,
			id(evening)).without(id(morning)))
		run(t, adminWrite(c, "ClosedSundays", "POST", "/api/admin/opening-hours/check", hours("null"), 200, id(morning), id(evening)).without(id(cancelled)))
		run(t, adminWrite(c, "SameHours", "POST", "/api/admin/opening-hours/check", hours(`{"open":"09:00","close":"22:00"}`), 200, `{"bookings":[]}`))
		inverted := strings.Replace(hours("null"), `"mon":{"open":"09:00","close":"22:00"}`, `"mon":{"open":"22:00","close":"09:00"}`, 1)
		run(t, adminWrite(c, "ErrCheckHours", "POST", "/api/admin/opening-hours/check", inverted, 400).withErrorField("mon"))

		run(t, adminWrite(c, "EidClosure", "POST", "/api/admin/special-days/check", fmt.Sprintf(`{"from":"%s","to":"%s","closed":true}`, bookDay, bookDay), 200,
			id(morning), id(evening)).without(id(cancelled)))
		run(t, adminWrite(c, "ShortDay", "POST", "/api/admin/special-days/check", fmt.Sprintf(`{"from":"%s","to":"%s","open":"11:00","close":"22:00"}`, bookDay, bookDay), 200,
			id(morning)).without(id(evening)))
		run(t, adminWrite(c, "OtherDay", "POST", "/api/admin/special-days/check", `{"from":"2026-12-01","to":"2026-12-02","closed":true}`, 200, `{"bookings":[]}`))
		run(t, adminWrite(c, "PastDay", "POST", "/api/admin/special-days/check", `{"from":"2026-11-01","to":"2026-11-02","closed":true}`, 200, `{"bookings":[]}`))
		run(t, adminWrite(c, "ErrCheckDay", "POST", "/api/admin/special-days/check", `{"from":"2026-12-03","to":"2026-12-01","closed":true}`, 400).withErrorField("to"))

		// Nothing was saved and no booking moved.
		run(t, adminGet(c, "HoursUnchanged", "/api/admin/opening-hours", 200, `"sun":{"open":"09:00","close":"22:00"}`))
		run(t, adminGet(c, "NoSpecialDays", "/api/admin/special-days", 200, `[]`))
		run(t, adminGet(c, "BookingsStay", "/api/admin/calendar?date="+bookDay, 200, id(morning), id(evening), `"status":"pending"`))
	})
}
