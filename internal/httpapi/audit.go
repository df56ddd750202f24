package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// The audit log's side of the routes: every admin write of the route
// table (dayspa.AuditOfRoute decides which, from the method and path)
// runs through audited, which gives the request its pending audit event;
// the store writes it in the transaction of the change (sqlstore's
// inWrite). A write that changed nothing in the database but succeeded,
// a sign-in, a failed sign-in and a sign-out get theirs written after the
// handler. Exports and downloads, which are reads, call recordAudit before
// the data goes out.

// audited wraps h, the handler of an admin write of entity.
func (s *Server) audited(entity string, action dayspa.AuditAction, h apiHandler) apiHandler {
	return func(w http.ResponseWriter, r *http.Request) error {
		p := dayspa.NewPendingAudit(s.auditEvent(r, entity, action))
		if action != dayspa.AuditSignIn && action != dayspa.AuditSignOut {
			// The doors change only the session, which the store keeps
			// outside its transactions: their event is written below.
			r = r.WithContext(dayspa.WithPendingAudit(r.Context(), p))
		}
		sw := &auditWriter{ResponseWriter: w}
		err := h(sw, r)
		if err != nil || p.Claimed() {
			return err // refused, or written with the change
		}
		outcome, ok := dayspa.AuditOutcome(p.Action(), sw.statusCode())
		if !ok {
			return nil
		}
		p.SetAction(outcome)
		if outcome == dayspa.AuditSignIn {
			p.SetActor(s.actorOf(r)) // who has just signed in
		}
		e, _ := p.Claim()
		if err := s.store.AppendAudit(r.Context(), e); err != nil {
			// The answer is out already; the log says what was lost.
			loggerFrom(r.Context()).Error("audit event not written", "entity", e.Entity, "action", e.Action, "err", err)
		}
		return nil
	}
}

// auditEvent is the event of r on entity before its outcome is known:
// who, from where, and the entity's id from the path when it has one.
func (s *Server) auditEvent(r *http.Request, entity string, action dayspa.AuditAction) dayspa.AuditEvent {
	id := r.PathValue("id")
	if id == "" {
		id = r.PathValue("name")
	}
	return dayspa.AuditEvent{
		Actor:     s.actorOf(r),
		Address:   ClientIP(r).String(),
		RequestID: requestID(r),
		Entity:    entity,
		EntityID:  id,
		Action:    action,
	}
}

// recordAudit writes an event of r now, on its own: an export or a
// download before its data goes out (when the event cannot be written,
// nothing goes out), a sign-out outside the admin routes.
func (s *Server) recordAudit(r *http.Request, entity string, action dayspa.AuditAction) error {
	return s.store.AppendAudit(r.Context(), s.auditEvent(r, entity, action))
}

// auditAs changes the action of the request's pending event (a report
// that is generated is an export, not a create).
func auditAs(r *http.Request, action dayspa.AuditAction) {
	if p := dayspa.PendingAuditFrom(r.Context()); p != nil {
		p.SetAction(action)
	}
}

// auditWriter remembers the status of an answer.
type auditWriter struct {
	http.ResponseWriter
	status int
}

func (w *auditWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *auditWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

func (w *auditWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *auditWriter) statusCode() int {
	if w.status == 0 {
		return http.StatusOK
	}
	return w.status
}
