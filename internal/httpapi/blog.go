package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpx"
	"github.com/dayspa/dayspa/internal/markdown"
)

// The blog: the list of live posts (served from memory, cache.go), one
// post with its Markdown as sanitized HTML, and the manager's editing.
// Drafts and scheduled posts are the dashboard's only: to a visitor they
// do not exist (404), and a scheduled post appears by itself when the
// clock reaches its publish time, since every read asks Post.Live.

// publicPost is a live post as visitors get it in one language: the
// dashboard's fields but its status, which is always published here, with
// the words of that language's version (blog_arabic.go in the domain).
type publicPost struct {
	ID       int64  `json:"id"`
	Title    string `json:"title"`
	Slug     string `json:"slug"`
	Excerpt  string `json:"excerpt"`
	Content  string `json:"content"`
	Category string `json:"category"`
	// CategoryAr is the category's Arabic name, "" while it has none: the
	// Arabic pages show it, and filter by Category, the stable key.
	CategoryAr    string   `json:"categoryAr"`
	Tags          []string `json:"tags"`
	FeaturedImage string   `json:"featuredImage"`
	// Cover is the uploaded cover (nil for none) and CoverAlt its text;
	// FeaturedImage is then its widest JPEG, for readers of the one path.
	Cover          *dayspa.Picture `json:"cover"`
	CoverAlt       string          `json:"coverAlt"`
	CreatedAt      time.Time       `json:"createdAt"`
	PublishAt      time.Time       `json:"publishAt"`
	UpdatedAt      time.Time       `json:"updatedAt"`
	Author         string          `json:"author"`
	SEOTitle       string          `json:"seoTitle"`
	SEODescription string          `json:"seoDescription"`
	// Language is the version's language; TranslationSlug the slug of the
	// post's version in the other language, nil when it has none.
	Language        dayspa.Language `json:"language"`
	TranslationSlug *string         `json:"translationSlug"`
}

// toPublic is the post p as visitors read it in lang; p has a version in
// lang (an English one always).
func toPublic(p dayspa.Post, lang dayspa.Language) publicPost {
	v, _ := p.In(lang)
	v = withTags(v)
	out := publicPost{
		ID: v.ID, Title: v.Title, Slug: v.Slug, Excerpt: v.Excerpt, Content: v.Content, Category: v.Category,
		CategoryAr: v.CategoryAr, Tags: v.Tags, FeaturedImage: v.Image(), Cover: v.Cover, CoverAlt: v.CoverAlt, CreatedAt: v.CreatedAt, PublishAt: v.Date(),
		UpdatedAt: v.UpdatedAt, Author: v.Author, SEOTitle: v.SEOTitle, SEODescription: v.SEODescription, Language: lang,
	}
	if other := p.TranslationSlug(lang); other != "" {
		out.TranslationSlug = &other
	}
	return out
}

// postDetail is one post with its Markdown rendered to sanitized HTML.
type postDetail struct {
	publicPost
	ContentHTML string `json:"contentHtml"`
}

// detail is the post as GET /api/blog/{slug}?lang= answers it in lang.
func (s *Server) detail(p *dayspa.Post, lang dayspa.Language) postDetail {
	pub := toPublic(*p, lang)
	return postDetail{publicPost: pub, ContentHTML: s.html.Render(p.ID, pub.Content)}
}

// adminPost is a post as the dashboard lists it, with its state now.
type adminPost struct {
	dayspa.Post
	State dayspa.PostState `json:"state"`
}

// withTags returns p with its tags as a list, never null.
func withTags(p dayspa.Post) dayspa.Post {
	if p.Tags == nil {
		p.Tags = []string{}
	}
	return p
}

// now is the server's clock (Config.Now in tests).
func (s *Server) now() time.Time {
	if s.cfg.Now != nil {
		return s.cfg.Now()
	}
	return time.Now()
}

// listPosts answers the live blog posts, newest first; with limit, only
// the newest that many (the home page's preview asks for three and so
// carries three articles' text, not every post's); with summary=true,
// each without its Markdown (content is empty): what the cards show, and
// all /blog's first HTML carries, its search fetching the whole list when
// the visitor starts searching. With lang=ar, the live posts that have an
// Arabic version, in Arabic; the three go together.
func (s *Server) listPosts(w http.ResponseWriter, r *http.Request) error {
	f := dayspa.FieldErrors{}
	q := r.URL.Query()
	n, limited := dayspa.LimitQuery(q, f)
	summary := dayspa.BoolQuery(q, "summary", f)
	lang := langQuery(q, f)
	if err := f.Err(); err != nil {
		return err
	}
	if !limited && !summary {
		serveCachedList(w, r, s.posts[lang].all)
		return nil
	}
	posts, err := s.postList(r.Context(), lang, n, summary)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, posts)
	return nil
}

// postList is the blog list in lang as GET
// /api/blog?lang=&limit=n&summary= answers it (n 0: every post), cut from
// the same cached copy GET /api/blog?lang= answers.
func (s *Server) postList(ctx context.Context, lang dayspa.Language, n int, summary bool) (json.RawMessage, error) {
	l := s.posts[lang]
	list, err := l.all.get(ctx)
	if err != nil {
		return nil, err
	}
	var posts []json.RawMessage
	if summary {
		posts, err = l.summaries.of(list)
	} else {
		err = json.Unmarshal(list.Body, &posts)
	}
	if err != nil {
		return nil, err
	}
	if n > 0 {
		posts = posts[:min(n, len(posts))]
	}
	if posts == nil {
		posts = []json.RawMessage{}
	}
	return json.Marshal(posts)
}

// postSummaries is the blog list without the posts' Markdown, made once
// per copy of the list (the cards need none of it; /blog and / read it on
// every request).
type postSummaries struct {
	mu    sync.Mutex
	from  *httpx.Blob
	posts []json.RawMessage
}

// of returns the posts of list, each with its content emptied.
func (ps *postSummaries) of(list *httpx.Blob) ([]json.RawMessage, error) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if ps.from == list {
		return ps.posts, nil
	}
	var posts []publicPost
	if err := json.Unmarshal(list.Body, &posts); err != nil {
		return nil, err
	}
	out := make([]json.RawMessage, len(posts))
	for i, p := range posts {
		p.Content = ""
		b, err := json.Marshal(p)
		if err != nil {
			return nil, err
		}
		out[i] = b
	}
	ps.from, ps.posts = list, out
	return out, nil
}

// livePosts reads the posts visitors see now, newest first, and when the
// next scheduled one goes live (zero when none is scheduled).
func (s *Server) livePosts(ctx context.Context) ([]dayspa.Post, time.Time, error) {
	posts, err := s.store.ListPosts(ctx)
	if err != nil {
		return nil, time.Time{}, err
	}
	live, next := dayspa.LivePosts(posts, s.now())
	for i, p := range live {
		live[i] = withTags(p)
	}
	return live, next, nil
}

// loadPosts returns the loader of the blog list in lang for the cache,
// good until the next scheduled post goes live: in Arabic, the live posts
// that have an Arabic version.
func (s *Server) loadPosts(lang dayspa.Language) func(ctx context.Context) (any, error) {
	return func(ctx context.Context) (any, error) {
		live, next, err := s.livePosts(ctx)
		if err != nil {
			return nil, err
		}
		out := []publicPost{}
		for _, p := range live {
			if _, ok := p.In(lang); ok {
				out = append(out, toPublic(p, lang))
			}
		}
		return goodUntil{list: out, until: next}, nil
	}
}

// getPost answers one live post with its content as HTML; a former slug
// is redirected to the post's current one. With lang=ar the slug is an
// Arabic version's, and the answer that version.
func (s *Server) getPost(w http.ResponseWriter, r *http.Request) error {
	f := dayspa.FieldErrors{}
	lang := langQuery(r.URL.Query(), f)
	if err := f.Err(); err != nil {
		return err
	}
	p, moved, err := s.livePostIn(r.Context(), lang, r.PathValue("slug"))
	if err != nil {
		return err
	}
	if moved {
		w.Header().Set("Cache-Control", "no-store")
		http.Redirect(w, r, postAPIPath(p, lang), http.StatusMovedPermanently)
		return nil
	}
	writeJSON(w, http.StatusOK, s.detail(p, lang))
	return nil
}

// adminPosts answers every post, drafts and scheduled ones included, each
// with its state now.
func (s *Server) adminPosts(w http.ResponseWriter, r *http.Request) error {
	posts, err := s.store.ListPosts(r.Context())
	if err != nil {
		return err
	}
	now := s.now()
	out := make([]adminPost, len(posts))
	for i, p := range posts {
		out[i] = adminPost{Post: withTags(p), State: p.State(now)}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// adminCreatePost adds a post, a draft unless the form says published.
func (s *Server) adminCreatePost(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.PostInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	clock := s.rules.Clock
	now := clock.Now()
	p, err := in.New(clock)
	if err != nil {
		return err
	}
	p.CreatedAt = now
	if err := s.store.CreatePost(r.Context(), &p); err != nil {
		return err
	}
	s.invalidatePosts()
	writeJSON(w, http.StatusCreated, adminPost{Post: p, State: p.State(now)})
	return nil
}

// adminUpdatePost changes the fields the body holds.
func (s *Server) adminUpdatePost(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPostNotFound)
	}
	var in dayspa.PostInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	p, err := s.store.GetPostByID(r.Context(), id)
	if err != nil {
		return err
	}
	clock := s.rules.Clock
	now := clock.Now()
	in.Apply(p, now)
	p.UpdatedAt = now
	if err := p.Validate(clock); err != nil {
		return err
	}
	if err := s.store.UpdatePost(r.Context(), p); err != nil {
		return err
	}
	s.invalidatePosts()
	writeJSON(w, http.StatusOK, adminPost{Post: withTags(*p), State: p.State(now)})
	return nil
}

// adminDeletePost removes a post and its former slugs.
func (s *Server) adminDeletePost(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPostNotFound)
	}
	if err := s.store.DeletePost(r.Context(), id, s.removePostBlobs(r)); err != nil {
		return err
	}
	s.invalidatePosts()
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// previewInput is the Markdown the editor shows as it will be published.
type previewInput struct {
	Content string `json:"content"`
}

type previewOutput struct {
	HTML string `json:"html"`
}

// adminPreviewPost renders Markdown with the sanitizer the public pages
// use, so the editor's preview is what visitors will get.
func (s *Server) adminPreviewPost(w http.ResponseWriter, r *http.Request) error {
	var in previewInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, previewOutput{HTML: markdown.Render(in.Content)})
	return nil
}
