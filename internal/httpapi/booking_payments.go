package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// A booking's money in its panel: the payments received with their
// invoices, the refunds made, and a refund (owners and managers). The
// rules are the domain's (deposit_refund.go): checked, refunded on the
// provider, then recorded with its credit note.

// adminBookingPayments answers booking id's payments and refunds.
func (s *Server) adminBookingPayments(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	}
	m, err := s.store.BookingMoney(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, m)
	return nil
}

// refundAnswer is a refund made and the booking's money after it.
type refundAnswer struct {
	Refund *dayspa.PaymentRefund `json:"refund"`
	dayspa.BookingMoney
}

// adminRefund refunds some or all of a booking's payment: 201 with the
// refund and its credit note; 400 naming the field for an amount above
// what is left; 409 refund.refused when the provider refuses (nothing
// changed), payment.off without payments set up.
func (s *Server) adminRefund(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	}
	var in dayspa.RefundInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	req, err := in.Read()
	if err != nil {
		return err
	}
	refund, err := s.cfg.Payments.Refund(r.Context(), s.store, id, req, s.actorOf(r).Name)
	if err != nil {
		return err
	}
	m, err := s.store.BookingMoney(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, refundAnswer{Refund: refund, BookingMoney: *m})
	return nil
}
