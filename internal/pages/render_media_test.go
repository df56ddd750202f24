package pages

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/dayspa/dayspa"
	blobstore "github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/httpapi"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
	"github.com/dayspa/dayspa/internal/picture/picturetest"
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
		var ids []int64
		for i, alt := range []string{"Lanterns over the hammam", "Rose petals in the couples suite"} {
			it := &dayspa.GalleryItem{Alt: alt, Category: dayspa.GalleryCategories[i+1], Picture: fakePicture(fmt.Sprintf("%028x", i+1))}
			if err := ts.db.CreateGalleryItem(ctx, it); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, it.ID)
		}
		page := ts.page(t, "/gallery")
		rootHTML := html.UnescapeString(pagestest.Root(t, page))
		first, second := strings.Index(rootHTML, "Lanterns over the hammam"), strings.Index(rootHTML, "Rose petals in the couples suite")
		if first < 0 || second < first {
			t.Fatalf("the first HTML lacks the gallery in its order: %.2000s", rootHTML)
		}
		for _, want := range []string{`<picture class="contents">`, `<source type="image/webp" srcSet="/pictures/`, `width="1600" height="1200"`, ` 960w`} {
			if !strings.Contains(rootHTML, want) {
				t.Errorf("/gallery's HTML lacks %q", want)
			}
		}
		if got := pagestest.DataBlock(t, page)["/api/gallery"].([]any); len(got) != 2 {
			t.Errorf("data block: %d pictures", len(got))
		}
		if n := pagestest.ExecutableScripts(page); n != 0 {
			t.Errorf("%d inline scripts", n)
		}
		// A reorder shows on the next load.
		if _, err := ts.db.UpdateGalleryItem(ctx, ids[1], dayspa.GalleryChange{Position: 1}); err != nil {
			t.Fatal(err)
		}
		rootHTML = html.UnescapeString(pagestest.Root(t, ts.page(t, "/gallery")))
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
		page = ts.page(t, "/about")
		rootHTML = html.UnescapeString(pagestest.Root(t, page))
		for _, want := range []string{"Noor Test", "Lymphatic drainage", "Trained in Bali and Dubai.", `alt="Noor at work"`} {
			if !strings.Contains(rootHTML, want) {
				t.Errorf("/about's first HTML lacks %q", want)
			}
		}
		if strings.Contains(rootHTML, "Hidden Test") {
			t.Error("/about shows a therapist not chosen to show")
		}
		if _, ok := pagestest.DataBlock(t, page)["/api/team"]; !ok {
			t.Error("/about has no /api/team answer in its data block")
		}
	})
}

// The home page's first HTML holds its three previews as the API answers
// them at that moment: a picture the manager uploads, moves or deletes
// through the admin API shows so on the next load of /.
func TestServerRenderedHome(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(time.Now())
		blobs, err := blobstore.NewDir(t.TempDir()) // the admin API's upload and delete write and remove the picture's files here
		if err != nil {
			t.Fatal(err)
		}
		withBlobs := func(cfg *httpapi.Config, _ *fstest.MapFS) { cfg.Blobs = blobs }
		ts := newTestSiteOn(t, e.Config(t), withBuiltApp(t, clock), withBlobs)
		ctx := context.Background()
		home := func() (string, map[string]any) {
			t.Helper()
			resp, page := ts.do(t, "GET", "/", "", nil)
			if resp.StatusCode != 200 {
				t.Fatalf("GET /: %d", resp.StatusCode)
			}
			if n := pagestest.ExecutableScripts(page); n != 0 {
				t.Errorf("%d inline scripts", n)
			}
			return html.UnescapeString(pagestest.Root(t, page)), pagestest.DataBlock(t, page)
		}
		alts := []string{"Lanterns over the hammam", "Rose petals in the couples suite", "Basalt stones by candlelight"}
		var ids []int64
		for i, alt := range alts {
			it := &dayspa.GalleryItem{Alt: alt, Category: dayspa.GalleryCategories[i%3], Picture: fakePicture(fmt.Sprintf("%028x", i+1))}
			if err := ts.db.CreateGalleryItem(ctx, it); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, it.ID)
		}

		rootHTML, data := home()
		at := func(s string) int { return strings.Index(rootHTML, s) }
		if at(alts[0]) < 0 || at(alts[1]) < at(alts[0]) || at(alts[2]) < at(alts[1]) {
			t.Fatalf("/ lacks the gallery in its order: %.3000s", rootHTML)
		}
		for _, want := range []string{`<source type="image/webp" srcSet="/pictures/`, `width="1600" height="1200"`} {
			if !strings.Contains(rootHTML, want) {
				t.Errorf("/'s HTML lacks %q", want)
			}
		}
		// The services preview (4 cards) and the latest posts (3), as their APIs answer them.
		var services, posts []map[string]any
		_, body := ts.do(t, "GET", "/api/services", "", nil)
		if err := json.Unmarshal(body, &services); err != nil || len(services) < 4 {
			t.Fatalf("GET /api/services: %d, %v", len(services), err)
		}
		_, body = ts.do(t, "GET", "/api/blog", "", nil)
		if err := json.Unmarshal(body, &posts); err != nil || len(posts) < 3 {
			t.Fatalf("GET /api/blog: %d, %v", len(posts), err)
		}
		for _, s := range services[:4] {
			if serviceCard(rootHTML, s["name"].(string)) == "" {
				t.Errorf("/ lacks the service card of %q", s["name"])
			}
		}
		for _, p := range posts[:3] {
			if !strings.Contains(rootHTML, p["title"].(string)) {
				t.Errorf("/ lacks the post %q", p["title"])
			}
		}
		if strings.Contains(rootHTML, "Loading") {
			t.Error("/ shows a loading state")
		}
		for _, path := range []string{"/api/services", homePostsPath, "/api/gallery"} {
			if _, ok := data[path]; !ok {
				t.Errorf("/'s data block has no %s answer", path)
			}
		}
		// The blog preview carries its three posts' cards, not every post's,
		// and none of their text.
		if got, _ := data[homePostsPath].([]any); len(got) != 3 || len(posts) <= 3 {
			t.Errorf("/'s data block has %d posts of %d, want 3", len(got), len(posts))
		} else {
			for _, p := range got {
				if c := p.(map[string]any)["content"]; c != "" {
					t.Errorf("/'s data block carries the post %q's text", p.(map[string]any)["title"])
				}
			}
		}
		if _, ok := data["/api/blog"]; ok {
			t.Error("/'s data block carries the whole blog list")
		}

		setTestPassword(t, ts.db)
		cookie := login(t, ts)
		// Upload: the fourth picture, so the fourth of the preview.
		const uploaded = "Jasmine tea in the relaxation lounge"
		form, ct := picturetest.Form(map[string]string{"alt": uploaded, "category": "Wellness Areas"}, "tea.jpg", picturetest.TwoColours(800, 600))
		resp, body := ts.do(t, "POST", "/api/admin/gallery", form, as(cookie, "Content-Type", ct))
		if resp.StatusCode != 201 {
			t.Fatalf("upload: %d %s", resp.StatusCode, body)
		}
		var it dayspa.GalleryItem
		if err := json.Unmarshal(body, &it); err != nil {
			t.Fatal(err)
		}
		rootHTML, _ = home()
		if !(at(alts[2]) >= 0 && at(alts[2]) < at(uploaded)) {
			t.Errorf("/ does not show the uploaded picture after the others")
		}
		if src := it.Picture.Variants[0].Src; !strings.Contains(rootHTML, src) {
			t.Errorf("/ lacks the uploaded picture's file %s", src)
		}
		// Reorder: the uploaded picture first.
		resp, body = ts.do(t, "PATCH", fmt.Sprintf("/api/admin/gallery/%d", it.ID), `{"position":1}`, as(cookie))
		if resp.StatusCode != 200 {
			t.Fatalf("reorder: %d %s", resp.StatusCode, body)
		}
		rootHTML, _ = home()
		if !(at(uploaded) >= 0 && at(uploaded) < at(alts[0])) {
			t.Errorf("/ does not show the new order after a reorder")
		}
		// Delete: the uploaded picture goes from the page.
		resp, body = ts.do(t, "DELETE", fmt.Sprintf("/api/admin/gallery/%d", it.ID), "", as(cookie))
		if resp.StatusCode != 204 {
			t.Fatalf("delete: %d %s", resp.StatusCode, body)
		}
		rootHTML, data = home()
		if at(uploaded) >= 0 || at(alts[0]) < 0 {
			t.Errorf("/ after the delete still shows %q", uploaded)
		}
		if got := data["/api/gallery"].([]any); len(got) != len(alts) {
			t.Errorf("data block after the delete: %d pictures", len(got))
		}
	})
}
