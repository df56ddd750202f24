package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// myCalendar answers the signed-in person's own bookings (GET
// /api/admin/me/calendar?from=&to=, dayspa.OwnCalendarQuery): those of
// her account's therapist record, never another's. An account linked to
// no therapist has no treatments of its own: an empty list, so that the
// place shows an empty day rather than an error.
func (s *Server) myCalendar(w http.ResponseWriter, r *http.Request) error {
	from, to, err := dayspa.OwnCalendarQuery(r.URL.Query(), s.today())
	if err != nil {
		return err
	}
	cal := dayspa.OwnCalendar{From: from, To: to, Bookings: []dayspa.OwnBooking{}}
	if u, _ := staffOf(r); u.TherapistID != nil {
		if cal.Bookings, err = s.store.TherapistBookings(r.Context(), *u.TherapistID, from, to); err != nil {
			return err
		}
	}
	writeJSON(w, http.StatusOK, cal)
	return nil
}
