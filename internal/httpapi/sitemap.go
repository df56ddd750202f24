package httpapi

import (
	"encoding/xml"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
)

// indexedRoutes returns the fixed routes search engines may index, home
// first, then by path.
func (st *site) indexedRoutes() []string {
	var out []string
	for p, m := range st.meta.Routes {
		if strings.HasPrefix(p, "/") && !strings.Contains(p, ":") && !m.NoIndex && !strings.HasPrefix(p, "/admin") {
			out = append(out, p)
		}
	}
	slices.Sort(out) // "/" sorts first
	return out
}

type urlset struct {
	XMLName xml.Name     `xml:"urlset"`
	XMLNS   string       `xml:"xmlns,attr"`
	URLs    []sitemapURL `xml:"url"`
}

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

// sitemap lists every public route and every live blog post, with when
// it last changed (a post edited after it went live, or its publish time),
// each post's Arabic version (/ar/blog/{slug}) after it.
func (s *Server) sitemap(w http.ResponseWriter, r *http.Request) {
	posts, _, err := s.livePosts(r.Context())
	if err != nil {
		loggerFrom(r.Context()).Error("sitemap", "err", err)
		http.Error(w, "sitemap unavailable", http.StatusServiceUnavailable)
		return
	}
	set := urlset{XMLNS: "http://www.sitemaps.org/schemas/sitemap/0.9"}
	for _, p := range s.site.indexedRoutes() {
		set.URLs = append(set.URLs, sitemapURL{Loc: s.site.absURL(p)})
	}
	for _, p := range posts {
		lastMod := p.Modified().UTC().Format(time.RFC3339)
		set.URLs = append(set.URLs, sitemapURL{Loc: s.site.absURL(postPath(&p, dayspa.English)), LastMod: lastMod})
		if p.Arabic != nil {
			set.URLs = append(set.URLs, sitemapURL{Loc: s.site.absURL(postPath(&p, dayspa.Arabic)), LastMod: lastMod})
		}
	}
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	// Asked again each time: a scheduled post joins the sitemap on its minute.
	w.Header().Set("Cache-Control", cachePage)
	_, _ = io.WriteString(w, xml.Header)
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(set); err != nil {
		loggerFrom(r.Context()).Debug("write sitemap", "err", err)
	}
}

// robots lets crawlers in everywhere but the dashboard and the API.
func (s *Server) robots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", cacheShort)
	fmt.Fprintf(w, "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: %s\n", s.site.absURL("/sitemap.xml"))
}
