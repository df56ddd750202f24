package httpapi

import (
	"encoding/json"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// A category's Arabic name through the API: the dashboard lists the
// categories and names one in Arabic; from the next read every post of it
// carries the name on the public lists and articles, while the category
// (the filters' key) stays English. A refused name, an unknown category
// or a visitor changes nothing.
func TestBlogCategoriesAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(spaNow)
		ts, _ := newAdminSpa(t, e, func(c *Config) {
			c.Now, c.PageMeta, c.Business = clock.Now, []byte(testPageMeta), testBusiness
		})
		run := specRunner(t, ts)
		c := login(t, ts)
		ar := map[string]any{"title": "العود والبخور", "slug": "العود", "content": "نص."}
		post := createPostAPI(t, ts, c, map[string]any{"title": "Oud and Frankincense", "status": "published",
			"content": "Words.", "category": "Spa Rituals", "tags": []string{"oud"}, "ar": ar})
		createPostAPI(t, ts, c, map[string]any{"title": "A Draft", "content": "Soon.", "category": "Spa Rituals"})
		if post.CategoryAr != "" {
			t.Fatalf("a new category has the Arabic name %q", post.CategoryAr)
		}

		run(t, adminGet(c, "List", "/api/admin/blog-categories", 200, `[{"name":"Spa Rituals","nameAr":"","posts":2}]`))
		run(t, adminWrite(c, "Set", "PATCH", "/api/admin/blog-categories/Spa%20Rituals", `{"nameAr":"  طقوس   السبا "}`, 200,
			`{"name":"Spa Rituals","nameAr":"طقوس السبا","posts":2}`))
		run(t, adminGet(c, "ListedWithIt", "/api/admin/blog-categories", 200, `"nameAr":"طقوس السبا"`))
		run(t, adminGet(c, "AdminPostsCarryIt", "/api/admin/posts", 200, `"categoryAr":"طقوس السبا"`))

		for _, path := range []string{"/api/blog?lang=ar", "/api/blog?lang=ar&summary=true", "/api/blog", "/api/blog/العود?lang=ar"} {
			run(t, scenario{name: "Public " + path, path: path, status: 200,
				want: []string{`"category":"Spa Rituals"`, `"categoryAr":"طقوس السبا"`}})
		}

		// The Arabic article's head and the Arabic feed name it too; the
		// English ones keep the English name.
		page := func(name, path string, want ...string) {
			t.Run(name, func(t *testing.T) { scenario{name: name, path: path, status: 200, want: want}.run(t, ts) })
		}
		page("ArabicArticleSection", "/ar/blog/"+url.PathEscape("العود"), `<meta property="article:section" content="طقوس السبا">`)
		page("EnglishArticleSection", "/blog/"+post.Slug, `<meta property="article:section" content="Spa Rituals">`)
		page("ArabicFeed", "/ar/blog/feed.xml", `<category term="طقوس السبا">`)
		page("EnglishFeed", "/blog/feed.xml", `<category term="Spa Rituals">`)

		before := countRows(t, ts.db, "blog_categories")
		for _, sc := range []scenario{
			adminWrite(c, "ErrTooLong", "PATCH", "/api/admin/blog-categories/Spa%20Rituals",
				jsonObject(map[string]any{"nameAr": strings.Repeat("ع", 51)}), 400).withFields(map[string]string{"nameAr": dayspa.MsgCategoryNameAr.Text}),
			adminWrite(c, "ErrHidden", "PATCH", "/api/admin/blog-categories/Spa%20Rituals", `{"nameAr":"\u202eطقوس"}`, 400).
				withFields(map[string]string{"nameAr": dayspa.MsgHiddenChars.Text}),
			adminWrite(c, "ErrMissing", "PATCH", "/api/admin/blog-categories/Spa%20Rituals", `{}`, 400).
				withFields(map[string]string{"nameAr": dayspa.MsgCategoryNameArMissing.Text}),
			adminWrite(c, "ErrUnknownField", "PATCH", "/api/admin/blog-categories/Spa%20Rituals", `{"nameAr":"x","name":"y"}`, 400),
			adminWrite(c, "ErrUnknownCategory", "PATCH", "/api/admin/blog-categories/Massage", `{"nameAr":"التدليك"}`, 404, "Category not found."),
			adminWrite(c, "ErrBlankCategory", "PATCH", "/api/admin/blog-categories/%20", `{"nameAr":"التدليك"}`, 404, "Category not found."),
			{name: "ErrVisitorList", path: "/api/admin/blog-categories", status: 401},
			{name: "ErrVisitorSet", method: "PATCH", path: "/api/admin/blog-categories/Spa%20Rituals", body: `{"nameAr":"x"}`,
				headers: map[string]string{"Content-Type": "application/json"}, status: 401},
		} {
			run(t, sc)
		}
		if after := countRows(t, ts.db, "blog_categories"); after != before {
			t.Errorf("%d category rows after refusals, %d before", after, before)
		}
		_, raw := ts.do(t, "GET", "/api/blog?lang=ar", "", nil)
		var items []publicPost
		if err := json.Unmarshal(raw, &items); err != nil || len(items) != 1 || items[0].CategoryAr != "طقوس السبا" {
			t.Errorf("after refusals: %s", raw)
		}

		// Cleared: the English name shows again.
		run(t, adminWrite(c, "Clear", "PATCH", "/api/admin/blog-categories/Spa%20Rituals", `{"nameAr":""}`, 200, `"nameAr":""`))
		run(t, scenario{name: "Cleared", path: "/api/blog?lang=ar", status: http.StatusOK, want: []string{`"categoryAr":""`}})
	})
}

// TestArabicBlogCategoriesRendered: /ar/blog's first HTML, rendered by the
// app's own components, names the demo categories in Arabic (badges,
// sidebar, filter buttons) and isolates each tag so its '#' stays before
// it; the manager's new Arabic name shows on the next load.
func TestArabicBlogCategoriesRendered(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(time.Now())
		ts := newTestSiteOn(t, e.Config(t), withBuiltApp(t, clock))
		setTestPassword(t, ts.db)
		// A render past the renderer's time limit (under -race on a busy
		// machine) falls back to the page without content; the next renders.
		rendered := func(t *testing.T) string {
			t.Helper()
			for try := 1; ; try++ {
				resp, page := ts.do(t, "GET", "/ar/blog", "", nil)
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("GET /ar/blog: %d", resp.StatusCode)
				}
				if strings.Contains(string(page), `id="dayspa-data"`) || try == 5 {
					return html.UnescapeString(pagestest.Root(t, page))
				}
			}
		}

		body := rendered(t)
		// The hammam and oud posts are Spa Rituals, the first-massage one
		// Massage, the skin one Skincare: each by its seeded Arabic name,
		// as a badge and in the sidebar's and the filter's buttons.
		for _, name := range []string{"طقوس السبا", "التدليك", "العناية بالبشرة"} {
			if n := strings.Count(body, name); n < 3 {
				t.Errorf("/ar/blog names %q %d times, want a badge, a sidebar entry and a filter button", name, n)
			}
		}
		for _, english := range []string{">Spa Rituals<", ">Massage<", ">Skincare<"} {
			if strings.Contains(body, english) {
				t.Errorf("/ar/blog still shows %s", english)
			}
		}
		if !regexp.MustCompile(`<li dir="auto" lang="en"[^>]*>#aromatherapy</li>|<li lang="en" dir="auto"[^>]*>#aromatherapy</li>`).MatchString(body) {
			t.Errorf("the tag #aromatherapy is not isolated: %s", tagsOf(body))
		}

		c := login(t, ts)
		resp, raw := ts.do(t, "PATCH", "/api/admin/blog-categories/Spa%20Rituals", `{"nameAr":"طقوس العناية"}`, as(c))
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("PATCH: %d %s", resp.StatusCode, raw)
		}
		body = rendered(t)
		if strings.Contains(body, "طقوس السبا") || strings.Count(body, "طقوس العناية") < 3 {
			t.Errorf("after the manager's edit, /ar/blog does not show the new name")
		}
	})
}

// tagsOf is the tags' list items of a page's body, for a failure's message.
func tagsOf(body string) []string {
	return regexp.MustCompile(`<li[^>]*>#[^<]*</li>`).FindAllString(body, 5)
}
