package dayspa

import (
	"context"
	"time"
)

// Post is a wellness blog article. Content is Markdown; the HTTP layer
// renders it to sanitized HTML.
type Post struct {
	ID            int64     `json:"id"`
	Title         string    `json:"title"`
	Slug          string    `json:"slug"`
	Excerpt       string    `json:"excerpt"`
	Content       string    `json:"content"`
	Category      string    `json:"category"`
	Tags          []string  `json:"tags"`
	FeaturedImage string    `json:"featuredImage"`
	CreatedAt     time.Time `json:"createdAt"`
}

// BlogStore keeps the blog.
type BlogStore interface {
	// ListPosts returns every post, newest first.
	ListPosts(ctx context.Context) ([]Post, error)
	// GetPost returns the post with that slug, or ENOTFOUND.
	GetPost(ctx context.Context, slug string) (*Post, error)
	// CreatePost stores p and sets its ID. Returns ECONFLICT for a taken slug.
	CreatePost(ctx context.Context, p *Post) error
}
