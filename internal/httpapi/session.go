package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/alexedwards/scs/v2"
)

// Session defaults (DESIGN §5): an admin session ends after 2 hours without
// a request, and 12 hours after login whatever happens.
const (
	DefaultSessionIdleTimeout = 2 * time.Hour
	DefaultSessionLifetime    = 12 * time.Hour
	sessionCookieName         = "dayspa_session"

	// signedInCookieName is a hint the app's script can read, holding no
	// secret: "someone signed in on this browser". Without it the app knows
	// at once that nobody is signed in and paints the page instead of a
	// spinner while it asks GET /api/auth/user (which would answer 401 and
	// leave an error in the console of every visitor). The session cookie
	// alone decides what the server allows.
	signedInCookieName = "dayspa_signed_in"
)

// Session keys. Times are Unix nanoseconds of the server's clock.
const (
	sessAdmin   = "admin"
	sessLoginAt = "login_at"
	sessSeenAt  = "seen_at"
)

// sessions are the admin sessions: alexedwards/scs over the database's
// session store (Config.Sessions), so that every instance shares them.
//
// Expiry is enforced twice with the same limits. scs gives each stored
// session the expiry min(last request + idle, login + lifetime) on the wall
// clock, the store forgets it then, and the cookie expires with it. The
// session also carries its login and last-request times on the server's
// clock (Config.Now), checked on every admin request: that is what tests
// move forward to see a session expire.
type sessions struct {
	*scs.SessionManager
	now            func() time.Time
	idle, lifetime time.Duration
	secure         bool
}

func newSessions(cfg Config, secure bool) *sessions {
	m := scs.New()
	m.Store = cfg.Sessions
	m.IdleTimeout = cfg.SessionIdleTimeout
	m.Lifetime = cfg.SessionLifetime
	// The store keeps a SHA-256 of each token: a copy of the database
	// holds no usable session.
	m.HashTokenInStore = true
	m.Cookie.Name = sessionCookieName
	m.Cookie.Path = "/api" // the pages and files never need it
	m.Cookie.HttpOnly = true
	m.Cookie.SameSite = http.SameSiteLaxMode
	m.Cookie.Secure = secure
	m.Cookie.Persist = true // a tablet's browser restart keeps a live session
	m.ErrorFunc = func(w http.ResponseWriter, r *http.Request, err error) { writeError(w, r, err) }
	now := cfg.Now
	if now == nil {
		now = time.Now
	}
	return &sessions{SessionManager: m, now: now, idle: cfg.SessionIdleTimeout, lifetime: cfg.SessionLifetime, secure: secure}
}

// logIn makes the request's session an admin one under a new token, so a
// token planted before login is worth nothing after it.
func (s *sessions) logIn(ctx context.Context) error {
	if err := s.RenewToken(ctx); err != nil {
		return err
	}
	now := s.now().UnixNano()
	s.Put(ctx, sessAdmin, true)
	s.Put(ctx, sessLoginAt, now)
	s.Put(ctx, sessSeenAt, now)
	return nil
}

// isAdmin reports whether the request carries a live admin session and,
// if it does, counts this request as activity. A session past its idle
// time or lifetime is destroyed.
func (s *sessions) isAdmin(ctx context.Context) (bool, error) {
	if !s.GetBool(ctx, sessAdmin) {
		return false, nil
	}
	now := s.now()
	loginAt := time.Unix(0, s.GetInt64(ctx, sessLoginAt))
	seenAt := time.Unix(0, s.GetInt64(ctx, sessSeenAt))
	if now.Sub(seenAt) >= s.idle || now.Sub(loginAt) >= s.lifetime {
		return false, s.Destroy(ctx)
	}
	s.Put(ctx, sessSeenAt, now.UnixNano())
	return true, nil
}

// markSignedIn sets the signed-in hint for as long as the session can live.
func (s *sessions) markSignedIn(w http.ResponseWriter) {
	s.setHint(w, "1", int(s.lifetime.Seconds()))
}

// clearSignedIn removes the signed-in hint: at logout, and whenever the
// app asks for a user that is no longer signed in.
func (s *sessions) clearSignedIn(w http.ResponseWriter, r *http.Request) {
	if _, err := r.Cookie(signedInCookieName); err == nil {
		s.setHint(w, "", -1)
	}
}

func (s *sessions) setHint(w http.ResponseWriter, value string, maxAge int) {
	http.SetCookie(w, &http.Cookie{
		Name: signedInCookieName, Value: value, Path: "/", MaxAge: maxAge,
		SameSite: http.SameSiteLaxMode, Secure: s.secure,
	})
}
