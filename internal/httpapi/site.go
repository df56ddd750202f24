package httpapi

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"path"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/ssr"
)

// The caching of what the app is made of (memos' frontend.go): Vite's
// hashed files never change under their name; other files may, so they
// are kept an hour; pages are revalidated every time, so a deploy shows at
// once.
const (
	cacheImmutable = "public, max-age=31536000, immutable"
	cacheShort     = "public, max-age=3600"
	cachePage      = "no-cache"
	// cacheNone: a private page no cache may keep.
	cacheNone = "no-store"
)

// site is the built web app ready to serve: its compressible files read
// and gzipped once, and index.html split where each page's metadata goes.
// meta, pages, notFound, config, spaLD, prerendered and configJSON say the
// opening hours too: setHours fills them.
type site struct {
	app   fs.FS
	files map[string]*blob // compressible files by name in app ("assets/index-x1.js")
	shell *shell           // nil when the app is not built
	// shells are the pages' shells by language code: the default
	// language's is shell, another's says its lang and dir on <html>.
	shells map[dayspa.Language]*shell
	meta   pageMetaDoc
	pages  map[string]*blob // the page of every fixed route, by path ("/about", "/ar/about")
	// notFound is the page for a path the app does not know, by language
	// code: a path under /ar gets the Arabic one.
	notFound map[dayspa.Language]*blob
	base     *url.URL
	// configs are the #dayspa-config block of the pages in each language.
	configs map[dayspa.Language]pageConfig
	// spaLD is the DaySpa structured data every page carries, by
	// language code.
	spaLD map[dayspa.Language]map[string]any
	// prerendered is the HTML inside #root of each public page, by path,
	// from the build's prerendered.json (see prerenderedFile), with the
	// configured details in place of its placeholders.
	prerendered map[string]string
	// renderer renders the pages whose content is the database's at
	// request time (render.go); nil when the build has no server script.
	renderer   *pageRenderer
	configJSON map[dayspa.Language][]byte // configs as JSON, for the server renderer

	// What setHours fills the pages from: the configured details, the
	// build's page-meta.json and its prerendered pages with their
	// placeholders; hoursKey names the hours they were last filled with.
	business    Business
	snapPixelID string
	cutoff      time.Duration // how long before the start a guest may still change a booking online
	slotStep    int           // minutes between start times
	loc         *time.Location
	pageMeta    []byte
	placeheld   map[string]string // prerendered.json as the build wrote it
	hoursKey    string
}

// prerenderedFile is written by the web build (web/scripts/prerender.mjs):
// the public pages' first render, so a phone paints the page before the
// app's code has arrived. The app hydrates it. A build without it (the
// Vite dev server, tests) sends an empty #root, which the app fills.
const prerenderedFile = "prerendered.json"

// The app's container in index.html, empty: a page's prerendered HTML goes
// between its tags.
const (
	rootOpen  = `<div id="root">`
	rootClose = `</div>`
	emptyRoot = rootOpen + rootClose
)

// blob is a response body held in memory, with its gzip form when that is
// smaller.
type blob struct {
	body  []byte
	gz    []byte
	ctype string
	etag  string
}

func newBlob(body []byte, ctype string) *blob {
	sum := sha256.Sum256(body)
	b := &blob{body: body, ctype: ctype, etag: `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`}
	if len(body) >= 512 {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression) // the level is valid
		_, _ = zw.Write(body)                                    // a bytes.Buffer does not fail
		_ = zw.Close()
		if buf.Len() < len(body)*9/10 {
			b.gz = buf.Bytes()
		}
	}
	return b
}

// compressible reports whether a file of that name is worth gzipping:
// text, not images, fonts or video, which are compressed already.
func compressible(name string) bool {
	switch path.Ext(name) {
	case ".js", ".mjs", ".css", ".html", ".svg", ".json", ".webmanifest", ".xml", ".txt", ".map", ".ico", ".wasm":
		return true
	}
	return false
}

// contentTypes names the types the app ships that Go's own table lacks,
// so they do not depend on the machine's /etc/mime.types.
var contentTypes = map[string]string{
	".woff2":       "font/woff2",
	".woff":        "font/woff",
	".mp4":         "video/mp4",
	".webm":        "video/webm",
	".ico":         "image/x-icon",
	".webmanifest": "application/manifest+json",
	".txt":         "text/plain; charset=utf-8",
}

func contentType(name string) string {
	if t, ok := contentTypes[path.Ext(name)]; ok {
		return t
	}
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		return t
	}
	return "application/octet-stream"
}

func newSite(app fs.FS, cfg Config, base *url.URL) (*site, error) {
	st := &site{app: app, files: map[string]*blob{}, base: base,
		business: cfg.Business, snapPixelID: cfg.SnapPixelID, cutoff: max(cfg.ChangeCutoff, 0), slotStep: cfg.SlotStep, loc: cfg.Location,
		pageMeta: cfg.PageMeta}

	var names []string
	err := fs.WalkDir(app, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible(name) || name == "index.html" || name == prerenderedFile || serverOnly(name) {
			return err
		}
		names = append(names, name)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("web app: %w", err)
	}
	// Gzipping the files at the best level is most of the start-up time:
	// it runs on every core, so that a restarted instance is ready sooner.
	blobs, errs := make([]*blob, len(names)), make([]error, len(names))
	turns := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Go(func() {
			turns <- struct{}{}
			defer func() { <-turns }()
			body, err := fs.ReadFile(app, name)
			if err != nil {
				errs[i] = err
				return
			}
			blobs[i] = newBlob(body, contentType(name))
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("web app: %w", err)
	}
	for i, name := range names {
		st.files[name] = blobs[i]
	}

	index, err := fs.ReadFile(app, "index.html")
	if errors.Is(err, fs.ErrNotExist) {
		// Not built: pages answer 503; the sitemap still lists the routes.
		if err := st.setHours(dayspa.DefaultOpeningHours(), nil); err != nil {
			return nil, err
		}
		return st, nil
	} else if err != nil {
		return nil, fmt.Errorf("web app: %w", err)
	}
	if st.shell, err = newShell(index); err != nil {
		return nil, fmt.Errorf("web app: index.html: %w", err)
	}
	logger := cfg.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if st.renderer, err = newPageRenderer(app, logger, cfg.RenderTimeout); err != nil {
		return nil, fmt.Errorf("web app: %w", err)
	}
	if st.placeheld, err = readPrerendered(app); err != nil {
		return nil, fmt.Errorf("web app: %w", err)
	}
	if len(st.placeheld) > 0 && !bytes.Contains(st.shell.after, []byte(emptyRoot)) {
		return nil, fmt.Errorf("web app: index.html has no %s for the prerendered pages", emptyRoot)
	}
	// Filled with the default hours until liveSite reads the stored ones.
	if err := st.setHours(dayspa.DefaultOpeningHours(), nil); err != nil {
		return nil, err
	}
	return st, nil
}

// readPrerendered reads the build's prerendered pages, placeholders and
// all; a build without them has none.
func readPrerendered(app fs.FS) (map[string]string, error) {
	data, err := fs.ReadFile(app, prerenderedFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	var pages map[string]string
	if err := json.Unmarshal(data, &pages); err != nil {
		return nil, fmt.Errorf("%s: %w", prerenderedFile, err)
	}
	return pages, nil
}

// hoursKey names what of the hours the pages say: the week and the
// special days that have not ended.
func hoursKey(oh dayspa.OpeningHours, special []dayspa.SpecialDay) string {
	data, _ := json.Marshal(struct { // hours and dates: it always marshals
		Week    dayspa.OpeningHours
		Special []dayspa.SpecialDay
	}{oh, special})
	return string(data)
}

// withHours returns the site with its pages saying the weekly hours oh and
// the special days (those not ended): st itself when they say so already,
// else a copy filled anew. The copy shares st's files and renderer.
func (st *site) withHours(oh dayspa.OpeningHours, special []dayspa.SpecialDay) (*site, error) {
	if hoursKey(oh, special) == st.hoursKey {
		return st, nil
	}
	next := *st
	if err := next.setHours(oh, special); err != nil {
		return nil, err
	}
	return &next, nil
}

// setHours fills the config block, the page metadata, the structured data,
// the prerendered pages and the fixed routes' pages with the configured
// details and the hours.
func (st *site) setHours(oh dayspa.OpeningHours, special []dayspa.SpecialDay) error {
	st.hoursKey = hoursKey(oh, special)
	st.configs, st.configJSON = map[dayspa.Language]pageConfig{}, map[dayspa.Language][]byte{}
	values := map[dayspa.Language]map[string]string{}
	for _, lang := range dayspa.Languages {
		c := newPageConfig(lang, st.business, st.snapPixelID, st.cutoff, st.loc, st.slotStep, oh)
		data, err := json.Marshal(c)
		if err != nil {
			return fmt.Errorf("web app: config: %w", err)
		}
		st.configs[lang], st.configJSON[lang], values[lang] = c, data, c.placeholders()
	}
	var err error
	if st.meta, err = parsePageMeta(st.pageMeta, st.business, values); err != nil {
		return err
	}
	st.spaLD = map[dayspa.Language]map[string]any{}
	for _, l := range st.meta.langs {
		st.spaLD[l.Code] = daySpaData(l, st.business, st.base, st.absURL(st.meta.DefaultImage), oh, special)
	}
	st.prerendered = make(map[string]string, len(st.placeheld))
	for p, body := range st.placeheld {
		l, _ := st.meta.langOf(p)
		if st.prerendered[p], err = fillHTML(body, values[l.Code]); err != nil {
			return fmt.Errorf("web app: %s: %s: %w", prerenderedFile, p, err)
		}
	}
	if st.shell == nil {
		return nil // not built: pages answer 503
	}
	// One shell per language, made here (at start and when the hours
	// change), never per request.
	st.shells = map[dayspa.Language]*shell{}
	for _, l := range st.meta.langs {
		if st.shells[l.Code], err = st.shell.forLanguage(l); err != nil {
			return fmt.Errorf("web app: index.html: %w", err)
		}
	}
	st.pages = map[string]*blob{}
	for p := range st.meta.Routes {
		if st.meta.fixedRoute(p) {
			st.pages[p] = st.page(st.fixedPage(p))
		}
	}
	st.notFound = map[dayspa.Language]*blob{}
	for _, l := range st.meta.langs {
		pi := routePage("", st.meta.routeIn(l, "*"))
		pi.lang = l.Code
		st.notFound[l.Code] = st.page(pi)
	}
	return nil
}

// fixedPage is the page of the fixed route p ("/about", "/ar/about"): its
// metadata, its language and the versions of it in the other languages.
func (st *site) fixedPage(p string) pageInfo {
	pi := routePage(p, st.meta.Routes[p])
	l, _ := st.meta.langOf(p)
	pi.lang = l.Code
	pi.alternates = st.meta.fixedAlternates(p)
	return pi
}

// serverOnly reports whether a file of the build is the server's own (the
// server renderer's script), never sent to a browser.
func serverOnly(name string) bool {
	return strings.HasPrefix(name, path.Dir(ssr.ScriptPath)+"/")
}

// frontend serves everything that is not an endpoint: the app's files
// and, for any path without a file extension, the app's page with that
// route's metadata.
func (s *Server) frontend(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	switch {
	case p == "/index.html":
		http.Redirect(w, r, "/", http.StatusMovedPermanently)
	case strings.Contains(path.Base(p), "."):
		s.site.serveFile(w, r, strings.TrimPrefix(p, "/"))
	case len(p) > 1 && strings.HasSuffix(p, "/"):
		u := *r.URL
		u.Path = strings.TrimRight(p, "/")
		if u.Path == "" {
			u.Path = "/"
		}
		http.Redirect(w, r, u.RequestURI(), http.StatusMovedPermanently)
	default:
		s.servePage(w, r)
	}
}

// serveFile serves one file of the built app: Vite's hashed assets
// forever, anything else for an hour; a missing file is a 404, never the
// app's page.
func (st *site) serveFile(w http.ResponseWriter, r *http.Request, name string) {
	cache := cacheShort
	if strings.HasPrefix(name, "assets/") {
		cache = cacheImmutable
	}
	if b, ok := st.files[name]; ok {
		serveBlob(w, r, http.StatusOK, b, cache)
		return
	}
	// Dot files are not the site's; prerendered.json is in the pages already,
	// and the server renderer's script is the server's.
	if !fs.ValidPath(name) || strings.HasPrefix(path.Base(name), ".") || name == prerenderedFile || serverOnly(name) {
		http.NotFound(w, r)
		return
	}
	f, err := st.app.Open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil || info.IsDir() {
		http.NotFound(w, r)
		return
	}
	content, ok := f.(io.ReadSeeker)
	if !ok {
		body, err := io.ReadAll(f)
		if err != nil {
			http.Error(w, "cannot read file", http.StatusInternalServerError)
			return
		}
		content = bytes.NewReader(body)
	}
	w.Header().Set("Content-Type", contentType(name))
	w.Header().Set("Cache-Control", cache)
	http.ServeContent(w, r, name, info.ModTime(), content) // Range requests for the hero video
}

// serveBlob writes b with the given status, gzipped when the client
// accepts it. A 200 goes through http.ServeContent, which answers
// conditional and range requests; other statuses are written as they are.
func serveBlob(w http.ResponseWriter, r *http.Request, status int, b *blob, cache string) {
	h := w.Header()
	h.Set("Content-Type", b.ctype)
	h.Set("Cache-Control", cache)
	body, etag := b.body, b.etag
	if b.gz != nil {
		h.Add("Vary", "Accept-Encoding")
		if acceptsGzip(r) {
			h.Set("Content-Encoding", "gzip")
			body, etag = b.gz, strings.TrimSuffix(etag, `"`)+`-gz"`
		}
	}
	if status != http.StatusOK {
		h.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			_, _ = w.Write(body)
		}
		return
	}
	h.Set("ETag", etag)
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

// acceptsGzip reports whether the request's Accept-Encoding allows gzip,
// by name or by "*", with a quality above zero.
func acceptsGzip(r *http.Request) bool {
	gz, star := -1.0, -1.0
	for _, v := range r.Header.Values("Accept-Encoding") {
		for _, part := range strings.Split(v, ",") {
			coding, params, _ := strings.Cut(part, ";")
			q := 1.0
			if k, val, ok := strings.Cut(strings.TrimSpace(params), "="); ok && strings.TrimSpace(k) == "q" {
				if f, err := strconv.ParseFloat(strings.TrimSpace(val), 64); err == nil {
					q = f
				}
			}
			switch strings.ToLower(strings.TrimSpace(coding)) {
			case "gzip", "x-gzip":
				gz = q
			case "*":
				star = q
			}
		}
	}
	if gz >= 0 {
		return gz > 0
	}
	return star > 0
}

// renderedPages are the pages rendered at request time from the
// database's content (render.go), by their path in the default language;
// each serves the page at path, that language's or another's, and reports
// false, having written nothing, when it cannot.
var renderedPages = map[string]func(s *Server, w http.ResponseWriter, r *http.Request, st *site, path string) bool{
	"/":         (*Server).homePage,
	"/services": (*Server).servicesPage,
	"/blog":     (*Server).blogPage,
	"/gallery":  (*Server).galleryPage,
	"/about":    (*Server).aboutPage,
	"/booking":  (*Server).bookingPage,
	"/contact":  (*Server).footerPage,
	"/privacy":  (*Server).footerPage,
	"/terms":    (*Server).footerPage,
}

// managePageRoute is the manage page's entry in web/page-meta.json (for
// Arabic, "/ar/booking/manage/:token").
const managePageRoute = "/booking/manage/:token"

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
	if render, ok := renderedPages[neutral]; ok && (lang.isDefault() || known) && render(s, w, r, st, p) {
		return
	}
	if b, ok := st.pages[p]; ok {
		serveBlob(w, r, http.StatusOK, b, cachePage)
		return
	}
	_, manageKnown := st.meta.Routes[lang.path(managePageRoute)]
	if token, ok := strings.CutPrefix(neutral, "/booking/manage/"); ok && token != "" && !strings.Contains(token, "/") && (lang.isDefault() || manageKnown) {
		// The guest's manage page: the app reads the booking by the
		// token; the page is private, unindexed, and names no URL of
		// itself (its path is the secret; the logs show it without the
		// token: manageTokenPaths).
		h := w.Header()
		h.Set("X-Robots-Tag", "noindex, nofollow")
		h.Set("Referrer-Policy", "no-referrer")
		pi := routePage("", st.meta.routeIn(lang, managePageRoute))
		pi.lang = lang.Code
		pi.noIndex = true
		serveBlob(w, r, http.StatusOK, st.page(pi), cacheNone)
		return
	}
	slug, isPost := strings.CutPrefix(neutral, "/blog/")
	if !isPost || slug == "" || strings.Contains(slug, "/") {
		serveBlob(w, r, http.StatusNotFound, notFound, cachePage)
		return
	}
	post, moved, err := s.livePostIn(r.Context(), lang.Code, slug)
	switch {
	case moved:
		// A post's former address: search engines move its rank to the new one.
		w.Header().Set("Cache-Control", "no-store")
		http.Redirect(w, r, postPath(post, lang.Code), http.StatusMovedPermanently)
	case dayspa.ErrorCode(err) == dayspa.ENOTFOUND:
		serveBlob(w, r, http.StatusNotFound, notFound, cachePage)
	case err != nil:
		// The app still loads and shows its own error; crawlers are told
		// to come back rather than to forget the page.
		loggerFrom(r.Context()).Error("blog page", "slug", slug, "err", err)
		w.Header().Set("Retry-After", "60")
		pi := routePage(p, st.meta.routeIn(lang, "/blog/:slug"))
		pi.lang = lang.Code
		serveBlob(w, r, http.StatusServiceUnavailable, st.page(pi), cachePage)
	default:
		if s.servePostPage(w, r, st, post, lang.Code) {
			return
		}
		serveBlob(w, r, http.StatusOK, st.page(st.postPageIn(post, lang.Code)), cachePage)
	}
}
