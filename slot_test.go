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

// rulesAt returns slot rules with capacity 3 whose clock stands at the given
// Dubai wall-clock time.
func rulesAt(t *testing.T, wall string) dayspa.SlotRules {
	t.Helper()
	loc := dubai(t)
	now, err := time.ParseInLocation("2006-01-02 15:04", wall, loc)
	if err != nil {
		t.Fatal(err)
	}
	return dayspa.SlotRules{Capacity: 3, Clock: dayspa.Clock{Location: loc, Now: func() time.Time { return now }}}
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

func at(hhmm string, svc dayspa.Service) dayspa.Occupancy {
	m, ok := dayspa.ParseSlot(hhmm)
	if !ok {
		panic("bad slot " + hhmm)
	}
	return dayspa.OccupancyOf(m, svc)
}

func TestFits(t *testing.T) {
	tests := []struct {
		name     string
		existing []dayspa.Occupancy
		n        dayspa.Occupancy
		want     bool
	}{
		{"empty day", nil, at("10:00", massage60), true},
		{"two booked, third fits", []dayspa.Occupancy{at("10:00", massage60), at("10:00", massage60)}, at("10:00", massage60), true},
		{"three booked, full", []dayspa.Occupancy{at("10:00", massage60), at("10:00", massage60), at("10:00", massage60)}, at("10:00", massage60), false},
		{"90 minutes at 10 still holds 11:00", []dayspa.Occupancy{at("10:00", massage90), at("10:00", massage90), at("10:00", massage90)}, at("11:00", massage60), false},
		{"90 minutes at 10 frees 12:00", []dayspa.Occupancy{at("10:00", massage90), at("10:00", massage90), at("10:00", massage90)}, at("12:00", massage60), true},
		{"new 120 overlaps a later full hour", []dayspa.Occupancy{at("11:00", massage60), at("11:00", massage60), at("11:00", massage60)}, at("10:00", facial120), false},
		{"150 minutes spans three slots", []dayspa.Occupancy{at("12:00", massage60), at("12:00", massage60), at("12:00", massage60)}, at("10:00", ritual150), false},
		{"end is exclusive", []dayspa.Occupancy{at("09:00", massage60), at("09:00", massage60), at("09:00", massage60)}, at("10:00", massage60), true},
		{"couples takes two places", []dayspa.Occupancy{at("10:00", massage60), at("10:00", massage60)}, at("10:00", couples120), false},
		{"couples fits beside one", []dayspa.Occupancy{at("10:00", massage60)}, at("10:00", couples120), true},
		{"couples already there leaves one", []dayspa.Occupancy{at("10:00", couples120)}, at("11:00", massage60), true},
		{"couples plus one is full", []dayspa.Occupancy{at("10:00", couples120), at("11:00", massage60)}, at("11:00", massage60), false},
		{"staggered loads never exceed", []dayspa.Occupancy{at("10:00", facial120), at("11:00", facial120)}, at("11:00", massage60), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := dayspa.Fits(tt.existing, tt.n, 3); got != tt.want {
				t.Errorf("Fits = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestSlotReason(t *testing.T) {
	tests := []struct {
		name   string
		now    string // Dubai wall clock
		date   string
		slot   string
		svc    dayspa.Service
		booked []dayspa.Occupancy
		want   string
	}{
		{"free tomorrow", "2026-11-22 15:00", "2026-11-23", "10:00", massage60, nil, ""},
		{"started slot today is past", "2026-11-22 10:00", "2026-11-22", "10:00", massage60, nil, dayspa.ReasonPast},
		{"later slot today is free", "2026-11-22 10:01", "2026-11-22", "11:00", massage60, nil, ""},
		{"yesterday is past", "2026-11-22 08:00", "2026-11-21", "21:00", massage60, nil, dayspa.ReasonPast},
		{"just after midnight in Dubai, the new day's morning is bookable", "2026-11-23 00:05", "2026-11-23", "09:00", massage60, nil, ""},
		{"just after midnight in Dubai, yesterday's evening is past", "2026-11-23 00:05", "2026-11-22", "21:00", massage60, nil, dayspa.ReasonPast},
		{"60 minutes at 21:00 ends at closing", "2026-11-22 08:00", "2026-11-23", "21:00", massage60, nil, ""},
		{"90 minutes at 21:00 ends after closing", "2026-11-22 08:00", "2026-11-23", "21:00", massage90, nil, dayspa.ReasonAfterClosing},
		{"120 minutes at 20:00 ends at closing", "2026-11-22 08:00", "2026-11-23", "20:00", facial120, nil, ""},
		{"90 days ahead is bookable", "2026-11-22 08:00", "2027-02-20", "10:00", massage60, nil, ""},
		{"91 days ahead is too far", "2026-11-22 08:00", "2027-02-21", "10:00", massage60, nil, dayspa.ReasonTooFarAhead},
		{"horizon counts from Dubai's date, not UTC's", "2026-11-23 01:00", "2027-02-21", "10:00", massage60, nil, ""},
		{"full", "2026-11-22 08:00", "2026-11-23", "10:00", massage60, []dayspa.Occupancy{at("10:00", couples120), at("10:00", massage60)}, dayspa.ReasonFull},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := rulesAt(t, tt.now)
			m, _ := dayspa.ParseSlot(tt.slot)
			if got := r.SlotReason(mustDate(t, tt.date), m, tt.svc, tt.booked); got != tt.want {
				t.Errorf("SlotReason = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestDayHasThirteenSlots(t *testing.T) {
	r := rulesAt(t, "2026-11-22 12:30")
	slots := r.Day(mustDate(t, "2026-11-22"), massage90, nil)
	if len(slots) != 13 || slots[0].Time != "09:00" || slots[12].Time != "21:00" {
		t.Fatalf("slots = %+v", slots)
	}
	wantReasons := map[string]string{"09:00": "past", "12:00": "past", "13:00": "", "20:00": "", "21:00": "after_closing"}
	for _, s := range slots {
		if want, ok := wantReasons[s.Time]; ok && (s.Reason != want || s.Available != (want == "")) {
			t.Errorf("%s: available=%v reason=%q, want %q", s.Time, s.Available, s.Reason, want)
		}
	}
}

func TestStatusTransitions(t *testing.T) {
	all := []dayspa.BookingStatus{dayspa.StatusPending, dayspa.StatusConfirmed, dayspa.StatusCompleted, dayspa.StatusCancelled}
	allowed := map[[2]dayspa.BookingStatus]bool{
		{dayspa.StatusPending, dayspa.StatusConfirmed}:   true,
		{dayspa.StatusConfirmed, dayspa.StatusCompleted}: true,
	}
	for _, from := range all {
		for _, to := range all {
			if got := from.CanMoveTo(to); got != allowed[[2]dayspa.BookingStatus{from, to}] {
				t.Errorf("%s -> %s = %v", from, to, got)
			}
		}
	}
}

func TestParseCalendarDate(t *testing.T) {
	loc := dubai(t)
	tests := []struct{ in, want string }{
		{"2026-12-01", "2026-12-01"},
		{"2026-12-01T00:00:00+09:00", "2026-11-30"}, // 19:00 the evening before in Dubai
		{"2026-11-30T20:30:00Z", "2026-12-01"},      // 00:30 in Dubai
		{"2026-12-01T12:00:00.000Z", "2026-12-01"},
	}
	for _, tt := range tests {
		d, err := dayspa.ParseCalendarDate(tt.in, loc)
		if err != nil || d.String() != tt.want {
			t.Errorf("ParseCalendarDate(%q) = %s, %v; want %s", tt.in, d, err, tt.want)
		}
	}
	for _, bad := range []string{"", "2026-13-01", "2026-02-30", "01/12/2026", "2026-1-1"} {
		if _, err := dayspa.ParseCalendarDate(bad, loc); err == nil {
			t.Errorf("ParseCalendarDate(%q) accepted", bad)
		}
	}
}
