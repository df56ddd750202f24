package main

import (
	"bytes"
	"context"
	"fmt"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/picture"
	"github.com/dayspa/dayspa/internal/seed"
)

// mediaSeededKey is the setting that records the demo gallery and team
// cards were given, once: what the manager removes afterwards stays removed.
const mediaSeededKey = "demo_media_seeded"

// seedMedia gives an installation the demo gallery and the demo team's
// public cards, once, their pictures put through the same pipeline as an
// upload. The first instance to claim the setting does it.
func (m *Main) seedMedia(ctx context.Context, blobs blob.Store) error {
	if blobs == nil {
		return nil
	}
	claimed, err := m.DB.CreateSetting(ctx, mediaSeededKey, "1")
	if err != nil || !claimed {
		return err
	}
	media, err := seed.DemoMedia()
	if err != nil {
		return err
	}
	process := func(name string) (dayspa.Picture, error) {
		b, err := seed.MediaFile(name)
		if err != nil {
			return dayspa.Picture{}, err
		}
		res, err := picture.Process(ctx, bytes.NewReader(b))
		if err != nil {
			return dayspa.Picture{}, fmt.Errorf("%s: %w", name, err)
		}
		if err := picture.Store(ctx, blobs, res); err != nil {
			return dayspa.Picture{}, err
		}
		return res.Picture(), nil
	}
	items, err := m.DB.GalleryItems(ctx)
	if err != nil {
		return err
	}
	if len(items) == 0 {
		for _, g := range media.Gallery {
			in := dayspa.GalleryInput{Alt: g.Alt, AltAr: g.AltAr, Category: g.Category}
			if err := in.Validate(); err != nil {
				return fmt.Errorf("%s: %w", g.File, err)
			}
			pic, err := process(g.File)
			if err != nil {
				return err
			}
			if err := m.DB.CreateGalleryItem(ctx, &dayspa.GalleryItem{Alt: in.Alt, AltAr: in.AltAr, Category: in.Category, Picture: pic}); err != nil {
				return err
			}
		}
	}
	profiles, err := m.DB.TeamProfiles(ctx)
	if err != nil {
		return err
	}
	for _, card := range media.Team {
		for _, p := range profiles {
			if p.Name != card.Name || p.Photo != nil || p.Speciality != "" || p.Bio != "" {
				continue
			}
			shown := true
			patch := dayspa.TeamProfilePatch{Speciality: &card.Speciality, SpecialityAr: &card.SpecialityAr, Bio: &card.Bio, BioAr: &card.BioAr,
				PhotoAlt: &card.PhotoAlt, ShownOnSite: &shown}
			if err := patch.Apply(&p); err != nil {
				return fmt.Errorf("%s: %w", card.Name, err)
			}
			pic, err := process(card.Photo)
			if err != nil {
				return err
			}
			p.Photo = &pic
			if err := m.DB.UpdateTeamProfile(ctx, &p, func([]string) error { return nil }); err != nil {
				return err
			}
		}
	}
	m.Logger.Info("demo gallery and team cards seeded")
	return nil
}
