package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/dayspa/dayspa"
)

// The Arabic version of the blog's posts (issue 19): GET /api/blog?lang=ar
// lists the live posts that have one, in Arabic; GET
// /api/blog/{slug}?lang=ar reads one by its Arabic slug; /ar/blog/{slug}
// is its page, rendered as an English article's is; an article in both
// languages names the other version (hreflang); the sitemap lists the
// Arabic articles and /ar/blog/feed.xml carries them.
//
// The Arabic page frame (the /ar pages' routing, their <html lang dir>,
// their metadata from page-meta.json and their not-found page) is another
// piece of work; until it is here, the hooks below (pageLangDir,
// pageLocale, notFoundPage) say what an Arabic page needs of the shell,
// and it can take them over.

// langQuery reads the lang parameter: absent, "" or "en" is English, "ar"
// Arabic; anything else is a field error on lang.
func langQuery(q url.Values, f dayspa.FieldErrors) dayspa.Language {
	lang, ok := dayspa.ParseLanguage(q.Get("lang"))
	if !ok {
		f.Add("lang", dayspa.MsgLanguage)
	}
	return lang
}

// postsCache is the cached public blog list in lang (cache.go).
func (s *Server) postsCache(lang dayspa.Language) *cachedList {
	if lang == dayspa.Arabic {
		return s.postsAr
	}
	return s.posts
}

// postsIn is GET /api/blog?lang='s answer as it would be sent now, for the
// pages rendered with it (the Arabic blog list's data block is keyed
// /api/blog?lang=ar).
func (s *Server) postsIn(ctx context.Context, lang dayspa.Language) (json.RawMessage, error) {
	list, err := s.postsCache(lang).get(ctx)
	if err != nil {
		return nil, err
	}
	return json.RawMessage(list.body), nil
}

// invalidatePosts drops the copies of the blog list in every language: a
// post's change may change both.
func (s *Server) invalidatePosts() {
	s.posts.invalidate()
	s.postsAr.invalidate()
}

// postAPIPath is the API path of the post's version in lang, as the
// article pages' data blocks key it: /api/blog/{slug}, or
// /api/blog/{Arabic slug}?lang=ar (the slug percent-encoded).
func postAPIPath(p *dayspa.Post, lang dayspa.Language) string {
	path := "/api/blog/" + url.PathEscape(p.SlugIn(lang))
	if lang == dayspa.Arabic {
		path += "?lang=ar"
	}
	return path
}

// postPath is the address of the post's page in lang: /blog/{slug} or
// /ar/blog/{Arabic slug}, the slug percent-encoded.
func postPath(p *dayspa.Post, lang dayspa.Language) string {
	if lang == dayspa.Arabic {
		return arabicBlogPrefix + url.PathEscape(p.SlugIn(lang))
	}
	return "/blog/" + url.PathEscape(p.Slug)
}

// arabicBlogPrefix starts the address of every Arabic article.
const arabicBlogPrefix = "/ar/blog/"

// arabicPostSlug is the slug of an Arabic article's address
// (/ar/blog/{slug}), false for any other path.
func arabicPostSlug(path string) (string, bool) {
	slug, ok := strings.CutPrefix(path, arabicBlogPrefix)
	return slug, ok && slug != "" && !strings.Contains(slug, "/")
}

// arabicPostPage serves /ar/blog/{slug}, the Arabic version of a post, as
// /blog/{slug} is served: rendered at request time with the version as GET
// /api/blog/{slug}?lang=ar answers it; a former Arabic slug answers 301 to
// the current one; a post without an Arabic version, a draft or a
// scheduled post is not found.
func (s *Server) arabicPostPage(w http.ResponseWriter, r *http.Request, st *site, slug string) {
	p, moved, err := s.livePostIn(r.Context(), dayspa.Arabic, slug)
	switch {
	case moved:
		w.Header().Set("Cache-Control", "no-store")
		http.Redirect(w, r, postPath(p, dayspa.Arabic), http.StatusMovedPermanently)
	case dayspa.ErrorCode(err) == dayspa.ENOTFOUND:
		serveBlob(w, r, http.StatusNotFound, st.notFoundPage(dayspa.Arabic), cachePage)
	case err != nil:
		loggerFrom(r.Context()).Error("Arabic blog page", "slug", slug, "err", err)
		w.Header().Set("Retry-After", "60")
		pi := routePage(r.URL.EscapedPath(), st.postRouteMeta(dayspa.Arabic))
		pi.lang = dayspa.Arabic
		serveBlob(w, r, http.StatusServiceUnavailable, st.page(pi), cachePage)
	default:
		if s.servePostPage(w, r, st, p, dayspa.Arabic) {
			return
		}
		serveBlob(w, r, http.StatusOK, st.page(st.postPageIn(p, dayspa.Arabic)), cachePage)
	}
}

// alternate is one version of a page for hreflang: its language code
// (en, ar, or x-default for the page a reader of any other language gets)
// and its path.
type alternate struct {
	hreflang, path string
}

// postAlternates are the versions of a post's page, English first (also
// the x-default), when it has both; none when it is only in English.
func postAlternates(p *dayspa.Post) []alternate {
	if p.Arabic == nil {
		return nil
	}
	en := postPath(p, dayspa.English)
	return []alternate{
		{string(dayspa.English), en},
		{string(dayspa.Arabic), postPath(p, dayspa.Arabic)},
		{"x-default", en},
	}
}

// postRouteMeta is page-meta.json's entry for an article in lang, the
// fallback of a post's keywords and description: "/ar/blog/:slug" when
// the build has it, else the English one.
func (st *site) postRouteMeta(lang dayspa.Language) routeMeta {
	if lang == dayspa.Arabic {
		if m, ok := st.meta.Routes["/ar/blog/:slug"]; ok {
			return m
		}
	}
	return st.meta.Routes["/blog/:slug"]
}

// htmlStartTag is the shell's <html> start tag.
var htmlStartTag = regexp.MustCompile(`(?i)<html\b[^>]*>`)

// pageLangDir is the start of the shell for a page in lang, its <html>
// tag saying the language and its direction: index.html's own for
// English, lang="ar" dir="rtl" for Arabic. A hook for the Arabic page
// frame, which may build its own shell instead.
func pageLangDir(before []byte, lang dayspa.Language) []byte {
	if lang != dayspa.Arabic {
		return before
	}
	loc := htmlStartTag.FindIndex(before)
	if loc == nil {
		return before
	}
	out := make([]byte, 0, len(before)+8)
	out = append(out, before[:loc[0]]...)
	out = append(out, `<html lang="ar" dir="rtl">`...)
	return append(out, before[loc[1]:]...)
}

// pageLocale is a page's og:locale: page-meta.json's for English, ar_AE
// for Arabic. A hook for the Arabic page frame.
func pageLocale(english string, lang dayspa.Language) string {
	if lang == dayspa.Arabic {
		return "ar_AE"
	}
	return english
}

// notFoundPage is the page of a path that leads nowhere, for a reader of
// lang: today the one not-found page. A hook for the Arabic page frame,
// which gives /ar its own.
func (st *site) notFoundPage(lang dayspa.Language) *blob {
	return st.notFound
}
