package dayspa_test

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestTherapistValidate(t *testing.T) {
	hours := dayspa.DefaultOpeningHours()
	hours[time.Friday] = nil
	valid := func() dayspa.TherapistInput {
		var in dayspa.TherapistInput
		body := `{"name":" Aisha ","gender":"female","serviceIds":[3,1],
			"schedule":{"mon":[{"start":"14:00","end":"22:00"},{"start":"09:00","end":"13:00"}],"tue":[{"start":"09:00","end":"17:00"}]},
			"timeOff":[{"from":"2026-12-01","to":"2026-12-07","note":"leave"}]}`
		if err := json.Unmarshal([]byte(body), &in); err != nil {
			t.Fatal(err)
		}
		return in
	}
	th, err := valid().New(hours)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	if th.Name != "Aisha" || !th.Active || th.CommissionPercentage != 40 || th.ServiceIDs[0] != 1 ||
		th.Schedule[time.Monday][0].Start != 9*60 || len(th.Schedule[time.Sunday]) != 0 {
		t.Errorf("New = %+v", th)
	}
	out, _ := json.Marshal(th)
	var back dayspa.Therapist
	if err := json.Unmarshal(out, &back); err != nil || !reflect.DeepEqual(back.Schedule[time.Monday], th.Schedule[time.Monday]) {
		t.Errorf("round trip %s: %v", out, err)
	}
	for _, tt := range []struct {
		name, field string
		edit        func(*dayspa.Therapist)
	}{
		{"ShortName", "name", func(x *dayspa.Therapist) { x.Name = "A" }},
		{"Gender", "gender", func(x *dayspa.Therapist) { x.Gender = "other" }},
		{"Commission", "commissionPercentage", func(x *dayspa.Therapist) { x.CommissionPercentage = 101 }},
		{"DuplicateService", "serviceIds", func(x *dayspa.Therapist) { x.ServiceIDs = []int64{1, 1} }},
		{"Overlap", "schedule.mon", func(x *dayspa.Therapist) {
			x.Schedule[time.Monday] = []dayspa.Interval{{Start: 600, End: 800}, {Start: 700, End: 900}}
		}},
		{"Inverted", "schedule.tue", func(x *dayspa.Therapist) { x.Schedule[time.Tuesday] = []dayspa.Interval{{Start: 900, End: 600}} }},
		{"OutsideHours", "schedule.wed", func(x *dayspa.Therapist) { x.Schedule[time.Wednesday] = []dayspa.Interval{{Start: 480, End: 600}} }},
		{"OnAClosedDay", "schedule.fri", func(x *dayspa.Therapist) { x.Schedule[time.Friday] = []dayspa.Interval{{Start: 600, End: 700}} }},
		{"TimeOffInverted", "timeOff", func(x *dayspa.Therapist) {
			x.TimeOff = []dayspa.TimeOff{{From: dayspa.Date{Year: 2026, Month: 12, Day: 7}, To: dayspa.Date{Year: 2026, Month: 12, Day: 1}}}
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			x, _ := valid().New(hours)
			tt.edit(&x)
			fields := dayspa.ErrorFields(x.Validate(hours))
			if fields[tt.field] == "" || len(fields) != 1 {
				t.Errorf("fields = %v, want only %s", fields, tt.field)
			}
		})
	}
}

func TestTherapistInputShapes(t *testing.T) {
	hours := dayspa.DefaultOpeningHours()
	for body, field := range map[string]string{
		`{"name":"Aisha","gender":"female","schedule":{"mon":[{"start":"9am","end":"17:00"}]}}`:   "schedule",
		`{"name":"Aisha","gender":"female","schedule":{"monday":[]}}`:                             "schedule",
		`{"name":"Aisha","gender":"female","timeOff":[{"from":"2026-12-01","to":"next week"}]}`:   "timeOff",
		`{"name":"Aisha","gender":"female","schedule":{"mon":[{"start":"17:00","end":"09:00"}]}}`: "schedule.mon",
	} {
		var in dayspa.TherapistInput
		if err := json.Unmarshal([]byte(body), &in); err != nil {
			t.Fatal(err)
		}
		_, err := in.New(hours)
		if f := dayspa.ErrorFields(err); f[field] == "" || len(f) != 1 {
			t.Errorf("%s: fields = %v, want only %s", body, f, field)
		}
	}
	th, err := dayspa.TherapistInput{}.New(hours)
	if f := dayspa.ErrorFields(err); f["name"] == "" || f["gender"] == "" || th.Name != "" {
		t.Errorf("empty form: %v", f)
	}
}

func TestOpeningHoursInput(t *testing.T) {
	var in dayspa.OpeningHoursInput
	body := `{"mon":{"open":"09:00","close":"22:00"},"tue":{"open":"09:00","close":"22:00"},"wed":{"open":"09:00","close":"22:00"},
		"thu":{"open":"09:00","close":"23:30"},"fri":null,"sat":{"open":"10:00","close":"22:00"},"sun":{"open":"10:00","close":"24:00"}}`
	if err := json.Unmarshal([]byte(body), &in); err != nil {
		t.Fatal(err)
	}
	oh, err := in.Parse()
	if err != nil || oh[time.Friday] != nil || oh[time.Sunday].Close != 1440 {
		t.Fatalf("Parse = %v, %v", oh, err)
	}
	out, _ := json.Marshal(oh)
	if string(out) != `{"mon":{"open":"09:00","close":"22:00"},"tue":{"open":"09:00","close":"22:00"},"wed":{"open":"09:00","close":"22:00"},"thu":{"open":"09:00","close":"23:30"},"fri":null,"sat":{"open":"10:00","close":"22:00"},"sun":{"open":"10:00","close":"24:00"}}` {
		t.Errorf("JSON = %s", out)
	}
	delete(in, "sun")
	in["mon"] = json.RawMessage(`{"open":"22:00","close":"09:00"}`)
	in["xyz"] = json.RawMessage(`null`)
	fields := dayspa.ErrorFields(func() error { _, err := in.Parse(); return err }())
	if fields["sun"] == "" || fields["mon"] != dayspa.MsgHoursOrder.Text || fields["xyz"] == "" {
		t.Errorf("fields = %v", fields)
	}
}

func TestSpecialDayInput(t *testing.T) {
	open, closeAt := "10:00", "20:00"
	sd, err := dayspa.SpecialDayInput{From: "2027-02-18", To: "2027-03-19", Open: &open, Close: &closeAt, Note: "Ramadan"}.New()
	if err != nil || sd.Hours == nil || sd.Hours.Open != 600 {
		t.Fatalf("New = %+v, %v", sd, err)
	}
	sd, err = dayspa.SpecialDayInput{From: "2026-12-02", To: "2026-12-03", Closed: true, Note: "National Day"}.New()
	if err != nil || sd.Hours != nil {
		t.Fatalf("closed New = %+v, %v", sd, err)
	}
	out, _ := json.Marshal(sd)
	if string(out) != `{"id":0,"from":"2026-12-02","to":"2026-12-03","closed":true,"open":null,"close":null,"note":"National Day"}` {
		t.Errorf("JSON = %s", out)
	}
	for _, tt := range []struct {
		in    dayspa.SpecialDayInput
		field string
	}{
		{dayspa.SpecialDayInput{From: "2026-12-03", To: "2026-12-02", Closed: true}, "to"},
		{dayspa.SpecialDayInput{From: "2026-12-02", To: "2026-12-03"}, "open"},
		{dayspa.SpecialDayInput{From: "2026-12-02", To: "2026-12-03", Open: &closeAt, Close: &open}, "close"},
		{dayspa.SpecialDayInput{From: "tomorrow", To: "2026-12-03", Closed: true}, "from"},
	} {
		_, err := tt.in.New()
		if dayspa.ErrorFields(err)[tt.field] == "" {
			t.Errorf("%+v: fields = %v, want %s", tt.in, dayspa.ErrorFields(err), tt.field)
		}
	}
}

func TestTherapist_Choosable(t *testing.T) {
	th := dayspa.Therapist{Active: true, ServiceIDs: []int64{1, 3}}
	inactive := th
	inactive.Active = false
	for _, tt := range []struct {
		name    string
		t       dayspa.Therapist
		service int64
		want    bool
	}{
		{"ActiveQualified", th, 3, true},
		{"NotQualified", th, 2, false},
		{"Inactive", inactive, 1, false},
	} {
		if got := tt.t.Choosable(tt.service); got != tt.want {
			t.Errorf("%s: Choosable(%d) = %v, want %v", tt.name, tt.service, got, tt.want)
		}
	}
}
