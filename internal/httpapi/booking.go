package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
)

// Bookings: a visitor asks which times are free and sends a request; the
// dashboard counts, lists and moves them on.

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

// adminStats answers the booking counts of the dashboard's cards.
func (s *Server) adminStats(w http.ResponseWriter, r *http.Request) {
	st, err := s.store.BookingStats(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, st)
}

// adminBookings answers a page of bookings, newest first, joined with
// their customers and services: ?page=&limit=&status=&date=&search=.
func (s *Server) adminBookings(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := dayspa.FieldErrors{}
	filter := dayspa.BookingFilter{Page: pageQuery(q, f), Search: searchQuery(q, f)}
	if v := q.Get("status"); v != "" {
		st := dayspa.BookingStatus(v)
		if !st.Valid() {
			f.Add("status", dayspa.MsgStatus)
		}
		filter.Status = &st
	}
	if v := q.Get("date"); v != "" {
		d, err := dayspa.ParseDate(v)
		if err != nil {
			f.Add("date", "Date must be a date as YYYY-MM-DD.")
		}
		filter.Date = &d
	}
	if err := f.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	views, total, err := s.store.ListBookings(r.Context(), filter)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writePage(w, views, total)
}

// statusRequest is the body of PATCH /api/admin/bookings/{id}/status.
type statusRequest struct {
	Status dayspa.BookingStatus `json:"status"`
}

// adminSetBookingStatus moves a booking on: pending → confirmed →
// completed; any other move is 409 (BookingStatus.CanMoveTo).
func (s *Server) adminSetBookingStatus(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, "Booking not found."))
		return
	}
	var req statusRequest
	if err := decodeJSON(w, r, &req); err != nil {
		writeError(w, r, err)
		return
	}
	b, err := s.store.SetBookingStatus(r.Context(), id, req.Status)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, b)
}
