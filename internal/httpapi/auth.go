package httpapi

import (
	"math"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/auth"
)

// Failed logins allowed per client before it must wait: five wrong
// passwords in 15 minutes (docs/product.md, "Admin access and sessions").
const (
	loginFailures      = 5
	loginFailureWindow = 15 * time.Minute
	maxThrottled       = 10_000
)

// The answers of the login endpoints, as the dashboard shows them.
const (
	msgLoginOK   = "Login successful"
	msgLoggedOut = "Logged out"
)

// adminLoginPath is where the browser goes to log in, and after logging out.
const adminLoginPath = "/admin/login"

func newLoginThrottle(now func() time.Time) *auth.Throttle[netip.Prefix] {
	return auth.NewThrottle[netip.Prefix](loginFailures, loginFailureWindow, maxThrottled, now)
}

// errUnauthorized is the answer to an admin request without an admin
// session: 401 {"message":"Unauthorized"}.
var errUnauthorized = dayspa.Errorf(dayspa.EUNAUTHORIZED, msgUnauthorized)

// requireAdmin lets only requests with a live admin session through to h;
// the others get 401 {"message":"Unauthorized"}. The route table puts it
// in front of every admin route (see New).
func (s *Server) requireAdmin(h apiHandler) apiHandler {
	return func(w http.ResponseWriter, r *http.Request) error {
		ok, err := s.sessions.isAdmin(r.Context())
		if err != nil {
			return err
		}
		if !ok {
			return errUnauthorized
		}
		return h(w, r)
	}
}

// loginRequest is the body of POST /api/admin/login.
type loginRequest struct {
	Password string `json:"password"`
}

// login checks the admin password and, when it is right, makes the
// session an admin one under a new token. A client with loginFailures
// failed tries in loginFailureWindow gets 429 with Retry-After, before
// its password is even looked at.
func (s *Server) login(w http.ResponseWriter, r *http.Request) error {
	client := clientKey(ClientIP(r))
	if wait := s.loginThrottle.Wait(client); wait > 0 {
		s.tooManyLogins(w, wait)
		return nil
	}
	var req loginRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	if strings.TrimSpace(req.Password) == "" {
		return dayspa.FieldErrors{"password": {Code: msgNoPassword.Code, Text: msgNoPassword.Text}}.ErrMsg(msgPasswordRequired)
	}
	// Counted as a failure until it proves right, so that concurrent
	// tries cannot slip past the limit together.
	if wait := s.loginThrottle.Try(client); wait > 0 {
		s.tooManyLogins(w, wait)
		return nil
	}
	ok, err := auth.Check(r.Context(), s.store, req.Password)
	if err != nil {
		return err
	}
	log := loggerFrom(r.Context())
	if !ok {
		log.Warn("admin login failed", "ip", ClientIP(r).String())
		writeJSON(w, http.StatusUnauthorized, msgBody(msgBadPassword))
		return nil
	}
	s.loginThrottle.Reset(client)
	if err := s.sessions.logIn(r.Context()); err != nil {
		return err
	}
	s.sessions.markSignedIn(w)
	log.Info("admin logged in", "ip", ClientIP(r).String())
	writeJSON(w, http.StatusOK, messageBody{Message: msgLoginOK})
	return nil
}

func (s *Server) tooManyLogins(w http.ResponseWriter, wait time.Duration) {
	secs := max(int(math.Ceil(wait.Seconds())), 1)
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	mins := (secs + 59) / 60
	unit := "minutes"
	if mins == 1 {
		unit = "minute"
	}
	writeJSON(w, http.StatusTooManyRequests, msgBody(msgLoginThrottled, mins, unit))
}

// logout ends the admin session (POST /api/admin/logout).
func (s *Server) logout(w http.ResponseWriter, r *http.Request) error {
	if err := s.sessions.Destroy(r.Context()); err != nil {
		return err
	}
	s.sessions.clearSignedIn(w, r)
	writeJSON(w, http.StatusOK, messageBody{Message: msgLoggedOut})
	return nil
}

// adminStatus is the answer of GET /api/admin/status.
type adminStatus struct {
	IsAdmin bool `json:"isAdmin"`
}

// status answers whether the request carries an admin session; always 200.
func (s *Server) status(w http.ResponseWriter, r *http.Request) error {
	ok, err := s.sessions.isAdmin(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, adminStatus{IsAdmin: ok})
	return nil
}

// user is the answer of GET /api/auth/user: the one user there is, the
// admin, for the navigation bar's user menu.
type user struct {
	ID              string `json:"id"`
	FirstName       string `json:"firstName"`
	IsAuthenticated bool   `json:"isAuthenticated"`
}

// currentUser answers the logged-in user, or 401 {"message":"Unauthorized"}
// when nobody is: the app reads that as "not logged in".
func (s *Server) currentUser(w http.ResponseWriter, r *http.Request) error {
	ok, err := s.sessions.isAdmin(r.Context())
	if err != nil {
		return err
	}
	if !ok {
		s.sessions.clearSignedIn(w, r)
		return errUnauthorized
	}
	writeJSON(w, http.StatusOK, user{ID: "admin", FirstName: "Admin", IsAuthenticated: true})
	return nil
}

// loginRedirect sends the browser to the login page (GET /api/login).
func (s *Server) loginRedirect(w http.ResponseWriter, r *http.Request) error {
	http.Redirect(w, r, adminLoginPath, http.StatusFound)
	return nil
}

// logoutRedirect ends the session and sends the browser to the login page
// (GET /api/logout, the navigation bar's Logout link). A navigation that
// another site started does not end it: a link elsewhere must not log the
// manager out.
func (s *Server) logoutRedirect(w http.ResponseWriter, r *http.Request) error {
	if r.Header.Get("Sec-Fetch-Site") != "cross-site" && s.sessions.Token(r.Context()) != "" {
		if s.actorOf(r) != (dayspa.Actor{}) {
			if err := s.recordAudit(r, "sessions", dayspa.AuditSignOut); err != nil {
				return err
			}
		}
		if err := s.sessions.Destroy(r.Context()); err != nil {
			return err
		}
		s.sessions.clearSignedIn(w, r)
	}
	http.Redirect(w, r, adminLoginPath, http.StatusFound)
	return nil
}
