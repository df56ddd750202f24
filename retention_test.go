package dayspa

import (
	"errors"
	"testing"
	"time"
)

func TestRetentionSettingsBounds(t *testing.T) {
	if err := DefaultRetention.Validate(); err != nil {
		t.Fatalf("defaults refused: %v", err)
	}
	for _, c := range []struct {
		name  string
		r     RetentionSettings
		field string
	}{
		{"audit under five years", RetentionSettings{24, 36, 12, 59}, "auditEventsMonths"},
		{"customers under a year", RetentionSettings{24, 11, 12, 60}, "inactiveCustomersMonths"},
		{"no contact months", RetentionSettings{0, 36, 12, 60}, "contactMessagesMonths"},
		{"e-mails over ten years", RetentionSettings{24, 36, 121, 60}, "emailBodiesMonths"},
	} {
		err := c.r.Validate()
		var e *Error
		if !errors.As(err, &e) || e.Fields[c.field] == "" || len(e.Fields) != 1 {
			t.Errorf("%s: %v, want one error on %s", c.name, err, c.field)
		}
	}
	if r, err := ParseRetention(""); err != nil || r != DefaultRetention {
		t.Errorf("never set: %+v %v", r, err)
	}
	if r, err := ParseRetention(`{"contactMessagesMonths":6}`); err != nil || r.ContactMonths != 6 || r.AuditMonths != 60 {
		t.Errorf("partly set: %+v %v", r, err)
	}
	if _, err := ParseRetention(`{"auditEventsMonths":12}`); err == nil {
		t.Error("a stored audit period under five years was accepted")
	}
}

func TestRetentionCutoffs(t *testing.T) {
	now := time.Date(2026, 3, 31, 10, 0, 0, 0, time.UTC)
	c := DefaultRetention.Cutoffs(now)
	want := map[string]time.Time{
		"contact":  time.Date(2024, 3, 31, 10, 0, 0, 0, time.UTC),
		"customer": time.Date(2023, 3, 31, 10, 0, 0, 0, time.UTC),
		"email":    time.Date(2025, 3, 31, 10, 0, 0, 0, time.UTC),
		"audit":    time.Date(2021, 3, 31, 10, 0, 0, 0, time.UTC),
	}
	got := map[string]time.Time{"contact": c.Contact, "customer": c.Customer, "email": c.EmailBody, "audit": c.Audit}
	for k, w := range want {
		if !got[k].Equal(w) {
			t.Errorf("%s cutoff %s, want %s", k, got[k], w)
		}
	}
}

func TestValidatePrivacyRequest(t *testing.T) {
	req, err := ValidatePrivacyRequest(" Guest@Example.COM ", "ar")
	if err != nil || req.Email != "guest@example.com" || req.Language != Arabic {
		t.Fatalf("%+v %v", req, err)
	}
	if req, err := ValidatePrivacyRequest("guest@example.com", ""); err != nil || req.Language != English {
		t.Fatalf("no language: %+v %v", req, err)
	}
	for _, c := range [][2]string{{"not an address", "en"}, {"guest@example.com", "fr"}} {
		if _, err := ValidatePrivacyRequest(c[0], c[1]); ErrorCode(err) != EINVALID {
			t.Errorf("%q %q: %v", c[0], c[1], err)
		}
	}
	if English.PrivacyPath("T") != "/your-data/T" || Arabic.PrivacyPath("T") != "/ar/your-data/T" {
		t.Error("privacy paths")
	}
}

// TestFormatMonthsIn: whole years are said as years, the rest as months,
// with Arabic's forms for one, two, three to ten and the rest.
func TestFormatMonthsIn(t *testing.T) {
	for _, c := range []struct {
		n      int
		en, ar string
	}{
		{1, "1 month", "شهر واحد"},
		{2, "2 months", "شهران"},
		{6, "6 months", "6 أشهر"},
		{18, "18 months", "18 شهرًا"},
		{12, "1 year", "سنة واحدة"},
		{24, "2 years", "سنتان"},
		{36, "3 years", "3 سنوات"},
		{60, "5 years", "5 سنوات"},
		{120, "10 years", "10 سنوات"},
	} {
		if got := FormatMonthsIn(c.n, English); got != c.en {
			t.Errorf("%d months in English: %q, want %q", c.n, got, c.en)
		}
		if got := FormatMonthsIn(c.n, Arabic); got != c.ar {
			t.Errorf("%d months in Arabic: %q, want %q", c.n, got, c.ar)
		}
	}
	if w := DefaultRetention.Words(English); w != (RetentionWords{"2 years", "3 years", "1 year", "5 years"}) {
		t.Errorf("the defaults in words: %+v", w)
	}
}
