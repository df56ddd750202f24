package httpapi

import (
	"context"
	"encoding/csv"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

func TestNewsletter(t *testing.T) {
	valid := map[string]any{"email": "guest@example.ae", "marketing": true, "marketingVersion": "m1", "language": "ar"}
	thanks := `{"message":"Thank you for subscribing!"}`
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newSpa(t, e)
		run := specRunner(t, ts)
		for _, sc := range []scenario{
			post("New", "/api/newsletter", jsonObject(valid), 201, thanks),
			post("Again", "/api/newsletter", jsonObject(valid), 200, thanks),
			post("AgainOtherCase", "/api/newsletter", `{"email":"  GUEST@Example.AE ","marketing":true,"marketingVersion":"m2"}`, 200, thanks),
			post("Another", "/api/newsletter", `{"email":"other@example.ae","marketing":true,"marketingVersion":"m1"}`, 201, thanks),
			post("ErrNotTicked", "/api/newsletter", jsonObject(with(valid, "email", "new@example.ae", "marketing", false)), 400).
				withFields(map[string]string{"marketing": dayspa.MsgMarketingNeeded.Text}),
			post("ErrNoBox", "/api/newsletter", `{"email":"new@example.ae"}`, 400).
				withFields(map[string]string{"marketing": dayspa.MsgMarketingNeeded.Text}),
			post("ErrTickedWithoutVersion", "/api/newsletter", jsonObject(with(valid, "email", "new@example.ae", "marketingVersion", nil)), 400).
				withFields(map[string]string{"marketingVersion": dayspa.MsgConsentVersion.Text}),
			post("ErrTickedOtherLanguage", "/api/newsletter", jsonObject(with(valid, "email", "new@example.ae", "language", "de")), 400).
				withFields(map[string]string{"language": dayspa.MsgLanguage.Text}),
			post("ErrInvalid", "/api/newsletter", `{"email":"guest@","marketing":true,"marketingVersion":"m1"}`, 400).
				withFields(map[string]string{"email": dayspa.MsgEmail.Text}),
			post("ErrAddressLiteral", "/api/newsletter", `{"email":"eve@[127.0.0.1]","marketing":true,"marketingVersion":"m1"}`, 400).
				withFields(map[string]string{"email": dayspa.MsgEmail.Text}),
			post("ErrEmpty", "/api/newsletter", `{"email":"","marketing":true,"marketingVersion":"m1"}`, 400).
				withFields(map[string]string{"email": dayspa.MsgEmail.Text}),
			post("ErrMissing", "/api/newsletter", `{"marketing":true,"marketingVersion":"m1"}`, 400).
				withFields(map[string]string{"email": dayspa.MsgEmail.Text}),
			post("ErrNull", "/api/newsletter", `{"email":null,"marketing":true,"marketingVersion":"m1"}`, 400).
				withFields(map[string]string{"email": dayspa.MsgEmail.Text}),
		} {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		for _, sc := range malformedScenarios("/api/newsletter", valid, "email") {
			t.Run(sc.name, func(t *testing.T) { run(t, sc) })
		}
		t.Run("ConsentOfEachSubscription", func(t *testing.T) {
			got, err := ts.db.MarketingConsents(context.Background(), "guest@example.ae")
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 3 || got[0].Version != "m1" || got[0].Language != dayspa.Arabic || got[0].Source != dayspa.MarketingFromNewsletter ||
				got[2].Version != "m2" || got[2].Language != dayspa.English {
				t.Errorf("consents = %+v", got)
			}
			if n := countRows(t, ts.db, "marketing_consents"); n != 4 {
				t.Errorf("%d consents stored, want 4 (refused requests store none)", n)
			}
		})
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

func TestSubscribersAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)
		run(t, adminGet(c, "EmptyJSON", "/api/admin/newsletter-subscribers", 200, `[]`))
		for _, email := range []string{"reader@example.ae", "=1+1@example.ae", "-2@example.ae", "+sum@example.ae"} {
			if _, err := ts.db.Subscribe(context.Background(), email); err != nil {
				t.Fatalf("subscribe %s: %v", email, err)
			}
		}
		run(t, adminGet(c, "JSON", "/api/admin/newsletter-subscribers", 200, `"email":"reader@example.ae"`, `"email":"=1+1@example.ae"`, `"createdAt":"2026-11-22T06:30:00Z"`))
		run(t, scenario{name: "CSV", path: "/api/admin/newsletter-subscribers.csv", headers: as(c), status: 200,
			header: map[string]string{
				"Content-Type":        "text/csv; charset=utf-8",
				"Content-Disposition": `attachment; filename="newsletter-subscribers.csv"`,
				"Cache-Control":       "no-store",
			},
			check: func(t *testing.T, _ *http.Response, body []byte) {
				rows, err := csv.NewReader(strings.NewReader(string(body))).ReadAll()
				if err != nil {
					t.Fatalf("not CSV: %v\n%s", err, body)
				}
				if !reflect.DeepEqual(rows[0], []string{"email", "subscribedAt (Asia/Dubai)"}) || len(rows) != 5 {
					t.Fatalf("rows %q", rows)
				}
				got := map[string]string{}
				for _, r := range rows[1:] {
					got[r[0]] = r[1]
				}
				want := map[string]string{
					"reader@example.ae": "2026-11-22 10:30:00", "'=1+1@example.ae": "2026-11-22 10:30:00",
					"'-2@example.ae": "2026-11-22 10:30:00", "'+sum@example.ae": "2026-11-22 10:30:00",
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("rows %q, want %q (formula cells defused, times in Dubai)", got, want)
				}
			}})
	})
}

func TestCSVCell(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"":              "",
		"plain":         "plain",
		"=HYPERLINK(1)": "'=HYPERLINK(1)",
		"+1":            "'+1",
		"-1":            "'-1",
		"@SUM(A1)":      "'@SUM(A1)",
		"\tx":           "'\tx",
		"\rx":           "'\rx",
		"a=b":           "a=b",
	} {
		if got := csvCell(in); got != want {
			t.Errorf("csvCell(%q) = %q, want %q", in, got, want)
		}
	}
}
