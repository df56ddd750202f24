package pages

import (
	"context"
	"net/url"
	"time"

	"github.com/dayspa/dayspa"
)

// The blog's pages in each language: a post's page is at /blog/{slug}, its
// Arabic version's at /ar/blog/{its Arabic slug} (servePage serves it with
// postPageIn and servePostPage, in that language).

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

// sitemapPosts are the sitemap's entries of the live posts, each with
// when it last changed (a post edited after it went live, or its publish
// time): a post's English page, then its Arabic version's with the same
// date (when the build has Arabic pages), both naming the two
// (postAlternates).
func (s *Server) sitemapPosts(ctx context.Context) ([]sitemapURL, error) {
	posts, err := s.answers.LivePosts(ctx)
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
