package dayspa

import (
	"context"
	"time"
)

// Subscriber is an address that asked for the wellness newsletter: stored
// once, normalised like a customer's e-mail (docs/product.md, "Contact
// messages and newsletter").
type Subscriber struct {
	ID        int64     `json:"id"`
	Email     string    `json:"email"`
	CreatedAt time.Time `json:"createdAt"`
}

// ValidateSubscriberEmail trims and lower-cases a newsletter address (the
// one place it is normalised) and checks it.
func ValidateSubscriberEmail(email string) (string, error) {
	email = NormalizeEmail(email)
	f := FieldErrors{}
	checkEmail(f, "email", email)
	return email, f.Err()
}

// ValidateSubscription checks a newsletter request: the address
// (ValidateSubscriberEmail) and the marketing box, which the newsletter
// needs ticked (docs/product.md, "Consent"). It returns the address and the
// consent to store with it.
func ValidateSubscription(email string, box MarketingBox) (string, *MarketingConsent, error) {
	email, err := ValidateSubscriberEmail(email)
	f := FieldErrors{}
	f.Merge(err)
	consent := box.Check(f, true, email, MarketingFromNewsletter)
	return email, consent, f.Err()
}

// NewsletterStore keeps the newsletter's subscribers.
type NewsletterStore interface {
	// Subscribe stores an address ValidateSubscriberEmail returned, once:
	// a repeated address is not an error and adds no row. It reports
	// whether the address was new.
	Subscribe(ctx context.Context, email string) (created bool, err error)
	// ListSubscribers returns every subscriber, newest first.
	ListSubscribers(ctx context.Context) ([]Subscriber, error)
}
