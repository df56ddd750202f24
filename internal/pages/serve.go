package pages

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpx"
)

// renderedPages are the pages rendered at request time from the
// database's content (render.go), by their path in the default language;
// each serves the page at path, that language's or another's, and reports
// false, having written nothing, when it cannot.
var renderedPages = map[string]func(s *Server, w http.ResponseWriter, r *http.Request, st *site, path string) bool{
	"/":           (*Server).homePage,
	"/services":   (*Server).servicesPage,
	"/blog":       (*Server).blogPage,
	"/gallery":    (*Server).galleryPage,
	"/about":      (*Server).aboutPage,
	"/booking":    (*Server).bookingPage,
	"/contact":    (*Server).footerPage,
	"/gift-cards": (*Server).footerPage,
	"/packages":   (*Server).footerPage,
	"/privacy":    (*Server).footerPage,
	"/terms":      (*Server).footerPage,
}

// tokenPages are the pages whose last segment is a guest's secret token:
// the manage page of a booking, and the data page an e-mailed privacy link
// opens. Each is its route's entry in web/page-meta.json (for Arabic,
// "/ar/booking/manage/:token") and the prefix before the token.
var tokenPages = []struct{ route, prefix string }{
	{"/booking/manage/:token", "/booking/manage/"},
	{"/your-data/:token", "/your-data/"},
}

// servePage answers a route of the app: index.html with the route's
// title, description, social tags, canonical link and structured data, so
// crawlers see them without running JavaScript. A blog post's come from
// the store; an unknown path gets the not-found page with status 404
// (the app shows its own not-found screen). A path under another
// language's prefix (/ar/…) is that language's page, or its not-found
// page (lang.go).
func (s *Server) servePage(w http.ResponseWriter, r *http.Request) {
	st := s.live.get(r.Context())
	p := r.URL.Path
	if p == "/" && st.meta.multilingual() {
		// The home page depends on the language the visitor chose.
		w.Header().Add("Vary", "Cookie")
		if l, ok := st.rememberedLanguage(r); ok {
			u := url.URL{Path: l.path("/"), RawQuery: r.URL.RawQuery}
			w.Header().Set("Cache-Control", "no-store")
			http.Redirect(w, r, u.RequestURI(), http.StatusFound)
			return
		}
	}
	if st.shell == nil {
		w.Header().Set("Cache-Control", "no-store")
		http.Error(w, "web app not built: run make build", http.StatusServiceUnavailable)
		return
	}
	lang, neutral := st.meta.langOf(p)
	notFound := st.notFoundPage(lang.Code)
	// Another language's page exists when the build has its route; the
	// default language's rendered pages are served as they always were.
	_, known := st.meta.Routes[p]
	if render, ok := renderedPages[neutral]; ok && (lang.isDefault() || known) {
		// The version before the answers: a change made while they are
		// read leaves the page checked at the older one.
		version, err := s.versions.version(r.Context())
		if err != nil {
			loggerFrom(r.Context()).Error("content version", "err", err)
			version = noVersion
		}
		if s.keptPage(w, r, st, version) || render(s, w, withVersion(r, version), st, p) {
			return
		}
	}
	if b, ok := st.pages[p]; ok {
		httpx.ServeBlob(w, r, http.StatusOK, b, cachePage)
		return
	}
	for _, tp := range tokenPages {
		_, routeKnown := st.meta.Routes[lang.path(tp.route)]
		token, ok := strings.CutPrefix(neutral, tp.prefix)
		if !ok || token == "" || strings.Contains(token, "/") || !(lang.isDefault() || routeKnown) {
			continue
		}
		// A guest's private page: the app reads the booking or the data
		// by the token; the page is unindexed, names no URL of itself
		// and sends no referrer (its path is the secret; the logs show it
		// without the token: manageTokenPaths).
		h := w.Header()
		h.Set("X-Robots-Tag", "noindex, nofollow")
		h.Set("Referrer-Policy", "no-referrer")
		pi := routePage("", st.meta.routeIn(lang, tp.route))
		pi.lang = lang.Code
		pi.noIndex = true
		httpx.ServeBlob(w, r, http.StatusOK, st.page(pi), cacheNone)
		return
	}
	slug, isPost := strings.CutPrefix(neutral, "/blog/")
	if !isPost || slug == "" || strings.Contains(slug, "/") {
		httpx.ServeBlob(w, r, http.StatusNotFound, notFound, cachePage)
		return
	}
	post, moved, err := s.answers.LivePostIn(r.Context(), lang.Code, slug)
	switch {
	case moved:
		// A post's former address: search engines move its rank to the new one.
		w.Header().Set("Cache-Control", "no-store")
		http.Redirect(w, r, postPath(post, lang.Code), http.StatusMovedPermanently)
	case dayspa.ErrorCode(err) == dayspa.ENOTFOUND:
		httpx.ServeBlob(w, r, http.StatusNotFound, notFound, cachePage)
	case err != nil:
		// The app still loads and shows its own error; crawlers are told
		// to come back rather than to forget the page.
		loggerFrom(r.Context()).Error("blog page", "slug", slug, "err", err)
		w.Header().Set("Retry-After", "60")
		pi := routePage(p, st.meta.routeIn(lang, "/blog/:slug"))
		pi.lang = lang.Code
		httpx.ServeBlob(w, r, http.StatusServiceUnavailable, st.page(pi), cachePage)
	default:
		if s.servePostPage(w, r, st, post, lang.Code) {
			return
		}
		httpx.ServeBlob(w, r, http.StatusOK, st.page(st.postPageIn(post, lang.Code)), cachePage)
	}
}
