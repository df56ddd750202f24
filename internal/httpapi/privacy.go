package httpapi

import (
	"net/http"
	"strconv"

	"github.com/dayspa/dayspa"
)

// The guest's rights (docs/product.md, "Privacy"): the dashboard's export
// and forgetting of a customer, and the guest's own through their manage
// link. Every one is audited by the customer's id only: the event that
// records a forgetting must not keep what was forgotten.

// personDownload answers p as a JSON file to save.
func personDownload(w http.ResponseWriter, p *dayspa.PersonData) {
	w.Header().Set("Content-Disposition", `attachment; filename="personal-data.json"`)
	writeJSON(w, http.StatusOK, p)
}

// customerEmailOf reads the path's customer id and returns the customer's
// address.
func (s *Server) customerEmailOf(r *http.Request) (string, error) {
	id, ok := pathID(r)
	if !ok {
		return "", dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgCustomerNotFound)
	}
	return s.store.CustomerEmail(r.Context(), id)
}

func (s *Server) adminExportCustomer(w http.ResponseWriter, r *http.Request) error {
	email, err := s.customerEmailOf(r)
	if err != nil {
		return err
	}
	p, err := s.store.PersonData(r.Context(), email)
	if err != nil {
		return err
	}
	if err := s.recordAudit(r, "customers", dayspa.AuditExport); err != nil {
		return err
	}
	personDownload(w, p)
	return nil
}

func (s *Server) adminForgetCustomer(w http.ResponseWriter, r *http.Request) error {
	var req dayspa.ForgetRequest
	if r.ContentLength != 0 {
		if err := decodeJSON(w, r, &req); err != nil {
			return err
		}
	}
	if err := req.Validate(); err != nil {
		return err
	}
	email, err := s.customerEmailOf(r)
	if err != nil {
		return err
	}
	auditAs(r, dayspa.AuditDelete)
	if p := dayspa.PendingAuditFrom(r.Context()); p != nil && req.Reason != "" {
		p.Note(r.PathValue("id"), nil, map[string]string{"reason": req.Reason})
	}
	res, err := s.store.ForgetPerson(r.Context(), email, s.now())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

// guestAudit is the event of what a guest did through their manage link
// to customer id: the guest is the actor, and neither their address nor
// the link's token is kept (the client address is theirs too).
func (s *Server) guestAudit(r *http.Request, id int64, action dayspa.AuditAction) dayspa.AuditEvent {
	return dayspa.AuditEvent{Actor: dayspa.GuestActor, RequestID: requestID(r), Entity: "customers",
		EntityID: strconv.FormatInt(id, 10), Action: action}
}

func (s *Server) getManagedData(w http.ResponseWriter, r *http.Request) error {
	hash, err := manageToken(w, r)
	if err != nil {
		return err
	}
	id, email, err := s.store.ManagedPerson(r.Context(), hash, s.manage)
	if err != nil {
		return err
	}
	p, err := s.store.PersonData(r.Context(), email)
	if err != nil {
		return err
	}
	if err := s.store.AppendAudit(r.Context(), s.guestAudit(r, id, dayspa.AuditExport)); err != nil {
		return err
	}
	personDownload(w, p)
	return nil
}

func (s *Server) forgetManaged(w http.ResponseWriter, r *http.Request) error {
	hash, err := manageToken(w, r)
	if err != nil {
		return err
	}
	id, email, err := s.store.ManagedPerson(r.Context(), hash, s.manage)
	if err != nil {
		return err
	}
	// The event is written in the forgetting's own transaction.
	ctx := dayspa.WithPendingAudit(r.Context(), dayspa.NewPendingAudit(s.guestAudit(r, id, dayspa.AuditDelete)))
	res, err := s.store.ForgetPerson(ctx, email, s.now())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}
