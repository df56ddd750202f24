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

// The rows of one post: reading a post with its Arabic version, writing
// a new one, its Arabic version, and the former slugs that keep old links
// working.

// postColumns are a post's columns and its Arabic version's, read from
// postTables.
const postColumns = `p.id, p.title, p.slug, p.excerpt, p.content, p.category, p.tags, p.featured_image, p.status, p.publish_at,
	p.seo_title, p.seo_description, p.author, p.created_at, p.updated_at, p.cover, p.cover_alt,
	a.title, a.slug, a.excerpt, a.content, a.seo_title, a.seo_description, COALESCE(c.name_ar, '')`

// postTables are the posts (p), each with its Arabic version (a) when it
// has one and its category's Arabic name (c) when that has one.
const postTables = `blog_posts p LEFT JOIN blog_posts_ar a ON a.post_id = p.id
	LEFT JOIN blog_categories c ON c.name = p.category`

func scanPost(row interface{ Scan(...any) error }, p *dayspa.Post) error {
	var (
		tags, status, cover string
		publishAt           sql.NullTime
		ar                  [6]sql.NullString
	)
	if err := row.Scan(&p.ID, &p.Title, &p.Slug, &p.Excerpt, &p.Content, &p.Category, &tags, &p.FeaturedImage,
		&status, &publishAt, &p.SEOTitle, &p.SEODescription, &p.Author, &p.CreatedAt, &p.UpdatedAt, &cover, &p.CoverAlt,
		&ar[0], &ar[1], &ar[2], &ar[3], &ar[4], &ar[5], &p.CategoryAr); err != nil {
		return err
	}
	p.Arabic = nil
	if ar[1].Valid {
		p.Arabic = &dayspa.PostVersion{Title: ar[0].String, Slug: ar[1].String, Excerpt: ar[2].String, Content: ar[3].String,
			SEOTitle: ar[4].String, SEODescription: ar[5].String}
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
	rows, err := tx.QueryContext(ctx, `SELECT `+postColumns+` FROM `+postTables+`
		ORDER BY COALESCE(p.publish_at, p.created_at) DESC, p.id DESC`)
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
	err := scanPost(tx.QueryRowContext(ctx, `SELECT `+postColumns+` FROM `+postTables+` WHERE `+where, arg), &p)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPostNotFound)
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
		return dayspa.FieldError("slug", dayspa.MsgSlugRequired)
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
	if err := checkArabicSlugFree(ctx, tx, p.Arabic, 0); err != nil {
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
	if err := moveSlug(ctx, tx, "blog_post_slugs", p.ID, "", p.Slug); err != nil {
		return err
	}
	if p.CategoryAr, err = categoryArabic(ctx, tx, p.Category); err != nil {
		return err
	}
	return saveArabic(ctx, tx, p.ID, nil, p.Arabic)
}

// categoryArabic is the Arabic name of the category name, "" for none.
func categoryArabic(ctx context.Context, tx *Tx, name string) (string, error) {
	var ar string
	err := tx.QueryRowContext(ctx, `SELECT name_ar FROM blog_categories WHERE name = $1`, name).Scan(&ar)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	} else if err != nil {
		return "", fmt.Errorf("category %q: %w", name, err)
	}
	return ar, nil
}

// postExists reports whether a post has that slug.
func postExists(ctx context.Context, tx *Tx, slug string) (bool, error) {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_posts WHERE slug = $1`, slug).Scan(&n); err != nil {
		return false, fmt.Errorf("find post %q: %w", slug, err)
	}
	return n > 0, nil
}

// checkArabicSlugFree refuses an Arabic slug another post's Arabic version
// has now (a field error on ar.slug); a slug one had before is free, as
// an English one is.
func checkArabicSlugFree(ctx context.Context, tx *Tx, v *dayspa.PostVersion, id int64) error {
	if v == nil {
		return nil
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_posts_ar WHERE slug = $1 AND post_id <> $2`, v.Slug, id).Scan(&n); err != nil {
		return fmt.Errorf("check Arabic slug %q: %w", v.Slug, err)
	}
	if n > 0 {
		return dayspa.FieldError("ar.slug", dayspa.MsgPostArSlugTaken)
	}
	return nil
}

// saveArabic stores post id's Arabic version v, which was old: inserted,
// updated or deleted (nil). A changed slug is kept as a former one of the
// post, and a slug taken (back) is no longer a former one of any post; a
// removed version takes its former slugs with it, since their addresses
// have nothing left to lead to.
func saveArabic(ctx context.Context, tx *Tx, id int64, old, v *dayspa.PostVersion) error {
	exec := func(q string, args ...any) error {
		if _, err := tx.ExecContext(ctx, q, args...); err != nil {
			return fmt.Errorf("post %d: Arabic version: %w", id, err)
		}
		return nil
	}
	if v == nil {
		if old == nil {
			return nil
		}
		if err := exec(`DELETE FROM blog_post_ar_slugs WHERE post_id = $1`, id); err != nil {
			return err
		}
		return exec(`DELETE FROM blog_posts_ar WHERE post_id = $1`, id)
	}
	if v.Slug == "" {
		return dayspa.FieldError("ar.slug", dayspa.MsgSlugRequired)
	}
	var err error
	if old == nil {
		_, err = tx.ExecContext(ctx, `INSERT INTO blog_posts_ar (post_id, title, slug, excerpt, content, seo_title, seo_description)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`, id, v.Title, v.Slug, v.Excerpt, v.Content, v.SEOTitle, v.SEODescription)
	} else {
		_, err = tx.ExecContext(ctx, `UPDATE blog_posts_ar SET title = $1, slug = $2, excerpt = $3, content = $4, seo_title = $5,
			seo_description = $6 WHERE post_id = $7`, v.Title, v.Slug, v.Excerpt, v.Content, v.SEOTitle, v.SEODescription, id)
	}
	if isUniqueViolation(err) {
		return dayspa.FieldError("ar.slug", dayspa.MsgPostArSlugTaken)
	} else if err != nil {
		return fmt.Errorf("post %d: Arabic version: %w", id, err)
	}
	oldSlug := ""
	if old != nil {
		oldSlug = old.Slug
	}
	return moveSlug(ctx, tx, "blog_post_ar_slugs", id, oldSlug, v.Slug)
}

// moveSlug records in formers, the former slugs of one language
// (blog_post_slugs, blog_post_ar_slugs), that post id's slug is now slug
// and was old ("" for a new post or version): slug is no one's former
// slug any more, as a post taking it ends its redirect, and old becomes
// one of id's.
func moveSlug(ctx context.Context, tx *Tx, formers string, id int64, old, slug string) error {
	if old == slug {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM `+formers+` WHERE slug = $1 OR slug = $2`, slug, old); err != nil {
		return fmt.Errorf("post %d: %s: %w", id, formers, err)
	}
	if old == "" {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO `+formers+` (slug, post_id) VALUES ($1, $2)`, old, id); err != nil {
		return fmt.Errorf("post %d: %s: %w", id, formers, err)
	}
	return nil
}
