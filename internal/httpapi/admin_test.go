package httpapi

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3filter"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

func init() {
	openapi3filter.RegisterBodyDecoder("text/csv", openapi3filter.PlainBodyDecoder)
}

// The dashboard's endpoints through the real router and store of every
// engine, logged in, with every answer validated against docs/openapi.yaml.

// adminGet is a scenario of an admin read.
func adminGet(cookie, name, path string, status int, want ...string) scenario {
	return scenario{name: name, path: path, headers: as(cookie), status: status, want: want}
}

// adminWrite is a scenario of an admin write with a JSON body.
func adminWrite(cookie, name, method, path, body string, status int, want ...string) scenario {
	return scenario{name: name, method: method, path: path, body: body, headers: as(cookie), status: status, want: want}
}

// withTotal checks X-Total-Count.
func (sc scenario) withTotal(n int) scenario {
	if sc.header == nil {
		sc.header = map[string]string{}
	}
	sc.header["X-Total-Count"] = strconv.Itoa(n)
	return sc
}

// decodeViews decodes a bookings page.
func decodeViews(t *testing.T, body []byte) []dayspa.BookingView {
	t.Helper()
	var v []dayspa.BookingView
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("decode %s: %v", body, err)
	}
	return v
}

func viewIDs(v []dayspa.BookingView) []int64 {
	out := []int64{}
	for _, b := range v {
		out = append(out, b.Booking.ID)
	}
	return out
}

// wantIDs checks that a bookings page holds exactly these ids, in order.
func wantIDs(ids ...int64) func(*testing.T, *http.Response, []byte) {
	return func(t *testing.T, _ *http.Response, body []byte) {
		t.Helper()
		if got := viewIDs(decodeViews(t, body)); !reflect.DeepEqual(got, append([]int64{}, ids...)) {
			t.Errorf("ids %v, want %v", got, ids)
		}
	}
}

func TestAdminBookingsAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		ctx := context.Background()
		rules := ts.srv.slotRules()
		rules.Capacity = 1 << 30

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

// withErrorField checks that the body is an error naming exactly field.
func (sc scenario) withErrorField(field string) scenario {
	return sc.with(func(t *testing.T, _ *http.Response, body []byte) {
		t.Helper()
		var got errorBody
		if err := json.Unmarshal(body, &got); err != nil {
			t.Fatalf("error body %s: %v", body, err)
		}
		if len(got.Errors) != 1 || got.Errors[field] == "" || got.Message == "" {
			t.Errorf("errors = %v, want one for %s", got.Errors, field)
		}
	})
}

// with adds a check to a scenario.
func (sc scenario) with(check func(t *testing.T, resp *http.Response, body []byte)) scenario {
	inner := sc.check
	sc.check = func(t *testing.T, resp *http.Response, body []byte) {
		t.Helper()
		if inner != nil {
			inner(t, resp, body)
		}
		check(t, resp, body)
	}
	return sc
}

func setBookingStatusSQL(t *testing.T, ts *testSite, id int64, s dayspa.BookingStatus) {
	t.Helper()
	if _, err := ts.db.SQL().Exec(`UPDATE bookings SET status = $1 WHERE id = $2`, string(s), id); err != nil {
		t.Fatal(err)
	}
}

func TestAdminBookingStatusAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		rules := ts.srv.slotRules()
		rules.Capacity = 1 << 30
		newBooking := func(t *testing.T) *dayspa.Booking {
			t.Helper()
			b, err := ts.db.CreateBooking(context.Background(), mustNewBooking(t, ss.massage), rules)
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		statuses := []dayspa.BookingStatus{dayspa.StatusPending, dayspa.StatusConfirmed, dayspa.StatusCompleted, dayspa.StatusCancelled}
		for _, from := range statuses {
			for _, to := range statuses {
				t.Run(string(from)+"To"+string(to), func(t *testing.T) {
					b := newBooking(t)
					setBookingStatusSQL(t, ts, b.ID, from)
					path := fmt.Sprintf("/api/admin/bookings/%d/status", b.ID)
					allowed := (from == dayspa.StatusPending && to == dayspa.StatusConfirmed) ||
						(from == dayspa.StatusConfirmed && to == dayspa.StatusCompleted)
					if allowed {
						run(t, adminWrite(c, "", "PATCH", path, `{"status":"`+string(to)+`"}`, 200,
							fmt.Sprintf(`"id":%d,`, b.ID), `"status":"`+string(to)+`"`, `"totalAmount":"450.00"`))
					} else {
						run(t, adminWrite(c, "", "PATCH", path, `{"status":"`+string(to)+`"}`, 409,
							`{"message":"A `+string(from)+` booking cannot become `+string(to)+`."}`))
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
			adminWrite(c, "ErrUnknownID", "PATCH", "/api/admin/bookings/424242/status", `{"status":"confirmed"}`, 404, `{"message":"Booking not found."}`),
			adminWrite(c, "ErrIDNotANumber", "PATCH", "/api/admin/bookings/abc/status", `{"status":"confirmed"}`, 404, `{"message":"Booking not found."}`),
			adminWrite(c, "ErrIDZero", "PATCH", "/api/admin/bookings/0/status", `{"status":"confirmed"}`, 404),
			adminWrite(c, "ErrUnknownStatus", "PATCH", path, `{"status":"done"}`, 400).withErrorField("status"),
			adminWrite(c, "ErrMissingStatus", "PATCH", path, `{}`, 400).withErrorField("status"),
			adminWrite(c, "ErrStatusNumber", "PATCH", path, `{"status":1}`, 400).withErrorField("status"),
			adminWrite(c, "ErrUnknownField", "PATCH", path, `{"status":"confirmed","totalAmount":"1.00"}`, 400).withErrorField("totalAmount"),
			adminWrite(c, "ErrNotJSON", "PATCH", path, `status=confirmed`, 400),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		if got := bookingStatus(t, ts, b.ID); got != dayspa.StatusPending {
			t.Errorf("refused requests changed the booking to %s", got)
		}

		t.Run("StatsFollow", func(t *testing.T) {
			var st dayspa.BookingStats
			resp, body := ts.do(t, "GET", "/api/admin/stats", "", as(c))
			if err := json.Unmarshal(body, &st); err != nil || resp.StatusCode != 200 {
				t.Fatalf("stats %d %s", resp.StatusCode, body)
			}
			// 16 of the table, one left pending above. Ends: pending 3+1,
			// confirmed 4-1+1, completed 4+1, cancelled 4.
			if want := (dayspa.BookingStats{TotalBookings: 17, PendingBookings: 4, ConfirmedBookings: 4, CompletedBookings: 5}); st != want {
				t.Errorf("stats = %+v, want %+v", st, want)
			}
		})
	})
}

func TestAdminCustomersAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		rules := ts.srv.slotRules()
		rules.Capacity = 1 << 30
		// 12 customers; customer i has i+1 bookings. The clock is fixed,
		// so the newest customer is the highest id.
		for i := range 12 {
			for range i + 1 {
				nb := newBookingOf(t, ss.massage, bookDay, "10:00", fmt.Sprintf("Guest %02d", i), fmt.Sprintf("guest%02d@example.ae", i))
				if _, err := ts.db.CreateBooking(context.Background(), nb, rules); err != nil {
					t.Fatal(err)
				}
			}
		}
		counts := func(want ...int) func(*testing.T, *http.Response, []byte) {
			return func(t *testing.T, _ *http.Response, body []byte) {
				t.Helper()
				var got []dayspa.CustomerView
				if err := json.Unmarshal(body, &got); err != nil {
					t.Fatal(err)
				}
				var n []int
				for _, v := range got {
					n = append(n, v.BookingCount)
					if !strings.HasPrefix(v.Email, "guest") || v.Phone != "+971 50 123 4567" || v.CreatedAt.IsZero() {
						t.Errorf("customer %+v", v)
					}
				}
				if !reflect.DeepEqual(n, want) {
					t.Errorf("booking counts %v, want %v", n, want)
				}
			}
		}
		for _, sc := range []scenario{
			adminGet(c, "FirstPage", "/api/admin/customers", 200, `"name":"Guest 11"`).withTotal(12).with(counts(12, 11, 10, 9, 8, 7, 6, 5, 4, 3)),
			adminGet(c, "SecondPageCountsAllBookings", "/api/admin/customers?page=2", 200).withTotal(12).with(counts(2, 1)),
			adminGet(c, "SmallPages", "/api/admin/customers?page=4&limit=3", 200).withTotal(12).with(counts(3, 2, 1)),
			adminGet(c, "Search", "/api/admin/customers?search=GUEST%201", 200).withTotal(2).with(counts(12, 11)),
			adminGet(c, "SearchEmail", "/api/admin/customers?search=guest05%40example", 200).withTotal(1).with(counts(6)),
			adminGet(c, "SearchNone", "/api/admin/customers?search=nobody", 200, `[]`).withTotal(0),
			adminGet(c, "ErrPage", "/api/admin/customers?page=0", 400).withErrorField("page"),
			adminGet(c, "ErrLimit", "/api/admin/customers?limit=1000", 400).withErrorField("limit"),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
	})
}

func TestAdminMessagesAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		run(t, adminGet(c, "Empty", "/api/admin/contact-messages", 200, `[]`))
		run(t, adminGet(c, "NoneUnread", "/api/admin/unread-count", 200, `{"count":0}`))
		var ids []int64
		for i, phone := range []string{"", "+971 50 123 4567", ""} {
			m := dayspa.ContactMessage{Name: fmt.Sprintf("Guest %d", i), Email: "guest@example.ae", Phone: phone, Message: "Do you have a hammam on Fridays?"}
			if err := ts.db.CreateContactMessage(context.Background(), &m); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, m.ID)
		}
		for _, sc := range []scenario{
			adminGet(c, "NewestFirst", "/api/admin/contact-messages", 200, `"name":"Guest 1","email":"guest@example.ae","phone":"+971 50 123 4567"`).
				with(func(t *testing.T, _ *http.Response, body []byte) {
					var got []dayspa.ContactMessage
					if err := json.Unmarshal(body, &got); err != nil {
						t.Fatal(err)
					}
					if len(got) != 3 || got[0].ID != ids[2] || got[2].ID != ids[0] || got[0].IsRead {
						t.Errorf("messages %+v, want 3 unread, newest first", got)
					}
				}),
			adminGet(c, "ThreeUnread", "/api/admin/unread-count", 200, `{"count":3}`),
			// No body, as the dashboard sends it.
			{name: "MarkRead", method: "PATCH", path: fmt.Sprintf("/api/admin/contact-messages/%d/read", ids[1]), headers: map[string]string{"Cookie": c},
				status: 200, want: []string{fmt.Sprintf(`"id":%d,`, ids[1]), `"isRead":true`}},
			adminWrite(c, "MarkReadAgain", "PATCH", fmt.Sprintf("/api/admin/contact-messages/%d/read", ids[1]), "", 200, `"isRead":true`),
			adminGet(c, "TwoUnread", "/api/admin/unread-count", 200, `{"count":2}`),
			adminWrite(c, "ErrUnknown", "PATCH", "/api/admin/contact-messages/424242/read", "", 404, `{"message":"Message not found."}`),
			adminWrite(c, "ErrNotAnID", "PATCH", "/api/admin/contact-messages/x/read", "", 404, `{"message":"Message not found."}`),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
	})
}

func TestAdminServicesAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		for range 2 {
			if _, err := ts.db.CreateBooking(context.Background(), mustNewBooking(t, ss.stones), ts.srv.slotRules()); err != nil {
				t.Fatal(err)
			}
		}
		run(t, adminGet(c, "ListWithCounts", "/api/admin/services", 200,
			fmt.Sprintf(`{"id":%d,"name":"Swedish Massage","description":"","category":"Massage Therapy","duration":60,"price":"450.00","isActive":true,"bookingCount":0}`, ss.massage.ID),
			fmt.Sprintf(`"id":%d,"name":"Hot Stone Massage"`, ss.stones.ID), `"price":"480.00","isActive":true,"bookingCount":2}`,
			`"isActive":false,"bookingCount":0}`))

		// The public list is read (and kept in memory) before every change
		// below, so each PublicListShowsIt proves the change reached it.
		run(t, scenario{name: "PublicListBefore", path: "/api/services", status: 200, want: []string{`"name":"Swedish Massage"`, `"price":"450.00"`}})

		valid := map[string]any{"name": "Royal Hammam", "description": "Steam, scrub and foam.", "category": "Body Treatments",
			"duration": 90, "price": "650.50", "isActive": true}
		var created dayspa.Service
		t.Run("Create", func(t *testing.T) {
			run(t, adminWrite(c, "", "POST", "/api/admin/services", jsonObject(valid), 201,
				`"name":"Royal Hammam","description":"Steam, scrub and foam.","category":"Body Treatments","duration":90,"price":"650.50","isActive":true`).
				with(func(t *testing.T, _ *http.Response, body []byte) {
					if err := json.Unmarshal(body, &created); err != nil || created.ID == 0 {
						t.Fatalf("created %s: %v", body, err)
					}
				}))
			run(t, scenario{name: "PublicListShowsIt", path: "/api/services", status: 200, want: []string{`"name":"Royal Hammam"`, `"price":"650.50"`}})
		})
		t.Run("CreateDefaults", func(t *testing.T) {
			run(t, adminWrite(c, "", "POST", "/api/admin/services",
				`{"name":"  Quick Facial ","category":"Facial Treatments","duration":30,"price":199}`, 201,
				`"name":"Quick Facial","description":"","category":"Facial Treatments","duration":30,"price":"199.00","isActive":true`))
		})
		before := countRows(t, ts.db, "services")
		for _, sc := range []scenario{
			adminWrite(c, "ErrEmpty", "POST", "/api/admin/services", `{}`, 400).withFields(map[string]string{
				"name": "Name must be between 2 and 100 characters.", "category": "Please choose one of the four categories.",
				"duration": "Duration must be between 15 and 780 minutes.", "price": msgPrice}),
			adminWrite(c, "ErrPriceText", "POST", "/api/admin/services", jsonObject(with(valid, "price", "cheap")), 400).withFields(map[string]string{"price": msgPrice}),
			adminWrite(c, "ErrPriceNegative", "POST", "/api/admin/services", jsonObject(with(valid, "price", -5)), 400).withFields(map[string]string{"price": msgPrice}),
			adminWrite(c, "ErrPriceThreeDecimals", "POST", "/api/admin/services", jsonObject(with(valid, "price", "1.234")), 400).withFields(map[string]string{"price": msgPrice}),
			adminWrite(c, "ErrPriceTooHigh", "POST", "/api/admin/services", jsonObject(with(valid, "price", "100000.01")), 400).
				withFields(map[string]string{"price": "Price must be between 0 and 100000 AED."}),
			adminWrite(c, "ErrPriceObject", "POST", "/api/admin/services", jsonObject(with(valid, "price", map[string]any{})), 400).withFields(map[string]string{"price": msgPrice}),
			adminWrite(c, "ErrPriceExponent", "POST", "/api/admin/services", strings.Replace(jsonObject(valid), `"price":"650.50"`, `"price":1e3`, 1), 400).withFields(map[string]string{"price": msgPrice}),
			adminWrite(c, "ErrPriceNull", "POST", "/api/admin/services", jsonObject(with(valid, "price", nil)), 400).withFields(map[string]string{"price": msgPrice}),
			adminWrite(c, "ErrCategory", "POST", "/api/admin/services", jsonObject(with(valid, "category", "Yoga")), 400).
				withFields(map[string]string{"category": "Please choose one of the four categories."}),
			adminWrite(c, "ErrDuration", "POST", "/api/admin/services", jsonObject(with(valid, "duration", 800)), 400).
				withFields(map[string]string{"duration": "Duration must be between 15 and 780 minutes."}),
			adminWrite(c, "ErrDurationFraction", "POST", "/api/admin/services", jsonObject(with(valid, "duration", 60.5)), 400).withErrorField("duration"),
			adminWrite(c, "ErrUnknownField", "POST", "/api/admin/services", jsonObject(with(valid, "id", 99)), 400).withErrorField("id"),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		if n := countRows(t, ts.db, "services"); n != before {
			t.Errorf("%d services after refused creates, want %d", n, before)
		}

		t.Run("Update", func(t *testing.T) {
			path := fmt.Sprintf("/api/admin/services/%d", ss.massage.ID)
			run(t, scenario{name: "PublicListBefore", path: "/api/services", status: 200, want: []string{`"price":"450.00"`}})
			run(t, adminWrite(c, "", "PATCH", path, `{"price":"420.00"}`, 200,
				`"name":"Swedish Massage"`, `"duration":60,"price":"420.00","isActive":true`))
			run(t, adminWrite(c, "", "PATCH", path, `{"isActive":false,"description":"Long, flowing strokes.","name":null}`, 200,
				`"name":"Swedish Massage","description":"Long, flowing strokes."`, `"price":"420.00","isActive":false`))
			run(t, scenario{name: "PublicListShowsIt", path: "/api/services", status: 200,
				want: []string{fmt.Sprintf(`{"id":%d,"name":"Swedish Massage","description":"Long, flowing strokes.","category":"Massage Therapy","duration":60,"price":"420.00","isActive":false}`, ss.massage.ID)}})
			for _, sc := range []scenario{
				adminWrite(c, "ErrName", "PATCH", path, `{"name":"X"}`, 400).withFields(map[string]string{"name": "Name must be between 2 and 100 characters."}),
				adminWrite(c, "ErrPrice", "PATCH", path, `{"price":"4,20"}`, 400).withFields(map[string]string{"price": msgPrice}),
				adminWrite(c, "ErrUnknownField", "PATCH", path, `{"bookingCount":3}`, 400).withErrorField("bookingCount"),
				adminWrite(c, "ErrUnknownID", "PATCH", "/api/admin/services/424242", `{"price":"1.00"}`, 404, `{"message":"Service not found."}`),
				adminWrite(c, "ErrNotAnID", "PATCH", "/api/admin/services/swedish", `{"price":"1.00"}`, 404, `{"message":"Service not found."}`),
			} {
				t.Run(sc.name, func(t *testing.T) { run(t, sc) })
			}
			svc, err := ts.db.GetService(context.Background(), ss.massage.ID)
			if err != nil || svc.Name != "Swedish Massage" || svc.Price != dayspa.AED(420) {
				t.Errorf("after refused updates: %+v %v", svc, err)
			}
		})
	})
}

func TestAdminSubscribersAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		run(t, adminGet(c, "EmptyJSON", "/api/admin/newsletter-subscribers", 200, `[]`))
		for _, email := range []string{"reader@example.ae", "=1+1@example.ae", "-2@example.ae", "+sum@example.ae"} {
			if _, err := ts.db.Subscribe(context.Background(), email); err != nil {
				t.Fatalf("subscribe %s: %v", email, err)
			}
		}
		run(t, adminGet(c, "JSON", "/api/admin/newsletter-subscribers", 200, `"email":"reader@example.ae"`, `"email":"=1+1@example.ae"`, `"createdAt":"2026-11-22T06:30:00Z"`))
		run(t, scenario{name: "CSV", path: "/api/admin/newsletter-subscribers.csv", headers: as(c), status: 200,
			header: map[string]string{
				"Content-Type":        "text/csv; charset=utf-8",
				"Content-Disposition": `attachment; filename="newsletter-subscribers.csv"`,
				"Cache-Control":       "no-store",
			},
			check: func(t *testing.T, _ *http.Response, body []byte) {
				rows, err := csv.NewReader(strings.NewReader(string(body))).ReadAll()
				if err != nil {
					t.Fatalf("not CSV: %v\n%s", err, body)
				}
				if !reflect.DeepEqual(rows[0], []string{"email", "subscribedAt (Asia/Dubai)"}) || len(rows) != 5 {
					t.Fatalf("rows %q", rows)
				}
				got := map[string]string{}
				for _, r := range rows[1:] {
					got[r[0]] = r[1]
				}
				want := map[string]string{
					"reader@example.ae": "2026-11-22 10:30:00", "'=1+1@example.ae": "2026-11-22 10:30:00",
					"'-2@example.ae": "2026-11-22 10:30:00", "'+sum@example.ae": "2026-11-22 10:30:00",
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("rows %q, want %q (formula cells defused, times in Dubai)", got, want)
				}
			}})
	})
}

func TestCSVCell(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"":              "",
		"plain":         "plain",
		"=HYPERLINK(1)": "'=HYPERLINK(1)",
		"+1":            "'+1",
		"-1":            "'-1",
		"@SUM(A1)":      "'@SUM(A1)",
		"\tx":           "'\tx",
		"\rx":           "'\rx",
		"a=b":           "a=b",
	} {
		if got := csvCell(in); got != want {
			t.Errorf("csvCell(%q) = %q, want %q", in, got, want)
		}
	}
}
