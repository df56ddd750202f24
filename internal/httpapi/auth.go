package httpapi

import (
	"context"
	"math"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/auth"
)

// maxThrottled is how many accounts and how many client addresses the
// login throttle remembers at most.
const maxThrottled = 10_000

// The answers of the login endpoints, as the dashboard shows them.
const (
	msgLoginOK   = "Login successful"
	msgLoggedOut = "Logged out"
)

// adminLoginPath is where the browser goes to log in, and after logging out.
const adminLoginPath = "/admin/login"

// newLoginThrottle slows failed logins per account (the e-mail tried) and
// per client address, each on its own: a guest on the hotel's Wi-Fi who
// guesses at the manager's account slows that account and that address,
// never the manager signing in to another account from elsewhere, and
// never for longer than a minute (auth.AccountBackoff, auth.AddressBackoff).
func newLoginThrottle(now func() time.Time) *auth.LoginThrottle[netip.Prefix] {
	return auth.NewLoginThrottle[netip.Prefix](auth.AccountBackoff, auth.AddressBackoff, maxThrottled, now)
}

// errUnauthorized is the answer to an admin request without an admin
// session: 401 {"message":"Unauthorized"}.
var errUnauthorized = dayspa.Errorf(dayspa.EUNAUTHORIZED, msgUnauthorized)

// errForbidden is the answer to a signed-in person whose role may not use
// the route: 403 {"message":"Your role does not allow this."}.
var errForbidden = dayspa.Errorf(dayspa.EFORBIDDEN, dayspa.MsgStaffForbidden)

// errCodeSetupFirst is the answer to a session that still owes the
// set-up of a required sign-in code, on any route but that set-up's.
var errCodeSetupFirst = dayspa.Errorf(dayspa.EFORBIDDEN, dayspa.MsgCodeSetupFirst)

type staffKey struct{}

// staffOf is the signed-in person of a request that passed requireStaff.
func staffOf(r *http.Request) (dayspa.StaffUser, bool) {
	u, ok := r.Context().Value(staffKey{}).(dayspa.StaffUser)
	return u, ok
}

// requireStaff lets through to h only requests with a live session of an
// active account (401 {"message":"Unauthorized"} for the others) whose
// role may p (403 for the others), and of a session that still owes its
// sign-in code's set-up only those to the routes dayspa.CodeSetupMay
// allows (403 code.setup_first). The route table puts it in front of
// every admin route with that route's method, pattern and permission (see
// guard).
func (s *Server) requireStaff(method, pattern string, p dayspa.Permission, h apiHandler) apiHandler {
	return func(w http.ResponseWriter, r *http.Request) error {
		u, ok, err := s.sessions.signedIn(r.Context(), s.store)
		if err != nil {
			return err
		}
		if !ok {
			return errUnauthorized
		}
		if !u.Role.Can(p) {
			return errForbidden
		}
		if s.sessions.codeSetupPending(r.Context()) && !dayspa.CodeSetupMay(method, pattern) {
			return errCodeSetupFirst
		}
		return h(w, r.WithContext(context.WithValue(r.Context(), staffKey{}, u)))
	}
}

// loginRequest is the body of POST /api/admin/login.
type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	// Code is the one-time code (or a recovery code) of a person who has
	// a sign-in code on.
	Code string `json:"code"`
}

// login checks the e-mail and password of a staff account and, when they
// are right and the account is active, makes the session that person's
// under a new token. A try on an account or from an address that failed
// too often lately gets 429 with Retry-After, before its password is even
// looked at (newLoginThrottle).
func (s *Server) login(w http.ResponseWriter, r *http.Request) error {
	client := clientKey(ClientIP(r))
	var req loginRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	if wait := s.loginThrottle.Wait(req.Email, client); wait > 0 {
		s.tooManyLogins(w, wait)
		return nil
	}
	f := dayspa.FieldErrors{}
	if strings.TrimSpace(req.Email) == "" {
		f.Add("email", dayspa.MsgEmailRequired)
	}
	if strings.TrimSpace(req.Password) == "" {
		f["password"] = dayspa.FieldMsg{Code: msgNoPassword.Code, Text: msgNoPassword.Text}
		return f.ErrMsg(msgPasswordRequired)
	}
	if err := f.Err(); err != nil {
		return err
	}
	noteAccountTried(r, req.Email)
	// Counted as a failure until it proves right, so that concurrent
	// tries cannot slip past the limit together.
	if wait := s.loginThrottle.Try(req.Email, client); wait > 0 {
		s.tooManyLogins(w, wait)
		return nil
	}
	u, ok, err := auth.SignIn(r.Context(), s.store, req.Email, req.Password)
	if err != nil {
		return err
	}
	log := loggerFrom(r.Context())
	if !ok {
		log.Warn("staff login failed", "ip", ClientIP(r).String())
		writeJSON(w, http.StatusUnauthorized, msgBody(msgBadPassword))
		return nil
	}
	if u.Code.On {
		if strings.TrimSpace(req.Code) == "" {
			// Half-way: no session, no sign-in in the log, and the try
			// stays counted on the account until the code proves right.
			s.loginThrottle.PasswordRight(client)
			skipDoorAudit(r)
			writeJSON(w, http.StatusOK, needsCodeAnswer{NeedsCode: true})
			return nil
		}
		ok, err := auth.UseSignInCode(r.Context(), s.store, u, req.Code, s.sessions.now())
		if err != nil {
			return err
		}
		if !ok {
			log.Warn("staff login failed: wrong code", "ip", ClientIP(r).String(), "user", u.ID)
			writeJSON(w, http.StatusUnauthorized, msgBody(msgBadCode))
			return nil
		}
	}
	s.loginThrottle.Succeeded(req.Email, client)
	if err := s.sessions.logIn(r.Context(), u, r.UserAgent(), ClientIP(r).String()); err != nil {
		return err
	}
	if !u.Code.On && s.cfg.StaffCodes.Requires(u.Role) {
		// Signed in to set the code up, and to nothing else yet.
		s.sessions.Put(r.Context(), sessCodeSetup, true)
		log.Info("staff logged in to set up a code", "ip", ClientIP(r).String(), "user", u.ID, "role", u.Role)
		writeJSON(w, http.StatusOK, needsSetupAnswer{NeedsSetup: true})
		return nil
	}
	s.sessions.markSignedIn(w)
	log.Info("staff logged in", "ip", ClientIP(r).String(), "user", u.ID, "role", u.Role)
	writeJSON(w, http.StatusOK, loginAnswer{Message: msgLoginOK, User: profileOf(u)})
	return nil
}

// needsCodeAnswer is the answer to a right password of a person with a
// sign-in code on, sent without one: ask for the code.
type needsCodeAnswer struct {
	NeedsCode bool `json:"needsCode"`
}

// needsSetupAnswer is the answer to the sign-in of a person who must have
// a sign-in code and has none yet: the session may set it up, nothing more.
type needsSetupAnswer struct {
	NeedsSetup bool `json:"needsSetup"`
}

// loginAnswer is the answer of a successful login: the SPEC's message and
// the person signed in.
type loginAnswer struct {
	Message string       `json:"message"`
	User    staffProfile `json:"user"`
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
	if err := s.sessions.end(r.Context()); err != nil {
		return err
	}
	s.sessions.clearSignedIn(w, r)
	writeJSON(w, http.StatusOK, messageBody{Message: msgLoggedOut})
	return nil
}

// adminStatus is the answer of GET /api/admin/status: isAdmin is true for
// any signed-in staff member, role is theirs (absent when nobody is).
type adminStatus struct {
	IsAdmin bool        `json:"isAdmin"`
	Role    dayspa.Role `json:"role,omitempty"`
	// NeedsSetup: signed in with the password, the sign-in code still to
	// set up (isAdmin is false until it is).
	NeedsSetup bool `json:"needsSetup,omitempty"`
}

// status answers whether the request carries a staff session, and its
// role; always 200.
func (s *Server) status(w http.ResponseWriter, r *http.Request) error {
	u, ok, err := s.sessions.signedIn(r.Context(), s.store)
	if err != nil {
		return err
	}
	if ok && s.sessions.codeSetupPending(r.Context()) {
		writeJSON(w, http.StatusOK, adminStatus{NeedsSetup: true})
		return nil
	}
	writeJSON(w, http.StatusOK, adminStatus{IsAdmin: ok, Role: u.Role})
	return nil
}

// staffProfile is the answer of GET /api/admin/me: who is signed in and
// what their role allows.
type staffProfile struct {
	ID          int64               `json:"id"`
	Name        string              `json:"name"`
	Email       string              `json:"email"`
	Role        dayspa.Role         `json:"role"`
	Permissions []dayspa.Permission `json:"permissions"`
	// CodeOn: sign-ins need a one-time code after the password.
	CodeOn      bool   `json:"codeOn"`
	TherapistID *int64 `json:"therapistId"`
}

func profileOf(u dayspa.StaffUser) staffProfile {
	return staffProfile{ID: u.ID, Name: u.Name, Email: u.Email, Role: u.Role,
		Permissions: u.Permissions(), CodeOn: u.Code.On, TherapistID: u.TherapistID}
}

// me answers the signed-in person's profile (GET /api/admin/me).
func (s *Server) me(w http.ResponseWriter, r *http.Request) error {
	u, ok := staffOf(r)
	if !ok {
		return errUnauthorized
	}
	writeJSON(w, http.StatusOK, profileOf(u))
	return nil
}

// user is the answer of GET /api/auth/user: the signed-in person, for the
// navigation bar's user menu.
type user struct {
	ID              string `json:"id"`
	FirstName       string `json:"firstName"`
	IsAuthenticated bool   `json:"isAuthenticated"`
}

// currentUser answers the logged-in user, or 401 {"message":"Unauthorized"}
// when nobody is: the app reads that as "not logged in".
func (s *Server) currentUser(w http.ResponseWriter, r *http.Request) error {
	u, ok, err := s.sessions.signedIn(r.Context(), s.store)
	if err != nil {
		return err
	}
	if !ok || s.sessions.codeSetupPending(r.Context()) {
		s.sessions.clearSignedIn(w, r)
		return errUnauthorized
	}
	first, _, _ := strings.Cut(strings.TrimSpace(u.Name), " ")
	writeJSON(w, http.StatusOK, user{ID: strconv.FormatInt(u.ID, 10), FirstName: first, IsAuthenticated: true})
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
		if err := s.sessions.end(r.Context()); err != nil {
			return err
		}
		s.sessions.clearSignedIn(w, r)
	}
	http.Redirect(w, r, adminLoginPath, http.StatusFound)
	return nil
}
