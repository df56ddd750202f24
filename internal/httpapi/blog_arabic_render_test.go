package httpapi

import (
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestArabicPostRendered: /ar/blog/{slug} is rendered on the server as an
// English article is, by the app's own components, from the Arabic version
// as GET /api/blog/{slug}?lang=ar answers it, which its data block carries
// under that key; the English article links to it.
func TestArabicPostRendered(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(time.Now())
		ts := newTestSiteOn(t, e.Config(t), withBuiltApp(t, clock))
		const english = "the-ritual-of-the-moroccan-hammam"
		p, err := ts.db.GetPost(t.Context(), english)
		if err != nil || p.Arabic == nil {
			t.Fatalf("the demo hammam post has no Arabic version: %v", err)
		}
		slug := url.PathEscape(p.Arabic.Slug)
		// A render past the renderer's time limit (under -race on a busy
		// machine) falls back to the page without content; the next renders.
		rendered := func(t *testing.T, path string) []byte {
			t.Helper()
			for try := 1; ; try++ {
				resp, page := ts.do(t, "GET", path, "", nil)
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("GET %s: %d", path, resp.StatusCode)
				}
				if strings.Contains(string(page), `id="dayspa-data"`) || try == 5 {
					return page
				}
			}
		}

		resp, raw := ts.do(t, "GET", "/api/blog/"+slug+"?lang=ar", "", nil)
		var api map[string]any
		if resp.StatusCode != http.StatusOK || json.Unmarshal(raw, &api) != nil {
			t.Fatalf("GET the Arabic version: %d %s", resp.StatusCode, raw)
		}
		page := rendered(t, "/ar/blog/"+slug)
		body := pagestest.Root(t, page)
		if content := api["contentHtml"].(string); len(content) < 1000 || !strings.Contains(body, content) {
			t.Errorf("the page does not hold the Arabic article (%d bytes)", len(content))
		}
		for _, want := range []string{`<h1 id="article-title"`, p.Arabic.Title, `href="/blog/` + english + `"`, "Read this article in English"} {
			if !strings.Contains(html.UnescapeString(body), want) {
				t.Errorf("the page's #root lacks %q", want)
			}
		}
		if strings.Contains(body, "Loading article") || strings.Contains(body, "Not Found") {
			t.Error("the page shows the loading or not-found state")
		}
		if got := pagestest.DataBlock(t, page)["/api/blog/"+slug+"?lang=ar"]; fmt.Sprint(got) != fmt.Sprint(api) {
			t.Errorf("data block %v, want the API's answer", got)
		}
		for _, want := range []string{`<html lang="ar" dir="rtl">`, `hreflang="en" href="https://spa.example/blog/` + english + `"`,
			`<title>` + p.Arabic.SEOTitle + `</title>`} {
			if !strings.Contains(string(page), want) {
				t.Errorf("the page lacks %q", want)
			}
		}
		if ld := pagestest.JSONLD(t, page, "BlogPosting"); ld["inLanguage"] != "ar" {
			t.Errorf("BlogPosting %v", ld)
		}
		if n := pagestest.ExecutableScripts(page); n != 0 {
			t.Errorf("%d inline scripts", n)
		}

		// The English article names its Arabic version, in its first HTML.
		body = html.UnescapeString(pagestest.Root(t, rendered(t, "/blog/"+english)))
		if !strings.Contains(body, `href="/ar/blog/`+slug+`"`) || !strings.Contains(body, "اقرأ هذا المقال بالعربية") {
			t.Error("the English article does not link its Arabic version")
		}

		// /ar/blog and /ar's preview list the Arabic versions, linking to
		// their Arabic addresses, from GET /api/blog?lang=ar's answers.
		var arList []map[string]any
		if _, raw := ts.do(t, "GET", "/api/blog?lang=ar", "", nil); json.Unmarshal(raw, &arList) != nil || len(arList) < 4 {
			t.Fatalf("GET /api/blog?lang=ar: %s", raw)
		}
		// Both without the posts' Markdown, under the paths the web's queries
		// ask by (postsPath in web/src/features/blog/api/get-posts.ts).
		for path, key := range map[string]string{"/ar/blog": "/api/blog?lang=ar&summary=true", "/ar": "/api/blog?limit=3&lang=ar&summary=true"} {
			page := rendered(t, path)
			body := html.UnescapeString(pagestest.Root(t, page))
			list, _ := pagestest.DataBlock(t, page)[key].([]any)
			if len(list) == 0 {
				t.Errorf("%s: no %s in the data block", path, key)
			}
			for _, item := range list {
				post := item.(map[string]any)
				if post["language"] != "ar" || post["content"] != "" || !strings.Contains(body, post["title"].(string)) ||
					!strings.Contains(body, `href="/ar/blog/`+url.PathEscape(post["slug"].(string))+`"`) {
					t.Errorf("%s: the Arabic post %q is not on the page with its link", path, post["slug"])
				}
			}
			if strings.Contains(body, "A Perfect Couples Day in Dubai") {
				t.Errorf("%s lists a post that has no Arabic version", path)
			}
		}
	})
}

// TestPostsAPIPath: the blog lists' paths the data blocks are keyed by are
// the ones the web's postsPath writes (get-posts.test.ts holds the same).
func TestPostsAPIPath(t *testing.T) {
	for _, c := range []struct {
		lang    dayspa.Language
		limit   int
		summary bool
		want    string
	}{
		{dayspa.English, 0, false, "/api/blog"},
		{dayspa.English, 0, true, "/api/blog?summary=true"},
		{dayspa.English, 3, true, "/api/blog?limit=3&summary=true"},
		{dayspa.Arabic, 0, false, "/api/blog?lang=ar"},
		{dayspa.Arabic, 0, true, "/api/blog?lang=ar&summary=true"},
		{dayspa.Arabic, 3, true, "/api/blog?limit=3&lang=ar&summary=true"},
	} {
		if got := postsAPIPath(c.lang, c.limit, c.summary); got != c.want {
			t.Errorf("postsAPIPath(%s, %d, %v) = %q, want %q", c.lang, c.limit, c.summary, got, c.want)
		}
	}
	if blogPostsPath != "/api/blog?summary=true" || homePostsPath != "/api/blog?limit=3&summary=true" {
		t.Errorf("blogPostsPath %q, homePostsPath %q", blogPostsPath, homePostsPath)
	}
}
