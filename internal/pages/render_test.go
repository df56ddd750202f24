package pages

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"html"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/httpapi"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
	"github.com/dayspa/dayspa/internal/ssr"
)

// gzipLen is the size of b gzipped as the server sends a page.
func gzipLen(b []byte) int {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	_, _ = zw.Write(b)
	_ = zw.Close()
	return buf.Len()
}

// aed is a price as the site shows it: 'AED 450.00', 'AED 455.50'.
func aed(price string) string {
	m, err := dayspa.ParseMoney(price)
	if err != nil {
		return "AED " + price
	}
	return dayspa.FormatPrice(m, dayspa.English)
}

// serviceCard is the card (an <article>) of the service named name in
// the page's HTML, or "".
func serviceCard(rootHTML, name string) string {
	for _, card := range strings.Split(rootHTML, "<article")[1:] {
		card, _, _ = strings.Cut(card, "</article>")
		if strings.Contains(html.UnescapeString(card), ">"+name+"<") {
			return card
		}
	}
	return ""
}

func TestServerRenderedPages(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(time.Now())
		ts := newTestSiteOn(t, e.Config(t), withBuiltApp(t, clock))
		get := func(t *testing.T, path string) []byte {
			t.Helper()
			resp, body := ts.do(t, "GET", path, "", nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("GET %s: %d", path, resp.StatusCode)
			}
			if got := resp.Header.Get("Cache-Control"); !strings.HasPrefix(path, "/api/") && got != cachePage {
				t.Errorf("GET %s: Cache-Control %q", path, got)
			}
			return body
		}

		t.Run("BlogPost", func(t *testing.T) {
			const slug = "a-couples-spa-day-in-dubai"
			var api map[string]any
			if err := json.Unmarshal(get(t, "/api/blog/"+slug), &api); err != nil {
				t.Fatal(err)
			}
			page := get(t, "/blog/"+slug)
			body := pagestest.Root(t, page)
			// The whole article, as the API sends it, and its title and date.
			if content := api["contentHtml"].(string); len(content) < 1000 || !strings.Contains(body, content) {
				t.Errorf("the page does not hold the article's body (%d bytes)", len(content))
			}
			for _, want := range []string{`<h1 id="article-title"`, "A Perfect Couples Day in Dubai: From Spa Suite to Sunset", "November 10, 2026"} {
				if !strings.Contains(body, want) {
					t.Errorf("the page lacks %q", want)
				}
			}
			if strings.Contains(body, "Loading article") {
				t.Error("the page shows the loading state")
			}
			// The data block is the API's answer, for the app to adopt the page without fetching it.
			if got := pagestest.DataBlock(t, page)["/api/blog/"+slug]; fmt.Sprint(got) != fmt.Sprint(api) {
				t.Errorf("data block %v, want the API's answer %v", got, api)
			}
			if n := pagestest.ExecutableScripts(page); n != 0 {
				t.Errorf("%d inline scripts", n)
			}
		})

		t.Run("BlogList", func(t *testing.T) {
			ctx := t.Context()
			var live []map[string]any
			if err := json.Unmarshal(get(t, "/api/blog"), &live); err != nil || len(live) < 2 {
				t.Fatalf("GET /api/blog: %d posts, %v", len(live), err)
			}
			at := clock.Now().Add(90 * time.Second)
			draft := dayspa.Post{Title: "Draft Ritual Notes", Slug: "draft-ritual-notes", Status: dayspa.PostDraft}
			sched := dayspa.Post{Title: "Scheduled Winter Glow", Slug: "scheduled-winter-glow", Status: dayspa.PostPublished, PublishAt: &at}
			for _, p := range []*dayspa.Post{&draft, &sched} {
				if err := ts.db.CreatePost(ctx, p); err != nil {
					t.Fatal(err)
				}
			}
			clock.Advance(time.Second) // the API's one-second copy of the blog list expires
			// A render that passes the renderer's time limit (under -race on a
			// busy machine) falls back to the prerendered page, as it should;
			// the next request renders again.
			rendered := func(t *testing.T, path string) []byte {
				t.Helper()
				for try := 1; ; try++ {
					page := get(t, path)
					if bytes.Contains(page, []byte(`id="dayspa-data"`)) || try == 5 {
						return page
					}
				}
			}
			page := rendered(t, "/blog")
			body := html.UnescapeString(pagestest.Root(t, page))
			for _, p := range live {
				if !strings.Contains(body, p["title"].(string)) {
					t.Errorf("/blog lacks %q", p["title"])
				}
			}
			for _, hidden := range []string{draft.Title, sched.Title, "Loading"} {
				if strings.Contains(body, hidden) {
					t.Errorf("/blog shows %q", hidden)
				}
			}
			// The data block holds the cards' fields of every post, as GET
			// /api/blog?summary=true answers them: none of their Markdown,
			// which the search fetches when the visitor starts searching.
			block := pagestest.DataBlock(t, page)
			if _, ok := block["/api/blog"]; ok || len(block) != 2 || block[serviceSummariesPath] == nil {
				t.Errorf("data block holds %v, want only %s and the footer's %s", slices.Collect(maps.Keys(block)), blogPostsPath, serviceSummariesPath)
			}
			if got, _ := block[blogPostsPath].([]any); len(got) != len(live) {
				t.Errorf("data block holds %d posts, want %d", len(got), len(live))
			} else {
				var summaries []map[string]any
				if err := json.Unmarshal(get(t, blogPostsPath), &summaries); err != nil {
					t.Fatal(err)
				}
				if fmt.Sprint(got) != fmt.Sprint(summaries) {
					t.Errorf("data block %v, want the API's answer %v", got, summaries)
				}
			}
			for _, p := range live {
				if md := p["content"].(string); len(md) > 40 && bytes.Contains(page, []byte(md[:40])) {
					t.Errorf("/blog carries the Markdown of %q", p["title"])
				}
			}
			// Every byte of the page comes before its first picture (its LCP):
			// with the Markdown in it, it was 31.5 KB gzipped.
			if n := gzipLen(page); n > 14_000 {
				t.Errorf("/blog is %d bytes gzipped, want at most 14,000", n)
			}
			if n := pagestest.ExecutableScripts(page); n != 0 {
				t.Errorf("%d inline scripts", n)
			}
			// At its minute the scheduled post is on the page, with no write in between.
			clock.Advance(at.Truncate(time.Minute).Sub(clock.Now()) + time.Minute)
			if body := html.UnescapeString(pagestest.Root(t, rendered(t, "/blog"))); !strings.Contains(body, sched.Title) {
				t.Error("/blog lacks the post whose time has come")
			}
			// A search is the app's: the page is the prerendered one, with no data block.
			if page := get(t, "/blog?q=massage"); bytes.Contains(page, []byte(`id="dayspa-data"`)) {
				t.Error("/blog?q= was rendered on the server")
			}
		})

		t.Run("HostilePostStaysInert", func(t *testing.T) {
			page := get(t, "/blog/"+xssPost.Slug)
			if n := pagestest.ExecutableScripts(page); n != 0 {
				t.Errorf("%d inline scripts in %s", n, pagestest.Root(t, page))
			}
			for _, bad := range []string{"onerror=", "javascript:", "</script><"} {
				if strings.Contains(pagestest.Root(t, page), bad) {
					t.Errorf("the article carries %q", bad)
				}
			}
			if !strings.Contains(pagestest.Root(t, page), "<strong>bold</strong>") {
				t.Error("the article's Markdown is not rendered")
			}
		})

		t.Run("Services", func(t *testing.T) {
			var services []dayspa.Service
			if err := json.Unmarshal(get(t, "/api/services"), &services); err != nil {
				t.Fatal(err)
			}
			page := get(t, "/services")
			body := pagestest.Root(t, page)
			active := 0
			for _, s := range services {
				card := serviceCard(body, s.Name)
				switch {
				case card == "":
					t.Errorf("no card for %q", s.Name)
				case s.IsActive && !strings.Contains(card, ">"+aed(s.Price.String())+"<"):
					t.Errorf("%q: no %s in its card", s.Name, aed(s.Price.String()))
				case !s.IsActive && !strings.Contains(card, "Unavailable"):
					t.Errorf("%q is inactive but not shown Unavailable", s.Name)
				}
				if s.IsActive {
					active++
				}
			}
			if active < 10 {
				t.Fatalf("only %d active services seeded", active)
			}
			if got := pagestest.DataBlock(t, page)["/api/services"].([]any); len(got) != len(services) {
				t.Errorf("data block: %d services, want %d", len(got), len(services))
			}
			if n := pagestest.ExecutableScripts(page); n != 0 {
				t.Errorf("%d inline scripts", n)
			}
		})

		t.Run("FooterNamesTheServices", func(t *testing.T) {
			// Every page's footer names the first six active services, in the
			// page's language, each linking to its card on the Services page:
			// in the first HTML, from the answer its data block carries.
			var services []dayspa.Service
			if err := json.Unmarshal(get(t, "/api/services"), &services); err != nil {
				t.Fatal(err)
			}
			var first []dayspa.Service
			for _, s := range services {
				if s.IsActive && len(first) < 6 {
					first = append(first, s)
				}
			}
			if len(first) < 6 {
				t.Fatalf("only %d active services seeded", len(first))
			}
			link := regexp.MustCompile(`<a [^>]*href="((?:/ar)?/services#service-(\d+))"[^>]*>(.*?)</a>`)
			tags := regexp.MustCompile(`<[^>]+>`)
			for _, path := range []string{"/", "/about", "/services", "/gallery", "/booking", "/contact", "/gift-cards", "/packages", "/blog", "/privacy", "/terms",
				"/blog/a-couples-spa-day-in-dubai", "/ar", "/ar/services", "/ar/booking", "/ar/contact", "/ar/gift-cards", "/ar/packages", "/ar/privacy", "/ar/terms"} {
				arabic := strings.HasPrefix(path, "/ar")
				var page []byte
				for try := 1; try <= 5; try++ { // a render past its time limit (-race, a busy machine) falls back
					if page = get(t, path); bytes.Contains(page, []byte(`id="dayspa-data"`)) {
						break
					}
				}
				var got, want []string
				for _, m := range link.FindAllStringSubmatch(pagestest.Root(t, page), -1) {
					got = append(got, m[1]+" "+html.UnescapeString(tags.ReplaceAllString(m[3], "")))
				}
				for _, s := range first {
					name, prefix := s.Name, ""
					if arabic {
						prefix = "/ar"
						if s.NameAr != "" {
							name = s.NameAr
						}
					}
					want = append(want, fmt.Sprintf("%s/services#service-%d %s", prefix, s.ID, name))
				}
				// The Services page's cards are no links to themselves: the footer's six are all there is.
				if !slices.Equal(got, want) {
					t.Errorf("%s: footer's services %q, want %q", path, got, want)
				}
				names, _ := pagestest.DataBlock(t, page)[serviceSummariesPath].([]any)
				if len(names) != len(services) {
					t.Errorf("%s: data block has %d services' names, want %d", path, len(names), len(services))
				}
				for _, n := range names {
					if d := n.(map[string]any)["description"]; d != "" {
						t.Errorf("%s: the footer's answer carries a description %q", path, d)
					}
				}
			}
		})

		t.Run("ConcurrentLoads", func(t *testing.T) {
			// Several visitors at once, on a page not rendered yet and on one kept:
			// every one gets the whole page.
			paths := []string{"/blog/hot-stone-massage-explained", "/services"}
			var wg sync.WaitGroup
			bodies := make([][]byte, 8)
			for i := range bodies {
				wg.Go(func() {
					resp, body := ts.do(t, "GET", paths[i%2], "", nil)
					if resp.StatusCode == http.StatusOK {
						bodies[i] = body
					}
				})
			}
			wg.Wait()
			for i, body := range bodies {
				if !bytes.Contains(body, []byte(initialDataID)) || !bytes.Equal(body, bodies[i%2]) {
					t.Errorf("load %d of %s: not the rendered page, or not the same as the others", i, paths[i%2])
				}
			}
		})

		t.Run("AnEditShowsOnTheNextLoad", func(t *testing.T) {
			setTestPassword(t, ts.db)
			cookie := login(t, ts)
			var services []dayspa.Service
			if err := json.Unmarshal(get(t, "/api/services"), &services); err != nil {
				t.Fatal(err)
			}
			var id int64
			for _, s := range services {
				if s.Name == "Signature Arabian Massage" {
					id = s.ID
				}
			}
			before := pagestest.Root(t, get(t, "/services"))
			if !strings.Contains(serviceCard(before, "Signature Arabian Massage"), ">AED 450.00<") {
				t.Fatalf("unexpected seed: %s", serviceCard(before, "Signature Arabian Massage"))
			}
			resp, body := ts.do(t, "PATCH", fmt.Sprintf("/api/admin/services/%d", id), `{"price":"455.50"}`,
				map[string]string{"Cookie": cookie, "Content-Type": "application/json"})
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("PATCH: %d %s", resp.StatusCode, body)
			}
			if card := serviceCard(pagestest.Root(t, get(t, "/services")), "Signature Arabian Massage"); !strings.Contains(card, ">AED 455.50<") {
				t.Errorf("the edit does not show on the next load: %s", card)
			}

			// Another instance's edit (straight to the database): shown once this
			// instance's one-second copy of the list has expired.
			name := "Signature Arabian Massage Deluxe"
			if _, err := ts.db.UpdateService(t.Context(), id, dayspa.ServiceUpdate{Name: &name}); err != nil {
				t.Fatal(err)
			}
			clock.Advance(time.Second + time.Millisecond)
			if card := serviceCard(pagestest.Root(t, get(t, "/services")), name); !strings.Contains(card, ">AED 455.50<") {
				t.Errorf("another instance's edit does not show a second later")
			}
		})
	})
}

func TestServerRenderFallsBack(t *testing.T) {
	broken := func(cfg *httpapi.Config, app *fstest.MapFS) {
		(*app)[ssr.ScriptPath] = &fstest.MapFile{Data: []byte(`throw new Error("broken build")`)}
	}
	ts := newTestSite(t, broken)
	resp, body := ts.do(t, "GET", "/services", "", nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "<main><h1>Spa Services</h1></main>") {
		t.Fatalf("GET /services with a broken renderer: %d, want the prerendered page: %s", resp.StatusCode, body)
	}
	if bytes.Contains(body, []byte(initialDataID)) {
		t.Error("the prerendered page carries a data block the app would not match")
	}
	resp, _ = ts.do(t, "GET", "/"+ssr.ScriptPath, "", nil)
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("GET /%s: %d, want 404 (the server's own file)", ssr.ScriptPath, resp.StatusCode)
	}
}
