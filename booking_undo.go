package dayspa

import (
	"context"
	"slices"
	"strings"
	"time"
)

// Undo: the dashboard's change of a booking — a status change (a
// cancellation among them) or a move — can be taken back for a short
// while, restoring the booking as it was through the same placement rules
// as a move. A guest is never e-mailed twice for an undone change: the
// guest's messages a dashboard change writes are due only once the undo
// window has passed (BookingChange.Undoable), an undo makes them stale
// (dropped, never sent), and the undo itself writes the guest nothing
// (EventUndone).

// UndoWindow is how long after a dashboard change it can be undone.
const UndoWindow = 15 * time.Second

// UndoTicket is how to take a change back: the token to send, until when.
type UndoTicket struct {
	Token string    `json:"token"`
	Until time.Time `json:"until"`
}

// NewUndoTicket returns a fresh random ticket for a change made at now
// (the token has a manage token's shape and strength; the store keeps
// only its hash, HashManageToken).
func NewUndoTicket(now time.Time) UndoTicket {
	return UndoTicket{Token: NewManageToken(), Until: now.Add(UndoWindow)}
}

// BookingState is what an undo restores: the status and its reason, the
// day and start, and the room and therapists.
type BookingState struct {
	Status       BookingStatus `json:"status"`
	Reason       string        `json:"reason"`
	Date         Date          `json:"date"`
	Minute       int           `json:"minute"`
	RoomID       int64         `json:"roomId"`
	TherapistIDs []int64       `json:"therapistIds"`
}

// Equal reports whether s and o are the same state (therapists in any
// order).
func (s BookingState) Equal(o BookingState) bool {
	a, b := slices.Clone(s.TherapistIDs), slices.Clone(o.TherapistIDs)
	slices.Sort(a)
	slices.Sort(b)
	return s.Status == o.Status && s.Reason == o.Reason && s.Date == o.Date && s.Minute == o.Minute &&
		s.RoomID == o.RoomID && slices.Equal(a, b)
}

// Placed reports whether restoring s over current takes the slot again:
// the booking gets back a place it does not hold now (a cancellation or a
// no-show undone), or another day, time, room or therapists (a move
// undone). Only a status that holds a place is placed.
func (s BookingState) Placed(current BookingState) bool {
	if !s.Status.HoldsPlace() {
		return false
	}
	moved := s.Date != current.Date || s.Minute != current.Minute || s.RoomID != current.RoomID ||
		!(BookingState{TherapistIDs: s.TherapistIDs}).Equal(BookingState{TherapistIDs: current.TherapistIDs})
	return moved || !current.Status.HoldsPlace()
}

// BookingUndo is a stored undo: the booking, its state before the change
// and right after it, and until when it can be undone.
type BookingUndo struct {
	BookingID int64
	Before    BookingState
	After     BookingState
	Until     time.Time
}

// Check returns nil when u may restore a booking whose state is current
// at now: within the window (else ECONFLICT MsgUndoExpired) and with the
// booking as the change left it (else ECONFLICT MsgUndoChanged: a later
// change would be lost).
func (u BookingUndo) Check(current BookingState, now time.Time) error {
	if !now.Before(u.Until) {
		return Errorf(ECONFLICT, MsgUndoExpired)
	}
	if !u.After.Equal(current) {
		return Errorf(ECONFLICT, MsgUndoChanged)
	}
	return nil
}

// UndoRequest is POST /api/admin/bookings/{id}/undo's body.
type UndoRequest struct {
	Token string `json:"token"`
}

// Validate trims the token and checks its shape.
func (r *UndoRequest) Validate() error {
	r.Token = strings.TrimSpace(r.Token)
	if !ValidManageToken(r.Token) {
		return FieldError("token", MsgUndoToken)
	}
	return nil
}

// The messages of undo.
var (
	MsgUndoToken     = NewMsg("undo.token", "Token must be the undo token of the change.")
	MsgUndoExpired   = NewMsg("undo.expired", "This change can no longer be undone: an undo is possible once, within 15 seconds.")
	MsgUndoChanged   = NewMsg("undo.changed", "This booking has changed since, so that change can no longer be undone.")
	MsgUndoSlotTaken = NewMsg("undo.slot_taken", "The booking's time is no longer free, so it cannot be restored.")
)

// BookingUndoer takes a dashboard change back.
type BookingUndoer interface {
	// UndoBookingChange restores booking id as it was before the change
	// whose ticket's token is token, once, within UndoWindow, through the
	// placement rules of a move; the guest is written nothing, the
	// messages of the change are dropped and the reminders planned again.
	// ECONFLICT MsgUndoExpired for an unknown, used or expired token,
	// MsgUndoChanged when the booking changed since, MsgUndoSlotTaken when
	// its place is no longer free.
	UndoBookingChange(ctx context.Context, id int64, token string, rules SlotRules) (*Booking, error)
}
