package sqlstore

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/seed"
)

// seedHour is when, in the spa's zone (Config.Location), a demo post
// counts as published.
const seedHour = 9

// Seed adds the demo content of package seed that is missing: services
// matched by name, posts by slug, each inserted in the order given (the
// site shows the first services by id). Nothing present is changed, so it
// is safe on every start, and on PostgreSQL from several instances at once.
func (db *DB) Seed(ctx context.Context) error {
	services, err := seed.Services()
	if err != nil {
		return err
	}
	posts, err := seed.Posts()
	if err != nil {
		return err
	}
	categories, err := seed.Categories()
	if err != nil {
		return err
	}
	return db.inWrite(ctx, func(tx *Tx) error {
		if err := lockSeed(ctx, tx); err != nil {
			return err
		}
		for _, s := range services {
			if err := seedService(ctx, tx, s); err != nil {
				return fmt.Errorf("seed service %q: %w", s.Name, err)
			}
		}
		for _, p := range posts {
			if err := seedPost(ctx, tx, p, db.location); err != nil {
				return fmt.Errorf("seed post %q: %w", p.Slug, err)
			}
		}
		if err := seedCategories(ctx, tx, categories); err != nil {
			return fmt.Errorf("seed blog categories: %w", err)
		}
		if err := seedTeam(ctx, tx); err != nil {
			return fmt.Errorf("seed team: %w", err)
		}
		if err := seedReviewsAndFAQ(ctx, tx, db.location); err != nil {
			return fmt.Errorf("seed reviews and faq: %w", err)
		}
		return nil
	})
}

func seedService(ctx context.Context, tx *Tx, s seed.Service) error {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM services WHERE name = $1`, s.Name).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	price, err := dayspa.ParseMoney(s.Price)
	if err != nil {
		return err
	}
	svc := dayspa.Service{
		Name:          s.Name,
		NameAr:        s.NameAr,
		Description:   s.Description,
		DescriptionAr: s.DescriptionAr,
		Category:      s.Category,
		Duration:      s.Duration,
		Price:         price,
		IsActive:      s.IsActive,
		PrepTime:      dayspa.DefaultPrepMinutes,
	}
	if err := svc.Validate(); err != nil {
		return err
	}
	return createService(ctx, tx, &svc)
}

// seedPost adds the demo post p when no post has its slug, with its
// Arabic version; a demo post already there gets only the Arabic version,
// and only when seedArabic finds it untouched.
func seedPost(ctx context.Context, tx *Tx, p seed.Post, loc *time.Location) error {
	ar, err := seedVersion(p.Arabic)
	if err != nil {
		return err
	}
	if ok, err := postExists(ctx, tx, p.Slug); err != nil {
		return err
	} else if ok {
		return seedArabic(ctx, tx, p, ar)
	}
	d, err := dayspa.ParseDate(p.Date)
	if err != nil {
		return err
	}
	return createPost(ctx, tx, &dayspa.Post{
		Title:         p.Title,
		Slug:          p.Slug,
		Excerpt:       p.Excerpt,
		Content:       p.Content,
		Category:      p.Category,
		Tags:          p.Tags,
		FeaturedImage: p.Image,
		CreatedAt:     d.At(seedHour*60, loc).UTC(),
		Arabic:        ar,
	})
}

// seedCategories gives the demo posts' categories their Arabic names; a
// category that has a row (the manager's name, or one she cleared) keeps
// it.
func seedCategories(ctx context.Context, tx *Tx, categories []seed.Category) error {
	for _, c := range categories {
		name := c.NameAr
		nameAr, err := dayspa.BlogCategoryInput{NameAr: &name}.Clean()
		if err != nil {
			return fmt.Errorf("%s: %w", c.Name, err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO blog_categories (name, name_ar) VALUES ($1, $2)
			ON CONFLICT (name) DO NOTHING`, c.Name, nameAr); err != nil {
			return fmt.Errorf("%s: %w", c.Name, err)
		}
	}
	return nil
}

// seedVersion is the demo post's Arabic version as the domain accepts it,
// nil for none.
func seedVersion(a *seed.ArabicPost) (*dayspa.PostVersion, error) {
	if a == nil {
		return nil, nil
	}
	v := &dayspa.PostVersion{Title: a.Title, Slug: a.Slug, Excerpt: a.Excerpt, Content: a.Content,
		SEOTitle: a.SEOTitle, SEODescription: a.SEODescription}
	if err := v.Validate(); err != nil {
		return nil, fmt.Errorf("Arabic version: %w", err)
	}
	return v, nil
}

// seedArabic gives the demo post p, already there, its Arabic version ar
// (a database seeded before the demo posts had one) when the post is still
// the demo's as the seed wrote it: its title and article the demo's, never
// edited since (a changed cover, a removed version are edits), without an
// Arabic version, and no post's Arabic version has or had ar's slug. A
// post of the manager's on the demo's slug, or a demo post they touched,
// is left as it is.
func seedArabic(ctx context.Context, tx *Tx, p seed.Post, ar *dayspa.PostVersion) error {
	if ar == nil {
		return nil
	}
	var (
		id               int64
		title, content   string
		created, updated time.Time
		taken            int
	)
	err := tx.QueryRowContext(ctx, `SELECT p.id, p.title, p.content, p.created_at, p.updated_at,
			(SELECT COUNT(*) FROM blog_posts_ar a WHERE a.post_id = p.id OR a.slug = $2)
			+ (SELECT COUNT(*) FROM blog_post_ar_slugs f WHERE f.slug = $2)
		FROM blog_posts p WHERE p.slug = $1`, p.Slug, ar.Slug).Scan(&id, &title, &content, &created, &updated, &taken)
	if err != nil {
		return err
	}
	if taken > 0 || !created.Equal(updated) || title != p.Title || content != p.Content {
		return nil
	}
	return saveArabic(ctx, tx, id, nil, ar)
}

// seedTeam adds the demo rooms and therapists when the spa has none of
// either, so that a fresh install shows real availability; a team the
// manager has started is left alone.
func seedTeam(ctx context.Context, tx *Tx) error {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT (SELECT COUNT(*) FROM rooms) + (SELECT COUNT(*) FROM therapists)`).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	team, err := seed.DemoTeam()
	if err != nil {
		return err
	}
	for _, r := range team.Rooms {
		room := dayspa.Room{Name: r.Name, Kind: dayspa.RoomKind(r.Kind), Active: true}
		if err := room.Validate(); err != nil {
			return fmt.Errorf("room %q: %w", r.Name, err)
		}
		if err := createRoom(ctx, tx, &room); err != nil {
			return err
		}
	}
	services, err := listServices(ctx, tx)
	if err != nil {
		return err
	}
	hours, err := openingHours(ctx, tx)
	if err != nil {
		return err
	}
	for _, st := range team.Therapists {
		body := `{"name":` + quote(st.Name) + `,"gender":` + quote(st.Gender) + `,"schedule":{`
		days := []string{"mon", "tue", "wed", "thu", "fri", "sat", "sun"}
		first := true
		for _, d := range days {
			off := false
			for _, o := range st.DaysOff {
				off = off || o == d
			}
			if off {
				continue
			}
			if !first {
				body += ","
			}
			first = false
			body += quote(d) + `:[{"start":` + quote(st.Hours.Start) + `,"end":` + quote(st.Hours.End) + `}]`
		}
		body += "}}"
		var in dayspa.TherapistInput
		if err := json.Unmarshal([]byte(body), &in); err != nil {
			return fmt.Errorf("therapist %q: %w", st.Name, err)
		}
		ids := []int64{}
		for _, svc := range services {
			for _, c := range st.Categories {
				if svc.Category == c {
					ids = append(ids, svc.ID)
				}
			}
		}
		in.ServiceIDs = &ids
		t, err := in.New(hours)
		if err != nil {
			return fmt.Errorf("therapist %q: %w", st.Name, err)
		}
		if err := createTherapist(ctx, tx, &t); err != nil {
			return err
		}
	}
	return nil
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
