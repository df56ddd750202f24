package httpapi

import (
	"context"
	"encoding/json"
	"net/url"
	"strconv"
	"strings"

	"github.com/dayspa/dayspa"
)

// The blog in each language, as the pages (internal/pages) read it
// through PageAnswers:
//
//   - livePostIn: the post at /blog/{slug}, or at /ar/blog/{slug} by its
//     Arabic version's slug;
//   - postsAnswer: the list /blog and /ar/blog are rendered from, and the
//     preview / and /ar are (without the posts' Markdown, keyed by
//     postsAPIPath).

// livePostIn finds the post visitors reach at slug now in lang: by its
// English slug, or in Arabic by its Arabic version's. A former slug (of
// that language) gives it with moved true; an unknown slug, a draft, a
// scheduled post, and in Arabic a post without an Arabic version, are
// ENOTFOUND.
func (s *Server) livePostIn(ctx context.Context, lang dayspa.Language, slug string) (p *dayspa.Post, moved bool, err error) {
	notFound := dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPostLangNotFound)
	get, former := s.store.GetPost, s.store.FormerPost
	if lang == dayspa.Arabic {
		get, former = s.store.GetArabicPost, s.store.FormerArabicPost
	}
	p, err = get(ctx, slug)
	if dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		p, err = former(ctx, slug)
		moved = true
	}
	switch {
	case dayspa.ErrorCode(err) == dayspa.ENOTFOUND:
		return nil, false, notFound
	case err != nil:
		return nil, false, err
	case !p.Live(s.now()):
		return nil, false, notFound
	}
	return p, moved, nil
}

// postsAPIPath is the path of GET /api/blog asking for the list in lang,
// its newest limit posts (0: every one), without their Markdown when
// summary: the parameters that differ from the defaults, always in the
// order limit, lang, summary, as the web's postsPath writes them
// (web/src/features/blog/api/get-posts.ts). The pages' data blocks key
// the answers by it, and the app looks them up by its own: the two must
// be the same string ("/api/blog?summary=true",
// "/api/blog?limit=3&lang=ar&summary=true").
func postsAPIPath(lang dayspa.Language, limit int, summary bool) string {
	var params []string
	if limit > 0 {
		params = append(params, "limit="+strconv.Itoa(limit))
	}
	if lang != dayspa.English {
		params = append(params, "lang="+url.QueryEscape(string(lang)))
	}
	if summary {
		params = append(params, "summary=true")
	}
	if len(params) == 0 {
		return "/api/blog"
	}
	return "/api/blog?" + strings.Join(params, "&")
}

// postsAnswer is the blog list in lang as a page's data block carries it:
// its newest limit posts (0: every one) without their Markdown, cut from
// the one-second copy of that language's list, under the API path the
// app's query reads it by. The list pages (/blog, /ar/blog) carry the
// whole list (blogPostsPath in English), the homes (/, /ar) the newest
// homePostCount (homePostsPath).
func (s *Server) postsAnswer(ctx context.Context, lang dayspa.Language, limit int) (apiPath string, answer json.RawMessage, err error) {
	answer, err = s.postList(ctx, lang, limit, true)
	return postsAPIPath(lang, limit, true), answer, err
}
