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
		if c := (MarketingBox{}).Check(f, "marketing", "marketingVersion", false, "a@b.ae", MarketingFromContact, English); c != nil || f.Err() != nil {
			t.Errorf("unticked optional box = %+v, %v", c, f.Err())
		}
	})
	t.Run("UntickedRequiredIsRefused", func(t *testing.T) {
		f := FieldErrors{}
		if c := (MarketingBox{Version: "m1"}).Check(f, "marketing", "marketingVersion", true, "a@b.ae", MarketingFromNewsletter, English); c != nil ||
			f["marketing"].Code != MsgMarketingNeeded.Code {
			t.Errorf("unticked required box = %+v, %v", c, f)
		}
	})
	t.Run("TickedNeedsAVersion", func(t *testing.T) {
		f := FieldErrors{}
		if c := (MarketingBox{Ticked: true, Version: " "}).Check(f, "marketing", "marketingVersion", true, "a@b.ae", MarketingFromNewsletter, English); c != nil ||
			f["marketingVersion"].Code != MsgConsentVersion.Code {
			t.Errorf("ticked box without a version = %+v, %v", c, f)
		}
	})
	t.Run("Ticked", func(t *testing.T) {
		f := FieldErrors{}
		c := (MarketingBox{Ticked: true, Version: " m1 "}).Check(f, "marketing", "marketingVersion", false, "a@b.ae", MarketingFromBooking, Arabic)
		if f.Err() != nil || c == nil || *c != (MarketingConsent{Email: "a@b.ae", Source: "booking", Version: "m1", Language: Arabic}) {
			t.Errorf("ticked box = %+v, %v", c, f.Err())
		}
	})
}
