package httpapi

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
	_ "time/tzdata"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/auth"
	blobstore "github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// Fuzz targets of what a client sends the HTTP layer: the public writes'
// JSON bodies, the admin's writes and list queries, the availability
// query, and the upload URL with its body. Each request goes through the
// real router onto a real SQLite store. Besides random bytes, a body may
// be cut off before its declared length, stall (its read times out, as a
// client that stops sending does at the server's read deadline) or
// declare more than the server takes. Whatever comes, the answer is one
// JSON object with a status the endpoint documents, never a 5xx, and a
// refused write changes nothing.

// fuzzNow is the fixed clock of the fuzzed server: 08:00 in Dubai on 22
// November 2026, a Sunday before opening.
var fuzzNow = time.Date(2026, 11, 22, 8, 0, 0, 0, mustLoadLocation(dayspa.DefaultTimeZone))

// fuzzSecret signs the seed upload tokens; the fuzzed server uses it.
var fuzzSecret = bytes.Repeat([]byte{0x5a}, 32)

const fuzzPassword = "fuzz admin password 2026"

// fuzzServer is the real router on a new SQLite store with one service,
// the admin password, the upload secret and a folder for uploads.
type fuzzServer struct {
	srv     *Server
	db      *sqlstore.DB
	uploads string
	svc     dayspa.Service
	cookie  string
}

func newFuzzServer(f *testing.F) *fuzzServer {
	f.Helper()
	ctx := context.Background()
	db, err := sqlstore.Open(ctx, sqlstore.Config{DataDir: f.TempDir()})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { db.Close() })
	db.Now = func() time.Time { return fuzzNow }
	fs := &fuzzServer{db: db, uploads: filepath.Join(f.TempDir(), "uploads")}
	fs.svc = dayspa.Service{Name: "Swedish Massage", Category: dayspa.CategoryMassage, Duration: 60, Price: dayspa.AED(450), IsActive: true}
	if err := db.CreateService(ctx, &fs.svc); err != nil {
		f.Fatal(err)
	}
	if _, err := db.CreateSetting(ctx, uploadSecretKey, hex.EncodeToString(fuzzSecret)); err != nil {
		f.Fatal(err)
	}
	hash, err := auth.HashPassword(fuzzPassword)
	if err != nil {
		f.Fatal(err)
	}
	if _, err := db.CreateStaffUser(ctx, dayspa.NewStaffUser{Name: "Owner", Email: testEmail, Role: dayspa.RoleOwner}, hash); err != nil {
		f.Fatal(err)
	}
	blobs, err := blobstore.NewDir(fs.uploads)
	if err != nil {
		f.Fatal(err)
	}
	fs.srv, err = New(Config{BaseURL: testBaseURL, Location: fuzzNow.Location(), Now: func() time.Time { return fuzzNow },
		GuestLimit: 3, Sessions: db.SessionStore(), Blobs: blobs, StaffCodes: dayspa.CodesOffered}, db, withPages(testDist()))
	if err != nil {
		f.Fatal(err)
	}
	rec := fs.serve(httptest.NewRequest("POST", "/api/admin/login", strings.NewReader(`{"email":"owner@serenity.example","password":"`+fuzzPassword+`"}`)), "application/json")
	for _, c := range rec.Result().Cookies() {
		if c.Name == sessionCookieName {
			fs.cookie = c.Name + "=" + c.Value
		}
	}
	if rec.Code != http.StatusOK || fs.cookie == "" {
		f.Fatalf("login: %d %s", rec.Code, rec.Body)
	}
	return fs
}

func (fs *fuzzServer) serve(req *http.Request, contentType string) *httptest.ResponseRecorder {
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	rec := httptest.NewRecorder()
	fs.srv.ServeHTTP(rec, req)
	return rec
}

// timeoutError is what reading a request body returns when the client
// stopped sending and the server's read deadline passed.
type timeoutError struct{}

func (timeoutError) Error() string   { return "read tcp: i/o timeout" }
func (timeoutError) Timeout() bool   { return true }
func (timeoutError) Temporary() bool { return true }

// hostileBody serves body[:cut], then ends as a client that stalled
// (stall), or hung up halfway (cut < len(body)), would leave it.
type hostileBody struct {
	r     io.Reader
	stall bool
	short bool
}

func (b *hostileBody) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if errors.Is(err, io.EOF) {
		switch {
		case b.stall:
			return n, timeoutError{}
		case b.short:
			return n, io.ErrUnexpectedEOF
		}
	}
	return n, err
}

// hostileRequest builds a request whose Content-Length is declared (0:
// the body's length; -1: unknown, as with chunked encoding) and whose body
// is what a server's connection would deliver of body cut at cut (0: no
// cut): at most the declared length, ending early as a hung-up client's
// does when fewer bytes came, or with a read time-out when the client
// stalled. It reports whether the body arrived whole.
func hostileRequest(method, target string, body []byte, cut int, stall bool, declared int64) (*http.Request, bool) {
	sent := body
	if cut > 0 && cut < len(sent) {
		sent = sent[:cut]
	}
	want := int64(len(body))
	if declared != 0 {
		want = declared
	}
	if want >= 0 && int64(len(sent)) > want {
		sent = sent[:want]
	}
	// Without a length (chunked), a client that hangs up never sends the
	// last chunk: the body ends with an error all the same.
	short := (want >= 0 && int64(len(sent)) < want) || (want < 0 && len(sent) < len(body))
	req := httptest.NewRequest(method, target, nil)
	req.Body = io.NopCloser(&hostileBody{r: bytes.NewReader(sent), stall: stall, short: short})
	req.ContentLength = want
	return req, !stall && !short && (cut == 0 || cut >= len(body))
}

// checkAnswer checks the answer is one JSON value with an allowed status,
// an error object with a message for statuses of 400 and up.
func checkAnswer(t *testing.T, what string, rec *httptest.ResponseRecorder, allowed ...int) {
	t.Helper()
	ok := false
	for _, s := range allowed {
		ok = ok || rec.Code == s
	}
	if !ok {
		t.Fatalf("%s answered %d, want one of %v: %s", what, rec.Code, allowed, rec.Body)
	}
	if !json.Valid(rec.Body.Bytes()) {
		t.Fatalf("%s answered %d with a body that is not one JSON value: %q", what, rec.Code, rec.Body)
	}
	if rec.Code >= 400 {
		var e errorBody
		if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil || e.Message == "" {
			t.Fatalf("%s answered %d without an error message: %s", what, rec.Code, rec.Body)
		}
	}
}

// rowCounts counts the rows the public writes add.
func (fs *fuzzServer) rowCounts(t *testing.T) [3]int {
	t.Helper()
	var n [3]int
	for i, table := range []string{"bookings", "contact_messages", "newsletter_subscribers"} {
		if err := fs.db.SQL().QueryRow(`SELECT count(*) FROM ` + table).Scan(&n[i]); err != nil {
			t.Fatal(err)
		}
	}
	return n
}

var publicWrites = []string{"/api/bookings", "/api/contact", "/api/newsletter"}

func FuzzPublicWrites(f *testing.F) {
	booking := `{"serviceId":1,"customerName":"Layla Haddad","customerEmail":"layla@example.ae","customerPhone":"+971 50 123 4567","bookingDate":"2026-11-29","bookingTime":"10:00"}`
	contact := `{"name":"Layla","email":"layla@example.ae","message":"Do you have a hammam on Fridays?"}`
	for _, s := range []struct {
		route    uint8
		body     string
		cut      uint16
		stall    bool
		declared int64
	}{
		{0, booking, 0, false, 0},
		{0, booking, 40, false, 0},              // cut off halfway
		{0, booking, 40, true, 0},               // stalls halfway
		{0, booking, 0, true, 0},                // stalls after the whole body, before EOF
		{0, booking, 0, false, maxJSONBody + 1}, // declares more than the server takes
		{0, booking, 0, false, -1},              // no length (chunked)
		{0, strings.Replace(booking, "Layla Haddad", `Layla\u0000Haddad`, 1), 0, false, 0},
		{0, strings.Replace(booking, "Layla Haddad", `\u202eLayla`, 1), 0, false, 0},
		{0, strings.Replace(booking, "Layla Haddad", "Layla\xffHaddad", 1), 0, false, 0},
		{0, strings.Replace(booking, "10:00", "10:00\u2028", 1), 0, false, 0},
		{0, booking + booking, 0, false, 0},
		{1, contact, 0, false, 0},
		{1, strings.Replace(contact, "Fridays?", `Fridays?\u001b[2J\u0007`, 1), 0, false, 0},
		{1, contact, 20, true, 0},
		{2, `{"email":"reader@example.ae"}`, 0, false, 0},
		{2, `{"email":"reader@example.ae\u0000"}`, 0, false, 0},
		{2, `{"email":"reader@example.ae","extra":1}`, 0, false, 0},
	} {
		f.Add(s.route, []byte(s.body), s.cut, s.stall, s.declared)
	}
	fs := newFuzzServer(f)
	f.Fuzz(func(t *testing.T, route uint8, body []byte, cut uint16, stall bool, declared int64) {
		path := publicWrites[int(route)%len(publicWrites)]
		if declared < -1 {
			declared = -1
		}
		before := fs.rowCounts(t)
		req, whole := hostileRequest("POST", path, body, int(cut), stall, declared)
		rec := fs.serve(req, "application/json")
		what := fmt.Sprintf("POST %s (cut %d, stall %v, declared %d)", path, cut, stall, declared)
		checkAnswer(t, what, rec, http.StatusOK, http.StatusCreated, http.StatusBadRequest, http.StatusConflict,
			http.StatusRequestEntityTooLarge, http.StatusTooManyRequests)
		if rec.Code >= 400 {
			if after := fs.rowCounts(t); after != before {
				t.Fatalf("%s refused with %d but rows went from %v to %v", what, rec.Code, before, after)
			}
		}
		if !whole && rec.Code < 400 {
			t.Fatalf("%s: a body that did not arrive whole was taken (%d)", what, rec.Code)
		}
		if rec.Code == http.StatusBadRequest || rec.Code == http.StatusRequestEntityTooLarge {
			if body := rec.Body.String(); strings.Contains(body, msgBodyUnreadable.Text) || strings.Contains(body, msgBodyTooLarge.Text) {
				if rec.Header().Get("Connection") != "close" {
					t.Fatalf("%s: a body refused unread must close the connection", what)
				}
			}
		}
	})
}

func FuzzAvailability(f *testing.F) {
	for _, s := range [][2]string{{"1", "2026-11-29"}, {"1", "2026-11-22"}, {"1", "2027-02-21"}, {"1", "2026-11-29T20:30:00Z"},
		{"0", "2026-11-29"}, {"-1", ""}, {"9223372036854775807", "2026-11-29"}, {"1e3", "2026-02-30"}, {" 1 ", "2026-11-29\x00"}} {
		f.Add(s[0], s[1])
	}
	fs := newFuzzServer(f)
	f.Fuzz(func(t *testing.T, serviceID, date string) {
		q := url.Values{"serviceId": {serviceID}, "date": {date}}
		rec := fs.serve(httptest.NewRequest("GET", "/api/availability?"+q.Encode(), nil), "")
		checkAnswer(t, "availability "+q.Encode(), rec, http.StatusOK, http.StatusBadRequest)
		if rec.Code == http.StatusOK {
			var a availability
			if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil || len(a.Slots) != 13 {
				t.Fatalf("availability %s: %d slots, %v", q.Encode(), len(a.Slots), err)
			}
		}
	})
}

func FuzzUploadToken(f *testing.F) {
	id := strings.Repeat("ab", 16)
	valid := signUpload(fuzzSecret, id, fuzzNow.Add(time.Minute))
	for _, s := range []string{valid, signUpload(fuzzSecret, id, fuzzNow.Add(-time.Minute)), valid + "x", "x" + valid,
		strings.Replace(valid, ".", "..", 1), strings.ToUpper(valid), id + ".+1.sig", id + ".\x00.sig", "", ".", "..",
		strings.Replace(valid, id, strings.Repeat("AB", 16), 1), valid[:len(valid)-1] + "\u202e"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, token string) {
		key, err := parseUploadToken(fuzzSecret, token, fuzzNow)
		if err != nil && !errors.Is(err, errUploadExpired) {
			return
		}
		// Accepted (or only expired): the token is exactly one we signed,
		// its expiry written as we write it.
		id, rest, _ := strings.Cut(token, ".")
		expText, _, _ := strings.Cut(rest, ".")
		exp, perr := strconv.ParseInt(expText, 10, 64)
		if perr != nil || signUpload(fuzzSecret, id, time.Unix(exp, 0)) != token {
			t.Fatalf("token %q accepted but not one signed", token)
		}
		if key != "reports/"+id+".pdf" || !blobstore.ValidKey(key) || len(id) != 32 {
			t.Fatalf("token %q grants key %q", token, key)
		}
		if err == nil && fuzzNow.Unix() > exp {
			t.Fatalf("token %q accepted after its expiry", token)
		}
	})
}

func FuzzUpload(f *testing.F) {
	pdf := []byte("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n")
	fresh := func(b byte) string {
		return signUpload(fuzzSecret, hex.EncodeToString(bytes.Repeat([]byte{b}, 16)), fuzzNow.Add(10*time.Minute))
	}
	for _, s := range []struct {
		token    string
		body     []byte
		cut      uint16
		stall    bool
		declared int64
	}{
		{fresh(1), pdf, 0, false, 0},
		{fresh(2), pdf, 10, false, 0}, // cut off
		{fresh(3), pdf, 10, true, 0},  // stalls
		{fresh(4), pdf, 0, true, 0},
		{fresh(5), []byte("GIF89a not a pdf"), 0, false, 0},
		{fresh(6), nil, 0, false, 0},
		{fresh(7), pdf, 0, false, dayspa.MaxPDFSize + 1},
		{fresh(8), pdf, 0, false, -1},
		{signUpload(fuzzSecret, strings.Repeat("cd", 16), fuzzNow.Add(-time.Minute)), pdf, 0, false, 0},
		{"forged\x00token\u202e", pdf, 0, false, 0},
		{"../../etc/passwd", pdf, 0, false, 0},
	} {
		f.Add(s.token, s.body, s.cut, s.stall, s.declared)
	}
	fs := newFuzzServer(f)
	f.Fuzz(func(t *testing.T, token string, body []byte, cut uint16, stall bool, declared int64) {
		if declared < -1 {
			declared = -1
		}
		key, tokenErr := parseUploadToken(fuzzSecret, token, fuzzNow)
		file := ""
		if tokenErr == nil {
			file = filepath.Join(fs.uploads, filepath.FromSlash(key))
		}
		_, existedErr := os.Stat(file)
		existed := file != "" && existedErr == nil
		req, whole := hostileRequest("PUT", uploadPathPrefix+url.PathEscape(token), body, int(cut), stall, declared)
		rec := fs.serve(req, "application/pdf")
		what := fmt.Sprintf("PUT upload %q (%d bytes, cut %d, stall %v, declared %d)", token, len(body), cut, stall, declared)
		checkAnswer(t, what, rec, http.StatusOK, http.StatusBadRequest, http.StatusForbidden, http.StatusNotFound,
			http.StatusGone, http.StatusRequestEntityTooLarge, http.StatusUnsupportedMediaType)
		if rec.Code == http.StatusOK {
			got, err := os.ReadFile(file)
			if !whole {
				t.Fatalf("%s: a body that did not arrive whole was stored", what)
			}
			if err != nil || !bytes.Equal(got, body) || !bytes.HasPrefix(got, []byte(pdfMagic)) {
				t.Fatalf("%s stored %q (%v), want the whole PDF", what, got, err)
			}
			return
		}
		if file != "" && !existed {
			if _, err := os.Stat(file); err == nil {
				t.Fatalf("%s refused with %d but left its file", what, rec.Code)
			}
		}
	})
}
