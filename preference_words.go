package dayspa

// A booking keeps its guest's therapist preference: a move by the guest
// places it for the same preference (a time where no such therapist is free
// is refused, as it would be for a new booking), and the guest's messages
// say it.

// Words writes p as the guest's messages in language l say it: "" for any
// therapist (nothing to say), "Female therapist" (Arabic "معالِجة"), "Male
// therapist" ("معالِج"), or the named therapist's name (name, read with the
// booking) in either.
func (p Preference) Words(l Language, name string) string {
	switch {
	case p.TherapistID > 0:
		return name
	case p.Gender == GenderFemale:
		return Words(l).Text("preference.female")
	case p.Gender == GenderMale:
		return Words(l).Text("preference.male")
	}
	return ""
}
