package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
)

// slotRules are the booking rules of this deployment: its capacity, the
// spa's clock (Config.Now, the real time unless a test sets it) and the
// limit of pending requests per guest and day.
func (s *Server) slotRules() dayspa.SlotRules {
	now := s.cfg.Now
	if now == nil {
		now = time.Now
	}
	return dayspa.SlotRules{
		Capacity: s.cfg.SlotCapacity,
		Clock:    dayspa.Clock{Location: s.cfg.Location, Now: now},
		GuestLimit: dayspa.GuestLimit{PerDay: max(s.cfg.GuestLimit, 0),
			Phone: s.cfg.Business.Phone, WhatsApp: s.cfg.Business.WhatsApp},
	}
}

// findService returns the service with that id, or nil when there is none
// (or the id is not one), for the domain to say so in its own words.
func (s *Server) findService(ctx context.Context, id int64) (*dayspa.Service, error) {
	if id <= 0 {
		return nil, nil
	}
	svc, err := s.store.GetService(ctx, id)
	if dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		return nil, nil
	}
	return svc, err
}

// availability is the answer of GET /api/availability.
type availability struct {
	Date      dayspa.Date   `json:"date"`
	ServiceID int64         `json:"serviceId"`
	Slots     []dayspa.Slot `json:"slots"`
}

// getAvailability answers the 13 start times of a day for a service, each
// available or with the reason it is not (full, past, after_closing,
// too_far_ahead).
func (s *Server) getAvailability(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	id, err := strconv.ParseInt(strings.TrimSpace(q.Get("serviceId")), 10, 64)
	if err != nil {
		id = 0 // not a number: the domain answers "Please select a service."
	}
	svc, err := s.findService(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	rules := s.slotRules()
	d, err := dayspa.ValidateAvailability(q.Get("date"), id, svc, rules.Clock.Location)
	if err != nil {
		writeError(w, r, err)
		return
	}
	booked, err := s.store.DayOccupancy(r.Context(), d)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, availability{Date: d, ServiceID: svc.ID, Slots: rules.Day(d, *svc, booked)})
}

// createBooking stores a visitor's booking request as pending, at the
// service's price whatever totalAmount says. A slot without room answers
// 409 with the domain's reason, a guest at the limit of pending requests
// for the day 429 with how to reach the spa; nothing is stored then.
func (s *Server) createBooking(w http.ResponseWriter, r *http.Request) {
	var req dayspa.BookingRequest
	if err := decodeJSON(w, r, &req); err != nil {
		writeError(w, r, err)
		return
	}
	svc, err := s.findService(r.Context(), req.ServiceID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	rules := s.slotRules()
	nb, err := req.Validate(rules, svc)
	if err != nil {
		writeError(w, r, err)
		return
	}
	b, err := s.store.CreateBooking(r.Context(), nb, rules)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, b)
}
