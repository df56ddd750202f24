package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// Time off requests: a therapist asks for days off (dayspa.TimeOffRequest);
// a manager approves or declines them.

// myTimeOffRequest stores the signed-in therapist's request (POST
// /api/admin/me/time-off {from, to, note}): 201 with it, pending. An
// account linked to no therapist has nobody to give days off to: 404.
func (s *Server) myTimeOffRequest(w http.ResponseWriter, r *http.Request) error {
	u, _ := staffOf(r)
	var in dayspa.TimeOffRequestInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	off, err := in.Validate(s.today())
	if err != nil {
		return err
	}
	if u.TherapistID == nil {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
	}
	req, err := s.store.CreateTimeOffRequest(r.Context(), *u.TherapistID, off)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, req)
	return nil
}

// myTimeOffRequests answers the signed-in therapist's requests, newest
// first (GET /api/admin/me/time-off); none for an account linked to no
// therapist.
func (s *Server) myTimeOffRequests(w http.ResponseWriter, r *http.Request) error {
	out := []dayspa.TimeOffRequest{}
	if u, _ := staffOf(r); u.TherapistID != nil {
		var err error
		if out, err = s.store.TherapistTimeOffRequests(r.Context(), *u.TherapistID); err != nil {
			return err
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// adminTimeOffRequests answers the team's requests of ?status= (every
// one when absent), the earliest days first.
func (s *Server) adminTimeOffRequests(w http.ResponseWriter, r *http.Request) error {
	status, err := dayspa.TimeOffStatusQuery(r.URL.Query().Get("status"))
	if err != nil {
		return err
	}
	out, err := s.store.TimeOffRequests(r.Context(), status)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// adminApproveTimeOff approves the request {id}: its days join the
// therapist's time off, which the availability and the calendar honour.
func (s *Server) adminApproveTimeOff(w http.ResponseWriter, r *http.Request) error {
	return s.decideTimeOff(w, r, true)
}

// adminDeclineTimeOff declines the request {id}.
func (s *Server) adminDeclineTimeOff(w http.ResponseWriter, r *http.Request) error {
	return s.decideTimeOff(w, r, false)
}

func (s *Server) decideTimeOff(w http.ResponseWriter, r *http.Request, approve bool) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTimeOffNotFound)
	}
	u, _ := staffOf(r)
	req, err := s.store.DecideTimeOffRequest(r.Context(), id, approve, u.ID, s.today())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, req)
	return nil
}
