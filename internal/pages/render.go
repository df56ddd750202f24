package pages

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"io/fs"
	"log/slog"
	"net/http"
	"slices"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpx"
	"github.com/dayspa/dayspa/internal/ssr"
)

// The pages whose content is the database's (the services, a blog
// article, the home page's previews), and the other fixed pages for their
// footer's services, are rendered at request time by the
// app's own server renderer (internal/ssr), with the same API answers the
// app would fetch: the first HTML holds the current content, and the page
// carries those answers in a
// `<script type="application/json" id="dayspa-data">` block, which the app
// puts in its query cache before it hydrates (web/src/app/initial-data.ts),
// so it fetches none of them again.
//
// A render costs tens of milliseconds, so each page's latest rendering is
// kept, keyed by a hash of the answers it was made from. Every request
// reads the answers as the API would serve them at that moment (an article
// from the database, the services list from its one-second copy, cache.go),
// so a change shows on the next load, on every instance; only an unchanged
// page is answered from memory. Should the render fail, the page is served
// as the build prerendered it (an article: the empty page the app fills)
// and the failure is logged.

// initialDataID is the id of the data block (web/src/app/initial-data.ts: initialDataElementId).
const initialDataID = "dayspa-data"

// maxRenderedPages bounds the renderings kept: one per page, and the site
// has a few dozen pages; past the bound they are all dropped.
const maxRenderedPages = 1000

type pageRenderer struct {
	script  []byte
	logger  *slog.Logger
	timeout time.Duration
	engines int
	idle    time.Duration
	held    func(n int)

	once sync.Once
	r    *ssr.Renderer
	err  error

	group singleflight.Group
	mu    sync.Mutex
	pages map[string]renderedPage // by path
}

type renderedPage struct {
	key  [sha256.Size]byte
	page *httpx.Blob
	// checked is when the page was last found to match its answers, read
	// at content version on site (noVersion: the count was not read).
	checked time.Time
	version int64
	site    *site
}

// noVersion marks a page checked without the content version: it is never
// answered as kept.
const noVersion = -1

// pageFreshness is how long a kept page is answered as it is while the
// content version stands, without reading its answers again. Reading them
// (the services, posts, gallery, reviews and questions, and their JSON)
// cost the home page 1.6 ms of CPU a request (BenchmarkServerRender's
// /hit, 2026-11-30), which held it to about 2,300 requests a second on two
// cores; one row is read instead. Any write to what the pages show raises
// the version, whoever makes it (this instance, another, a background
// job), and the next load reads the answers anew. The bound is for what
// changes with the clock alone: a post scheduled for this minute, and the
// API's one-second copies of the services and blog lists (internal/httpapi,
// cache.go). This instance forgets its copy when it changes them; another
// instance's change reaches them within a second, and a page read from the
// old copy is kept a second more: within two seconds in all.
const pageFreshness = time.Second

// keptPage answers the page at r's path from its kept rendering when that
// was found to match its answers less than pageFreshness ago, at content
// version. It reports false, having written nothing, otherwise. A page
// asked with a query (a blog search) is never answered from it: the page
// functions decide what a query means.
func (s *Server) keptPage(w http.ResponseWriter, r *http.Request, st *site, version int64) bool {
	pr := st.renderer
	if pr == nil || r.URL.RawQuery != "" || version == noVersion {
		return false
	}
	pr.mu.Lock()
	hit, ok := pr.pages[r.URL.EscapedPath()]
	pr.mu.Unlock()
	age := s.cfg.Now().Sub(hit.checked)
	if !ok || hit.site != st || hit.version != version || age < 0 || age >= pageFreshness {
		return false
	}
	httpx.ServeBlob(w, r, http.StatusOK, hit.page, cachePage)
	return true
}

// versionKey is the request's context key for the content version read
// before its answers (withVersion): the page is kept as checked at that
// version, so a change made while they are read is never hidden.
type versionKey struct{}

func withVersion(r *http.Request, version int64) *http.Request {
	return r.WithContext(context.WithValue(r.Context(), versionKey{}, version))
}

func versionOf(ctx context.Context) int64 {
	if v, ok := ctx.Value(versionKey{}).(int64); ok {
		return v
	}
	return noVersion
}

// newPageRenderer returns the renderer of the built app's server script,
// or nil when the build has none (the tests' small app, the dev server).
func newPageRenderer(app fs.FS, logger *slog.Logger, timeout time.Duration, engines int, idle time.Duration, held func(n int)) (*pageRenderer, error) {
	script, err := fs.ReadFile(app, ssr.ScriptPath)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	return &pageRenderer{script: script, logger: logger, timeout: timeout, engines: engines, idle: idle, held: held, pages: map[string]renderedPage{}}, nil
}

// renderer compiles the script on first use (about half a second), so a
// server that renders nothing does not pay for it.
func (pr *pageRenderer) renderer() (*ssr.Renderer, error) {
	pr.once.Do(func() {
		pr.r, pr.err = ssr.New(pr.script, ssr.Options{Logger: pr.logger, Timeout: pr.timeout, Engines: pr.engines, Idle: pr.idle, Held: pr.held})
	})
	return pr.r, pr.err
}

// serveRendered answers the page pi, its #root rendered from data (a JSON
// object of API answers by API path). It reports false, having written
// nothing, when there is no renderer or the render failed.
func (s *Server) serveRendered(w http.ResponseWriter, r *http.Request, st *site, pi pageInfo, data []byte) bool {
	pr := st.renderer
	if pr == nil {
		return false
	}
	location := r.URL.EscapedPath()
	// The key holds the rest of what the page is made from too: the config
	// block (the opening hours in words, the start times) and the hours in
	// its structured data, special days included, which the manager changes.
	config := st.configJSON[st.meta.language(pi.lang).Code]
	key := sha256.Sum256(slices.Concat([]byte(location+"\x00"+st.storedKey+"\x00"), config, data))
	checked := func(page *httpx.Blob) renderedPage {
		return renderedPage{key: key, page: page, checked: s.cfg.Now(), version: versionOf(r.Context()), site: st}
	}
	pr.mu.Lock()
	hit, ok := pr.pages[location]
	ok = ok && hit.key == key
	if ok {
		pr.pages[location] = checked(hit.page)
	}
	pr.mu.Unlock()
	if ok {
		httpx.ServeBlob(w, r, http.StatusOK, hit.page, cachePage)
		return true
	}

	v, err, _ := pr.group.Do(string(key[:]), func() (any, error) {
		rd, err := pr.renderer()
		if err != nil {
			return nil, err
		}
		// Shared by every request waiting on it: one that leaves does not stop it.
		root, err := rd.Render(context.WithoutCancel(r.Context()), location, data, config)
		if err != nil {
			return nil, err
		}
		pi.root, pi.data = root, data
		page := st.page(pi)
		pr.mu.Lock()
		if len(pr.pages) >= maxRenderedPages {
			clear(pr.pages)
		}
		pr.pages[location] = checked(page)
		pr.mu.Unlock()
		return page, nil
	})
	if err != nil {
		loggerFrom(r.Context()).Error("server render", "path", location, "err", err)
		return false
	}
	httpx.ServeBlob(w, r, http.StatusOK, v.(*httpx.Blob), cachePage)
	return true
}

// answers is the data block's JSON: each API path with its answer.
func answers(byPath map[string]any) ([]byte, error) {
	return json.Marshal(byPath) // escapes <, > and &: nothing in it can close the script element
}

// withFooter adds to a page's answers the one its footer lists the
// services from, as GET /api/services?summary=true answers it now: every
// page's footer names the first active services, in the first HTML too.
// Should the list not be read, the page is rendered without it (the
// footer's names come when the app fetches them).
func (s *Server) withFooter(ctx context.Context, byPath map[string]any) map[string]any {
	apiPath, names, err := s.answers.ServiceSummaries(ctx)
	if err != nil {
		loggerFrom(ctx).Error("footer services", "err", err)
		return byPath
	}
	byPath[apiPath] = names
	return byPath
}

// homePostCount is how many posts the home page's blog preview shows; it
// asks GET /api/blog for no more, and for their cards only, not their
// Markdown (LatestPosts count={3} on the web).
const homePostCount = 3

// homePage serves / (or another language's home, such as /ar, at path)
// with the answers its previews show, as GET
// /api/services, /api/blog and /api/gallery answer them now: the first
// services, the latest posts and the first gallery pictures; and with the
// reviews and questions as GET /api/reviews and GET /api/faq answer them,
// its DaySpa data rated from those reviews.
func (s *Server) homePage(w http.ResponseWriter, r *http.Request, st *site, path string) bool {
	ctx := r.Context()
	services, err := s.answers.ServicesAnswer(ctx)
	if err != nil {
		loggerFrom(ctx).Error("home page", "err", err)
		return false
	}
	lang, _ := st.meta.langOf(path)
	postsPath, posts, err := s.answers.PostsAnswer(ctx, lang.Code, homePostCount)
	if err != nil {
		loggerFrom(ctx).Error("home page", "err", err)
		return false
	}
	gallery, err := s.store.GalleryItems(ctx)
	if err != nil {
		loggerFrom(ctx).Error("home page", "err", err)
		return false
	}
	byPath, rating, err := s.answers.ReviewsAndFAQ(ctx)
	if err != nil {
		loggerFrom(ctx).Error("home page", "err", err)
		return false
	}
	byPath["/api/services"] = services
	byPath[postsPath] = posts
	byPath["/api/gallery"] = gallery
	data, err := answers(s.withFooter(ctx, byPath))
	if err != nil {
		return false
	}
	pi := st.fixedPage(path)
	pi.rating = rating
	return s.serveRendered(w, r, st, pi, data)
}

// servicesPage serves /services (or /ar/services, at path) with the
// services list as GET /api/services answers it now.
func (s *Server) servicesPage(w http.ResponseWriter, r *http.Request, st *site, path string) bool {
	list, err := s.answers.ServicesAnswer(r.Context())
	if err != nil {
		loggerFrom(r.Context()).Error("services page", "err", err)
		return false
	}
	data, err := answers(s.withFooter(r.Context(), map[string]any{"/api/services": list}))
	if err != nil {
		return false
	}
	return s.serveRendered(w, r, st, st.fixedPage(path), data)
}

// blogPage serves /blog (or another language's list, at path) with the
// live posts as GET /api/blog?summary=true (in Arabic
// ?lang=ar&summary=true) answers them now, without their Markdown
// (postsAnswer). A search or a category in the address (?q=,
// ?category=) is left to the app, which filters the list it fetches:
// rendering each distinct
// search on the server would let anyone make it render at will, and the
// filtered views are not pages of their own for search engines (their
// canonical address is /blog). It reports false, having written nothing,
// for those.
func (s *Server) blogPage(w http.ResponseWriter, r *http.Request, st *site, path string) bool {
	q := r.URL.Query()
	if q.Has("q") || q.Has("category") {
		return false
	}
	lang, _ := st.meta.langOf(path)
	apiPath, list, err := s.answers.PostsAnswer(r.Context(), lang.Code, 0)
	if err != nil {
		loggerFrom(r.Context()).Error("blog page", "err", err)
		return false
	}
	data, err := answers(s.withFooter(r.Context(), map[string]any{apiPath: list}))
	if err != nil {
		return false
	}
	return s.serveRendered(w, r, st, st.fixedPage(path), data)
}

// servePostPage serves the page of the post's version in lang with the
// version as GET /api/blog/{slug} (in Arabic /api/blog/{slug}?lang=ar)
// answers it.
func (s *Server) servePostPage(w http.ResponseWriter, r *http.Request, st *site, p *dayspa.Post, lang dayspa.Language) bool {
	apiPath, post := s.answers.PostAnswer(p, lang)
	data, err := answers(s.withFooter(r.Context(), map[string]any{apiPath: post}))
	if err != nil {
		return false
	}
	return s.serveRendered(w, r, st, st.postPageIn(p, lang), data)
}

// galleryPage serves /gallery (or /ar/gallery, at path) with the gallery
// as GET /api/gallery answers it now, read from the database on each
// request.
func (s *Server) galleryPage(w http.ResponseWriter, r *http.Request, st *site, path string) bool {
	items, err := s.store.GalleryItems(r.Context())
	if err != nil {
		loggerFrom(r.Context()).Error("gallery page", "err", err)
		return false
	}
	data, err := answers(s.withFooter(r.Context(), map[string]any{"/api/gallery": items}))
	if err != nil {
		return false
	}
	return s.serveRendered(w, r, st, st.fixedPage(path), data)
}

// aboutPage serves /about (or /ar/about, at path) with the team's cards
// as GET /api/team answers them now.
func (s *Server) aboutPage(w http.ResponseWriter, r *http.Request, st *site, path string) bool {
	team, err := s.answers.TeamAnswer(r)
	if err != nil {
		loggerFrom(r.Context()).Error("about page", "err", err)
		return false
	}
	// The achievements' guest rating is the shown reviews' (none without them).
	reviews, err := s.store.Reviews(r.Context())
	if err != nil {
		loggerFrom(r.Context()).Error("about page", "err", err)
		return false
	}
	data, err := answers(s.withFooter(r.Context(), map[string]any{"/api/team": team, "/api/reviews": dayspa.ShownReviews(reviews)}))
	if err != nil {
		return false
	}
	return s.serveRendered(w, r, st, st.fixedPage(path), data)
}

// bookingPage serves /booking (or /ar/booking, at path) rendered with the
// config block: its time
// options are the stored week's on the configured grid, which the build's
// prerendering cannot know. The form fetches the services and a day's
// times itself (a Book Now link's ?service= chooses one, which the
// server's render, by path, cannot see), so the page carries only its
// footer's answer.
func (s *Server) bookingPage(w http.ResponseWriter, r *http.Request, st *site, path string) bool {
	return s.footerPage(w, r, st, path)
}

// footerPage serves a page whose own content is the app's (/contact,
// /gift-cards, /packages, /privacy, /terms, and /booking above; or their
// /ar twins, at path), rendered for what is not: its footer's services,
// with the config block's details and hours.
func (s *Server) footerPage(w http.ResponseWriter, r *http.Request, st *site, path string) bool {
	data, err := answers(s.withFooter(r.Context(), map[string]any{}))
	if err != nil {
		return false
	}
	return s.serveRendered(w, r, st, st.fixedPage(path), data)
}
