package dayspa

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"strings"
	"time"
)

// Consent (docs/product.md, "Consent"): a visitor's choice about the
// site's trackers, and a guest's permission to be sent offers and news by
// e-mail. Each is kept with the version of the words the person was shown,
// the time and the page's language, so the spa can show what was agreed to.

// TrackingChoice is a visitor's answer to the consent notice: analytics
// and advertising apart. Only advertising turns the ad tracker on.
type TrackingChoice struct {
	// VisitorID is a random id the site gave the browser (NewVisitorID),
	// never derived from the visitor's address or device.
	VisitorID   string    `json:"-"`
	Analytics   bool      `json:"analytics"`
	Advertising bool      `json:"advertising"`
	Version     string    `json:"version"`
	Language    Language  `json:"language"`
	CreatedAt   time.Time `json:"createdAt"`
}

// ConsentRequest is the body of a visitor's choice as it comes in. The
// booleans are pointers so a missing one is told from false.
type ConsentRequest struct {
	Analytics   *bool  `json:"analytics"`
	Advertising *bool  `json:"advertising"`
	Version     string `json:"version"`
	Language    string `json:"language"`
}

// The messages of consent's rules.
var (
	MsgConsentChoice   = NewMsg("consent.choice_required", "Say yes or no (true or false).")
	MsgConsentVersion  = NewMsg("consent.version", "Give the version of the words shown: 1 to 32 letters, digits, dots or dashes.")
	MsgMarketingNeeded = NewMsg("marketing.required", "Please tick the box to agree to receive our offers and news by e-mail.")
)

// maxConsentVersionLen bounds the version of a consent's words.
const maxConsentVersionLen = 32

// ValidConsentVersion reports whether v names a version of the words a
// person agreed to: 1 to 32 ASCII letters, digits, dots, dashes or
// underscores ("2026-11-29", "v2").
func ValidConsentVersion(v string) bool {
	if v == "" || len(v) > maxConsentVersionLen {
		return false
	}
	for _, r := range v {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '-', r == '_':
		default:
			return false
		}
	}
	return true
}

// Validate checks a visitor's choice: both answers given, a version and
// one of the site's languages. It returns the choice for visitorID.
func (r ConsentRequest) Validate(visitorID string) (TrackingChoice, error) {
	f := FieldErrors{}
	c := TrackingChoice{VisitorID: visitorID, Version: strings.TrimSpace(r.Version)}
	if r.Analytics == nil {
		f.Add("analytics", MsgConsentChoice)
	} else {
		c.Analytics = *r.Analytics
	}
	if r.Advertising == nil {
		f.Add("advertising", MsgConsentChoice)
	} else {
		c.Advertising = *r.Advertising
	}
	if !ValidConsentVersion(c.Version) {
		f.Add("version", MsgConsentVersion)
	}
	if r.Language == "" {
		f.Add("language", MsgLanguage)
	} else if lang, ok := ParseLanguage(r.Language); ok {
		c.Language = lang
	} else {
		f.Add("language", MsgLanguage)
	}
	return c, f.Err()
}

// visitorIDLen is the length of a visitor id: 16 random bytes in hex.
const visitorIDLen = 32

// NewVisitorID returns a fresh random visitor id.
func NewVisitorID() string {
	b := make([]byte, visitorIDLen/2)
	_, _ = rand.Read(b) // crypto/rand.Read never fails on supported systems
	return hex.EncodeToString(b)
}

// ValidVisitorID reports whether id has the form NewVisitorID gives: an id
// a browser sends back is only trusted in that form.
func ValidVisitorID(id string) bool {
	if len(id) != visitorIDLen {
		return false
	}
	for _, r := range id {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
			return false
		}
	}
	return true
}

// The forms that carry the box for marketing e-mails.
const (
	MarketingFromBooking    = "booking"
	MarketingFromContact    = "contact"
	MarketingFromNewsletter = "newsletter"
)

// MarketingConsent is a guest's permission to be sent offers and news by
// e-mail, given by ticking the box of a form (Source). The box is never
// ticked for them; a form sent without it ticked stores none.
type MarketingConsent struct {
	ID        int64     `json:"id"`
	Email     string    `json:"email"`
	Source    string    `json:"source"`
	Version   string    `json:"version"`
	Language  Language  `json:"language"`
	CreatedAt time.Time `json:"createdAt"`
}

// MarketingBox is what a form sends about its marketing box: whether it
// was ticked, the version of the box's words, and the page's language
// (ParseLanguage; empty is English).
type MarketingBox struct {
	Ticked   bool
	Version  string
	Language string
}

// The fields of a form's marketing box, as the API names them.
const (
	FieldMarketing        = "marketing"
	FieldMarketingVersion = "marketingVersion"
)

// Check validates a form's box for email (normalised) into f: a ticked
// box needs the version of its words and one of the site's languages;
// required says the form needs it ticked (the newsletter). It returns the
// consent to store, or nil for a box left unticked or refused.
func (b MarketingBox) Check(f FieldErrors, required bool, email, source string) *MarketingConsent {
	if !b.Ticked {
		if required {
			f.Add(FieldMarketing, MsgMarketingNeeded)
		}
		return nil
	}
	version := strings.TrimSpace(b.Version)
	lang, langOK := ParseLanguage(b.Language)
	if !langOK {
		f.Add("language", MsgLanguage)
	}
	if !ValidConsentVersion(version) {
		f.Add(FieldMarketingVersion, MsgConsentVersion)
		return nil
	}
	if !langOK {
		return nil
	}
	return &MarketingConsent{Email: email, Source: source, Version: version, Language: lang}
}

// ConsentStore keeps the visitors' choices and the guests' marketing
// consents. Both are only ever added to: a changed mind is a new row, so
// the history of what was agreed stays.
type ConsentStore interface {
	// RecordTrackingChoice stores a validated choice and sets its CreatedAt.
	RecordTrackingChoice(ctx context.Context, c *TrackingChoice) error
	// TrackingChoices returns a visitor's choices, oldest first.
	TrackingChoices(ctx context.Context, visitorID string) ([]TrackingChoice, error)
	// RecordMarketingConsent stores a consent Check returned and sets its
	// ID and CreatedAt.
	RecordMarketingConsent(ctx context.Context, c *MarketingConsent) error
	// MarketingConsents returns the consents given for an e-mail address
	// (normalised), oldest first.
	MarketingConsents(ctx context.Context, email string) ([]MarketingConsent, error)
}
