package pages

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpx"
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
// and gzipped once each, and index.html split where each page's metadata goes.
// meta, pages, notFound, config, spaLD, prerendered and configJSON say the
// opening hours too: setStored fills them.
type site struct {
	app   fs.FS
	files map[string]*appFile // compressible files by name in app ("assets/index-x1.js")
	shell *shell              // nil when the app is not built
	// shells are the pages' shells by language code: the default
	// language's is shell, another's says its lang and dir on <html>.
	shells map[dayspa.Language]*shell
	meta   pageMetaDoc
	pages  map[string]*httpx.Blob // the page of every fixed route, by path ("/about", "/ar/about")
	// notFound is the page for a path the app does not know, by language
	// code: a path under /ar gets the Arabic one.
	notFound map[dayspa.Language]*httpx.Blob
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

	// What setStored fills the pages from: the configured details, the
	// build's page-meta.json and its prerendered pages with their
	// placeholders; storedKey names what of the dashboard's settings they
	// were last filled with.
	business    dayspa.Business
	snapPixelID string
	cutoff      time.Duration // how long before the start a guest may still change a booking online
	slotStep    int           // minutes between start times
	loc         *time.Location
	pageMeta    []byte
	placeheld   map[string]string // prerendered.json as the build wrote it
	storedKey   string
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

func newSite(app fs.FS, cfg Config, base *url.URL) (*site, error) {
	st := &site{app: app, files: map[string]*appFile{}, base: base,
		business: cfg.Business, snapPixelID: cfg.SnapPixelID, cutoff: max(cfg.ChangeCutoff, 0), slotStep: cfg.SlotStep, loc: cfg.Location,
		pageMeta: cfg.PageMeta}

	// Only the names are read at start: a file is read and gzipped when it
	// is first asked for (appFile). Read and gzipped at start, the app's
	// 3.8 MB of text files held 3.4 MB of a new server's heap and a
	// quarter of its time to ready (2026-12-02: 464 ms, now 336), for files
	// many instances never send: the dashboard's code to a server of
	// guests, the other language's catalogs.
	err := fs.WalkDir(app, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible(name) || name == "index.html" || name == prerenderedFile || serverOnly(name) {
			return err
		}
		st.files[name] = &appFile{}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("web app: %w", err)
	}

	index, err := fs.ReadFile(app, "index.html")
	if errors.Is(err, fs.ErrNotExist) {
		// Not built: pages answer 503; the sitemap still lists the routes.
		if err := st.setStored(defaultStored()); err != nil {
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
	if st.renderer, err = newPageRenderer(app, logger, cfg.RenderTimeout, cfg.Renderers, cfg.RendererIdle, cfg.RenderersHeld); err != nil {
		return nil, fmt.Errorf("web app: %w", err)
	}
	if st.placeheld, err = readPrerendered(app); err != nil {
		return nil, fmt.Errorf("web app: %w", err)
	}
	if len(st.placeheld) > 0 && !bytes.Contains(st.shell.after, []byte(emptyRoot)) {
		return nil, fmt.Errorf("web app: index.html has no %s for the prerendered pages", emptyRoot)
	}
	// Filled with the default hours and months until liveSite reads the stored ones.
	if err := st.setStored(defaultStored()); err != nil {
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

// stored is what the pages say of the settings kept in the dashboard: the
// weekly hours, the special days that have not ended, and the retention
// months the privacy policy states.
type stored struct {
	hours     dayspa.OpeningHours
	special   []dayspa.SpecialDay
	retention dayspa.RetentionSettings
}

// defaultStored is what a spa says before its manager changes anything.
func defaultStored() stored {
	return stored{hours: dayspa.DefaultOpeningHours(), retention: dayspa.DefaultRetention}
}

// key names what the pages say of s.
func (s stored) key() string {
	data, _ := json.Marshal(struct { // hours, dates and numbers: it always marshals
		Week      dayspa.OpeningHours
		Special   []dayspa.SpecialDay
		Retention dayspa.RetentionSettings
	}{s.hours, s.special, s.retention})
	return string(data)
}

// withStored returns the site with its pages saying s: st itself when they
// say so already, else a copy filled anew. The copy shares st's files and
// renderer.
func (st *site) withStored(s stored) (*site, error) {
	if s.key() == st.storedKey {
		return st, nil
	}
	next := *st
	if err := next.setStored(s); err != nil {
		return nil, err
	}
	return &next, nil
}

// setStored fills the config block, the page metadata, the structured data,
// the prerendered pages and the fixed routes' pages with the configured
// details and the stored settings s.
func (st *site) setStored(s stored) error {
	st.storedKey = s.key()
	oh, special := s.hours, s.special
	st.configs, st.configJSON = map[dayspa.Language]pageConfig{}, map[dayspa.Language][]byte{}
	values := map[dayspa.Language]map[string]string{}
	for _, lang := range dayspa.Languages {
		c := newPageConfig(lang, st.business, st.snapPixelID, st.cutoff, st.loc, st.slotStep, oh, s.retention)
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
	st.pages = map[string]*httpx.Blob{}
	for p := range st.meta.Routes {
		if st.meta.fixedRoute(p) {
			st.pages[p] = st.page(st.fixedPage(p))
		}
	}
	st.notFound = map[dayspa.Language]*httpx.Blob{}
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
