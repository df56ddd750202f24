package main

import (
	"net/url"
	"strings"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/payment"
)

// validatePayments checks the online payment settings: both Stripe
// secrets or neither (one alone would take payments it never hears of,
// or hear of payments it cannot take), each of its kind (never
// repeated: they are secrets), the API's address and the hold.
func (c *Config) validatePayments() error {
	key, hook := strings.TrimSpace(c.StripeSecretKey), strings.TrimSpace(c.StripeWebhookSecret)
	switch {
	case key == "" && hook != "":
		return configErrorf("DAYSPA_STRIPE_WEBHOOK_SECRET", "is set without DAYSPA_STRIPE_SECRET_KEY: set both to take deposits online, or neither")
	case key != "" && hook == "":
		return configErrorf("DAYSPA_STRIPE_SECRET_KEY", "is set without DAYSPA_STRIPE_WEBHOOK_SECRET: set both to take deposits online, or neither")
	case key != "" && !strings.HasPrefix(key, "sk_") && !strings.HasPrefix(key, "rk_"):
		return configErrorf("DAYSPA_STRIPE_SECRET_KEY", "is not a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_ key); the publishable pk_ key is not the one")
	case hook != "" && !strings.HasPrefix(hook, "whsec_"):
		return configErrorf("DAYSPA_STRIPE_WEBHOOK_SECRET", "is not a webhook signing secret (whsec_…), the endpoint's secret in Stripe's dashboard")
	}
	c.StripeSecretKey, c.StripeWebhookSecret = key, hook
	if c.StripeAPIURL != "" {
		if key == "" {
			return configErrorf("DAYSPA_STRIPE_API_URL", "is set without DAYSPA_STRIPE_SECRET_KEY")
		}
		u, err := url.Parse(c.StripeAPIURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") || u.RawQuery != "" {
			return configErrorf("DAYSPA_STRIPE_API_URL", "%q: want an http:// or https:// origin such as http://localhost:12111", c.StripeAPIURL)
		}
		c.StripeAPIURL = strings.TrimSuffix(c.StripeAPIURL, "/")
	}
	if c.PaymentHold < dayspa.MinPaymentHold || c.PaymentHold > dayspa.MaxPaymentHold {
		return configErrorf("DAYSPA_PAYMENT_HOLD", "%s: want %s to %s, such as 15m", c.PaymentHold, dayspa.MinPaymentHold, dayspa.MaxPaymentHold)
	}
	return nil
}

// paymentProvider is Stripe when its secrets are set, else nil: no
// online payments.
func (c *Config) paymentProvider() dayspa.PaymentProvider {
	if c.StripeSecretKey == "" {
		return nil
	}
	return payment.NewStripe(payment.StripeConfig{SecretKey: c.StripeSecretKey, WebhookSecret: c.StripeWebhookSecret, APIURL: c.StripeAPIURL})
}
