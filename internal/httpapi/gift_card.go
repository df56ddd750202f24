package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// giftCardOptions answers what the Gift cards page offers: the values and
// the treatments a card may be bought for, and whether the spa takes
// payments online now.
func (s *Server) giftCardOptions(w http.ResponseWriter, r *http.Request) error {
	services, err := s.store.ListServices(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, dayspa.NewGiftCardOptions(s.cfg.Payments != nil, services))
	return nil
}

// giftCardCheckout is the answer of POST /api/gift-cards.
type giftCardCheckout struct {
	OrderID    int64  `json:"orderId"`
	PaymentURL string `json:"paymentUrl"`
}

// buyGiftCard starts a gift card's purchase: 201 with the hosted payment
// page to send the buyer to (409 without online payments: BuyGiftCard).
// Nothing is issued until it is paid.
func (s *Server) buyGiftCard(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.GiftCardPurchase
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	services, err := s.store.ListServices(r.Context())
	if err != nil {
		return err
	}
	o, err := dayspa.NewGiftCardOrder(in, services, s.today())
	if err != nil {
		return err
	}
	url, err := s.cfg.Payments.BuyGiftCard(r.Context(), s.store, &o)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, giftCardCheckout{OrderID: o.ID, PaymentURL: url})
	return nil
}
