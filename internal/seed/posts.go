package seed

import (
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"time"
)

// The demo blog posts, posts/*.md, with their Arabic versions in
// posts/ar/ (the package's doc gives the format).

// Post is one demo blog post. Date is YYYY-MM-DD; Image is a site path and may
// be empty (the site then shows its default image); Content is Markdown.
type Post struct {
	Title    string
	Slug     string
	Excerpt  string
	Category string
	Tags     []string
	Date     string
	Image    string
	Content  string
	// Arabic is the post's Arabic version, nil for none.
	Arabic *ArabicPost
}

// ArabicPost is the Arabic version of a demo post: its own words, the
// rest the post's. Slug is Arabic (the domain's ValidArabicSlug).
type ArabicPost struct {
	Title          string
	Slug           string
	Excerpt        string
	SEOTitle       string
	SEODescription string
	Content        string
}

// slugPattern is the shape of every post slug: lower-case words joined by
// single hyphens.
var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// Posts returns the demo blog posts, newest first by Date (ties broken by
// slug, so the order is stable). It returns an error naming the file if a
// post's front matter is malformed, holds an unknown or repeated key, lacks a
// required field, or has an invalid date or slug, and an error if two posts
// share a slug.
func Posts() ([]Post, error) {
	names, err := fs.Glob(files, "posts/*.md")
	if err != nil {
		return nil, fmt.Errorf("seed: posts: %w", err)
	}
	posts := make([]Post, 0, len(names))
	bySlug := make(map[string]string, len(names))
	for _, name := range names {
		data, err := files.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("seed: %s: %w", name, err)
		}
		p, err := parsePost(name, data)
		if err != nil {
			return nil, err
		}
		if other, ok := bySlug[p.Slug]; ok {
			return nil, fmt.Errorf("seed: %s: slug %q already used by %s", name, p.Slug, other)
		}
		bySlug[p.Slug] = name
		posts = append(posts, p)
	}
	if err := addArabic(posts); err != nil {
		return nil, err
	}
	sort.Slice(posts, func(i, j int) bool {
		if posts[i].Date != posts[j].Date {
			return posts[i].Date > posts[j].Date // YYYY-MM-DD sorts as text
		}
		return posts[i].Slug < posts[j].Slug
	})
	return posts, nil
}

// parsePost parses one post file; name is used in error messages only.
func parsePost(name string, data []byte) (Post, error) {
	fail := func(format string, args ...any) (Post, error) {
		return Post{}, fmt.Errorf("seed: %s: %s", name, fmt.Sprintf(format, args...))
	}

	var p Post
	body, err := frontMatter(data, func(key, value string) bool {
		switch key {
		case "title":
			p.Title = value
		case "slug":
			p.Slug = value
		case "excerpt":
			p.Excerpt = value
		case "category":
			p.Category = value
		case "tags":
			p.Tags = splitTags(value)
		case "date":
			p.Date = value
		case "image":
			p.Image = value
		default:
			return false
		}
		return true
	})
	if err != nil {
		return fail("%v", err)
	}
	p.Content = strings.TrimSpace(body)

	for _, req := range []struct{ key, value string }{
		{"title", p.Title},
		{"slug", p.Slug},
		{"category", p.Category},
		{"date", p.Date},
	} {
		if req.value == "" {
			return fail("%s is required", req.key)
		}
	}
	if p.Content == "" {
		return fail("content is required")
	}
	if !slugPattern.MatchString(p.Slug) {
		return fail("slug %q must be lower-case words joined by hyphens", p.Slug)
	}
	if _, err := time.Parse(time.DateOnly, p.Date); err != nil {
		return fail("date %q is not a valid YYYY-MM-DD date", p.Date)
	}
	return p, nil
}

// frontMatter reads a post file's front matter, giving each key and
// value to set (false: an unknown key), and returns the body after it.
func frontMatter(data []byte, set func(key, value string) bool) (string, error) {
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	text = strings.TrimPrefix(text, "\ufeff")
	rest, ok := strings.CutPrefix(text, "---\n")
	if !ok {
		return "", fmt.Errorf("front matter must start with a line reading ---")
	}
	header, body, ok := strings.Cut(rest, "\n---\n")
	if !ok {
		if h, found := strings.CutSuffix(rest, "\n---"); found {
			header, body, ok = h, "", true
		}
	}
	if !ok {
		return "", fmt.Errorf("front matter is not closed by a line reading ---")
	}
	seen := make(map[string]bool)
	for i, line := range strings.Split(header, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		key, value, found := strings.Cut(line, ":")
		if !found {
			return "", fmt.Errorf("front matter line %d: want key: value, got %q", i+2, line)
		}
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if seen[key] {
			return "", fmt.Errorf("front matter key %q is repeated", key)
		}
		seen[key] = true
		if !set(key, value) {
			return "", fmt.Errorf("unknown front matter key %q", key)
		}
	}
	return body, nil
}

// addArabic gives each post the Arabic version posts/ar/<its slug>.md
// holds, when there is one; a file for no post is an error.
func addArabic(posts []Post) error {
	names, err := fs.Glob(files, "posts/ar/*.md")
	if err != nil {
		return fmt.Errorf("seed: posts/ar: %w", err)
	}
	bySlug := make(map[string]*Post, len(posts))
	for i := range posts {
		bySlug[posts[i].Slug] = &posts[i]
	}
	arSlugs := make(map[string]string, len(names))
	for _, name := range names {
		p, ok := bySlug[strings.TrimSuffix(path.Base(name), ".md")]
		if !ok {
			return fmt.Errorf("seed: %s: no post has that slug", name)
		}
		data, err := files.ReadFile(name)
		if err != nil {
			return fmt.Errorf("seed: %s: %w", name, err)
		}
		ar, err := parseArabicPost(name, data)
		if err != nil {
			return err
		}
		if other, ok := arSlugs[ar.Slug]; ok {
			return fmt.Errorf("seed: %s: Arabic slug %q already used by %s", name, ar.Slug, other)
		}
		arSlugs[ar.Slug] = name
		p.Arabic = &ar
	}
	return nil
}

// parseArabicPost parses one Arabic version's file; name is used in error
// messages only.
func parseArabicPost(name string, data []byte) (ArabicPost, error) {
	var a ArabicPost
	body, err := frontMatter(data, func(key, value string) bool {
		switch key {
		case "title":
			a.Title = value
		case "slug":
			a.Slug = value
		case "excerpt":
			a.Excerpt = value
		case "seoTitle":
			a.SEOTitle = value
		case "seoDescription":
			a.SEODescription = value
		default:
			return false
		}
		return true
	})
	if err != nil {
		return ArabicPost{}, fmt.Errorf("seed: %s: %v", name, err)
	}
	a.Content = strings.TrimSpace(body)
	for _, req := range []struct{ key, value string }{{"title", a.Title}, {"slug", a.Slug}, {"content", a.Content}} {
		if req.value == "" {
			return ArabicPost{}, fmt.Errorf("seed: %s: %s is required", name, req.key)
		}
	}
	return a, nil
}

// splitTags splits a comma-separated list, trimming each tag and dropping
// empty ones.
func splitTags(value string) []string {
	var tags []string
	for _, t := range strings.Split(value, ",") {
		if t = strings.TrimSpace(t); t != "" {
			tags = append(tags, t)
		}
	}
	return tags
}
