package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"sync"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/markdown"
)

// The blog: the list of live posts (served from memory, cache.go), one
// post with its Markdown as sanitized HTML, and the manager's editing.
// Drafts and scheduled posts are the dashboard's only: to a visitor they
// do not exist (404), and a scheduled post appears by itself when the
// clock reaches its publish time, since every read asks Post.Live.

// publicPost is a live post as visitors get it: the dashboard's fields
// but its status, which is always published here.
type publicPost struct {
	ID            int64    `json:"id"`
	Title         string   `json:"title"`
	Slug          string   `json:"slug"`
	Excerpt       string   `json:"excerpt"`
	Content       string   `json:"content"`
	Category      string   `json:"category"`
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
}

func toPublic(p dayspa.Post) publicPost {
	p = withTags(p)
	return publicPost{
		ID: p.ID, Title: p.Title, Slug: p.Slug, Excerpt: p.Excerpt, Content: p.Content, Category: p.Category,
		Tags: p.Tags, FeaturedImage: p.Image(), Cover: p.Cover, CoverAlt: p.CoverAlt, CreatedAt: p.CreatedAt, PublishAt: p.Date(),
		UpdatedAt: p.UpdatedAt, Author: p.Author, SEOTitle: p.SEOTitle, SEODescription: p.SEODescription,
	}
}

// postDetail is one post with its Markdown rendered to sanitized HTML.
type postDetail struct {
	publicPost
	ContentHTML string `json:"contentHtml"`
}

// detail is the post as GET /api/blog/{slug} answers it.
func (s *Server) detail(p *dayspa.Post) postDetail {
	return postDetail{publicPost: toPublic(*p), ContentHTML: s.html.Render(p.ID, p.Content)}
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
// the visitor starts searching.
func (s *Server) listPosts(w http.ResponseWriter, r *http.Request) {
	f := dayspa.FieldErrors{}
	q := r.URL.Query()
	n, limited := limitQuery(q, f)
	summary := boolQuery(q, "summary", f)
	if err := f.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	if !limited && !summary {
		serveCachedList(w, r, s.posts)
		return
	}
	posts, err := s.postList(r.Context(), n, summary)
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, posts)
}

// postList is the blog list as GET /api/blog?limit=n&summary= answers it
// (n 0: every post), cut from the same cached copy GET /api/blog answers.
func (s *Server) postList(ctx context.Context, n int, summary bool) (json.RawMessage, error) {
	list, err := s.posts.get(ctx)
	if err != nil {
		return nil, err
	}
	var posts []json.RawMessage
	if summary {
		posts, err = s.summaries.of(list)
	} else {
		err = json.Unmarshal(list.body, &posts)
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
	from  *blob
	posts []json.RawMessage
}

// of returns the posts of list, each with its content emptied.
func (ps *postSummaries) of(list *blob) ([]json.RawMessage, error) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if ps.from == list {
		return ps.posts, nil
	}
	var posts []publicPost
	if err := json.Unmarshal(list.body, &posts); err != nil {
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

// loadPosts reads the blog list for the cache, good until the next
// scheduled post goes live.
func (s *Server) loadPosts(ctx context.Context) (any, error) {
	live, next, err := s.livePosts(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]publicPost, len(live))
	for i, p := range live {
		out[i] = toPublic(p)
	}
	return goodUntil{list: out, until: next}, nil
}

// livePost finds the post visitors reach at slug now. A live post's
// former slug gives it with moved true; a draft, a scheduled post or an
// unknown slug is ENOTFOUND.
func (s *Server) livePost(ctx context.Context, slug string) (p *dayspa.Post, moved bool, err error) {
	notFound := dayspa.Errorf(dayspa.ENOTFOUND, "Post not found")
	p, err = s.store.GetPost(ctx, slug)
	if dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		p, err = s.store.FormerPost(ctx, slug)
		moved = true
	}
	switch {
	case dayspa.ErrorCode(err) == dayspa.ENOTFOUND:
		return nil, false, notFound
	case err != nil:
		return nil, false, err
	case !p.Live(s.now()):
		return nil, false, notFound
	}
	return p, moved, nil
}

// getPost answers one live post with its content as HTML; a former slug
// is redirected to the post's current one.
func (s *Server) getPost(w http.ResponseWriter, r *http.Request) {
	p, moved, err := s.livePost(r.Context(), r.PathValue("slug"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	if moved {
		w.Header().Set("Cache-Control", "no-store")
		http.Redirect(w, r, "/api/blog/"+url.PathEscape(p.Slug), http.StatusMovedPermanently)
		return
	}
	writeJSON(w, http.StatusOK, s.detail(p))
}

// adminPosts answers every post, drafts and scheduled ones included, each
// with its state now.
func (s *Server) adminPosts(w http.ResponseWriter, r *http.Request) {
	posts, err := s.store.ListPosts(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	now := s.now()
	out := make([]adminPost, len(posts))
	for i, p := range posts {
		out[i] = adminPost{Post: withTags(p), State: p.State(now)}
	}
	writeJSON(w, http.StatusOK, out)
}

// adminCreatePost adds a post, a draft unless the form says published.
func (s *Server) adminCreatePost(w http.ResponseWriter, r *http.Request) {
	var in dayspa.PostInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	now := s.now()
	p, err := in.New(now)
	if err != nil {
		writeError(w, r, err)
		return
	}
	p.CreatedAt = now
	if err := s.store.CreatePost(r.Context(), &p); err != nil {
		writeError(w, r, err)
		return
	}
	s.posts.invalidate()
	writeJSON(w, http.StatusCreated, adminPost{Post: p, State: p.State(now)})
}

// adminUpdatePost changes the fields the body holds.
func (s *Server) adminUpdatePost(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, "Post not found."))
		return
	}
	var in dayspa.PostInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	p, err := s.store.GetPostByID(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	now := s.now()
	in.Apply(p, now)
	p.UpdatedAt = now
	if err := p.Validate(); err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.UpdatePost(r.Context(), p); err != nil {
		writeError(w, r, err)
		return
	}
	s.posts.invalidate()
	writeJSON(w, http.StatusOK, adminPost{Post: withTags(*p), State: p.State(now)})
}

// adminDeletePost removes a post and its former slugs.
func (s *Server) adminDeletePost(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, "Post not found."))
		return
	}
	if err := s.store.DeletePost(r.Context(), id, s.removePostBlobs(r)); err != nil {
		writePostBlobsError(w, r, err)
		return
	}
	s.posts.invalidate()
	w.WriteHeader(http.StatusNoContent)
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
func (s *Server) adminPreviewPost(w http.ResponseWriter, r *http.Request) {
	var in previewInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, previewOutput{HTML: markdown.Render(in.Content)})
}
