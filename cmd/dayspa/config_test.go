package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
)

func TestParseFlags(t *testing.T) {
	t.Run("Defaults", func(t *testing.T) {
		m := NewMain()
		m.Environ = map[string]string{"DAYSPA_DATA_DIR": t.TempDir()}
		if err := m.ParseFlags(nil); err != nil {
			t.Fatal(err)
		}
		c := m.Config
		if m.Command != "serve" || c.Addr != "localhost:8080" || c.BaseURL != "http://localhost:8080" ||
			c.TimeZone != "Asia/Dubai" || c.SlotStep != 60 || c.RateLimit != 20 || c.ReadRateLimit != 300 || c.GuestLimit != 3 || c.DatabaseURL != "" ||
			c.Business.Name == "" || c.Business.PriceRange != "AED 280-750" {
			t.Errorf("defaults = %+v", c)
		}
		if c.location.String() != "Asia/Dubai" {
			t.Errorf("location = %v", c.location)
		}
		// Owners and managers must set up a sign-in code unless told otherwise.
		if c.staffCodes() != dayspa.CodesRequired {
			t.Errorf("DAYSPA_STAFF_CODES = %q, want required", c.StaffCodes)
		}
	})
	t.Run("FlagsBeatEnvironment", func(t *testing.T) {
		m := NewMain()
		m.Environ = map[string]string{"DAYSPA_ADDR": "0.0.0.0:1", "DAYSPA_DATA_DIR": "/nonexistent/x", "DAYSPA_SLOT_STEP": "30",
			"DAYSPA_TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.7", "DAYSPA_BUSINESS_PHONE": "+971 4 999 9999"}
		dir := t.TempDir()
		if err := m.ParseFlags([]string{"migrate", "-addr", "127.0.0.1:9", "-data-dir", dir, "-base-url", "https://spa.example/"}); err != nil {
			t.Fatal(err)
		}
		c := m.Config
		if m.Command != "migrate" || c.Addr != "127.0.0.1:9" || c.DataDir != dir || c.BaseURL != "https://spa.example/" || c.SlotStep != 30 ||
			c.Business.Phone != "+971 4 999 9999" {
			t.Errorf("config = %+v", c)
		}
		if len(c.proxies) != 2 || c.proxies[1].String() != "192.168.1.7/32" {
			t.Errorf("proxies = %v", c.proxies)
		}
	})
}

// TestRun_InvalidConfiguration: each bad setting stops start-up with one
// line naming it and exit status 2.
func TestRun_InvalidConfiguration(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name    string
		env     []string
		args    []string
		setting string
	}{
		{"DatabaseURL", []string{"DATABASE_URL", "mysql://spa:s3cret@db/spa"}, nil, "DATABASE_URL"},
		{"TimeZone", []string{"DAYSPA_TIMEZONE", "Mars/Olympus_Mons"}, nil, "DAYSPA_TIMEZONE"},
		{"TimeZoneLocal", []string{"DAYSPA_TIMEZONE", "Local"}, nil, "DAYSPA_TIMEZONE"},
		{"DataDirNotADirectory", []string{"DAYSPA_DATA_DIR", filepath.Join(file, "data")}, nil, "DAYSPA_DATA_DIR"},
		{"TrustedProxies", []string{"DAYSPA_TRUSTED_PROXIES", "10.0.0.0/8,10.1.0.0/33"}, nil, "DAYSPA_TRUSTED_PROXIES"},
		{"BaseURLNotAbsolute", []string{"DAYSPA_BASE_URL", "spa.example"}, nil, "DAYSPA_BASE_URL"},
		{"BaseURLWithPath", []string{"DAYSPA_BASE_URL", "https://spa.example/shop"}, nil, "DAYSPA_BASE_URL"},
		{"SlotStepTwenty", []string{"DAYSPA_SLOT_STEP", "20"}, nil, "DAYSPA_SLOT_STEP"},
		{"SlotStepNotANumber", []string{"DAYSPA_SLOT_STEP", "hourly"}, nil, "DAYSPA_SLOT_STEP"},
		{"RateLimitNegative", []string{"DAYSPA_RATE_LIMIT", "-1"}, nil, "DAYSPA_RATE_LIMIT"},
		{"ReadRateLimitNegative", []string{"DAYSPA_READ_RATE_LIMIT", "-1"}, nil, "DAYSPA_READ_RATE_LIMIT"},
		{"GuestLimitNegative", []string{"DAYSPA_GUEST_DAILY_LIMIT", "-1"}, nil, "DAYSPA_GUEST_DAILY_LIMIT"},
		{"GuestLimitNotANumber", []string{"DAYSPA_GUEST_DAILY_LIMIT", "three"}, nil, "DAYSPA_GUEST_DAILY_LIMIT"},
		{"Addr", []string{"DAYSPA_ADDR", "localhost"}, nil, "DAYSPA_ADDR"},
		{"AddrFlag", nil, []string{"-addr", "localhost:99999"}, "DAYSPA_ADDR"},
		{"LogFormat", []string{"DAYSPA_LOG_FORMAT", "xml"}, nil, "DAYSPA_LOG_FORMAT"},
		{"StaffCodes", []string{"DAYSPA_STAFF_CODES", "always"}, nil, "DAYSPA_STAFF_CODES"},
		{"BusinessName", []string{"DAYSPA_BUSINESS_NAME", " "}, nil, "DAYSPA_BUSINESS_NAME"},
		{"BusinessNameTwoLines", []string{"DAYSPA_BUSINESS_NAME", "Spa\nDubai"}, nil, "DAYSPA_BUSINESS_NAME"},
		{"BusinessHotelEmpty", []string{"DAYSPA_BUSINESS_HOTEL", ""}, nil, "DAYSPA_BUSINESS_HOTEL"},
		{"WhatsAppWithPlus", []string{"DAYSPA_BUSINESS_WHATSAPP", "+971500000001"}, nil, "DAYSPA_BUSINESS_WHATSAPP"},
		{"WhatsAppWithSpaces", []string{"DAYSPA_BUSINESS_WHATSAPP", "971 50 000 0001"}, nil, "DAYSPA_BUSINESS_WHATSAPP"},
		{"WhatsAppTooShort", []string{"DAYSPA_BUSINESS_WHATSAPP", "9715000"}, nil, "DAYSPA_BUSINESS_WHATSAPP"},
		{"WhatsAppTooLong", []string{"DAYSPA_BUSINESS_WHATSAPP", "9715000000012345"}, nil, "DAYSPA_BUSINESS_WHATSAPP"},
		{"WhatsAppEmpty", []string{"DAYSPA_BUSINESS_WHATSAPP", ""}, nil, "DAYSPA_BUSINESS_WHATSAPP"},
		{"PhoneLetters", []string{"DAYSPA_BUSINESS_PHONE", "call reception"}, nil, "DAYSPA_BUSINESS_PHONE"},
		{"PhoneTooShort", []string{"DAYSPA_BUSINESS_PHONE", "+971 4"}, nil, "DAYSPA_BUSINESS_PHONE"},
		{"EmailNotAnAddress", []string{"DAYSPA_BUSINESS_EMAIL", "hello at spa"}, nil, "DAYSPA_BUSINESS_EMAIL"},
		{"EmailWithName", []string{"DAYSPA_BUSINESS_EMAIL", "Spa <hello@spa.example>"}, nil, "DAYSPA_BUSINESS_EMAIL"},
		{"EmailNoDomain", []string{"DAYSPA_BUSINESS_EMAIL", "hello@localhost"}, nil, "DAYSPA_BUSINESS_EMAIL"},
		{"FacebookHTTP", []string{"DAYSPA_BUSINESS_FACEBOOK", "http://www.facebook.com/spa"}, nil, "DAYSPA_BUSINESS_FACEBOOK"},
		{"InstagramNoScheme", []string{"DAYSPA_BUSINESS_INSTAGRAM", "instagram.com/spa"}, nil, "DAYSPA_BUSINESS_INSTAGRAM"},
		{"TwitterScript", []string{"DAYSPA_BUSINESS_TWITTER", "javascript:alert(1)"}, nil, "DAYSPA_BUSINESS_TWITTER"},
		{"TRNTooShort", []string{"DAYSPA_BUSINESS_TRN", "10012345670000"}, nil, "DAYSPA_BUSINESS_TRN"},
		{"TRNLetters", []string{"DAYSPA_BUSINESS_TRN", "TRN100123456700"}, nil, "DAYSPA_BUSINESS_TRN"},
		{"LegalNameTwoLines", []string{"DAYSPA_BUSINESS_LEGAL_NAME", "Spa\nLLC"}, nil, "DAYSPA_BUSINESS_LEGAL_NAME"},
		// A right-to-left override would print the name backwards on every invoice and page.
		{"LegalNameOverride", []string{"DAYSPA_BUSINESS_LEGAL_NAME", "Spa \u202eCLL"}, nil, "DAYSPA_BUSINESS_LEGAL_NAME"},
		{"BusinessNameIsolate", []string{"DAYSPA_BUSINESS_NAME", "Spa \u2067Dubai\u2069"}, nil, "DAYSPA_BUSINESS_NAME"},
		{"InvoicePrefixSpace", []string{"DAYSPA_INVOICE_PREFIX", "INV "}, nil, "DAYSPA_INVOICE_PREFIX"},
		{"InvoicePrefixEmpty", []string{"DAYSPA_INVOICE_PREFIX", ""}, nil, "DAYSPA_INVOICE_PREFIX"},
		{"CreditNotePrefixSame", []string{"DAYSPA_CREDIT_NOTE_PREFIX", "INV-"}, nil, "DAYSPA_CREDIT_NOTE_PREFIX"},
		{"SMTPURLScheme", []string{"DAYSPA_SMTP_URL", "http://spa:s3cret@mail.example"}, nil, "DAYSPA_SMTP_URL"},
		{"SMTPURLPort", []string{"DAYSPA_SMTP_URL", "smtp://spa:s3cret@mail.example:99999"}, nil, "DAYSPA_SMTP_URL"},
		{"SMTPURLNoHost", []string{"DAYSPA_SMTP_URL", "smtps://"}, nil, "DAYSPA_SMTP_URL"},
		{"MailFrom", []string{"DAYSPA_MAIL_FROM", "bookings at spa"}, nil, "DAYSPA_MAIL_FROM"},
		{"Reminders", []string{"DAYSPA_REMINDERS", "24h,soon"}, nil, "DAYSPA_REMINDERS"},
		{"ChangeCutoff", []string{"DAYSPA_CHANGE_CUTOFF", "-1h"}, nil, "DAYSPA_CHANGE_CUTOFF"},
		{"ChangeCutoffNotADuration", []string{"DAYSPA_CHANGE_CUTOFF", "twelve hours"}, nil, "DAYSPA_CHANGE_CUTOFF"},
		{"StripeKeyAlone", []string{"DAYSPA_STRIPE_SECRET_KEY", "sk_test_s3cret"}, nil, "DAYSPA_STRIPE_SECRET_KEY"},
		{"StripeWebhookSecretAlone", []string{"DAYSPA_STRIPE_WEBHOOK_SECRET", "whsec_s3cret"}, nil, "DAYSPA_STRIPE_WEBHOOK_SECRET"},
		{"StripePublishableKey", []string{"DAYSPA_STRIPE_SECRET_KEY", "pk_test_s3cret", "DAYSPA_STRIPE_WEBHOOK_SECRET", "whsec_s3cret"}, nil, "DAYSPA_STRIPE_SECRET_KEY"},
		{"StripeWebhookSecretKind", []string{"DAYSPA_STRIPE_SECRET_KEY", "sk_test_s3cret", "DAYSPA_STRIPE_WEBHOOK_SECRET", "s3cret"}, nil, "DAYSPA_STRIPE_WEBHOOK_SECRET"},
		{"StripeAPIURLWithoutKey", []string{"DAYSPA_STRIPE_API_URL", "http://localhost:12111"}, nil, "DAYSPA_STRIPE_API_URL"},
		{"StripeAPIURLScheme", []string{"DAYSPA_STRIPE_SECRET_KEY", "sk_test_s3cret", "DAYSPA_STRIPE_WEBHOOK_SECRET", "whsec_s3cret", "DAYSPA_STRIPE_API_URL", "ftp://stripe.example"}, nil, "DAYSPA_STRIPE_API_URL"},
		{"PaymentHoldShort", []string{"DAYSPA_PAYMENT_HOLD", "1m"}, nil, "DAYSPA_PAYMENT_HOLD"},
		{"PaymentHoldLong", []string{"DAYSPA_PAYMENT_HOLD", "48h"}, nil, "DAYSPA_PAYMENT_HOLD"},
		{"PaymentHoldNotADuration", []string{"DAYSPA_PAYMENT_HOLD", "a while"}, nil, "DAYSPA_PAYMENT_HOLD"},
		{"UnknownCommand", nil, []string{"frobnicate"}, "command"},
		{"StrayArgument", nil, []string{"serve", "extra"}, "arguments"},
		{"BackupWithoutFile", nil, []string{"backup"}, "FILE"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			// Cancelled from the start: a setting wrongly accepted makes run serve, and it must stop at once and
			// fail the test rather than serve until go test's deadline.
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			code := run(ctx, tt.args, testEnv(t, tt.env...), &stderr)
			if code != 2 {
				t.Fatalf("exit status = %d, want 2; stderr: %s", code, &stderr)
			}
			out := stderr.String()
			if strings.Count(out, "\n") != 1 {
				t.Errorf("stderr is not one line: %q", out)
			}
			if !strings.Contains(out, tt.setting) {
				t.Errorf("stderr %q does not name %s", out, tt.setting)
			}
			if strings.Contains(out, "s3cret") {
				t.Errorf("stderr repeats a password or secret: %q", out)
			}
		})
	}
}

func TestRun_Help(t *testing.T) {
	var stderr bytes.Buffer
	if code := run(context.Background(), []string{"-h"}, testEnv(t, "DATABASE_URL", "postgres://spa:s3cret@db/spa"), &stderr); code != 0 {
		t.Fatalf("exit status = %d", code)
	}
	for _, want := range []string{"DAYSPA_ADDR", "-addr", "localhost:8080", "DAYSPA_BUSINESS_NAME", "DAYSPA_TRUSTED_PROXIES"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("usage lacks %q:\n%s", want, &stderr)
		}
	}
	if strings.Contains(stderr.String(), "s3cret") {
		t.Error("usage repeats the database password")
	}
}
