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
func (s *Server) adminRoomBlocks(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	from, to, err := dayspa.RoomBlockDays(q.Get("from"), q.Get("to"), s.today())
	if err != nil {
		writeError(w, r, err)
		return
	}
	blocks, err := s.store.RoomBlocks(r.Context(), from, to)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, blocks)
}

// adminCreateRoomBlock lays a block: 400 naming the field for bad input or
// an unknown room, 409 for another block of the room or bookings in the
// way (named). Answers 201 with the block.
func (s *Server) adminCreateRoomBlock(w http.ResponseWriter, r *http.Request) {
	var in dayspa.RoomBlockInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	b, err := in.New(s.slotRules().Clock)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.CreateRoomBlock(r.Context(), &b); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, b)
}

// adminUpdateRoomBlock replaces a block's room, times and note (the body
// is POST's): 400 and 409 as for a new block, 404 for an unknown one.
// Answers 200 with the block.
func (s *Server) adminUpdateRoomBlock(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgRoomBlockNotFound))
		return
	}
	var in dayspa.RoomBlockInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	b, err := in.New(s.slotRules().Clock)
	if err != nil {
		writeError(w, r, err)
		return
	}
	b.ID = id
	if err := s.store.UpdateRoomBlock(r.Context(), b); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, b)
}

// adminDeleteRoomBlock removes a block: the room is free again then.
func (s *Server) adminDeleteRoomBlock(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgRoomBlockNotFound))
		return
	}
	if err := s.store.DeleteRoomBlock(r.Context(), id); err != nil {
		writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
