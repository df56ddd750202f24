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
