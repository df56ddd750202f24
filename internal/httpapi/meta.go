package httpapi

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	xhtml "golang.org/x/net/html"

	"github.com/dayspa/dayspa"
)

// pageMetaDoc is web/page-meta.json, which the web app writes from its own
// route metadata (web/src/config/page-meta.ts), so the tags a crawler
// receives and those the app sets on client-side navigation agree.
// Routes is keyed by path; "/blog/:slug" is the fallback for a post's
// keywords and for a post the store cannot read, and "*" is the page of a
// path the app does not know.
type pageMetaDoc struct {
	SiteName     string               `json:"siteName"`
	Locale       string               `json:"locale"`
	DefaultImage string               `json:"defaultImage"`
	Routes       map[string]routeMeta `json:"routes"`
	// PreloadImages, keyed by path, is the picture a page paints first:
	// named in its HTML, it downloads while the app's code does.
	PreloadImages map[string]imagePreload `json:"preloadImages"`
}

type imagePreload struct {
	SrcSet string `json:"srcset"`
	Sizes  string `json:"sizes"`
}

type routeMeta struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Keywords    string `json:"keywords"`
	NoIndex     bool   `json:"noindex"`
}

// publicRoutes are the public screens (docs/product.md, "Routes", plus the
// privacy and terms pages): the routes a site without page-meta.json still
// knows.
var publicRoutes = []string{"/", "/about", "/services", "/gallery", "/booking", "/contact", "/blog", "/privacy", "/terms"}

// parsePageMeta reads page-meta.json and puts the configured details in
// place of its placeholders (siteconfig.go); without one every route gets
// the business name as its title.
func parsePageMeta(data []byte, biz Business, values map[string]string) (pageMetaDoc, error) {
	var doc pageMetaDoc
	if len(data) > 0 {
		if err := json.Unmarshal(data, &doc); err != nil {
			return doc, fmt.Errorf("page-meta.json: %w", err)
		}
		if err := doc.fill(values); err != nil {
			return doc, fmt.Errorf("page-meta.json: %w", err)
		}
	}
	if doc.SiteName == "" {
		doc.SiteName = biz.Name
	}
	if doc.Locale == "" {
		doc.Locale = "en_AE"
	}
	if doc.Routes == nil {
		doc.Routes = map[string]routeMeta{}
	}
	generic := fmt.Sprintf("%s: luxury day spa in %s, %s.", biz.Name, biz.District, biz.City)
	if len(data) == 0 {
		for _, p := range publicRoutes {
			doc.Routes[p] = routeMeta{Title: biz.Name, Description: generic}
		}
		doc.Routes["/admin"] = routeMeta{Title: biz.Name, Description: generic, NoIndex: true}
		doc.Routes["/admin/login"] = doc.Routes["/admin"]
	}
	if _, ok := doc.Routes["/blog/:slug"]; !ok {
		doc.Routes["/blog/:slug"] = routeMeta{Title: biz.Name, Description: generic}
	}
	if _, ok := doc.Routes["*"]; !ok {
		doc.Routes["*"] = routeMeta{Title: "404 Page Not Found | " + biz.Name, Description: generic, NoIndex: true}
	}
	return doc, nil
}

// fill puts the configured values in place of the placeholders of every
// text of the document.
func (doc *pageMetaDoc) fill(values map[string]string) error {
	var err error
	if doc.SiteName, err = fillText(doc.SiteName, values); err != nil {
		return err
	}
	for p, m := range doc.Routes {
		for _, s := range []*string{&m.Title, &m.Description, &m.Keywords} {
			if *s, err = fillText(*s, values); err != nil {
				return fmt.Errorf("%s: %w", p, err)
			}
		}
		doc.Routes[p] = m
	}
	return nil
}

// shell is index.html split where the page metadata goes, with whatever
// metadata the build put there taken out: <title>, meta description,
// keywords and robots, og:*, article:* and twitter:* tags, the canonical
// link and JSON-LD. The tags are found by what they are, wherever they
// stand; the page's own go right after the comment <!--app-head:start-->
// when index.html has one (web/index.html marks the block with
// app-head:start and app-head:end), else where the first such tag stood,
// else before </head>.
type shell struct {
	before, after []byte
}

func newShell(index []byte) (*shell, error) {
	z := xhtml.NewTokenizer(bytes.NewReader(index))
	var out bytes.Buffer
	insertAt, markerAt := -1, -1
	skipTo := ""       // the end tag closing a dropped <title> or <script>
	dropSpace := false // drop the white space after a dropped tag
	for {
		tt := z.Next()
		if tt == xhtml.ErrorToken {
			if errors.Is(z.Err(), io.EOF) {
				break
			}
			return nil, z.Err()
		}
		raw := z.Raw()
		if skipTo != "" {
			if name, _ := z.TagName(); tt == xhtml.EndTagToken && string(name) == skipTo {
				skipTo, dropSpace = "", true
			}
			continue
		}
		switch tt {
		case xhtml.TextToken:
			if dropSpace && len(bytes.TrimSpace(raw)) == 0 {
				dropSpace = false
				continue
			}
		case xhtml.StartTagToken, xhtml.SelfClosingTagToken:
			tok := z.Token()
			if managedTag(tok) {
				if insertAt < 0 {
					insertAt = out.Len()
				}
				if tt == xhtml.StartTagToken && (tok.Data == "title" || tok.Data == "script") {
					skipTo = tok.Data
				}
				dropSpace = true
				continue
			}
		case xhtml.EndTagToken:
			if name, _ := z.TagName(); string(name) == "head" && insertAt < 0 {
				insertAt = out.Len()
			}
		case xhtml.CommentToken:
			if strings.TrimSpace(string(z.Text())) == headMarker && markerAt < 0 {
				out.Write(raw)
				out.WriteByte('\n')
				markerAt, dropSpace = out.Len(), true
				continue
			}
		}
		dropSpace = false
		out.Write(raw)
	}
	if markerAt >= 0 {
		insertAt = markerAt
	}
	if insertAt < 0 {
		return nil, errors.New("no </head> to put the page metadata before")
	}
	b := out.Bytes()
	return &shell{before: b[:insertAt], after: b[insertAt:]}, nil
}

// headMarker is the comment after which the page metadata goes.
const headMarker = "app-head:start"

// managedTag reports whether the server writes this head tag per page.
func managedTag(t xhtml.Token) bool {
	attr := func(key string) string {
		for _, a := range t.Attr {
			if a.Key == key {
				return strings.ToLower(a.Val)
			}
		}
		return ""
	}
	switch t.Data {
	case "title":
		return true
	case "meta":
		name, prop := attr("name"), attr("property")
		return name == "description" || name == "keywords" || name == "robots" ||
			strings.HasPrefix(name, "twitter:") || strings.HasPrefix(prop, "og:") || strings.HasPrefix(prop, "article:")
	case "link":
		return attr("rel") == "canonical"
	case "script":
		return attr("type") == "application/ld+json" || attr("id") == configScriptID
	}
	return false
}

// configScriptID is the id of the JSON block that hands the app the
// settings only the server knows (the ad tracker's id, the business
// details as configured).
const configScriptID = "dayspa-config"

// pageInfo is what the head of one page says.
type pageInfo struct {
	path        string // canonical path; "" for the not-found page
	title       string
	description string
	keywords    string
	image       string // a site path or an absolute URL
	noIndex     bool
	article     *dayspa.Post
	// root, when set, is the page's #root rendered at request time
	// (render.go), and data the API answers it was rendered from.
	root string
	data []byte
}

func routePage(path string, m routeMeta) pageInfo {
	return pageInfo{path: path, title: m.Title, description: m.Description, keywords: m.Keywords, noIndex: m.NoIndex}
}

func (st *site) postPage(p *dayspa.Post) pageInfo {
	generic := st.meta.Routes["/blog/:slug"]
	pi := pageInfo{
		path:        "/blog/" + p.Slug,
		title:       p.Title + " | " + st.meta.SiteName,
		description: p.Excerpt,
		keywords:    strings.Join(p.Tags, ", "),
		image:       p.FeaturedImage,
		article:     p,
	}
	if pi.description == "" {
		pi.description = generic.Description
	}
	if pi.keywords == "" {
		pi.keywords = generic.Keywords
	}
	return pi
}

// absURL makes a site path absolute on the base URL; absolute URLs and ""
// are returned as they are.
func (st *site) absURL(p string) string {
	if p == "" || strings.HasPrefix(p, "http://") || strings.HasPrefix(p, "https://") {
		return p
	}
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	return st.base.String() + p
}

// page writes the HTML of one page.
func (st *site) page(pi pageInfo) *blob {
	var b bytes.Buffer
	b.Write(st.shell.before)
	tag := func(format string, args ...any) {
		for i, a := range args {
			args[i] = html.EscapeString(fmt.Sprint(a))
		}
		fmt.Fprintf(&b, format+"\n", args...)
	}
	image := st.absURL(pi.image)
	if image == "" {
		image = st.absURL(st.meta.DefaultImage)
	}
	ogType := "website"
	if pi.article != nil {
		ogType = "article"
	}

	if img, ok := st.meta.PreloadImages[pi.path]; ok && pi.path != "" {
		tag(`<link rel="preload" as="image" imagesrcset="%s" imagesizes="%s" fetchpriority="high">`, img.SrcSet, img.Sizes)
	}
	tag("<title>%s</title>", pi.title)
	tag(`<meta name="description" content="%s">`, pi.description)
	if pi.keywords != "" {
		tag(`<meta name="keywords" content="%s">`, pi.keywords)
	}
	if pi.noIndex {
		tag(`<meta name="robots" content="noindex">`)
	}
	if pi.path != "" && !pi.noIndex {
		tag(`<link rel="canonical" href="%s">`, st.absURL(pi.path))
	}
	tag(`<meta property="og:type" content="%s">`, ogType)
	tag(`<meta property="og:site_name" content="%s">`, st.meta.SiteName)
	tag(`<meta property="og:locale" content="%s">`, st.meta.Locale)
	tag(`<meta property="og:title" content="%s">`, pi.title)
	tag(`<meta property="og:description" content="%s">`, pi.description)
	if pi.path != "" {
		tag(`<meta property="og:url" content="%s">`, st.absURL(pi.path))
	}
	card := "summary"
	if image != "" {
		card = "summary_large_image"
		tag(`<meta property="og:image" content="%s">`, image)
	}
	if pi.article != nil {
		tag(`<meta property="article:published_time" content="%s">`, pi.article.CreatedAt.UTC().Format(time.RFC3339))
		if pi.article.Category != "" {
			tag(`<meta property="article:section" content="%s">`, pi.article.Category)
		}
	}
	tag(`<meta name="twitter:card" content="%s">`, card)
	tag(`<meta name="twitter:title" content="%s">`, pi.title)
	tag(`<meta name="twitter:description" content="%s">`, pi.description)
	if image != "" {
		tag(`<meta name="twitter:image" content="%s">`, image)
	}

	ld := []any{st.spaLD}
	if pi.article != nil {
		ld = append(ld, st.articleData(pi, image))
	}
	for _, v := range ld {
		writeJSONBlock(&b, `<script type="application/ld+json">`, v)
	}
	writeJSONBlock(&b, `<script type="application/json" id="`+configScriptID+`">`, st.config)
	after := st.shell.after
	if pi.root != "" {
		// The data block after the page, not in the head: a phone receives the
		// content it paints first. The app's code runs once the whole page
		// is parsed, so it finds the block.
		rendered := rootOpen + pi.root + rootClose + "\n" +
			`<script type="application/json" id="` + initialDataID + `">` + string(pi.data) + "</script>"
		after = bytes.Replace(after, []byte(emptyRoot), []byte(rendered), 1)
	} else if body, ok := st.prerendered[pi.path]; ok {
		after = bytes.Replace(after, []byte(emptyRoot), []byte(rootOpen+body+rootClose), 1)
	}
	b.Write(after)
	return newBlob(b.Bytes(), "text/html; charset=utf-8")
}

// writeJSONBlock writes v as a data block. encoding/json escapes <, > and
// &, so nothing in v can close the script element.
func writeJSONBlock(b *bytes.Buffer, open string, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		return // maps and structs of strings always marshal
	}
	b.WriteString(open)
	b.Write(data)
	b.WriteString("</script>\n")
}

// daySpaData is the schema.org DaySpa every page describes.
func daySpaData(biz Business, base *url.URL, image string) map[string]any {
	street := biz.Street
	if biz.District != "" {
		street += ", " + biz.District
	}
	v := map[string]any{
		"@context":   "https://schema.org",
		"@type":      "DaySpa",
		"@id":        base.String() + "/#spa",
		"name":       biz.Name,
		"url":        base.String() + "/",
		"telephone":  biz.Phone,
		"email":      biz.Email,
		"priceRange": biz.PriceRange,
		"address": map[string]any{
			"@type":           "PostalAddress",
			"streetAddress":   street,
			"addressLocality": biz.City,
			"addressRegion":   biz.City,
			"addressCountry":  biz.Country,
		},
		"openingHoursSpecification": []any{map[string]any{
			"@type":     "OpeningHoursSpecification",
			"dayOfWeek": []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"},
			"opens":     dayspa.FormatSlot(dayspa.OpeningMinute),
			"closes":    dayspa.FormatSlot(dayspa.ClosingMinute),
		}},
	}
	if image != "" {
		v["image"] = image
	}
	var same []string
	for _, u := range []string{biz.Facebook, biz.Instagram, biz.Twitter} {
		if u != "" {
			same = append(same, u)
		}
	}
	if len(same) > 0 {
		v["sameAs"] = same
	}
	return v
}

// articleData is the schema.org BlogPosting of a post's page.
func (st *site) articleData(pi pageInfo, image string) map[string]any {
	p := pi.article
	v := map[string]any{
		"@context":         "https://schema.org",
		"@type":            "BlogPosting",
		"headline":         p.Title,
		"description":      pi.description,
		"datePublished":    p.CreatedAt.UTC().Format(time.RFC3339),
		"mainEntityOfPage": st.absURL(pi.path),
		"author":           map[string]any{"@id": st.base.String() + "/#spa"},
		"publisher":        map[string]any{"@id": st.base.String() + "/#spa"},
	}
	if image != "" {
		v["image"] = image
	}
	if len(p.Tags) > 0 {
		v["keywords"] = strings.Join(p.Tags, ", ")
	}
	return v
}

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

// sitemap lists every public route and every blog post.
func (s *Server) sitemap(w http.ResponseWriter, r *http.Request) {
	posts, err := s.store.ListPosts(r.Context())
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
		set.URLs = append(set.URLs, sitemapURL{
			Loc:     s.site.absURL("/blog/" + url.PathEscape(p.Slug)),
			LastMod: p.CreatedAt.UTC().Format(time.DateOnly),
		})
	}
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Header().Set("Cache-Control", cacheShort)
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
