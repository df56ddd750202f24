package httpapi

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// hostileMarkdown tries every way a post's Markdown could run script or
// load something into the page.
const hostileMarkdown = "Hello **friend**\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n" +
	"<a href=\"#\" onclick=\"alert(3)\">click</a>\n\n[link](javascript:alert(4))\n\n[data](data:text/html;base64,PHNjcmlwdD4=)\n\n" +
	"<svg onload=alert(5)><script>alert(6)</script></svg>\n\n![svg](javascript:alert(7))\n\n" +
	"<iframe src=\"https://evil.example\"></iframe>\n\n<object data=x></object><embed src=x>\n\n" +
	"<style>body{display:none}</style>\n\n<p style=\"background:url(javascript:alert(8))\">styled</p>\n\n" +
	"[ok](https://example.com)"

// assertInert fails when html holds anything that could run or load (a
// script's words left as escaped text are harmless).
func assertInert(t *testing.T, where, html string) {
	t.Helper()
	lower := strings.ToLower(html)
	for _, bad := range []string{"<script", "onerror", "onclick", "onload", "javascript:", "data:text", "<svg", "<iframe",
		"<object", "<embed", "<style", "style="} {
		if strings.Contains(lower, bad) {
			t.Errorf("%s holds %q:\n%s", where, bad, html)
		}
	}
	if !strings.Contains(html, "<strong>friend</strong>") || !strings.Contains(html, `href="https://example.com"`) {
		t.Errorf("%s lost the harmless Markdown:\n%s", where, html)
	}
}

func createPostAPI(t *testing.T, ts *testSite, cookie string, body map[string]any) adminPost {
	t.Helper()
	resp, raw := ts.do(t, "POST", "/api/admin/posts", jsonObject(body), as(cookie))
	if resp.StatusCode != 201 {
		t.Fatalf("create post: %d %s", resp.StatusCode, raw)
	}
	var p adminPost
	if err := json.Unmarshal(raw, &p); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestAdminPosts(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(spaNow)
		ts, _ := newAdminSpa(t, e, func(c *Config) { c.Now = clock.Now })
		run := specRunner(t, ts)
		// The pages are not the API's: no openapi.yaml check.
		page := func(t *testing.T, sc scenario) { t.Helper(); t.Run(sc.name, func(t *testing.T) { sc.run(t, ts) }) }
		c := login(t, ts)

		t.Run("Validation", func(t *testing.T) {
			before := countRows(t, ts.db, "blog_posts")
			for _, sc := range []scenario{
				adminWrite(c, "ErrEmpty", "POST", "/api/admin/posts", `{"title":"  "}`, 400).withFields(map[string]string{
					"title": dayspa.MsgPostTitle.Text, "slug": dayspa.MsgPostSlug.Text}),
				adminWrite(c, "ErrFields", "POST", "/api/admin/posts", jsonObject(map[string]any{
					"title": "A fine title", "slug": "Not A Slug", "status": "live", "seoTitle": strings.Repeat("s", 71),
					"seoDescription": strings.Repeat("d", 161), "tags": []string{strings.Repeat("t", 31)},
					"featuredImage": "javascript:alert(1)", "content": strings.Repeat("x", 30001),
				}), 400).withFields(map[string]string{
					"slug": dayspa.MsgPostSlug.Text, "status": dayspa.MsgPostStatus.Text, "seoTitle": dayspa.MsgPostSEOTitle.Text,
					"seoDescription": dayspa.MsgPostSEODescription.Text, "tags": dayspa.MsgPostTags.Text,
					"featuredImage": dayspa.MsgPostImage.Text, "content": dayspa.MsgPostContent.Text}),
				adminWrite(c, "ErrHiddenChars", "POST", "/api/admin/posts", jsonObject(map[string]any{
					"title": "Evil\u202etitle", "author": "A\u0000B"}), 400).withFields(map[string]string{
					"title": dayspa.MsgPostTitle.Text, "author": dayspa.MsgPostAuthor.Text}),
				adminWrite(c, "ErrCoverTraversal", "POST", "/api/admin/posts", jsonObject(map[string]any{
					"title": "A fine title", "featuredImage": "/../../etc/passwd"}), 400).withFields(map[string]string{
					"featuredImage": dayspa.MsgPostImage.Text}),
				adminWrite(c, "ErrCoverSitePath", "POST", "/api/admin/posts", jsonObject(map[string]any{
					"title": "A fine title", "featuredImage": "/api/admin/newsletter-subscribers.csv"}), 400).withFields(map[string]string{
					"featuredImage": dayspa.MsgPostImage.Text}),
			} {
				t.Run(sc.name, func(t *testing.T) { run(t, sc) })
			}
			if n := countRows(t, ts.db, "blog_posts"); n != before {
				t.Errorf("refused forms stored posts: %d, want %d", n, before)
			}
			// An edit too: refused, the post keeps its cover.
			p := createPostAPI(t, ts, c, map[string]any{"title": "Stones", "featuredImage": "/media/blog/hot-stone-massage-explained.webp"})
			run(t, adminWrite(c, "ErrCoverTraversalEdit", "PATCH", fmt.Sprintf("/api/admin/posts/%d", p.ID), `{"featuredImage":"/media/../../etc/passwd"}`, 400).
				withFields(map[string]string{"featuredImage": dayspa.MsgPostImage.Text}))
			if got, err := ts.db.GetPostByID(t.Context(), p.ID); err != nil || got.FeaturedImage != "/media/blog/hot-stone-massage-explained.webp" {
				t.Errorf("after the refused edit: %+v, %v", got, err)
			}
			run(t, adminWrite(c, "Cleanup", "DELETE", fmt.Sprintf("/api/admin/posts/%d", p.ID), "", 204))
		})

		t.Run("DraftIsTheDashboardsOnly", func(t *testing.T) {
			d := createPostAPI(t, ts, c, map[string]any{"title": "Our New Facial: Café & Glow!", "content": "Soon."})
			if d.Slug != "our-new-facial-cafe-glow" || d.Status != dayspa.PostDraft || d.State != dayspa.StateDraft || d.PublishAt != nil {
				t.Errorf("draft %+v", d)
			}
			run(t, scenario{name: "PublicAPI404", path: "/api/blog/" + d.Slug, status: 404})
			page(t, scenario{name: "Page404", path: "/blog/" + d.Slug, status: 404})
			run(t, scenario{name: "NotListed", path: "/api/blog", status: 200, notWant: []string{d.Slug}})
			run(t, adminGet(c, "AdminListed", "/api/admin/posts", 200, `"slug":"our-new-facial-cafe-glow"`, `"state":"draft"`))
			run(t, adminWrite(c, "TakenSlug", "POST", "/api/admin/posts", `{"title":"Other","slug":"our-new-facial-cafe-glow"}`, 400).
				withFields(map[string]string{"slug": dayspa.MsgPostSlugTaken.Text}))
			run(t, adminWrite(c, "Delete", "DELETE", fmt.Sprintf("/api/admin/posts/%d", d.ID), "", 204))
			run(t, adminWrite(c, "DeleteAgain", "DELETE", fmt.Sprintf("/api/admin/posts/%d", d.ID), "", 404))
		})

		t.Run("PreviewAndPublicPageAreInert", func(t *testing.T) {
			run(t, adminWrite(c, "Preview", "POST", "/api/admin/posts/preview", jsonObject(map[string]any{"content": hostileMarkdown}), 200).
				with(func(t *testing.T, _ *http.Response, body []byte) {
					var out previewOutput
					if err := json.Unmarshal(body, &out); err != nil {
						t.Fatal(err)
					}
					assertInert(t, "preview", out.HTML)
				}))
			run(t, scenario{name: "PreviewNeedsSession", method: "POST", path: "/api/admin/posts/preview",
				body: `{"content":"x"}`, headers: jsonHeaders, status: 401})
			p := createPostAPI(t, ts, c, map[string]any{"title": "Hostile <b>post</b>", "slug": "hostile", "status": "published",
				"content": hostileMarkdown, "excerpt": `"><script>alert(9)</script>`})
			var detail postDetail
			run(t, scenario{name: "PublicAPI", path: "/api/blog/hostile", status: 200}.with(func(t *testing.T, _ *http.Response, body []byte) {
				if err := json.Unmarshal(body, &detail); err != nil {
					t.Fatal(err)
				}
				assertInert(t, "contentHtml", detail.ContentHTML)
			}))
			// The preview is the public page's rendering, byte for byte.
			resp, body := ts.do(t, "POST", "/api/admin/posts/preview", jsonObject(map[string]any{"content": hostileMarkdown}), as(c))
			var out previewOutput
			if resp.StatusCode != 200 || json.Unmarshal(body, &out) != nil || out.HTML != detail.ContentHTML {
				t.Errorf("preview differs from the public rendering:\n%s\n%s", out.HTML, detail.ContentHTML)
			}
			page(t, scenario{name: "Page", path: "/blog/hostile", status: 200,
				want:    []string{"<title>Hostile &lt;b&gt;post&lt;/b&gt; | "},
				notWant: []string{"<script>alert", "<b>post</b>"}})
			run(t, adminWrite(c, "Cleanup", "DELETE", fmt.Sprintf("/api/admin/posts/%d", p.ID), "", 204))
		})

		t.Run("ScheduledAtTheDubaiMinute", func(t *testing.T) {
			// spaNow is 10:30 in Dubai; the post is due at 11:15 Dubai, 07:15 UTC,
			// sent with seconds the minute drops.
			due := time.Date(2026, 11, 22, 11, 15, 42, 0, dubai)
			p := createPostAPI(t, ts, c, map[string]any{"title": "Winter Rituals", "status": "published",
				"publishAt": due.Format(time.RFC3339), "author": "Layla", "seoTitle": "Winter spa rituals in Dubai"})
			if p.State != dayspa.StateScheduled || p.PublishAt == nil || !p.PublishAt.Equal(time.Date(2026, 11, 22, 7, 15, 0, 0, time.UTC)) {
				t.Fatalf("scheduled post %+v", p)
			}
			hidden := func(name string) {
				t.Helper()
				run(t, scenario{name: name + "List", path: "/api/blog", status: 200, notWant: []string{"winter-rituals"}})
				run(t, scenario{name: name + "API", path: "/api/blog/winter-rituals", status: 404})
				page(t, scenario{name: name + "Page", path: "/blog/winter-rituals", status: 404})
				page(t, scenario{name: name + "Sitemap", path: "/sitemap.xml", status: 200, notWant: []string{"winter-rituals"}})
				page(t, scenario{name: name + "Feed", path: "/blog/feed.xml", status: 200, notWant: []string{"winter-rituals"}})
			}
			hidden("Before")
			run(t, adminGet(c, "AdminState", "/api/admin/posts", 200, `"state":"scheduled"`))
			// Half a second before 11:15 in Dubai: still hidden. The public
			// list read now is kept in memory, but not past 11:15.
			clock.Advance(due.Truncate(time.Minute).Sub(spaNow) - 500*time.Millisecond)
			hidden("HalfSecondEarly")
			clock.Advance(500 * time.Millisecond)
			run(t, scenario{name: "OnTimeList", path: "/api/blog", status: 200, want: []string{`"slug":"winter-rituals"`, `"author":"Layla"`,
				`"publishAt":"2026-11-22T07:15:00Z"`}})
			run(t, scenario{name: "OnTimeAPI", path: "/api/blog/winter-rituals", status: 200})
			page(t, scenario{name: "OnTimePage", path: "/blog/winter-rituals", status: 200,
				want: []string{"<title>Winter spa rituals in Dubai</title>", `"dateModified"`, `"name":"Layla"`}})
			page(t, scenario{name: "OnTimeFeed", path: "/blog/feed.xml", status: 200, want: []string{"<published>2026-11-22T07:15:00Z</published>"}})
			run(t, adminGet(c, "AdminStateNow", "/api/admin/posts", 200, `"state":"published"`))

			// The sitemap dates a post by its last change, not its creation.
			clock.Advance(2 * 24 * time.Hour)
			c = login(t, ts) // the session has timed out meanwhile
			run(t, adminWrite(c, "Edit", "PATCH", fmt.Sprintf("/api/admin/posts/%d", p.ID), `{"excerpt":"Edited."}`, 200, `"state":"published"`))
			page(t, scenario{name: "SitemapLastmod", path: "/sitemap.xml", status: 200}.with(func(t *testing.T, _ *http.Response, body []byte) {
				var set pagestest.Sitemap
				if err := xml.Unmarshal(body, &set); err != nil {
					t.Fatal(err)
				}
				for _, u := range set.URLs {
					if strings.HasSuffix(u.Loc, "/blog/winter-rituals") {
						if u.LastMod != clock.Now().UTC().Truncate(time.Microsecond).Format(time.RFC3339) {
							t.Errorf("lastmod %q, want the edit's %s", u.LastMod, clock.Now().UTC())
						}
						return
					}
				}
				t.Errorf("sitemap lacks the post:\n%s", body)
			}))

			// Back to draft: gone from the public at once.
			run(t, adminWrite(c, "Unpublish", "PATCH", fmt.Sprintf("/api/admin/posts/%d", p.ID), `{"status":"draft"}`, 200, `"state":"draft"`))
			hidden("Unpublished")
		})

		t.Run("PublishNowClearsTheSchedule", func(t *testing.T) {
			ahead := clock.Now().Add(30 * 24 * time.Hour)
			p := createPostAPI(t, ts, c, map[string]any{"title": "Spring Menu", "status": "published", "publishAt": ahead.Format(time.RFC3339)})
			path := fmt.Sprintf("/api/admin/posts/%d", p.ID)
			// Left out, the time stays; null clears it, and published without one is published now.
			run(t, adminWrite(c, "KeepTime", "PATCH", path, `{"excerpt":"Soon."}`, 200, `"state":"scheduled"`))
			run(t, adminWrite(c, "Now", "PATCH", path, `{"publishAt":null}`, 200, `"state":"published"`,
				`"publishAt":"`+clock.Now().UTC().Truncate(time.Minute).Format(time.RFC3339)+`"`))
			run(t, scenario{name: "Listed", path: "/api/blog", status: 200, want: []string{`"slug":"spring-menu"`}})
			run(t, adminWrite(c, "DraftWithoutTime", "PATCH", path, `{"status":"draft","publishAt":null}`, 200, `"publishAt":null`))
			run(t, adminWrite(c, "ErrBadTime", "PATCH", path, `{"publishAt":"tomorrow"}`, 400))
			// A publish time outside the record window: 400 naming it, the post unchanged.
			window := dayspa.MsgRecordDate(dayspa.DateOf(clock.Now().In(dubai)))
			posts := countRows(t, ts.db, "blog_posts")
			run(t, adminWrite(c, "ErrYearOne", "PATCH", path, `{"status":"published","publishAt":"0001-01-01T00:00:00Z"}`, 400).
				withFields(map[string]string{"publishAt": window}))
			run(t, adminWrite(c, "ErrYear9999", "POST", "/api/admin/posts", `{"title":"Far Future","status":"published","publishAt":"9999-12-31T00:00:00Z"}`, 400).
				withFields(map[string]string{"publishAt": window}))
			if got, err := ts.db.GetPostByID(t.Context(), p.ID); err != nil || got.Status != dayspa.PostDraft || got.PublishAt != nil {
				t.Errorf("after the refused edit: %+v, %v", got, err)
			}
			if n := countRows(t, ts.db, "blog_posts"); n != posts {
				t.Errorf("a refused post was stored (%d posts, were %d)", n, posts)
			}
		})

		t.Run("SlugChangeRedirects", func(t *testing.T) {
			p := createPostAPI(t, ts, c, map[string]any{"title": "Rose Facial", "status": "published"})
			path := fmt.Sprintf("/api/admin/posts/%d", p.ID)
			run(t, adminWrite(c, "Rename", "PATCH", path, `{"slug":"rose-gold-facial"}`, 200, `"slug":"rose-gold-facial"`))
			run(t, adminWrite(c, "RenameAgain", "PATCH", path, `{"slug":"the-rose-facial"}`, 200, `"slug":"the-rose-facial"`))
			for _, old := range []string{"rose-facial", "rose-gold-facial"} {
				page(t, scenario{name: "Page " + old, path: "/blog/" + old, status: 301,
					header: map[string]string{"Location": "/blog/the-rose-facial"}})
				run(t, scenario{name: "API " + old, path: "/api/blog/" + old, status: 301,
					header: map[string]string{"Location": "/api/blog/the-rose-facial"}})
			}
			page(t, scenario{name: "NewPage", path: "/blog/the-rose-facial", status: 200})
			run(t, adminWrite(c, "ErrBadSlug", "PATCH", path, `{"slug":"Rose Facial"}`, 400).withFields(map[string]string{"slug": dayspa.MsgPostSlug.Text}))
			// A draft's former slug does not reveal it.
			run(t, adminWrite(c, "Draft", "PATCH", path, `{"status":"draft"}`, 200))
			page(t, scenario{name: "DraftOldSlug", path: "/blog/rose-facial", status: 404})
		})
	})
}
