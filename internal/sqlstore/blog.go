package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
)

var _ dayspa.BlogStore = (*DB)(nil)

// ListPosts returns every post, newest first by its date (the publish
// time, or the creation of a draft never given one).
func (db *DB) ListPosts(ctx context.Context) ([]dayspa.Post, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return listPosts(ctx, tx)
}

// GetPost returns the post whose slug is slug now, or ENOTFOUND.
func (db *DB) GetPost(ctx context.Context, slug string) (*dayspa.Post, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return findPost(ctx, tx, `slug = $1`, slug)
}

// GetPostByID returns one post, or ENOTFOUND.
func (db *DB) GetPostByID(ctx context.Context, id int64) (*dayspa.Post, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return findPost(ctx, tx, `id = $1`, id)
}

// FormerPost returns the post that had the slug before, or ENOTFOUND.
func (db *DB) FormerPost(ctx context.Context, slug string) (*dayspa.Post, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return findPost(ctx, tx, `id = (SELECT post_id FROM blog_post_slugs WHERE slug = $1)`, slug)
}

// CreatePost stores p and sets its ID; a zero CreatedAt becomes now, and
// so does a zero UpdatedAt. A post without a status is published at its
// creation. Returns a field error on slug for a taken slug.
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

// UpdatePost stores p, its UpdatedAt the moment of the edit (now when it
// is not later than the stored one), keeping its old slug as a former one when it
// changed; a post taking a slug back drops it from the former ones.
func (db *DB) UpdatePost(ctx context.Context, p *dayspa.Post) error {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	old, err := findPost(ctx, tx, `id = $1`, p.ID)
	if err != nil {
		return err
	}
	if err := checkSlugFree(ctx, tx, p.Slug, p.ID); err != nil {
		return err
	}
	tags, err := json.Marshal(p.Tags)
	if err != nil {
		return fmt.Errorf("update post: tags: %w", err)
	}
	p.CreatedAt = old.CreatedAt
	if p.UpdatedAt.IsZero() || !p.UpdatedAt.After(old.UpdatedAt) {
		p.UpdatedAt = tx.now
	}
	p.UpdatedAt = dbTime(p.UpdatedAt)
	_, err = tx.ExecContext(ctx, `
		UPDATE blog_posts SET title = $1, slug = $2, excerpt = $3, content = $4, category = $5, tags = $6,
			featured_image = $7, status = $8, publish_at = $9, seo_title = $10, seo_description = $11,
			author = $12, updated_at = $13, cover_alt = $14
		WHERE id = $15`,
		p.Title, p.Slug, p.Excerpt, p.Content, p.Category, string(tags), p.FeaturedImage, string(p.Status),
		nullTime(p.PublishAt), p.SEOTitle, p.SEODescription, p.Author, p.UpdatedAt, p.CoverAlt, p.ID)
	if isUniqueViolation(err) {
		return dayspa.FieldError("slug", dayspa.MsgPostSlugTaken)
	} else if err != nil {
		return fmt.Errorf("update post %d: %w", p.ID, err)
	}
	if old.Slug != p.Slug {
		if _, err := tx.ExecContext(ctx, `DELETE FROM blog_post_slugs WHERE slug = $1 OR slug = $2`, p.Slug, old.Slug); err != nil {
			return fmt.Errorf("update post %d: former slugs: %w", p.ID, err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO blog_post_slugs (slug, post_id) VALUES ($1, $2)`, old.Slug, p.ID); err != nil {
			return fmt.Errorf("update post %d: former slugs: %w", p.ID, err)
		}
	}
	// The cover is SetPostCover's: an edit of the words keeps the stored one.
	p.Cover = old.Cover
	return tx.Commit()
}

// SetPostCover stores p's cover, its alt text and its FeaturedImage; the
// files of the cover it replaces that no picture uses any more go
// through remove, inside the transaction.
func (db *DB) SetPostCover(ctx context.Context, p *dayspa.Post, remove func(keys []string) error) error {
	cover, err := pictureJSON(p.Cover)
	if err != nil {
		return err
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	old, err := findPost(ctx, tx, `id = $1`, p.ID)
	if err != nil {
		return err
	}
	if p.UpdatedAt.IsZero() || !p.UpdatedAt.After(old.UpdatedAt) {
		p.UpdatedAt = tx.now
	}
	p.UpdatedAt = dbTime(p.UpdatedAt)
	if _, err := tx.ExecContext(ctx, `UPDATE blog_posts SET cover = $1, cover_alt = $2, featured_image = $3, updated_at = $4 WHERE id = $5`,
		cover, p.CoverAlt, p.FeaturedImage, p.UpdatedAt, p.ID); err != nil {
		return fmt.Errorf("post %d cover: %w", p.ID, err)
	}
	if old.Cover != nil {
		if err := removeUnused(ctx, tx, old.Cover.Keys(), remove); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// DeletePost removes a post; its former slugs go with it, and its
// cover's files no other picture uses, through remove.
func (db *DB) DeletePost(ctx context.Context, id int64, remove func(keys []string) error) error {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	old, err := findPost(ctx, tx, `id = $1`, id)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM blog_post_slugs WHERE post_id = $1`, id); err != nil {
		return fmt.Errorf("delete post %d: %w", id, err)
	}
	res, err := tx.ExecContext(ctx, `DELETE FROM blog_posts WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("delete post %d: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return dayspa.Errorf(dayspa.ENOTFOUND, "Post not found.")
	}
	if old.Cover != nil {
		if err := removeUnused(ctx, tx, old.Cover.Keys(), remove); err != nil {
			return err
		}
	}
	return tx.Commit()
}

const postColumns = `id, title, slug, excerpt, content, category, tags, featured_image, status, publish_at,
	seo_title, seo_description, author, created_at, updated_at, cover, cover_alt`

func scanPost(row interface{ Scan(...any) error }, p *dayspa.Post) error {
	var (
		tags, status, cover string
		publishAt           sql.NullTime
	)
	if err := row.Scan(&p.ID, &p.Title, &p.Slug, &p.Excerpt, &p.Content, &p.Category, &tags, &p.FeaturedImage,
		&status, &publishAt, &p.SEOTitle, &p.SEODescription, &p.Author, &p.CreatedAt, &p.UpdatedAt, &cover, &p.CoverAlt); err != nil {
		return err
	}
	pic, err := parsePicture(cover)
	if err != nil {
		return fmt.Errorf("post %d: %w", p.ID, err)
	}
	p.Cover = pic
	p.Status = dayspa.PostStatus(status)
	p.PublishAt = nil
	if publishAt.Valid {
		t := publishAt.Time.UTC()
		p.PublishAt = &t
	}
	p.CreatedAt, p.UpdatedAt = p.CreatedAt.UTC(), p.UpdatedAt.UTC()
	p.Tags = []string{}
	if err := json.Unmarshal([]byte(tags), &p.Tags); err != nil {
		return fmt.Errorf("post %d: tags: %w", p.ID, err)
	}
	return nil
}

func listPosts(ctx context.Context, tx *Tx) ([]dayspa.Post, error) {
	rows, err := tx.QueryContext(ctx, `SELECT `+postColumns+` FROM blog_posts
		ORDER BY COALESCE(publish_at, created_at) DESC, id DESC`)
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

func findPost(ctx context.Context, tx *Tx, where string, arg any) (*dayspa.Post, error) {
	var p dayspa.Post
	err := scanPost(tx.QueryRowContext(ctx, `SELECT `+postColumns+` FROM blog_posts WHERE `+where, arg), &p)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, "Post not found.")
	} else if err != nil {
		return nil, fmt.Errorf("find post %v: %w", arg, err)
	}
	return &p, nil
}

// checkSlugFree refuses a slug another post has now. A slug another post
// had before is free: taking it ends that post's redirect.
func checkSlugFree(ctx context.Context, tx *Tx, slug string, id int64) error {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_posts WHERE slug = $1 AND id <> $2`, slug, id).Scan(&n); err != nil {
		return fmt.Errorf("check slug %q: %w", slug, err)
	}
	if n > 0 {
		return dayspa.FieldError("slug", dayspa.MsgPostSlugTaken)
	}
	return nil
}

func nullTime(t *time.Time) sql.NullTime {
	if t == nil {
		return sql.NullTime{}
	}
	return sql.NullTime{Time: dbTime(*t), Valid: true}
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
	cover, err := pictureJSON(p.Cover)
	if err != nil {
		return fmt.Errorf("create post: cover: %w", err)
	}
	if p.CreatedAt.IsZero() {
		p.CreatedAt = tx.now
	}
	p.CreatedAt = dbTime(p.CreatedAt)
	if p.UpdatedAt.IsZero() {
		p.UpdatedAt = p.CreatedAt
	}
	p.UpdatedAt = dbTime(p.UpdatedAt)
	if p.Status == "" {
		p.Status = dayspa.PostPublished
		if p.PublishAt == nil {
			t := p.CreatedAt
			p.PublishAt = &t
		}
	}
	if p.PublishAt != nil {
		t := dbTime(*p.PublishAt)
		p.PublishAt = &t
	}
	if err := checkSlugFree(ctx, tx, p.Slug, 0); err != nil {
		return err
	}
	err = tx.QueryRowContext(ctx, `
		INSERT INTO blog_posts (title, slug, excerpt, content, category, tags, featured_image, status, publish_at,
			seo_title, seo_description, author, created_at, updated_at, cover, cover_alt)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
		RETURNING id`,
		p.Title, p.Slug, p.Excerpt, p.Content, p.Category, string(tags), p.FeaturedImage, string(p.Status),
		nullTime(p.PublishAt), p.SEOTitle, p.SEODescription, p.Author, p.CreatedAt, p.UpdatedAt, cover, p.CoverAlt,
	).Scan(&p.ID)
	if isUniqueViolation(err) {
		return dayspa.FieldError("slug", dayspa.MsgPostSlugTaken)
	} else if err != nil {
		return fmt.Errorf("create post: %w", err)
	}
	// A new post taking a slug another had before ends that redirect.
	if _, err := tx.ExecContext(ctx, `DELETE FROM blog_post_slugs WHERE slug = $1`, p.Slug); err != nil {
		return fmt.Errorf("create post: former slugs: %w", err)
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
