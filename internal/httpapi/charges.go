package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// The manager's charges on a booking: the no-show or late-cancellation
// fee, charged to the card the guest saved with the deposit (dayspa.Fees).
// The routes are the owners' and managers' (PermIncome): reception and
// therapists are refused.

// fees is the charger of fees, nil without online payments.
func (s *Server) fees() *dayspa.Fees {
	if s.cfg.Payments == nil || s.cfg.Payments.Provider == nil {
		return nil
	}
	return &dayspa.Fees{Provider: s.cfg.Payments.Provider, Store: s.store, Logger: s.logger}
}

// adminBookingFee answers the fee booking {id} owes and the card it would
// be charged to (brand and last four digits, as Stripe names it); it
// charges nothing. 409 with the reason when there is nothing to charge:
// no saved card, a status that owes no fee, a fee charged already.
func (s *Server) adminBookingFee(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	}
	p, err := s.fees().Preview(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, p)
	return nil
}

// feeCharge is the body of a fee's charge: the amount the preview showed,
// confirmed.
type feeCharge struct {
	Amount dayspa.Money `json:"amount"`
}

// adminChargeBookingFee charges booking {id}'s fee to the saved card, off
// session, when the body confirms exactly the amount owed (400 naming
// amount otherwise); 201 with the fee payment. A decline is 409 and
// changes nothing.
func (s *Server) adminChargeBookingFee(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	}
	var in feeCharge
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	pay, err := s.fees().Charge(r.Context(), id, in.Amount, s.actorOf(r).Name)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, pay)
	return nil
}

// paymentLinkRequest is the body of a link's making.
type paymentLinkRequest struct {
	Kind dayspa.PaymentLinkKind `json:"kind"`
}

// adminMakePaymentLink makes a hosted payment page for booking {id}'s
// deposit or full price (kind), open 23 hours, and answers it with the
// address to copy, the WhatsApp share link in the booking's language and
// the guest's e-mail; 201. The desk's (PermCheckout: reception takes the
// payments at checkout too). Its payment is recorded against the booking
// by the webhook, once.
func (s *Server) adminMakePaymentLink(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	}
	var in paymentLinkRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	l, err := s.cfg.Payments.MakeLink(r.Context(), s.store, id, in.Kind, s.actorOf(r).Name)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, l)
	return nil
}

// adminEmailPaymentLink queues payment link {id} for its booking's guest:
// 202 with the message, 404 for no such link, 409 when the guest has no
// e-mail or the link has expired.
func (s *Server) adminEmailPaymentLink(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgLinkNotFound)
	}
	m, err := s.store.QueuePaymentLinkEmail(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusAccepted, map[string]any{"message": m})
	return nil
}
