package dayspa

import (
	"strings"
	"testing"
	"time"
)

// A time off request: days from today on, in order, inside the record
// window, with a one-line note of at most 200 characters.
func TestTimeOffRequestInput(t *testing.T) {
	today := Date{2026, time.November, 22}
	for _, tc := range []struct {
		name   string
		in     TimeOffRequestInput
		fields []string
	}{
		{"Today", TimeOffRequestInput{From: "2026-11-22", To: "2026-11-22"}, nil},
		{"AWeek", TimeOffRequestInput{From: "2026-12-01", To: "2026-12-07", Note: strings.Repeat("é", 200)}, nil},
		{"Yesterday", TimeOffRequestInput{From: "2026-11-21", To: "2026-11-22"}, []string{"from"}},
		{"Backwards", TimeOffRequestInput{From: "2026-12-02", To: "2026-12-01"}, []string{"to"}},
		{"NoDays", TimeOffRequestInput{}, []string{"from", "to"}},
		{"LongNote", TimeOffRequestInput{From: "2026-12-01", To: "2026-12-01", Note: strings.Repeat("a", 201)}, []string{"note"}},
		{"TwoLines", TimeOffRequestInput{From: "2026-12-01", To: "2026-12-01", Note: "a\nb"}, []string{"note"}},
		{"FarAhead", TimeOffRequestInput{From: "2026-12-01", To: "2040-01-01"}, []string{"to"}},
	} {
		off, err := tc.in.Validate(today)
		got := ErrorFields(err)
		if len(got) != len(tc.fields) {
			t.Errorf("%s: errors %v, want on %v", tc.name, got, tc.fields)
			continue
		}
		for _, f := range tc.fields {
			if got[f] == "" {
				t.Errorf("%s: no error on %s: %v", tc.name, f, got)
			}
		}
		if err == nil && (off.From.String() != tc.in.From || off.To.String() != tc.in.To) {
			t.Errorf("%s: %+v", tc.name, off)
		}
	}
}

// A request whose days have all passed cannot be approved (the days off
// would change nothing but the record of who worked); it can still be
// declined. One whose last day is today, or that began before today and
// runs on, can still be approved.
func TestTimeOffDecidePassedDays(t *testing.T) {
	r := TimeOffRequest{Status: TimeOffPending, From: Date{2026, time.November, 20}, To: Date{2026, time.November, 28}}
	today := Date{2026, time.November, 29}
	if s, err := r.Decide(true, today); ErrorCode(err) != ECONFLICT || ErrorMessage(err) != MsgTimeOffPassed.Text || s != TimeOffPending {
		t.Errorf("approving days that have passed: %v %v, want ECONFLICT %q", s, err, MsgTimeOffPassed.Text)
	}
	if s, err := r.Decide(false, today); err != nil || s != TimeOffDeclined {
		t.Errorf("declining days that have passed: %v %v", s, err)
	}
	for _, to := range []Date{today, {2026, time.December, 3}} {
		r.To = to
		if s, err := r.Decide(true, today); err != nil || s != TimeOffApproved {
			t.Errorf("approving a request to %v on %v: %v %v", to, today, s, err)
		}
	}
}

// Only a pending request is decided, once; approval adds its days to
// the therapist's time off in date order.
func TestTimeOffDecide(t *testing.T) {
	r := TimeOffRequest{Status: TimeOffPending, From: Date{2026, time.December, 1}, To: Date{2026, time.December, 2}, Note: "Visit"}
	today := Date{2026, time.November, 29}
	if s, err := r.Decide(true, today); err != nil || s != TimeOffApproved {
		t.Errorf("approve: %v %v", s, err)
	}
	if s, err := r.Decide(false, today); err != nil || s != TimeOffDeclined {
		t.Errorf("decline: %v %v", s, err)
	}
	for _, st := range []TimeOffStatus{TimeOffApproved, TimeOffDeclined} {
		if _, err := (TimeOffRequest{Status: st}).Decide(true, today); ErrorCode(err) != ECONFLICT {
			t.Errorf("deciding an %s request: %v", st, err)
		}
	}
	th := Therapist{TimeOff: []TimeOff{{From: Date{2026, time.November, 1}, To: Date{2026, time.November, 1}}, {From: Date{2027, time.January, 1}, To: Date{2027, time.January, 1}}}}
	th.GrantTimeOff(r)
	if len(th.TimeOff) != 3 || th.TimeOff[1] != (TimeOff{From: r.From, To: r.To, Note: "Visit"}) {
		t.Errorf("time off after the grant: %+v", th.TimeOff)
	}
	for _, q := range []string{"", "pending", "approved", "declined"} {
		if _, err := TimeOffStatusQuery(q); err != nil {
			t.Errorf("status %q: %v", q, err)
		}
	}
	if _, err := TimeOffStatusQuery("open"); ErrorFields(err)["status"] == "" {
		t.Errorf("status open: %v", err)
	}
}
