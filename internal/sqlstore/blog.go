package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.BlogStore = (*DB)(nil)

// ListPosts returns every post, newest first.
func (db *DB) ListPosts(ctx context.Context) ([]dayspa.Post, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return listPosts(ctx, tx)
}

// GetPost returns the post with that slug, or ENOTFOUND.
func (db *DB) GetPost(ctx context.Context, slug string) (*dayspa.Post, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return findPostBySlug(ctx, tx, slug)
}

// CreatePost stores p and sets its ID; a zero CreatedAt becomes now.
// Returns ECONFLICT for a taken slug.
func (db *DB) CreatePost(ctx context.Context, p *dayspa.Post) error {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := createPost(ctx, tx, p); err != nil {
		return err
	}
	return tx.Commit()
}

const postColumns = `id, title, slug, excerpt, content, category, tags, featured_image, created_at`

func scanPost(row interface{ Scan(...any) error }, p *dayspa.Post) error {
	var tags string
	if err := row.Scan(&p.ID, &p.Title, &p.Slug, &p.Excerpt, &p.Content, &p.Category, &tags, &p.FeaturedImage, &p.CreatedAt); err != nil {
		return err
	}
	p.CreatedAt = p.CreatedAt.UTC()
	p.Tags = []string{}
	if err := json.Unmarshal([]byte(tags), &p.Tags); err != nil {
		return fmt.Errorf("post %d: tags: %w", p.ID, err)
	}
	return nil
}

func listPosts(ctx context.Context, tx *Tx) ([]dayspa.Post, error) {
	rows, err := tx.QueryContext(ctx, `SELECT `+postColumns+` FROM blog_posts ORDER BY created_at DESC, id DESC`)
	if err != nil {
		return nil, fmt.Errorf("list posts: %w", err)
	}
	defer rows.Close()
	out := []dayspa.Post{}
	for rows.Next() {
		var p dayspa.Post
		if err := scanPost(rows, &p); err != nil {
			return nil, fmt.Errorf("list posts: %w", err)
		}
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list posts: %w", err)
	}
	return out, nil
}

func findPostBySlug(ctx context.Context, tx *Tx, slug string) (*dayspa.Post, error) {
	var p dayspa.Post
	err := scanPost(tx.QueryRowContext(ctx, `SELECT `+postColumns+` FROM blog_posts WHERE slug = $1`, slug), &p)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, "Post not found.")
	} else if err != nil {
		return nil, fmt.Errorf("find post %q: %w", slug, err)
	}
	return &p, nil
}

func createPost(ctx context.Context, tx *Tx, p *dayspa.Post) error {
	if p.Slug == "" {
		return dayspa.FieldError("slug", "Slug is required.")
	}
	if p.Tags == nil {
		p.Tags = []string{}
	}
	tags, err := json.Marshal(p.Tags)
	if err != nil {
		return fmt.Errorf("create post: tags: %w", err)
	}
	if p.CreatedAt.IsZero() {
		p.CreatedAt = tx.now
	}
	p.CreatedAt = dbTime(p.CreatedAt)
	err = tx.QueryRowContext(ctx, `
		INSERT INTO blog_posts (title, slug, excerpt, content, category, tags, featured_image, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
		RETURNING id`,
		p.Title, p.Slug, p.Excerpt, p.Content, p.Category, string(tags), p.FeaturedImage, p.CreatedAt,
	).Scan(&p.ID)
	if isUniqueViolation(err) {
		return dayspa.Errorf(dayspa.ECONFLICT, "A post with the slug %q already exists.", p.Slug)
	} else if err != nil {
		return fmt.Errorf("create post: %w", err)
	}
	return nil
}

// postExists reports whether a post has that slug.
func postExists(ctx context.Context, tx *Tx, slug string) (bool, error) {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_posts WHERE slug = $1`, slug).Scan(&n); err != nil {
		return false, fmt.Errorf("find post %q: %w", slug, err)
	}
	return n > 0, nil
}
