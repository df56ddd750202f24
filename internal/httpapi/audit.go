package httpapi

import (
	"context"
	"encoding/csv"
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
		door := &doorAudit{}
		if action != dayspa.AuditSignIn && action != dayspa.AuditSignOut {
			// The doors change only the session, which the store keeps
			// outside its transactions: their event is written below.
			r = r.WithContext(dayspa.WithPendingAudit(r.Context(), p))
		} else {
			r = r.WithContext(context.WithValue(r.Context(), doorAuditKey{}, door))
		}
		sw := &auditWriter{ResponseWriter: w}
		err := h(sw, r)
		if err != nil || p.Claimed() || door.skip {
			return err // refused, written with the change, or no event
		}
		outcome, ok := dayspa.AuditOutcome(p.Action(), sw.statusCode())
		if !ok {
			return nil
		}
		p.SetAction(outcome)
		if door.tried != "" {
			p.Note("", nil, map[string]string{"email": door.tried})
		}
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

// doorAudit lets a door's handler say that its answer is no event (a
// right password that still needs its one-time code has neither signed
// in nor failed), and which account a sign-in tried.
type doorAudit struct {
	skip  bool
	tried string
}

type doorAuditKey struct{}

// noteAccountTried tells audited the e-mail a sign-in tried, for its
// event: the owner sees whose account someone is guessing at, though
// nobody signed in. Only an e-mail address is kept, never whatever else
// was typed in its field.
func noteAccountTried(r *http.Request, email string) {
	tried := dayspa.NormalizeEmail(email)
	if d, ok := r.Context().Value(doorAuditKey{}).(*doorAudit); ok && dayspa.ValidEmail(tried) {
		d.tried = tried
	}
}

// skipDoorAudit tells audited that r's answer records no event.
func skipDoorAudit(r *http.Request) {
	if d, ok := r.Context().Value(doorAuditKey{}).(*doorAudit); ok {
		d.skip = true
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

// adminAudit answers a page of the audit log, newest first
// (GET /api/admin/audit), with X-Total-Count.
func (s *Server) adminAudit(w http.ResponseWriter, r *http.Request) error {
	f, err := dayspa.AuditQuery(r.URL.Query())
	if err != nil {
		return err
	}
	events, total, err := s.store.AuditEvents(r.Context(), f)
	if err != nil {
		return err
	}
	writePage(w, events, total)
	return nil
}

// adminAuditCSV answers the events that match the filter, newest first
// and at most dayspa.MaxAuditExport of them, as a CSV download
// (GET /api/admin/audit.csv); the export itself is an event of the log.
func (s *Server) adminAuditCSV(w http.ResponseWriter, r *http.Request) error {
	f, err := dayspa.AuditQuery(r.URL.Query())
	if err != nil {
		return err
	}
	f.Page = dayspa.Page{Limit: dayspa.MaxAuditExport}
	events, _, err := s.store.AuditEvents(r.Context(), f)
	if err != nil {
		return err
	}
	if err := s.recordAudit(r, "audit", dayspa.AuditExport); err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="audit.csv"`)
	w.WriteHeader(http.StatusOK)
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"at (" + s.cfg.Location.String() + ")", "actor", "role", "address", "requestId",
		"entity", "entityId", "action", "before", "after"})
	for _, e := range events {
		_ = cw.Write([]string{e.At.In(s.cfg.Location).Format("2006-01-02 15:04:05"), csvCell(e.Actor.Name),
			string(e.Actor.Role), e.Address, csvCell(e.RequestID), csvCell(e.Entity), csvCell(e.EntityID),
			string(e.Action), csvCell(string(e.Before)), csvCell(string(e.After))})
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		loggerFrom(r.Context()).Debug("write csv", "err", err)
	}
	return nil
}
