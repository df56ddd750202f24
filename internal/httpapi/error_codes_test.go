package httpapi

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// errorCodesFile lists every message code the API can answer, with the
// names of its values and its English words: the web app's catalogues
// must translate each (web/src/lib/error-codes.test.ts), and hold no
// error code that is not in it.
const errorCodesFile = "../../web/src/lib/error-codes.json"

type errorCode struct {
	Params []string `json:"params,omitempty"`
	Text   string   `json:"text"`
}

// errorCodesJSON is what errorCodesFile must hold: this binary links the
// domain, the store and the HTTP layer, so every declared message.
func errorCodesJSON(t *testing.T) []byte {
	t.Helper()
	codes := map[string]errorCode{}
	for _, m := range dayspa.Messages() {
		var names []string
		for _, n := range m.ParamNames() {
			if n != "" {
				names = append(names, n)
			}
		}
		codes[m.Code] = errorCode{Params: names, Text: m.Text}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(codes); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestErrorCodesFile: the committed list of codes is the server's. Run
// with UPDATE_ERROR_CODES=1 to write it after declaring a message.
func TestErrorCodesFile(t *testing.T) {
	want := errorCodesJSON(t)
	if os.Getenv("UPDATE_ERROR_CODES") != "" {
		if err := os.WriteFile(errorCodesFile, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(errorCodesFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is not the server's list of message codes: run UPDATE_ERROR_CODES=1 go test -run TestErrorCodesFile ./internal/httpapi", errorCodesFile)
	}
}

// TestMessagesDeclaredOnce: every NewMsg of the module's code is a
// package-level declaration this binary registers, so that the list above
// is every code the server can emit; each code is dotted lower case and
// each message names as many values as its words have verbs.
func TestMessagesDeclaredOnce(t *testing.T) {
	calls := 0
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) && path != "../.." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		calls += bytes.Count(src, []byte("NewMsg(\""))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	msgs := dayspa.Messages()
	if calls != len(msgs) {
		t.Errorf("%d NewMsg declarations in the source, %d registered: declare every message at package level, in a package the server links", calls, len(msgs))
	}
	codeRe := regexp.MustCompile(`^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$`)
	verbRe := regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]`)
	for _, m := range msgs {
		if !codeRe.MatchString(m.Code) {
			t.Errorf("code %q is not dotted lower case", m.Code)
		}
		if verbs := len(verbRe.FindAllString(m.Text, -1)); verbs != len(m.ParamNames()) {
			t.Errorf("%s: %d verbs in %q, %d param names", m.Code, verbs, m.Text, len(m.ParamNames()))
		}
	}
}

// TestErrorAnswerCodes: on the real router an error answer keeps its
// message and field messages as they were and adds the codes: a refused
// form each field's code, a refusal with a value its named params.
func TestErrorAnswerCodes(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newSpa(t, e)
		run := specRunner(t, ts)
		valid := bookingBody(ss.massage)
		for _, sc := range []scenario{
			post("Field", "/api/bookings", jsonObject(with(valid, "customerEmail", "layla.example.ae")), 400,
				`{"message":"Please check the highlighted fields.","code":"fields.check",`+
					`"errors":{"customerEmail":"Please enter a valid email address."},`+
					`"fields":{"customerEmail":{"code":"email.invalid"}}}`),
			post("Params", "/api/bookings", jsonObject(with(valid, "serviceId", ss.stones.ID, "bookingTime", "21:00")), 409,
				`{"message":"This treatment would end after closing time (10:00 PM). Please choose an earlier time.",`+
					`"code":"booking.after_closing","params":{"close":"22:00"}}`),
			post("FieldParams", "/api/bookings", jsonObject(with(valid, "customerName", 7)), 400,
				`"errors":{"customerName":"Must be a string."},"fields":{"customerName":{"code":"field.kind","params":{"kind":"string"}}}}`),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
	})
}
