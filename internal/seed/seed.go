// Package seed holds the demo content a fresh dayspa installation starts with.
//
// The content lives in embedded files: services.json (a JSON array of
// services, in display order) and posts/*.md (one blog post per file). Each
// post file opens with a front-matter block of "key: value" lines between two
// lines reading "---", followed by the Markdown body:
//
//	---
//	title: The Ritual of the Moroccan Hammam
//	slug: the-ritual-of-the-moroccan-hammam
//	excerpt: One or two sentences.
//	category: Spa Rituals
//	tags: hammam, exfoliation
//	date: 2026-05-12
//	image: /media/blog/the-ritual-of-the-moroccan-hammam.webp
//	---
//	Markdown body...
//
// Values are taken verbatim after the first colon, trimmed of surrounding
// spaces; there is no quoting. title, slug, category, date and a non-empty
// body are required; excerpt, tags and image are optional. Any other key is an
// error, so a typo never silently drops a field.
//
// A post's Arabic version is posts/ar/<the post's slug>.md, in the same
// format with the keys title, slug (the Arabic slug, required), excerpt,
// seoTitle and seoDescription; the rest is the post's. It is written in
// Modern Standard Arabic for the spa's guests, adapted rather than
// translated, with the English article's headings, lists and quotes.
//
// The package imports nothing of the project: whoever inserts the content
// into a store calls Services and Posts.
package seed

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"time"
)

//go:embed services.json team.json media.json media/*.webp posts/*.md posts/ar/*.md
var files embed.FS

// Service is one demo treatment. Price is in AED, written with two decimals
// ("350.00"); Duration is in minutes. NameAr and DescriptionAr are its
// Arabic name and description.
type Service struct {
	Name          string `json:"name"`
	NameAr        string `json:"nameAr"`
	Description   string `json:"description"`
	DescriptionAr string `json:"descriptionAr"`
	Category      string `json:"category"`
	Duration      int    `json:"duration"`
	Price         string `json:"price"`
	IsActive      bool   `json:"isActive"`
}

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

// Services returns the demo services in display order: the site shows the
// first few on the home and booking pages, so the signature treatments come
// first. It returns an error if services.json holds an unknown field, a
// service without a name or category, or anything but one JSON array.
func Services() ([]Service, error) {
	data, err := files.ReadFile("services.json")
	if err != nil {
		return nil, fmt.Errorf("seed: services.json: %w", err)
	}
	return parseServices(data)
}

func parseServices(data []byte) ([]Service, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var services []Service
	if err := dec.Decode(&services); err != nil {
		return nil, fmt.Errorf("seed: services.json: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("seed: services.json: unexpected data after the array")
	}
	for i, s := range services {
		if strings.TrimSpace(s.Name) == "" {
			return nil, fmt.Errorf("seed: services.json: service %d: name is required", i+1)
		}
		if strings.TrimSpace(s.Category) == "" {
			return nil, fmt.Errorf("seed: services.json: service %q: category is required", s.Name)
		}
	}
	return services, nil
}

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

// Team is the demo team: rooms, and therapists with the service
// categories they do, one daily shift ("HH:MM" to "HH:MM") and their days
// off ("mon".."sun").
type Team struct {
	Rooms []struct {
		Name string `json:"name"`
		Kind string `json:"kind"`
	} `json:"rooms"`
	Therapists []struct {
		Name       string   `json:"name"`
		Gender     string   `json:"gender"`
		Categories []string `json:"categories"`
		Hours      struct {
			Start string `json:"start"`
			End   string `json:"end"`
		} `json:"hours"`
		DaysOff []string `json:"daysOff"`
	} `json:"therapists"`
}

// DemoTeam returns the demo team of team.json.
func DemoTeam() (Team, error) {
	var t Team
	b, err := files.ReadFile("team.json")
	if err != nil {
		return t, err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&t); err != nil {
		return t, fmt.Errorf("team.json: %w", err)
	}
	return t, nil
}

// Media is the demo gallery and the team's public cards (media.json), with
// the pictures under media/, which the server puts through its picture
// pipeline like an upload.
type Media struct {
	Gallery []GalleryPicture `json:"gallery"`
	Team    []TeamCard       `json:"team"`
}

// GalleryPicture is a demo gallery picture: its file under media/, with
// its alt text in English and Arabic.
type GalleryPicture struct {
	File     string `json:"file"`
	Category string `json:"category"`
	Alt      string `json:"alt"`
	AltAr    string `json:"altAr"`
}

// TeamCard is the public side of a demo therapist, named as in team.json,
// with the speciality and bio in English and Arabic.
type TeamCard struct {
	Name         string `json:"name"`
	Photo        string `json:"photo"`
	PhotoAlt     string `json:"photoAlt"`
	Speciality   string `json:"speciality"`
	SpecialityAr string `json:"specialityAr"`
	Bio          string `json:"bio"`
	BioAr        string `json:"bioAr"`
}

// DemoMedia returns media.json.
func DemoMedia() (Media, error) {
	var m Media
	b, err := files.ReadFile("media.json")
	if err != nil {
		return m, err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return m, fmt.Errorf("media.json: %w", err)
	}
	return m, nil
}

// MediaFile returns the bytes of a picture under media/.
func MediaFile(name string) ([]byte, error) {
	return files.ReadFile("media/" + name)
}
