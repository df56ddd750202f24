// Package server puts the site together: the JSON API (internal/httpapi)
// with the pages (internal/pages) behind it, as one http.Handler. Neither
// package imports the other: the pages read the API's answers through
// pages.Answers, which the API's Server gives, and the API tells the pages
// of its changes through httpapi.Pages.
//
// The routes are the API's table (internal/httpapi, routes.go: every
// path under /api/, /healthz, /readyz and the pictures) and then the
// pages' (internal/pages, pages.go: the sitemap, robots.txt, the feeds,
// and every other GET the web app's file or page).
package server

import (
	"io/fs"
	"time"

	"github.com/dayspa/dayspa/internal/httpapi"
	"github.com/dayspa/dayspa/internal/pages"
)

// Options are the pages' settings that the API's configuration does not
// carry.
type Options struct {
	// RendererIdle is pages.Config.RendererIdle: how long a page
	// renderer's runtime may sit idle before it is dropped; zero keeps it.
	RendererIdle time.Duration
}

// New builds the site's handler over store from cfg and opts, the pages
// from app, the built web app (web/dist); app may lack index.html, in
// which case pages answer 503.
func New(cfg httpapi.Config, store httpapi.Store, app fs.FS, opts Options) (*httpapi.Server, error) {
	return httpapi.New(cfg, store, func(api *httpapi.Server) (httpapi.Pages, error) {
		return pages.New(PagesConfig(cfg, opts), store, app, api)
	})
}

// PagesConfig is what the pages need of the site's configuration.
func PagesConfig(cfg httpapi.Config, opts Options) pages.Config {
	return pages.Config{
		BaseURL:       cfg.BaseURL,
		Location:      cfg.Location,
		Now:           cfg.Now,
		SlotStep:      cfg.SlotStep,
		SnapPixelID:   cfg.SnapPixelID,
		Business:      cfg.Business,
		PageMeta:      cfg.PageMeta,
		Logger:        cfg.Logger,
		RenderTimeout: cfg.RenderTimeout,
		Renderers:     cfg.Renderers,
		RenderersHeld: cfg.Metrics.RenderersHeld,
		RendererIdle:  opts.RendererIdle,
		ChangeCutoff:  cfg.ChangeCutoff,
	}
}
