package pages

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpx"
)

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
	// rating, when set, is the shown reviews' rating the DaySpa data claims.
	rating *dayspa.Rating
	// lang is the page's language ("" is English, the default).
	lang dayspa.Language
	// alternates are the page's versions in every language it exists in
	// (pageMetaDoc.alternatesOf), for its hreflang links and
	// og:locale:alternate; none on a page not indexed.
	alternates []alternate
}

func routePage(path string, m routeMeta) pageInfo {
	return pageInfo{path: path, title: m.Title, description: m.Description, keywords: m.Keywords, noIndex: m.NoIndex}
}

// postPageIn is the page of the post's version in lang (which it has):
// that version's words, the post's picture and tags, its address
// (postPath), the generic metadata of lang's "/blog/:slug", and, for a
// post in both languages, both versions for hreflang (postAlternates,
// bloglang.go).
func (st *site) postPageIn(post *dayspa.Post, lang dayspa.Language) pageInfo {
	l := st.meta.language(lang)
	generic := st.meta.routeIn(l, "/blog/:slug")
	v, _ := post.In(l.Code)
	p := &v
	pi := pageInfo{
		lang:        l.Code,
		path:        postPath(post, l.Code),
		title:       p.Title + " | " + st.siteNameIn(l.Code),
		description: p.SEODescription,
		keywords:    strings.Join(p.Tags, ", "),
		image:       p.Image(),
		article:     p,
		alternates:  st.postAlternates(post),
	}
	if p.SEOTitle != "" {
		pi.title = p.SEOTitle
	}
	if pi.description == "" {
		pi.description = p.Excerpt
	}
	if pi.description == "" {
		pi.description = generic.Description
	}
	if pi.keywords == "" {
		pi.keywords = generic.Keywords
	}
	return pi
}

// siteNameIn is the site's name on the pages in lang: the build's for the
// default language, the spa's name as lang writes it for another (an
// Arabic page names the spa by DAYSPA_BUSINESS_NAME_AR, never in English).
func (st *site) siteNameIn(lang dayspa.Language) string {
	if st.meta.language(lang).isDefault() {
		return st.meta.SiteName
	}
	return st.businessNameIn(lang)
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
func (st *site) page(pi pageInfo) *httpx.Blob {
	lang := st.meta.language(pi.lang)
	sh := st.shells[lang.Code]
	var b bytes.Buffer
	b.Write(sh.before)
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
		// The page in every language it exists in, itself included, and
		// the default language's as x-default.
		for _, a := range pi.alternates {
			tag(`<link rel="alternate" hreflang="%s" href="%s">`, a.hreflang, st.absURL(a.path))
		}
	}
	// Every page names the blog's feed, so a reader on any page finds it.
	tag(`<link rel="alternate" type="application/atom+xml" title="%s" href="%s">`, feedTitleIn(st.businessNameIn(lang.Code), lang.Code), st.absURL(feedPathIn(lang.Code)))
	tag(`<meta property="og:type" content="%s">`, ogType)
	tag(`<meta property="og:site_name" content="%s">`, st.siteNameIn(lang.Code))
	tag(`<meta property="og:locale" content="%s">`, lang.OGLocale)
	if !pi.noIndex {
		for _, a := range pi.alternates {
			if other := dayspa.Language(a.hreflang); other != lang.Code && a.hreflang != xDefault {
				tag(`<meta property="og:locale:alternate" content="%s">`, st.meta.language(other).OGLocale)
			}
		}
	}
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
		tag(`<meta property="article:published_time" content="%s">`, pi.article.Date().UTC().Format(time.RFC3339))
		tag(`<meta property="article:modified_time" content="%s">`, pi.article.UpdatedAt.UTC().Format(time.RFC3339))
		if section := pi.article.CategoryIn(pi.lang); section != "" {
			tag(`<meta property="article:section" content="%s">`, section)
		}
	}
	tag(`<meta name="twitter:card" content="%s">`, card)
	tag(`<meta name="twitter:title" content="%s">`, pi.title)
	tag(`<meta name="twitter:description" content="%s">`, pi.description)
	if image != "" {
		tag(`<meta name="twitter:image" content="%s">`, image)
	}

	ld := []any{withRating(st.spaLD[lang.Code], pi.rating)}
	if pi.article != nil {
		ld = append(ld, st.articleData(pi, image))
	}
	for _, v := range ld {
		writeJSONBlock(&b, `<script type="application/ld+json">`, v)
	}
	writeJSONBlock(&b, `<script type="application/json" id="`+configScriptID+`">`, st.configs[lang.Code])
	after := sh.after
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
	return httpx.NewBlob(b.Bytes(), "text/html; charset=utf-8")
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
