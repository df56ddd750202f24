package sqlstore_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestPosts(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		day := func(d int) time.Time { return time.Date(2026, 5, d, 5, 0, 0, 123456000, time.UTC) }

		t.Run("NewestFirstWithTags", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			old := dayspa.Post{Title: "Old", Slug: "old", Excerpt: "e", Content: "# Old\n\nBody.", Category: "Wellness",
				Tags: []string{"sleep", "oud & amber", "ساونا"}, FeaturedImage: "/media/old.webp", CreatedAt: day(1)}
			mid := dayspa.Post{Title: "Mid", Slug: "mid", Category: "Skin", CreatedAt: day(10)}
			newest := dayspa.Post{Title: "New", Slug: "new", Category: "Skin", Tags: []string{}, CreatedAt: day(20).In(dubai)}
			for _, p := range []*dayspa.Post{&old, &newest, &mid} {
				must(t, db.CreatePost(ctx, p))
			}
			got, err := db.ListPosts(ctx)
			must(t, err)
			mid.Tags = []string{} // stored without tags, read back as an empty list
			newest.CreatedAt = newest.CreatedAt.UTC()
			if want := []dayspa.Post{newest, mid, old}; !reflect.DeepEqual(got, want) {
				t.Fatalf("ListPosts =\n%+v\nwant\n%+v", got, want)
			}
			one, err := db.GetPost(ctx, "old")
			must(t, err)
			if !reflect.DeepEqual(*one, old) {
				t.Errorf("GetPost = %+v, want %+v", *one, old)
			}
		})

		t.Run("CreatedAtDefaultsToNow", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			p := dayspa.Post{Title: "Now", Slug: "now"}
			must(t, db.CreatePost(ctx, &p))
			got, _ := db.GetPost(ctx, "now")
			if !got.CreatedAt.Equal(testNow) {
				t.Errorf("createdAt = %v, want %v", got.CreatedAt, testNow)
			}
		})

		t.Run("ErrNotFound", func(t *testing.T) {
			t.Parallel()
			_, err := newDB(t, e).GetPost(ctx, "missing")
			assertCode(t, err, dayspa.ENOTFOUND)
		})

		t.Run("ErrConflictOnTakenSlug", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			must(t, db.CreatePost(ctx, &dayspa.Post{Title: "A", Slug: "same"}))
			err := db.CreatePost(ctx, &dayspa.Post{Title: "B", Slug: "same"})
			assertCode(t, err, dayspa.ECONFLICT)
			if n := count(t, db, "blog_posts"); n != 1 {
				t.Errorf("%d posts", n)
			}
		})
	})
}
