package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// The spa's hours: the weekly opening hours and the special days.

// adminOpeningHours answers the weekly hours.
func (s *Server) adminOpeningHours(w http.ResponseWriter, r *http.Request) {
	oh, err := s.store.OpeningHours(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, oh)
}

// adminSetOpeningHours replaces the weekly hours: all seven weekdays,
// each {"open", "close"} or null when closed. Bookings already made are
// never moved or deleted by a change.
func (s *Server) adminSetOpeningHours(w http.ResponseWriter, r *http.Request) {
	var in dayspa.OpeningHoursInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	oh, err := in.Parse()
	if err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.SetOpeningHours(r.Context(), oh); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, oh)
}

// adminSpecialDays answers every special day, by start date.
func (s *Server) adminSpecialDays(w http.ResponseWriter, r *http.Request) {
	sds, err := s.store.SpecialDays(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, sds)
}

// adminCreateSpecialDay adds a special day; 409 when its dates overlap
// another's.
func (s *Server) adminCreateSpecialDay(w http.ResponseWriter, r *http.Request) {
	var in dayspa.SpecialDayInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	sd, err := in.New()
	if err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.CreateSpecialDay(r.Context(), &sd); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, sd)
}

// adminDeleteSpecialDay removes a special day.
func (s *Server) adminDeleteSpecialDay(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, "Special day not found."))
		return
	}
	if err := s.store.DeleteSpecialDay(r.Context(), id); err != nil {
		writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
