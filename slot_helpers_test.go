package dayspa_test

import (
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func dubai(t *testing.T) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation("Asia/Dubai")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// rulesAt returns slot rules on the hourly grid whose clock stands at the given
// Dubai wall-clock time.
func rulesAt(t *testing.T, wall string) dayspa.SlotRules {
	t.Helper()
	loc := dubai(t)
	now, err := time.ParseInLocation("2006-01-02 15:04", wall, loc)
	if err != nil {
		t.Fatal(err)
	}
	return dayspa.SlotRules{Clock: dayspa.Clock{Location: loc, Now: func() time.Time { return now }}}
}

func mustDate(t *testing.T, s string) dayspa.Date {
	t.Helper()
	d, err := dayspa.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

var (
	massage60  = dayspa.Service{ID: 1, Category: dayspa.CategoryMassage, Duration: 60, IsActive: true}
	massage90  = dayspa.Service{ID: 2, Category: dayspa.CategoryMassage, Duration: 90, IsActive: true}
	facial120  = dayspa.Service{ID: 3, Category: dayspa.CategoryFacial, Duration: 120, IsActive: true}
	couples120 = dayspa.Service{ID: 4, Category: dayspa.CategoryCouples, Duration: 120, IsActive: true}
	ritual150  = dayspa.Service{ID: 5, Category: dayspa.CategoryBody, Duration: 150, IsActive: true}
)

func at(hhmm string) int {
	m, ok := dayspa.ParseClock(hhmm)
	if !ok {
		panic("bad time " + hhmm)
	}
	return m
}

func iv(from, to string) dayspa.Interval { return dayspa.Interval{Start: at(from), End: at(to)} }

// everyDay is a schedule of one interval on all seven weekdays.
func everyDay(from, to string) dayspa.WeekSchedule {
	var ws dayspa.WeekSchedule
	for i := range ws {
		ws[i] = []dayspa.Interval{iv(from, to)}
	}
	return ws
}

// team: Aisha and Mariam (female), Omar (male), all doing every test
// service and working 09:00-22:00 every day; Mariam is on leave
// 2026-11-24..26. Rooms: two single rooms and a couple suite.
func team() ([]dayspa.Therapist, []dayspa.Room) {
	all := []int64{1, 2, 3, 4, 5}
	ts := []dayspa.Therapist{
		{ID: 1, Name: "Aisha", Gender: dayspa.GenderFemale, ServiceIDs: all, Schedule: everyDay("09:00", "22:00"), Active: true},
		{ID: 2, Name: "Mariam", Gender: dayspa.GenderFemale, ServiceIDs: all, Schedule: everyDay("09:00", "22:00"), Active: true,
			TimeOff: []dayspa.TimeOff{{From: dayspa.Date{Year: 2026, Month: 11, Day: 24}, To: dayspa.Date{Year: 2026, Month: 11, Day: 26}}}},
		{ID: 3, Name: "Omar", Gender: dayspa.GenderMale, ServiceIDs: all, Schedule: everyDay("09:00", "22:00"), Active: true},
	}
	rooms := []dayspa.Room{
		{ID: 10, Name: "Jasmine", Kind: dayspa.RoomSingle, Active: true},
		{ID: 11, Name: "Oud", Kind: dayspa.RoomSingle, Active: true},
		{ID: 12, Name: "Suite", Kind: dayspa.RoomCouple, Active: true},
	}
	return ts, rooms
}

func plan(t *testing.T, date string, holds ...dayspa.Hold) dayspa.DayPlan {
	ts, rooms := team()
	return dayspa.DayPlan{Date: mustDate(t, date), Hours: &dayspa.Hours{Open: at("09:00"), Close: at("22:00")},
		Therapists: ts, Rooms: rooms, Holds: holds}
}

// hold is an assigned booking of svc at hhmm in room with therapists.
func hold(id int64, hhmm string, svc dayspa.Service, room int64, therapists ...int64) dayspa.Hold {
	return dayspa.Hold{BookingID: id, Span: dayspa.HoldSpan(at(hhmm), svc), RoomID: room, TherapistIDs: therapists, Couple: svc.IsCouples()}
}
