package httpapi

import (
	"context"
	"io"
	"net/http"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/payment"
)

// Deposits: the hold a booking's deposit asks for, the provider's
// webhook, and the policies the manager sets.

// depositHold is the deposit a booking of svc asks for now, or nil when
// payments are not set up or its policy asks for none.
func (s *Server) depositHold(ctx context.Context, svc dayspa.Service) (*dayspa.DepositHold, error) {
	if s.cfg.Payments == nil {
		return nil, nil
	}
	policies, err := s.store.DepositPolicies(ctx)
	if err != nil {
		return nil, err
	}
	return s.cfg.Payments.HoldFor(dayspa.PolicyFor(policies, svc.ID), svc), nil
}

// webhookReceived is the answer to a notice kept.
type webhookReceived struct {
	Received bool `json:"received"`
}

// stripeWebhook takes Stripe's notices: a body whose Stripe-Signature
// does not verify with the webhook's secret is 400 and changes nothing;
// a paid checkout.session.completed is kept, once per event id, for the
// background job (dayspa.Payments.RunOnce), and answered at once so that
// Stripe does not wait on the work. Other events are answered and left.
// Without payments set up the route is 404.
func (s *Server) stripeWebhook(w http.ResponseWriter, r *http.Request) error {
	p := s.cfg.Payments
	if p == nil || p.Provider.Name() != payment.StripeName {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPaymentsOff)
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxJSONBody))
	if err != nil {
		return dayspa.Errorf(dayspa.EINVALID, dayspa.MsgPaymentSignature)
	}
	ev, err := p.Provider.VerifyEvent(body, r.Header.Get("Stripe-Signature"))
	if err != nil {
		// The reason only: the body is not logged.
		loggerFrom(r.Context()).Warn("payment webhook refused", "err", err)
		return dayspa.Errorf(dayspa.EINVALID, dayspa.MsgPaymentSignature)
	}
	if err := p.Receive(r.Context(), ev); err != nil {
		return err // 500: Stripe sends it again
	}
	if ev != nil {
		p.Notify()
	}
	writeJSON(w, http.StatusOK, webhookReceived{Received: true})
	return nil
}

// depositPolicies is the answer of GET /api/admin/deposit-policies.
type depositPolicies struct {
	// Default is the policy of every service without its own.
	Default dayspa.DepositPolicy `json:"default"`
	// Services are the services' own policies.
	Services []dayspa.DepositPolicy `json:"services"`
	// PaymentsConfigured is whether deposits are taken: without the
	// Stripe settings the policies are kept but nothing is asked.
	PaymentsConfigured bool `json:"paymentsConfigured"`
}

// adminDepositPolicies answers the default policy and the services' own.
func (s *Server) adminDepositPolicies(w http.ResponseWriter, r *http.Request) error {
	ps, err := s.store.DepositPolicies(r.Context())
	if err != nil {
		return err
	}
	out := depositPolicies{Default: dayspa.PolicyFor(ps, 0), Services: []dayspa.DepositPolicy{}, PaymentsConfigured: s.cfg.Payments != nil}
	for _, p := range ps {
		if p.ServiceID > 0 {
			out.Services = append(out.Services, p)
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// adminSetDepositPolicy sets a service's policy, or with serviceId 0 the
// default: 400 for a policy that breaks a rule, 404 for a service that
// does not exist. The public services list shows it at once.
func (s *Server) adminSetDepositPolicy(w http.ResponseWriter, r *http.Request) error {
	var p dayspa.DepositPolicy
	if err := decodeJSON(w, r, &p); err != nil {
		return err
	}
	saved, err := s.store.SetDepositPolicy(r.Context(), p)
	if err != nil {
		return err
	}
	s.services.invalidate()
	writeJSON(w, http.StatusOK, saved)
	return nil
}

// adminDeleteDepositPolicy puts service {id} back under the default
// policy: 204, or 404 when it has no policy of its own.
func (s *Server) adminDeleteDepositPolicy(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgDepositOwnNone)
	}
	if err := s.store.DeleteDepositPolicy(r.Context(), id); err != nil {
		return err
	}
	s.services.invalidate()
	w.WriteHeader(http.StatusNoContent)
	return nil
}
