package dayspa_test

import (
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestSlotReason(t *testing.T) {
	withPrep := massage60
	withPrep.PrepTime = 15
	tests := []struct {
		name      string
		now, date string
		slot      string
		svc       dayspa.Service
		pref      dayspa.Preference
		holds     []dayspa.Hold
		want      string
	}{
		{"free tomorrow", "2026-11-22 15:00", "2026-11-23", "10:00", massage60, dayspa.Preference{}, nil, ""},
		{"started slot today is past", "2026-11-22 10:00", "2026-11-22", "10:00", massage60, dayspa.Preference{}, nil, dayspa.ReasonPast},
		{"later slot today is free", "2026-11-22 10:01", "2026-11-22", "11:00", massage60, dayspa.Preference{}, nil, ""},
		{"yesterday is past", "2026-11-22 08:00", "2026-11-21", "21:00", massage60, dayspa.Preference{}, nil, dayspa.ReasonPast},
		{"just after midnight in Dubai, the new day's morning is bookable", "2026-11-23 00:05", "2026-11-23", "09:00", massage60, dayspa.Preference{}, nil, ""},
		{"just after midnight in Dubai, yesterday's evening is past", "2026-11-23 00:05", "2026-11-22", "21:00", massage60, dayspa.Preference{}, nil, dayspa.ReasonPast},
		{"60 minutes at 21:00 ends at closing", "2026-11-22 08:00", "2026-11-23", "21:00", massage60, dayspa.Preference{}, nil, ""},
		{"preparation may run past closing", "2026-11-22 08:00", "2026-11-23", "21:00", withPrep, dayspa.Preference{}, nil, ""},
		{"90 minutes at 21:00 ends after closing", "2026-11-22 08:00", "2026-11-23", "21:00", massage90, dayspa.Preference{}, nil, dayspa.ReasonAfterClosing},
		{"120 minutes at 20:00 ends at closing", "2026-11-22 08:00", "2026-11-23", "20:00", facial120, dayspa.Preference{}, nil, ""},
		{"before opening is closed", "2026-11-22 08:00", "2026-11-23", "08:00", massage60, dayspa.Preference{}, nil, dayspa.ReasonClosed},
		{"off the grid is closed", "2026-11-22 08:00", "2026-11-23", "10:30", massage60, dayspa.Preference{}, nil, dayspa.ReasonClosed},
		{"90 days ahead is bookable", "2026-11-22 08:00", "2027-02-20", "10:00", massage60, dayspa.Preference{}, nil, ""},
		{"91 days ahead is too far", "2026-11-22 08:00", "2027-02-21", "10:00", massage60, dayspa.Preference{}, nil, dayspa.ReasonTooFarAhead},
		{"horizon counts from Dubai's date, not UTC's", "2026-11-23 01:00", "2027-02-21", "10:00", massage60, dayspa.Preference{}, nil, ""},
		{"all three rooms taken", "2026-11-22 08:00", "2026-11-23", "10:00", massage60, dayspa.Preference{},
			[]dayspa.Hold{hold(1, "10:00", couples120, 12, 1, 2), hold(2, "10:00", massage60, 10, 3)}, dayspa.ReasonFull},
		{"a room free but every therapist busy", "2026-11-22 08:00", "2026-11-23", "10:00", massage60, dayspa.Preference{},
			[]dayspa.Hold{hold(1, "09:00", ritual150, 10, 1), hold(2, "10:00", massage60, 11, 2), hold(3, "09:00", facial120, 12, 3)}, dayspa.ReasonFull},
		{"a treatment crossing a later booking's start", "2026-11-22 08:00", "2026-11-23", "10:00", massage90, dayspa.Preference{},
			[]dayspa.Hold{hold(1, "11:00", massage60, 10, 1), hold(2, "11:00", massage60, 11, 2), hold(3, "11:00", massage60, 12, 3)}, dayspa.ReasonFull},
		{"ending exactly when the others start is free", "2026-11-22 08:00", "2026-11-23", "10:00", massage60, dayspa.Preference{},
			[]dayspa.Hold{hold(1, "11:00", massage60, 10, 1), hold(2, "11:00", massage60, 11, 2), hold(3, "11:00", massage60, 12, 3)}, ""},
		{"but not with preparation time", "2026-11-22 08:00", "2026-11-23", "10:00", withPrep, dayspa.Preference{},
			[]dayspa.Hold{hold(1, "11:00", massage60, 10, 1), hold(2, "11:00", massage60, 11, 2), hold(3, "11:00", massage60, 12, 3)}, dayspa.ReasonFull},
		{"the rooms' preparation holds the next hour", "2026-11-22 08:00", "2026-11-23", "11:00", massage60, dayspa.Preference{},
			[]dayspa.Hold{hold(1, "10:00", withPrep, 10, 1), hold(2, "10:00", withPrep, 11, 2), hold(3, "10:00", withPrep, 12, 3)}, dayspa.ReasonFull},
		{"couples need the suite", "2026-11-22 08:00", "2026-11-23", "10:00", couples120, dayspa.Preference{},
			[]dayspa.Hold{hold(1, "10:00", massage60, 12, 1)}, dayspa.ReasonFull},
		{"couples need two therapists", "2026-11-22 08:00", "2026-11-23", "10:00", couples120, dayspa.Preference{},
			[]dayspa.Hold{hold(1, "10:00", massage60, 10, 1), hold(2, "11:00", massage60, 11, 2)}, dayspa.ReasonFull},
		{"couples with two free therapists and the suite", "2026-11-22 08:00", "2026-11-23", "10:00", couples120, dayspa.Preference{},
			[]dayspa.Hold{hold(1, "10:00", massage60, 10, 1)}, ""},
		{"couples with one therapist on leave and one busy", "2026-11-22 08:00", "2026-11-24", "10:00", couples120, dayspa.Preference{},
			[]dayspa.Hold{hold(1, "10:00", massage60, 10, 1)}, dayspa.ReasonFull},
		{"a male therapist is free", "2026-11-22 08:00", "2026-11-23", "10:00", massage60, dayspa.Preference{Gender: dayspa.GenderMale}, nil, ""},
		{"the only male therapist is busy", "2026-11-22 08:00", "2026-11-23", "10:00", massage60, dayspa.Preference{Gender: dayspa.GenderMale},
			[]dayspa.Hold{hold(1, "10:00", massage60, 10, 3)}, dayspa.ReasonFull},
		{"a female therapist while Omar is free", "2026-11-22 08:00", "2026-11-23", "10:00", massage60, dayspa.Preference{Gender: dayspa.GenderFemale},
			[]dayspa.Hold{hold(1, "10:00", massage60, 10, 1), hold(2, "10:00", massage60, 11, 2)}, dayspa.ReasonFull},
		{"named therapist on leave", "2026-11-22 08:00", "2026-11-25", "10:00", massage60, dayspa.Preference{TherapistID: 2}, nil, dayspa.ReasonNoTherapist},
		{"named therapist busy", "2026-11-22 08:00", "2026-11-23", "10:00", massage60, dayspa.Preference{TherapistID: 2},
			[]dayspa.Hold{hold(1, "09:00", massage90, 10, 2)}, dayspa.ReasonFull},
		{"unknown named therapist", "2026-11-22 08:00", "2026-11-23", "10:00", massage60, dayspa.Preference{TherapistID: 99}, nil, dayspa.ReasonNoTherapist},
		{"a booking without resources still holds a room and a therapist", "2026-11-22 08:00", "2026-11-23", "10:00", massage60, dayspa.Preference{},
			[]dayspa.Hold{hold(1, "10:00", massage60, 10, 1), hold(2, "10:00", massage60, 11, 2), {BookingID: 3, Span: iv("10:00", "11:00")}}, dayspa.ReasonFull},
		{"an old couples booking holds the suite", "2026-11-22 08:00", "2026-11-23", "10:00", couples120, dayspa.Preference{},
			[]dayspa.Hold{{BookingID: 3, Span: iv("09:00", "11:00"), Couple: true}}, dayspa.ReasonFull},
		{"an old booking starting inside the span is counted", "2026-11-22 08:00", "2026-11-23", "10:00", massage90, dayspa.Preference{},
			[]dayspa.Hold{hold(1, "10:00", massage90, 10, 1), hold(2, "10:00", massage90, 11, 2), {BookingID: 3, Span: iv("11:00", "12:00")}}, dayspa.ReasonFull},
		{"an old booking starting after the others end fits", "2026-11-22 08:00", "2026-11-23", "10:00", massage90, dayspa.Preference{},
			[]dayspa.Hold{hold(1, "10:00", massage60, 10, 1), hold(2, "10:00", massage60, 11, 2), {BookingID: 3, Span: iv("11:00", "12:00")}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := rulesAt(t, tt.now)
			_, got := r.Place(plan(t, tt.date, tt.holds...), at(tt.slot), tt.svc, tt.pref, 0)
			if got != tt.want {
				t.Errorf("reason = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestAssign(t *testing.T) {
	r := rulesAt(t, "2026-11-22 08:00")
	p := plan(t, "2026-11-23")
	a, reason := r.Place(p, at("10:00"), massage60, dayspa.Preference{}, 0)
	if reason != "" || a.RoomID != 10 || len(a.TherapistIDs) != 1 || a.TherapistIDs[0] != 1 {
		t.Errorf("first single booking = %+v %q, want room 10 (a single room before the suite), therapist 1", a, reason)
	}
	p.Holds = append(p.Holds, hold(1, "10:00", massage60, a.RoomID, a.TherapistIDs...))
	a, _ = r.Place(p, at("12:00"), massage60, dayspa.Preference{}, 0)
	if a.TherapistIDs[0] != 2 {
		t.Errorf("second booking therapist = %v, want 2, the least busy", a.TherapistIDs)
	}
	a, reason = r.Place(p, at("10:00"), couples120, dayspa.Preference{TherapistID: 3}, 0)
	if reason != "" || a.RoomID != 12 || len(a.TherapistIDs) != 2 || a.TherapistIDs[0] != 3 || a.TherapistIDs[1] != 2 {
		t.Errorf("couples with Omar named = %+v %q, want the suite, Omar and Mariam", a, reason)
	}
	// Moving booking 1 itself: its own hold does not stand in the way.
	p.Holds = []dayspa.Hold{hold(1, "10:00", massage60, 10, 1), hold(2, "10:00", massage60, 11, 2), hold(3, "10:00", massage60, 12, 3)}
	if _, reason := r.Place(p, at("10:00"), massage60, dayspa.Preference{TherapistID: 1}, 1); reason != "" {
		t.Errorf("moving booking 1 within its own time = %q", reason)
	}
}

func TestDayGrid(t *testing.T) {
	r := rulesAt(t, "2026-11-22 12:30")
	slots := r.Day(plan(t, "2026-11-22"), massage90, dayspa.Preference{})
	if len(slots) != 13 || slots[0].Time != "09:00" || slots[12].Time != "21:00" {
		t.Fatalf("slots = %+v", slots)
	}
	wantReasons := map[string]string{"09:00": "past", "12:00": "past", "13:00": "", "20:00": "", "21:00": "after_closing"}
	for _, s := range slots {
		if want, ok := wantReasons[s.Time]; ok && (s.Reason != want || s.Available != (want == "")) {
			t.Errorf("%s: available=%v reason=%q, want %q", s.Time, s.Available, s.Reason, want)
		}
	}
	r.Step = 30
	if slots := r.Day(plan(t, "2026-11-23"), massage60, dayspa.Preference{}); len(slots) != 26 || slots[1].Time != "09:30" || slots[25].Time != "21:30" {
		t.Errorf("a 30-minute grid = %d slots: %+v", len(slots), slots)
	}
	r.Step = 15
	if got := r.Grid(&dayspa.Hours{Open: at("10:00"), Close: at("11:00")}); len(got) != 4 {
		t.Errorf("15-minute grid 10:00-11:00 = %v", got)
	}
	r.Step = 60
	closed := plan(t, "2026-11-23")
	closed.Hours = nil
	slots = r.Day(closed, massage60, dayspa.Preference{})
	if len(slots) != 13 || slots[0].Reason != dayspa.ReasonClosed || r.HasFreeTime(closed, massage60, dayspa.Preference{}) {
		t.Errorf("a closed day = %+v", slots)
	}
	ramadan := plan(t, "2026-11-23")
	ramadan.Hours = &dayspa.Hours{Open: at("10:30"), Close: at("20:00")}
	slots = r.Day(ramadan, massage60, dayspa.Preference{})
	if slots[0].Time != "11:00" || slots[len(slots)-1].Time != "19:00" {
		t.Errorf("special hours grid = %+v", slots)
	}
}

func TestHoursOn(t *testing.T) {
	weekly := dayspa.DefaultOpeningHours()
	weekly[time.Friday] = &dayspa.Hours{Open: at("14:00"), Close: at("22:00")}
	c := dayspa.Calendar{Weekly: weekly, Special: []dayspa.SpecialDay{
		{From: mustDate(t, "2026-12-02"), To: mustDate(t, "2026-12-03")},
		{From: mustDate(t, "2027-02-18"), To: mustDate(t, "2027-03-19"), Hours: &dayspa.Hours{Open: at("10:00"), Close: at("20:00")}},
	}}
	for _, tt := range []struct {
		date string
		want *dayspa.Hours
	}{
		{"2026-11-23", &dayspa.Hours{Open: at("09:00"), Close: at("22:00")}},
		{"2026-11-27", &dayspa.Hours{Open: at("14:00"), Close: at("22:00")}}, // a Friday
		{"2026-12-02", nil},
		{"2026-12-03", nil},
		{"2026-12-04", &dayspa.Hours{Open: at("14:00"), Close: at("22:00")}},
		{"2027-03-19", &dayspa.Hours{Open: at("10:00"), Close: at("20:00")}},
	} {
		got := c.HoursOn(mustDate(t, tt.date))
		if (got == nil) != (tt.want == nil) || (got != nil && *got != *tt.want) {
			t.Errorf("HoursOn(%s) = %v, want %v", tt.date, got, tt.want)
		}
	}
}

func TestParsePreference(t *testing.T) {
	for in, want := range map[string]dayspa.Preference{
		"": {}, "any": {}, "female": {Gender: dayspa.GenderFemale}, "male": {Gender: dayspa.GenderMale},
		"therapist:7": {TherapistID: 7},
	} {
		if got, ok := dayspa.ParsePreference(in); !ok || got != want {
			t.Errorf("ParsePreference(%q) = %+v, %v", in, got, ok)
		}
	}
	for _, bad := range []string{"Female", "therapist:", "therapist:0", "therapist:-1", "therapist:07", "nobody"} {
		if _, ok := dayspa.ParsePreference(bad); ok {
			t.Errorf("ParsePreference(%q) accepted", bad)
		}
	}
}

func TestStatusTransitions(t *testing.T) {
	all := []dayspa.BookingStatus{dayspa.StatusPending, dayspa.StatusConfirmed, dayspa.StatusCompleted, dayspa.StatusCancelled, dayspa.StatusNoShow}
	allowed := map[[2]dayspa.BookingStatus]bool{
		{dayspa.StatusPending, dayspa.StatusConfirmed}:   true,
		{dayspa.StatusConfirmed, dayspa.StatusCompleted}: true,
		{dayspa.StatusPending, dayspa.StatusCancelled}:   true,
		{dayspa.StatusConfirmed, dayspa.StatusCancelled}: true,
		{dayspa.StatusConfirmed, dayspa.StatusNoShow}:    true,
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

func TestFit(t *testing.T) {
	r := rulesAt(t, "2026-11-22 08:00")
	p := plan(t, "2026-11-23", hold(1, "10:00", massage60, 10, 1), hold(2, "10:00", couples120, 12, 2, 3))
	other := massage60
	other.ID = 99 // nobody's qualified
	for _, tt := range []struct {
		name       string
		slot       string
		svc        dayspa.Service
		a          dayspa.Assignment
		code, text string
	}{
		{"free", "10:00", massage60, dayspa.Assignment{RoomID: 11, TherapistIDs: []int64{1}}, "", ""},
		{"therapist busy", "10:00", massage60, dayspa.Assignment{RoomID: 11, TherapistIDs: []int64{2}}, dayspa.ECONFLICT, "Mariam is booked then (booking #2)."},
		{"room busy", "11:00", massage60, dayspa.Assignment{RoomID: 12, TherapistIDs: []int64{1}}, dayspa.ECONFLICT, "Suite is booked then (booking #2)."},
		{"moved within its own time", "10:30", massage60, dayspa.Assignment{RoomID: 10, TherapistIDs: []int64{1}}, dayspa.ECONFLICT, "The spa is closed at that time. Please choose another day or time."},
		{"unqualified", "12:00", other, dayspa.Assignment{RoomID: 11, TherapistIDs: []int64{1}}, dayspa.EINVALID, ""},
		{"unknown therapist", "12:00", massage60, dayspa.Assignment{RoomID: 11, TherapistIDs: []int64{42}}, dayspa.EINVALID, ""},
		{"couples in a single room", "12:00", couples120, dayspa.Assignment{RoomID: 11, TherapistIDs: []int64{1, 2}}, dayspa.EINVALID, ""},
		{"couples with one therapist", "12:00", couples120, dayspa.Assignment{RoomID: 12, TherapistIDs: []int64{1}}, dayspa.EINVALID, ""},
		{"after closing", "21:00", massage90, dayspa.Assignment{RoomID: 11, TherapistIDs: []int64{1}}, dayspa.ECONFLICT, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := r.Fit(p, at(tt.slot), tt.svc, tt.a, 1)
			if dayspa.ErrorCode(err) != tt.code && !(tt.code == "" && err == nil) {
				t.Fatalf("Fit = %v, want code %q", err, tt.code)
			}
			if tt.text != "" && dayspa.ErrorMessage(err) != tt.text {
				t.Errorf("message = %q, want %q", dayspa.ErrorMessage(err), tt.text)
			}
		})
	}
	// Mariam, on leave on the 24th, does not work then.
	leave := plan(t, "2026-11-24")
	if err := r.Fit(leave, at("10:00"), massage60, dayspa.Assignment{RoomID: 10, TherapistIDs: []int64{2}}, 0); dayspa.ErrorMessage(err) != "Mariam does not work at that time." {
		t.Errorf("on leave: %v", err)
	}
}

func TestStatusChangeReason(t *testing.T) {
	for _, tt := range []struct {
		c     dayspa.StatusChange
		field string
	}{
		{dayspa.StatusChange{Status: dayspa.StatusConfirmed}, ""},
		{dayspa.StatusChange{Status: dayspa.StatusCancelled, Reason: " Guest is unwell. "}, ""},
		{dayspa.StatusChange{Status: dayspa.StatusCancelled}, "reason"},
		{dayspa.StatusChange{Status: dayspa.StatusNoShow, Reason: "\u200b"}, "reason"},
		{dayspa.StatusChange{Status: dayspa.StatusConfirmed, Reason: "why"}, "reason"},
		{dayspa.StatusChange{Status: "done"}, "status"},
	} {
		err := tt.c.Validate()
		if f := dayspa.ErrorFields(err); (tt.field == "" && err != nil) || (tt.field != "" && f[tt.field] == "") {
			t.Errorf("%+v: %v", tt.c, err)
		}
	}
}

// Horizon narrows a range to the days a visitor may book: from today in
// Dubai (23:30 on the 22nd in Dubai is still the 22nd) to 90 days ahead.
func TestHorizon(t *testing.T) {
	r := rulesAt(t, "2026-11-22 23:30")
	for _, c := range []struct{ from, to, wantFrom, wantTo string }{
		{"2026-11-01", "2026-11-30", "2026-11-22", "2026-11-30"},
		{"2027-02-01", "2027-02-28", "2027-02-01", "2027-02-20"},
		{"2026-11-22", "2026-11-22", "2026-11-22", "2026-11-22"},
	} {
		from, to, ok := r.Horizon(mustDate(t, c.from), mustDate(t, c.to))
		if !ok || from.String() != c.wantFrom || to.String() != c.wantTo {
			t.Errorf("Horizon(%s, %s) = %s, %s, %v; want %s, %s", c.from, c.to, from, to, ok, c.wantFrom, c.wantTo)
		}
	}
	for _, c := range [][2]string{{"2026-10-01", "2026-10-31"}, {"2026-11-21", "2026-11-21"}, {"2027-02-21", "2027-03-31"}} {
		if _, _, ok := r.Horizon(mustDate(t, c[0]), mustDate(t, c[1])); ok {
			t.Errorf("Horizon(%s, %s) has a bookable day", c[0], c[1])
		}
		if r.InHorizon(mustDate(t, c[0])) {
			t.Errorf("%s is in the horizon", c[0])
		}
	}
}

func TestWeekTimes(t *testing.T) {
	r := dayspa.SlotRules{}
	if got := r.WeekTimes(dayspa.DefaultOpeningHours()); len(got) != 13 || got[0] != "09:00" || got[12] != "21:00" {
		t.Errorf("the default week = %v, want hourly 09:00 to 21:00", got)
	}
	// Closed on Sundays, 10:00 to 23:00 Monday to Friday, 11:30 to 19:00 on Saturdays.
	var oh dayspa.OpeningHours
	for i := 1; i < 6; i++ {
		oh[i] = &dayspa.Hours{Open: at("10:00"), Close: at("23:00")}
	}
	oh[6] = &dayspa.Hours{Open: at("11:30"), Close: at("19:00")}
	r.Step = 30
	got := r.WeekTimes(oh)
	if len(got) != 26 || got[0] != "10:00" || got[3] != "11:30" || got[25] != "22:30" {
		t.Errorf("a 30-minute grid of a changed week = %v", got)
	}
	r.Step = 60
	if got := r.WeekTimes(dayspa.OpeningHours{}); len(got) != 13 || got[0] != "09:00" {
		t.Errorf("a week closed every day = %v, want the default day's grid", got)
	}
}
