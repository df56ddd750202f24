package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/dayspa/dayspa"
)

// healthz answers 200 while the process is up.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, health{Status: "ok"})
}

// readyz answers 200 only when the database answers, so a load balancer
// sends no traffic to an instance that cannot serve it.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		loggerFrom(r.Context()).Warn("not ready", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, health{Status: "unavailable", Message: "The database is not answering."})
		return
	}
	writeJSON(w, http.StatusOK, health{Status: "ok"})
}

type health struct {
	Status  string `json:"status"`
	Message string `json:"message,omitempty"`
}

// listServices answers every service, active or not: the site shows the
// inactive ones as Unavailable.
func (s *Server) listServices(w http.ResponseWriter, r *http.Request) {
	serveCachedList(w, r, s.services)
}

// loadServices reads the services list for the cache: never null.
func (s *Server) loadServices(ctx context.Context) (any, error) {
	services, err := s.store.ListServices(ctx)
	if services == nil {
		services = []dayspa.Service{}
	}
	return services, err
}

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
