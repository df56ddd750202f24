package sqlstore

import (
	"context"
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
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
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
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("seed: commit: %w", err)
	}
	return nil
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
		Name:        s.Name,
		Description: s.Description,
		Category:    s.Category,
		Duration:    s.Duration,
		Price:       price,
		IsActive:    s.IsActive,
	}
	if err := svc.Validate(); err != nil {
		return err
	}
	return createService(ctx, tx, &svc)
}

func seedPost(ctx context.Context, tx *Tx, p seed.Post, loc *time.Location) error {
	if ok, err := postExists(ctx, tx, p.Slug); err != nil || ok {
		return err
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
	})
}
