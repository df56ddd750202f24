package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"runtime"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// answerBound is how long any question about a date may take: a date
// outside its window is refused before any work on its days.
const answerBound = time.Second

// TestDatesAtTheEndOfTime sends the four requests that once never ended:
// the day after 9999-12-31 is 10000-01-01, which sorted before it as text,
// so a loop over the days to the last never reached it, grew memory by
// hundreds of MB a second, and on SQLite held the write lock. Each must now
// answer 400 naming its field within a second, leave nothing running, and
// leave the store free for the next booking.
func TestDatesAtTheEndOfTime(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		c := login(t, ts)
		resp, body := ts.do(t, "POST", "/api/bookings", jsonObject(bookingBody(ss.massage)), jsonHeaders)
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("book: %d %s", resp.StatusCode, body)
		}
		id := idOf(t, body)
		// Each request's client keeps its connection: close them, so that
		// what is counted is the server's own work.
		ts.CloseClientConnections()
		time.Sleep(50 * time.Millisecond)
		before := runtime.NumGoroutine()
		for _, tc := range []struct {
			name, method, path, body, field string
			headers                         map[string]string
		}{
			{"Availability", "GET", fmt.Sprintf("/api/availability?date=9999-12-31&serviceId=%d", ss.massage.ID), "", "date", nil},
			{"MonthAvailability", "GET", fmt.Sprintf("/api/availability/month?month=9999-12&serviceId=%d", ss.massage.ID), "", "month", nil},
			{"Calendar", "GET", "/api/admin/calendar?date=9999-12-31", "", "date", as(c)},
			{"CalendarWeek", "GET", "/api/admin/calendar?date=9999-12-25&days=7", "", "date", as(c)},
			{"Move", "PATCH", fmt.Sprintf("/api/admin/bookings/%d", id), `{"bookingDate":"9999-12-31"}`, "bookingDate", as(c)},
		} {
			t.Run(tc.name, func(t *testing.T) {
				start := time.Now()
				resp, body := ts.do(t, tc.method, tc.path, tc.body, tc.headers)
				if took := time.Since(start); took > answerBound {
					t.Errorf("answered in %v, want under %v", took, answerBound)
				}
				if resp.StatusCode != http.StatusBadRequest {
					t.Fatalf("status %d, want 400: %s", resp.StatusCode, body)
				}
				if fields := errorFieldsOf(t, body); fields[tc.field] == "" {
					t.Errorf("fields %v do not name %s", fields, tc.field)
				}
			})
		}
		// Nothing goes on after the answers: the goroutines are back to
		// what they were (give the server's connection handlers a moment
		// to finish), and a booking is stored at once.
		ts.CloseClientConnections()
		deadline := time.Now().Add(5 * time.Second)
		for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		if n := runtime.NumGoroutine(); n > before {
			t.Errorf("%d goroutines after the answers, %d before", n, before)
		}
		resp, body = ts.do(t, "POST", "/api/bookings", jsonObject(with(bookingBody(ss.massage), "customerEmail", "second@example.ae")), jsonHeaders)
		if resp.StatusCode != http.StatusCreated {
			t.Errorf("the next booking: %d %s", resp.StatusCode, body)
		}
		var date string
		if err := ts.db.SQL().QueryRow(`SELECT booking_date FROM bookings WHERE id = $1`, id).Scan(&date); err != nil {
			t.Fatal(err)
		}
		if date[:10] != bookDay {
			t.Errorf("the refused move changed the booking's date to %s", date)
		}
	})
}

// TestRecordWindow holds the admin's date filters to the record window:
// 2000-01-01 to five years after the spa's today (spaNow 2026-11-22).
func TestRecordWindow(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		c := login(t, ts)
		window := dayspa.MsgRecordDate(dayspa.DateOf(spaNow))
		for _, tc := range []struct {
			method, path, body string
			status             int
			fields             map[string]string
		}{
			{"GET", "/api/admin/calendar?date=2000-01-01&days=7", "", 200, nil},
			{"GET", "/api/admin/calendar?date=2031-11-22", "", 200, nil},
			{"GET", "/api/admin/calendar?date=1999-12-31", "", 400, map[string]string{"date": window}},
			{"GET", "/api/admin/calendar?date=2031-11-23", "", 400, map[string]string{"date": window}},
			{"GET", "/api/admin/bookings?date=0001-01-01", "", 400, map[string]string{"date": window}},
			{"GET", "/api/admin/income?from=1999-12-31&to=9999-12-31", "", 400, map[string]string{"from": window, "to": window}},
			{"GET", "/api/admin/income?from=2000-01-01&to=2031-11-22", "", 200, nil},
			{"GET", "/api/admin/room-blocks?from=0001-01-01&to=9999-12-31", "", 400, map[string]string{"from": window, "to": window}},
			{"POST", "/api/admin/generate-report", `{"startDate":"0001-01-01","endDate":"9999-12-31","format":"csv"}`, 400,
				map[string]string{"startDate": window, "endDate": window}},
		} {
			t.Run(tc.method+" "+tc.path, func(t *testing.T) {
				resp, body := ts.do(t, tc.method, tc.path, tc.body, as(c))
				if resp.StatusCode != tc.status {
					t.Fatalf("status %d, want %d: %s", resp.StatusCode, tc.status, body)
				}
				if tc.fields == nil {
					return
				}
				got := errorFieldsOf(t, body)
				for k, v := range tc.fields {
					if got[k] != v {
						t.Errorf("fields[%s] = %q, want %q (all: %v)", k, got[k], v, got)
					}
				}
			})
		}
	})
}

// idOf reads the id of the object an answer holds.
func idOf(t *testing.T, body []byte) int64 {
	t.Helper()
	var v struct{ ID int64 }
	if err := json.Unmarshal(body, &v); err != nil || v.ID == 0 {
		t.Fatalf("no id in %s (%v)", body, err)
	}
	return v.ID
}

// errorFieldsOf reads the field errors of an error answer.
func errorFieldsOf(t *testing.T, body []byte) map[string]string {
	t.Helper()
	var e errorBody
	if err := json.Unmarshal(body, &e); err != nil {
		t.Fatalf("not an error answer: %s (%v)", body, err)
	}
	return e.Errors
}
