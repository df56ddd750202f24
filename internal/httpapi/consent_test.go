package httpapi

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

func TestConsentAPI(t *testing.T) {
	valid := map[string]any{"analytics": true, "advertising": false, "version": "2026-11-29", "language": "ar"}
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newSpa(t, e)
		run := specRunner(t, ts)
		var visitor string
		run(t, post("Recorded", "/api/consent", jsonObject(valid), 204).with(func(t *testing.T, resp *http.Response, _ []byte) {
			var c *http.Cookie
			for _, k := range resp.Cookies() {
				if k.Name == visitorCookieName {
					c = k
				}
			}
			if c == nil || !dayspa.ValidVisitorID(c.Value) || !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.MaxAge != visitorCookieMaxAge {
				t.Fatalf("visitor cookie = %+v", c)
			}
			visitor = c.Value
		}))
		// A changed mind from the same browser: kept under the same id, after the first.
		again := post("ChangedMind", "/api/consent", jsonObject(with(valid, "advertising", true, "language", "en")), 204)
		again.headers = map[string]string{"Content-Type": "application/json", "Cookie": visitorCookieName + "=" + visitor}
		run(t, again)
		t.Run("KeptUnderTheVisitor", func(t *testing.T) {
			got, err := ts.db.TrackingChoices(context.Background(), visitor)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 2 || got[0].Advertising || !got[0].Analytics || got[0].Language != dayspa.Arabic || got[0].Version != "2026-11-29" ||
				!got[1].Advertising || got[1].Language != dayspa.English || got[1].CreatedAt.IsZero() {
				t.Errorf("choices = %+v", got)
			}
		})
		// A forged id is not trusted: the choice goes under a new one.
		forged := post("ForgedVisitor", "/api/consent", jsonObject(valid), 204).with(func(t *testing.T, resp *http.Response, _ []byte) {
			for _, k := range resp.Cookies() {
				if k.Name == visitorCookieName && dayspa.ValidVisitorID(k.Value) {
					return
				}
			}
			t.Error("a forged visitor id was not replaced by a fresh one")
		})
		forged.headers = map[string]string{"Content-Type": "application/json", "Cookie": visitorCookieName + "=ABC"}
		run(t, forged)

		before := countRows(t, ts.db, "tracking_choices")
		choice, version, lang := dayspa.MsgConsentChoice.Text, dayspa.MsgConsentVersion.Text, dayspa.MsgLanguage.Text
		for _, sc := range []scenario{
			post("ErrMissingAnswers", "/api/consent", `{"version":"v1","language":"en"}`, 400).
				withFields(map[string]string{"analytics": choice, "advertising": choice}),
			post("ErrNullAnswer", "/api/consent", jsonObject(with(valid, "advertising", nil)), 400).
				withFields(map[string]string{"advertising": choice}),
			post("ErrNoVersion", "/api/consent", jsonObject(with(valid, "version", "")), 400).
				withFields(map[string]string{"version": version}),
			post("ErrLongVersion", "/api/consent", jsonObject(with(valid, "version", strings.Repeat("v", 33))), 400).
				withFields(map[string]string{"version": version}),
			post("ErrOddVersion", "/api/consent", jsonObject(with(valid, "version", "v1 <b>")), 400).
				withFields(map[string]string{"version": version}),
			post("ErrNoLanguage", "/api/consent", jsonObject(with(valid, "language", nil)), 400).
				withFields(map[string]string{"language": lang}),
			post("ErrOtherLanguage", "/api/consent", jsonObject(with(valid, "language", "fr")), 400).
				withFields(map[string]string{"language": lang}),
			post("ErrStringForBool", "/api/consent", jsonObject(with(valid, "analytics", "yes")), 400).
				withErrorField("analytics"),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		for _, sc := range malformedScenarios("/api/consent", valid, "version") {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		if after := countRows(t, ts.db, "tracking_choices"); after != before {
			t.Errorf("refused choices were stored: %d rows, want %d", after, before)
		}
	})
}

// The booking and contact forms' box for offers and news by e-mail: never
// needed, stored as a consent by address when ticked, refused (with the
// form's write) when ticked without the version of its words.
func TestFormsMarketingBox(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, ss := newSpa(t, e)
		run := specRunner(t, ts)
		contact := map[string]any{"name": "Layla Haddad", "email": "Layla@Example.AE", "message": "Do you have a hammam slot for two on Friday?"}
		booking := bookingBody(ss.massage)
		booking["customerEmail"] = "Noor@Example.AE"
		version := dayspa.MsgConsentVersion.Text
		for _, sc := range []scenario{
			post("ContactUnticked", "/api/contact", jsonObject(contact), 201),
			post("ContactTicked", "/api/contact", jsonObject(with(contact, "marketing", true, "marketingVersion", "m1", "language", "ar")), 201),
			post("ContactTickedNoVersion", "/api/contact", jsonObject(with(contact, "email", "sara@example.ae", "marketing", true)), 400).
				withFields(map[string]string{"marketingVersion": version}),
			post("ContactBadLanguage", "/api/contact", jsonObject(with(contact, "email", "sara@example.ae", "marketing", true, "marketingVersion", "m1", "language", "fr")), 400).
				withFields(map[string]string{"language": dayspa.MsgLanguage.Text}),
			post("ContactMarketingNotBool", "/api/contact", jsonObject(with(contact, "marketing", "yes")), 400).
				withErrorField("marketing"),
			post("BookingTickedNoVersion", "/api/bookings", jsonObject(with(booking, "marketing", true)), 400).
				withFields(map[string]string{"marketingVersion": version}),
			post("BookingTicked", "/api/bookings", jsonObject(with(booking, "marketing", true, "marketingVersion", "m2")), 201),
			post("BookingUnticked", "/api/bookings", jsonObject(with(booking, "customerEmail", "omar@example.ae", "bookingTime", "12:00")), 201),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		ctx := context.Background()
		for email, want := range map[string][]string{
			"layla@example.ae": {"contact m1 ar"},
			"noor@example.ae":  {"booking m2 en"},
			"sara@example.ae":  nil,
			"omar@example.ae":  nil,
		} {
			got, err := ts.db.MarketingConsents(ctx, email)
			if err != nil {
				t.Fatal(err)
			}
			var kept []string
			for _, c := range got {
				kept = append(kept, c.Source+" "+c.Version+" "+string(c.Language))
			}
			if strings.Join(kept, ",") != strings.Join(want, ",") {
				t.Errorf("%s: consents %v, want %v", email, kept, want)
			}
		}
		if n := countRows(t, ts.db, "contact_messages"); n != 2 {
			t.Errorf("%d messages stored, want 2 (a refused box stores no message)", n)
		}
	})
}
