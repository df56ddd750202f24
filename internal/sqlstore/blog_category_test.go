package sqlstore_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/seed"
)

// A blog category's Arabic name: set once for every post of the category,
// read with each of them, listed with the number of posts, refused for a
// category no post carries, and kept by a later seed.
func TestBlogCategories(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("ReadWithEveryPostOfTheCategory", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			a := dayspa.Post{Title: "Oud", Slug: "oud", Category: "Wellness", Tags: []string{}}
			b := dayspa.Post{Title: "Sleep", Slug: "sleep", Category: "Wellness", Tags: []string{}, Status: dayspa.PostDraft}
			c := dayspa.Post{Title: "Stones", Slug: "stones", Category: "Massage", Tags: []string{}}
			none := dayspa.Post{Title: "Plain", Slug: "plain", Tags: []string{}}
			for _, p := range []*dayspa.Post{&a, &b, &c, &none} {
				must(t, db.CreatePost(ctx, p))
			}

			got, err := db.ListBlogCategories(ctx)
			must(t, err)
			want := []dayspa.BlogCategory{{Name: "Massage", Posts: 1}, {Name: "Wellness", Posts: 2}}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("ListBlogCategories = %+v, want %+v", got, want)
			}

			set, err := db.SetBlogCategoryArabic(ctx, "Wellness", "العافية")
			must(t, err)
			if *set != (dayspa.BlogCategory{Name: "Wellness", NameAr: "العافية", Posts: 2}) {
				t.Errorf("SetBlogCategoryArabic = %+v", set)
			}
			for _, read := range []func() (*dayspa.Post, error){
				func() (*dayspa.Post, error) { return db.GetPost(ctx, "oud") },
				func() (*dayspa.Post, error) { return db.GetPostByID(ctx, b.ID) },
			} {
				p, err := read()
				must(t, err)
				if p.CategoryAr != "العافية" {
					t.Errorf("post %s: CategoryAr %q", p.Slug, p.CategoryAr)
				}
			}
			list, err := db.ListPosts(ctx)
			must(t, err)
			for _, p := range list {
				want := map[string]string{"oud": "العافية", "sleep": "العافية"}[p.Slug]
				if p.CategoryAr != want {
					t.Errorf("ListPosts: %s: CategoryAr %q, want %q", p.Slug, p.CategoryAr, want)
				}
			}

			// A post moved into the category reads its Arabic name at once;
			// a new one is created with it.
			c.Category = "Wellness"
			must(t, db.UpdatePost(ctx, &c))
			if c.CategoryAr != "العافية" {
				t.Errorf("UpdatePost: CategoryAr %q", c.CategoryAr)
			}
			d := dayspa.Post{Title: "Steam", Slug: "steam", Category: "Wellness", Tags: []string{}}
			must(t, db.CreatePost(ctx, &d))
			if d.CategoryAr != "العافية" {
				t.Errorf("CreatePost: CategoryAr %q", d.CategoryAr)
			}

			// Cleared, the category has no Arabic name again.
			_, err = db.SetBlogCategoryArabic(ctx, "Wellness", "")
			must(t, err)
			p, err := db.GetPost(ctx, "oud")
			must(t, err)
			if p.CategoryAr != "" {
				t.Errorf("after clearing: CategoryAr %q", p.CategoryAr)
			}
		})

		t.Run("UnknownCategory", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			must(t, db.CreatePost(ctx, &dayspa.Post{Title: "Oud", Slug: "oud", Category: "Wellness", Tags: []string{}}))
			for _, name := range []string{"Massage", "wellness", ""} {
				_, err := db.SetBlogCategoryArabic(ctx, name, "تدليك")
				assertCode(t, err, dayspa.ENOTFOUND)
			}
			if n := count(t, db, "blog_categories"); n != 0 {
				t.Errorf("%d rows after refusals", n)
			}
		})

		t.Run("SeededAndKept", func(t *testing.T) {
			t.Parallel()
			cats, err := seed.Categories()
			must(t, err)
			db := newDB(t, e)
			must(t, db.Seed(ctx))
			got, err := db.ListBlogCategories(ctx)
			must(t, err)
			if len(got) != len(cats) {
				t.Fatalf("%d categories, want %d: %+v", len(got), len(cats), got)
			}
			for i, c := range cats {
				if got[i].Name != c.Name || got[i].NameAr != c.NameAr || got[i].Posts == 0 {
					t.Errorf("category %d = %+v, want %+v", i, got[i], c)
				}
			}
			// The manager's own name and a cleared one survive the next seed.
			_, err = db.SetBlogCategoryArabic(ctx, cats[0].Name, "اسمي")
			must(t, err)
			_, err = db.SetBlogCategoryArabic(ctx, cats[1].Name, "")
			must(t, err)
			must(t, db.Seed(ctx))
			again, err := db.ListBlogCategories(ctx)
			must(t, err)
			if again[0].NameAr != "اسمي" || again[1].NameAr != "" || again[2].NameAr != cats[2].NameAr {
				t.Errorf("after seeding again: %+v", again)
			}
		})
	})
}
