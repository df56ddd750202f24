// Package web embeds the built React app (web/dist) and the per-route page
// metadata the server writes into the HTML it sends.
package web

import (
	"embed"
	"io/fs"
)

// dist is the app as `npm run build` (make build) writes it. It is not in
// git, so a fresh clone builds the app before any Go build that includes
// this package: the Makefile's targets do; a bare `go build` stops with
// "pattern all:dist: no matching files found".
//
//go:embed all:dist
var dist embed.FS

// pageMeta is the title, description and keywords of every route, written
// from src/config/page-meta.ts (npm run meta:write; a web test keeps the
// two in step).
//
//go:embed page-meta.json
var pageMeta []byte

// PageMeta returns web/page-meta.json for the server to write each
// route's metadata into the HTML it sends.
func PageMeta() []byte { return pageMeta }

// Dist returns the built app, rooted at dist/. A build without index.html
// is served with 503 for every page.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // cannot happen: "dist" is a valid embedded path
	}
	return sub
}
