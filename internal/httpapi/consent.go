package httpapi

import (
	"log/slog"
	"net/http"

	"github.com/dayspa/dayspa"
)

// A visitor's answer to the consent notice (docs/product.md, "Consent").

// visitorCookieName is the first-party cookie holding the random id a
// visitor's choices are kept under. It is set only when a visitor answers
// the notice, is never read by the page's scripts (HttpOnly) and is never
// sent to another site (SameSite=Lax, the site's own host).
const visitorCookieName = "dayspa_visitor"

// visitorCookieMaxAge keeps the id as long as the choice is remembered in
// the browser: a year, after which the notice asks again.
const visitorCookieMaxAge = 365 * 24 * 60 * 60

// recordConsent stores a visitor's choice under their visitor id (made
// here on the first answer) and answers 204. No address is kept: the id
// is random and the rate limiter's key lives only in memory.
func (s *Server) recordConsent(w http.ResponseWriter, r *http.Request) error {
	var req dayspa.ConsentRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	visitor := ""
	if c, err := r.Cookie(visitorCookieName); err == nil && dayspa.ValidVisitorID(c.Value) {
		visitor = c.Value
	}
	if visitor == "" {
		visitor = dayspa.NewVisitorID()
	}
	choice, err := req.Validate(visitor)
	if err != nil {
		return err
	}
	if err := s.store.RecordTrackingChoice(r.Context(), &choice); err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{
		Name: visitorCookieName, Value: visitor, Path: "/", MaxAge: visitorCookieMaxAge,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.sessions.secure,
	})
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// recordMarketingConsent stores the consent of a form's ticked box (nil:
// not ticked) after the form's own write. The form has succeeded by then:
// a failure here is logged, not answered, and leaves the address without
// a consent on record, so no offer is sent to it.
func (s *Server) recordMarketingConsent(r *http.Request, consent *dayspa.MarketingConsent) {
	if consent == nil {
		return
	}
	if err := s.store.RecordMarketingConsent(r.Context(), consent); err != nil {
		s.logger.LogAttrs(r.Context(), slog.LevelError, "marketing consent not recorded",
			slog.String("source", consent.Source), slog.String("error", err.Error()))
	}
}
