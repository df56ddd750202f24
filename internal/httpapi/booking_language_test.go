package httpapi

import (
	"encoding/json"
	"net/http"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

var arManageLink = regexp.MustCompile(`https://spa\.example/ar/booking/manage/([A-Za-z0-9_-]{32})`)

// TestBookingLanguage: POST /api/bookings takes the page's language (en by
// default, or ar) and refuses any other, storing nothing; the booking
// keeps it, and the dashboard's list, calendar and status change, the
// outbox's preview (Arabic, with the /ar manage link) and the guest's
// manage page answer it, each as docs/openapi.yaml says. (The /ar page
// itself, private like the English one, is the Arabic frame's: site.go.)
func TestBookingLanguage(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newAdminSpa(t, e, func(c *Config) {
			c.ChangeCutoff = 12 * time.Hour
			c.Mail = mailer.Spa{Name: "Test Spa", Phone: testBusiness.Phone, WhatsApp: testBusiness.WhatsApp,
				Address: "The Test Hotel, Dubai", BaseURL: testBaseURL, Location: dubai}
		})
		run := specRunner(t, ts)
		cookie := login(t, ts)
		valid := bookingBody(ss.massage)
		var arID, enID int64
		created := func(id *int64, lang dayspa.Language) func(*testing.T, *http.Response, []byte) {
			return func(t *testing.T, _ *http.Response, body []byte) {
				b := bookingJSON(t, body)
				if b.Language != lang {
					t.Errorf("created with language %q, want %q", b.Language, lang)
				}
				*id = b.ID
			}
		}
		field := func(name string, lang any) scenario {
			return post(name, "/api/bookings", jsonObject(with(valid, "language", lang, "bookingTime", "16:00")), 400).
				withFields(map[string]string{"language": dayspa.MsgLanguage.Text})
		}
		for _, sc := range []scenario{
			post("Arabic", "/api/bookings", jsonObject(with(valid, "language", "ar")), 201, `"language":"ar"`).
				with(created(&arID, dayspa.Arabic)),
			post("EnglishByDefault", "/api/bookings", jsonObject(with(valid, "bookingTime", "12:00", "customerEmail", "john@example.ae")), 201,
				`"language":"en"`).with(created(&enID, dayspa.English)),
			post("English", "/api/bookings", jsonObject(with(valid, "bookingTime", "13:00", "language", "en")), 201, `"language":"en"`),
			field("ErrFrench", "fr"),
			field("ErrUpperCase", "AR"),
			field("ErrRegion", "ar-AE"),
			field("ErrWord", "Arabic"),
			post("ErrNotText", "/api/bookings", jsonObject(with(valid, "language", 1, "bookingTime", "16:00")), 400).withErrorField("language"),
			post("ErrWithOthers", "/api/bookings", jsonObject(with(valid, "language", "de", "customerEmail", "nope", "bookingTime", "16:00")), 400).
				withFields(map[string]string{"language": dayspa.MsgLanguage.Text, "customerEmail": dayspa.MsgEmail.Text}),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		t.Run("RefusalsStoreNothing", func(t *testing.T) {
			if n := countRows(t, ts.db, "bookings"); n != 3 {
				t.Errorf("%d bookings stored, want the 3 accepted", n)
			}
			var lang string
			if err := ts.db.SQL().QueryRow(`SELECT language FROM bookings WHERE id = $1`, arID).Scan(&lang); err != nil || lang != "ar" {
				t.Errorf("the Arabic booking is stored with %q (%v)", lang, err)
			}
			if err := ts.db.SQL().QueryRow(`SELECT language FROM bookings WHERE id = $1`, enID).Scan(&lang); err != nil || lang != "en" {
				t.Errorf("the booking without a language is stored with %q (%v)", lang, err)
			}
		})

		// The dashboard.
		run(t, adminGet(cookie, "List", "/api/admin/bookings", 200).withTotal(3).with(func(t *testing.T, _ *http.Response, body []byte) {
			for _, v := range decodeViews(t, body) {
				want := dayspa.English
				if v.Booking.ID == arID {
					want = dayspa.Arabic
				}
				if v.Booking.Language != want {
					t.Errorf("list: booking %d language %q, want %q", v.Booking.ID, v.Booking.Language, want)
				}
			}
		}))
		run(t, adminGet(cookie, "Calendar", "/api/admin/calendar?date="+bookDay, 200).with(func(t *testing.T, _ *http.Response, body []byte) {
			var cal struct{ Bookings []dayspa.CalendarBooking }
			if err := json.Unmarshal(body, &cal); err != nil {
				t.Fatal(err)
			}
			if len(cal.Bookings) != 3 {
				t.Fatalf("%d bookings on the calendar", len(cal.Bookings))
			}
			for _, b := range cal.Bookings {
				if (b.ID == arID) != (b.Language == dayspa.Arabic) || !b.Language.Valid() {
					t.Errorf("calendar: booking %d language %q", b.ID, b.Language)
				}
			}
		}))
		// The Arabic guest's e-mail, as the dashboard previews it, and its link.
		var list []dayspa.OutboxMessage
		run(t, adminGet(cookie, "Outbox", "/api/admin/outbox", 200).with(func(t *testing.T, _ *http.Response, body []byte) {
			if err := json.Unmarshal(body, &list); err != nil {
				t.Fatal(err)
			}
		}))
		var token string
		for _, m := range list {
			if m.BookingID != arID || m.Kind != dayspa.KindRequestReceived {
				continue
			}
			run(t, adminGet(cookie, "Preview", "/api/admin/outbox/"+strconv.FormatInt(m.ID, 10), 200,
				`"subject":"تلقينا طلب حجزك: Swedish Massage يوم الأحد، 29 نوفمبر 2026"`, `\u003chtml lang=\"ar\" dir=\"rtl\"\u003e`).
				with(func(t *testing.T, _ *http.Response, body []byte) {
					m := arManageLink.FindSubmatch(body)
					if m == nil {
						t.Fatalf("no /ar manage link in %s", body)
					}
					token = string(m[1])
				}))
		}
		if token == "" {
			t.Fatal("no request-received message of the Arabic booking")
		}
		id := strconv.FormatInt(arID, 10)
		run(t, adminWrite(cookie, "Confirm", "PATCH", "/api/admin/bookings/"+id+"/status", `{"status":"confirmed"}`, 200,
			`"language":"ar"`, `"status":"confirmed"`))
		run(t, adminWrite(cookie, "Move", "PATCH", "/api/admin/bookings/"+id, `{"bookingTime":"14:00"}`, 200, `"language":"ar"`))

		run(t, scenario{name: "Manage", path: "/api/manage/" + token, status: 200,
			want: []string{`"language":"ar"`, `"bookingTime":"14:00"`, `"status":"confirmed"`}})
	})
}
