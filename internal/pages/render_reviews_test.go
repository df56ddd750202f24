package pages

import (
	"context"
	"html"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/pages/pagestest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

func TestServerRenderedHomeReviewsAndFAQ(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		clock := newFakeClock(time.Now())
		ts := newTestSiteOn(t, e.Config(t), withBuiltApp(t, clock))
		ctx := context.Background()

		// The seed's reviews and questions out of the way.
		rs, err := ts.db.Reviews(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rs {
			if err := ts.db.DeleteReview(ctx, r.ID); err != nil {
				t.Fatal(err)
			}
		}
		faq, err := ts.db.FAQEntries(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range faq {
			if err := ts.db.DeleteFAQEntry(ctx, f.ID); err != nil {
				t.Fatal(err)
			}
		}

		// None: no testimonials, no FAQ, and no rating claimed anywhere.
		page := ts.page(t, "/")
		if _, ok := pagestest.JSONLD(t, page, "DaySpa")["aggregateRating"]; ok {
			t.Error("/ claims a rating with no review")
		}
		if strings.Contains(string(page), "aggregateRating") {
			t.Error("a rating is claimed somewhere on / with no review")
		}
		rootHTML := html.UnescapeString(pagestest.Root(t, page))
		if strings.Contains(rootHTML, "What Our Guests Say") || strings.Contains(rootHTML, "Frequently Asked Questions") {
			t.Error("/ shows the testimonials or the FAQ with none stored")
		}
		if !strings.Contains(rootHTML, "Loved by") || strings.Contains(rootHTML, "Guest Rating") {
			t.Error("/ claims a guest rating with no review")
		}

		shown := &dayspa.Review{Name: "Noor A.", Text: "A newly added review about the hammam's black soap.", Rating: 5, Date: dayspa.Date{Year: 2026, Month: 1, Day: 5}, Detail: "JLT resident", Shown: true}
		second := &dayspa.Review{Name: "Ravi P.", Text: "Good facial.", Rating: 4, Date: dayspa.Date{Year: 2026, Month: 1, Day: 6}, Shown: true}
		hidden := &dayspa.Review{Name: "Hidden Guest", Text: "A hidden review nobody should read.", Rating: 1, Date: dayspa.Date{Year: 2026, Month: 1, Day: 7}, Shown: false}
		for _, r := range []*dayspa.Review{shown, second, hidden} {
			if err := ts.db.CreateReview(ctx, r); err != nil {
				t.Fatal(err)
			}
		}
		if err := ts.db.CreateFAQEntry(ctx, &dayspa.FAQEntry{Question: "Is there valet parking?", Answer: "Yes, at the hotel's entrance."}); err != nil {
			t.Fatal(err)
		}

		// The next load has them, in the first HTML and in the data block; the hidden one nowhere.
		page = ts.page(t, "/")
		rootHTML = html.UnescapeString(pagestest.Root(t, page))
		for _, want := range []string{shown.Text, "JLT resident", `aria-label="Rated 5 out of 5"`, `aria-label="Rated 4 out of 5"`, "Is there valet parking?", "4.5</strong>"} {
			if !strings.Contains(rootHTML, want) {
				t.Errorf("/'s first HTML lacks %q", want)
			}
		}
		if strings.Contains(string(page), hidden.Text) || strings.Contains(string(page), "Hidden Guest") {
			t.Error("/ carries the hidden review")
		}
		data := pagestest.DataBlock(t, page)
		if got, _ := data["/api/reviews"].([]any); len(got) != 2 {
			t.Errorf("data block: %v reviews, want the 2 shown", data["/api/reviews"])
		}
		if got, _ := data["/api/faq"].([]any); len(got) != 1 {
			t.Errorf("data block: %v questions", data["/api/faq"])
		}
		if n := pagestest.ExecutableScripts(page); n != 0 {
			t.Errorf("%d inline scripts", n)
		}
		want := map[string]any{"@type": "AggregateRating", "ratingValue": "4.5", "reviewCount": float64(2), "bestRating": float64(5), "worstRating": float64(1)}
		got, _ := pagestest.JSONLD(t, page, "DaySpa")["aggregateRating"].(map[string]any)
		if len(got) != len(want) {
			t.Fatalf("aggregateRating = %v, want %v", got, want)
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("aggregateRating.%s = %v, want %v", k, got[k], v)
			}
		}

		// /about's guest rating is the same figure, from the same answer.
		about := ts.page(t, "/about")
		if _, ok := pagestest.DataBlock(t, about)["/api/reviews"]; !ok {
			t.Error("/about has no /api/reviews answer in its data block")
		}
		if !regexp.MustCompile(`4\.5</dd>`).Match(about) {
			t.Error("/about's achievements lack the 4.5 guest rating")
		}
		// The rating is claimed on the page that shows the reviews, not on the others.
		if _, ok := pagestest.JSONLD(t, about, "DaySpa")["aggregateRating"]; ok {
			t.Error("/about claims a rating; only / shows the reviews it is made from")
		}

		// Hiding both: gone on the next load, and no rating claimed.
		for _, r := range []*dayspa.Review{shown, second} {
			r.Shown = false
			if err := ts.db.UpdateReview(ctx, r, 0); err != nil {
				t.Fatal(err)
			}
		}
		page = ts.page(t, "/")
		if strings.Contains(string(page), shown.Text) {
			t.Error("/ still shows a review just hidden")
		}
		if _, ok := pagestest.JSONLD(t, page, "DaySpa")["aggregateRating"]; ok {
			t.Error("/ claims a rating with every review hidden")
		}
	})
}
