package sqlstore

import (
	"context"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.BlogCategoryStore = (*DB)(nil)

// ListBlogCategories returns every category a post carries, by English
// name, with its Arabic name and its number of posts.
func (db *DB) ListBlogCategories(ctx context.Context) ([]dayspa.BlogCategory, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.BlogCategory, error) {
		rows, err := tx.QueryContext(ctx, `
		SELECT p.category, COALESCE(MAX(c.name_ar), ''), COUNT(*)
		FROM blog_posts p LEFT JOIN blog_categories c ON c.name = p.category
		WHERE p.category <> ''
		GROUP BY p.category
		ORDER BY p.category`)
		if err != nil {
			return nil, fmt.Errorf("list blog categories: %w", err)
		}
		defer rows.Close()
		out := []dayspa.BlogCategory{}
		for rows.Next() {
			var c dayspa.BlogCategory
			if err := rows.Scan(&c.Name, &c.NameAr, &c.Posts); err != nil {
				return nil, fmt.Errorf("list blog categories: %w", err)
			}
			out = append(out, c)
		}
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("list blog categories: %w", err)
		}
		return out, nil
	})
}

// SetBlogCategoryArabic stores the Arabic name of a category some post
// carries; ENOTFOUND when none does.
func (db *DB) SetBlogCategoryArabic(ctx context.Context, name, nameAr string) (*dayspa.BlogCategory, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.BlogCategory, error) {
		c := dayspa.BlogCategory{Name: name, NameAr: nameAr}
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_posts WHERE category = $1`, name).Scan(&c.Posts); err != nil {
			return nil, fmt.Errorf("blog category %q: %w", name, err)
		}
		if c.Posts == 0 {
			return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgCategoryNotFound)
		}
		if _, err := tx.ExecContext(ctx, `
		INSERT INTO blog_categories (name, name_ar) VALUES ($1, $2)
		ON CONFLICT (name) DO UPDATE SET name_ar = excluded.name_ar`, name, nameAr); err != nil {
			return nil, fmt.Errorf("set blog category %q: %w", name, err)
		}
		return &c, nil
	})
}
