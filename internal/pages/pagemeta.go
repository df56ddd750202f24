package pages

import (
	"encoding/json"
	"fmt"

	"github.com/dayspa/dayspa"
)

// pageMetaDoc is web/page-meta.json, which the web app writes from its own
// route metadata (web/src/config/page-meta.ts), so the tags a crawler
// receives and those the app sets on client-side navigation agree.
// Routes is keyed by path; "/blog/:slug" is the fallback for a post's
// keywords and for a post the store cannot read, and "*" is the page of a
// path the app does not know. Another language's routes are keyed by
// their path under its prefix: "/ar/about", "/ar/blog/:slug", "/ar/*".
type pageMetaDoc struct {
	SiteName     string               `json:"siteName"`
	Locale       string               `json:"locale"`
	DefaultImage string               `json:"defaultImage"`
	Routes       map[string]routeMeta `json:"routes"`
	// PreloadImages, keyed by path, is the picture a page paints first:
	// named in its HTML, it downloads while the app's code does.
	PreloadImages map[string]imagePreload `json:"preloadImages"`
	// Languages are the site's languages by code (lang.go): English and,
	// once the build has them, Arabic under /ar, whose routes are keyed by
	// their full path ("/ar/about", "/ar/*"). A build without it has
	// English only.
	Languages map[string]langMeta `json:"languages"`
	// langs are Languages checked, the default first (siteLanguages).
	langs []langMeta
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
var publicRoutes = []string{"/", "/about", "/services", "/gallery", "/booking", "/contact", "/gift-cards", "/packages", "/blog", "/privacy", "/terms"}

// parsePageMeta reads page-meta.json and puts the configured details in
// place of its placeholders (siteconfig.go); without one every route gets
// the business name as its title.
func parsePageMeta(data []byte, biz dayspa.Business, values map[dayspa.Language]map[string]string) (pageMetaDoc, error) {
	var doc pageMetaDoc
	if len(data) > 0 {
		if err := json.Unmarshal(data, &doc); err != nil {
			return doc, fmt.Errorf("page-meta.json: %w", err)
		}
	}
	if doc.Locale == "" {
		doc.Locale = "en_AE"
	}
	var err error
	if doc.langs, err = siteLanguages(doc.Languages, doc.Locale); err != nil {
		return doc, fmt.Errorf("page-meta.json: %w", err)
	}
	if err := doc.fill(values); err != nil {
		return doc, fmt.Errorf("page-meta.json: %w", err)
	}
	if doc.SiteName == "" {
		doc.SiteName = biz.Name
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
func (doc *pageMetaDoc) fill(values map[dayspa.Language]map[string]string) error {
	var err error
	if doc.SiteName, err = fillText(doc.SiteName, values[dayspa.English]); err != nil {
		return err
	}
	for p, m := range doc.Routes {
		l, _ := doc.langOf(p)
		for _, s := range []*string{&m.Title, &m.Description, &m.Keywords} {
			if *s, err = fillText(*s, values[l.Code]); err != nil {
				return fmt.Errorf("%s: %w", p, err)
			}
		}
		doc.Routes[p] = m
	}
	return nil
}
