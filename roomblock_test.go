package dayspa_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// block is a block of room on date from hh:mm to hh:mm.
func block(t *testing.T, id, room int64, date, from, to string) dayspa.RoomBlock {
	t.Helper()
	d := mustDate(t, date)
	b := dayspa.RoomBlock{ID: id, RoomID: room, StartDate: d, StartMinute: at(from), EndDate: d, EndMinute: at(to), Note: "Steam repair"}
	if to == "24:00" {
		b.EndDate, b.EndMinute = d.AddDays(1), 0
	}
	return b
}

func TestRoomBlockInput(t *testing.T) {
	loc := dubai(t)
	tests := []struct {
		name       string
		in         dayspa.RoomBlockInput
		start, end string // as the API writes them
		fields     []string
	}{
		{"date and times", dayspa.RoomBlockInput{RoomID: 1, Start: "2026-12-01T10:00", End: "2026-12-01T12:30", Note: " Steam repair "},
			"2026-12-01T10:00", "2026-12-01T12:30", nil},
		{"whole days", dayspa.RoomBlockInput{RoomID: 1, Start: "2026-12-01", End: "2026-12-03"},
			"2026-12-01T00:00", "2026-12-04T00:00", nil},
		{"24:00 is the next day's start", dayspa.RoomBlockInput{RoomID: 1, Start: "2026-12-01T20:00", End: "2026-12-01T24:00"},
			"2026-12-01T20:00", "2026-12-02T00:00", nil},
		{"RFC 3339 taken to Dubai's clock", dayspa.RoomBlockInput{RoomID: 1, Start: "2026-12-01T06:00:00Z", End: "2026-12-01T08:00:00Z"},
			"2026-12-01T10:00", "2026-12-01T12:00", nil},
		{"end before start", dayspa.RoomBlockInput{RoomID: 1, Start: "2026-12-01T12:00", End: "2026-12-01T10:00"}, "", "", []string{"end"}},
		{"end at start", dayspa.RoomBlockInput{RoomID: 1, Start: "2026-12-01T12:00", End: "2026-12-01T12:00"}, "", "", []string{"end"}},
		{"31 days is the most", dayspa.RoomBlockInput{RoomID: 1, Start: "2026-12-01T10:00", End: "2027-01-01T10:00"},
			"2026-12-01T10:00", "2027-01-01T10:00", nil},
		{"longer than 31 days", dayspa.RoomBlockInput{RoomID: 1, Start: "2026-12-01T10:00", End: "2027-01-01T10:15"}, "", "", []string{"end"}},
		{"no room, bad times, two-line note", dayspa.RoomBlockInput{Start: "tomorrow", End: "2026-12-01T25:00", Note: "a\nb"}, "", "",
			[]string{"end", "note", "roomId", "start"}},
		{"seconds are refused", dayspa.RoomBlockInput{RoomID: 1, Start: "2026-12-01T06:00:30Z", End: "2026-12-01T08:00:00Z"}, "", "", []string{"start"}},
		// Inside the record window: a block to the end of time would end on
		// a day no date can write (10000-01-01).
		{"at the end of time", dayspa.RoomBlockInput{RoomID: 1, Start: "9999-12-25", End: "9999-12-31"}, "", "", []string{"end", "start"}},
		{"before 2000", dayspa.RoomBlockInput{RoomID: 1, Start: "1999-12-31", End: "2000-01-01"}, "", "", []string{"start"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := tt.in.New(dayspa.Clock{Location: loc, Now: func() time.Time { return time.Date(2026, 11, 25, 9, 0, 0, 0, loc) }})
			if tt.fields != nil {
				fields := dayspa.ErrorFields(err)
				var got []string
				for f := range fields {
					got = append(got, f)
				}
				if len(got) != len(tt.fields) {
					t.Fatalf("fields %v, want %v (%v)", fields, tt.fields, err)
				}
				for _, f := range tt.fields {
					if fields[f] == "" {
						t.Errorf("no message for %s: %v", f, fields)
					}
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			raw, _ := json.Marshal(b)
			var v struct{ Start, End, Note string }
			_ = json.Unmarshal(raw, &v)
			if v.Start != tt.start || v.End != tt.end || v.Note != strings.TrimSpace(tt.in.Note) {
				t.Errorf("got %s, want start %s end %s", raw, tt.start, tt.end)
			}
		})
	}
}

func TestRoomBlockOn(t *testing.T) {
	b := dayspa.RoomBlock{RoomID: 1, StartDate: mustDate(t, "2026-12-01"), StartMinute: at("20:00"), EndDate: mustDate(t, "2026-12-03"), EndMinute: at("10:00")}
	for _, tt := range []struct {
		date string
		want dayspa.Interval
		ok   bool
	}{
		{"2026-11-30", dayspa.Interval{}, false},
		{"2026-12-01", iv("20:00", "24:00"), true},
		{"2026-12-02", iv("00:00", "24:00"), true},
		{"2026-12-03", iv("00:00", "10:00"), true},
		{"2026-12-04", dayspa.Interval{}, false},
	} {
		got, ok := b.On(mustDate(t, tt.date))
		if got != tt.want || ok != tt.ok {
			t.Errorf("%s: got %v %v, want %v %v", tt.date, got, ok, tt.want, tt.ok)
		}
	}
	whole := block(t, 1, 1, "2026-12-01", "00:00", "24:00")
	if _, ok := whole.On(mustDate(t, "2026-12-02")); ok {
		t.Error("a block ending at 24:00 covers the next day")
	}
	if whole.LastDay() != mustDate(t, "2026-12-01") {
		t.Errorf("last day %s", whole.LastDay())
	}
}

// A blocked room is not free: the booking rule gives its time to the
// other rooms, and when it was the only one that fits, the time is full.
func TestSlotReasonRoomBlocked(t *testing.T) {
	rules := rulesAt(t, "2026-11-22 08:00")
	withPrep := massage60
	withPrep.PrepTime = 15
	tests := []struct {
		name   string
		svc    dayspa.Service
		slot   string
		blocks []dayspa.RoomBlock
		holds  []dayspa.Hold
		want   string
		room   int64
	}{
		{"the single rooms come first", massage60, "10:00", nil, nil, "", 10},
		{"a blocked room is skipped", massage60, "10:00", []dayspa.RoomBlock{block(t, 1, 10, "2026-11-23", "09:00", "12:00")}, nil, "", 11},
		{"a block ending at the start is no obstacle", massage60, "12:00", []dayspa.RoomBlock{block(t, 1, 10, "2026-11-23", "09:00", "12:00")}, nil, "", 10},
		{"a block starting during the treatment is", massage60, "10:00", []dayspa.RoomBlock{block(t, 1, 10, "2026-11-23", "10:30", "12:00")}, nil, "", 11},
		{"a block starting during preparation is", withPrep, "10:00", []dayspa.RoomBlock{block(t, 1, 10, "2026-11-23", "11:00", "12:00")}, nil, "", 11},
		{"another day's block is no obstacle", massage60, "10:00", []dayspa.RoomBlock{block(t, 1, 10, "2026-11-24", "09:00", "12:00")}, nil, "", 10},
		{"every room blocked or taken is full", massage60, "10:00",
			[]dayspa.RoomBlock{block(t, 1, 10, "2026-11-23", "09:00", "12:00"), block(t, 2, 11, "2026-11-23", "00:00", "24:00")},
			[]dayspa.Hold{hold(1, "10:00", massage60, 12, 3)}, dayspa.ReasonFull, 0},
		{"the suite blocked: no couples treatment", couples120, "10:00", []dayspa.RoomBlock{block(t, 1, 12, "2026-11-23", "11:00", "11:15")}, nil, dayspa.ReasonFull, 0},
		{"a block from the day before reaches into the morning", massage60, "09:00", []dayspa.RoomBlock{
			{ID: 1, RoomID: 10, StartDate: mustDate(t, "2026-11-22"), StartMinute: at("20:00"), EndDate: mustDate(t, "2026-11-23"), EndMinute: at("09:30")}}, nil, "", 11},
		// Two bookings made before rooms existed need two of the three
		// rooms at 10:00; blocking one leaves none for a new booking.
		{"bookings without a room count the blocked room out", massage60, "10:00", []dayspa.RoomBlock{block(t, 1, 11, "2026-11-23", "09:00", "12:00")},
			[]dayspa.Hold{{BookingID: 1, Span: iv("10:00", "11:00")}, {BookingID: 2, Span: iv("10:00", "11:00")}}, dayspa.ReasonFull, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := plan(t, "2026-11-23", tt.holds...)
			p.Blocks = tt.blocks
			a, reason := rules.Place(p, at(tt.slot), tt.svc, dayspa.Preference{}, 0)
			if reason != tt.want || a.RoomID != tt.room {
				t.Errorf("got room %d reason %q, want room %d reason %q", a.RoomID, reason, tt.room, tt.want)
			}
			free := false
			for _, s := range rules.Day(p, tt.svc, dayspa.Preference{}) {
				if s.Time == tt.slot {
					free = s.Available
				}
			}
			if free != (tt.want == "") {
				t.Errorf("Day says %s free=%v", tt.slot, free)
			}
		})
	}
}

// The manager's move into a blocked room is refused, the block named.
func TestFitRoomBlocked(t *testing.T) {
	rules := rulesAt(t, "2026-11-22 08:00")
	p := plan(t, "2026-11-23", hold(7, "10:00", massage60, 11, 3))
	p.Blocks = []dayspa.RoomBlock{block(t, 1, 10, "2026-11-23", "13:00", "15:00")}
	err := rules.Fit(p, at("12:00"), massage90, dayspa.Assignment{RoomID: 10, TherapistIDs: []int64{1}}, 0)
	if dayspa.ErrorCode(err) != dayspa.ECONFLICT || !strings.Contains(dayspa.ErrorMessage(err), "Jasmine is blocked from 2026-11-23 13:00 to 15:00 (Steam repair)") {
		t.Fatalf("got %v", err)
	}
	if err := rules.Fit(p, at("11:00"), massage60, dayspa.Assignment{RoomID: 10, TherapistIDs: []int64{1}}, 0); err != nil {
		t.Fatalf("before the block: %v", err)
	}
	if err := rules.Fit(p, at("15:00"), massage60, dayspa.Assignment{RoomID: 10, TherapistIDs: []int64{1}}, 0); err != nil {
		t.Fatalf("after the block: %v", err)
	}
}

func TestRoomBlockCheck(t *testing.T) {
	p := plan(t, "2026-11-23", hold(7, "10:00", massage60, 10, 1), hold(8, "14:00", massage60, 11, 2))
	next := plan(t, "2026-11-24", hold(9, "09:00", massage60, 10, 3))
	tests := []struct {
		name   string
		b      dayspa.RoomBlock
		others []dayspa.RoomBlock
		plans  []dayspa.DayPlan
		want   []int64
		err    string
	}{
		{"free time", block(t, 0, 10, "2026-11-23", "11:00", "14:00"), nil, []dayspa.DayPlan{p}, nil, ""},
		{"over a booking of the room", block(t, 0, 10, "2026-11-23", "10:30", "12:00"), nil, []dayspa.DayPlan{p}, []int64{7}, ""},
		{"another room's booking is no obstacle", block(t, 0, 12, "2026-11-23", "09:00", "18:00"), nil, []dayspa.DayPlan{p}, nil, ""},
		{"over two days", dayspa.RoomBlock{RoomID: 10, StartDate: mustDate(t, "2026-11-23"), StartMinute: at("09:00"), EndDate: mustDate(t, "2026-11-24"), EndMinute: at("09:30")},
			nil, []dayspa.DayPlan{p, next}, []int64{7, 9}, ""},
		{"overlapping a block of the room", block(t, 0, 10, "2026-11-23", "11:00", "13:00"), []dayspa.RoomBlock{block(t, 4, 10, "2026-11-23", "12:00", "16:00")},
			[]dayspa.DayPlan{p}, nil, "already blocked from 2026-11-23 12:00 to 16:00 (Steam repair)"},
		{"touching a block of the room", block(t, 0, 10, "2026-11-23", "11:00", "12:00"), []dayspa.RoomBlock{block(t, 4, 10, "2026-11-23", "12:00", "16:00")},
			[]dayspa.DayPlan{p}, nil, ""},
		{"another room's block is no obstacle", block(t, 0, 10, "2026-11-23", "11:00", "13:00"), []dayspa.RoomBlock{block(t, 4, 11, "2026-11-23", "12:00", "16:00")},
			[]dayspa.DayPlan{p}, nil, ""},
		{"bookings without a room would lack one", block(t, 0, 10, "2026-11-25", "09:00", "12:00"), nil, []dayspa.DayPlan{func() dayspa.DayPlan {
			q := plan(t, "2026-11-25", dayspa.Hold{BookingID: 20, Span: iv("10:00", "11:00")}, dayspa.Hold{BookingID: 21, Span: iv("10:00", "11:00")},
				hold(22, "10:00", massage60, 12, 1))
			return q
		}()}, []int64{20, 21}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.b.Check(tt.others, tt.plans)
			if tt.err != "" {
				if dayspa.ErrorCode(err) != dayspa.ECONFLICT || !strings.Contains(dayspa.ErrorMessage(err), tt.err) {
					t.Fatalf("got %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("in the way %v, want %v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Fatalf("in the way %v, want %v", got, tt.want)
				}
			}
		})
	}
}

func TestBlockedByBookings(t *testing.T) {
	d := mustDate(t, "2026-11-23")
	err := dayspa.BlockedByBookings([]dayspa.BlockedBooking{{7, d, "10:00", "Sara"}})
	if got := dayspa.ErrorMessage(err); got != "1 booking holds the room then: #7 Sara on 2026-11-23 at 10:00. Move or cancel it first." {
		t.Errorf("got %q", got)
	}
	err = dayspa.BlockedByBookings([]dayspa.BlockedBooking{{1, d, "10:00", "A"}, {2, d, "11:00", "B"}, {3, d, "12:00", "C"}, {4, d, "13:00", "D"}, {5, d, "14:00", "E"}})
	if got := dayspa.ErrorMessage(err); dayspa.ErrorCode(err) != dayspa.ECONFLICT ||
		got != "5 bookings hold the room then: #1 A on 2026-11-23 at 10:00, #2 B on 2026-11-23 at 11:00, #3 C on 2026-11-23 at 12:00, and 2 more. Move or cancel them first." {
		t.Errorf("got %q", got)
	}
}

func TestDayBlocks(t *testing.T) {
	p := plan(t, "2026-11-23")
	p.Blocks = []dayspa.RoomBlock{
		{ID: 3, RoomID: 10, StartDate: mustDate(t, "2026-11-22"), StartMinute: at("20:00"), EndDate: mustDate(t, "2026-11-23"), EndMinute: at("10:00"), Note: "Deep clean"},
		block(t, 4, 11, "2026-11-24", "09:00", "10:00"),
	}
	got := p.DayBlocks()
	if len(got) != 1 || got[0] != (dayspa.DayBlock{ID: 3, RoomID: 10, Start: "00:00", End: "10:00", Note: "Deep clean"}) {
		t.Errorf("got %+v", got)
	}
}

func TestRoomBlockDays(t *testing.T) {
	today := mustDate(t, "2026-11-25")
	for _, tt := range []struct {
		name, from, to   string
		wantFrom, wantTo string
	}{
		{"today and a year after by default", "", "", "2026-11-25", "2027-11-25"},
		{"a year after from", "2026-12-01", "", "2026-12-01", "2027-12-01"},
		{"from today", "", "2026-11-30", "2026-11-25", "2026-11-30"},
		{"one day", "2026-11-29", "2026-11-29", "2026-11-29", "2026-11-29"},
		{"past days", "2026-10-01", "2026-10-31", "2026-10-01", "2026-10-31"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			from, to, err := dayspa.RoomBlockDays(tt.from, tt.to, today)
			if err != nil {
				t.Fatal(err)
			}
			if from.String() != tt.wantFrom || to.String() != tt.wantTo {
				t.Errorf("got %s..%s, want %s..%s", from, to, tt.wantFrom, tt.wantTo)
			}
		})
	}
	for _, tt := range []struct {
		name, from, to string
		want           map[string]string
	}{
		{"from not a date", "soon", "", map[string]string{"from": dayspa.MsgFromDate.Text}},
		{"to not a date", "", "2026-11-31", map[string]string{"to": dayspa.MsgToDate.Text}},
		{"to before from", "2026-11-29", "2026-11-28", map[string]string{"to": dayspa.MsgToBeforeFrom.Text}},
		{"to before today", "", "2026-11-24", map[string]string{"to": dayspa.MsgToBeforeFrom.Text}},
		{"outside the record window", "1999-12-31", "9999-12-31", map[string]string{
			"from": dayspa.MsgRecordDate(today), "to": dayspa.MsgRecordDate(today)}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := dayspa.RoomBlockDays(tt.from, tt.to, today)
			assertFields(t, err, tt.want)
		})
	}
}
