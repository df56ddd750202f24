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

// SlotRulesOf are the booking rules of a deployment: its grid of start
// times, the spa's clock (Config.Now, the real time unless a test sets
// it) and the limit of pending requests per guest and day. All of it is
// the configuration, fixed at start, so New builds them once
// (Server.rules). The opening hours and the team, which the manager
// edits, are not in them: each question reads those from the store.
func SlotRulesOf(cfg Config) dayspa.SlotRules {
	now := cfg.Now
	if now == nil {
		now = time.Now
	}
	return dayspa.SlotRules{
		Step:  cfg.SlotStep,
		Clock: dayspa.Clock{Location: cfg.Location, Now: now},
		GuestLimit: dayspa.GuestLimit{PerDay: max(cfg.GuestLimit, 0),
			Phone: cfg.Business.Phone, WhatsApp: cfg.Business.WhatsApp},
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
	Date       dayspa.Date   `json:"date"`
	ServiceID  int64         `json:"serviceId"`
	Preference string        `json:"preference"`
	Slots      []dayspa.Slot `json:"slots"`
}

// availabilityQuery reads the service and preference of an availability
// question (dayspa.ParseAvailabilityQuery) into f, and looks the service up.
func (s *Server) availabilityQuery(r *http.Request, f dayspa.FieldErrors) (*dayspa.Service, dayspa.Preference, int64, error) {
	aq, err := dayspa.ParseAvailabilityQuery(r.URL.Query())
	f.Merge(err)
	svc, err := s.findService(r.Context(), aq.ServiceID)
	if err != nil {
		return nil, dayspa.Preference{}, aq.ServiceID, err
	}
	return svc, aq.Preference, aq.ServiceID, nil
}

// getAvailability answers the start times of a day for a service and a
// therapist preference, each available or with the reason it is not
// (closed, full, past, after_closing, too_far_ahead, no_therapist).
func (s *Server) getAvailability(w http.ResponseWriter, r *http.Request) error {
	f := dayspa.FieldErrors{}
	svc, pref, id, err := s.availabilityQuery(r, f)
	if err != nil {
		return err
	}
	rules := s.rules
	d, err := dayspa.ValidateAvailability(r.URL.Query().Get("date"), id, svc, rules)
	f.Merge(err)
	if err := f.Err(); err != nil {
		return err
	}
	plans, err := s.store.DayPlans(r.Context(), d, d)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, availability{Date: d, ServiceID: svc.ID, Preference: pref.String(),
		Slots: rules.Day(plans[0], *svc, pref)})
	return nil
}

// monthAvailability is the answer of GET /api/availability/month.
type monthAvailability struct {
	Month      string     `json:"month"`
	ServiceID  int64      `json:"serviceId"`
	Preference string     `json:"preference"`
	Days       []monthDay `json:"days"`
}

type monthDay struct {
	Date      dayspa.Date `json:"date"`
	Available bool        `json:"available"`
}

// getMonthAvailability answers, for each day of a month, whether any start
// time is free for the service and preference, so that the date picker
// greys out closed and fully booked days.
func (s *Server) getMonthAvailability(w http.ResponseWriter, r *http.Request) error {
	f := dayspa.FieldErrors{}
	svc, pref, id, err := s.availabilityQuery(r, f)
	if err != nil {
		return err
	}
	rules := s.rules
	first, last, err := dayspa.ValidateMonthAvailability(r.URL.Query().Get("month"), id, svc, rules)
	f.Merge(err)
	if err := f.Err(); err != nil {
		return err
	}
	out := monthAvailability{Month: first.String()[:7], ServiceID: svc.ID, Preference: pref.String(), Days: []monthDay{}}
	// Only the days a visitor may book need the plans.
	free := map[dayspa.Date]bool{}
	if from, to, ok := rules.Horizon(first, last); ok {
		plans, err := s.store.DayPlans(r.Context(), from, to)
		if err != nil {
			return err
		}
		for _, p := range plans {
			free[p.Date] = rules.HasFreeTime(p, *svc, pref)
		}
	}
	for d := first; !d.After(last); d = d.AddDays(1) {
		out.Days = append(out.Days, monthDay{Date: d, Available: free[d]})
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// publicTherapist is what a visitor may know of a therapist: the name to
// choose by.
type publicTherapist struct {
	ID     int64         `json:"id"`
	Name   string        `json:"name"`
	Gender dayspa.Gender `json:"gender"`
}

// getTherapists answers the active therapists qualified for ?serviceId=,
// the names a visitor may choose as their preference.
func (s *Server) getTherapists(w http.ResponseWriter, r *http.Request) error {
	id, err := strconv.ParseInt(strings.TrimSpace(r.URL.Query().Get("serviceId")), 10, 64)
	if err != nil || id <= 0 {
		return dayspa.FieldError("serviceId", dayspa.MsgService)
	}
	ts, err := s.store.Therapists(r.Context())
	if err != nil {
		return err
	}
	out := []publicTherapist{}
	for _, t := range ts {
		if t.Choosable(id) {
			out = append(out, publicTherapist{ID: t.ID, Name: t.Name, Gender: t.Gender})
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// createBooking stores a visitor's booking request as pending, at the
// service's price whatever totalAmount says. A slot without room answers
// 409 with the domain's reason, a guest at the limit of pending requests
// for the day 429 with how to reach the spa; nothing is stored then.
//
// With a package's or membership's code (entitlementCode) the booking
// holds one of its sessions (dayspa.BookedSession), or is refused at that
// field. Otherwise, with online payments set up and a service whose
// policy asks for a deposit, the booking is stored awaiting_payment instead, holding its
// place for the payment hold, and the answer carries paymentUrl, the
// provider's page to pay the deposit on (payment.go).
func (s *Server) createBooking(w http.ResponseWriter, r *http.Request) error {
	var req dayspa.BookingRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	svc, err := s.findService(r.Context(), req.ServiceID)
	if err != nil {
		return err
	}
	rules := s.rules
	nb, err := req.Validate(rules, svc)
	if err != nil {
		return err
	}
	if nb.AsksDeposit() {
		if nb.Deposit, err = s.depositHold(r.Context(), nb.Service); err != nil {
			return err
		}
	}
	b, err := s.store.CreateBooking(r.Context(), nb, rules)
	if err != nil {
		return err
	}
	if nb.Deposit != nil {
		if b.PaymentURL, err = s.cfg.Payments.StartCheckout(r.Context(), b, nb); err != nil {
			return err
		}
		until := nb.Deposit.ExpiresAt.UTC()
		b.HoldExpiresAt = &until
	}
	s.recordMarketingConsent(r, nb.Marketing)
	writeJSON(w, http.StatusCreated, b)
	return nil
}

// adminStats answers the booking counts of the dashboard's cards.
func (s *Server) adminStats(w http.ResponseWriter, r *http.Request) error {
	st, err := s.store.BookingStats(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, st)
	return nil
}

// adminBookings answers a page of bookings, newest first, joined with
// their customers and services: ?page=&limit=&status=&date=&search=.
func (s *Server) adminBookings(w http.ResponseWriter, r *http.Request) error {
	filter, err := dayspa.BookingFilterQuery(r.URL.Query(), s.today())
	if err != nil {
		return err
	}
	views, total, err := s.store.ListBookings(r.Context(), filter)
	if err != nil {
		return err
	}
	for i := range views {
		views[i].Customer.ConfirmationURL = views[i].ConfirmationChat(s.cfg.Business.Name)
	}
	writePage(w, views, total)
	return nil
}

// adminSetBookingStatus moves a booking on: pending → confirmed →
// completed, pending or confirmed → cancelled, confirmed → no-show (the
// last two with a reason); any other move is 409 (BookingStatus.CanMoveTo).
// The answer carries the change's undo ticket.
func (s *Server) adminSetBookingStatus(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	}
	var req dayspa.StatusChange
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	b, err := s.store.SetBookingStatus(r.Context(), id, req)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, b)
	return nil
}

// adminUndoBookingChange takes back the dashboard's last change of a
// booking with its undo ticket's token: 409 with a coded message once
// the window has passed, for a used or unknown token, or when the
// booking's place is no longer free. Answers the booking as restored.
func (s *Server) adminUndoBookingChange(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	}
	var req dayspa.UndoRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	b, err := s.store.UndoBookingChange(r.Context(), id, req.Token, s.rules)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, b)
	return nil
}

// calendarView is the answer of GET /api/admin/calendar.
type calendarView struct {
	From       dayspa.Date              `json:"from"`
	Days       []calendarDay            `json:"days"`
	Bookings   []dayspa.CalendarBooking `json:"bookings"`
	Therapists []dayspa.Therapist       `json:"therapists"`
	Rooms      []dayspa.Room            `json:"rooms"`
}

type calendarDay struct {
	Date       dayspa.Date             `json:"date"`
	Hours      *dayspa.Hours           `json:"hours"`
	Therapists []dayspa.TherapistShift `json:"therapists"`
	RoomBlocks []dayspa.DayBlock       `json:"roomBlocks"`
}

// adminCalendar answers ?date=YYYY-MM-DD&days=1..7 (1 by default; see
// dayspa.CalendarQuery): the bookings of those days of every status, the
// team and rooms, and each day's hours, therapists' working intervals and
// time off, and room blocks.
func (s *Server) adminCalendar(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	from, to, err := dayspa.CalendarQuery(q.Get("date"), q.Get("days"), s.today())
	if err != nil {
		return err
	}
	ctx := r.Context()
	bookings, err := s.store.CalendarBookings(ctx, from, to)
	if err != nil {
		return err
	}
	team, err := s.store.Therapists(ctx)
	if err != nil {
		return err
	}
	rooms, err := s.store.Rooms(ctx)
	if err != nil {
		return err
	}
	plans, err := s.store.DayPlans(ctx, from, to)
	if err != nil {
		return err
	}
	out := calendarView{From: from, Bookings: bookings, Therapists: team, Rooms: rooms}
	for _, p := range plans {
		day := calendarDay{Date: p.Date, Hours: p.Hours, Therapists: []dayspa.TherapistShift{}, RoomBlocks: p.DayBlocks()}
		for _, t := range team {
			day.Therapists = append(day.Therapists, t.DayOf(p.Date))
		}
		out.Days = append(out.Days, day)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// adminMoveBooking changes a booking's therapists, room, date or time
// with the booking rule: 409 naming the booking in the way, 400 for a
// therapist or room that cannot take it. Answers the booking as the
// calendar shows it.
func (s *Server) adminMoveBooking(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	}
	var m dayspa.BookingMove
	if err := decodeJSON(w, r, &m); err != nil {
		return err
	}
	b, err := s.store.MoveBooking(r.Context(), id, m, s.rules)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, b)
	return nil
}
