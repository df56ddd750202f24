package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// Room blocks: the manager takes a room out of use for maintenance from
// the calendar, and deletes the block when the room is back. A blocked
// room is not free (the domain's rule); laying a block over bookings is
// refused with them named, since bookings are never moved silently.

// adminRoomBlocks answers ?from=YYYY-MM-DD&to=YYYY-MM-DD: the blocks that
// cover a moment of those days (dayspa.RoomBlockDays), by start.
func (s *Server) adminRoomBlocks(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	from, to, err := dayspa.RoomBlockDays(q.Get("from"), q.Get("to"), s.today())
	if err != nil {
		return err
	}
	blocks, err := s.store.RoomBlocks(r.Context(), from, to)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, blocks)
	return nil
}

// adminCreateRoomBlock lays a block: 400 naming the field for bad input or
// an unknown room, 409 for another block of the room or bookings in the
// way (named). Answers 201 with the block.
func (s *Server) adminCreateRoomBlock(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.RoomBlockInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	b, err := in.New(s.rules.Clock)
	if err != nil {
		return err
	}
	if err := s.store.CreateRoomBlock(r.Context(), &b); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, b)
	return nil
}

// adminUpdateRoomBlock replaces a block's room, times and note (the body
// is POST's): 400 and 409 as for a new block, 404 for an unknown one.
// Answers 200 with the block.
func (s *Server) adminUpdateRoomBlock(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgRoomBlockNotFound)
	}
	var in dayspa.RoomBlockInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	b, err := in.New(s.rules.Clock)
	if err != nil {
		return err
	}
	b.ID = id
	if err := s.store.UpdateRoomBlock(r.Context(), b); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, b)
	return nil
}

// adminDeleteRoomBlock removes a block: the room is free again then.
func (s *Server) adminDeleteRoomBlock(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgRoomBlockNotFound)
	}
	if err := s.store.DeleteRoomBlock(r.Context(), id); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
