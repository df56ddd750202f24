package dayspa

import (
	"strings"
	"testing"
)

func TestGalleryInput(t *testing.T) {
	in := GalleryInput{Alt: "  Steam   under the arches ", Category: " Wellness Areas "}
	if err := in.Validate(); err != nil {
		t.Fatal(err)
	}
	if in.Alt != "Steam under the arches" || in.Category != "Wellness Areas" {
		t.Fatalf("cleaned %+v", in)
	}
	cases := []struct {
		in    GalleryInput
		field string
	}{
		{GalleryInput{Alt: " \t ", Category: "Treatment Rooms"}, "alt"},
		{GalleryInput{Alt: strings.Repeat("a", 251), Category: "Treatment Rooms"}, "alt"},
		{GalleryInput{Alt: "A room", Category: "Kitchen"}, "category"},
	}
	for _, c := range cases {
		if got := ErrorFields(c.in.Validate()); got[c.field] == "" || len(got) != 1 {
			t.Errorf("%+v: fields %v, want only %s", c.in, got, c.field)
		}
	}
	blank := GalleryInput{Alt: "", Category: "Our Therapists"}
	if got := ErrorFields(blank.Validate())["alt"]; got != MsgAltRequired.Text {
		t.Errorf("blank alt: %q", got)
	}
	hidden := GalleryInput{Alt: "Room\u202e gpj.exe", Category: "Our Therapists"}
	if got := ErrorFields(hidden.Validate())["alt"]; got != MsgHiddenChars.Text {
		t.Errorf("bidi override: %q", got)
	}
}

func TestGalleryPatch(t *testing.T) {
	pos := func(n int) *int { return &n }
	str := func(s string) *string { return &s }
	c, err := GalleryPatch{Position: pos(3), Alt: str(" New  alt ")}.Validate(3)
	if err != nil || c.Position != 3 || *c.Alt != "New alt" || c.Category != nil {
		t.Fatalf("%+v %v", c, err)
	}
	for _, p := range []GalleryPatch{{Position: pos(0)}, {Position: pos(4)}, {Alt: str("")}, {Category: str("Pool")}} {
		if err := ErrorCode(func() error { _, err := p.Validate(3); return err }()); err != EINVALID {
			t.Errorf("%+v: %v, want invalid", p, err)
		}
	}
}

func TestTeamProfilePatch(t *testing.T) {
	p := TeamProfile{Name: "Aisha", Active: true}
	yes := true
	spec, bio := "  Hot   stone ", " Twelve years.\nIn Dubai. "
	if err := (TeamProfilePatch{Speciality: &spec, Bio: &bio, ShownOnSite: &yes}).Apply(&p); err != nil {
		t.Fatal(err)
	}
	if p.Speciality != "Hot stone" || p.Bio != "Twelve years.\nIn Dubai." || !p.OnSite() {
		t.Fatalf("%+v", p)
	}
	p.Active = false
	if p.OnSite() {
		t.Error("an inactive therapist's card shows")
	}
	long := strings.Repeat("x", 601)
	if got := ErrorFields(TeamProfilePatch{Bio: &long}.Apply(&p)); got["bio"] != MsgBio.Text {
		t.Errorf("long bio: %v", got)
	}
	longSpec := strings.Repeat("x", 121)
	if got := ErrorFields(TeamProfilePatch{Speciality: &longSpec}.Apply(&p)); got["speciality"] != MsgSpeciality.Text {
		t.Errorf("long speciality: %v", got)
	}
}

// The profile's form may leave the photo's alt text empty; a photo's
// upload may not.
func TestTeamProfilePhotoAlt(t *testing.T) {
	p := TeamProfile{Name: "Aisha", PhotoAlt: "Aisha smiling"}
	empty := " "
	if err := (TeamProfilePatch{PhotoAlt: &empty}).Apply(&p); err != nil || p.PhotoAlt != "" {
		t.Fatalf("profile form with no alt: %v, %q", err, p.PhotoAlt)
	}
	for alt, want := range map[string]string{" ": MsgAltRequired.Text, "bidi\u202e": MsgHiddenChars.Text, strings.Repeat("x", 251): MsgAltTooLong.Text} {
		p.PhotoAlt = "before"
		if got := ErrorFields(p.SetPhotoAlt(alt)); got["photoAlt"] != want || p.PhotoAlt != "before" {
			t.Errorf("SetPhotoAlt(%q): %v, alt now %q; want %q and no change", alt, got, p.PhotoAlt, want)
		}
	}
	if err := p.SetPhotoAlt("  Aisha   at the spa "); err != nil || p.PhotoAlt != "Aisha at the spa" {
		t.Errorf("SetPhotoAlt: %v, %q", err, p.PhotoAlt)
	}
}
