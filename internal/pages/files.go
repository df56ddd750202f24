package pages

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"sync"

	"github.com/dayspa/dayspa/internal/httpx"
)

// compressible reports whether a file of that name is worth gzipping:
// text, not images, fonts or video, which are compressed already.
func compressible(name string) bool {
	switch path.Ext(name) {
	case ".js", ".mjs", ".css", ".html", ".svg", ".json", ".webmanifest", ".xml", ".txt", ".map", ".ico", ".wasm":
		return true
	}
	return false
}

// appFile is a compressible file of the built app, read and gzipped (at
// the best level) by the first request for it and kept for every later
// one: a burst of first requests waits for the one reading.
type appFile struct {
	once sync.Once
	b    *httpx.Blob
	err  error
}

func (f *appFile) blob(app fs.FS, name string) (*httpx.Blob, error) {
	f.once.Do(func() {
		body, err := fs.ReadFile(app, name)
		if err != nil {
			f.err = fmt.Errorf("web app: %w", err)
			return
		}
		f.b = httpx.NewBlob(body, contentType(name))
	})
	return f.b, f.err
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
	if f, ok := st.files[name]; ok {
		b, err := f.blob(st.app, name)
		if err != nil {
			http.Error(w, "cannot read file", http.StatusInternalServerError)
			return
		}
		httpx.ServeBlob(w, r, http.StatusOK, b, cache)
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
