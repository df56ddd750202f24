// Package pages serves the site's HTML: the built web app's files and
// pages, each page's head (title, social tags, hreflang, structured data)
// and, for the pages whose content is the database's, its first HTML
// rendered at request time; the sitemap, robots.txt and the blog's feeds;
// a path under /ar is the Arabic page (lang.go).
//
// It knows nothing of the JSON API (internal/httpapi) and the API nothing
// of it: a page carries the API's answers through Answers, which the API
// gives, and the API tells the pages of its changes through
// ContentChanged. internal/server puts the two together.
package pages

import (
	"context"
	"encoding/json"
	"io/fs"
	"log/slog"
	"net/http"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpx"
	"github.com/dayspa/dayspa/internal/markdown"
)

// Config is what the pages need to know about the deployment.
type Config struct {
	// BaseURL is the site's canonical origin, such as https://spa.example;
	// page metadata, the sitemap and robots.txt build absolute URLs from it.
	BaseURL string
	// Location is the spa's clock; nil is UTC.
	Location *time.Location
	// Now tells the current time; nil is time.Now.
	Now func() time.Time
	// SlotStep is the minutes between bookable start times the booking
	// page offers; 0 is dayspa.DefaultSlotStep.
	SlotStep int
	// SnapPixelID enables the ad tracker when set: the page tells the app
	// the id.
	SnapPixelID string
	// Business holds the spa's public details: every page shows them and
	// the structured data describes them.
	Business dayspa.Business
	// PageMeta is web/page-meta.json: the title, description and keywords
	// of every route. Nil gives every page the business name as its title.
	PageMeta []byte
	// Logger receives the errors; nil discards them.
	Logger *slog.Logger
	// RenderTimeout cuts a page render at request time (render.go) that
	// runs longer; zero is the renderer's default (5 s).
	RenderTimeout time.Duration
	// Renderers is how many renders may run at once, each in a runtime of
	// its own kept for the next (about 10 MB each): the most the renderer
	// holds, whatever the burst of misses. Zero is the renderer's default.
	Renderers int
	// RenderersHeld, when set, is told how many runtimes the renderer
	// holds each time it makes or drops one (a metric).
	RenderersHeld func(n int)
	// RendererIdle drops a runtime that has rendered nothing for that
	// long, and the compiled app with the last one (ssr.Options.Idle):
	// the pages are kept once rendered, so most of the time nothing
	// renders. Zero keeps them.
	RendererIdle time.Duration
	// ChangeCutoff is how long before the start a guest may still change
	// a booking on the manage page.
	ChangeCutoff time.Duration
}

// Answers are the JSON API's answers the pages carry in their data block
// (render.go), exactly as the API serves them at that moment, and the
// posts as visitors see them now. internal/httpapi's Server gives them.
type Answers interface {
	// ServicesAnswer is GET /api/services's body.
	ServicesAnswer(ctx context.Context) (json.RawMessage, error)
	// ServiceSummaries is GET /api/services?summary=true's body, the
	// services every page's footer names, with that path.
	ServiceSummaries(ctx context.Context) (apiPath string, answer json.RawMessage, err error)
	// PostsAnswer is the blog list in lang without the posts' Markdown,
	// its newest limit posts (0: all), with the API path it is read by.
	PostsAnswer(ctx context.Context, lang dayspa.Language, limit int) (apiPath string, answer json.RawMessage, err error)
	// PostAnswer is GET /api/blog/{slug}'s answer for the post's version
	// in lang, with its API path.
	PostAnswer(p *dayspa.Post, lang dayspa.Language) (apiPath string, answer any)
	// ReviewsAndFAQ are GET /api/reviews's and GET /api/faq's answers by
	// their paths, and the shown reviews' rating.
	ReviewsAndFAQ(ctx context.Context) (map[string]any, *dayspa.Rating, error)
	// TeamAnswer is GET /api/team's answer.
	TeamAnswer(r *http.Request) ([]dayspa.TeamMember, error)
	// LivePostIn is the post visitors reach at slug in lang now, moved
	// when slug is a former one; ENOTFOUND when none.
	LivePostIn(ctx context.Context, lang dayspa.Language, slug string) (p *dayspa.Post, moved bool, err error)
	// LivePosts are the posts visitors see now, newest first.
	LivePosts(ctx context.Context) ([]dayspa.Post, error)
	// PageHours are the hours the pages say: the week, and the special
	// days that have not ended on the spa's clock.
	PageHours(ctx context.Context) (dayspa.OpeningHours, []dayspa.SpecialDay, error)
	// PageRetention are the months the privacy policy says each kind of
	// record is kept: the retention job's settings.
	PageRetention(ctx context.Context) (dayspa.RetentionSettings, error)
}

// Store is what the pages read of the database themselves: the gallery
// and the reviews, as GET /api/gallery and the about page's rating read
// them, and the count of changes that says a kept page is still current.
type Store interface {
	GalleryItems(ctx context.Context) ([]dayspa.GalleryItem, error)
	Reviews(ctx context.Context) ([]dayspa.Review, error)
	// ContentVersion counts the changes to what the pages show, whoever
	// made them (render.go, keptPage).
	ContentVersion(ctx context.Context) (int64, error)
}

// Server serves the pages.
type Server struct {
	cfg     Config
	store   Store
	answers Answers
	// versions reads the store's content version for a batch of pages at
	// a time, each reading fresh for all of its batch (version.go).
	versions *versionReads
	html     *markdown.Cache
	site     *site     // the web app as it starts, with the default hours
	live     *liveSite // site with the stored hours: the pages are its
	mux      *http.ServeMux
}

// New builds the pages of the built web app (web/dist); app may lack
// index.html, in which case pages answer 503.
func New(cfg Config, store Store, app fs.FS, answers Answers) (*Server, error) {
	base, err := httpx.ParseBaseURL(cfg.BaseURL)
	if err != nil {
		return nil, err
	}
	if cfg.Location == nil {
		cfg.Location = time.UTC
	}
	if !dayspa.ValidSlotStep(cfg.SlotStep) {
		cfg.SlotStep = dayspa.DefaultSlotStep
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	s := &Server{cfg: cfg, store: store, answers: answers, versions: newVersionReads(store.ContentVersion),
		html: markdown.NewCache(1000), mux: http.NewServeMux()}
	if s.site, err = newSite(app, cfg, base); err != nil {
		return nil, err
	}
	load := func(ctx context.Context) (stored, error) {
		oh, special, err := answers.PageHours(ctx)
		if err != nil {
			return stored{}, err
		}
		rs, err := answers.PageRetention(ctx)
		return stored{hours: oh, special: special, retention: rs}, err
	}
	s.live = &liveSite{load: load, now: cfg.Now, cur: s.site}
	for _, rt := range s.Routes() {
		s.mux.HandleFunc(rt.Method+" "+rt.Path, rt.Handler)
	}
	return s, nil
}

// Route is one line of the pages' route table.
type Route struct {
	Method, Path string
	Handler      http.HandlerFunc
}

// Routes is the pages' route table: the documents that are not the app's
// pages. Every other GET or HEAD is the web app's: its files and its
// pages (frontend).
func (s *Server) Routes() []Route {
	return []Route{
		{"GET", "/sitemap.xml", s.sitemap},
		{"GET", "/robots.txt", s.robots},
		{"GET", feedPathIn(dayspa.English), s.blogFeed},
		{"GET", feedPathIn(dayspa.Arabic), s.arabicBlogFeed},
	}
}

// ServeHTTP answers a request of the route table, else the web app's file
// or page; a method the path does not take is a 405 with its Allow.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h, pattern := s.mux.Handler(r)
	if pattern != "" {
		s.mux.ServeHTTP(w, r)
		return
	}
	status, allowed := httpx.Unmatched(h, r)
	switch {
	case status == http.StatusMethodNotAllowed: // POST /robots.txt
		w.Header().Set("Allow", allowed)
		http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
	case r.Method == http.MethodGet || r.Method == http.MethodHead:
		s.frontend(w, r)
	default:
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
	}
}

// ContentChanged tells the pages that the API changed what they say of
// the spa (the opening hours, the special days): the next page reads it
// anew instead of waiting out its copy. The services and the posts need
// no word: each page reads them from the API's answers (Answers), which
// the API's own changes refresh.
func (s *Server) ContentChanged() { s.live.invalidate() }

// loggerFrom returns the request's logger, which carries its request id.
var loggerFrom = httpx.Logger
