package httpapi

import (
	"net/http"
	"strings"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/auth"
)

// The signed-in person's own one-time sign-in code: start the set-up
// (a new secret for the authenticator app), confirm it with a first code
// (which turns it on and gives the recovery codes, once), or turn it off
// with the password, unless her role must have one.

// codeStartAnswer is the answer of POST /api/admin/me/code: the secret to
// type into an authenticator app, and the otpauth:// URL to scan.
type codeStartAnswer struct {
	Secret     string `json:"secret"`
	OtpauthURL string `json:"otpauthUrl"`
}

// startCode makes a new secret for the signed-in person, not on yet.
func (s *Server) startCode(w http.ResponseWriter, r *http.Request) error {
	u, ok := staffOf(r)
	if !ok {
		return errUnauthorized
	}
	if u.Code.On {
		return dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgCodeAlreadyOn)
	}
	// The app lists the account under the spa's name (its address when
	// the server was given none).
	issuer := s.cfg.Business.Name
	if issuer == "" {
		issuer = s.base.Host
	}
	key, err := auth.NewCodeKey(issuer, u.Email)
	if err != nil {
		return err
	}
	if err := s.store.StartStaffCode(r.Context(), u.ID, key.Secret); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, codeStartAnswer{Secret: key.Secret, OtpauthURL: key.URL})
	return nil
}

// codeConfirmRequest is the body of POST /api/admin/me/code/confirm.
type codeConfirmRequest struct {
	Code string `json:"code"`
}

// codeConfirmAnswer carries the recovery codes, shown this once.
type codeConfirmAnswer struct {
	RecoveryCodes []string `json:"recoveryCodes"`
}

// confirmCode turns on the code started, given its first code: the
// session that signed in to set it up may now reach the dashboard.
func (s *Server) confirmCode(w http.ResponseWriter, r *http.Request) error {
	u, ok := staffOf(r)
	if !ok {
		return errUnauthorized
	}
	var req codeConfirmRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	if strings.TrimSpace(req.Code) == "" {
		return dayspa.FieldError("code", dayspa.MsgCodeMissing)
	}
	switch {
	case u.Code.On:
		return dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgCodeAlreadyOn)
	case u.Code.Secret == "":
		return dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgCodeNotStarted)
	}
	step, ok := auth.CheckCode(u.Code.Secret, req.Code, u.Code.LastStep, s.sessions.now())
	if !ok {
		return dayspa.FieldError("code", dayspa.MsgCodeWrong)
	}
	codes, hashes := auth.NewRecoveryCodes()
	if err := s.store.ConfirmStaffCode(r.Context(), u.ID, u.Code.Secret, step, hashes); err != nil {
		return err
	}
	if s.sessions.codeSetupPending(r.Context()) {
		// Fully signed in now, under a new token.
		if err := s.sessions.renew(r.Context()); err != nil {
			return err
		}
		s.sessions.Remove(r.Context(), sessCodeSetup)
		s.sessions.markSignedIn(w)
	}
	writeJSON(w, http.StatusOK, codeConfirmAnswer{RecoveryCodes: codes})
	return nil
}

// codeOffRequest is the body of DELETE /api/admin/me/code.
type codeOffRequest struct {
	Password string `json:"password"`
}

// turnOffCode turns the signed-in person's code off, given her password;
// refused to a role that must have one. Wrong passwords count in the login
// throttle, so a borrowed session cannot guess the password fast.
func (s *Server) turnOffCode(w http.ResponseWriter, r *http.Request) error {
	u, ok := staffOf(r)
	if !ok {
		return errUnauthorized
	}
	if s.cfg.StaffCodes.Requires(u.Role) {
		return dayspa.Errorf(dayspa.EFORBIDDEN, dayspa.MsgCodeRequiredRole)
	}
	var req codeOffRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	if strings.TrimSpace(req.Password) == "" {
		return dayspa.FieldError("password", msgNoPassword)
	}
	client := clientKey(ClientIP(r))
	if wait := s.loginThrottle.Try(u.Email, client); wait > 0 {
		s.tooManyLogins(w, wait)
		return nil
	}
	if !auth.VerifyPassword(u.PasswordHash, req.Password) {
		return dayspa.FieldError("password", dayspa.MsgCodePasswordWrong)
	}
	s.loginThrottle.Succeeded(u.Email, client)
	if err := s.store.TurnOffStaffCode(r.Context(), u.ID); err != nil {
		return err
	}
	u.Code = dayspa.StaffCode{}
	writeJSON(w, http.StatusOK, profileOf(u))
	return nil
}
