// Package web embeds the built React app (web/dist) and the per-route page
// metadata the server writes into the HTML it sends.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist returns the built app, rooted at dist/. It holds only .gitkeep until
// `npm run build` has run; the server then answers pages with 503.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // cannot happen: "dist" is a valid embedded path
	}
	return sub
}
