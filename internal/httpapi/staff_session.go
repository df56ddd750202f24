package httpapi

import (
	"net/http"
	"time"

	"github.com/dayspa/dayspa"
)

// sessionView is one signed-in browser in the list of a person's sessions.
type sessionView struct {
	ID         int64     `json:"id"`
	Device     string    `json:"device"`
	Address    string    `json:"address"`
	SignedInAt time.Time `json:"signedInAt"`
	LastUsedAt time.Time `json:"lastUsedAt"`
	// Current marks the session of the request itself.
	Current bool `json:"current"`
}

func (s *Server) sessionViews(r *http.Request, userID int64) ([]sessionView, error) {
	list, err := s.store.StaffSessions(r.Context(), userID)
	if err != nil {
		return nil, err
	}
	current := s.sessions.currentHash(r.Context())
	out := make([]sessionView, 0, len(list))
	for _, x := range list {
		out = append(out, sessionView{
			ID: x.ID, Device: dayspa.DeviceOf(x.UserAgent), Address: x.Address,
			SignedInAt: x.CreatedAt, LastUsedAt: x.LastUsedAt, Current: x.TokenHash == current,
		})
	}
	return out, nil
}

// mySessions lists the signed-in person's own sessions
// (GET /api/admin/me/sessions).
func (s *Server) mySessions(w http.ResponseWriter, r *http.Request) error {
	u, _ := staffOf(r)
	out, err := s.sessionViews(r, u.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// userSessions lists the sessions of the account {id}
// (GET /api/admin/users/{id}/sessions): 403 unless the acting role may
// manage that account's role (an owner's are for owners).
func (s *Server) userSessions(w http.ResponseWriter, r *http.Request) error {
	by, _ := staffOf(r)
	target, err := s.accountInPath(r)
	if err != nil {
		return err
	}
	if !dayspa.MaySeeSessionsOf(by, target) {
		// Only a manager reaches here (the route needs PermAccounts), and
		// the account is an owner's.
		return dayspa.Errorf(dayspa.EFORBIDDEN, dayspa.MsgStaffOwnerOnly)
	}
	out, err := s.sessionViews(r, target.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// endSession ends the session {id} at once, on every instance
// (DELETE /api/admin/sessions/{id}): one's own any time, another person's
// only with the right to manage her account. A session that does not
// exist and one the person may not see are both 404, so that nobody
// learns others' ids. 204.
func (s *Server) endSession(w http.ResponseWriter, r *http.Request) error {
	by, _ := staffOf(r)
	notFound := dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgSessionNotFound)
	id, ok := pathID(r)
	if !ok {
		return notFound
	}
	sess, err := s.store.StaffSessionByID(r.Context(), id)
	if err != nil {
		return err
	}
	if sess.UserID != by.ID {
		owner, err := s.store.StaffUser(r.Context(), sess.UserID)
		if err != nil || !dayspa.MaySeeSessionsOf(by, owner) {
			return notFound
		}
	}
	if err := s.store.EndStaffSession(r.Context(), id); err != nil {
		return err
	}
	if sess.TokenHash == s.sessions.currentHash(r.Context()) {
		// Ending one's own session here is signing out.
		if err := s.sessions.Destroy(r.Context()); err != nil {
			return err
		}
		s.sessions.clearSignedIn(w, r)
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
