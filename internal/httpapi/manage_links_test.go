package httpapi

import (
	"encoding/json"
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestManageLinkOfEveryMessage: the link of every e-mail a guest gets
// (request received, confirmed, changed, reminder), in either language,
// views, moves and cancels the booking through the real router, also once
// a later change made that e-mail stale or wrote its reminder again. The
// link is read from the e-mail as the dashboard's preview renders it.
func TestManageLinkOfEveryMessage(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		cfg := e.Config(t)
		cfg.Location = dubai
		cfg.Messages = dayspa.MessageRules{Reminders: []time.Duration{24 * time.Hour}}
		db := sqlstoretest.Open(t, cfg, func() time.Time { return spaNow })
		ss := addSpaServices(t, db)
		setTestPassword(t, db)
		ts := serveSpa(t, db, func(c *Config) {
			c.ChangeCutoff = 12 * time.Hour
			c.Mail = mailer.Spa{Name: "Test Spa", BaseURL: testBaseURL, Location: dubai}
		})
		run := specRunner(t, ts)
		cookie := login(t, ts)

		book := func(t *testing.T, day, lang string) int64 {
			t.Helper()
			resp, body := ts.do(t, "POST", "/api/bookings", jsonObject(map[string]any{
				"serviceId": ss.massage.ID, "customerName": "Layla Haddad", "customerEmail": "layla@example.com",
				"customerPhone": "+971 50 123 4567", "bookingDate": day, "bookingTime": "15:00", "language": lang,
			}), jsonHeaders)
			if resp.StatusCode != 201 {
				t.Fatalf("book: %d %s", resp.StatusCode, body)
			}
			var b dayspa.Booking
			json.Unmarshal(body, &b)
			return b.ID
		}
		confirm := func(t *testing.T, id int64) {
			run(t, adminWrite(cookie, "confirm", "PATCH", fmt.Sprintf("/api/admin/bookings/%d/status", id), `{"status":"confirmed"}`, 200))
		}
		spaMoves := func(t *testing.T, id int64) {
			run(t, adminWrite(cookie, "spa moves", "PATCH", fmt.Sprintf("/api/admin/bookings/%d", id), `{"bookingTime":"16:00"}`, 200))
		}
		// linkOf reads the manage link of booking id's newest message of
		// kind from its preview.
		linkOf := func(t *testing.T, id int64, kind dayspa.MessageKind) string {
			t.Helper()
			var msg int64
			if err := db.SQL().QueryRow(`SELECT id FROM outbox WHERE booking_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1`, id, string(kind)).Scan(&msg); err != nil {
				t.Fatalf("no %s message: %v", kind, err)
			}
			_, body := ts.do(t, "GET", "/api/admin/outbox/"+strconv.FormatInt(msg, 10), "", as(cookie))
			m := manageLink.FindSubmatch(body)
			if m == nil {
				t.Fatalf("no manage link in the %s message: %.500s", kind, body)
			}
			return "/api/manage/" + string(m[1])
		}

		i := 0
		for _, lang := range []string{"en", "ar"} {
			for _, c := range []struct {
				kind dayspa.MessageKind
				// before brings the booking to where the message is
				// written; after changes it once the guest has the link.
				before, after func(t *testing.T, id int64)
			}{
				{dayspa.KindRequestReceived, func(*testing.T, int64) {}, confirm},
				{dayspa.KindConfirmed, confirm, spaMoves},
				{dayspa.KindChanged, func(t *testing.T, id int64) { confirm(t, id); spaMoves(t, id) }, func(*testing.T, int64) {}},
				{dayspa.KindReminder, confirm, func(*testing.T, int64) {}},
			} {
				day := spaNow.AddDate(0, 0, 7+i).Format(time.DateOnly) // a day per booking
				i++
				t.Run(lang+"/"+string(c.kind), func(t *testing.T) {
					id := book(t, day, lang)
					c.before(t, id)
					link := linkOf(t, id, c.kind)
					c.after(t, id)

					run(t, scenario{name: "view", path: link, status: 200, want: []string{`"canChange":true`, `"language":"` + lang + `"`}})
					run(t, post("move", link+"/reschedule", `{"bookingDate":"`+day+`","bookingTime":"11:00"}`, 200, `"bookingTime":"11:00"`))
					run(t, scenario{name: "view moved", path: link, status: 200, want: []string{`"bookingTime":"11:00"`, `"canChange":true`}})
					run(t, post("cancel", link+"/cancel", ``, 200, `"status":"cancelled"`))
				})
			}
		}
	})
}
