package httpapi

import (
	"context"
	"net/http"

	"github.com/dayspa/dayspa"
)

// The blog: the list of posts (served from memory, cache.go) and one post
// with its Markdown as sanitized HTML.

// postDetail is one post with its Markdown rendered to sanitized HTML.
type postDetail struct {
	dayspa.Post
	ContentHTML string `json:"contentHtml"`
}

// withTags returns p with its tags as a list, never null.
func withTags(p dayspa.Post) dayspa.Post {
	if p.Tags == nil {
		p.Tags = []string{}
	}
	return p
}

// listPosts answers every blog post, newest first.
func (s *Server) listPosts(w http.ResponseWriter, r *http.Request) {
	serveCachedList(w, r, s.posts)
}

// loadPosts reads the blog list for the cache, each post's tags a list.
func (s *Server) loadPosts(ctx context.Context) (any, error) {
	posts, err := s.store.ListPosts(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]dayspa.Post, len(posts))
	for i, p := range posts {
		out[i] = withTags(p)
	}
	return out, nil
}

// getPost answers one post with its content as HTML.
func (s *Server) getPost(w http.ResponseWriter, r *http.Request) {
	p, err := s.store.GetPost(r.Context(), r.PathValue("slug"))
	if dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, "Post not found"))
		return
	} else if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, postDetail{Post: withTags(*p), ContentHTML: s.html.Render(p.ID, p.Content)})
}
