package sqlstore_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/dayspa/dayspa"
)

// A post's cover is stored with its alt text; an edit of the words keeps
// it; replacing or deleting it hands remove the old cover's files no other
// picture uses, and a failing remove changes nothing.
func TestPostCover(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		p := &dayspa.Post{Title: "Hot Stones", Slug: "hot-stones", FeaturedImage: "/media/blog/stones.webp"}
		must(t, db.CreatePost(ctx, p))
		// The gallery shares one file with the first cover.
		must(t, db.CreateGalleryItem(ctx, &dayspa.GalleryItem{Alt: "g", Category: "Treatment Rooms", Picture: pic("pictures/g.webp", "pictures/shared.jpg")}))
		stored := func() *dayspa.Post {
			t.Helper()
			got, err := db.GetPostByID(ctx, p.ID)
			must(t, err)
			return got
		}
		noRemove := func(k []string) error { t.Errorf("removed %v", k); return nil }

		must(t, p.SetCoverAlt("Warm stones"))
		p.SetCover(pic("pictures/a.webp", "pictures/shared.jpg"))
		must(t, db.SetPostCover(ctx, p, noRemove))
		got := stored()
		if got.Cover == nil || got.Cover.Variants[0].Key != "pictures/a.webp" || got.CoverAlt != "Warm stones" || got.FeaturedImage != "" {
			t.Fatalf("read back %+v", got)
		}

		// An edit of the words (a post as the JSON form sends it: no
		// cover) keeps the stored cover and changes its alt text.
		edit := *got
		edit.Cover, edit.Title, edit.CoverAlt = nil, "Hot Stones at Home", "Basalt stones"
		must(t, db.UpdatePost(ctx, &edit))
		if got := stored(); got.Cover == nil || got.Cover.Variants[0].Key != "pictures/a.webp" || got.CoverAlt != "Basalt stones" || got.Title != "Hot Stones at Home" {
			t.Fatalf("after an edit %+v", got)
		}

		// Replaced: a failing remove keeps the old cover; then only a's
		// own file goes, the one the gallery shares stays.
		next := stored()
		next.SetCover(pic("pictures/b.webp"))
		failing := errors.New("bucket unreachable")
		if err := db.SetPostCover(ctx, next, func([]string) error { return failing }); !errors.Is(err, failing) {
			t.Fatalf("replace with a failing remove: %v", err)
		}
		if got := stored(); got.Cover == nil || got.Cover.Variants[0].Key != "pictures/a.webp" {
			t.Fatalf("a failed replace changed the cover to %+v", got.Cover)
		}
		var removed []string
		must(t, db.SetPostCover(ctx, next, func(k []string) error { removed = k; return nil }))
		if !slices.Equal(removed, []string{"pictures/a.webp"}) {
			t.Fatalf("removed %v, want a's own file", removed)
		}
		if got := stored(); got.Cover == nil || got.Cover.Variants[0].Key != "pictures/b.webp" {
			t.Fatalf("replaced by %+v", got.Cover)
		}
		used, err := db.PictureKeysInUse(ctx, []string{"pictures/a.webp", "pictures/b.webp"})
		must(t, err)
		if used["pictures/a.webp"] || !used["pictures/b.webp"] {
			t.Fatalf("in use %v", used)
		}

		// Deleted: a failing remove keeps the post; then b's file goes.
		if err := db.DeletePost(ctx, p.ID, func([]string) error { return failing }); !errors.Is(err, failing) {
			t.Fatalf("delete with a failing remove: %v", err)
		}
		stored()
		removed = nil
		must(t, db.DeletePost(ctx, p.ID, func(k []string) error { removed = k; return nil }))
		if !slices.Equal(removed, []string{"pictures/b.webp"}) {
			t.Fatalf("removed %v on delete", removed)
		}
		assertCode(t, db.SetPostCover(ctx, p, noRemove), dayspa.ENOTFOUND)
	})
}
