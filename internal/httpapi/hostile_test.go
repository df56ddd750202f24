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
	"testing"
	"time"

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
		Sessions: db.SessionStore(), Logger: slog.New(slog.NewTextHandler(log, nil)), StaffCodes: dayspa.CodesOffered,
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
