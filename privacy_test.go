package dayspa

import (
	"strings"
	"testing"
	"time"
)

func TestInvoiceEraseOn(t *testing.T) {
	for _, c := range []struct{ issue, want Date }{
		{Date{2026, time.November, 22}, Date{2031, time.November, 22}},
		{Date{2024, time.February, 29}, Date{2029, time.March, 1}},
		{Date{2025, time.December, 31}, Date{2030, time.December, 31}},
	} {
		if got := InvoiceEraseOn(c.issue); got != c.want {
			t.Errorf("InvoiceEraseOn(%s) = %s, want %s", c.issue, got, c.want)
		}
	}
}

func TestForgottenEmail(t *testing.T) {
	a, b := ForgottenEmail(), ForgottenEmail()
	if a == b || !IsForgottenEmail(a) || NormalizeEmail(a) != a || !ValidEmail(a) {
		t.Errorf("ForgottenEmail %q, %q", a, b)
	}
	for _, e := range []string{"sara@example.ae", "forgotten@invalid", "x@forgotten.invalid.ae"} {
		if IsForgottenEmail(e) {
			t.Errorf("IsForgottenEmail(%q)", e)
		}
	}
}

func TestForgetRequestValidate(t *testing.T) {
	r := ForgetRequest{Reason: "  Asked by e-mail  "}
	if err := r.Validate(); err != nil || r.Reason != "Asked by e-mail" {
		t.Errorf("Validate: %v, reason %q", err, r.Reason)
	}
	if err := (&ForgetRequest{}).Validate(); err != nil {
		t.Errorf("an empty reason: %v", err)
	}
	long := ForgetRequest{Reason: strings.Repeat("x", 501)}
	if err := long.Validate(); ErrorCode(err) != EINVALID {
		t.Errorf("a long reason: %v", err)
	}
}
