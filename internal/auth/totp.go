package auth

import (
	"errors"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/hotp"
	"github.com/pquerna/otp/totp"
)

// One-time codes are RFC 6238's time-based ones with the parameters every
// authenticator app assumes when it reads an otpauth:// URL: HMAC-SHA-1,
// 30-second steps, 6 digits.
const (
	CodeDigits = 6
	CodePeriod = 30 * time.Second
	// codeSkew is how many steps either side of now a code may belong to:
	// a phone's clock a little off, or a code typed as its step ends.
	codeSkew = 1
	// codeSecretBytes is the secret's size: 160 bits, the length of the
	// SHA-1 output, as RFC 4226 recommends.
	codeSecretBytes = 20
)

// CodeKey is a new secret for one-time codes, for an authenticator app.
type CodeKey struct {
	// URL is the otpauth:// URL to show as a QR code.
	URL string
	// Secret is the base32 secret (no padding): the one to store, and to
	// type into an app that cannot scan the URL.
	Secret string
}

// NewCodeKey makes a random secret for the account email, shown in the
// authenticator app under issuer (the spa's name).
func NewCodeKey(issuer, email string) (CodeKey, error) {
	// A colon separates the issuer from the account in the URL's label.
	issuer = strings.TrimSpace(strings.ReplaceAll(issuer, ":", " "))
	email = strings.TrimSpace(email)
	if issuer == "" {
		return CodeKey{}, errors.New("one-time codes: the issuer is empty")
	}
	if email == "" || strings.Contains(email, ":") {
		return CodeKey{}, errors.New("one-time codes: the account is not an e-mail address")
	}
	k, err := totp.Generate(totp.GenerateOpts{
		Issuer:      issuer,
		AccountName: email,
		Period:      uint(CodePeriod / time.Second),
		SecretSize:  codeSecretBytes,
		Digits:      otp.DigitsSix,
		Algorithm:   otp.AlgorithmSHA1,
	})
	if err != nil {
		return CodeKey{}, err
	}
	return CodeKey{URL: k.URL(), Secret: k.Secret()}, nil
}

// CodeStep is the number of the 30-second step that t falls in, counted
// from the Unix epoch: the "T" of RFC 6238.
func CodeStep(t time.Time) int64 {
	return t.Unix() / int64(CodePeriod/time.Second)
}

// CheckCode reports whether code is the account's one-time code at now,
// give or take one step, and returns the step it belongs to.
//
// lastStep is the step of the last code the account used (0 for none):
// that code and every older one are refused, so a code seen over someone's
// shoulder cannot be used again in its window. On success the caller
// stores the returned step as the new lastStep, in the same write as the
// sign-in; on failure step is lastStep unchanged.
//
// Spaces in code are ignored (apps show "123 456"). A secret that is not
// base32 matches nothing.
func CheckCode(secret, code string, lastStep int64, now time.Time) (step int64, ok bool) {
	code = strings.ReplaceAll(code, " ", "")
	if len(code) != CodeDigits || strings.Trim(code, "0123456789") != "" {
		return lastStep, false
	}
	opts := hotp.ValidateOpts{Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}
	cur := CodeStep(now)
	matched := int64(-1)
	// Every step of the window is computed, newest last, so that the time
	// taken does not say which step matched.
	for s := cur - codeSkew; s <= cur+codeSkew; s++ {
		if s < 0 {
			continue
		}
		good, err := hotp.ValidateCustom(code, uint64(s), secret, opts)
		if err != nil {
			return lastStep, false
		}
		if good && s > lastStep {
			matched = s
		}
	}
	if matched < 0 {
		return lastStep, false
	}
	return matched, true
}
