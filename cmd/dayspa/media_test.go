package main

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"

	"github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/seed"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestSeedMediaArabic: a fresh install's demo gallery pictures and team
// cards carry their Arabic (media.json) as well as their English, on
// both engines.
func TestSeedMediaArabic(t *testing.T) {
	media, err := seed.DemoMedia()
	if err != nil {
		t.Fatal(err)
	}
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ctx := context.Background()
		db := sqlstoretest.Open(t, e.Config(t), nil)
		if err := db.Seed(ctx); err != nil {
			t.Fatal(err)
		}
		blobs, err := blob.NewDir(filepath.Join(t.TempDir(), "uploads"))
		if err != nil {
			t.Fatal(err)
		}
		m := &Main{DB: db, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
		if err := m.seedMedia(ctx, blobs); err != nil {
			t.Fatal(err)
		}
		items, err := db.GalleryItems(ctx)
		if err != nil || len(items) != len(media.Gallery) {
			t.Fatalf("%d gallery pictures (%v), want %d", len(items), err, len(media.Gallery))
		}
		for i, g := range media.Gallery {
			if items[i].Alt != g.Alt || items[i].AltAr != g.AltAr || items[i].AltAr == "" {
				t.Errorf("picture %s: alt %q, altAr %q", g.File, items[i].Alt, items[i].AltAr)
			}
		}
		profiles, err := db.TeamProfiles(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, card := range media.Team {
			found := false
			for _, p := range profiles {
				if p.Name != card.Name {
					continue
				}
				found = true
				if p.Speciality != card.Speciality || p.SpecialityAr != card.SpecialityAr || p.Bio != card.Bio || p.BioAr != card.BioAr || !p.OnSite() {
					t.Errorf("card %s: %+v", card.Name, p)
				}
			}
			if !found {
				t.Errorf("no therapist %s", card.Name)
			}
		}
	})
}
