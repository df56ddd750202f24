package httpapi

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// bookingBody is a valid booking request of svc on bookDay at 10:00.
func bookingBody(svc dayspa.Service) map[string]any {
	return map[string]any{
		"serviceId":       svc.ID,
		"customerName":    "Layla Haddad",
		"customerEmail":   "layla@example.ae",
		"customerPhone":   "+971 50 123 4567",
		"bookingDate":     bookDay,
		"bookingTime":     "10:00",
		"specialRequests": "A quiet room, please.",
		"totalAmount":     450,
	}
}

// bookingJSON decodes a booking answer.
func bookingJSON(t *testing.T, body []byte) dayspa.Booking {
	t.Helper()
	var b dayspa.Booking
	if err := json.Unmarshal(body, &b); err != nil {
		t.Fatalf("booking %s: %v", body, err)
	}
	return b
}

const (
	msgFull    = "This time slot is no longer available. Please choose another time."
	msgStarted = "This time has already passed. Please choose a later time."
	msgClosing = "This treatment would end after closing time (10:00 PM). Please choose an earlier time."
)

func TestCreateBooking(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newSpa(t, e)
		run := specRunner(t, ts)
		valid := bookingBody(ss.massage)
		field := func(name string, body map[string]any, field, msg string) scenario {
			return post(name, "/api/bookings", jsonObject(body), 400).withFields(map[string]string{field: msg})
		}
		var firstCustomer int64
		for _, sc := range []scenario{
			{
				name: "OKPriceFromService", method: http.MethodPost, path: "/api/bookings", headers: jsonHeaders,
				body: jsonObject(with(valid, "totalAmount", 1)), status: 201,
				check: func(t *testing.T, resp *http.Response, body []byte) {
					b := bookingJSON(t, body)
					if b.ID == 0 || b.CustomerID == 0 || b.ServiceID != ss.massage.ID || b.BookingDate.String() != bookDay ||
						b.BookingTime != "10:00" || b.Status != dayspa.StatusPending || b.SpecialRequests != "A quiet room, please." ||
						!b.CreatedAt.Equal(spaNow) {
						t.Errorf("booking = %+v", b)
					}
					firstCustomer = b.CustomerID
					for _, w := range []string{`"totalAmount":"450.00"`, `"status":"pending"`, `"bookingDate":"2026-11-29"`} {
						if !strings.Contains(string(body), w) {
							t.Errorf("body lacks %s: %s", w, body)
						}
					}
				},
			},
			{
				name: "OKCustomerByEmailAnyCase", method: http.MethodPost, path: "/api/bookings", headers: jsonHeaders,
				body: jsonObject(with(valid, "customerEmail", " LAYLA@Example.AE ", "bookingTime", "12:00",
					"totalAmount", nil, "specialRequests", nil)),
				status: 201,
				check: func(t *testing.T, resp *http.Response, body []byte) {
					if b := bookingJSON(t, body); b.CustomerID != firstCustomer || b.SpecialRequests != "" {
						t.Errorf("customerId = %d, want %d (same e-mail); specialRequests %q", b.CustomerID, firstCustomer, b.SpecialRequests)
					}
				},
			},
			{
				name: "OKDateTimeIsTheDubaiDay", method: http.MethodPost, path: "/api/bookings", headers: jsonHeaders,
				// 00:30 on the 29th in Dubai, 20:30 on the 28th in UTC.
				body:   jsonObject(with(valid, "bookingDate", "2026-11-28T20:30:00.000Z", "bookingTime", "14:00", "totalAmount", "450.00")),
				status: 201, want: []string{`"bookingDate":"2026-11-29"`, `"bookingTime":"14:00"`},
			},
			post("OKLastDayOfHorizon", "/api/bookings", jsonObject(with(valid, "bookingDate", day90)), 201, `"bookingDate":"`+day90+`"`),
			post("OKLaterToday", "/api/bookings", jsonObject(with(valid, "bookingDate", spaToday, "bookingTime", "11:00")), 201),

			field("ErrServiceMissing", with(valid, "serviceId", nil), "serviceId", dayspa.MsgService.Text),
			field("ErrServiceZero", with(valid, "serviceId", 0), "serviceId", dayspa.MsgService.Text),
			field("ErrServiceUnknown", with(valid, "serviceId", 9999), "serviceId", dayspa.MsgService.Text),
			field("ErrServiceInactive", with(valid, "serviceId", ss.closed.ID), "serviceId", dayspa.MsgServiceClosed.Text),
			field("ErrNameShort", with(valid, "customerName", "L"), "customerName", dayspa.MsgName.Text),
			field("ErrEmail", with(valid, "customerEmail", "layla.example.ae"), "customerEmail", dayspa.MsgEmail.Text),
			field("ErrEmailAddressLiteral", with(valid, "customerEmail", "eve@[127.0.0.1]"), "customerEmail", dayspa.MsgEmail.Text),
			field("ErrPhoneShort", with(valid, "customerPhone", "050 12345"), "customerPhone", dayspa.MsgPhone.Text),
			field("ErrPhoneMissing", with(valid, "customerPhone", nil), "customerPhone", dayspa.MsgPhone.Text),
			field("ErrDateMissing", with(valid, "bookingDate", nil), "bookingDate", dayspa.MsgBookingDate.Text),
			field("ErrDateGarbled", with(valid, "bookingDate", "next Friday"), "bookingDate", dayspa.MsgBookingDate.Text),
			field("ErrDateYesterday", with(valid, "bookingDate", "2026-11-21"), "bookingDate", dayspa.MsgDateRange.Text),
			field("ErrDateBeyond90Days", with(valid, "bookingDate", day91), "bookingDate", dayspa.MsgDateRange.Text),
			field("ErrTimeMissing", with(valid, "bookingTime", nil), "bookingTime", dayspa.MsgBookingTime.Text),
			field("ErrTimeOffTheHour", with(valid, "bookingTime", "10:30"), "bookingTime", dayspa.MsgTimeSlot.Text),
			field("ErrTimeNotATime", with(valid, "bookingTime", "25:00"), "bookingTime", dayspa.MsgTimeSlot.Text),
			field("ErrPreference", with(valid, "preference", "woman"), "preference", dayspa.MsgPreference.Text),
			post("ConflictBeforeOpening", "/api/bookings", jsonObject(with(valid, "bookingTime", "08:00")),
				409, `{"message":"The spa is closed at that time. Please choose another day or time.","code":"booking.closed"}`),
			field("ErrSpecialRequestsLong", with(valid, "specialRequests", strings.Repeat("x", 1001)),
				"specialRequests", "Special requests must be at most 1000 characters."),
			post("ErrEveryField", "/api/bookings", `{}`, 400).withFields(map[string]string{
				"serviceId": dayspa.MsgService.Text, "customerName": dayspa.MsgName.Text, "customerEmail": dayspa.MsgEmail.Text,
				"customerPhone": dayspa.MsgPhone.Text, "bookingDate": dayspa.MsgBookingDate.Text, "bookingTime": dayspa.MsgBookingTime.Text,
			}),
			field("ErrServiceIDAsText", with(valid, "serviceId", "one"), "serviceId", "Must be a number."),
			field("ErrServiceIDFraction", with(valid, "serviceId", 1.5), "serviceId", "Must be a number."),
			field("ErrTotalAmountObject", with(valid, "totalAmount", map[string]any{"value": 1}), "totalAmount", "Must be a number."),
			field("ErrTotalAmountText", with(valid, "totalAmount", "free"), "totalAmount", "Must be a number."),
			field("ErrStatusIsNotTheClients", with(valid, "status", "confirmed"), "status", "Unknown field."),

			post("ConflictStarted", "/api/bookings", jsonObject(with(valid, "bookingDate", spaToday, "bookingTime", "10:00")),
				409, `{"message":"`+msgStarted+`","code":"booking.slot_past"}`),
			post("ConflictAfterClosing", "/api/bookings", jsonObject(with(valid, "serviceId", ss.stones.ID, "bookingTime", "21:00")),
				409, `{"message":"`+msgClosing+`","code":"booking.after_closing","params":{"close":"22:00"}}`),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		for _, sc := range malformedScenarios("/api/bookings", valid, "customerName") {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		t.Run("RefusalsStoreNothing", func(t *testing.T) {
			if n := countRows(t, ts.db, "bookings"); n != 5 {
				t.Errorf("%d bookings stored, want the 5 accepted", n)
			}
			if n := countRows(t, ts.db, "customers"); n != 1 {
				t.Errorf("%d customers stored, want 1", n)
			}
		})

		t.Run("FullSlot", func(t *testing.T) {
			// 10:00 on bookDay holds one booking already; two more fill it.
			for i := range 2 {
				run(t, post("Fill", "/api/bookings", jsonObject(with(valid, "customerEmail", fmt.Sprintf("fill%d@example.ae", i))), 201))
			}
			before := countRows(t, ts.db, "bookings")
			run(t, post("Full", "/api/bookings", jsonObject(with(valid, "customerEmail", "late@example.ae")), 409,
				`{"message":"`+msgFull+`","code":"booking.slot_full"}`))
			// A 90-minute treatment at 09:00 would still run at 10:00.
			run(t, post("OverlapsFull", "/api/bookings", jsonObject(with(valid, "serviceId", ss.stones.ID, "bookingTime", "09:00",
				"customerEmail", "early@example.ae")), 409, msgFull))
			run(t, post("NextHourFree", "/api/bookings", jsonObject(with(valid, "bookingTime", "11:00")), 201))
			if n := countRows(t, ts.db, "bookings"); n != before+1 {
				t.Errorf("bookings %d → %d, want one more", before, n)
			}
			if n := countRows(t, ts.db, "customers"); n != 3 {
				t.Errorf("%d customers, want 3: a refused booking creates no customer", n)
			}
		})
	})
}

// availabilityJSON decodes an availability answer into time → reason
// ("" when available), checking its shape on the way.
func availabilityJSON(t *testing.T, body []byte, date string, serviceID int64) map[string]string {
	t.Helper()
	var a struct {
		Date      string        `json:"date"`
		ServiceID int64         `json:"serviceId"`
		Slots     []dayspa.Slot `json:"slots"`
	}
	if err := json.Unmarshal(body, &a); err != nil {
		t.Fatalf("availability %s: %v", body, err)
	}
	if a.Date != date || a.ServiceID != serviceID || len(a.Slots) != 13 {
		t.Fatalf("availability date %s, serviceId %d, %d slots; want %s, %d, 13", a.Date, a.ServiceID, len(a.Slots), date, serviceID)
	}
	out := map[string]string{}
	for i, s := range a.Slots {
		if want := hourlyTimes()[i]; s.Time != want {
			t.Errorf("slot %d = %s, want %s", i, s.Time, want)
		}
		if s.Available != (s.Reason == "") {
			t.Errorf("slot %s: available %v with reason %q", s.Time, s.Available, s.Reason)
		}
		out[s.Time] = s.Reason
	}
	return out
}

// wantSlots checks every slot: those in unavailable with that reason, the
// others available.
func wantSlots(date string, serviceID int64, unavailable map[string]string) func(*testing.T, *http.Response, []byte) {
	return func(t *testing.T, _ *http.Response, body []byte) {
		t.Helper()
		got := availabilityJSON(t, body, date, serviceID)
		for tm, reason := range got {
			if reason != unavailable[tm] {
				t.Errorf("slot %s: reason %q, want %q", tm, reason, unavailable[tm])
			}
		}
	}
}

func TestAvailability(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newSpa(t, e)
		run := specRunner(t, ts)
		m, st := ss.massage.ID, ss.stones.ID
		url := func(date string, id int64) string {
			return fmt.Sprintf("/api/availability?date=%s&serviceId=%d", date, id)
		}
		get := func(name, path string, status int, check func(*testing.T, *http.Response, []byte)) scenario {
			return scenario{name: name, path: path, status: status, check: check,
				header: map[string]string{"Content-Type": jsonType, "Cache-Control": "no-store"}}
		}
		for _, sc := range []scenario{
			get("AllFree", url(bookDay, m), 200, wantSlots(bookDay, m, nil)),
			get("TodayStarted", url(spaToday, m), 200, wantSlots(spaToday, m, map[string]string{"09:00": "past", "10:00": "past"})),
			get("LongTreatmentEndsByClosing", url(bookDay, st), 200, wantSlots(bookDay, st, map[string]string{"21:00": "after_closing"})),
			get("LastDayOfHorizon", url(day90, m), 200, wantSlots(day90, m, nil)),
			get("ErrPastDay", url("2026-11-21", m), 400, nil).withFields(map[string]string{"date": dayspa.MsgDateRange.Text}),
			get("ErrBeyondHorizon", url(day91, m), 400, nil).withFields(map[string]string{"date": dayspa.MsgDateRange.Text}),

			get("ErrNothing", "/api/availability", 400, nil).
				withFields(map[string]string{"date": dayspa.MsgBookingDate.Text, "serviceId": dayspa.MsgService.Text}),
			get("ErrDateBad", url("2026-02-30", m), 400, nil).withFields(map[string]string{"date": dayspa.MsgBookingDate.Text}),
			get("ErrDateMissing", fmt.Sprintf("/api/availability?serviceId=%d", m), 400, nil).
				withFields(map[string]string{"date": dayspa.MsgBookingDate.Text}),
			get("ErrServiceMissing", "/api/availability?date="+bookDay, 400, nil).
				withFields(map[string]string{"serviceId": dayspa.MsgService.Text}),
			get("ErrServiceNotANumber", "/api/availability?serviceId=abc&date="+bookDay, 400, nil).
				withFields(map[string]string{"serviceId": dayspa.MsgService.Text}),
			get("ErrServiceUnknown", url(bookDay, 9999), 400, nil).withFields(map[string]string{"serviceId": dayspa.MsgService.Text}),
			get("ErrServiceInactive", url(bookDay, ss.closed.ID), 400, nil).
				withFields(map[string]string{"serviceId": dayspa.MsgServiceClosed.Text}),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}

		t.Run("FullAfterThreeBookings", func(t *testing.T) {
			for i := range 3 {
				run(t, post("Book", "/api/bookings", jsonObject(with(bookingBody(ss.massage),
					"customerEmail", fmt.Sprintf("guest%d@example.ae", i))), 201))
			}
			run(t, get("Massage", url(bookDay, m), 200, wantSlots(bookDay, m, map[string]string{"10:00": "full"})))
			// A 90-minute treatment at 09:00 would still be running at 10:00.
			run(t, get("Stones", url(bookDay, st), 200, wantSlots(bookDay, st,
				map[string]string{"09:00": "full", "10:00": "full", "21:00": "after_closing"})))
			run(t, get("OtherDayFree", url("2026-11-30", m), 200, wantSlots("2026-11-30", m, nil)))
		})
	})
}

// TestBookingRace sends 200 bookings of one slot (capacity 3) at once:
// exactly 3 are accepted and stored, 197 refused with 409, on each engine,
// and on PostgreSQL also through two server instances with their own pools.
func TestBookingRace(t *testing.T) {
	const n = 200
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		t.Run("OneInstance", func(t *testing.T) {
			db := openSpaStore(t, e)
			ss := addSpaServices(t, db)
			raceBookings(t, db, ss, n, serveSpa(t, db))
		})
		t.Run("TwoInstances", func(t *testing.T) {
			if e.Name != sqlstore.EnginePostgres {
				t.Skip("several instances share one database on PostgreSQL only")
			}
			cfg := e.Config(t)
			db1 := sqlstoretest.Open(t, cfg, func() time.Time { return spaNow })
			db2 := sqlstoretest.Open(t, cfg, func() time.Time { return spaNow })
			ss := addSpaServices(t, db1)
			raceBookings(t, db1, ss, n, serveSpa(t, db1), serveSpa(t, db2))
		})
	})
}

func raceBookings(t *testing.T, db *sqlstore.DB, ss spaServices, n int, sites ...*testSite) {
	t.Helper()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: n}, Timeout: 30 * time.Second}
	defer client.CloseIdleConnections()
	start := make(chan struct{})
	statuses := make([]int, n)
	bodies := make([]string, n)
	var wg sync.WaitGroup
	for i := range n {
		body := jsonObject(with(bookingBody(ss.massage), "customerEmail", fmt.Sprintf("racer%03d@example.ae", i)))
		site := sites[i%len(sites)]
		wg.Go(func() {
			<-start
			resp, err := client.Post(site.URL+"/api/bookings", "application/json", strings.NewReader(body))
			if err != nil {
				t.Errorf("request %d: %v", i, err)
				return
			}
			defer resp.Body.Close()
			b, _ := io.ReadAll(resp.Body)
			statuses[i], bodies[i] = resp.StatusCode, string(b)
		})
	}
	began := time.Now()
	close(start)
	wg.Wait()
	counts := map[int]int{}
	for i, s := range statuses {
		counts[s]++
		if s == http.StatusConflict && bodies[i] != `{"message":"`+msgFull+`","code":"booking.slot_full"}`+"\n" {
			t.Errorf("409 body %q", bodies[i])
		}
	}
	if counts[201] != 3 || counts[409] != n-3 || len(counts) != 2 {
		t.Errorf("statuses %v, want 3 × 201 and %d × 409", counts, n-3)
	}
	if got := countRows(t, db, "bookings"); got != 3 {
		t.Errorf("%d bookings stored, want 3", got)
	}
	if got := countRows(t, db, "customers"); got != 3 {
		t.Errorf("%d customers stored, want 3", got)
	}
	t.Logf("%d bookings over %d instance(s) in %v", n, len(sites), time.Since(began).Round(time.Millisecond))
}

// "09:00" to "21:00".
func hourlyTimes() []string {
	var out []string
	for m := dayspa.DefaultOpenMinute; m < dayspa.DefaultCloseMinute; m += dayspa.DefaultSlotStep {
		out = append(out, dayspa.FormatClock(m))
	}
	return out
}
