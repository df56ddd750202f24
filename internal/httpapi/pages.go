package httpapi

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/dayspa/dayspa"
)

// Pages serves every request the API does not: not under /api/ and not
// one of its own routes. internal/pages is the site's (internal/server puts
// it behind the API); the API's middleware runs before it.
type Pages interface {
	http.Handler
	// ContentChanged tells the pages that the API changed what they say
	// of the spa and may keep a copy of (the opening hours, the special
	// days): the next page reads it anew.
	ContentChanged()
}

// NoPages is a site without pages: every path outside the API is 404.
type NoPages struct{}

func (NoPages) ServeHTTP(w http.ResponseWriter, r *http.Request) { http.NotFound(w, r) }
func (NoPages) ContentChanged()                                  {}

// The API's answers the pages carry in their first HTML, exactly as the
// API serves them at that moment (internal/pages.Answers).

// ServicesAnswer is GET /api/services's body, from its one-second copy.
func (s *Server) ServicesAnswer(ctx context.Context) (json.RawMessage, error) {
	list, err := s.services.get(ctx)
	if err != nil {
		return nil, err
	}
	return list.Body, nil
}

// ServiceSummaries is GET /api/services?summary=true's body, with that
// path: the services every page's footer names.
func (s *Server) ServiceSummaries(ctx context.Context) (apiPath string, answer json.RawMessage, err error) {
	answer, err = s.serviceSummaries(ctx)
	return serviceSummariesPath, answer, err
}

// PostsAnswer is the blog list in lang without the posts' Markdown, its
// newest limit posts (0: every one), with the API path the app reads it by.
func (s *Server) PostsAnswer(ctx context.Context, lang dayspa.Language, limit int) (apiPath string, answer json.RawMessage, err error) {
	return s.postsAnswer(ctx, lang, limit)
}

// PostAnswer is GET /api/blog/{slug}'s answer for the post's version in
// lang, with its API path.
func (s *Server) PostAnswer(p *dayspa.Post, lang dayspa.Language) (apiPath string, answer any) {
	return postAPIPath(p, lang), s.detail(p, lang)
}

// ReviewsAndFAQ are GET /api/reviews's and GET /api/faq's answers by
// their paths, and the shown reviews' rating.
func (s *Server) ReviewsAndFAQ(ctx context.Context) (map[string]any, *dayspa.Rating, error) {
	return s.reviewsAndFAQ(ctx)
}

// TeamAnswer is GET /api/team's answer.
func (s *Server) TeamAnswer(r *http.Request) ([]dayspa.TeamMember, error) {
	return s.teamMembers(r)
}

// LivePostIn is the post visitors reach at slug in lang now (livePostIn).
func (s *Server) LivePostIn(ctx context.Context, lang dayspa.Language, slug string) (*dayspa.Post, bool, error) {
	return s.livePostIn(ctx, lang, slug)
}

// LivePosts are the posts visitors see now, newest first.
func (s *Server) LivePosts(ctx context.Context) ([]dayspa.Post, error) {
	posts, _, err := s.livePosts(ctx)
	return posts, err
}

// PageRetention are the retention months the privacy policy states.
func (s *Server) PageRetention(ctx context.Context) (dayspa.RetentionSettings, error) {
	return dayspa.LoadRetention(ctx, s.store)
}

// PageHours are the hours the pages say: the week, and the special days
// that end today or later on the spa's clock.
func (s *Server) PageHours(ctx context.Context) (dayspa.OpeningHours, []dayspa.SpecialDay, error) {
	oh, err := s.store.OpeningHours(ctx)
	if err != nil {
		return oh, nil, err
	}
	all, err := s.store.SpecialDays(ctx)
	if err != nil {
		return oh, nil, err
	}
	return oh, dayspa.SpecialDaysNotEnded(all, s.today()), nil
}
