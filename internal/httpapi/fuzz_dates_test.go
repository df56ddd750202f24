package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// dateRoutes are the requests of the public and admin API that take a
// date, a month or a range of days, with where the fuzzed values a and b
// go. Each is asked with the admin's session (a public one ignores it).
var dateRoutes = []struct {
	name string
	req  func(id int64, a, b string) (method, target, body string)
}{
	{"availability", func(_ int64, a, _ string) (string, string, string) {
		return "GET", "/api/availability?" + url.Values{"serviceId": {"1"}, "date": {a}}.Encode(), ""
	}},
	{"month", func(_ int64, a, _ string) (string, string, string) {
		return "GET", "/api/availability/month?" + url.Values{"serviceId": {"1"}, "month": {a}}.Encode(), ""
	}},
	{"calendar", func(_ int64, a, b string) (string, string, string) {
		return "GET", "/api/admin/calendar?" + url.Values{"date": {a}, "days": {b}}.Encode(), ""
	}},
	{"bookings", func(_ int64, a, _ string) (string, string, string) {
		return "GET", "/api/admin/bookings?" + url.Values{"date": {a}}.Encode(), ""
	}},
	{"income", func(_ int64, a, b string) (string, string, string) {
		return "GET", "/api/admin/income?" + url.Values{"from": {a}, "to": {b}}.Encode(), ""
	}},
	{"income summary", func(_ int64, a, b string) (string, string, string) {
		return "GET", "/api/admin/income/summary?" + url.Values{"from": {a}, "to": {b}}.Encode(), ""
	}},
	{"room blocks", func(_ int64, a, b string) (string, string, string) {
		return "GET", "/api/admin/room-blocks?" + url.Values{"from": {a}, "to": {b}}.Encode(), ""
	}},
	{"report", func(_ int64, a, b string) (string, string, string) {
		return "POST", "/api/admin/generate-report", jsonOf(map[string]string{"startDate": a, "endDate": b, "format": "csv"})
	}},
	{"move", func(id int64, a, b string) (string, string, string) {
		return "PATCH", fmt.Sprintf("/api/admin/bookings/%d", id), jsonOf(map[string]string{"bookingDate": a, "bookingTime": b})
	}},
	{"special day check", func(_ int64, a, b string) (string, string, string) {
		return "POST", "/api/admin/special-days/check", jsonOf(map[string]any{"from": a, "to": b, "closed": true})
	}},
	{"room block", func(_ int64, a, b string) (string, string, string) {
		return "POST", "/api/admin/room-blocks", jsonOf(map[string]any{"roomId": 1, "start": a, "end": b, "note": "fuzz"})
	}},
}

func jsonOf(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// FuzzDateParameters sends every date, month and range parameter of the
// API what a client might: the ends of time, dates that are not dates,
// date-times, huge ranges. Each answer comes within a second and is never
// a 5xx: a date outside what makes sense for it is refused before any
// work on its days.
func FuzzDateParameters(f *testing.F) {
	for _, s := range [][2]string{
		{"9999-12-31", "7"}, {"9999-12-25", "9999-12-31"}, {"9999-12", ""}, {"0000-01-01", "0001-01-01"},
		{"2026-11-29", "2026-11-22"}, {"2026-11", "1"}, {"2026-11-29T20:30:00Z", "10:00"}, {"1999-12-31", "2031-11-23"},
		{"2026-02-30", "-1"}, {"10000-01-01", "99999999"}, {"2026-11-29\x00", "2026-11-29T24:00"},
		{"+002026-11-29", " 7 "},
	} {
		for route := range dateRoutes {
			f.Add(uint8(route), s[0], s[1])
		}
	}
	fs := newFuzzServer(f)
	sqlstoretest.QualifyTeam(f, fs.db, fs.svc.ID) // rooms and therapists, so that a booking can be made and moved
	rec := fs.serve(httptest.NewRequest("POST", "/api/bookings", strings.NewReader(
		`{"serviceId":1,"customerName":"Layla Haddad","customerEmail":"layla@example.ae","customerPhone":"+971 50 123 4567","bookingDate":"2026-11-29","bookingTime":"10:00"}`)),
		"application/json")
	if rec.Code != http.StatusCreated {
		f.Fatalf("book: %d %s", rec.Code, rec.Body)
	}
	var b struct{ ID int64 }
	if err := json.Unmarshal(rec.Body.Bytes(), &b); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, route uint8, a, b2 string) {
		r := dateRoutes[int(route)%len(dateRoutes)]
		method, target, body := r.req(b.ID, a, b2)
		req := httptest.NewRequest(method, target, strings.NewReader(body))
		req.Header.Set("Cookie", fs.cookie)
		start := time.Now()
		rec := fs.serve(req, "application/json")
		if took := time.Since(start); took > answerBound {
			t.Fatalf("%s %s %s took %v", method, target, body, took)
		}
		if rec.Code >= 500 {
			t.Fatalf("%s %s %s answered %d: %s", method, target, body, rec.Code, rec.Body)
		}
		checkAnswer(t, r.name+" "+target+" "+body, rec, rec.Code)
	})
}
