package httpapi

import (
	"net/url"

	"github.com/dayspa/dayspa"
)

// The Arabic version of the blog's posts (issue 19) on the API: GET
// /api/blog?lang=ar lists the live posts that have one, in Arabic, from a
// one-second copy of its own; GET /api/blog/{slug}?lang=ar reads one by
// its Arabic slug. Their pages (/ar/blog/{slug}, the hreflang of a post in
// both languages, the sitemap's entries) and the Arabic feed are the
// pages' (internal/pages).

// langQuery reads the lang parameter: absent, "" or "en" is English, "ar"
// Arabic; anything else is a field error on lang.
func langQuery(q url.Values, f dayspa.FieldErrors) dayspa.Language {
	lang, ok := dayspa.ParseLanguage(q.Get("lang"))
	if !ok {
		f.Add("lang", dayspa.MsgLanguage)
	}
	return lang
}

// postsList is the public blog list in one language: its one-second
// copy (cache.go) and that copy without the posts' Markdown.
type postsList struct {
	all       *cachedList
	summaries postSummaries
}

// invalidatePosts drops the copies of the blog list in every language: a
// post's change may change both.
func (s *Server) invalidatePosts() {
	for _, l := range s.posts {
		l.all.invalidate()
	}
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
