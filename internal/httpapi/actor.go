package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// actorOf is who is acting in r, for the audit log: the one admin of the
// shared password, as the owner, when the request carries an admin
// session; nobody (the zero Actor) otherwise. It reads the session
// without counting the request as activity.
func (s *Server) actorOf(r *http.Request) dayspa.Actor {
	if !s.sessions.GetBool(r.Context(), sessAdmin) {
		return dayspa.Actor{}
	}
	return dayspa.Actor{Name: "admin", Role: "owner"}
}
