package pages

import (
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpx"
)

// The site's languages (issue 19): English at the paths it always had,
// Arabic at the same paths under /ar (/ar, /ar/about, /ar/blog/{slug}).
// web/page-meta.json says which languages the build has ("languages":
// prefix, og:locale, writing direction) and keys each language's routes by
// their full path ("/ar/about", "/ar/*" for its not-found page). A build
// without "languages" has English only, and a path under /ar is then a
// path like any other the app does not know.
//
// A page is served in the language its path names, never in one the
// request asks for: Accept-Language is not read, so crawlers and shared
// links get what the URL says. The one exception is the visitor's own
// choice: a request for exactly / carrying the dayspa_lang cookie the
// app's language switch sets is sent to that language's home
// (rememberedLanguage; docs/product.md, "Languages").

// langMeta is one language of the site as page-meta.json's "languages"
// names it.
type langMeta struct {
	Code dayspa.Language `json:"-"` // hreflang and inLanguage
	// Prefix is what its paths start with: "" for English, the default;
	// "/ar" for Arabic.
	Prefix   string `json:"prefix"`
	OGLocale string `json:"ogLocale"` // en_AE, ar_AE
	Dir      string `json:"dir"`      // ltr or rtl
}

// xDefault is the hreflang of the version for a visitor whose language
// the site does not have: the default language's.
const xDefault = "x-default"

// langCookie is the cookie the app's language switch sets (Path=/,
// SameSite=Lax, a year): "en" or "ar".
const langCookie = "dayspa_lang"

var langPrefixPattern = regexp.MustCompile(`^/[a-z]{2,3}(-[a-z0-9]{2,8})*$`)

// siteLanguages checks page-meta.json's languages and returns them,
// English (the default, prefix "") first and the others by code. Without
// any, the site has English only, its og:locale the document's locale.
func siteLanguages(byCode map[string]langMeta, locale string) ([]langMeta, error) {
	if len(byCode) == 0 {
		return []langMeta{{Code: dayspa.English, OGLocale: locale, Dir: "ltr"}}, nil
	}
	if _, ok := byCode[string(dayspa.English)]; !ok {
		return nil, fmt.Errorf("languages: no %s, the default", dayspa.English)
	}
	var out []langMeta
	byPrefix := map[string]dayspa.Language{}
	for code, l := range byCode {
		l.Code = dayspa.Language(code)
		if !l.Code.Valid() {
			return nil, fmt.Errorf("languages: %q is not one of the site's languages", code)
		}
		switch {
		case l.Code == dayspa.English:
			if l.Prefix != "" {
				return nil, fmt.Errorf("languages: %s: prefix %q: the default language's is \"\"", code, l.Prefix)
			}
			if l.OGLocale == "" {
				l.OGLocale = locale
			}
		case !langPrefixPattern.MatchString(l.Prefix):
			return nil, fmt.Errorf("languages: %s: prefix %q: want a path segment such as \"/ar\"", code, l.Prefix)
		case l.OGLocale == "":
			return nil, fmt.Errorf("languages: %s: no ogLocale", code)
		}
		switch l.Dir {
		case "":
			l.Dir = "ltr"
		case "ltr", "rtl":
		default:
			return nil, fmt.Errorf("languages: %s: dir %q: want ltr or rtl", code, l.Dir)
		}
		if other, ok := byPrefix[l.Prefix]; ok {
			return nil, fmt.Errorf("languages: %s and %s have the same prefix %q", other, l.Code, l.Prefix)
		}
		byPrefix[l.Prefix] = l.Code
		out = append(out, l)
	}
	slices.SortFunc(out, func(a, b langMeta) int {
		switch {
		case a.isDefault():
			return -1
		case b.isDefault():
			return 1
		}
		return strings.Compare(string(a.Code), string(b.Code))
	})
	return out, nil
}

// isDefault reports whether l is the language of the paths without prefix.
func (l langMeta) isDefault() bool { return l.Prefix == "" }

// path is the path of the page at neutral (a path of the default
// language: "/", "/about", "/blog/:slug", "*") in l: "/ar", "/ar/about",
// "/ar/blog/:slug", "/ar/*".
func (l langMeta) path(neutral string) string {
	switch {
	case l.isDefault():
		return neutral
	case neutral == "/":
		return l.Prefix
	case neutral == "*":
		return l.Prefix + "/*"
	}
	return l.Prefix + neutral
}

// multilingual reports whether the site has more than one language: only
// then do pages name their other versions.
func (doc *pageMetaDoc) multilingual() bool { return len(doc.langs) > 1 }

// defaultLanguage is the language of the paths without prefix.
func (doc *pageMetaDoc) defaultLanguage() langMeta {
	if len(doc.langs) == 0 {
		return langMeta{Code: dayspa.English, OGLocale: doc.Locale, Dir: "ltr"}
	}
	return doc.langs[0]
}

// otherLanguages are the languages under a prefix.
func (doc *pageMetaDoc) otherLanguages() []langMeta {
	if len(doc.langs) == 0 {
		return nil
	}
	return doc.langs[1:]
}

// language returns the language of code ("" is English), or the default
// one when the site does not have it.
func (doc *pageMetaDoc) language(code dayspa.Language) langMeta {
	for _, l := range doc.langs {
		if l.Code == code {
			return l
		}
	}
	return doc.defaultLanguage()
}

// langOf returns the language of the path p and p as the default
// language's path: "/ar/about" is Arabic's "/about", "/ar" Arabic's "/".
// A path under no other language's prefix is the default language's.
func (doc *pageMetaDoc) langOf(p string) (langMeta, string) {
	for _, l := range doc.otherLanguages() {
		if p == l.Prefix {
			return l, "/"
		}
		if rest, ok := strings.CutPrefix(p, l.Prefix+"/"); ok {
			return l, "/" + rest
		}
	}
	return doc.defaultLanguage(), p
}

// alternate is one version of a page for hreflang: its language code
// (en, ar, or x-default for the page a reader of any other language gets)
// and its path.
type alternate struct {
	hreflang, path string
}

// alternatesOf are the versions of one page, given its path in each
// language that has it: one per language, in the site's order, then
// x-default (the default language's), or none unless at least two
// languages have it. The head's hreflang links and og:locale:alternate
// and the sitemap's xhtml:link come from them.
//
// A fixed route's are worked out from the route table (fixedAlternates);
// a blog post's are the blog's to give: a post in English and Arabic
// passes both of its paths, {en: "/blog/x", ar: "/ar/blog/y"}, for its
// page (pageInfo.alternates) and its sitemap entries (sitemapURL).
func (doc *pageMetaDoc) alternatesOf(paths map[dayspa.Language]string) []alternate {
	if !doc.multilingual() {
		return nil
	}
	var out []alternate
	for _, l := range doc.langs {
		if p, ok := paths[l.Code]; ok {
			out = append(out, alternate{hreflang: string(l.Code), path: p})
		}
	}
	if len(out) < 2 {
		return nil
	}
	if p, ok := paths[doc.defaultLanguage().Code]; ok {
		out = append(out, alternate{hreflang: xDefault, path: p})
	}
	return out
}

// fixedAlternates are the versions of the fixed route p in every language
// whose route table has it indexable; none for a page not indexed.
func (doc *pageMetaDoc) fixedAlternates(p string) []alternate {
	if !doc.multilingual() || !doc.indexable(p) {
		return nil
	}
	_, neutral := doc.langOf(p)
	paths := map[dayspa.Language]string{}
	for _, l := range doc.langs {
		if lp := l.path(neutral); doc.indexable(lp) {
			paths[l.Code] = lp
		}
	}
	return doc.alternatesOf(paths)
}

// indexable reports whether p is a fixed route of a language of the site
// that search engines may index.
func (doc *pageMetaDoc) indexable(p string) bool {
	m, ok := doc.Routes[p]
	return ok && !m.NoIndex && doc.fixedRoute(p)
}

// fixedRoute reports whether the route table's key p is a page of its own
// at that very path: not a pattern ("/blog/:slug", "*", "/ar/*"), and not
// the dashboard under another language's prefix (the dashboard is
// English only: /ar/admin is not a page).
func (doc *pageMetaDoc) fixedRoute(p string) bool {
	if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, ":*") {
		return false
	}
	l, neutral := doc.langOf(p)
	return l.isDefault() || !isAdminPath(neutral)
}

func isAdminPath(p string) bool { return p == "/admin" || strings.HasPrefix(p, "/admin/") }

// routeIn is the metadata of the route neutral ("*", "/blog/:slug",
// "/booking/manage/:token") in l: its own key's ("/ar/*"), or the default
// language's when the build has none for l.
func (doc *pageMetaDoc) routeIn(l langMeta, neutral string) routeMeta {
	if m, ok := doc.Routes[l.path(neutral)]; ok {
		return m
	}
	return doc.Routes[neutral]
}

// rememberedLanguage is the language the visitor chose with the app's
// language switch (the dayspa_lang cookie), when it is one of the site's
// other languages and its home page exists: a request for / is sent
// there. Nothing else is redirected by the cookie, and nothing by
// Accept-Language.
func (st *site) rememberedLanguage(r *http.Request) (langMeta, bool) {
	c, err := r.Cookie(langCookie)
	if err != nil {
		return langMeta{}, false
	}
	for _, l := range st.meta.otherLanguages() {
		if c.Value == string(l.Code) {
			_, ok := st.meta.Routes[l.path("/")]
			return l, ok
		}
	}
	return langMeta{}, false
}

// notFoundPage is the page of a path that leads nowhere, in lang: a path
// under /ar gets the Arabic one ("/ar/*" in page-meta.json).
func (st *site) notFoundPage(lang dayspa.Language) *httpx.Blob {
	return st.notFound[st.meta.language(lang).Code]
}
