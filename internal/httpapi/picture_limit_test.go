package httpapi

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/picture/picturetest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestPictureLimitOnEveryUpload: every way a picture arrives (a gallery
// picture, a therapist's photo, a post's cover) refuses a 47 KB PNG of
// 7000 × 7000 pixels from its header, with 400 naming the file and the
// limit, and stores nothing.
func TestPictureLimitOnEveryUpload(t *testing.T) {
	blank := picturetest.BlankPNG(7000, 7000)
	const msg = "The picture is too large: it may have at most 40 megapixels."
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		us := newUploadSite(t, e, false)
		resp, body := us.do(t, "POST", "/api/admin/posts", `{"title":"Hot Stones at Home","content":"Basalt holds heat."}`,
			map[string]string{"Cookie": us.cookie, "Content-Type": "application/json"})
		if resp.StatusCode != 201 {
			t.Fatalf("create post: %d %s", resp.StatusCode, body)
		}
		var post adminPost
		if err := json.Unmarshal(body, &post); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			name, path string
			fields     map[string]string
		}{
			{"gallery", "/api/admin/gallery", map[string]string{"alt": "A room", "category": dayspa.GalleryCategories[0]}},
			{"therapist photo", "/api/admin/therapists/1/photo", map[string]string{"photoAlt": "Zara smiling"}},
			{"post cover", fmt.Sprintf("/api/admin/posts/%d/cover", post.ID), map[string]string{"coverAlt": "Warm stones"}},
		} {
			t.Run(c.name, func(t *testing.T) {
				form, ct := picturetest.Form(c.fields, "huge.png", blank)
				resp, body := us.do(t, "POST", c.path, form, map[string]string{"Cookie": us.cookie, "Content-Type": ct})
				var eb errorBody
				json.Unmarshal(body, &eb)
				if resp.StatusCode != 400 || eb.Errors["file"] != msg {
					t.Fatalf("%d %s, want 400 with file: %q", resp.StatusCode, body, msg)
				}
				specCheck(t, us.testSite, "POST", c.path, form, resp, body)
				us.nothingLeft(t, 0, 0)
			})
		}
		if n := countRows(t, us.db, "gallery_items"); n != 0 {
			t.Errorf("%d gallery rows", n)
		}
		var photo string
		if err := us.db.SQL().QueryRow(`SELECT photo FROM therapists WHERE id = 1`).Scan(&photo); err != nil || photo != "" {
			t.Errorf("the therapist's photo after the refused one: %q, %v", photo, err)
		}
		if p, err := us.db.GetPostByID(t.Context(), post.ID); err != nil || p.Cover != nil {
			t.Errorf("the post after the refused cover: %+v, %v", p, err)
		}
	})
}
