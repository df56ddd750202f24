package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// hostileTexts are values no text field takes, with a JSON spelling each
// (json.Marshal would escape some and mend others).
var hostileTexts = []struct{ name, json string }{
	{"NUL", `"La\u0000yla"`},
	{"ESC", `"La\u001b[31myla"`},
	{"DEL", `"Lay` + "\x7f" + `la"`},
	{"C1", `"Lay\u0085la"`},
	{"Newline", `"Layla\nHaddad"`},
	{"RightToLeftOverride", `"\u202eadlyaL"`},
	{"Isolate", `"Layla \u2066x\u2069"`},
	{"ZeroWidthOnly", `"\u200b\u200b\u200b"`},
	{"HangulFillersOnly", `"\u3164\u3164"`},
	{"LoneSurrogate", `"Lay\ud800la"`}, // decoded as U+FFFD
}

// realNamesHTTP are names in several scripts that every name field takes
// and stores exactly as typed.
var realNamesHTTP = []string{
	"Zoë O'Brien-Smith", "D’Angelo Núñez", "ليلى حداد", "محمد\u200cرضا", "Анна Каренина",
	"अर्जुन शर्मा", "क्\u200dष देव", "Nguyễn Thị Minh Khai",
}

// TestHostileText sends text no name holds to the text fields of every
// form and expects the field's own message and nothing stored; real names
// in every script are taken and stored as typed. On PostgreSQL a NUL in a
// booking's name used to answer 500.
func TestHostileText(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		hs := newHostileSite(t, e, 5*time.Second)
		svcPath := fmt.Sprintf("/api/admin/services/%d", hs.ss.massage.ID)
		// Every form's valid body, with %s where the text under test goes.
		bookingBody := func(field string) string {
			b := map[string]string{"customerName": `"Layla Haddad"`, "customerEmail": `"layla@example.ae"`,
				"customerPhone": `"+971 50 123 4567"`, "specialRequests": `"Quiet, please"`}
			b[field] = "%s"
			return fmt.Sprintf(`{"serviceId":%d,"bookingDate":"%s","bookingTime":"15:00","customerName":%s,"customerEmail":%s,"customerPhone":%s,"specialRequests":%s}`,
				hs.ss.massage.ID, bookDay, b["customerName"], b["customerEmail"], b["customerPhone"], b["specialRequests"])
		}
		invoice := func(field string) string {
			b := map[string]string{"customerName": `"Layla"`, "therapistName": `"Mina"`, "notes": `"Paid"`}
			b[field] = "%s"
			return fmt.Sprintf(`{"transactionDate":"2026-11-22","source":"Dv","serviceName":"Massage","customerName":%s,"therapistName":%s,"notes":%s}`,
				b["customerName"], b["therapistName"], b["notes"])
		}
		forms := []struct {
			name, method, path, cookie, body, field, msg string
			multiline                                    bool
		}{
			{"BookingName", "POST", "/api/bookings", "", bookingBody("customerName"), "customerName", dayspa.MsgName.Text, false},
			{"BookingEmail", "POST", "/api/bookings", "", bookingBody("customerEmail"), "customerEmail", dayspa.MsgEmail.Text, false},
			{"BookingSpecialRequests", "POST", "/api/bookings", "", bookingBody("specialRequests"), "specialRequests", dayspa.MsgHiddenChars.Text, true},
			{"ContactName", "POST", "/api/contact", "", `{"name":%s,"email":"layla@example.ae","message":"Do you open on Fridays?"}`, "name", dayspa.MsgName.Text, false},
			{"ContactMessage", "POST", "/api/contact", "", `{"name":"Layla","email":"layla@example.ae","message":%s}`, "message", dayspa.MsgMessage.Text, true},
			{"Newsletter", "POST", "/api/newsletter", "", `{"email":%s,"marketing":true,"marketingVersion":"m1"}`, "email", dayspa.MsgEmail.Text, false},
			{"ServiceName", "POST", "/api/admin/services", hs.cookie, `{"name":%s,"category":"Body Treatments","duration":60,"price":"300.00"}`, "name", "Name must be between 2 and 100 characters.", false},
			{"ServiceDescription", "POST", "/api/admin/services", hs.cookie, `{"name":"Hammam","description":%s,"category":"Body Treatments","duration":60,"price":"300.00"}`, "description", dayspa.MsgHiddenChars.Text, true},
			{"ServiceRename", "PATCH", svcPath, hs.cookie, `{"name":%s}`, "name", "Name must be between 2 and 100 characters.", false},
			{"InvoiceCustomer", "POST", "/api/admin/income", hs.cookie, invoice("customerName"), "customerName", dayspa.MsgIncomeCustomer.Text, false},
			{"InvoiceTherapist", "POST", "/api/admin/income", hs.cookie, invoice("therapistName"), "therapistName", dayspa.MsgIncomeTherapist.Text, false},
			{"InvoiceNotes", "POST", "/api/admin/income", hs.cookie, invoice("notes"), "notes", dayspa.MsgHiddenChars.Text, true},
			{"InvoiceEditCustomer", "PATCH", "/api/admin/income/1", hs.cookie, `{"customerName":%s}`, "customerName", dayspa.MsgIncomeCustomer.Text, false},
			{"ReportDescription", "POST", "/api/admin/pdf-uploads", hs.cookie, `{"fileName":"nov.pdf","uploadURL":"/api/objects/upload/x","reportType":"daily","reportDate":"2026-11-22","description":%s}`, "description", dayspa.MsgHiddenChars.Text, true},
		}
		// One invoice for the edit to refuse changes to.
		if resp, body := hs.do(t, "POST", "/api/admin/income", fmt.Sprintf(invoice("notes"), `"first"`), as(hs.cookie)); resp.StatusCode != 201 {
			t.Fatalf("invoice: %d %s", resp.StatusCode, body)
		}
		tables := []string{"bookings", "customers", "contact_messages", "newsletter_subscribers", "services", "income_transactions", "pdf_uploads"}
		rows := func() (n []int) {
			for _, tb := range tables {
				n = append(n, countRows(t, hs.db, tb))
			}
			return n
		}
		before := fmt.Sprint(rows())
		for _, f := range forms {
			for _, h := range hostileTexts {
				if f.multiline && h.name == "Newline" {
					continue
				}
				if f.field == "customerEmail" || f.field == "email" {
					h.json = strings.Replace(h.json, `"`, `"layla@ex`, 1) // an address with the character inside
					h.json = strings.TrimSuffix(h.json, `"`) + `ample.ae"`
				}
				t.Run(f.name+"/"+h.name, func(t *testing.T) {
					resp, body := hs.do(t, f.method, f.path, fmt.Sprintf(f.body, h.json), as(f.cookie))
					var got errorBody
					_ = json.Unmarshal(body, &got)
					if resp.StatusCode != 400 || got.Errors[f.field] != f.msg {
						t.Errorf("%d %s; want 400 with %s: %q", resp.StatusCode, body, f.field, f.msg)
					}
				})
			}
			t.Run(f.name+"/NotUTF8", func(t *testing.T) {
				resp, body := hs.do(t, f.method, f.path, fmt.Sprintf(f.body, "\"Lay\xffla\""), as(f.cookie))
				if resp.StatusCode != 400 || string(body) != `{"message":"`+msgBodyNotUTF8.Text+`","code":"body.not_utf8"}`+"\n" {
					t.Errorf("%d %s; want 400 %q", resp.StatusCode, body, msgBodyNotUTF8.Text)
				}
			})
		}
		if after := fmt.Sprint(rows()); after != before {
			t.Errorf("rows of %v went from %s to %s: a refused request stored something", tables, before, after)
		}
		hs.noErrorLogged(t)

		t.Run("RealNames", func(t *testing.T) {
			for i, name := range realNamesHTTP {
				q, _ := json.Marshal(name)
				email := fmt.Sprintf("guest%d@example.ae", i)
				body := fmt.Sprintf(`{"serviceId":%d,"bookingDate":"%s","bookingTime":"%02d:00","customerName":%s,"customerEmail":"%s","customerPhone":"+971 50 123 40%02d"}`,
					hs.ss.massage.ID, bookDay, 11+i, q, email, i)
				if resp, b := hs.do(t, "POST", "/api/bookings", body, jsonHeaders); resp.StatusCode != 201 {
					t.Errorf("booking as %q: %d %s", name, resp.StatusCode, b)
					continue
				}
				var stored string
				if err := hs.db.SQL().QueryRow(`SELECT name FROM customers WHERE email = $1`, email).Scan(&stored); err != nil || stored != name {
					t.Errorf("stored name %q (%v), want %q", stored, err, name)
				}
				for _, w := range []struct{ path, body string }{
					{"/api/contact", fmt.Sprintf(`{"name":%s,"email":"%s","message":"Do you open on Fridays?"}`, q, email)},
					{"/api/admin/income", fmt.Sprintf(invoice("notes"), `"Paid"`)},
				} {
					w.body = strings.Replace(w.body, `"customerName":"Layla"`, `"customerName":`+string(q), 1)
					if resp, b := hs.do(t, "POST", w.path, w.body, as(hs.cookie)); resp.StatusCode != 201 {
						t.Errorf("%s as %q: %d %s", w.path, name, resp.StatusCode, b)
					}
				}
			}
		})
	})
}

// TestGuestDailyLimit: one guest (one e-mail in any case, or one phone in
// any writing) may have 3 requests pending for one day; the fourth is 429
// with how to reach the spa, and stores nothing.
func TestGuestDailyLimit(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		hs := newHostileSite(t, e, 5*time.Second, func(c *Config) { c.GuestLimit = 3 })
		_, router := loadSpec(t)
		book := func(at, email, phone string, day ...string) (*http.Response, []byte) {
			d := bookDay
			if len(day) > 0 {
				d = day[0]
			}
			body := fmt.Sprintf(`{"serviceId":%d,"bookingDate":"%s","bookingTime":"%s","customerName":"Layla Haddad","customerEmail":"%s","customerPhone":"%s"}`,
				hs.ss.massage.ID, d, at, email, phone)
			resp, b := hs.do(t, "POST", "/api/bookings", body, jsonHeaders)
			req, _ := http.NewRequest("POST", hs.URL+"/api/bookings", strings.NewReader(body))
			if err := validateAgainstSpec(t, router, req, resp, b); err != nil {
				t.Errorf("the answer does not match %s: %v\n%s", specPath, err, b)
			}
			return resp, b
		}
		for _, at := range []string{"11:00", "12:00", "13:00"} {
			if resp, b := book(at, "layla@example.ae", "+971 50 123 4567"); resp.StatusCode != 201 {
				t.Fatalf("booking %s: %d %s", at, resp.StatusCode, b)
			}
		}
		before := countRows(t, hs.db, "bookings")
		want := `{"message":"You already have 3 pending booking requests for that day. Please call +971 4 000 0000 or message us on WhatsApp at +971500000000 to book more.","code":"booking.guest_limit","params":{"count":"3"}}` + "\n"
		for _, g := range []struct{ name, email, phone string }{
			{"SameEmail", "LAYLA@Example.AE", "+971 55 000 0000"},
			{"SamePhone", "other.address@example.ae", "971501234567"},
		} {
			resp, b := book("14:00", g.email, g.phone)
			if resp.StatusCode != http.StatusTooManyRequests || string(b) != want {
				t.Errorf("%s: %d %s, want 429 %s", g.name, resp.StatusCode, b, want)
			}
			// No Retry-After: the refusal is not temporary, and the booking page
			// tells it from the rate limit's 429 (which the visitor's WhatsApp
			// message survives) by this header.
			if ra := resp.Header.Get("Retry-After"); ra != "" {
				t.Errorf("%s: Retry-After %q on the guest limit's refusal", g.name, ra)
			}
		}
		if n := countRows(t, hs.db, "bookings"); n != before {
			t.Errorf("%d bookings after refusals, want %d", n, before)
		}
		if resp, b := book("14:00", "omar@example.ae", "+971 52 111 2222"); resp.StatusCode != 201 {
			t.Errorf("another guest: %d %s", resp.StatusCode, b)
		}
		if resp, b := book("14:00", "layla@example.ae", "+971 50 123 4567", "2026-11-30"); resp.StatusCode != 201 {
			t.Errorf("the guest on another day: %d %s", resp.StatusCode, b)
		}
	})
}
