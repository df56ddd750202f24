package pages

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
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
