package dayspa

import (
	"context"
	"time"
)

// The one-time link to a person's data (docs/product.md, "Privacy"): a
// guest who has no manage link asks for one with their e-mail address. The
// answer is the same whether or not the spa knows the address, so that
// nobody learns from it who is a guest; only when the spa holds something
// about the address is a link e-mailed to it. The link opens the person's
// data (PersonData) and lets them erase it (ForgetPerson) once.

// PrivacyLinkValidity is how long a link works after it was asked for: a
// day, long enough to find the e-mail, short enough that an old inbox
// opens nothing.
const PrivacyLinkValidity = 24 * time.Hour

// PrivacyRequest is a request for the link, validated.
type PrivacyRequest struct {
	Email    string
	Language Language
}

// ValidatePrivacyRequest checks the form's address and language.
func ValidatePrivacyRequest(email, language string) (PrivacyRequest, error) {
	req := PrivacyRequest{Email: NormalizeEmail(email)}
	f := FieldErrors{}
	checkEmail(f, "email", req.Email)
	lang, ok := ParseLanguage(language)
	if !ok {
		f.Add("language", MsgLanguage)
	}
	req.Language = lang
	return req, f.Err()
}

// PrivacyPath is the page of a privacy link's token in language l:
// /your-data/{token}, or under /ar for Arabic.
func (l Language) PrivacyPath(token string) string { return l.Path("/your-data/" + token) }

// PrivacyLinkActor is who the audit log names for what a guest does
// through their privacy link, unnamed like GuestActor.
var PrivacyLinkActor = Actor{Name: "Guest (privacy link)"}

// MsgPrivacyLink answers a privacy link that is not one, was used or has
// expired.
var MsgPrivacyLink = NewMsg("privacy.link_invalid", "This link is not valid or has expired. Please ask for a new link on the privacy page.")

// PrivacyLinkStore keeps the one-time links: only the SHA-256 of a token
// (HashManageToken), never the token itself once its e-mail is sent.
type PrivacyLinkStore interface {
	// RequestPrivacyLink stores the link of token for req.Email, valid
	// until now+PrivacyLinkValidity and replacing any earlier link of the
	// address, and queues its e-mail in req.Language, in one transaction;
	// but only when the spa holds something about the address. It reports
	// whether it did.
	RequestPrivacyLink(ctx context.Context, req PrivacyRequest, token string, now time.Time) (bool, error)
	// PrivacyLinkEmail returns the address of the live link whose token
	// hashes to tokenHash: ENOTFOUND (MsgPrivacyLink) when there is none
	// or it expired before now.
	PrivacyLinkEmail(ctx context.Context, tokenHash string, now time.Time) (string, error)
	// EndPrivacyLinks removes every link of email and their e-mails, sent
	// or not (after the person was forgotten).
	EndPrivacyLinks(ctx context.Context, email string) error
}
