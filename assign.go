package dayspa

import (
	"sort"
	"strconv"
	"strings"
)

// The booking rule's choice: which room and therapists a treatment gets
// on a day. A booking holds one room and one therapist (a couples
// treatment: a couple room and two therapists) for [start, start +
// duration + preparation); a visitor may prefer a gender or one named
// therapist.

// Preference is the visitor's choice of therapist: any (the zero value),
// female, male, or one named therapist.
type Preference struct {
	Gender      Gender
	TherapistID int64
}

// MsgPreference refuses a preference that is not one of the four kinds.
var MsgPreference = NewMsg("preference.invalid", "Therapist preference must be any, female, male or a therapist from the list.")

// ParsePreference reads "any" (or nothing), "female", "male" or
// "therapist:{id}".
func ParsePreference(s string) (Preference, bool) {
	s = strings.TrimSpace(s)
	switch s {
	case "", "any":
		return Preference{}, true
	case string(GenderFemale), string(GenderMale):
		return Preference{Gender: Gender(s)}, true
	}
	if rest, ok := strings.CutPrefix(s, "therapist:"); ok {
		id, err := strconv.ParseInt(rest, 10, 64)
		if err == nil && id > 0 && strconv.FormatInt(id, 10) == rest {
			return Preference{TherapistID: id}, true
		}
	}
	return Preference{}, false
}

// String writes the preference as ParsePreference reads it.
func (p Preference) String() string {
	switch {
	case p.TherapistID > 0:
		return "therapist:" + strconv.FormatInt(p.TherapistID, 10)
	case p.Gender != "":
		return string(p.Gender)
	}
	return "any"
}

// MarshalText writes p as String does, so that its JSON form is what
// ParsePreference reads (the manage page asks the free times for it).
func (p Preference) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// Matches reports whether t is of the preferred gender (or is the named
// therapist; any therapist matches no preference).
func (p Preference) Matches(t Therapist) bool {
	switch {
	case p.TherapistID > 0:
		return t.ID == p.TherapistID
	case p.Gender != "":
		return t.Gender == p.Gender
	}
	return true
}

// Hold is what a booking of the day holds: its span (preparation
// included), its room and therapists. A booking made before the spa had
// rooms and therapists has none assigned (RoomID 0, no TherapistIDs):
// until the manager assigns them it still holds one anonymous room and
// therapist (a couple room and two therapists when Couple) for its span.
type Hold struct {
	BookingID    int64
	Span         Interval
	RoomID       int64
	TherapistIDs []int64
	Couple       bool
}

// therapistsNeeded is how many therapists a treatment takes.
func therapistsNeeded(couple bool) int {
	if couple {
		return 2
	}
	return 1
}

// IsCouples reports whether a service is a couples treatment: a couple
// room and two therapists at once.
func (s Service) IsCouples() bool { return s.Category == CategoryCouples }

// HoldSpan returns what a treatment of svc starting at minute holds: its
// duration and preparation time, bounded by the end of the day.
func HoldSpan(minute int, svc Service) Interval {
	return Interval{minute, min(minute+svc.Duration+svc.PrepTime, MinutesPerDay)}
}

// DayPlan is everything that decides one day's bookings: the day's hours
// (nil when closed), the team and rooms (inactive ones are ignored), what
// the day's bookings already hold, and the room blocks that cover part of
// the day (a blocked room is not free then; roomblock.go).
type DayPlan struct {
	Date       Date
	Hours      *Hours
	Therapists []Therapist
	Rooms      []Room
	Holds      []Hold
	Blocks     []RoomBlock
}

// Assignment is the room and therapists a booking gets.
type Assignment struct {
	RoomID       int64   `json:"roomId"`
	TherapistIDs []int64 `json:"therapistIds"`
}

// Assign picks a room and therapists for svc at minute with the
// visitor's preference, ignoring the booking ignore (the one being moved;
// 0 for none), or says why there is none: ReasonNoTherapist when no
// qualified therapist of the preference works that time at all,
// ReasonFull when they or the rooms are all taken. Opening hours are
// SlotRules' business. Single treatments take a single room before the
// couple room; therapists are taken least busy first, so the day's work
// spreads over the team.
func (p DayPlan) Assign(svc Service, minute int, pref Preference, ignore int64) (Assignment, string) {
	treatment := Interval{minute, minute + svc.Duration}
	span := HoldSpan(minute, svc)
	couple := svc.IsCouples()
	holds := make([]Hold, 0, len(p.Holds))
	for _, h := range p.Holds {
		if ignore == 0 || h.BookingID != ignore {
			holds = append(holds, h)
		}
	}
	busyT, busyR := map[int64]bool{}, map[int64]bool{}
	load := map[int64]int{}
	for _, h := range holds {
		for _, id := range h.TherapistIDs {
			load[id] += h.Span.End - h.Span.Start
			if h.Span.Overlaps(span) {
				busyT[id] = true
			}
		}
		if h.RoomID != 0 && h.Span.Overlaps(span) {
			busyR[h.RoomID] = true
		}
	}
	for _, b := range p.Blocks {
		if iv, ok := b.On(p.Date); ok && iv.Overlaps(span) {
			busyR[b.RoomID] = true
		}
	}
	// Who could do it: qualified, at work for the treatment, of the
	// preference (a couples treatment with a named therapist pairs them
	// with any qualified colleague).
	var named, others []Therapist
	for _, t := range p.Therapists {
		if !t.Qualified(svc.ID) || !t.Works(p.Date, treatment) {
			continue
		}
		switch {
		case pref.TherapistID > 0 && t.ID == pref.TherapistID:
			named = append(named, t)
		case pref.TherapistID > 0 && couple:
			others = append(others, t)
		case pref.TherapistID == 0 && pref.Matches(t):
			others = append(others, t)
		}
	}
	need := therapistsNeeded(couple)
	if (pref.TherapistID > 0 && len(named) == 0) || len(named)+len(others) < need {
		return Assignment{}, ReasonNoTherapist
	}
	free := func(ts []Therapist) []int64 {
		var out []int64
		for _, t := range ts {
			if !busyT[t.ID] {
				out = append(out, t.ID)
			}
		}
		sort.SliceStable(out, func(i, j int) bool {
			if load[out[i]] != load[out[j]] {
				return load[out[i]] < load[out[j]]
			}
			return out[i] < out[j]
		})
		return out
	}
	freeNamed, freeOthers := free(named), free(others)
	var chosen []int64
	if pref.TherapistID > 0 {
		if len(freeNamed) == 0 {
			return Assignment{}, ReasonFull
		}
		chosen = append(chosen, freeNamed[0])
	}
	for _, id := range freeOthers {
		if len(chosen) == need {
			break
		}
		chosen = append(chosen, id)
	}
	if len(chosen) < need {
		return Assignment{}, ReasonFull
	}
	var rooms []Room
	for _, r := range p.Rooms {
		if r.Active && !busyR[r.ID] && (!couple || r.Kind == RoomCouple) {
			rooms = append(rooms, r)
		}
	}
	sort.SliceStable(rooms, func(i, j int) bool {
		return rooms[i].Kind == RoomSingle && rooms[j].Kind != RoomSingle
	})
	for _, r := range rooms {
		a := Assignment{RoomID: r.ID, TherapistIDs: chosen}
		if p.leavesRoomForUnassigned(holds, span, a, couple) {
			return a, ""
		}
	}
	return Assignment{}, ReasonFull
}

// leavesRoomForUnassigned reports whether, with a taking its room and
// therapists over span, the bookings without an assigned room or
// therapists still find enough of them free at every moment of span:
// rooms of any kind for all, couple rooms for the couples, therapists for
// all. The load only rises where a span starts, so checking span's start
// and every start inside it is enough.
func (p DayPlan) leavesRoomForUnassigned(holds []Hold, span Interval, a Assignment, couple bool) bool {
	points := []int{span.Start}
	for _, b := range p.Blocks {
		if iv, ok := b.On(p.Date); ok && iv.Start > span.Start && iv.Start < span.End {
			points = append(points, iv.Start)
		}
	}
	anyUnassigned := false
	for _, h := range holds {
		if h.RoomID == 0 || len(h.TherapistIDs) == 0 {
			anyUnassigned = true
			if h.Span.Start > span.Start && h.Span.Start < span.End {
				points = append(points, h.Span.Start)
			}
		}
	}
	if !anyUnassigned {
		return true
	}
	for _, at := range points {
		moment := Interval{at, at + 1}
		takenR := map[int64]bool{a.RoomID: true}
		for _, b := range p.Blocks {
			if iv, ok := b.On(p.Date); ok && iv.Overlaps(moment) {
				takenR[b.RoomID] = true
			}
		}
		takenT := map[int64]bool{}
		for _, id := range a.TherapistIDs {
			takenT[id] = true
		}
		needRooms, needCouple, needTherapists := 0, 0, 0
		for _, h := range holds {
			if !h.Span.Overlaps(moment) {
				continue
			}
			if h.RoomID != 0 {
				takenR[h.RoomID] = true
			} else {
				needRooms++
				if h.Couple {
					needCouple++
				}
			}
			if len(h.TherapistIDs) > 0 {
				for _, id := range h.TherapistIDs {
					takenT[id] = true
				}
			} else {
				needTherapists += therapistsNeeded(h.Couple)
			}
		}
		freeRooms, freeCouple, freeTherapists := 0, 0, 0
		for _, r := range p.Rooms {
			if r.Active && !takenR[r.ID] {
				freeRooms++
				if r.Kind == RoomCouple {
					freeCouple++
				}
			}
		}
		for _, t := range p.Therapists {
			if t.Active && !takenT[t.ID] {
				freeTherapists++
			}
		}
		if freeRooms < needRooms || freeCouple < needCouple || freeTherapists < needTherapists {
			return false
		}
	}
	return true
}
