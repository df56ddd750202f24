package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// The spa's hours: the weekly opening hours and the special days.

// adminOpeningHours answers the weekly hours.
func (s *Server) adminOpeningHours(w http.ResponseWriter, r *http.Request) error {
	oh, err := s.store.OpeningHours(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, oh)
	return nil
}

// adminSetOpeningHours replaces the weekly hours: all seven weekdays,
// each {"open", "close"} or null when closed. Bookings already made are
// never moved or deleted by a change.
func (s *Server) adminSetOpeningHours(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.OpeningHoursInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	oh, err := in.Parse()
	if err != nil {
		return err
	}
	if err := s.store.SetOpeningHours(r.Context(), oh); err != nil {
		return err
	}
	s.pages.ContentChanged() // the pages say the hours
	writeJSON(w, http.StatusOK, oh)
	return nil
}

// adminSpecialDays answers every special day, by start date.
func (s *Server) adminSpecialDays(w http.ResponseWriter, r *http.Request) error {
	sds, err := s.store.SpecialDays(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, sds)
	return nil
}

// adminCreateSpecialDay adds a special day; 409 when its dates overlap
// another's.
func (s *Server) adminCreateSpecialDay(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.SpecialDayInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	sd, err := in.New()
	if err != nil {
		return err
	}
	if err := s.store.CreateSpecialDay(r.Context(), &sd); err != nil {
		return err
	}
	s.pages.ContentChanged() // the structured data names the special days
	writeJSON(w, http.StatusCreated, sd)
	return nil
}

// adminDeleteSpecialDay removes a special day.
func (s *Server) adminDeleteSpecialDay(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgSpecialDayNotFound)
	}
	if err := s.store.DeleteSpecialDay(r.Context(), id); err != nil {
		return err
	}
	s.pages.ContentChanged()
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// outsideHoursAnswer is the answer of the hours checks: the bookings the
// change would leave outside the spa's hours.
type outsideHoursAnswer struct {
	Bookings []dayspa.CalendarBooking `json:"bookings"`
}

// adminCheckOpeningHours answers, without saving anything, the upcoming
// bookings that the weekly hours in the body would leave outside (special
// days keep their own hours).
func (s *Server) adminCheckOpeningHours(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.OpeningHoursInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	oh, err := in.Parse()
	if err != nil {
		return err
	}
	special, err := s.store.SpecialDays(r.Context())
	if err != nil {
		return err
	}
	today := s.today()
	return s.writeOutside(w, r, dayspa.Calendar{Weekly: oh, Special: special}, today, today.AddDays(dayspa.WeeklyCheckDays))
}

// adminCheckSpecialDay answers, without saving anything, the bookings of
// the special day in the body that its hours (or closing) would leave
// outside.
func (s *Server) adminCheckSpecialDay(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.SpecialDayInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	sd, err := in.New()
	if err != nil {
		return err
	}
	weekly, err := s.store.OpeningHours(r.Context())
	if err != nil {
		return err
	}
	from, to, ok := sd.CheckSpan(s.today())
	if !ok {
		writeJSON(w, http.StatusOK, outsideHoursAnswer{Bookings: []dayspa.CalendarBooking{}})
		return nil
	}
	return s.writeOutside(w, r, dayspa.Calendar{Weekly: weekly, Special: []dayspa.SpecialDay{sd}}, from, to)
}

func (s *Server) writeOutside(w http.ResponseWriter, r *http.Request, c dayspa.Calendar, from, to dayspa.Date) error {
	bookings, err := s.store.CalendarBookings(r.Context(), from, to)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, outsideHoursAnswer{Bookings: dayspa.OutsideHours(c, bookings)})
	return nil
}
