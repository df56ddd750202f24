package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// The team's public cards (the About page) are the therapists' own
// records: the dashboard's Team page edits their speciality, bio, photo
// and whether they show, apart from the calendar's fields.

// publicTeam answers the cards of the active therapists shown on the site.
func (s *Server) publicTeam(w http.ResponseWriter, r *http.Request) error {
	list, err := s.teamMembers(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, list)
	return nil
}

func (s *Server) teamMembers(r *http.Request) ([]dayspa.TeamMember, error) {
	profiles, err := s.store.TeamProfiles(r.Context())
	if err != nil {
		return nil, err
	}
	out := []dayspa.TeamMember{}
	for _, p := range profiles {
		if p.OnSite() {
			out = append(out, p.Member())
		}
	}
	return out, nil
}

// adminTeam answers every therapist's profile, by name.
func (s *Server) adminTeam(w http.ResponseWriter, r *http.Request) error {
	profiles, err := s.store.TeamProfiles(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, profiles)
	return nil
}

// adminUpdateTeamProfile changes a therapist's public fields.
func (s *Server) adminUpdateTeamProfile(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
	}
	var in dayspa.TeamProfilePatch
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	p, err := s.store.GetTeamProfile(r.Context(), id)
	if err != nil {
		return err
	}
	if err := in.Apply(p); err != nil {
		return err
	}
	if err := s.store.UpdateTeamProfile(r.Context(), p, s.removeBlobs(r.Context())); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, p)
	return nil
}

// adminSetTeamPhoto uploads a therapist's photo (multipart: file and
// photoAlt), replacing the one before.
func (s *Server) adminSetTeamPhoto(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
	}
	var p *dayspa.TeamProfile
	if err := s.uploadPicture(w, r, func(fields map[string]string) error {
		var err error
		if p, err = s.store.GetTeamProfile(r.Context(), id); err != nil {
			return err
		}
		return p.SetPhotoAlt(fields["photoAlt"])
	}, func(pic dayspa.Picture) error {
		p.Photo = &pic
		return s.store.UpdateTeamProfile(r.Context(), p, s.removeBlobs(r.Context()))
	}); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, p)
	return nil
}
