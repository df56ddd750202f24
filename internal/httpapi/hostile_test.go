package httpapi

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/alexedwards/scs/v2"

	"github.com/dayspa/dayspa"
	blobstore "github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// The requests a hostile client sends: bodies that stall, stop halfway or
// are too large, text that no name holds, and one guest filling the
// calendar. Each goes through the real router and store, on a real server,
// most of them over a raw TCP connection that sees every byte the server
// sends back.

// syncBuffer is a log the server writes from many goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// hostileSite is the admin test site behind a server with readTimeout as
// its read time-out (0: none), keeping its log.
type hostileSite struct {
	*testSite
	ss     spaServices
	log    *syncBuffer
	cookie string
}

func newHostileSite(t *testing.T, e sqlstoretest.Engine, readTimeout time.Duration, opts ...func(*Config)) *hostileSite {
	t.Helper()
	db := openSpaStore(t, e)
	ss := addSpaServices(t, db)
	setTestPassword(t, db)
	log := &syncBuffer{}
	cfg := Config{
		BaseURL: testBaseURL, Location: dubai, Now: func() time.Time { return spaNow },
		Sessions: db.SessionStore(), Logger: slog.New(slog.NewTextHandler(log, nil)),
		Business: dayspa.Business{Name: "Test Spa", Phone: "+971 4 000 0000", WhatsApp: "971500000000"},
	}
	for _, o := range opts {
		o(&cfg)
	}
	srv, err := New(cfg, db, withPages(testDist()))
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	ts := httptest.NewUnstartedServer(srv)
	ts.Config.ReadTimeout = readTimeout
	ts.Start()
	t.Cleanup(ts.Close)
	hs := &hostileSite{testSite: &testSite{Server: ts, srv: srv, db: db}, ss: ss, log: log}
	hs.cookie = login(t, hs.testSite)
	return hs
}

// rawResponse is one response as it came off the wire.
type rawResponse struct {
	*http.Response
	body []byte
}

// hangUp says what the client does after sending its bytes.
type hangUp int

const (
	keepOpen  hangUp = iota // wait for the answer
	halfClose               // stop sending (the body ends early), still listen
	closeConn               // go away at once
)

// rawExchange sends raw on a new connection to addr and returns every
// response the server sends before it closes the connection. It fails the
// test if nothing has closed the connection within deadline, or if bytes
// follow that are not a response.
func rawExchange(t *testing.T, addr, raw string, after hangUp, deadline time.Duration) []rawResponse {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, raw); err != nil {
		t.Fatal(err)
	}
	switch after {
	case halfClose:
		if err := conn.(*net.TCPConn).CloseWrite(); err != nil {
			t.Fatal(err)
		}
	case closeConn:
		conn.Close()
		return nil
	}
	if err := conn.SetReadDeadline(time.Now().Add(deadline)); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(conn)
	var out []rawResponse
	for {
		if _, err := br.Peek(1); errors.Is(err, io.EOF) {
			return out
		} else if err != nil {
			t.Fatalf("after %d response(s), reading: %v (no answer within %v?)", len(out), err, deadline)
		}
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			t.Fatalf("after %d response(s), bytes that are not a response: %v", len(out), err)
		}
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatalf("response body: %v", err)
		}
		out = append(out, rawResponse{Response: resp, body: body})
	}
}

// oneAnswer checks that exactly one response came, with the status, a
// body that is one JSON object with the message, and the connection
// closed after it.
func oneAnswer(t *testing.T, got []rawResponse, status int, message string) {
	t.Helper()
	if len(got) != 1 {
		t.Fatalf("%d responses, want exactly 1", len(got))
	}
	r := got[0]
	if r.StatusCode != status {
		t.Errorf("status %d, want %d; body %q", r.StatusCode, status, r.body)
	}
	dec := json.NewDecoder(bytes.NewReader(r.body))
	var e errorBody
	if err := dec.Decode(&e); err != nil {
		t.Fatalf("body %q: %v", r.body, err)
	}
	if err := dec.Decode(&struct{}{}); !errors.Is(err, io.EOF) {
		t.Errorf("the body holds more than one JSON value: %q", r.body)
	}
	if e.Message != message {
		t.Errorf("message %q, want %q", e.Message, message)
	}
	if !r.Close {
		t.Error("the connection stays open after an unread body; want Connection: close")
	}
}

// rawRequest writes a request with the session cookie, a JSON content
// type and the declared length, followed by the first bytes of its body.
func rawRequest(method, path, cookie string, contentLength int, body string, extra ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s HTTP/1.1\r\nHost: spa.example\r\nContent-Type: application/json\r\nContent-Length: %d\r\n", method, path, contentLength)
	if cookie != "" {
		fmt.Fprintf(&b, "Cookie: %s\r\n", cookie)
	}
	for _, h := range extra {
		b.WriteString(h + "\r\n")
	}
	b.WriteString("\r\n" + body)
	return b.String()
}

// noErrorLogged fails if the server logged an error (an internal error, a
// 500) while it served the test.
func (hs *hostileSite) noErrorLogged(t *testing.T) {
	t.Helper()
	for _, line := range strings.Split(hs.log.String(), "\n") {
		if strings.Contains(line, "level=ERROR") {
			t.Errorf("the server logged an error: %s", line)
		}
	}
}

// cutOffWrites are the writes of the report: an admin write whose body
// stops after `{"price":`, and the like on the other JSON endpoints.
func cutOffWrites(hs *hostileSite) []struct{ name, method, path, cookie, partial string } {
	return []struct{ name, method, path, cookie, partial string }{
		{"AdminUpdateService", "PATCH", fmt.Sprintf("/api/admin/services/%d", hs.ss.massage.ID), hs.cookie, `{"price":`},
		{"AdminCreateService", "POST", "/api/admin/services", hs.cookie, `{"name":"Ham`},
		{"AdminCreateIncome", "POST", "/api/admin/income", hs.cookie, `{"customerName":`},
		{"AdminUpdateIncome", "PATCH", "/api/admin/income/1", hs.cookie, `{"notes":"`},
		{"AdminBookingStatus", "PATCH", "/api/admin/bookings/1/status", hs.cookie, `{"status":`},
		{"Login", "POST", "/api/admin/login", "", `{"password":"`},
		{"Booking", "POST", "/api/bookings", "", `{"customerName":`},
		{"Contact", "POST", "/api/contact", "", `{"name":`},
	}
}

// TestStalledBody: a body that stops coming is answered once, 400, when
// the read time-out ends it; the session is saved and stays valid, and
// nothing is logged as an error (it was "500 Internal error." followed by
// the handler's own 400 body, and "commit session: context canceled").
func TestStalledBody(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		hs := newHostileSite(t, e, 300*time.Millisecond)
		addr := hs.Listener.Addr().String()
		t.Run("Writes", func(t *testing.T) { // each waits out the read time-out: side by side
			for _, w := range cutOffWrites(hs) {
				t.Run(w.name, func(t *testing.T) {
					t.Parallel()
					got := rawExchange(t, addr, rawRequest(w.method, w.path, w.cookie, 100, w.partial), keepOpen, 10*time.Second)
					oneAnswer(t, got, http.StatusBadRequest, msgBodyUnreadable.Text)
				})
			}
		})
		if !isAdmin(t, hs.testSite, hs.cookie) {
			t.Error("the session ended after a stalled request")
		}
		if n := countRows(t, hs.db, "income_transactions") + countRows(t, hs.db, "bookings") + countRows(t, hs.db, "contact_messages"); n != 0 {
			t.Errorf("%d rows stored by requests whose body never came", n)
		}
		hs.noErrorLogged(t)
	})
}

// TestCutOffBody: a client that stops sending halfway (and listens) gets
// one 400; one that goes away gets nothing, and the server logs a 400,
// not a 500 or an error.
func TestCutOffBody(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		hs := newHostileSite(t, e, 0)
		addr := hs.Listener.Addr().String()
		for _, w := range cutOffWrites(hs) {
			t.Run(w.name+"/HalfClose", func(t *testing.T) {
				got := rawExchange(t, addr, rawRequest(w.method, w.path, w.cookie, 100, w.partial), halfClose, 10*time.Second)
				oneAnswer(t, got, http.StatusBadRequest, msgBodyUnreadable.Text)
			})
			t.Run(w.name+"/HangUp", func(t *testing.T) {
				id := "hang-up-" + w.name
				rawExchange(t, addr, rawRequest(w.method, w.path, w.cookie, 100, w.partial, "X-Request-Id: "+id), closeConn, 0)
				line := waitForLogLine(t, hs.log, "msg=request request_id="+id+" ")
				if !strings.Contains(line, " status=400 ") {
					t.Errorf("access log %q, want status=400", line)
				}
			})
		}
		if !isAdmin(t, hs.testSite, hs.cookie) {
			t.Error("the session ended after a cut-off request")
		}
		hs.noErrorLogged(t)
	})
}

// waitForLogLine returns the first line of log that contains s, waiting
// up to 5 s for the server to write it.
func waitForLogLine(t *testing.T, log *syncBuffer, s string) string {
	t.Helper()
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		for _, line := range strings.Split(log.String(), "\n") {
			if strings.Contains(line, s) {
				return line
			}
		}
	}
	t.Fatalf("no log line with %q in:\n%s", s, log.String())
	return ""
}

// TestUploadCutOff: the file upload whose body stops halfway is a 400 too,
// never a 500, and leaves nothing behind.
func TestUploadCutOff(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		us := newUploadSite(t, e, false)
		req := fmt.Sprintf("PUT %s HTTP/1.1\r\nHost: spa.example\r\nContent-Type: application/pdf\r\nContent-Length: 5000\r\n\r\n%%PDF-1.7\n%s",
			us.uploadURL(t), strings.Repeat("x", 100))
		got := rawExchange(t, us.Listener.Addr().String(), req, halfClose, 10*time.Second)
		oneAnswer(t, got, http.StatusBadRequest, msgBodyUnreadable.Text)
		us.nothingLeft(t, 0, 0)
	})
}

// TestDeclaredBodyTooLarge: a request that declares a body over the JSON
// limit is refused with 413 at once, unread, whatever its route: a client
// that sends only the headers does not hold the connection until the read
// time-out. 100,000 bytes is the interesting size: under the 256 KiB that
// net/http would otherwise wait to drain after the handler's answer.
func TestDeclaredBodyTooLarge(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		blobs, err := blobstore.NewDir(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		hs := newHostileSite(t, e, 30*time.Second, func(c *Config) { c.Blobs = blobs })
		addr := hs.Listener.Addr().String()
		_, router := loadSpec(t)
		for _, size := range []int{maxJSONBody + 1, 100_000, 10_000_000} {
			for _, w := range []struct{ method, path, cookie string }{
				{"POST", "/api/bookings", ""},
				{"POST", "/api/contact", ""},
				{"POST", "/api/newsletter", ""},
				{"POST", "/api/admin/login", ""},
				{"PATCH", fmt.Sprintf("/api/admin/services/%d", hs.ss.massage.ID), hs.cookie},
				{"POST", "/api/admin/income", hs.cookie},
				{"POST", "/api/admin/generate-report", hs.cookie},
				{"POST", "/api/admin/logout", hs.cookie},     // takes no body at all
				{"DELETE", "/api/admin/income/1", hs.cookie}, // nor this
				{"POST", "/api/admin/services", ""},          // refused before the session is looked at
			} {
				t.Run(fmt.Sprintf("%s %s %d", w.method, w.path, size), func(t *testing.T) {
					got := rawExchange(t, addr, rawRequest(w.method, w.path, w.cookie, size, ""), keepOpen, 5*time.Second)
					oneAnswer(t, got, http.StatusRequestEntityTooLarge, msgBodyTooLarge.Text)
					if w.method != "DELETE" && !strings.Contains(w.path, "logout") {
						req, _ := http.NewRequest(w.method, hs.URL+w.path, nil)
						if err := validateAgainstSpec(t, router, req, got[0].Response, got[0].body); err != nil {
							t.Errorf("the answer does not match %s: %v", specPath, err)
						}
					}
				})
			}
		}
		t.Run("UploadNotOurs", func(t *testing.T) {
			// The upload takes larger bodies, but refuses a URL that is not
			// its own as promptly, without reading the body either.
			got := rawExchange(t, addr, "PUT /api/objects/upload/forged HTTP/1.1\r\nHost: spa.example\r\nContent-Length: 100000\r\n\r\n", keepOpen, 5*time.Second)
			oneAnswer(t, got, http.StatusForbidden, msgUploadInvalid.Text)
		})
		t.Run("Page", func(t *testing.T) {
			got := rawExchange(t, addr, "GET /services HTTP/1.1\r\nHost: spa.example\r\nContent-Length: 100000\r\n\r\n", keepOpen, 5*time.Second)
			oneAnswer(t, got, http.StatusRequestEntityTooLarge, msgBodyTooLarge.Text)
		})
		if !isAdmin(t, hs.testSite, hs.cookie) {
			t.Error("a refused logout ended the session")
		}
		hs.noErrorLogged(t)
	})
}

// TestChunkedBodyTooLarge: a body without a declared length is cut at the
// limit while it is read, and refused with the same 413.
func TestChunkedBodyTooLarge(t *testing.T) {
	hs := newHostileSite(t, sqlstoretest.Engines()[0], 5*time.Second)
	body := io.MultiReader(strings.NewReader(`{"name":"`), strings.NewReader(strings.Repeat("x", maxJSONBody)), strings.NewReader(`"}`))
	req, err := http.NewRequest("POST", hs.URL+"/api/contact", body)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := hs.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, _ := io.ReadAll(resp.Body)
	if req.ContentLength != 0 || resp.StatusCode != http.StatusRequestEntityTooLarge || string(got) != `{"message":"`+msgBodyTooLarge.Text+`","code":"body.too_large"}`+"\n" {
		t.Errorf("chunked oversized body: length %d, %d %s", req.ContentLength, resp.StatusCode, got)
	}
}

// failingSessions is the database's session store with a switch that makes
// every save fail, as a database that stopped answering does.
type failingSessions struct {
	scs.Store
	fail atomic.Bool
}

func (f *failingSessions) Commit(token string, b []byte, expiry time.Time) error {
	if f.fail.Load() {
		return errors.New("session store: connection refused")
	}
	return f.Store.Commit(token, b, expiry)
}

// TestSessionSaveFails: when the session cannot be saved, every request
// still gets one answer. A login's success, whose session does not exist,
// becomes one 500 without cookies; an admin write keeps its answer, a
// refusal as well as a success (it did what it says; only its session's
// last-activity time was not stored).
func TestSessionSaveFails(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		store := &failingSessions{}
		hs := newHostileSite(t, e, 5*time.Second, func(c *Config) { store.Store = c.Sessions; c.Sessions = store })
		addr := hs.Listener.Addr().String()
		store.fail.Store(true)
		path := fmt.Sprintf("/api/admin/services/%d", hs.ss.massage.ID)

		t.Run("Login", func(t *testing.T) {
			body := `{"password":"` + testPassword + `"}`
			got := rawExchange(t, addr, rawRequest("POST", "/api/admin/login", "", len(body), body, "Connection: close"), keepOpen, 5*time.Second)
			oneAnswer(t, got, http.StatusInternalServerError, "Internal error.")
			if c := got[0].Header.Values("Set-Cookie"); len(c) != 0 {
				t.Errorf("a failed login sets cookies: %q", c)
			}
		})
		t.Run("AdminRefusal", func(t *testing.T) {
			got := rawExchange(t, addr, rawRequest("PATCH", path, hs.cookie, len(`{"price":`), `{"price":`, "Connection: close"), keepOpen, 5*time.Second)
			oneAnswer(t, got, http.StatusBadRequest, "The request body is not valid JSON.")
		})
		t.Run("AdminSuccess", func(t *testing.T) {
			body := `{"price":"460.00"}`
			got := rawExchange(t, addr, rawRequest("PATCH", path, hs.cookie, len(body), body, "Connection: close"), keepOpen, 5*time.Second)
			if len(got) != 1 || got[0].StatusCode != 200 || !strings.Contains(string(got[0].body), `"price":"460.00"`) ||
				strings.Count(string(got[0].body), "\n") != 1 {
				t.Fatalf("%d responses: %+v", len(got), got)
			}
		})
		store.fail.Store(false)
		if !isAdmin(t, hs.testSite, hs.cookie) {
			t.Error("the session is gone once the store answers again")
		}
	})
}

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
			{"Newsletter", "POST", "/api/newsletter", "", `{"email":%s}`, "email", dayspa.MsgEmail.Text, false},
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
