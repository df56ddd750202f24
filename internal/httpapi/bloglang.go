package httpapi

import (
	"context"
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
)

// The blog's pages in each language (issue 19). The server's frame serves
// the pages of every language (lang.go); these are where the blog's posts
// come in:
//
//   - livePostIn: the post at /blog/{slug}, or at /ar/blog/{slug} by its
//     Arabic version's slug (servePage then serves it with postPageIn and
//     servePostPage, in that language);
//   - postPath: the address of a post's version in a language;
//   - postAlternates: the versions of a post in both languages, for its
//     page's hreflang links and og:locale:alternate and its sitemap
//     entries;
//   - postsAnswer: the list /blog and /ar/blog are rendered from, and the
//     preview / and /ar are (without the posts' Markdown, keyed by
//     postsAPIPath);
//   - sitemapPosts: the posts' sitemap entries, each Arabic version's
//     after its post's.

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

// blogPath is the address of the blog list in lang, /blog or /ar/blog:
// its posts' pages and its feed are under it (postPath, feedPathIn).
func blogPath(lang dayspa.Language) string {
	if lang == dayspa.Arabic {
		return "/ar/blog"
	}
	return "/blog"
}

// postPath is the address of the page of the post's version in lang:
// /blog/{slug}, or /ar/blog/{its Arabic version's slug}, the slug
// percent-encoded (an Arabic slug's letters as UTF-8).
func postPath(p *dayspa.Post, lang dayspa.Language) string {
	return blogPath(lang) + "/" + url.PathEscape(p.SlugIn(lang))
}

// postAlternates are the versions of the post's page, when it has both: its
// English and Arabic addresses, and the English one as x-default; none for
// a post in English only, or on a site of one language.
func (st *site) postAlternates(p *dayspa.Post) []alternate {
	if p.Arabic == nil {
		return nil
	}
	return st.meta.alternatesOf(map[dayspa.Language]string{
		dayspa.English: postPath(p, dayspa.English),
		dayspa.Arabic:  postPath(p, dayspa.Arabic),
	})
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

// sitemapPosts are the sitemap's entries of the live posts, each with
// when it last changed (a post edited after it went live, or its publish
// time): a post's English page, then its Arabic version's with the same
// date (when the build has Arabic pages), both naming the two
// (postAlternates).
func (s *Server) sitemapPosts(ctx context.Context) ([]sitemapURL, error) {
	posts, _, err := s.livePosts(ctx)
	if err != nil {
		return nil, err
	}
	// A build without Arabic pages lists none.
	arabic := s.site.meta.language(dayspa.Arabic).Code == dayspa.Arabic
	out := make([]sitemapURL, 0, len(posts))
	for _, p := range posts {
		lastMod := p.Modified().UTC().Format(time.RFC3339)
		alternates := s.site.postAlternates(&p)
		out = append(out, s.site.sitemapURL(postPath(&p, dayspa.English), lastMod, alternates))
		if arabic && p.Arabic != nil {
			out = append(out, s.site.sitemapURL(postPath(&p, dayspa.Arabic), lastMod, alternates))
		}
	}
	return out, nil
}
