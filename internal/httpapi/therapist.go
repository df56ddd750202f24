package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// The team and the rooms: the dashboard lists, adds, edits, deactivates
// and deletes them. A therapist's schedule must lie within the spa's
// opening hours; deleting one who (or a room that) holds bookings from
// today on is refused with the count: deactivating is the way then.

func (s *Server) today() dayspa.Date { return s.rules.Clock.Today() }

// adminTherapists answers every therapist, active or not, by name.
func (s *Server) adminTherapists(w http.ResponseWriter, r *http.Request) error {
	ts, err := s.store.Therapists(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, ts)
	return nil
}

// adminCreateTherapist adds a therapist: active, at 40 % commission and
// with no working hours unless the form says otherwise. Answers 201.
func (s *Server) adminCreateTherapist(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.TherapistInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	hours, err := s.store.OpeningHours(r.Context())
	if err != nil {
		return err
	}
	t, err := in.New(hours)
	if err != nil {
		return err
	}
	if err := s.store.CreateTherapist(r.Context(), &t); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, t)
	return nil
}

// adminUpdateTherapist changes the fields the body holds.
func (s *Server) adminUpdateTherapist(w http.ResponseWriter, r *http.Request) error {
	notFound := dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
	id, ok := pathID(r)
	if !ok {
		return notFound
	}
	var in dayspa.TherapistInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	t, err := s.store.GetTherapist(r.Context(), id)
	if err != nil {
		return err
	}
	hours, err := s.store.OpeningHours(r.Context())
	if err != nil {
		return err
	}
	if err := t.Revise(in, hours); err != nil {
		return err
	}
	if err := s.store.UpdateTherapist(r.Context(), t); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, t)
	return nil
}

// adminDeleteTherapist removes a therapist without upcoming bookings.
func (s *Server) adminDeleteTherapist(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
	}
	if err := s.store.DeleteTherapist(r.Context(), id, s.today()); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// adminRooms answers every room, active or not, by name.
func (s *Server) adminRooms(w http.ResponseWriter, r *http.Request) error {
	rooms, err := s.store.Rooms(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, rooms)
	return nil
}

// adminCreateRoom adds a room, active unless the form says not.
func (s *Server) adminCreateRoom(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.RoomInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	room, err := in.New()
	if err != nil {
		return err
	}
	if err := s.store.CreateRoom(r.Context(), &room); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, room)
	return nil
}

// adminUpdateRoom changes the fields the body holds.
func (s *Server) adminUpdateRoom(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgRoomNotFound)
	}
	var in dayspa.RoomInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	room, err := s.store.GetRoom(r.Context(), id)
	if err != nil {
		return err
	}
	in.Apply(room)
	if err := room.Validate(); err != nil {
		return err
	}
	if err := s.store.UpdateRoom(r.Context(), room); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, room)
	return nil
}

// adminDeleteRoom removes a room without upcoming bookings.
func (s *Server) adminDeleteRoom(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgRoomNotFound)
	}
	if err := s.store.DeleteRoom(r.Context(), id, s.today()); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
