package sqlstore_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/seed"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

func TestSeed(t *testing.T) {
	services, err := seed.Services()
	must(t, err)
	posts, err := seed.Posts()
	must(t, err)

	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		must(t, db.Seed(ctx))
		must(t, db.Seed(ctx))

		got, err := db.ListServices(ctx)
		must(t, err)
		if len(got) != len(services) {
			t.Fatalf("%d services after seeding twice, want %d", len(got), len(services))
		}
		for i, s := range services {
			g := got[i]
			price, _ := dayspa.ParseMoney(s.Price)
			if g.Name != s.Name || g.Category != s.Category || g.Duration != s.Duration ||
				g.Price != price || g.IsActive != s.IsActive || g.Description != s.Description {
				t.Errorf("service %d = %+v, want %+v", i, g, s)
			}
		}

		gotPosts, err := db.ListPosts(ctx)
		must(t, err)
		if len(gotPosts) != len(posts) {
			t.Fatalf("%d posts after seeding twice, want %d", len(gotPosts), len(posts))
		}
		p := posts[0] // seed.Posts is newest first, as ListPosts
		g := gotPosts[0]
		d, _ := dayspa.ParseDate(p.Date)
		if want := d.At(9*60, dubai).UTC(); !g.CreatedAt.Equal(want) || g.CreatedAt.Location() != time.UTC {
			t.Errorf("createdAt = %v, want %v in UTC", g.CreatedAt, want)
		}
		if g.Slug != p.Slug || g.Title != p.Title || g.Content != p.Content || g.FeaturedImage != p.Image ||
			strings.Join(g.Tags, ",") != strings.Join(p.Tags, ",") {
			t.Errorf("post = %+v, want %+v", g, p)
		}
	})
}

func TestSeed_OnlyWhatIsMissing(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		services, _ := seed.Services()
		posts, _ := seed.Posts()
		// The manager already has the first service (edited) and a post.
		own := dayspa.Service{Name: services[0].Name, Category: dayspa.CategoryBody, Duration: 30, Price: dayspa.AED(1)}
		must(t, db.CreateService(ctx, &own))
		must(t, db.CreatePost(ctx, &dayspa.Post{Title: "Mine", Slug: posts[1].Slug}))
		must(t, db.Seed(ctx))

		got, _ := db.ListServices(ctx)
		if len(got) != len(services) || got[0].Price != dayspa.AED(1) || got[1].Name != services[1].Name {
			t.Errorf("services after seed: %d, first %+v", len(got), got[0])
		}
		p, err := db.GetPost(ctx, posts[1].Slug)
		must(t, err)
		if p.Title != "Mine" {
			t.Errorf("seed overwrote an existing post: %+v", p)
		}
		if n := count(t, db, "blog_posts"); n != len(posts) {
			t.Errorf("%d posts, want %d", n, len(posts))
		}
	})
}

func TestSeed_ConcurrentInstances(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		cfg := e.Config(t)
		a, b := open(t, cfg), open(t, cfg)
		errs := make(chan error, 2)
		for _, db := range []*sqlstore.DB{a, b} {
			go func() { errs <- db.Seed(context.Background()) }()
		}
		must(t, <-errs)
		must(t, <-errs)
		services, _ := seed.Services()
		if n := count(t, a, "services"); n != len(services) {
			t.Errorf("%d services, want %d", n, len(services))
		}
	})
}

// TestSeed_PostsInTheSpasZone: a demo post is published at 09:00 of its
// day in the zone the store is given: on Kiritimati (UTC+14) that is
// 19:00 UTC the day before.
func TestSeed_PostsInTheSpasZone(t *testing.T) {
	posts, err := seed.Posts()
	must(t, err)
	forEachEngine(t, func(t *testing.T, e engine) {
		cfg := e.Config(t)
		cfg.Location = mustLoadLocation("Pacific/Kiritimati")
		db := open(t, cfg)
		must(t, db.Seed(context.Background()))
		got, err := db.GetPost(context.Background(), posts[0].Slug)
		must(t, err)
		d, _ := dayspa.ParseDate(posts[0].Date)
		want := time.Date(d.Year, d.Month, d.Day-1, 19, 0, 0, 0, time.UTC)
		if !got.CreatedAt.Equal(want) || dayspa.DateOf(got.CreatedAt.In(cfg.Location)) != d {
			t.Errorf("createdAt = %v, want %v (%s on Kiritimati)", got.CreatedAt, want, d)
		}
	})
}

// TestSeed_ArabicVersions: the demo posts' Arabic versions are seeded with
// their posts; a database seeded before they existed gets them on its next
// seed, but only on the demo posts still as the seed wrote them: a post
// the manager edited, one of theirs on a demo slug, a version they edited
// or removed, and an Arabic slug some post has or had are left alone.
func TestSeed_ArabicVersions(t *testing.T) {
	posts, err := seed.Posts()
	must(t, err)
	var withArabic []seed.Post
	for _, p := range posts {
		if p.Arabic != nil {
			withArabic = append(withArabic, p)
		}
	}
	if len(withArabic) < 4 {
		t.Fatalf("%d demo posts with an Arabic version, want at least 4", len(withArabic))
	}
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		arabicOf := func(db *sqlstore.DB, slug string) *dayspa.PostVersion {
			t.Helper()
			p, err := db.GetPost(ctx, slug)
			must(t, err)
			return p.Arabic
		}

		t.Run("Fresh", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			must(t, db.Seed(ctx))
			must(t, db.Seed(ctx))
			for _, p := range withArabic {
				got := arabicOf(db, p.Slug)
				a := p.Arabic
				if got == nil || got.Title != a.Title || got.Slug != a.Slug || got.Excerpt != a.Excerpt || got.Content != a.Content ||
					got.SEOTitle != a.SEOTitle || got.SEODescription != a.SEODescription {
					t.Errorf("%s: Arabic version %+v", p.Slug, got)
				}
				byAr, err := db.GetArabicPost(ctx, a.Slug)
				must(t, err)
				if byAr.Slug != p.Slug {
					t.Errorf("GetArabicPost(%q) = %q", a.Slug, byAr.Slug)
				}
			}
			if n := count(t, db, "blog_posts_ar"); n != len(withArabic) {
				t.Errorf("%d Arabic versions after seeding twice, want %d", n, len(withArabic))
			}
		})

		t.Run("OlderDatabase", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			must(t, db.Seed(ctx))
			// As a database seeded before the demo posts had Arabic versions.
			if _, err := db.SQL().Exec(`DELETE FROM blog_posts_ar`); err != nil {
				t.Fatal(err)
			}
			edited, removedLater, mine, slugTaken := withArabic[0], withArabic[1], withArabic[2], withArabic[3]

			// The manager edited one demo post...
			p, err := db.GetPost(ctx, edited.Slug)
			must(t, err)
			p.Excerpt = "My own words."
			must(t, db.UpdatePost(ctx, p))
			// ... replaced another with a post of theirs on its slug...
			p, err = db.GetPost(ctx, mine.Slug)
			must(t, err)
			must(t, db.DeletePost(ctx, p.ID, func([]string) error { return nil }))
			must(t, db.CreatePost(ctx, &dayspa.Post{Title: "Mine", Slug: mine.Slug, Content: mine.Content}))
			// ... and gave a post of theirs the Arabic slug of a third.
			must(t, db.CreatePost(ctx, &dayspa.Post{Title: "Other", Slug: "other",
				Arabic: &dayspa.PostVersion{Title: "آخر", Slug: slugTaken.Arabic.Slug, Content: "نص."}}))

			must(t, db.Seed(ctx))
			for _, p := range []seed.Post{edited, mine, slugTaken} {
				if got := arabicOf(db, p.Slug); got != nil {
					t.Errorf("%s: the seed gave a touched post an Arabic version %q", p.Slug, got.Slug)
				}
			}
			if got := arabicOf(db, removedLater.Slug); got == nil || got.Slug != removedLater.Arabic.Slug {
				t.Fatalf("%s: the untouched demo post got %+v", removedLater.Slug, got)
			}
			if got, _ := db.GetPost(ctx, edited.Slug); got.Excerpt != "My own words." {
				t.Errorf("the seed changed an edited post: %+v", got)
			}

			// A version the manager edits, or removes, stays as they left it.
			p, err = db.GetPost(ctx, removedLater.Slug)
			must(t, err)
			p.Arabic = nil
			must(t, db.UpdatePost(ctx, p))
			must(t, db.Seed(ctx))
			if got := arabicOf(db, removedLater.Slug); got != nil {
				t.Errorf("the seed brought back a removed version: %+v", got)
			}
		})

		t.Run("EditedVersionKept", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			must(t, db.Seed(ctx))
			p, err := db.GetPost(ctx, withArabic[0].Slug)
			must(t, err)
			v := *p.Arabic
			v.Title, v.Slug = "عنوان المدير", "عنوان-المدير"
			p.Arabic = &v
			must(t, db.UpdatePost(ctx, p))
			must(t, db.Seed(ctx))
			if got := arabicOf(db, p.Slug); got == nil || got.Title != "عنوان المدير" || got.Slug != "عنوان-المدير" {
				t.Errorf("the seed overwrote an edited version: %+v", got)
			}
			// Its former slug is not given back to the demo's version either.
			if _, err := db.FormerArabicPost(ctx, withArabic[0].Arabic.Slug); err != nil {
				t.Errorf("the former Arabic slug's redirect ended: %v", err)
			}
		})
	})
}
