package httpapi

import (
	"context"
	"net/http"
	"time"
)

// healthz answers 200 while the process is up.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, health{Status: "ok"})
}

// readyz answers 200 only when the database answers, so a load balancer
// sends no traffic to an instance that cannot serve it.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		loggerFrom(r.Context()).Warn("not ready", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, health{Status: "unavailable", Message: "The database is not answering."})
		return
	}
	writeJSON(w, http.StatusOK, health{Status: "ok"})
}

type health struct {
	Status  string `json:"status"`
	Message string `json:"message,omitempty"`
}
