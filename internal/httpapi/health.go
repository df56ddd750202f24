package httpapi

import (
	"context"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// The probes a load balancer or supervisor asks:
//
//   - GET /healthz answers 200 while the process runs: restart it when
//     this fails.
//   - GET /readyz answers 200 when this instance can serve: the database
//     answers, its migrations are all applied and the file store is
//     reachable; and 503 while the instance drains before it stops, so
//     that the balancer sends its traffic elsewhere first. Send traffic
//     only while it answers 200.

// readyTimeout bounds the readiness checks together: a database that
// takes longer than this to answer is not serving anyone either.
const readyTimeout = 2 * time.Second

// The answers of /readyz, for the operator reading it.
const (
	msgDraining      = "The server is shutting down."
	msgDatabaseDown  = "The database is not answering."
	msgNotMigrated   = "The database's migrations are not all applied."
	msgFileStoreDown = "The file storage is not answering."
	checkOK          = "ok"
	checkUnavailable = "unavailable"
	checkDatabase    = "database"
	checkMigrations  = "migrations"
	checkFiles       = "files"
)

// health is the answer of both probes.
type health struct {
	Status  string `json:"status"`
	Message string `json:"message,omitempty"`
	// Checks says, for /readyz, how each dependency answered: "ok" or
	// "unavailable".
	Checks map[string]string `json:"checks,omitempty"`
}

// readiness is the Server's state of shutting down.
type readiness struct {
	draining atomic.Bool
}

// Drain marks the server as shutting down: from now on /readyz answers
// 503 and every answer closes its connection, while requests are still
// served. The command calls it on SIGTERM, waits for the load balancer to
// notice (DAYSPA_DRAIN_DELAY), then stops accepting connections.
func (s *Server) Drain() { s.draining.Store(true) }

// Draining reports whether Drain was called.
func (s *Server) Draining() bool { return s.draining.Load() }

// closeWhenDraining asks every client of a draining server to close its
// connection after the answer ("Connection: close"), so that connections
// kept alive move to the other instances before this one stops accepting.
func (s *Server) closeWhenDraining(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s.draining.Load() {
			w.Header().Set("Connection", "close")
		}
		next.ServeHTTP(w, r)
	})
}

// healthz answers 200 while the process is up.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, health{Status: checkOK})
	return nil
}

// readyz answers 200 only when the database answers with every migration
// applied and the file store is reachable, and 503 while draining, so a
// load balancer sends no traffic to an instance that cannot serve it. The
// checks run together within readyTimeout; the answer names each one's
// result.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) error {
	if s.draining.Load() {
		writeJSON(w, http.StatusServiceUnavailable, health{Status: checkUnavailable, Message: msgDraining})
		return nil
	}
	ctx, cancel := context.WithTimeout(r.Context(), readyTimeout)
	defer cancel()
	checks := []struct {
		name, msg string
		run       func(context.Context) error
	}{
		{checkDatabase, msgDatabaseDown, s.store.Ping},
		{checkMigrations, msgNotMigrated, s.store.Migrated},
	}
	if s.cfg.Blobs != nil {
		checks = append(checks, struct {
			name, msg string
			run       func(context.Context) error
		}{checkFiles, msgFileStoreDown, s.cfg.Blobs.Check})
	}
	errs := make([]error, len(checks))
	var wg sync.WaitGroup
	for i, c := range checks {
		wg.Go(func() { errs[i] = c.run(ctx) })
	}
	wg.Wait()
	answer := health{Status: checkOK, Checks: map[string]string{}}
	for i, c := range checks {
		if errs[i] == nil {
			answer.Checks[c.name] = checkOK
			continue
		}
		loggerFrom(r.Context()).Warn("not ready", "check", c.name, "err", errs[i])
		answer.Checks[c.name] = checkUnavailable
		if answer.Status == checkOK {
			answer.Status, answer.Message = checkUnavailable, c.msg
		}
	}
	if answer.Status != checkOK {
		writeJSON(w, http.StatusServiceUnavailable, answer)
		return nil
	}
	writeJSON(w, http.StatusOK, answer)
	return nil
}
