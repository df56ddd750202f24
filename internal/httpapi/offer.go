package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// Packages and memberships sold online: the owner's offers and the
// Packages page's list and purchase. The rules are the domain's
// (offer.go); these handlers read, call and answer.

var errOfferNotFound = dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgOfferNotFound)

// offerList is the answer of GET /api/admin/offers.
type offerList struct {
	Offers []dayspa.Offer `json:"offers"`
}

// adminOffers answers every offer, newest first.
func (s *Server) adminOffers(w http.ResponseWriter, r *http.Request) error {
	list, err := s.store.ListOffers(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, offerList{Offers: list})
	return nil
}

// adminAddOffer writes a new offer: 201 with it.
func (s *Server) adminAddOffer(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.OfferInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	o, err := dayspa.NewOffer(in)
	if err != nil {
		return err
	}
	if err := s.store.AddOffer(r.Context(), &o); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, o)
	return nil
}

// adminUpdateOffer writes the form over offer {id}: 200 with it.
func (s *Server) adminUpdateOffer(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return errOfferNotFound
	}
	var in dayspa.OfferInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	o, err := dayspa.NewOffer(in)
	if err != nil {
		return err
	}
	o.ID = id
	if err := s.store.UpdateOffer(r.Context(), &o); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, o)
	return nil
}

// offersOnSale answers what the Packages page lists, and whether it can
// be paid for online now.
func (s *Server) offersOnSale(w http.ResponseWriter, r *http.Request) error {
	offers, err := s.store.ListOffers(r.Context())
	if err != nil {
		return err
	}
	services, err := s.store.ListServices(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, dayspa.NewOffersOnSale(s.cfg.Payments != nil, offers, services))
	return nil
}

// offerCheckout is the answer of POST /api/offers/{id}/orders.
type offerCheckout struct {
	PaymentURL string `json:"paymentUrl"`
}

// buyOffer starts the purchase of offer {id}: 201 with the hosted payment
// page to send the buyer to (404 when it is not on sale, 409 without
// online payments: BuyOffer). Nothing is issued until it is paid.
func (s *Server) buyOffer(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return errOfferNotFound
	}
	var in dayspa.OfferPurchase
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	offer, err := s.store.GetOffer(r.Context(), id)
	if err != nil {
		return err
	}
	services, err := s.store.ListServices(r.Context())
	if err != nil {
		return err
	}
	o, err := dayspa.NewOfferOrder(*offer, services, in)
	if err != nil {
		return err
	}
	url, err := s.cfg.Payments.BuyOffer(r.Context(), s.store, &o)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, offerCheckout{PaymentURL: url})
	return nil
}
