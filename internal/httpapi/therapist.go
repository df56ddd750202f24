package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// The team and the rooms: the dashboard lists, adds, edits, deactivates
// and deletes them. A therapist's schedule must lie within the spa's
// opening hours; deleting one who (or a room that) holds bookings from
// today on is refused with the count: deactivating is the way then.

func (s *Server) today() dayspa.Date { return s.slotRules().Clock.Today() }

// adminTherapists answers every therapist, active or not, by name.
func (s *Server) adminTherapists(w http.ResponseWriter, r *http.Request) {
	ts, err := s.store.Therapists(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, ts)
}

// adminCreateTherapist adds a therapist: active, at 40 % commission and
// with no working hours unless the form says otherwise. Answers 201.
func (s *Server) adminCreateTherapist(w http.ResponseWriter, r *http.Request) {
	var in dayspa.TherapistInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	hours, err := s.store.OpeningHours(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	t, err := in.New(hours)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.CreateTherapist(r.Context(), &t); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, t)
}

// adminUpdateTherapist changes the fields the body holds.
func (s *Server) adminUpdateTherapist(w http.ResponseWriter, r *http.Request) {
	notFound := dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, notFound)
		return
	}
	var in dayspa.TherapistInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	t, err := s.store.GetTherapist(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	hours, err := s.store.OpeningHours(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	if err := t.Revise(in, hours); err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.UpdateTherapist(r.Context(), t); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, t)
}

// adminDeleteTherapist removes a therapist without upcoming bookings.
func (s *Server) adminDeleteTherapist(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound))
		return
	}
	if err := s.store.DeleteTherapist(r.Context(), id, s.today()); err != nil {
		writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// adminRooms answers every room, active or not, by name.
func (s *Server) adminRooms(w http.ResponseWriter, r *http.Request) {
	rooms, err := s.store.Rooms(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, rooms)
}

// adminCreateRoom adds a room, active unless the form says not.
func (s *Server) adminCreateRoom(w http.ResponseWriter, r *http.Request) {
	var in dayspa.RoomInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	room, err := in.New()
	if err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.CreateRoom(r.Context(), &room); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, room)
}

// adminUpdateRoom changes the fields the body holds.
func (s *Server) adminUpdateRoom(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgRoomNotFound))
		return
	}
	var in dayspa.RoomInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	room, err := s.store.GetRoom(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	in.Apply(room)
	if err := room.Validate(); err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.UpdateRoom(r.Context(), room); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, room)
}

// adminDeleteRoom removes a room without upcoming bookings.
func (s *Server) adminDeleteRoom(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgRoomNotFound))
		return
	}
	if err := s.store.DeleteRoom(r.Context(), id, s.today()); err != nil {
		writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
