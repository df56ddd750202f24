package dayspa

import (
	"encoding/json"
	"testing"
)

func TestPreferenceWords(t *testing.T) {
	for _, c := range []struct {
		p    Preference
		lang Language
		name string
		want string
	}{
		{Preference{}, English, "", ""},
		{Preference{Gender: GenderFemale}, English, "", "Female therapist"},
		{Preference{Gender: GenderMale}, English, "", "Male therapist"},
		{Preference{TherapistID: 3}, English, "Aisha Rahman", "Aisha Rahman"},
		{Preference{}, Arabic, "", ""},
		{Preference{Gender: GenderFemale}, Arabic, "", "معالِجة"},
		{Preference{Gender: GenderMale}, Arabic, "", "معالِج"},
		{Preference{TherapistID: 3}, Arabic, "Aisha Rahman", "Aisha Rahman"},
	} {
		if got := c.p.Words(c.lang, c.name); got != c.want {
			t.Errorf("%+v.Words(%s, %q) = %q, want %q", c.p, c.lang, c.name, got, c.want)
		}
	}
}

func TestPreferenceJSON(t *testing.T) {
	// The manage page reads the booking's preference as ParsePreference does.
	for _, p := range []Preference{{}, {Gender: GenderFemale}, {TherapistID: 7}} {
		b, err := json.Marshal(ManagedBooking{Preference: p})
		if err != nil {
			t.Fatal(err)
		}
		var got struct{ Preference string }
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatal(err)
		}
		if back, ok := ParsePreference(got.Preference); !ok || back != p || got.Preference != p.String() {
			t.Errorf("%+v as JSON: %q", p, got.Preference)
		}
	}
}
