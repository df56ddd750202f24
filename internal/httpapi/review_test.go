package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// The reviews' and FAQ's endpoints through the real router and store of
// every engine, every answer checked against docs/openapi.yaml.
func TestReviewsAPI(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		// 21:30 UTC on the 22nd is 01:30 on the 23rd in Dubai: the spa's today is the 23rd.
		lateUTC := func(cfg *Config) {
			cfg.Now = func() time.Time { return time.Date(2026, 11, 22, 21, 30, 0, 0, time.UTC) }
		}
		ts, _ := newAdminSpa(t, e, lateUTC)
		cookie := login(t, ts)
		run := specRunner(t, ts)
		valid := map[string]any{"name": "Sarah M.", "text": "The hot stone massage was exactly what I needed.", "rating": 5, "date": "2026-11-23", "detail": "Dubai Marina resident"}

		// Strangers: 401 on every admin endpoint, nothing written.
		for _, sc := range []scenario{
			{name: "stranger list", path: "/api/admin/reviews", status: 401},
			post("stranger create", "/api/admin/reviews", jsonObject(valid), 401),
			{name: "stranger patch", method: "PATCH", path: "/api/admin/reviews/1", body: `{"shown":false}`, headers: jsonHeaders, status: 401},
			{name: "stranger delete", method: "DELETE", path: "/api/admin/reviews/1", status: 401},
			{name: "stranger faq list", path: "/api/admin/faq", status: 401},
			post("stranger faq create", "/api/admin/faq", `{"question":"Q?","answer":"A."}`, 401),
			{name: "stranger faq patch", method: "PATCH", path: "/api/admin/faq/1", body: `{"answer":"B"}`, headers: jsonHeaders, status: 401},
			{name: "stranger faq delete", method: "DELETE", path: "/api/admin/faq/1", status: 401},
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}

		// Refusals: 400 with each field's message, nothing stored.
		for _, c := range []struct {
			name   string
			body   map[string]any
			fields map[string]string
		}{
			{"empty", map[string]any{}, map[string]string{
				"name": dayspa.MsgReviewName.Text, "text": dayspa.MsgReviewText.Text, "rating": dayspa.MsgReviewRating.Text, "date": dayspa.MsgReviewDate.Text}},
			{"tomorrow in Dubai", with(valid, "date", "2026-11-24"), map[string]string{"date": dayspa.MsgReviewFuture.Text}},
			{"rating 6, half a star", with(valid, "rating", 4.5), map[string]string{"rating": dayspa.MsgReviewRating.Text}},
			{"rating 0", with(valid, "rating", 0), map[string]string{"rating": dayspa.MsgReviewRating.Text}},
			{"name too long", with(valid, "name", fmt.Sprintf("%081d", 0)), map[string]string{"name": dayspa.MsgReviewName.Text}},
			{"text too long", with(valid, "text", fmt.Sprintf("%01001d", 0)), map[string]string{"text": dayspa.MsgReviewText.Text}},
			{"bad date", with(valid, "date", "23/11/2026"), map[string]string{"date": dayspa.MsgReviewDate.Text}},
			{"year 0", with(valid, "date", "0000-01-01"), map[string]string{"date": "Date must be between 2000-01-01 and 2031-11-23."}},
		} {
			t.Run("refused "+c.name, func(t *testing.T) {
				run(t, adminWrite(cookie, c.name, "POST", "/api/admin/reviews", jsonObject(c.body), 400).withFields(c.fields))
			})
		}
		for _, sc := range malformedScenarios("/api/admin/reviews", valid, "name") {
			sc.headers = as(cookie, "Content-Type", sc.headers["Content-Type"], "Expect", sc.headers["Expect"])
			if sc.name == "NoContentType" {
				delete(sc.headers, "Content-Type")
			}
			t.Run("malformed "+sc.name, func(t *testing.T) { sc.run(t, ts) })
		}
		if n := countRows(t, ts.db, "reviews"); n != 0 {
			t.Fatalf("%d reviews stored by refused requests", n)
		}

		// Today in Dubai (still yesterday in UTC) is accepted; a hidden one is kept but not public.
		var created dayspa.Review
		run(t, adminWrite(cookie, "create", "POST", "/api/admin/reviews", jsonObject(valid), 201,
			`"name":"Sarah M."`, `"shown":true`, `"position":1`, `"date":"2026-11-23"`).with(decodeInto(&created)))
		var hidden dayspa.Review
		run(t, adminWrite(cookie, "create hidden", "POST", "/api/admin/reviews",
			jsonObject(with(valid, "name", "Hidden Guest", "shown", false, "rating", "3", "detail", nil)), 201,
			`"shown":false`, `"rating":3`, `"detail":""`, `"position":2`).with(decodeInto(&hidden)))
		run(t, scenario{name: "public", path: "/api/reviews", status: 200, want: []string{"Sarah M."}, notWant: []string{"Hidden Guest"},
			header: map[string]string{"Cache-Control": "no-store"}})
		run(t, adminGet(cookie, "admin list", "/api/admin/reviews", 200, "Sarah M.", "Hidden Guest"))

		// Show the hidden one, move it first; then a bad patch changes nothing.
		path := fmt.Sprintf("/api/admin/reviews/%d", hidden.ID)
		run(t, adminWrite(cookie, "show and move", "PATCH", path, `{"shown":true,"position":1}`, 200, `"shown":true`, `"position":1`, `"name":"Hidden Guest"`))
		run(t, adminWrite(cookie, "bad patch", "PATCH", path, `{"rating":9,"position":3,"text":"ok"}`, 400).
			withFields(map[string]string{"rating": dayspa.MsgReviewRating.Text, "position": dayspa.MsgReviewPosition.Text}))
		run(t, adminWrite(cookie, "patch unknown field", "PATCH", path, `{"stars":5}`, 400).withFields(map[string]string{"stars": "Unknown field."}))
		run(t, adminWrite(cookie, "patch year 0", "PATCH", path, `{"date":"0000-01-01"}`, 400).
			withFields(map[string]string{"date": "Date must be between 2000-01-01 and 2031-11-23."}))
		got, err := ts.db.GetReview(t.Context(), hidden.ID)
		if err != nil || got.Rating != 3 || got.Position != 1 || got.Text != valid["text"] || got.Date != (dayspa.Date{Year: 2026, Month: 11, Day: 23}) {
			t.Fatalf("after the refused patch: %+v %v", got, err)
		}
		run(t, adminWrite(cookie, "patch missing", "PATCH", "/api/admin/reviews/99999", `{"shown":false}`, 404, `"message":"Review not found."`))
		run(t, adminWrite(cookie, "delete", "DELETE", path, "", 204))
		run(t, adminWrite(cookie, "delete again", "DELETE", path, "", 404))
		run(t, scenario{name: "public after delete", path: "/api/reviews", status: 200, notWant: []string{"Hidden Guest"}})

		// FAQ.
		run(t, adminWrite(cookie, "faq refused", "POST", "/api/admin/faq", `{"question":"","answer":"   "}`, 400).
			withFields(map[string]string{"question": dayspa.MsgFAQQuestion.Text, "answer": dayspa.MsgFAQAnswer.Text}))
		var q1, q2 dayspa.FAQEntry
		run(t, adminWrite(cookie, "faq create", "POST", "/api/admin/faq", `{"question":"How early should I arrive?","answer":"15 minutes before."}`, 201, `"position":1`).with(decodeInto(&q1)))
		run(t, adminWrite(cookie, "faq create 2", "POST", "/api/admin/faq", `{"question":"Do you take cards?","answer":"Yes."}`, 201, `"position":2`).with(decodeInto(&q2)))
		run(t, adminWrite(cookie, "faq move", "PATCH", fmt.Sprintf("/api/admin/faq/%d", q2.ID), `{"position":1,"answer":"Yes, and cash."}`, 200, `"position":1`, `"answer":"Yes, and cash."`))
		run(t, adminWrite(cookie, "faq bad move", "PATCH", fmt.Sprintf("/api/admin/faq/%d", q2.ID), `{"position":3}`, 400).
			withFields(map[string]string{"position": dayspa.MsgFAQPosition.Text}))
		run(t, scenario{name: "faq public", path: "/api/faq", status: 200, want: []string{`"question":"Do you take cards?"`}})
		run(t, adminGet(cookie, "faq admin", "/api/admin/faq", 200, "How early should I arrive?"))
		run(t, adminWrite(cookie, "faq delete", "DELETE", fmt.Sprintf("/api/admin/faq/%d", q1.ID), "", 204))
		run(t, adminWrite(cookie, "faq delete missing", "DELETE", fmt.Sprintf("/api/admin/faq/%d", q1.ID), "", 404, `"message":"Question not found."`))
		if list, _ := ts.db.FAQEntries(t.Context()); len(list) != 1 || list[0].ID != q2.ID || list[0].Position != 1 {
			t.Fatalf("faq after delete: %+v", list)
		}
	})
}

// decodeInto decodes the answer into v.
func decodeInto(v any) func(t *testing.T, _ *http.Response, body []byte) {
	return func(t *testing.T, _ *http.Response, body []byte) {
		t.Helper()
		if err := json.Unmarshal(body, v); err != nil {
			t.Fatalf("decode %s: %v", body, err)
		}
	}
}
