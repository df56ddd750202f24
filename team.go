package dayspa

import (
	"context"
	"strings"
	"unicode/utf8"
)

// The team's public cards on the About page: a therapist's photo,
// speciality and short bio, kept on the therapist's own record (the one
// the calendar books), so the spa's team is written down once. A card
// shows when the therapist is active and the manager chose to show it.

// TeamProfile is the public side of a therapist. SpecialityAr and BioAr
// are the Arabic speciality and bio; "" is not translated.
type TeamProfile struct {
	TherapistID  int64    `json:"therapistId"`
	Name         string   `json:"name"`
	Active       bool     `json:"active"`
	Speciality   string   `json:"speciality"`
	SpecialityAr string   `json:"specialityAr"`
	Bio          string   `json:"bio"`
	BioAr        string   `json:"bioAr"`
	ShownOnSite  bool     `json:"shownOnSite"`
	Photo        *Picture `json:"photo"`
	PhotoAlt     string   `json:"photoAlt"`
}

// TeamMember is a card of the About page.
type TeamMember struct {
	ID           int64    `json:"id"`
	Name         string   `json:"name"`
	Speciality   string   `json:"speciality"`
	SpecialityAr string   `json:"specialityAr"`
	Bio          string   `json:"bio"`
	BioAr        string   `json:"bioAr"`
	Photo        *Picture `json:"photo"`
	PhotoAlt     string   `json:"photoAlt"`
}

// Member returns p's card.
func (p TeamProfile) Member() TeamMember {
	return TeamMember{ID: p.TherapistID, Name: p.Name, Speciality: p.Speciality, SpecialityAr: p.SpecialityAr,
		Bio: p.Bio, BioAr: p.BioAr, Photo: p.Photo, PhotoAlt: p.PhotoAlt}
}

// OnSite reports whether p's card shows on the About page.
func (p TeamProfile) OnSite() bool { return p.Active && p.ShownOnSite }

// Messages of the team profile form.
var (
	MsgSpeciality   = NewMsg("team.speciality", "Speciality must be at most 120 characters.")
	MsgBio          = NewMsg("team.bio", "Bio must be at most 600 characters.")
	MsgSpecialityAr = NewMsg("team.speciality_ar", "Arabic speciality must be at most 120 characters.")
	MsgBioAr        = NewMsg("team.bio_ar", "Arabic bio must be at most 600 characters.")
)

// Bounds of the card's texts, in characters.
const (
	maxSpeciality = 120
	maxBio        = 600
)

// TeamProfilePatch changes the public fields present.
type TeamProfilePatch struct {
	Speciality   *string `json:"speciality"`
	SpecialityAr *string `json:"specialityAr"`
	Bio          *string `json:"bio"`
	BioAr        *string `json:"bioAr"`
	ShownOnSite  *bool   `json:"shownOnSite"`
	PhotoAlt     *string `json:"photoAlt"`
}

// Apply validates the patch and applies it to p.
func (pp TeamProfilePatch) Apply(p *TeamProfile) error {
	f := FieldErrors{}
	if pp.Speciality != nil {
		s := strings.Join(strings.Fields(*pp.Speciality), " ")
		if !ValidText(s, OneLine) {
			f.Add("speciality", MsgHiddenChars)
		} else if utf8.RuneCountInString(s) > maxSpeciality {
			f.Add("speciality", MsgSpeciality)
		}
		p.Speciality = s
	}
	if pp.SpecialityAr != nil {
		p.SpecialityAr = optionalText(f, "specialityAr", *pp.SpecialityAr, OneLine, maxSpeciality, MsgSpecialityAr)
	}
	if pp.Bio != nil {
		b := strings.TrimSpace(*pp.Bio)
		checkFreeText(f, "bio", b, maxBio, MsgBio)
		p.Bio = b
	}
	if pp.BioAr != nil {
		p.BioAr = optionalText(f, "bioAr", *pp.BioAr, MultiLine, maxBio, MsgBioAr)
	}
	if pp.PhotoAlt != nil {
		// Empty is allowed here (no photo yet, or the card's name says it); a photo's upload requires it.
		alt, msg := CleanAlt(*pp.PhotoAlt)
		if msg != (Msg{}) && msg.Code != MsgAltRequired.Code {
			f.Add("photoAlt", msg)
		}
		p.PhotoAlt = alt
	}
	if pp.ShownOnSite != nil {
		p.ShownOnSite = *pp.ShownOnSite
	}
	return f.Err()
}

// SetPhotoAlt sets the alt text sent with a new photo. Unlike the
// profile's form, where it may be empty, a photo's upload requires one.
func (p *TeamProfile) SetPhotoAlt(alt string) error {
	alt, msg := CleanAlt(alt)
	if msg != (Msg{}) {
		return FieldError("photoAlt", msg)
	}
	p.PhotoAlt = alt
	return nil
}

// TeamStore keeps the therapists' public profiles.
type TeamStore interface {
	// TeamProfiles returns every therapist's profile, by name.
	TeamProfiles(ctx context.Context) ([]TeamProfile, error)
	// GetTeamProfile returns ENOTFOUND.
	GetTeamProfile(ctx context.Context, therapistID int64) (*TeamProfile, error)
	// UpdateTeamProfile stores p's public fields and photo. When the photo
	// changed, remove is called inside the transaction with the old
	// photo's keys no other picture uses.
	UpdateTeamProfile(ctx context.Context, p *TeamProfile, remove func(keys []string) error) error
}
