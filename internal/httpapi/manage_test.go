package httpapi

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// lockedBuffer is a log destination the test reads.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

var manageLink = regexp.MustCompile(`/booking/manage/([A-Za-z0-9_-]{32})`)

// TestManageAndOutbox: a guest books; the dashboard's outbox shows the
// request received (not sent: no mail server) with its preview and the
// manage link; the guest reads, reschedules and cancels through it.
func TestManageAndOutbox(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		logs := &lockedBuffer{}
		ts, ss := newAdminSpa(t, e, func(c *Config) {
			c.ChangeCutoff = 12 * time.Hour
			c.Business = testBusiness
			c.Mail = mailer.Spa{Name: "Test Spa", Phone: testBusiness.Phone, WhatsApp: testBusiness.WhatsApp,
				Address: "The Test Hotel, Dubai", BaseURL: testBaseURL, Location: dubai}
			c.Logger = slog.New(slog.NewTextHandler(logs, nil))
		})
		run := specRunner(t, ts)
		cookie := login(t, ts)
		book := func(day, at string) int64 {
			resp, body := ts.do(t, "POST", "/api/bookings", jsonObject(map[string]any{
				"serviceId": ss.massage.ID, "customerName": "Layla <i>Haddad</i>", "customerEmail": "layla@example.com",
				"customerPhone": "+971 50 123 4567", "bookingDate": day, "bookingTime": at,
			}), jsonHeaders)
			if resp.StatusCode != 201 {
				t.Fatalf("book: %d %s", resp.StatusCode, body)
			}
			var b dayspa.Booking
			json.Unmarshal(body, &b)
			return b.ID
		}
		id := book(bookDay, "15:00")
		late := book(spaToday, "21:00") // 10½ hours ahead: past the cut-off

		var list []map[string]any
		run(t, adminGet(cookie, "outbox", "/api/admin/outbox?status=pending", 200, `"note":"not sent: no mail server configured"`, `"kind":"request_received"`).
			withTotal(2).with(func(t *testing.T, _ *http.Response, body []byte) { json.Unmarshal(body, &list) }))
		run(t, adminGet(cookie, "bad status", "/api/admin/outbox?status=lost", 400).withErrorField("status"))
		run(t, adminGet(cookie, "no session", "/api/admin/outbox", 200)) // the cookie is given; the guard is tested by the route walk
		var msgID int64
		for _, m := range list {
			if int64(m["bookingId"].(float64)) == id {
				msgID = int64(m["id"].(float64))
			}
		}
		var token string
		run(t, adminGet(cookie, "preview", "/api/admin/outbox/"+strconv.FormatInt(msgID, 10), 200,
			`"subject":"We have your booking request: Swedish Massage on Sunday, November 29, 2026"`,
			"Layla \\u0026lt;i\\u0026gt;Haddad", "within 15 minutes during business hours").
			with(func(t *testing.T, _ *http.Response, body []byte) {
				m := manageLink.FindSubmatch(body)
				if m == nil {
					t.Fatalf("no manage link in %s", body)
				}
				token = string(m[1])
			}))
		run(t, adminGet(cookie, "preview unknown", "/api/admin/outbox/999999", 404))
		run(t, adminWrite(cookie, "resend pending", "POST", "/api/admin/outbox/"+strconv.FormatInt(msgID, 10)+"/resend", "", 409))

		path := "/api/manage/" + token
		noindex := map[string]string{"X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store"}
		run(t, scenario{name: "get", path: path, status: 200, header: noindex,
			want:    []string{`"serviceName":"Swedish Massage"`, `"bookingTime":"15:00"`, `"canChange":true`, `"status":"pending"`, `"preference":"any"`, `"language":"en"`},
			notWant: []string{"layla@example.com", "971501234567", `"id"`}})
		run(t, scenario{name: "bad token", path: "/api/manage/not-a-token", status: 404, want: []string{dayspa.MsgManageLink.Text}})
		run(t, scenario{name: "unknown token", path: "/api/manage/" + dayspa.NewManageToken(), status: 404})
		run(t, post("reschedule bad", path+"/reschedule", `{"bookingDate":"soon","bookingTime":"15:30"}`, 400).
			withFields(map[string]string{"bookingDate": dayspa.MsgBookingDate.Text, "bookingTime": dayspa.MsgTimeSlot.Text}))
		run(t, post("reschedule", path+"/reschedule", `{"bookingDate":"2026-11-30","bookingTime":"11:00"}`, 200,
			`"bookingDate":"2026-11-30"`, `"bookingTime":"11:00"`))
		run(t, post("cancel", path+"/cancel", ``, 200, `"status":"cancelled"`, `"canChange":false`))
		run(t, post("cancel again", path+"/cancel", ``, 409, "This booking is cancelled."))

		// The late booking: the page refuses and says how to reach the spa.
		var lateMsg int64
		for _, m := range list {
			if int64(m["bookingId"].(float64)) == late {
				lateMsg = int64(m["id"].(float64))
			}
		}
		_, body := ts.do(t, "GET", "/api/admin/outbox/"+strconv.FormatInt(lateMsg, 10), "", map[string]string{"Cookie": cookie})
		lateToken := string(manageLink.FindSubmatch(body)[1])
		run(t, scenario{name: "late get", path: "/api/manage/" + lateToken, status: 200,
			want: []string{`"canChange":false`, "Changes online are possible until 12 hours before your appointment. Please call +971 4 000 0000 or message us on WhatsApp at +971500000000."}})
		run(t, post("late cancel", "/api/manage/"+lateToken+"/cancel", ``, 409, "+971 4 000 0000"))

		// The guest's messages of the changes are in the outbox: the change,
		// unsent when the cancellation came, is dropped as stale.
		run(t, adminGet(cookie, "cancelled", "/api/admin/outbox?status=pending", 200, `"kind":"cancelled"`))
		run(t, adminGet(cookie, "changed", "/api/admin/outbox?status=dropped", 200, `"kind":"changed"`, "the booking changed before it was sent"))

		// The page itself: private, unindexed, naming no URL of itself.
		resp, page := ts.do(t, "GET", "/booking/manage/"+token, "", nil)
		if resp.StatusCode != 200 || resp.Header.Get("X-Robots-Tag") != "noindex, nofollow" || resp.Header.Get("Cache-Control") != "no-store" ||
			!strings.Contains(string(page), `<meta name="robots" content="noindex">`) || strings.Contains(string(page), token) {
			t.Errorf("manage page: %d %v\n%.1500s", resp.StatusCode, resp.Header, page)
		}
		if l := logs.String(); strings.Contains(l, token) || strings.Contains(l, lateToken) || !strings.Contains(l, "/api/manage/[token]/cancel") {
			t.Errorf("the request log holds a token, or no redacted path:\n%s", l)
		}
	})
}

// TestLogPath: a manage or privacy link's token never reaches a log, in
// any language's path.
func TestLogPath(t *testing.T) {
	for in, want := range map[string]string{
		"/api/manage/abc/cancel":     "/api/manage/[token]/cancel",
		"/booking/manage/abc":        "/booking/manage/[token]",
		"/ar/booking/manage/abc":     "/ar/booking/manage/[token]",
		"/ar/booking/manage/abc/":    "/ar/booking/manage/[token]/",
		"/ar/booking/manage/abc/x/y": "/ar/booking/manage/[token]/x/y",
		"/ar/booking":                "/ar/booking",
		"/services":                  "/services",
		// A privacy link's token neither.
		"/api/privacy/abc":        "/api/privacy/[token]",
		"/api/privacy/abc/forget": "/api/privacy/[token]/forget",
		"/api/privacy/request":    "/api/privacy/request",
		"/your-data/abc":          "/your-data/[token]",
		"/ar/your-data/abc":       "/ar/your-data/[token]",
	} {
		if got := logPath(in); got != want {
			t.Errorf("logPath(%q) = %q, want %q", in, got, want)
		}
	}
}
