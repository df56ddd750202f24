package httpapi

import (
	"context"
	"fmt"
	"html"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// fakePicture is a picture record (its files are not needed to render).
func fakePicture(hash string) dayspa.Picture {
	p := dayspa.Picture{Width: 1600, Height: 1200}
	for _, w := range []int{480, 960, 1600} {
		for _, ext := range []string{"webp", "jpg"} {
			typ := map[string]string{"webp": "image/webp", "jpg": "image/jpeg"}[ext]
			name := fmt.Sprintf("%s%04d.%s", hash, w, ext)
			p.Variants = append(p.Variants, dayspa.PictureVariant{Src: "/pictures/" + name, Type: typ, Width: w, Height: w * 3 / 4, Key: "pictures/" + name})
		}
	}
	return p
}

func TestServerRenderedGalleryAndAbout(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(time.Now())
		ts := newTestSiteOn(t, e.Config(t), withBuiltApp(t, clock))
		ctx := context.Background()
		get := func(path string) []byte {
			t.Helper()
			resp, body := ts.do(t, "GET", path, "", nil)
			if resp.StatusCode != 200 {
				t.Fatalf("GET %s: %d", path, resp.StatusCode)
			}
			return body
		}
		var ids []int64
		for i, alt := range []string{"Lanterns over the hammam", "Rose petals in the couples suite"} {
			it := &dayspa.GalleryItem{Alt: alt, Category: dayspa.GalleryCategories[i+1], Picture: fakePicture(fmt.Sprintf("%028x", i+1))}
			if err := ts.db.CreateGalleryItem(ctx, it); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, it.ID)
		}
		page := get("/gallery")
		rootHTML := html.UnescapeString(root(t, page))
		first, second := strings.Index(rootHTML, "Lanterns over the hammam"), strings.Index(rootHTML, "Rose petals in the couples suite")
		if first < 0 || second < first {
			t.Fatalf("the first HTML lacks the gallery in its order: %.2000s", rootHTML)
		}
		for _, want := range []string{`<picture class="contents">`, `<source type="image/webp" srcSet="/pictures/`, `width="1600" height="1200"`, ` 960w`} {
			if !strings.Contains(rootHTML, want) {
				t.Errorf("/gallery's HTML lacks %q", want)
			}
		}
		if got := dataBlock(t, page)["/api/gallery"].([]any); len(got) != 2 {
			t.Errorf("data block: %d pictures", len(got))
		}
		if n := executableScripts(page); n != 0 {
			t.Errorf("%d inline scripts", n)
		}
		// A reorder shows on the next load.
		if _, err := ts.db.UpdateGalleryItem(ctx, ids[1], dayspa.GalleryChange{Position: 1}); err != nil {
			t.Fatal(err)
		}
		rootHTML = html.UnescapeString(root(t, get("/gallery")))
		if strings.Index(rootHTML, "Rose petals") > strings.Index(rootHTML, "Lanterns") {
			t.Error("/gallery still shows the old order")
		}

		// /about: the therapists shown, with photo and bio; the others not.
		shown := &dayspa.Therapist{Name: "Noor Test", Gender: dayspa.GenderFemale, Active: true}
		hidden := &dayspa.Therapist{Name: "Hidden Test", Gender: dayspa.GenderMale, Active: true}
		for _, th := range []*dayspa.Therapist{shown, hidden} {
			if err := ts.db.CreateTherapist(ctx, th); err != nil {
				t.Fatal(err)
			}
		}
		photo := fakePicture(fmt.Sprintf("%028x", 9))
		p := &dayspa.TeamProfile{TherapistID: shown.ID, Speciality: "Lymphatic drainage", Bio: "Trained in Bali and Dubai.", ShownOnSite: true, Photo: &photo, PhotoAlt: "Noor at work"}
		if err := ts.db.UpdateTeamProfile(ctx, p, func([]string) error { return nil }); err != nil {
			t.Fatal(err)
		}
		page = get("/about")
		rootHTML = html.UnescapeString(root(t, page))
		for _, want := range []string{"Noor Test", "Lymphatic drainage", "Trained in Bali and Dubai.", `alt="Noor at work"`} {
			if !strings.Contains(rootHTML, want) {
				t.Errorf("/about's first HTML lacks %q", want)
			}
		}
		if strings.Contains(rootHTML, "Hidden Test") {
			t.Error("/about shows a therapist not chosen to show")
		}
		if _, ok := dataBlock(t, page)["/api/team"]; !ok {
			t.Error("/about has no /api/team answer in its data block")
		}
	})
}
