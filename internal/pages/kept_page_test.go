package pages

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// galleryReads counts the pages' reads of the gallery: the home page reads
// it with the rest of its answers.
type galleryReads struct {
	Store
	n atomic.Int64
}

func (g *galleryReads) GalleryItems(ctx context.Context) ([]dayspa.GalleryItem, error) {
	g.n.Add(1)
	return g.Store.GalleryItems(ctx)
}

// TestKeptPage: a rendered page asked again within pageFreshness, with no
// change to what the pages show, is answered as kept without reading its
// answers; a write to the database, not through this site's API, is on
// the very next load; an address with a query reads them; and after
// pageFreshness they are read again, for what changes with the clock alone.
func TestKeptPage(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(time.Now())
		ts := newTestSiteOn(t, e.Config(t), withBuiltApp(t, clock))
		reads := &galleryReads{Store: ts.srv.store}
		ts.srv.store = reads // before the first request
		home := func(path string) string {
			t.Helper()
			resp, page := ts.do(t, "GET", path, "", nil)
			if resp.StatusCode != 200 {
				t.Fatalf("GET %s: %d", path, resp.StatusCode)
			}
			return string(page)
		}

		first := home("/")
		n := reads.n.Load()
		if n == 0 {
			t.Fatal("the home page did not read the gallery")
		}
		if again := home("/"); again != first || reads.n.Load() != n {
			t.Errorf("the same page asked again read its answers (%d reads, then %d) or changed", n, reads.n.Load())
		}

		home("/?utm_source=newsletter")
		if reads.n.Load() == n {
			t.Error("an address with a query was answered as kept")
		}

		const alt = "Steam rising in the marble hammam"
		if err := ts.db.CreateGalleryItem(context.Background(), &dayspa.GalleryItem{Alt: alt, Category: dayspa.GalleryCategories[0], Picture: fakePicture(strings.Repeat("a", 28))}); err != nil {
			t.Fatal(err)
		}
		if page := home("/"); !strings.Contains(page, alt) {
			t.Error("a picture added to the database is not on the next load of /")
		}

		n = reads.n.Load()
		home("/")
		if reads.n.Load() != n {
			t.Error("the page was read again with nothing changed")
		}
		clock.Advance(pageFreshness)
		home("/")
		if reads.n.Load() == n {
			t.Errorf("the page was answered as kept %s after it was checked", pageFreshness)
		}
	})
}

// TestKeptPagesShowAnEdit: every public page in both languages, each
// kept after a first load, shows a service's new name on the next load
// after the manager renames it, in the language's own field: every
// page's footer names the services.
func TestKeptPagesShowAnEdit(t *testing.T) {
	clock := newFakeClock(time.Now())
	ts := newTestSite(t, withBuiltApp(t, clock))
	setTestPassword(t, ts.db)
	cookie := login(t, ts)
	pages := []string{"/", "/about", "/services", "/gallery", "/booking", "/contact", "/gift-cards", "/packages", "/blog", "/privacy", "/terms"}
	var all []string
	for _, p := range pages {
		all = append(all, p, strings.TrimSuffix("/ar"+p, "/"))
	}
	for _, p := range all {
		ts.page(t, p)
		ts.page(t, p) // now answered as kept
	}

	services, err := ts.db.ListServices(context.Background())
	if err != nil || len(services) == 0 {
		t.Fatalf("services: %v, %d", err, len(services))
	}
	const name, nameAr = "Amber Hammam Ritual", "طقس الحمام بالعنبر"
	resp, body := ts.do(t, "PATCH", fmt.Sprintf("/api/admin/services/%d", services[0].ID),
		pagestest.MustJSON(t, map[string]any{"name": name, "nameAr": nameAr}),
		map[string]string{"Cookie": cookie, "Content-Type": "application/json"})
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("PATCH: %d %s", resp.StatusCode, body)
	}
	for _, p := range all {
		want := name
		if strings.HasPrefix(p, "/ar") {
			want = nameAr
		}
		if page := html.UnescapeString(string(ts.page(t, p))); !strings.Contains(page, want) {
			t.Errorf("%s does not show %q on the next load after the rename", p, want)
		}
	}
}
