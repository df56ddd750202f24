package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// A therapist's earnings for a month (dayspa.TherapistMonthEarnings).

// adminTherapistEarnings answers the month of the therapist {id}:
// ?month=YYYY-MM, this month by default.
func (s *Server) adminTherapistEarnings(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
	}
	return s.writeEarnings(w, r, id)
}

// writeEarnings answers the month ?month= of the therapist therapistID:
// the one logic behind every route that shows a therapist's earnings,
// whoever names the therapist (the path's id for a manager, her own
// record for a signed-in therapist).
func (s *Server) writeEarnings(w http.ResponseWriter, r *http.Request, therapistID int64) error {
	m, err := dayspa.MonthQuery(r.URL.Query(), s.today())
	if err != nil {
		return err
	}
	e, err := s.store.TherapistMonthEarnings(r.Context(), therapistID, m)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, e)
	return nil
}

// myEarnings answers the signed-in therapist's own month (GET
// /api/admin/me/earnings): her account's therapist record, never another's.
// An account linked to no therapist has no earnings to show: 404.
func (s *Server) myEarnings(w http.ResponseWriter, r *http.Request) error {
	u, _ := staffOf(r)
	if u.TherapistID == nil {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
	}
	return s.writeEarnings(w, r, *u.TherapistID)
}
