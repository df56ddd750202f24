package httpapi

import (
	"encoding/json"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
)

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
	oversized := post("Oversized", path, big, 413, `{"message":"The request body is too large.","code":"body.too_large"}`)
	// The server answers from the declared length and closes without
	// reading the body; a client still sending then may meet a reset
	// before it reads the answer. This one waits for the server's word
	// first, so it always reads the 413 (the hostile tests send the body
	// regardless).
	oversized.headers = map[string]string{"Content-Type": "application/json", "Expect": "100-continue"}
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
		post("NotUTF8", path, notUTF8, 400, `{"message":"The request body is not valid UTF-8 text.","code":"body.not_utf8"}`),
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
