package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"time"

	"github.com/alexedwards/scs/v2"

	"github.com/dayspa/dayspa"
)

// Session defaults: an admin session ends after 2 hours without a request,
// and 12 hours after login whatever happens (docs/product.md, "Admin
// access and sessions").
const (
	DefaultSessionIdleTimeout = 2 * time.Hour
	DefaultSessionLifetime    = 12 * time.Hour
	sessionCookieName         = "dayspa_session"

	// sessionSaveTimeout bounds the saving of a session after its request.
	sessionSaveTimeout = 5 * time.Second

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
	// sessUser is the signed-in staff account's id; sessVersion its
	// SessionVersion at sign-in: a password change or a disable counts it
	// up in the database, which ends the session on every instance.
	sessUser    = "user_id"
	sessVersion = "session_version"
	// sessCodeSetup marks a session that signed in with the password but
	// owes the set-up of a required sign-in code: it may only reach what
	// dayspa.CodeSetupMay allows until the code is confirmed.
	sessCodeSetup = "code_setup"
	// sessTouchedAt is when the session's last use was last written to
	// its record in the list of the person's sessions.
	sessTouchedAt = "touched_at"
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
	// list keeps each person's sessions for her profile (staff_sessions).
	list dayspa.StaffSessionStore
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
	// scs's LoadAndSave and its ErrorFunc are not used: loadAndSave is.
	now := cfg.Now
	if now == nil {
		now = time.Now
	}
	return &sessions{SessionManager: m, now: now, idle: cfg.SessionIdleTimeout, lifetime: cfg.SessionLifetime, secure: secure}
}

// loadAndSave loads the request's session for next, and saves it just
// before the answer's header goes out, while its Set-Cookie can still be
// sent. It stands in for scs's LoadAndSave, whose error path wrote a 500
// in front of the handler's own answer: two JSON bodies in one response.
//
// Here every request gets one answer. The session is saved with a context
// that the client's leaving does not cancel (the request happened, and its
// activity counts), bounded by sessionSaveTimeout. When saving fails, the
// failure is logged and the handler's answer goes out as it was written,
// with one exception: a success that gave the request a new session token
// (a login) would be a lie, since the session it hands out was not
// stored. That answer becomes a 500 without cookies, and the handler's
// body is dropped. (An admin request that only moved its session's
// last-activity time keeps its answer: what it did, it did.)
func (s *sessions) loadAndSave(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Cookie")
		var token string
		if c, err := r.Cookie(s.Cookie.Name); err == nil {
			token = c.Value
		}
		ctx, err := s.Load(r.Context(), token)
		if err != nil {
			writeError(w, r, fmt.Errorf("load session: %w", err))
			return
		}
		r = r.WithContext(ctx)
		sw := &sessionWriter{ResponseWriter: w, sessions: s, r: r, loaded: s.Token(ctx)}
		next.ServeHTTP(sw, r)
		if !sw.wroteHeader {
			sw.WriteHeader(http.StatusOK) // what net/http would send, after the session is saved
		}
	})
}

// save stores the request's session if it changed and sets its cookie on
// w, or expires the cookie of a destroyed session.
// loaded is the token the request came with: a session saved under it
// is only updated if still stored, so that a session ended while the
// request ran (DELETE /api/admin/sessions/{id}) stays ended.
func (s *sessions) save(w http.ResponseWriter, r *http.Request, loaded string) error {
	ctx := r.Context()
	switch s.Status(ctx) {
	case scs.Modified:
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), sessionSaveTimeout)
		defer cancel()
		if loaded != "" && s.Token(ctx) == loaded {
			sctx = dayspa.WithExistingSessionOnly(sctx)
		}
		token, expiry, err := s.Commit(sctx)
		if err != nil {
			return fmt.Errorf("save session: %w", err)
		}
		s.WriteSessionCookie(ctx, w, token, expiry)
	case scs.Destroyed:
		s.WriteSessionCookie(ctx, w, "", time.Time{})
	}
	return nil
}

// sessionWriter saves the session once, before the first header is
// written, and lets one status through (see loadAndSave).
type sessionWriter struct {
	http.ResponseWriter
	sessions    *sessions
	r           *http.Request
	loaded      string // the token the request came with, "" for a new session
	wroteHeader bool
	discard     bool // the handler's answer was replaced by a 500
}

func (w *sessionWriter) WriteHeader(status int) {
	if status < 200 { // an informational answer (103) comes before the real one
		w.ResponseWriter.WriteHeader(status)
		return
	}
	if w.wroteHeader {
		return
	}
	w.wroteHeader = true
	newToken := w.sessions.Token(w.r.Context()) != w.loaded
	if err := w.sessions.save(w.ResponseWriter, w.r, w.loaded); err != nil {
		if status < 400 && newToken {
			w.discard = true
			w.Header().Del("Set-Cookie") // the signed-in hint of a login that did not happen
			writeError(w.ResponseWriter, w.r, err)
			return
		}
		loggerFrom(w.r.Context()).Error("internal error", "method", w.r.Method, "path", w.r.URL.Path, "err", err,
			"answered", status)
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *sessionWriter) Write(b []byte) (int, error) {
	if !w.wroteHeader {
		w.WriteHeader(http.StatusOK)
	}
	if w.discard {
		return len(b), nil
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (w *sessionWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// logIn makes the request's session u's under a new token, so a token
// planted before login is worth nothing after it, and records it in the
// list of u's sessions with the browser's User-Agent and address.
func (s *sessions) logIn(ctx context.Context, u dayspa.StaffUser, userAgent, address string) error {
	if err := s.forget(ctx); err != nil {
		return err
	}
	if err := s.RenewToken(ctx); err != nil {
		return err
	}
	now := s.now()
	s.Put(ctx, sessAdmin, true)
	s.Put(ctx, sessUser, u.ID)
	s.Put(ctx, sessVersion, u.SessionVersion)
	s.Put(ctx, sessLoginAt, now.UnixNano())
	s.Put(ctx, sessSeenAt, now.UnixNano())
	s.Put(ctx, sessTouchedAt, now.UnixNano())
	return s.list.AddStaffSession(ctx, dayspa.NewStaffSession{
		UserID: u.ID, SessionVersion: u.SessionVersion, TokenHash: tokenHash(s.Token(ctx)),
		UserAgent: userAgent, Address: address, At: now,
	})
}

// renew gives the signed-in session a new token, and its record with it.
func (s *sessions) renew(ctx context.Context) error {
	old := s.Token(ctx)
	if err := s.RenewToken(ctx); err != nil {
		return err
	}
	if old == "" {
		return nil
	}
	return s.list.RenewStaffSession(ctx, tokenHash(old), tokenHash(s.Token(ctx)))
}

// end destroys the request's session and its record.
func (s *sessions) end(ctx context.Context) error {
	if err := s.forget(ctx); err != nil {
		return err
	}
	return s.Destroy(ctx)
}

// forget removes the record of the request's session, if it has a token.
func (s *sessions) forget(ctx context.Context) error {
	if t := s.Token(ctx); t != "" {
		return s.list.ForgetStaffSession(ctx, tokenHash(t))
	}
	return nil
}

// currentHash is the SHA-256 of the request's session token, as the
// session store and the list of sessions keep it; "" for none.
func (s *sessions) currentHash(ctx context.Context) string {
	if t := s.Token(ctx); t != "" {
		return tokenHash(t)
	}
	return ""
}

// tokenHash is what scs stores for a token when HashTokenInStore is on:
// the unpadded base64url of its SHA-256.
func tokenHash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

// touch writes the session's last use to its record, at most once every
// dayspa.SessionTouchEvery; a failure is logged, not the request's.
func (s *sessions) touch(ctx context.Context, now time.Time) {
	if now.Sub(time.Unix(0, s.GetInt64(ctx, sessTouchedAt))) < dayspa.SessionTouchEvery {
		return
	}
	if err := s.list.TouchStaffSession(ctx, tokenHash(s.Token(ctx)), now); err != nil {
		loggerFrom(ctx).Error("session last use not written", "err", err)
		return
	}
	s.Put(ctx, sessTouchedAt, now.UnixNano())
}

// signedIn returns the staff account of the request's live session and,
// if there is one, counts this request as activity. A session past its
// idle time or lifetime is destroyed, and so is one whose account is gone,
// disabled, or changed its password since (its SessionVersion moved on),
// and one made before staff accounts existed (no account id).
func (s *sessions) signedIn(ctx context.Context, staff dayspa.StaffStore) (dayspa.StaffUser, bool, error) {
	if !s.GetBool(ctx, sessAdmin) {
		return dayspa.StaffUser{}, false, nil
	}
	now := s.now()
	loginAt := time.Unix(0, s.GetInt64(ctx, sessLoginAt))
	seenAt := time.Unix(0, s.GetInt64(ctx, sessSeenAt))
	if now.Sub(seenAt) >= s.idle || now.Sub(loginAt) >= s.lifetime {
		return dayspa.StaffUser{}, false, s.end(ctx)
	}
	id := s.GetInt64(ctx, sessUser)
	if id == 0 {
		return dayspa.StaffUser{}, false, s.end(ctx)
	}
	u, err := staff.StaffUser(ctx, id)
	if dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		return dayspa.StaffUser{}, false, s.end(ctx)
	} else if err != nil {
		return dayspa.StaffUser{}, false, err
	}
	if !u.Active || u.SessionVersion != s.GetInt64(ctx, sessVersion) {
		return dayspa.StaffUser{}, false, s.end(ctx)
	}
	s.Put(ctx, sessSeenAt, now.UnixNano())
	s.touch(ctx, now)
	return u, true, nil
}

// codeSetupPending reports whether the request's session still owes the
// set-up of its sign-in code.
func (s *sessions) codeSetupPending(ctx context.Context) bool {
	return s.GetBool(ctx, sessCodeSetup)
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
