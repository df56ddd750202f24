package sqlstore_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/dayspa/dayspa"
)

func TestConsents(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("TrackingChoicesKeepTheHistory", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			visitor, other := dayspa.NewVisitorID(), dayspa.NewVisitorID()
			for _, c := range []dayspa.TrackingChoice{
				{VisitorID: visitor, Analytics: true, Advertising: false, Version: "2026-11-29", Language: dayspa.Arabic},
				{VisitorID: other, Analytics: true, Advertising: true, Version: "2026-11-29", Language: dayspa.English},
				{VisitorID: visitor, Analytics: true, Advertising: true, Version: "2026-12-01", Language: dayspa.English},
			} {
				must(t, db.RecordTrackingChoice(ctx, &c))
				if !c.CreatedAt.Equal(testNow) {
					t.Errorf("CreatedAt = %v, want %v", c.CreatedAt, testNow)
				}
			}
			got, err := db.TrackingChoices(ctx, visitor)
			must(t, err)
			want := []dayspa.TrackingChoice{
				{VisitorID: visitor, Analytics: true, Advertising: false, Version: "2026-11-29", Language: dayspa.Arabic, CreatedAt: testNow.UTC()},
				{VisitorID: visitor, Analytics: true, Advertising: true, Version: "2026-12-01", Language: dayspa.English, CreatedAt: testNow.UTC()},
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("choices = %+v\nwant %+v", got, want)
			}
			none, err := db.TrackingChoices(ctx, dayspa.NewVisitorID())
			must(t, err)
			if len(none) != 0 {
				t.Errorf("an unknown visitor has choices: %+v", none)
			}
		})

		t.Run("MarketingConsentsByAddress", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			for _, c := range []dayspa.MarketingConsent{
				{Email: "noor@example.ae", Source: dayspa.MarketingFromNewsletter, Version: "m1", Language: dayspa.Arabic},
				{Email: "noora@example.ae", Source: dayspa.MarketingFromContact, Version: "m1", Language: dayspa.English},
				{Email: "noor@example.ae", Source: dayspa.MarketingFromBooking, Version: "m2", Language: dayspa.English},
			} {
				must(t, db.RecordMarketingConsent(ctx, &c))
				if c.ID == 0 || !c.CreatedAt.Equal(testNow) {
					t.Errorf("consent = %+v", c)
				}
			}
			got, err := db.MarketingConsents(ctx, "noor@example.ae")
			must(t, err)
			if len(got) != 2 || got[0].Source != "newsletter" || got[0].Language != dayspa.Arabic || got[0].Version != "m1" ||
				got[1].Source != "booking" || got[1].Version != "m2" || got[0].Email != "noor@example.ae" || !got[1].CreatedAt.Equal(testNow) {
				t.Errorf("consents = %+v", got)
			}
		})
	})
}
