package pages

import (
	"encoding/xml"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
)

// indexedRoutes returns the fixed routes search engines may index: each
// language's in the site's order (English first), home first, then by
// path.
func (st *site) indexedRoutes() []string {
	var out []string
	for _, l := range st.meta.langs {
		var routes []string
		for p := range st.meta.Routes {
			if pl, neutral := st.meta.langOf(p); pl.Code == l.Code && st.meta.indexable(p) && !strings.HasPrefix(neutral, "/admin") {
				routes = append(routes, p)
			}
		}
		slices.Sort(routes) // "/" sorts first, and "/ar" before "/ar/…"
		out = append(out, routes...)
	}
	return out
}

// xhtmlNS is the namespace of the sitemap's xhtml:link alternates.
const xhtmlNS = "http://www.w3.org/1999/xhtml"

type urlset struct {
	XMLName xml.Name `xml:"urlset"`
	XMLNS   string   `xml:"xmlns,attr"`
	// XHTML declares the xhtml prefix of the alternates: only a site with
	// more than one language has it.
	XHTML string       `xml:"xmlns:xhtml,attr,omitempty"`
	URLs  []sitemapURL `xml:"url"`
}

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
	// Alternates are the page in every language, itself included, and
	// x-default, as Google reads a multilingual sitemap.
	Alternates []sitemapLink `xml:"xhtml:link"`
}

type sitemapLink struct {
	Rel      string `xml:"rel,attr"`
	Hreflang string `xml:"hreflang,attr"`
	Href     string `xml:"href,attr"`
}

// sitemapURL is the sitemap's entry of the page at path, changed at
// lastMod ("" for none), with its versions in every language (alternates,
// pageMetaDoc.alternatesOf).
func (st *site) sitemapURL(path, lastMod string, alternates []alternate) sitemapURL {
	u := sitemapURL{Loc: st.absURL(path), LastMod: lastMod}
	for _, a := range alternates {
		u.Alternates = append(u.Alternates, sitemapLink{Rel: "alternate", Hreflang: a.hreflang, Href: st.absURL(a.path)})
	}
	return u
}

// sitemap lists every public route in every language and every live blog
// post (sitemapPosts), a page that exists in more than one language with
// its alternates.
func (s *Server) sitemap(w http.ResponseWriter, r *http.Request) {
	posts, err := s.sitemapPosts(r.Context())
	if err != nil {
		loggerFrom(r.Context()).Error("sitemap", "err", err)
		http.Error(w, "sitemap unavailable", http.StatusServiceUnavailable)
		return
	}
	set := urlset{XMLNS: "http://www.sitemaps.org/schemas/sitemap/0.9"}
	if s.site.meta.multilingual() {
		set.XHTML = xhtmlNS
	}
	for _, p := range s.site.indexedRoutes() {
		set.URLs = append(set.URLs, s.site.sitemapURL(p, "", s.site.meta.fixedAlternates(p)))
	}
	set.URLs = append(set.URLs, posts...)
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
