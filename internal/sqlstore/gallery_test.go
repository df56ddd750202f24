package sqlstore_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/dayspa/dayspa"
)

func pic(keys ...string) dayspa.Picture {
	p := dayspa.Picture{Width: 960, Height: 720}
	for _, k := range keys {
		p.Variants = append(p.Variants, dayspa.PictureVariant{Key: k, Src: "/" + k, Type: "image/webp", Width: 960, Height: 720})
	}
	return p
}

func galleryOrder(t *testing.T, items []dayspa.GalleryItem) []string {
	t.Helper()
	return inOrder(t, items, func(it dayspa.GalleryItem) (int, string) { return it.Position, it.Alt })
}

func TestGallery(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		for _, alt := range []string{"a", "b", "c", "d"} {
			it := &dayspa.GalleryItem{Alt: alt, Category: "Treatment Rooms", Picture: pic("pictures/"+alt+".webp", "pictures/shared.jpg")}
			must(t, db.CreateGalleryItem(ctx, it))
			if it.ID == 0 || it.CreatedAt.IsZero() {
				t.Fatalf("created %+v", it)
			}
		}
		items, err := db.GalleryItems(ctx)
		must(t, err)
		if got := galleryOrder(t, items); !slices.Equal(got, []string{"a", "b", "c", "d"}) {
			t.Fatalf("order %v", got)
		}
		if v := items[0].Picture.Variants[0]; v.Key != "pictures/a.webp" || v.Src != "/pictures/a.webp" || v.Width != 960 {
			t.Fatalf("variant read back %+v", v)
		}
		byAlt := map[string]int64{}
		for _, it := range items {
			byAlt[it.Alt] = it.ID
		}

		// d to the front, then a to the end; the alt and category change too.
		_, err = db.UpdateGalleryItem(ctx, byAlt["d"], dayspa.GalleryChange{Position: 1})
		must(t, err)
		alt, cat := "a2", "Wellness Areas"
		got, err := db.UpdateGalleryItem(ctx, byAlt["a"], dayspa.GalleryChange{Position: 4, Alt: &alt, Category: &cat})
		must(t, err)
		if got.Position != 4 || got.Alt != "a2" || got.Category != cat {
			t.Fatalf("updated %+v", got)
		}
		items, _ = db.GalleryItems(ctx)
		if got := galleryOrder(t, items); !slices.Equal(got, []string{"d", "b", "c", "a2"}) {
			t.Fatalf("order after moves %v", got)
		}
		_, err = db.UpdateGalleryItem(ctx, byAlt["b"], dayspa.GalleryChange{Position: 5})
		assertCode(t, err, dayspa.EINVALID)
		_, err = db.UpdateGalleryItem(ctx, 999999, dayspa.GalleryChange{})
		assertCode(t, err, dayspa.ENOTFOUND)

		// Delete: a failing remove keeps the row; the shared file is kept.
		failing := errors.New("bucket unreachable")
		if err := db.DeleteGalleryItem(ctx, byAlt["b"], func([]string) error { return failing }); !errors.Is(err, failing) {
			t.Fatalf("delete with failing remove: %v", err)
		}
		var removed []string
		must(t, db.DeleteGalleryItem(ctx, byAlt["b"], func(k []string) error { removed = k; return nil }))
		if !slices.Equal(removed, []string{"pictures/b.webp"}) {
			t.Fatalf("removed %v, want only b's own file", removed)
		}
		items, _ = db.GalleryItems(ctx)
		if got := galleryOrder(t, items); !slices.Equal(got, []string{"d", "c", "a2"}) {
			t.Fatalf("order after delete %v", got)
		}
		assertCode(t, db.DeleteGalleryItem(ctx, byAlt["b"], func([]string) error { return nil }), dayspa.ENOTFOUND)
		used, err := db.PictureKeysInUse(ctx, []string{"pictures/b.webp", "pictures/shared.jpg"})
		must(t, err)
		if used["pictures/b.webp"] || !used["pictures/shared.jpg"] {
			t.Fatalf("in use %v", used)
		}
	})
}

func TestTeamProfiles(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		th := &dayspa.Therapist{Name: "Aisha Rahman", Gender: dayspa.GenderFemale, Active: true, CommissionPercentage: 40}
		must(t, db.CreateTherapist(ctx, th))
		p, err := db.GetTeamProfile(ctx, th.ID)
		must(t, err)
		if p.Name != "Aisha Rahman" || p.ShownOnSite || p.Photo != nil || p.OnSite() {
			t.Fatalf("new profile %+v", p)
		}
		photo := pic("pictures/aisha.webp")
		p.Photo, p.Speciality, p.Bio, p.ShownOnSite, p.PhotoAlt = &photo, "Hot stone", "Twelve years.", true, "Aisha smiling"
		must(t, db.UpdateTeamProfile(ctx, p, func([]string) error { t.Fatal("nothing to remove"); return nil }))
		list, err := db.TeamProfiles(ctx)
		must(t, err)
		if len(list) != 1 || !list[0].OnSite() || list[0].Photo == nil || list[0].Photo.Variants[0].Key != "pictures/aisha.webp" || list[0].Bio != "Twelve years." {
			t.Fatalf("profiles %+v", list)
		}
		// The therapist's calendar fields are untouched by the profile.
		got, err := db.GetTherapist(ctx, th.ID)
		must(t, err)
		if got.Name != th.Name || !got.Active || got.CommissionPercentage != 40 {
			t.Fatalf("therapist %+v", got)
		}
		// A new photo: the old one's file goes.
		photo2 := pic("pictures/aisha2.webp")
		p.Photo = &photo2
		var removed []string
		must(t, db.UpdateTeamProfile(ctx, p, func(k []string) error { removed = k; return nil }))
		if !slices.Equal(removed, []string{"pictures/aisha.webp"}) {
			t.Fatalf("removed %v", removed)
		}
		_, err = db.GetTeamProfile(ctx, 999999)
		assertCode(t, err, dayspa.ENOTFOUND)
	})
}
