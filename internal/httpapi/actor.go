package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// actorOf is who is acting in r, for the audit log: the signed-in person
// (a request past requireStaff carries them; the doors, sign-in and
// sign-out, read them from the session), or nobody (the zero Actor). It
// reads the session without counting the request as activity and without
// ending it.
func (s *Server) actorOf(r *http.Request) dayspa.Actor {
	u, ok := staffOf(r)
	if !ok {
		id := s.sessions.GetInt64(r.Context(), sessUser)
		if !s.sessions.GetBool(r.Context(), sessAdmin) || id == 0 {
			return dayspa.Actor{}
		}
		var err error
		if u, err = s.store.StaffUser(r.Context(), id); err != nil {
			return dayspa.Actor{}
		}
	}
	return dayspa.Actor{UserID: u.ID, Name: u.Name, Role: u.Role}
}
