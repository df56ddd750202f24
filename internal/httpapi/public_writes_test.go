package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"
	_ "time/tzdata"

	"github.com/getkin/kin-openapi/routers"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// The public writes (contact, newsletter, bookings) and availability run
// through the real router on a real store of every engine, with the spa's
// clock fixed at 10:30 in Dubai on Sunday 22 November 2026: today's 09:00
// and 10:00 have started, and bookDay is a week ahead.
var (
	dubai    = mustLoadLocation(dayspa.DefaultTimeZone)
	spaNow   = time.Date(2026, 11, 22, 10, 30, 0, 0, dubai)
	spaToday = "2026-11-22"
	bookDay  = "2026-11-29"
	day90    = "2027-02-20" // the last day of the booking horizon
	day91    = "2027-02-21"
)

func mustLoadLocation(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// fakeClock is a clock a test moves by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func newFakeClock(t time.Time) *fakeClock { return &fakeClock{t: t} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// spaServices are the services the public-write tests book.
type spaServices struct {
	massage dayspa.Service // 60 minutes, AED 450.00
	stones  dayspa.Service // 90 minutes, AED 480.00
	closed  dayspa.Service // inactive
}

// openSpaStore opens a new, empty database of engine e on the fixed clock.
func openSpaStore(t *testing.T, e sqlstoretest.Engine) *sqlstore.DB {
	t.Helper()
	return sqlstoretest.Open(t, e.Config(t), func() time.Time { return spaNow })
}

// addSpaServices stores the test services.
func addSpaServices(t *testing.T, db *sqlstore.DB) spaServices {
	t.Helper()
	ss := spaServices{
		massage: dayspa.Service{Name: "Swedish Massage", Category: dayspa.CategoryMassage, Duration: 60, Price: dayspa.AED(450), IsActive: true},
		stones:  dayspa.Service{Name: "Hot Stone Massage", Category: dayspa.CategoryMassage, Duration: 90, Price: dayspa.AED(480), IsActive: true},
		closed:  dayspa.Service{Name: "Retired Ritual", Category: dayspa.CategoryBody, Duration: 60, Price: dayspa.AED(300), IsActive: false},
	}
	for _, s := range []*dayspa.Service{&ss.massage, &ss.stones, &ss.closed} {
		if err := db.CreateService(context.Background(), s); err != nil {
			t.Fatalf("create service %s: %v", s.Name, err)
		}
	}
	return ss
}

// serveSpa serves the real router over db on the fixed clock, with
// capacity 3 and no rate limit unless opts say otherwise.
func serveSpa(t *testing.T, db *sqlstore.DB, opts ...func(*Config)) *testSite {
	t.Helper()
	cfg := Config{
		BaseURL:      testBaseURL,
		Location:     dubai,
		Now:          func() time.Time { return spaNow },
		SlotCapacity: 3,
		Sessions:     db.SessionStore(),
	}
	for _, o := range opts {
		o(&cfg)
	}
	srv, err := New(cfg, db, testDist())
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return &testSite{Server: ts, srv: srv, db: db}
}

// newSpa is one instance over a new database of engine e with the test
// services.
func newSpa(t *testing.T, e sqlstoretest.Engine, opts ...func(*Config)) (*testSite, spaServices) {
	t.Helper()
	db := openSpaStore(t, e)
	ss := addSpaServices(t, db)
	return serveSpa(t, db, opts...), ss
}

var jsonHeaders = map[string]string{"Content-Type": "application/json"}

// post is a scenario of a JSON POST.
func post(name, path, body string, status int, want ...string) scenario {
	return scenario{name: name, method: http.MethodPost, path: path, body: body, headers: jsonHeaders, status: status, want: want}
}

// withFields checks that the body is an error whose field messages are
// exactly fields.
func (sc scenario) withFields(fields map[string]string) scenario {
	sc.check = func(t *testing.T, resp *http.Response, body []byte) {
		t.Helper()
		var got errorBody
		if err := json.Unmarshal(body, &got); err != nil {
			t.Fatalf("error body %s: %v", body, err)
		}
		if got.Message == "" {
			t.Errorf("error body without a message: %s", body)
		}
		if !reflect.DeepEqual(got.Errors, fields) {
			t.Errorf("errors = %v, want %v", got.Errors, fields)
		}
	}
	return sc
}

// specChecked returns sc with its answer also validated against
// docs/openapi.yaml (see openapi_test.go).
func (sc scenario) specChecked(router routers.Router, ts *testSite) scenario {
	inner := sc.check
	method := sc.method
	if method == "" {
		method = http.MethodGet
	}
	sc.check = func(t *testing.T, resp *http.Response, body []byte) {
		t.Helper()
		if inner != nil {
			inner(t, resp, body)
		}
		req, err := http.NewRequest(method, ts.URL+sc.path, strings.NewReader(sc.body))
		if err != nil {
			t.Fatal(err)
		}
		if err := validateAgainstSpec(t, router, req, resp, body); err != nil {
			t.Errorf("the answer does not match %s:\n%v\nbody: %.500s", specPath, err, body)
		}
	}
	return sc
}

// specRunner returns a function that runs a scenario against ts and
// validates its answer against docs/openapi.yaml.
func specRunner(t *testing.T, ts *testSite) func(t *testing.T, sc scenario) {
	t.Helper()
	_, router := loadSpec(t)
	return func(t *testing.T, sc scenario) {
		t.Helper()
		sc.specChecked(router, ts).run(t, ts)
	}
}

// countRows returns the number of rows of table.
func countRows(t *testing.T, db *sqlstore.DB, table string) int {
	t.Helper()
	var n int
	if err := db.SQL().QueryRow("SELECT COUNT(*) FROM " + table).Scan(&n); err != nil {
		t.Fatalf("count %s: %v", table, err)
	}
	return n
}

// jsonObject writes fields as a JSON object, in a stable order.
func jsonObject(fields map[string]any) string {
	b, err := json.Marshal(fields)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// with returns a copy of base with the given fields set (nil deletes).
func with(base map[string]any, kv ...any) map[string]any {
	out := make(map[string]any, len(base))
	for k, v := range base {
		out[k] = v
	}
	for i := 0; i < len(kv); i += 2 {
		if kv[i+1] == nil {
			delete(out, kv[i].(string))
		} else {
			out[kv[i].(string)] = kv[i+1]
		}
	}
	return out
}

// The refusals every JSON write shares: body not JSON, wrong content type,
// too big, not UTF-8, unknown field, wrong type.
func malformedScenarios(path string, valid map[string]any, stringField string) []scenario {
	big := jsonObject(with(valid, stringField, strings.Repeat("x", maxJSONBody)))
	notUTF8 := strings.Replace(jsonObject(with(valid, stringField, "Layla MARKER")), "MARKER", "\xff\xfe", 1)
	oversized := post("Oversized", path, big, 413, `{"message":"The request body is too large."}`)
	oversized.check = func(t *testing.T, resp *http.Response, _ []byte) {
		if !resp.Close {
			t.Error("a refused body leaves the connection open: want Connection: close")
		}
	}
	return []scenario{
		post("NotJSON", path, `{"name":`, 400, `"message":"The request body is not valid JSON."`),
		post("Empty", path, ``, 400, `"message":"The request body is empty."`),
		post("TwoObjects", path, jsonObject(valid)+jsonObject(valid), 400, `single JSON object`),
		post("Array", path, `[]`, 400),
		oversized,
		post("NotUTF8", path, notUTF8, 400, `{"message":"The request body is not valid UTF-8 text."}`),
		{name: "FormContentType", method: http.MethodPost, path: path, body: jsonObject(valid),
			headers: map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, status: 400,
			want: []string{`Content-Type: application/json`}},
		{name: "NoContentType", method: http.MethodPost, path: path, body: jsonObject(valid), status: 400},
		post("UnknownField", path, jsonObject(with(valid, "isAdmin", true)), 400).
			withFields(map[string]string{"isAdmin": "Unknown field."}),
		post("WrongType", path, jsonObject(with(valid, stringField, 42)), 400).
			withFields(map[string]string{stringField: "Must be a string."}),
	}
}

func TestContact(t *testing.T) {
	valid := map[string]any{"name": "Layla Haddad", "email": "Layla@Example.AE", "phone": "+971 50 123 4567",
		"message": "Do you have a hammam slot for two on Friday?"}
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newSpa(t, e)
		run := specRunner(t, ts)
		stored := 0
		for _, sc := range []scenario{
			post("OK", "/api/contact", jsonObject(valid), 201, `{"id":`),
			post("OKWithoutPhone", "/api/contact", jsonObject(with(valid, "phone", nil)), 201),
			post("OKEmptyPhone", "/api/contact", jsonObject(with(valid, "phone", "")), 201),
			post("ErrNameShort", "/api/contact", jsonObject(with(valid, "name", " L ")), 400).
				withFields(map[string]string{"name": dayspa.MsgName}),
			post("ErrNameMissing", "/api/contact", jsonObject(with(valid, "name", nil)), 400).
				withFields(map[string]string{"name": dayspa.MsgName}),
			post("ErrEmail", "/api/contact", jsonObject(with(valid, "email", "layla@example")), 400).
				withFields(map[string]string{"email": dayspa.MsgEmail}),
			post("ErrPhone", "/api/contact", jsonObject(with(valid, "phone", "12345")), 400).
				withFields(map[string]string{"phone": dayspa.MsgPhone}),
			post("ErrMessageShort", "/api/contact", jsonObject(with(valid, "message", "Hi there")), 400).
				withFields(map[string]string{"message": dayspa.MsgMessage}),
			post("ErrAll", "/api/contact", `{}`, 400).
				withFields(map[string]string{"name": dayspa.MsgName, "email": dayspa.MsgEmail, "message": dayspa.MsgMessage}),
			post("ErrIDIsNotTheClients", "/api/contact", jsonObject(with(valid, "id", 7)), 400).
				withFields(map[string]string{"id": "Unknown field."}),
			post("ErrIsReadIsNotTheClients", "/api/contact", jsonObject(with(valid, "isRead", true)), 400).
				withFields(map[string]string{"isRead": "Unknown field."}),
		} {
			t.Run(sc.name, func(t *testing.T) {
				run(t, sc)
				if sc.status == 201 {
					stored++
				}
			})
		}
		for _, sc := range malformedScenarios("/api/contact", valid, "message") {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}

		t.Run("SavedUnreadAndNormalized", func(t *testing.T) {
			msgs, err := ts.db.ListContactMessages(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if len(msgs) != stored {
				t.Fatalf("%d messages stored, want %d (refused requests store nothing)", len(msgs), stored)
			}
			for _, m := range msgs {
				if m.IsRead || m.Email != "layla@example.ae" || m.Name != "Layla Haddad" {
					t.Errorf("stored %+v, want unread, trimmed and lower-cased e-mail", m)
				}
			}
		})
	})
}

func TestNewsletter(t *testing.T) {
	valid := map[string]any{"email": "guest@example.ae"}
	thanks := `{"message":"Thank you for subscribing!"}`
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newSpa(t, e)
		run := specRunner(t, ts)
		for _, sc := range []scenario{
			post("New", "/api/newsletter", jsonObject(valid), 201, thanks),
			post("Again", "/api/newsletter", jsonObject(valid), 200, thanks),
			post("AgainOtherCase", "/api/newsletter", `{"email":"  GUEST@Example.AE "}`, 200, thanks),
			post("Another", "/api/newsletter", `{"email":"other@example.ae"}`, 201, thanks),
			post("ErrInvalid", "/api/newsletter", `{"email":"guest@"}`, 400).
				withFields(map[string]string{"email": dayspa.MsgEmail}),
			post("ErrEmpty", "/api/newsletter", `{"email":""}`, 400).
				withFields(map[string]string{"email": dayspa.MsgEmail}),
			post("ErrMissing", "/api/newsletter", `{}`, 400).
				withFields(map[string]string{"email": dayspa.MsgEmail}),
			post("ErrNull", "/api/newsletter", `{"email":null}`, 400).
				withFields(map[string]string{"email": dayspa.MsgEmail}),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		for _, sc := range malformedScenarios("/api/newsletter", valid, "email") {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		t.Run("OneRowPerAddress", func(t *testing.T) {
			subs, err := ts.db.ListSubscribers(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range subs {
				got = append(got, s.Email)
			}
			if want := []string{"other@example.ae", "guest@example.ae"}; len(got) != 2 ||
				!(reflect.DeepEqual(got, want) || reflect.DeepEqual(got, []string{want[1], want[0]})) {
				t.Errorf("subscribers = %v, want %v", got, want)
			}
		})
	})
}
