package sqlstore_test

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/dayspa/dayspa"
)

// A post's Arabic version: stored and read back with its post, its slug
// unique among the Arabic versions (not against the English slugs), a
// changed Arabic slug kept as a former one, removed by null or with its
// post.
func TestPostArabicVersion(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		noRemove := func([]string) error { return nil }

		t.Run("StoredWithItsPost", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			ar := &dayspa.PostVersion{Title: "طقوس الحمام المغربي", Slug: "طقوس-الحمام-المغربي", Excerpt: "مقدمة",
				Content: "## البخار\n\nنص المقال.", SEOTitle: "حمام مغربي في دبي", SEODescription: "وصف"}
			p := dayspa.Post{Title: "The Hammam", Slug: "the-hammam", Tags: []string{"hammam"}, Arabic: ar}
			plain := dayspa.Post{Title: "Only English", Slug: "only-english", Tags: []string{}}
			must(t, db.CreatePost(ctx, &p))
			must(t, db.CreatePost(ctx, &plain))

			got, err := db.GetPostByID(ctx, p.ID)
			must(t, err)
			if !reflect.DeepEqual(*got, p) {
				t.Errorf("GetPostByID =\n%+v\nwant\n%+v", *got, p)
			}
			for name, get := range map[string]func() (*dayspa.Post, error){
				"GetPost":       func() (*dayspa.Post, error) { return db.GetPost(ctx, "the-hammam") },
				"GetArabicPost": func() (*dayspa.Post, error) { return db.GetArabicPost(ctx, "طقوس-الحمام-المغربي") },
			} {
				got, err := get()
				must(t, err)
				if got.ID != p.ID || !reflect.DeepEqual(got.Arabic, ar) {
					t.Errorf("%s = %+v", name, got)
				}
			}
			// The English slug is not an Arabic one, nor the other way round.
			_, err = db.GetArabicPost(ctx, "the-hammam")
			assertCode(t, err, dayspa.ENOTFOUND)
			_, err = db.GetPost(ctx, "طقوس-الحمام-المغربي")
			assertCode(t, err, dayspa.ENOTFOUND)

			list, err := db.ListPosts(ctx)
			must(t, err)
			if len(list) != 2 || list[0].Arabic != nil || !reflect.DeepEqual(list[1].Arabic, ar) {
				t.Errorf("ListPosts = %+v", list)
			}
			got, err = db.GetPost(ctx, "only-english")
			must(t, err)
			if got.Arabic != nil {
				t.Errorf("a post without an Arabic version read back with %+v", got.Arabic)
			}

			// Added, edited and removed by an edit of the post.
			plain.Arabic = &dayspa.PostVersion{Title: "بالعربية", Slug: "بالعربية", Content: "نص."}
			must(t, db.UpdatePost(ctx, &plain))
			if got, _ := db.GetArabicPost(ctx, "بالعربية"); got == nil || got.ID != plain.ID {
				t.Errorf("added version read back as %+v", got)
			}
			plain.Arabic.Content = "نص معدل."
			must(t, db.UpdatePost(ctx, &plain))
			if got, _ := db.GetPostByID(ctx, plain.ID); got.Arabic == nil || got.Arabic.Content != "نص معدل." {
				t.Errorf("edited version read back as %+v", got.Arabic)
			}
			plain.Arabic = nil
			must(t, db.UpdatePost(ctx, &plain))
			if got, _ := db.GetPostByID(ctx, plain.ID); got.Arabic != nil {
				t.Errorf("removed version read back as %+v", got.Arabic)
			}
			_, err = db.GetArabicPost(ctx, "بالعربية")
			assertCode(t, err, dayspa.ENOTFOUND)
			if n := count(t, db, "blog_posts_ar"); n != 1 {
				t.Errorf("%d Arabic versions, want the hammam's", n)
			}
		})

		t.Run("ArabicSlugIsUnique", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			a := dayspa.Post{Title: "A", Slug: "a", Arabic: &dayspa.PostVersion{Title: "أ", Slug: "سبا", Content: "نص."}}
			must(t, db.CreatePost(ctx, &a))
			// An Arabic slug may be an English slug too: the addresses differ.
			b := dayspa.Post{Title: "B", Slug: "b", Arabic: &dayspa.PostVersion{Title: "ب", Slug: "a", Content: "نص."}}
			must(t, db.CreatePost(ctx, &b))

			c := dayspa.Post{Title: "C", Slug: "c", Arabic: &dayspa.PostVersion{Title: "ج", Slug: "سبا", Content: "نص."}}
			err := db.CreatePost(ctx, &c)
			if dayspa.ErrorFields(err)["ar.slug"] != dayspa.MsgPostArSlugTaken.Text {
				t.Errorf("create with a taken Arabic slug: %v", err)
			}
			if n := count(t, db, "blog_posts"); n != 2 {
				t.Errorf("a refused post was stored: %d posts", n)
			}
			b.Arabic.Slug, b.Title = "سبا", "B edited"
			err = db.UpdatePost(ctx, &b)
			if dayspa.ErrorFields(err)["ar.slug"] != dayspa.MsgPostArSlugTaken.Text {
				t.Errorf("edit to a taken Arabic slug: %v", err)
			}
			if got, _ := db.GetPostByID(ctx, b.ID); got.Title != "B" || got.Arabic.Slug != "a" {
				t.Errorf("a refused edit changed the post: %+v", got)
			}
		})

		t.Run("ArabicSlugChangesKeepFormerSlugs", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			a := dayspa.Post{Title: "A", Slug: "a", Arabic: &dayspa.PostVersion{Title: "أ", Slug: "الأول", Content: "نص."}}
			b := dayspa.Post{Title: "B", Slug: "b", Arabic: &dayspa.PostVersion{Title: "ب", Slug: "آخر", Content: "نص."}}
			must(t, db.CreatePost(ctx, &a))
			must(t, db.CreatePost(ctx, &b))
			rename := func(p *dayspa.Post, slug string) {
				t.Helper()
				v := *p.Arabic
				v.Slug = slug
				p.Arabic = &v
				must(t, db.UpdatePost(ctx, p))
			}
			rename(&a, "الثاني")
			rename(&a, "الثالث")
			for _, old := range []string{"الأول", "الثاني"} {
				p, err := db.FormerArabicPost(ctx, old)
				must(t, err)
				if p.ID != a.ID || p.Arabic.Slug != "الثالث" {
					t.Errorf("FormerArabicPost(%q) = %d %+v", old, p.ID, p.Arabic)
				}
			}
			// The English former slugs are another list.
			_, err := db.FormerPost(ctx, "الأول")
			assertCode(t, err, dayspa.ENOTFOUND)
			_, err = db.FormerArabicPost(ctx, "الثالث")
			assertCode(t, err, dayspa.ENOTFOUND)
			// An English slug change keeps the Arabic one, and the other way round.
			a.Slug = "a2"
			must(t, db.UpdatePost(ctx, &a))
			if p, err := db.FormerPost(ctx, "a"); err != nil || p.Arabic == nil || p.Arabic.Slug != "الثالث" {
				t.Errorf("FormerPost(a) = %+v, %v", p, err)
			}
			if n := count(t, db, "blog_post_ar_slugs"); n != 2 {
				t.Errorf("%d former Arabic slugs, want 2", n)
			}

			// A former slug is free: the post taking it ends the redirect.
			rename(&b, "الأول")
			_, err = db.FormerArabicPost(ctx, "الأول")
			assertCode(t, err, dayspa.ENOTFOUND)
			if p, err := db.FormerArabicPost(ctx, "آخر"); err != nil || p.ID != b.ID {
				t.Errorf("FormerArabicPost(آخر) = %v, %v", p, err)
			}
			// Going back to a former slug ends its redirect too.
			rename(&a, "الثاني")
			_, err = db.FormerArabicPost(ctx, "الثاني")
			assertCode(t, err, dayspa.ENOTFOUND)
			// A new post on a former slug ends its redirect as well.
			must(t, db.CreatePost(ctx, &dayspa.Post{Title: "C", Slug: "c", Arabic: &dayspa.PostVersion{Title: "ج", Slug: "الثالث", Content: "نص."}}))
			_, err = db.FormerArabicPost(ctx, "الثالث")
			assertCode(t, err, dayspa.ENOTFOUND)

			// A removed version takes its former slugs with it: nothing to lead to.
			rename(&b, "ب-جديد")
			rename(&a, "الرابع")
			if n := count(t, db, "blog_post_ar_slugs"); n != 3 {
				t.Errorf("%d former Arabic slugs, want b's 2 and a's 1", n)
			}
			a.Arabic = nil
			must(t, db.UpdatePost(ctx, &a))
			if n := count(t, db, "blog_post_ar_slugs"); n != 2 {
				t.Errorf("%d former Arabic slugs after a's removal, want b's 2", n)
			}
		})

		t.Run("DeleteRemovesBoth", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			a := dayspa.Post{Title: "A", Slug: "a", Arabic: &dayspa.PostVersion{Title: "أ", Slug: "الأول", Content: "نص."}}
			keep := dayspa.Post{Title: "K", Slug: "k", Arabic: &dayspa.PostVersion{Title: "ك", Slug: "باق", Content: "نص."}}
			must(t, db.CreatePost(ctx, &a))
			must(t, db.CreatePost(ctx, &keep))
			a.Slug, a.Arabic = "a2", &dayspa.PostVersion{Title: "أ", Slug: "الثاني", Content: "نص."}
			must(t, db.UpdatePost(ctx, &a))

			// A delete that fails on the cover's files keeps both versions.
			failing := errors.New("bucket unreachable")
			a.SetCover(pic("pictures/a.webp"))
			must(t, db.SetPostCover(ctx, &a, noRemove))
			if err := db.DeletePost(ctx, a.ID, func([]string) error { return failing }); !errors.Is(err, failing) {
				t.Fatalf("delete with a failing remove: %v", err)
			}
			if _, err := db.GetArabicPost(ctx, "الثاني"); err != nil {
				t.Fatalf("a failed delete lost the Arabic version: %v", err)
			}

			must(t, db.DeletePost(ctx, a.ID, noRemove))
			for _, get := range []func() (*dayspa.Post, error){
				func() (*dayspa.Post, error) { return db.GetPost(ctx, "a2") },
				func() (*dayspa.Post, error) { return db.GetArabicPost(ctx, "الثاني") },
				func() (*dayspa.Post, error) { return db.FormerPost(ctx, "a") },
				func() (*dayspa.Post, error) { return db.FormerArabicPost(ctx, "الأول") },
			} {
				_, err := get()
				assertCode(t, err, dayspa.ENOTFOUND)
			}
			for table, want := range map[string]int{"blog_posts": 1, "blog_posts_ar": 1, "blog_post_ar_slugs": 0, "blog_post_slugs": 0} {
				if n := count(t, db, table); n != want {
					t.Errorf("%s has %d rows, want %d", table, n, want)
				}
			}
			if got, err := db.GetArabicPost(ctx, "باق"); err != nil || got.ID != keep.ID {
				t.Errorf("the other post's version: %v, %v", got, err)
			}
		})
	})
}
