package dayspa

import (
	"strings"
	"testing"
)

func TestConsentVersion(t *testing.T) {
	for v, want := range map[string]bool{
		"2026-11-29": true, "v2": true, "a.b_c-1": true, strings.Repeat("v", 32): true,
		"": false, strings.Repeat("v", 33): false, "v 2": false, "v<2>": false, "é": false,
	} {
		if got := ValidConsentVersion(v); got != want {
			t.Errorf("ValidConsentVersion(%q) = %v, want %v", v, got, want)
		}
	}
}

func TestVisitorID(t *testing.T) {
	a, b := NewVisitorID(), NewVisitorID()
	if a == b || !ValidVisitorID(a) || !ValidVisitorID(b) {
		t.Errorf("NewVisitorID = %q, %q", a, b)
	}
	for _, bad := range []string{"", "abc", strings.ToUpper(a), a + "0", strings.Repeat("g", 32)} {
		if ValidVisitorID(bad) {
			t.Errorf("ValidVisitorID(%q) = true", bad)
		}
	}
}

func TestMarketingBox(t *testing.T) {
	t.Run("UntickedStoresNothing", func(t *testing.T) {
		f := FieldErrors{}
		if c := (MarketingBox{}).Check(f, false, "a@b.ae", MarketingFromContact); c != nil || f.Err() != nil {
			t.Errorf("unticked optional box = %+v, %v", c, f.Err())
		}
	})
	t.Run("UntickedRequiredIsRefused", func(t *testing.T) {
		f := FieldErrors{}
		if c := (MarketingBox{Version: "m1"}).Check(f, true, "a@b.ae", MarketingFromNewsletter); c != nil ||
			f[FieldMarketing].Code != MsgMarketingNeeded.Code {
			t.Errorf("unticked required box = %+v, %v", c, f)
		}
	})
	t.Run("TickedNeedsAVersionAndALanguage", func(t *testing.T) {
		f := FieldErrors{}
		if c := (MarketingBox{Ticked: true, Version: " ", Language: "fr"}).Check(f, true, "a@b.ae", MarketingFromNewsletter); c != nil ||
			f[FieldMarketingVersion].Code != MsgConsentVersion.Code || f["language"].Code != MsgLanguage.Code {
			t.Errorf("ticked box without a version = %+v, %v", c, f)
		}
	})
	t.Run("Ticked", func(t *testing.T) {
		f := FieldErrors{}
		c := (MarketingBox{Ticked: true, Version: " m1 ", Language: "ar"}).Check(f, false, "a@b.ae", MarketingFromBooking)
		if f.Err() != nil || c == nil || *c != (MarketingConsent{Email: "a@b.ae", Source: "booking", Version: "m1", Language: Arabic}) {
			t.Errorf("ticked box = %+v, %v", c, f.Err())
		}
		f = FieldErrors{}
		if c := (MarketingBox{Ticked: true, Version: "m1"}).Check(f, false, "a@b.ae", MarketingFromContact); c == nil || c.Language != English {
			t.Errorf("a box without a language = %+v, want English", c)
		}
	})
}
