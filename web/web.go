// Package web embeds the built React app (web/dist) and the per-route page
// metadata the server writes into the HTML it sends.
package web

import (
	"embed"
	"io/fs"
)

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

// Dist returns the built app, rooted at dist/. It holds only .gitkeep until
// `npm run build` has run; the server then answers pages with 503.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // cannot happen: "dist" is a valid embedded path
	}
	return sub
}
