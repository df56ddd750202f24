package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/dayspa/dayspa"
)

// The guest's privacy link (dayspa.PrivacyLinkStore): a visitor asks for
// it with an address; the link opens what the spa holds about the address
// and lets its owner erase it, once.

// privacyRequest is the body of POST /api/privacy/request.
type privacyRequest struct {
	Email    string `json:"email"`
	Language string `json:"language"`
}

// msgPrivacyRequested answers every valid request alike.
const msgPrivacyRequested = "If we hold data for this e-mail address, we have sent it a link. The link works for 24 hours."

// privacyWorkers bounds the privacy links looked up at once.
const privacyWorkers = 4

// privacyWorkTimeout bounds the work of one request for a link, done
// after the answer.
const privacyWorkTimeout = 30 * time.Second

// requestPrivacyLink answers 202 with the same body whatever the address,
// once the request is valid, and only then looks the address up and
// queues the link's e-mail, on its own: the answer neither says nor, by
// its time, shows whether the spa knows the address.
func (s *Server) requestPrivacyLink(w http.ResponseWriter, r *http.Request) error {
	var body privacyRequest
	if err := decodeJSON(w, r, &body); err != nil {
		return err
	}
	req, err := dayspa.ValidatePrivacyRequest(body.Email, body.Language)
	if err != nil {
		return err
	}
	now, logger := s.now(), loggerFrom(r.Context())
	ctx := context.WithoutCancel(r.Context())
	s.background.Add(1)
	go func() {
		defer s.background.Done()
		ctx, cancel := context.WithTimeout(ctx, privacyWorkTimeout)
		defer cancel()
		// A burst of requests from many addresses waits its turn here
		// rather than taking every connection of the database's pool.
		select {
		case s.privacySlots <- struct{}{}:
			defer func() { <-s.privacySlots }()
		case <-ctx.Done():
			logger.Error("privacy link not stored", "err", ctx.Err())
			return
		}
		if _, err := s.store.RequestPrivacyLink(ctx, req, dayspa.NewManageToken(), now); err != nil {
			logger.Error("privacy link not stored", "err", err)
		}
	}()
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusAccepted, messageBody{Message: msgPrivacyRequested})
	return nil
}

// WaitBackground waits for the work the answers left running (the
// privacy links being looked up and queued): a server stopping waits for
// it after the last request, so that no accepted request is lost.
func (s *Server) WaitBackground() { s.background.Wait() }

// privacyToken is the hash of a privacy link's token (linkToken).
func privacyToken(w http.ResponseWriter, r *http.Request) (string, error) {
	return linkToken(w, r, dayspa.MsgPrivacyLink)
}

// getPrivacyData answers what the spa holds about the link's address.
func (s *Server) getPrivacyData(w http.ResponseWriter, r *http.Request) error {
	hash, err := privacyToken(w, r)
	if err != nil {
		return err
	}
	email, err := s.store.PrivacyLinkEmail(r.Context(), hash, s.now())
	if err != nil {
		return err
	}
	data, err := s.store.PersonData(r.Context(), email)
	if dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		// Everything went since the link was sent: the link opens nothing.
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPrivacyLink)
	} else if err != nil {
		return err
	}
	// The export is recorded before the data goes out, as every export.
	if err := s.store.AppendAudit(r.Context(), privacyAudit(r, dayspa.AuditExport)); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, data)
	return nil
}

// forgetByLink forgets the link's address and ends the link. The audit
// event (privacyAudit) names neither the address nor the person: the log
// would keep what the guest asked to erase.
func (s *Server) forgetByLink(w http.ResponseWriter, r *http.Request) error {
	hash, err := privacyToken(w, r)
	if err != nil {
		return err
	}
	now := s.now()
	email, err := s.store.PrivacyLinkEmail(r.Context(), hash, now)
	if err != nil {
		return err
	}
	p := dayspa.NewPendingAudit(privacyAudit(r, dayspa.AuditDelete))
	res, err := s.store.ForgetPerson(dayspa.WithPendingAudit(r.Context(), p), email, now)
	if dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		// Forgotten already (the link used twice at once): end it too.
		err = dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPrivacyLink)
	} else if err != nil {
		return err
	}
	if endErr := s.store.EndPrivacyLinks(r.Context(), email); endErr != nil {
		return endErr
	}
	if err != nil {
		return err
	}
	if e, ok := p.Claim(); ok {
		if err := s.store.AppendAudit(r.Context(), e); err != nil {
			loggerFrom(r.Context()).Error("audit event not written", "entity", e.Entity, "action", e.Action, "err", err)
		}
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

// privacyAudit is the event of what a guest did through their privacy
// link: the guest is the actor, the record is "people", and neither their
// address, their name, the link's token nor the client address (theirs
// too) is kept.
func privacyAudit(r *http.Request, action dayspa.AuditAction) dayspa.AuditEvent {
	return dayspa.AuditEvent{Actor: dayspa.PrivacyLinkActor, RequestID: requestID(r), Entity: "people", Action: action}
}
