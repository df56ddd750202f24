package dayspa

import (
	"context"
	"strings"
	"unicode/utf8"
)

// Rooms: where treatments happen. A couples treatment needs a couple room;
// any other takes a room of either kind.

// RoomKind is single (one guest) or couple (two guests side by side).
type RoomKind string

const (
	RoomSingle RoomKind = "single"
	RoomCouple RoomKind = "couple"
)

// Room is one treatment room.
type Room struct {
	ID     int64    `json:"id"`
	Name   string   `json:"name"`
	Kind   RoomKind `json:"kind"`
	Active bool     `json:"active"`
}

// Messages of the room form.
var (
	MsgRoomName = NewMsg("room.name", "Name must be between 2 and 100 characters.")
	MsgRoomKind = NewMsg("room.kind", "Kind must be single or couple.")
)

// Validate trims the name and checks the fields.
func (r *Room) Validate() error {
	f := FieldErrors{}
	r.Name = strings.TrimSpace(r.Name)
	if !ValidText(r.Name, OneLine) || VisibleLen(r.Name) < 2 || utf8.RuneCountInString(r.Name) > 100 {
		f.Add("name", MsgRoomName)
	}
	if r.Kind != RoomSingle && r.Kind != RoomCouple {
		f.Add("kind", MsgRoomKind)
	}
	return f.Err()
}

// RoomInput is the room form; on an edit a field left out stays.
type RoomInput struct {
	Name   *string   `json:"name"`
	Kind   *RoomKind `json:"kind"`
	Active *bool     `json:"active"`
}

// Apply writes the fields given onto r.
func (in RoomInput) Apply(r *Room) {
	if in.Name != nil {
		r.Name = *in.Name
	}
	if in.Kind != nil {
		r.Kind = *in.Kind
	}
	if in.Active != nil {
		r.Active = *in.Active
	}
}

// New returns the room the form describes, active unless it says not.
func (in RoomInput) New() (Room, error) {
	r := Room{Active: true}
	in.Apply(&r)
	return r, r.Validate()
}

// RoomStore keeps the rooms.
type RoomStore interface {
	// Rooms returns every room, active or not, by name.
	Rooms(ctx context.Context) ([]Room, error)
	// GetRoom returns one; ENOTFOUND for an unknown id.
	GetRoom(ctx context.Context, id int64) (*Room, error)
	CreateRoom(ctx context.Context, r *Room) error
	UpdateRoom(ctx context.Context, r *Room) error
	// DeleteRoom removes one: ENOTFOUND for an unknown id, ECONFLICT
	// naming the count when it holds bookings from today on.
	DeleteRoom(ctx context.Context, id int64, today Date) error
}
