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

		t.Run("TakenSlugIsAFieldError", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			must(t, db.CreatePost(ctx, &dayspa.Post{Title: "A", Slug: "same"}))
			err := db.CreatePost(ctx, &dayspa.Post{Title: "B", Slug: "same"})
			assertCode(t, err, dayspa.EINVALID)
			if got := dayspa.ErrorFields(err)["slug"]; got != dayspa.MsgPostSlugTaken.Text {
				t.Errorf("slug message %q", got)
			}
			if n := count(t, db, "blog_posts"); n != 1 {
				t.Errorf("%d posts", n)
			}
		})

		t.Run("DraftScheduledAndEdited", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			draft := dayspa.Post{Title: "Draft", Slug: "draft", Status: dayspa.PostDraft, Tags: []string{"a"},
				SEOTitle: "Seo", SEODescription: "Desc", Author: "Layla"}
			must(t, db.CreatePost(ctx, &draft))
			at := testNow.Add(10 * 24 * time.Hour)
			sched := dayspa.Post{Title: "Later", Slug: "later", Status: dayspa.PostPublished, PublishAt: &at}
			must(t, db.CreatePost(ctx, &sched))

			got, err := db.GetPostByID(ctx, draft.ID)
			must(t, err)
			if got.Status != dayspa.PostDraft || got.PublishAt != nil || got.Author != "Layla" || got.SEOTitle != "Seo" ||
				got.SEODescription != "Desc" || !got.UpdatedAt.Equal(testNow) {
				t.Errorf("draft read back as %+v", got)
			}
			got, err = db.GetPost(ctx, "later")
			must(t, err)
			if got.PublishAt == nil || !got.PublishAt.Equal(at) || got.State(at.Add(-time.Second)) != dayspa.StateScheduled || !got.Live(at) {
				t.Errorf("scheduled post read back as %+v", got)
			}
			// Listed newest first by publish time; a draft without one by its creation.
			list, err := db.ListPosts(ctx)
			must(t, err)
			if len(list) != 2 || list[0].Slug != "later" || list[1].Slug != "draft" {
				t.Errorf("ListPosts = %v", list)
			}

			got.Title, got.Status, got.Content = "Later, edited", dayspa.PostDraft, "Body"
			must(t, db.UpdatePost(ctx, got))
			again, err := db.GetPostByID(ctx, sched.ID)
			must(t, err)
			if again.Title != "Later, edited" || again.Status != dayspa.PostDraft || again.Content != "Body" || !again.CreatedAt.Equal(testNow) {
				t.Errorf("after update %+v", again)
			}
			assertCode(t, db.UpdatePost(ctx, &dayspa.Post{ID: 999, Title: "x", Slug: "x", Status: dayspa.PostDraft, Tags: []string{}}), dayspa.ENOTFOUND)
		})

		t.Run("SlugChangesKeepFormerSlugs", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			a := dayspa.Post{Title: "A", Slug: "first"}
			b := dayspa.Post{Title: "B", Slug: "other"}
			must(t, db.CreatePost(ctx, &a))
			must(t, db.CreatePost(ctx, &b))

			a.Slug = "second"
			must(t, db.UpdatePost(ctx, &a))
			a.Slug = "third"
			must(t, db.UpdatePost(ctx, &a))
			for _, old := range []string{"first", "second"} {
				p, err := db.FormerPost(ctx, old)
				must(t, err)
				if p.ID != a.ID || p.Slug != "third" {
					t.Errorf("FormerPost(%q) = %d %q", old, p.ID, p.Slug)
				}
			}
			_, err := db.GetPost(ctx, "first")
			assertCode(t, err, dayspa.ENOTFOUND)
			_, err = db.FormerPost(ctx, "third")
			assertCode(t, err, dayspa.ENOTFOUND)

			// Another post's current slug is refused, and nothing changes.
			b.Slug = "third"
			err = db.UpdatePost(ctx, &b)
			assertCode(t, err, dayspa.EINVALID)
			if p, _ := db.GetPostByID(ctx, b.ID); p.Slug != "other" {
				t.Errorf("b's slug became %q", p.Slug)
			}
			// A former slug is free: the post taking it ends the redirect.
			b.Slug = "first"
			must(t, db.UpdatePost(ctx, &b))
			_, err = db.FormerPost(ctx, "first")
			assertCode(t, err, dayspa.ENOTFOUND)
			// Going back to a former slug ends its redirect too.
			a.Slug = "second"
			must(t, db.UpdatePost(ctx, &a))
			_, err = db.FormerPost(ctx, "second")
			assertCode(t, err, dayspa.ENOTFOUND)
			if p, err := db.FormerPost(ctx, "third"); err != nil || p.ID != a.ID {
				t.Errorf("FormerPost(third) = %v, %v", p, err)
			}
			// A new post on a former slug ends its redirect as well.
			must(t, db.CreatePost(ctx, &dayspa.Post{Title: "C", Slug: "third"}))
			_, err = db.FormerPost(ctx, "third")
			assertCode(t, err, dayspa.ENOTFOUND)

			must(t, db.DeletePost(ctx, a.ID, func([]string) error { return nil }))
			assertCode(t, db.DeletePost(ctx, a.ID, func([]string) error { return nil }), dayspa.ENOTFOUND)
			// b's own former slug ("other") is all that is left.
			if n := count(t, db, "blog_post_slugs"); n != 1 {
				t.Errorf("%d former slugs left after delete, want b's one", n)
			}
			if p, err := db.FormerPost(ctx, "other"); err != nil || p.ID != b.ID {
				t.Errorf("FormerPost(other) = %v, %v", p, err)
			}
		})
	})
}
