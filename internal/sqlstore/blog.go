package sqlstore

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.BlogStore = (*DB)(nil)

// ListPosts returns every post, newest first by its date (the publish
// time, or the creation of a draft never given one).
func (db *DB) ListPosts(ctx context.Context) ([]dayspa.Post, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.Post, error) {
		return listPosts(ctx, tx)
	})
}

// GetPost returns the post whose slug is slug now, or ENOTFOUND.
func (db *DB) GetPost(ctx context.Context, slug string) (*dayspa.Post, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Post, error) {
		return findPost(ctx, tx, `p.slug = $1`, slug)
	})
}

// GetArabicPost returns the post whose Arabic version's slug is slug now,
// or ENOTFOUND.
func (db *DB) GetArabicPost(ctx context.Context, slug string) (*dayspa.Post, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Post, error) {
		return findPost(ctx, tx, `a.slug = $1`, slug)
	})
}

// GetPostByID returns one post, or ENOTFOUND.
func (db *DB) GetPostByID(ctx context.Context, id int64) (*dayspa.Post, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Post, error) {
		return findPost(ctx, tx, `p.id = $1`, id)
	})
}

// FormerPost returns the post that had the slug before, or ENOTFOUND.
func (db *DB) FormerPost(ctx context.Context, slug string) (*dayspa.Post, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Post, error) {
		return findPost(ctx, tx, `p.id = (SELECT post_id FROM blog_post_slugs WHERE slug = $1)`, slug)
	})
}

// FormerArabicPost returns the post whose Arabic version had the slug
// before, or ENOTFOUND (also for a post without an Arabic version now).
func (db *DB) FormerArabicPost(ctx context.Context, slug string) (*dayspa.Post, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Post, error) {
		return findPost(ctx, tx, `a.post_id = (SELECT post_id FROM blog_post_ar_slugs WHERE slug = $1)`, slug)
	})
}

// CreatePost stores p and sets its ID; a zero CreatedAt becomes now, and
// so does a zero UpdatedAt. A post without a status is published at its
// creation. Returns a field error on slug for a taken slug.
func (db *DB) CreatePost(ctx context.Context, p *dayspa.Post) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		if err := createPost(ctx, tx, p); err != nil {
			return err
		}
		noteAudit(ctx, p.ID, nil, p)
		return nil
	})
}

// UpdatePost stores p, its UpdatedAt the moment of the edit (now when it
// is not later than the stored one), keeping its old slug as a former one when it
// changed; a post taking a slug back drops it from the former ones.
func (db *DB) UpdatePost(ctx context.Context, p *dayspa.Post) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		old, err := findPost(ctx, tx, `p.id = $1`, p.ID)
		if err != nil {
			return err
		}
		noteAudit(ctx, p.ID, old, p)
		if err := checkSlugFree(ctx, tx, p.Slug, p.ID); err != nil {
			return err
		}
		if err := checkArabicSlugFree(ctx, tx, p.Arabic, p.ID); err != nil {
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
		if err := moveSlug(ctx, tx, "blog_post_slugs", p.ID, old.Slug, p.Slug); err != nil {
			return err
		}
		if err := saveArabic(ctx, tx, p.ID, old.Arabic, p.Arabic); err != nil {
			return err
		}
		// The cover is SetPostCover's: an edit of the words keeps the stored one.
		p.Cover = old.Cover
		if p.CategoryAr, err = categoryArabic(ctx, tx, p.Category); err != nil {
			return err
		}
		return nil
	})
}

// SetPostCover stores p's cover, its alt text and its FeaturedImage; the
// files of the cover it replaces that no picture uses any more go
// through remove, inside the transaction.
func (db *DB) SetPostCover(ctx context.Context, p *dayspa.Post, remove func(keys []string) error) error {
	cover, err := pictureJSON(p.Cover)
	if err != nil {
		return err
	}
	return db.inWrite(ctx, func(tx *Tx) error {
		old, err := findPost(ctx, tx, `p.id = $1`, p.ID)
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
		return nil
	})
}

// DeletePost removes a post; its Arabic version and the former slugs of
// both go with it, and its cover's files no other picture uses, through
// remove.
func (db *DB) DeletePost(ctx context.Context, id int64, remove func(keys []string) error) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		old, err := findPost(ctx, tx, `p.id = $1`, id)
		if err != nil {
			return err
		}
		noteAudit(ctx, id, old, nil)
		for _, q := range []string{
			`DELETE FROM blog_post_slugs WHERE post_id = $1`,
			`DELETE FROM blog_post_ar_slugs WHERE post_id = $1`,
			`DELETE FROM blog_posts_ar WHERE post_id = $1`,
		} {
			if _, err := tx.ExecContext(ctx, q, id); err != nil {
				return fmt.Errorf("delete post %d: %w", id, err)
			}
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM blog_posts WHERE id = $1`, id)
		if err != nil {
			return fmt.Errorf("delete post %d: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPostNotFound)
		}
		if old.Cover != nil {
			if err := removeUnused(ctx, tx, old.Cover.Keys(), remove); err != nil {
				return err
			}
		}
		return nil
	})
}
