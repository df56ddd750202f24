package dayspa

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// Room blocks: the manager takes a room out of use for a while
// (maintenance, a deep clean, a repair). A blocked room is not free: the
// booking rule never gives it to a booking over the block's time, the
// manager cannot move a booking into it, and a block cannot be laid over
// bookings that already hold the room (they are never moved silently:
// the manager moves or cancels them first). Blocks of one room never
// overlap.

// MaxRoomBlockDays bounds one block: a room out of use for longer is
// deactivated instead.
const MaxRoomBlockDays = 31

// RoomBlock takes room RoomID out of use from Start to End (exclusive),
// both on the spa's clock: a date and a minute of that day. End's minute
// is below 24:00 (the end of a day is the next day's 00:00).
type RoomBlock struct {
	ID          int64
	RoomID      int64
	StartDate   Date
	StartMinute int
	EndDate     Date
	EndMinute   int
	Note        string
}

// blockTimeLayout is how a block's start and end are written: a date and
// time of the spa's clock, with no zone.
const blockTimeLayout = "2006-01-02T15:04"

func formatBlockTime(d Date, minute int) string { return d.String() + "T" + FormatClock(minute) }

type roomBlockJSON struct {
	ID     int64  `json:"id"`
	RoomID int64  `json:"roomId"`
	Start  string `json:"start"`
	End    string `json:"end"`
	Note   string `json:"note"`
}

// MarshalJSON writes {id, roomId, start, end, note}, start and end as
// "YYYY-MM-DDTHH:MM" on the spa's clock.
func (b RoomBlock) MarshalJSON() ([]byte, error) {
	return json.Marshal(roomBlockJSON{b.ID, b.RoomID, formatBlockTime(b.StartDate, b.StartMinute), formatBlockTime(b.EndDate, b.EndMinute), b.Note})
}

// On returns the part of d the block covers, and whether it covers any.
func (b RoomBlock) On(d Date) (Interval, bool) {
	if d.Before(b.StartDate) || d.After(b.EndDate) {
		return Interval{}, false
	}
	iv := Interval{0, MinutesPerDay}
	if d == b.StartDate {
		iv.Start = b.StartMinute
	}
	if d == b.EndDate {
		iv.End = b.EndMinute
	}
	return iv, iv.End > iv.Start
}

// LastDay is the last date the block covers a moment of.
func (b RoomBlock) LastDay() Date {
	if b.EndMinute == 0 {
		return b.EndDate.AddDays(-1)
	}
	return b.EndDate
}

// Overlaps reports whether b and o take the same room at a common moment.
func (b RoomBlock) Overlaps(o RoomBlock) bool {
	if b.RoomID != o.RoomID {
		return false
	}
	startsBefore := func(d1 Date, m1 int, d2 Date, m2 int) bool { return d1.Before(d2) || (d1 == d2 && m1 < m2) }
	return startsBefore(b.StartDate, b.StartMinute, o.EndDate, o.EndMinute) &&
		startsBefore(o.StartDate, o.StartMinute, b.EndDate, b.EndMinute)
}

// Describe names the block for the manager: "from 2026-12-01 10:00 to
// 12:00 (Steam repair)".
func (b RoomBlock) Describe() string {
	end := FormatClock(b.EndMinute)
	if b.EndDate != b.StartDate {
		end = formatBlockTime(b.EndDate, b.EndMinute)
		end = strings.Replace(end, "T", " ", 1)
	}
	s := fmt.Sprintf("from %s %s to %s", b.StartDate, FormatClock(b.StartMinute), end)
	if b.Note != "" {
		s += " (" + b.Note + ")"
	}
	return s
}

// Messages of the room block form.
var (
	MsgBlockRoom  = NewMsg("roomblock.room", "Choose a room of the spa.")
	MsgBlockStart = NewMsg("roomblock.start", "Start must be a date and time as YYYY-MM-DDTHH:MM.")
	MsgBlockEnd   = NewMsg("roomblock.end", "End must be a date and time as YYYY-MM-DDTHH:MM.")
	MsgBlockOrder = NewMsg("roomblock.order", "End must be after start.")
	MsgBlockLong  = NewMsg("roomblock.too_long", "A room block may last at most 31 days; deactivate the room for longer.")
	MsgBlockNote  = NewMsg("roomblock.note", "Note must be one line of at most 200 characters.")
)

// RoomBlockInput is the body of POST /api/admin/room-blocks and of PATCH
// /api/admin/room-blocks/{id} (which replaces the whole block).
type RoomBlockInput struct {
	RoomID int64  `json:"roomId"`
	Start  string `json:"start"`
	End    string `json:"end"`
	Note   string `json:"note"`
}

// parseBlockTime reads a block's start or end: "YYYY-MM-DDTHH:MM" on the
// spa's clock (24:00 is the day's end), an RFC 3339 date-time (taken to
// the spa's clock loc), or a bare date: its first moment, or for an end
// (isEnd) its last, so that "2026-12-01" to "2026-12-03" blocks three
// whole days. The minute returned is below 24:00.
func parseBlockTime(s string, loc *time.Location, isEnd bool) (Date, int, bool) {
	s = strings.TrimSpace(s)
	if d, err := ParseDate(s); err == nil {
		if isEnd {
			return d.AddDays(1), 0, true
		}
		return d, 0, true
	}
	if len(s) == len(blockTimeLayout) && s[10] == 'T' {
		d, err := ParseDate(s[:10])
		m, ok := ParseClock(s[11:])
		if err != nil || !ok {
			return Date{}, 0, false
		}
		if m == MinutesPerDay {
			return d.AddDays(1), 0, true
		}
		return d, m, true
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil || t.Second() != 0 || t.Nanosecond() != 0 {
		return Date{}, 0, false
	}
	t = t.In(loc)
	return DateOf(t), t.Hour()*60 + t.Minute(), true
}

// New checks the form: a room chosen, start and end readable and inside
// the record window on the spa's clock c, end after start, at most
// MaxRoomBlockDays long, a note of one line. Every field's message at
// once; whether the room exists and is free is the store's question
// (RoomBlock.Check).
func (in RoomBlockInput) New(c Clock) (RoomBlock, error) {
	f := FieldErrors{}
	b := RoomBlock{RoomID: in.RoomID, Note: strings.TrimSpace(in.Note)}
	if in.RoomID <= 0 {
		f.Add("roomId", MsgBlockRoom)
	}
	var okStart, okEnd bool
	b.StartDate, b.StartMinute, okStart = parseBlockTime(in.Start, c.Location, false)
	b.EndDate, b.EndMinute, okEnd = parseBlockTime(in.End, c.Location, true)
	today := c.Today()
	switch {
	case !okStart:
		f.Add("start", MsgBlockStart)
	case !CheckRecordDate(f, "start", b.StartDate, today):
		okStart = false
	}
	switch {
	case !okEnd:
		f.Add("end", MsgBlockEnd)
	case !CheckRecordDate(f, "end", b.EndDate, today):
	case !okStart:
	case !b.StartDate.Before(b.EndDate) && !(b.StartDate == b.EndDate && b.StartMinute < b.EndMinute):
		f.Add("end", MsgBlockOrder)
	case b.EndDate.After(b.StartDate.AddDays(MaxRoomBlockDays)) ||
		(b.EndDate == b.StartDate.AddDays(MaxRoomBlockDays) && b.EndMinute > b.StartMinute):
		f.Add("end", MsgBlockLong)
	}
	if !ValidText(b.Note, OneLine) || utf8.RuneCountInString(b.Note) > 200 {
		f.Add("note", MsgBlockNote)
	}
	return b, f.Err()
}

// DayBlock is a block's part of one day, as the calendar draws it.
type DayBlock struct {
	ID     int64  `json:"id"`
	RoomID int64  `json:"roomId"`
	Start  string `json:"start"`
	End    string `json:"end"`
	Note   string `json:"note"`
}

// DayBlocks returns the parts of the plan's day its blocks cover, by room
// and start.
func (p DayPlan) DayBlocks() []DayBlock {
	out := []DayBlock{}
	for _, b := range p.Blocks {
		if iv, ok := b.On(p.Date); ok {
			out = append(out, DayBlock{ID: b.ID, RoomID: b.RoomID, Start: FormatClock(iv.Start), End: FormatClock(iv.End), Note: b.Note})
		}
	}
	return out
}

// blockedOn returns the block of room that covers a moment of span on
// the plan's day, nil when none does.
func (p DayPlan) blockedOn(room int64, span Interval) *RoomBlock {
	for i, b := range p.Blocks {
		if b.RoomID != room {
			continue
		}
		if iv, ok := b.On(p.Date); ok && iv.Overlaps(span) {
			return &p.Blocks[i]
		}
	}
	return nil
}

// Check tells whether block b can be laid: it overlaps no other block of
// its room (ECONFLICT naming it), and on each day of plans (the days it
// covers, read under their locks) no booking holds its room during it,
// nor would the bookings without a room find too few rooms left. It
// returns the ids of the bookings in the way, for the store to name
// (BlockedByBookings); nil when there are none.
func (b RoomBlock) Check(others []RoomBlock, plans []DayPlan) ([]int64, error) {
	for _, o := range others {
		if o.ID != b.ID && o.Overlaps(b) {
			return nil, Errorf(ECONFLICT, MsgBlockOverlap, o.Describe())
		}
	}
	var inTheWay []int64
	seen := map[int64]bool{}
	add := func(id int64) {
		if !seen[id] {
			seen[id] = true
			inTheWay = append(inTheWay, id)
		}
	}
	for _, p := range plans {
		span, ok := b.On(p.Date)
		if !ok {
			continue
		}
		for _, h := range p.Holds {
			if h.RoomID == b.RoomID && h.Span.Overlaps(span) {
				add(h.BookingID)
			}
		}
		if !p.leavesRoomForUnassigned(p.Holds, span, Assignment{RoomID: b.RoomID}, false) {
			for _, h := range p.Holds {
				if h.RoomID == 0 && h.Span.Overlaps(span) {
					add(h.BookingID)
				}
			}
		}
	}
	return inTheWay, nil
}

// BlockedBooking names a booking in a block's way: its number, day,
// start and customer.
type BlockedBooking struct {
	ID       int64
	Date     Date
	Time     string
	Customer string
}

// BlockedByBookings is the refusal of a block laid over bookings: how
// many, and the first few named.
func BlockedByBookings(bs []BlockedBooking) error {
	var names []string
	for i, b := range bs {
		if i == 3 {
			names = append(names, fmt.Sprintf("and %d more", len(bs)-3))
			break
		}
		names = append(names, fmt.Sprintf("#%d %s on %s at %s", b.ID, b.Customer, b.Date, b.Time))
	}
	return Errorf(ECONFLICT, MsgBlockBookings,
		len(bs), pluralize(len(bs), "booking holds", "bookings hold"), strings.Join(names, ", "), pluralize(len(bs), "it", "them"))
}

func pluralize(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// RoomBlockDays reads the days the dashboard lists blocks for (GET
// /api/admin/room-blocks?from&to): dates as YYYY-MM-DD inside the record
// window, to not before from; from defaults to today on the spa's
// calendar, to to a year after from.
func RoomBlockDays(from, to string, today Date) (Date, Date, error) {
	f := FieldErrors{}
	start := today
	if from != "" {
		d, err := ParseDate(from)
		if err != nil {
			f.Add("from", MsgFromDate)
		} else {
			CheckRecordDate(f, "from", d, today)
		}
		start = d
	}
	end := start.AddDays(365)
	if to != "" {
		d, err := ParseDate(to)
		switch {
		case err != nil:
			f.Add("to", MsgToDate)
		case !CheckRecordDate(f, "to", d, today):
		case d.Before(start):
			f.Add("to", MsgToBeforeFrom)
		}
		end = d
	}
	return start, end, f.Err()
}

// RoomBlockStore keeps the room blocks.
type RoomBlockStore interface {
	// RoomBlocks returns the blocks that cover a moment of from..to, by
	// start.
	RoomBlocks(ctx context.Context, from, to Date) ([]RoomBlock, error)
	// CreateRoomBlock stores b and sets its ID, atomically with
	// b.Check under the locks of the days it covers: EINVALID (roomId)
	// for an unknown room, ECONFLICT for another block of the room or
	// bookings in the way (named); nothing is stored then.
	CreateRoomBlock(ctx context.Context, b *RoomBlock) error
	// UpdateRoomBlock replaces block b.ID's room, times and note with b's,
	// under the same checks as CreateRoomBlock (the block itself is not in
	// its own way); ENOTFOUND for an unknown id; nothing changes when it
	// is refused.
	UpdateRoomBlock(ctx context.Context, b RoomBlock) error
	// DeleteRoomBlock removes one; ENOTFOUND for an unknown id.
	DeleteRoomBlock(ctx context.Context, id int64) error
}

// The messages of roomblock's rules.
var (
	MsgBlockOverlap  = NewMsg("roomblock.overlap", "This room is already blocked %s. Delete that block first or choose another time.", "when")
	MsgBlockBookings = NewMsg("roomblock.bookings", "%d %s the room then: %s. Move or cancel %s first.", "count", "", "bookings", "")
)
