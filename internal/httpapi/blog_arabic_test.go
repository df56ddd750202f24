package httpapi

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// The Arabic version of a post through the API and the pages: written
// and read by the dashboard, listed with lang=ar, read by its Arabic slug,
// redirected from a former one, its page with hreflang, the sitemap and
// the Arabic feed.
// The blog lists the pages carry: /blog's every post and the home's
// newest three, without their Markdown.
var (
	blogPostsPath = postsAPIPath(dayspa.English, 0, true)
	homePostsPath = postsAPIPath(dayspa.English, 3, true)
)

func TestArabicPosts(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(spaNow)
		// The test app in English and Arabic (testPageMeta's languages).
		ts, _ := newAdminSpa(t, e, func(c *Config) {
			c.Now, c.PageMeta, c.Business = clock.Now, []byte(testPageMeta), testBusiness
		})
		run := specRunner(t, ts)
		page := func(t *testing.T, sc scenario) { t.Helper(); t.Run(sc.name, func(t *testing.T) { sc.run(t, ts) }) }
		c := login(t, ts)
		esc := url.PathEscape

		const arSlug = "طقوس-الحمام-المغربي"
		ar := map[string]any{"title": "طقوس الحمام المغربي", "excerpt": "البخار والصابون الأسود والكيس.",
			"content": "## البخار أولاً\n\nيبدأ **الحمام** بالبخار.\n\n- الصابون الأسود\n- الكيس", "seoTitle": "الحمام المغربي في دبي",
			"seoDescription": "دليلك إلى طقوس الحمام المغربي."}
		both := createPostAPI(t, ts, c, map[string]any{"title": "The Ritual of the Hammam", "slug": "hammam-ritual",
			"status": "published", "content": "## Steam first", "category": "Spa Rituals", "tags": []string{"hammam"}, "ar": ar})
		if both.Arabic == nil || both.Arabic.Slug != arSlug || both.Arabic.Title != "طقوس الحمام المغربي" {
			t.Fatalf("created with Arabic version %+v", both.Arabic)
		}
		english := createPostAPI(t, ts, c, map[string]any{"title": "Only in English", "status": "published", "content": "Words."})
		draft := createPostAPI(t, ts, c, map[string]any{"title": "A Draft", "content": "Soon.",
			"ar": map[string]any{"title": "مسودة", "slug": "مسودة", "content": "قريباً."}})

		t.Run("AdminReadsIt", func(t *testing.T) {
			run(t, adminGet(c, "List", "/api/admin/posts", 200, `"slug":"`+arSlug+`"`, `"ar":null`, `"seoTitle":"الحمام المغربي في دبي"`))
		})

		t.Run("ArabicList", func(t *testing.T) {
			run(t, scenario{name: "LangAr", path: "/api/blog?lang=ar", status: 200,
				header: map[string]string{"Cache-Control": "no-store"}}.with(func(t *testing.T, _ *http.Response, body []byte) {
				var items []publicPost
				if err := json.Unmarshal(body, &items); err != nil {
					t.Fatal(err)
				}
				var found bool
				for _, p := range items {
					if p.Language != dayspa.Arabic || p.TranslationSlug == nil || *p.TranslationSlug == "" {
						t.Errorf("an Arabic item %q with language %q, translation %v", p.Slug, p.Language, p.TranslationSlug)
					}
					switch p.ID {
					case both.ID:
						found = true
						if p.Slug != arSlug || p.Title != "طقوس الحمام المغربي" || p.Excerpt != "البخار والصابون الأسود والكيس." ||
							!strings.Contains(p.Content, "يبدأ **الحمام**") || p.SEOTitle != "الحمام المغربي في دبي" ||
							*p.TranslationSlug != "hammam-ritual" || p.Category != "Spa Rituals" || len(p.Tags) != 1 {
							t.Errorf("the Arabic item %+v", p)
						}
					case english.ID, draft.ID:
						t.Errorf("listed in Arabic: %q", p.Slug)
					}
				}
				if !found {
					t.Errorf("the post with an Arabic version is not listed: %s", body)
				}
			}))
			run(t, scenario{name: "LimitOne", path: "/api/blog?lang=ar&limit=1", status: 200,
				want: []string{`"language":"ar"`}}.with(func(t *testing.T, _ *http.Response, body []byte) {
				var items []publicPost
				if err := json.Unmarshal(body, &items); err != nil || len(items) != 1 {
					t.Errorf("limit=1 gave %s", body)
				}
			}))
			// With summary and limit: the newest Arabic versions without their
			// Markdown (/ar's preview and /ar/blog's first HTML), the rest as the
			// full list's.
			var full []publicPost
			if _, raw := ts.do(t, "GET", "/api/blog?lang=ar", "", nil); json.Unmarshal(raw, &full) != nil || len(full) == 0 {
				t.Fatalf("GET /api/blog?lang=ar: %s", raw)
			}
			for _, path := range []string{"/api/blog?lang=ar&summary=true", "/api/blog?limit=1&lang=ar&summary=true", "/api/blog?summary=true&limit=1&lang=ar"} {
				run(t, scenario{name: "Summary " + path, path: path, status: 200,
					header: map[string]string{"Cache-Control": "no-store"}}.with(func(t *testing.T, _ *http.Response, body []byte) {
					var items []publicPost
					if err := json.Unmarshal(body, &items); err != nil {
						t.Fatal(err)
					}
					want := len(full)
					if strings.Contains(path, "limit=1") {
						want = 1
					}
					if len(items) != want {
						t.Fatalf("%d posts, want %d: %s", len(items), want, body)
					}
					for i, p := range items {
						whole := full[i]
						whole.Content = ""
						if p.Content != "" || p.Language != dayspa.Arabic || pagestest.MustJSON(t, p) != pagestest.MustJSON(t, whole) {
							t.Errorf("summary %+v, want the list's %+v without its content", p, whole)
						}
					}
				}))
			}
			run(t, scenario{name: "ErrLangAndSummary", path: "/api/blog?lang=ar&summary=yes", status: 400}.
				withFields(map[string]string{"summary": "Summary must be true or false."}))
			run(t, scenario{name: "English", path: "/api/blog", status: 200}.with(func(t *testing.T, _ *http.Response, body []byte) {
				var items []publicPost
				if err := json.Unmarshal(body, &items); err != nil {
					t.Fatal(err)
				}
				for _, p := range items {
					if p.Language != dayspa.English {
						t.Errorf("%q: language %q", p.Slug, p.Language)
					}
					switch p.ID {
					case both.ID:
						if p.Slug != "hammam-ritual" || p.TranslationSlug == nil || *p.TranslationSlug != arSlug {
							t.Errorf("English item %+v", p)
						}
					case english.ID:
						if p.TranslationSlug != nil {
							t.Errorf("an English-only post's translationSlug %q", *p.TranslationSlug)
						}
					}
				}
				if !strings.Contains(string(body), `"translationSlug":null`) {
					t.Errorf("no null translationSlug: %s", body)
				}
			}))
			run(t, scenario{name: "ExplicitEnglish", path: "/api/blog?lang=en&limit=100", status: 200,
				want: []string{`"slug":"hammam-ritual"`, `"language":"en"`}, notWant: []string{`"language":"ar"`}})
			for _, bad := range []string{"fr", "AR", "ar-AE", "en,ar", "%D8%B9"} {
				run(t, scenario{name: "ErrLang " + bad, path: "/api/blog?lang=" + bad, status: 400}.
					withFields(map[string]string{"lang": dayspa.MsgLanguage.Text}))
				run(t, scenario{name: "ErrLangPost " + bad, path: "/api/blog/hammam-ritual?lang=" + bad, status: 400}.
					withFields(map[string]string{"lang": dayspa.MsgLanguage.Text}))
			}
			run(t, scenario{name: "ErrLangAndLimit", path: "/api/blog?lang=xx&limit=0", status: 400}.
				withFields(map[string]string{"lang": dayspa.MsgLanguage.Text, "limit": "Limit must be a whole number from 1 to 100."}))
		})

		t.Run("ArabicArticle", func(t *testing.T) {
			run(t, scenario{name: "BySlug", path: "/api/blog/" + esc(arSlug) + "?lang=ar", status: 200,
				want: []string{`"language":"ar"`, `"translationSlug":"hammam-ritual"`}}.with(func(t *testing.T, _ *http.Response, body []byte) {
				var d postDetail
				if err := json.Unmarshal(body, &d); err != nil {
					t.Fatal(err)
				}
				if d.ID != both.ID || d.Title != "طقوس الحمام المغربي" || !strings.Contains(d.ContentHTML, "<strong>الحمام</strong>") ||
					!strings.Contains(d.ContentHTML, "<li>الكيس</li>") || strings.Contains(d.ContentHTML, "Steam") {
					t.Errorf("the Arabic article %+v", d)
				}
			}))
			run(t, scenario{name: "EnglishHasTheOther", path: "/api/blog/hammam-ritual", status: 200,
				want: []string{`"language":"en"`, `"translationSlug":"` + arSlug + `"`, "Steam first"}})
			run(t, scenario{name: "ArabicSlugWithoutLang", path: "/api/blog/" + esc(arSlug), status: 404})
			run(t, scenario{name: "EnglishSlugInArabic", path: "/api/blog/hammam-ritual?lang=ar", status: 404})
			run(t, scenario{name: "EnglishOnlyInArabic", path: "/api/blog/" + english.Slug + "?lang=ar", status: 404})
			run(t, scenario{name: "DraftInArabic", path: "/api/blog/" + esc("مسودة") + "?lang=ar", status: 404})
			page(t, scenario{name: "DraftPage", path: "/ar/blog/" + esc("مسودة"), status: 404})
			page(t, scenario{name: "UnknownPage", path: "/ar/blog/" + esc("لا-يوجد"), status: 404})
			page(t, scenario{name: "EnglishSlugPage", path: "/ar/blog/hammam-ritual", status: 404})
		})

		t.Run("Pages", func(t *testing.T) {
			page(t, scenario{name: "Arabic", path: "/ar/blog/" + esc(arSlug), status: 200, want: []string{
				`<html lang="ar" dir="rtl">`,
				"<title>الحمام المغربي في دبي</title>",
				`<meta name="description" content="دليلك إلى طقوس الحمام المغربي.">`,
				`<link rel="canonical" href="https://spa.example/ar/blog/` + esc(arSlug) + `">`,
				`<link rel="alternate" hreflang="en" href="https://spa.example/blog/hammam-ritual">`,
				`<link rel="alternate" hreflang="ar" href="https://spa.example/ar/blog/` + esc(arSlug) + `">`,
				`<link rel="alternate" hreflang="x-default" href="https://spa.example/blog/hammam-ritual">`,
				`<meta property="og:locale" content="ar_AE">`,
				`<meta property="og:url" content="https://spa.example/ar/blog/` + esc(arSlug) + `">`,
				`<meta property="og:title" content="الحمام المغربي في دبي">`,
				`<link rel="alternate" type="application/atom+xml" title="مدونة `,
				`href="https://spa.example/ar/blog/feed.xml">`,
			}, notWant: []string{`<html lang="en"`, "The Ritual of the Hammam"}}.with(func(t *testing.T, _ *http.Response, body []byte) {
				ld := pagestest.JSONLD(t, body, "BlogPosting")
				if ld["inLanguage"] != "ar" || ld["headline"] != "طقوس الحمام المغربي" ||
					ld["mainEntityOfPage"] != "https://spa.example/ar/blog/"+esc(arSlug) {
					t.Errorf("BlogPosting %v", ld)
				}
			}))
			page(t, scenario{name: "English", path: "/blog/hammam-ritual", status: 200, want: []string{
				`<html lang="en" dir="ltr">`,
				`<link rel="alternate" hreflang="en" href="https://spa.example/blog/hammam-ritual">`,
				`<link rel="alternate" hreflang="ar" href="https://spa.example/ar/blog/` + esc(arSlug) + `">`,
				`<link rel="alternate" hreflang="x-default" href="https://spa.example/blog/hammam-ritual">`,
				`<meta property="og:locale" content="en_AE">`,
			}}.with(func(t *testing.T, _ *http.Response, body []byte) {
				if ld := pagestest.JSONLD(t, body, "BlogPosting"); ld["inLanguage"] != "en" {
					t.Errorf("BlogPosting %v", ld)
				}
			}))
			page(t, scenario{name: "EnglishOnly", path: "/blog/" + english.Slug, status: 200, notWant: []string{"hreflang"}})
			page(t, scenario{name: "NotAPage", path: "/ar/blog/" + esc(arSlug) + "/more", status: 404})
		})

		t.Run("SitemapAndFeed", func(t *testing.T) {
			page(t, scenario{name: "Sitemap", path: "/sitemap.xml", status: 200}.with(func(t *testing.T, _ *http.Response, body []byte) {
				var set pagestest.Sitemap
				if err := xml.Unmarshal(body, &set); err != nil {
					t.Fatal(err)
				}
				locs := map[string]string{}
				for _, u := range set.URLs {
					locs[u.Loc] = u.LastMod
				}
				en, arLoc := "https://spa.example/blog/hammam-ritual", "https://spa.example/ar/blog/"+esc(arSlug)
				if locs[arLoc] == "" || locs[arLoc] != locs[en] {
					t.Errorf("sitemap: Arabic %q, English %q", locs[arLoc], locs[en])
				}
				for loc := range locs {
					if strings.Contains(loc, esc("مسودة")) {
						t.Errorf("sitemap lists the draft's Arabic version: %s", loc)
					}
				}
			}))
			page(t, scenario{name: "ArabicFeed", path: "/ar/blog/feed.xml", status: 200, want: []string{
				`xml:lang="ar"`, "<title>مدونة ", "<title>طقوس الحمام المغربي</title>",
				"https://spa.example/ar/blog/" + esc(arSlug), "&lt;strong&gt;الحمام&lt;/strong&gt;",
			}, notWant: []string{"Only in English", "The Ritual of the Hammam", "مسودة"}})
			page(t, scenario{name: "EnglishFeed", path: "/blog/feed.xml", status: 200,
				want: []string{"The Ritual of the Hammam"}, notWant: []string{"طقوس الحمام المغربي", "xml:lang"}})
		})

		t.Run("SlugChangeRedirects", func(t *testing.T) {
			path := fmt.Sprintf("/api/admin/posts/%d", both.ID)
			run(t, adminWrite(c, "Rename", "PATCH", path, `{"ar":{"slug":"الحمام-المغربي"}}`, 200, `"slug":"الحمام-المغربي"`,
				`"title":"طقوس الحمام المغربي"`))
			page(t, scenario{name: "OldPage", path: "/ar/blog/" + esc(arSlug), status: 301,
				header: map[string]string{"Location": "/ar/blog/" + esc("الحمام-المغربي"), "Cache-Control": "no-store"}})
			run(t, scenario{name: "OldAPI", path: "/api/blog/" + esc(arSlug) + "?lang=ar", status: 301,
				header: map[string]string{"Location": "/api/blog/" + esc("الحمام-المغربي") + "?lang=ar"}})
			page(t, scenario{name: "NewPage", path: "/ar/blog/" + esc("الحمام-المغربي"), status: 200})
			// The list in Arabic shows the edit at once.
			run(t, scenario{name: "ListedNew", path: "/api/blog?lang=ar", status: 200, want: []string{`"slug":"الحمام-المغربي"`},
				notWant: []string{`"slug":"` + arSlug + `"`}})
			run(t, scenario{name: "EnglishKnowsIt", path: "/api/blog", status: 200, want: []string{`"translationSlug":"الحمام-المغربي"`}})
			// The English slug's change leaves the Arabic one where it is.
			run(t, adminWrite(c, "RenameEnglish", "PATCH", path, `{"slug":"the-hammam-ritual"}`, 200))
			page(t, scenario{name: "EnglishOld", path: "/blog/hammam-ritual", status: 301,
				header: map[string]string{"Location": "/blog/the-hammam-ritual"}})
			page(t, scenario{name: "ArabicStays", path: "/ar/blog/" + esc("الحمام-المغربي"), status: 200,
				want: []string{`hreflang="en" href="https://spa.example/blog/the-hammam-ritual"`}})
		})

		t.Run("PartialVersionRefused", func(t *testing.T) {
			before := countRows(t, ts.db, "blog_posts")
			run(t, adminWrite(c, "TitleOnly", "POST", "/api/admin/posts", jsonObject(map[string]any{"title": "Rose Facial",
				"ar": map[string]any{"title": "فيشل الورد"}}), 400).withFields(map[string]string{"ar.content": dayspa.MsgPostArContentRequired.Text}))
			run(t, adminWrite(c, "BodyOnly", "POST", "/api/admin/posts", jsonObject(map[string]any{"title": "Rose Facial",
				"ar": map[string]any{"content": "نص."}}), 400).withFields(map[string]string{"ar.title": dayspa.MsgPostArTitleRequired.Text}))
			run(t, adminWrite(c, "Limits", "POST", "/api/admin/posts", jsonObject(map[string]any{"title": "Rose Facial",
				"ar": map[string]any{"title": "فيشل الورد", "slug": "Rose Facial", "content": "نص.", "seoTitle": strings.Repeat("س", 71)}}), 400).
				withFields(map[string]string{"ar.slug": dayspa.MsgPostArSlug.Text, "ar.seoTitle": dayspa.MsgPostArSEOTitle.Text}))
			run(t, adminWrite(c, "TakenArabicSlug", "POST", "/api/admin/posts", jsonObject(map[string]any{"title": "Rose Facial",
				"ar": map[string]any{"title": "فيشل الورد", "slug": "الحمام-المغربي", "content": "نص."}}), 400).
				withFields(map[string]string{"ar.slug": dayspa.MsgPostArSlugTaken.Text}))
			run(t, adminWrite(c, "UnknownField", "POST", "/api/admin/posts", `{"title":"Rose Facial","ar":{"titel":"فيشل"}}`, 400).
				withFields(map[string]string{"ar.titel": "Unknown field."}))
			run(t, adminWrite(c, "NotAnObject", "POST", "/api/admin/posts", `{"title":"Rose Facial","ar":"فيشل"}`, 400).
				withFields(map[string]string{"ar": "Must be an object."}))
			if n := countRows(t, ts.db, "blog_posts"); n != before {
				t.Errorf("refused forms stored posts: %d, want %d", n, before)
			}
			// An edit that leaves the version partial changes nothing.
			path := fmt.Sprintf("/api/admin/posts/%d", both.ID)
			run(t, adminWrite(c, "EditToPartial", "PATCH", path, `{"title":"Changed","ar":{"content":"  "}}`, 400).
				withFields(map[string]string{"ar.content": dayspa.MsgPostArContentRequired.Text}))
			run(t, adminGet(c, "Unchanged", "/api/admin/posts", 200, `"title":"The Ritual of the Hammam"`, `"content":"## البخار أولاً`))
		})

		t.Run("Removed", func(t *testing.T) {
			p := createPostAPI(t, ts, c, map[string]any{"title": "Rose Facial", "status": "published",
				"ar": map[string]any{"title": "فيشل الورد", "content": "نص."}})
			path := fmt.Sprintf("/api/admin/posts/%d", p.ID)
			page(t, scenario{name: "Before", path: "/ar/blog/" + esc("فيشل-الورد"), status: 200})
			run(t, adminWrite(c, "Null", "PATCH", path, `{"ar":null}`, 200, `"ar":null`))
			page(t, scenario{name: "PageGone", path: "/ar/blog/" + esc("فيشل-الورد"), status: 404})
			run(t, scenario{name: "NotListed", path: "/api/blog?lang=ar", status: 200, notWant: []string{"فيشل"}})
			page(t, scenario{name: "NoHreflang", path: "/blog/rose-facial", status: 200, notWant: []string{"hreflang"}})
			// Every field emptied removes it as well.
			run(t, adminWrite(c, "Again", "PATCH", path, jsonObject(map[string]any{"ar": map[string]any{"title": "فيشل الورد", "content": "نص."}}), 200,
				`"slug":"فيشل-الورد"`))
			run(t, adminWrite(c, "Emptied", "PATCH", path, jsonObject(map[string]any{"ar": map[string]any{"title": "", "slug": "", "excerpt": "",
				"content": "", "seoTitle": "", "seoDescription": ""}}), 200, `"ar":null`))
			run(t, adminWrite(c, "Delete", "DELETE", path, "", 204))
		})

		t.Run("HostileArabicMarkdown", func(t *testing.T) {
			p := createPostAPI(t, ts, c, map[string]any{"title": "Hostile", "status": "published",
				"ar": map[string]any{"title": "مقال <b>عدائي</b>", "slug": "عدائي", "content": hostileMarkdown,
					"excerpt": `"><script>alert(9)</script>`}})
			var detail postDetail
			run(t, scenario{name: "API", path: "/api/blog/" + esc("عدائي") + "?lang=ar", status: 200}.with(func(t *testing.T, _ *http.Response, body []byte) {
				if err := json.Unmarshal(body, &detail); err != nil {
					t.Fatal(err)
				}
				assertInert(t, "Arabic contentHtml", detail.ContentHTML)
			}))
			resp, body := ts.do(t, "POST", "/api/admin/posts/preview", jsonObject(map[string]any{"content": hostileMarkdown}), as(c))
			var out previewOutput
			if resp.StatusCode != 200 || json.Unmarshal(body, &out) != nil || out.HTML != detail.ContentHTML {
				t.Errorf("preview differs from the Arabic version's rendering:\n%s\n%s", out.HTML, detail.ContentHTML)
			}
			page(t, scenario{name: "Page", path: "/ar/blog/" + esc("عدائي"), status: 200,
				want:    []string{"<title>مقال &lt;b&gt;عدائي&lt;/b&gt; | "},
				notWant: []string{"<script>alert", "<b>عدائي</b>"}})
			// The feed escapes its HTML, so the raw text never holds a tag: read
			// the entry's content as a feed reader does.
			page(t, scenario{name: "Feed", path: "/ar/blog/feed.xml", status: 200}.with(func(t *testing.T, _ *http.Response, body []byte) {
				var feed pagestest.Feed
				if err := xml.Unmarshal(body, &feed); err != nil {
					t.Fatal(err)
				}
				for _, e := range feed.Entries {
					if e.ID == "https://spa.example/ar/blog/"+esc("عدائي") {
						assertInert(t, "the Arabic feed's entry", e.Content.Body)
						if e.Content.Body != detail.ContentHTML {
							t.Errorf("the feed's entry differs from the API's contentHtml:\n%s\n%s", e.Content.Body, detail.ContentHTML)
						}
						return
					}
				}
				t.Errorf("no entry of the hostile post in %s", body)
			}))
			run(t, adminWrite(c, "Cleanup", "DELETE", fmt.Sprintf("/api/admin/posts/%d", p.ID), "", 204))
		})

		t.Run("ScheduledAppearsOnItsMinuteInArabic", func(t *testing.T) {
			// The Arabic list's copy is kept until the next scheduled post's minute at most, as the English one.
			due := clock.Now().Add(10 * time.Minute).Truncate(time.Minute)
			p := createPostAPI(t, ts, c, map[string]any{"title": "Winter Glow", "status": "published", "publishAt": due.Format(time.RFC3339),
				"ar": map[string]any{"title": "إشراقة الشتاء", "content": "نص."}})
			for _, path := range []string{"/api/blog?lang=ar", "/api/blog?lang=ar&limit=100"} {
				run(t, scenario{name: "Before " + path, path: path, status: 200, notWant: []string{"إشراقة الشتاء"}})
			}
			page(t, scenario{name: "PageBefore", path: "/ar/blog/" + esc("إشراقة-الشتاء"), status: 404})
			clock.Advance(due.Sub(clock.Now()))
			for _, path := range []string{"/api/blog?lang=ar", "/api/blog?lang=ar&limit=100"} {
				run(t, scenario{name: "OnTime " + path, path: path, status: 200, want: []string{`"slug":"إشراقة-الشتاء"`}})
			}
			page(t, scenario{name: "PageOnTime", path: "/ar/blog/" + esc("إشراقة-الشتاء"), status: 200})
			c = login(t, ts) // the session may have idled out meanwhile
			run(t, adminWrite(c, "Cleanup", "DELETE", fmt.Sprintf("/api/admin/posts/%d", p.ID), "", 204))
			page(t, scenario{name: "PageGone", path: "/ar/blog/" + esc("إشراقة-الشتاء"), status: 404})
			run(t, scenario{name: "ListGone", path: "/api/blog?lang=ar", status: 200, notWant: []string{"إشراقة الشتاء"}})
		})

		t.Run("TwoLongVersionsFitOneRequest", func(t *testing.T) {
			// 30,000 characters in each language: over the 64 KiB of other
			// forms, within a post's 256 KiB.
			long := map[string]any{"title": "A Long Read", "content": strings.Repeat("w", 30000),
				"ar": map[string]any{"title": "قراءة طويلة", "content": strings.Repeat("س", 30000)}}
			body := jsonObject(long)
			if len(body) <= maxJSONBody {
				t.Fatalf("the body is %d bytes, not over the JSON limit", len(body))
			}
			p := createPostAPI(t, ts, c, long)
			run(t, adminWrite(c, "Edit", "PATCH", fmt.Sprintf("/api/admin/posts/%d", p.ID), body, 200))
			run(t, adminWrite(c, "ErrTooLarge", "POST", "/api/admin/posts", jsonObject(map[string]any{"title": "Too Long",
				"content": strings.Repeat("w", maxPostBody)}), 413))
			// Other forms keep their limit.
			run(t, adminWrite(c, "ErrPreviewTooLarge", "POST", "/api/admin/posts/preview", jsonObject(map[string]any{
				"content": strings.Repeat("w", maxJSONBody)}), 413))
		})
	})
}
