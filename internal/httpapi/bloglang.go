package httpapi

import (
	"context"
	"encoding/json"
	"net/url"
	"time"

	"github.com/dayspa/dayspa"
)

// The blog's pages in each language. The server's frame serves the
// English blog as it always did and the Arabic pages around it (/ar/blog
// as the build prerendered it, the Arabic not-found page for every
// /ar/blog/{slug}, the sitemap's alternates); the Arabic posts themselves
// are the blog's work (issue 19). These are where they come in, each
// saying what to change:
//
//   - livePostIn: the post at /ar/blog/{slug} (servePage then serves it
//     with postPageIn and servePostPage, in lang);
//   - postPath: the address of a post's version in a language;
//   - blogListAnswer: the list /ar/blog is rendered from;
//   - sitemapPosts: the posts' sitemap entries, with their alternates.
//
// A post in both languages names its other version with
// st.meta.alternatesOf(map[dayspa.Language]string{dayspa.English: "/blog/x",
// dayspa.Arabic: "/ar/blog/y"}): on its page (pageInfo.alternates, set in
// postPageIn) for the hreflang links and og:locale:alternate, and on its
// sitemap entries (sitemapURL).

// livePostIn finds the post visitors reach at slug now in lang, as
// livePost does in English: a former slug gives it with moved true, and
// an unknown, draft or scheduled one is ENOTFOUND.
//
// Seam for the Arabic blog: there are no Arabic posts yet, so every
// /ar/blog/{slug} is the Arabic not-found page. Read the post by its
// Arabic version's slug here.
func (s *Server) livePostIn(ctx context.Context, lang dayspa.Language, slug string) (p *dayspa.Post, moved bool, err error) {
	if lang != dayspa.English {
		return nil, false, dayspa.Errorf(dayspa.ENOTFOUND, "Post not found")
	}
	return s.livePost(ctx, slug)
}

// postPath is the address of the post's page in lang: /blog/{slug}, or
// under lang's prefix, the slug percent-encoded.
//
// Seam for the Arabic blog: an Arabic version has a slug of its own.
func postPath(p *dayspa.Post, lang dayspa.Language) string {
	if lang == dayspa.Arabic {
		return "/ar/blog/" + url.PathEscape(p.Slug)
	}
	return "/blog/" + url.PathEscape(p.Slug)
}

// blogListAnswer is the blog list in lang as the list page's query reads
// it, without the posts' Markdown (blogPostsPath): the API path it is kept under in the page's data block, and the
// answer. ok is false when there is no such list to render the page from:
// the page is then served as the build prerendered it, and the app
// fetches the list.
//
// Seam for the Arabic blog: Arabic has no list of its own yet, so /ar/blog
// is its prerendered page. When GET /api/blog?lang=ar exists, answer it
// here under the API path the Arabic page's query reads
// ("/api/blog?lang=ar"), and /ar/blog is rendered at request time as
// /blog is.
func (s *Server) blogListAnswer(ctx context.Context, lang dayspa.Language) (apiPath string, answer json.RawMessage, ok bool, err error) {
	if lang != dayspa.English {
		return "", nil, false, nil
	}
	list, err := s.postList(ctx, 0, true)
	if err != nil {
		return "", nil, false, err
	}
	return blogPostsPath, list, true, nil
}

// sitemapPosts are the sitemap's entries of the live posts, each with
// when it last changed (a post edited after it went live, or its publish
// time).
//
// Seam for the Arabic blog: the English posts only, none with
// alternates. Add each Arabic version's entry at its /ar/blog/{slug}, and
// give a post in both languages the alternates of both
// (st.meta.alternatesOf with its two paths) on each of its two entries.
func (s *Server) sitemapPosts(ctx context.Context) ([]sitemapURL, error) {
	posts, _, err := s.livePosts(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]sitemapURL, 0, len(posts))
	for _, p := range posts {
		out = append(out, s.site.sitemapURL(postPath(&p, dayspa.English), p.Modified().UTC().Format(time.RFC3339), nil))
	}
	return out, nil
}
