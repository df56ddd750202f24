package dayspa

import "testing"

func TestPreferenceWords(t *testing.T) {
	for _, c := range []struct {
		p    Preference
		name string
		want string
	}{
		{Preference{}, "", ""},
		{Preference{Gender: GenderFemale}, "", "Female therapist"},
		{Preference{Gender: GenderMale}, "", "Male therapist"},
		{Preference{TherapistID: 3}, "Aisha Rahman", "Aisha Rahman"},
	} {
		if got := c.p.Words(c.name); got != c.want {
			t.Errorf("%+v.Words(%q) = %q, want %q", c.p, c.name, got, c.want)
		}
	}
}
