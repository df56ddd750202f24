package sqlstore_test

import (
	"context"
	"slices"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/seed"
)

// inOrder checks that the rows of an ordered list stand at positions 1,
// 2, … and returns their labels in that order.
func inOrder[T any](t *testing.T, rows []T, at func(T) (position int, label string)) []string {
	t.Helper()
	var out []string
	for i, r := range rows {
		pos, label := at(r)
		if pos != i+1 {
			t.Fatalf("row %d (%s) at position %d", i, label, pos)
		}
		out = append(out, label)
	}
	return out
}

func reviewNames(t *testing.T, rs []dayspa.Review) []string {
	t.Helper()
	return inOrder(t, rs, func(r dayspa.Review) (int, string) { return r.Position, r.Name })
}

func TestReviews(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		ids := map[string]int64{}
		for i, name := range []string{"a", "b", "c", "d"} {
			r := &dayspa.Review{Name: name, Text: "Text " + name, Rating: i + 2, Date: dayspa.Date{Year: 2026, Month: 3, Day: i + 1}, Detail: "Marina", Shown: i != 2}
			must(t, db.CreateReview(ctx, r))
			if r.ID == 0 || r.Position != i+1 {
				t.Fatalf("created %+v", r)
			}
			ids[name] = r.ID
		}
		all, err := db.Reviews(ctx)
		must(t, err)
		if got := reviewNames(t, all); !slices.Equal(got, []string{"a", "b", "c", "d"}) {
			t.Fatalf("order %v", got)
		}
		want := dayspa.Review{ID: ids["c"], Name: "c", Text: "Text c", Rating: 4, Date: dayspa.Date{Year: 2026, Month: 3, Day: 3}, Detail: "Marina", Shown: false, Position: 3}
		if all[2] != want {
			t.Fatalf("read back %+v, want %+v", all[2], want)
		}

		// d to the front; then a, edited, to the end.
		d, err := db.GetReview(ctx, ids["d"])
		must(t, err)
		must(t, db.UpdateReview(ctx, d, 1))
		a, err := db.GetReview(ctx, ids["a"])
		must(t, err)
		a.Text, a.Shown, a.Rating, a.Date = "Edited", false, 1, dayspa.Date{Year: 2025, Month: 12, Day: 31}
		must(t, db.UpdateReview(ctx, a, 4))
		if a.Position != 4 {
			t.Fatalf("moved to %d", a.Position)
		}
		all, err = db.Reviews(ctx)
		must(t, err)
		if got := reviewNames(t, all); !slices.Equal(got, []string{"d", "b", "c", "a"}) {
			t.Fatalf("order after moves %v", got)
		}
		if got := all[3]; got.Text != "Edited" || got.Shown || got.Rating != 1 || got.Date.String() != "2025-12-31" {
			t.Fatalf("edit not kept: %+v", got)
		}

		// An edit without a move keeps the place.
		b := all[1]
		b.Name = "b2"
		must(t, db.UpdateReview(ctx, &b, 0))
		if b.Position != 2 {
			t.Fatalf("unmoved review at %d", b.Position)
		}

		// Past the end: refused, nothing changed.
		c := all[2]
		if err := db.UpdateReview(ctx, &c, 5); dayspa.ErrorFields(err)["position"] != dayspa.MsgReviewPosition.Text {
			t.Fatalf("position 5 of 4: %v", err)
		}
		missing := dayspa.Review{ID: 999999, Name: "x", Text: "x", Rating: 5}
		if err := db.UpdateReview(ctx, &missing, 0); dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			t.Fatalf("update missing: %v", err)
		}

		// Deleting b2 closes the gap.
		must(t, db.DeleteReview(ctx, ids["b"]))
		all, err = db.Reviews(ctx)
		must(t, err)
		if got := reviewNames(t, all); !slices.Equal(got, []string{"d", "c", "a"}) {
			t.Fatalf("order after delete %v", got)
		}
		if err := db.DeleteReview(ctx, ids["b"]); dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			t.Fatalf("delete twice: %v", err)
		}
		if _, err := db.GetReview(ctx, ids["b"]); dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			t.Fatalf("get deleted: %v", err)
		}
		// A new one goes last.
		n := &dayspa.Review{Name: "e", Text: "e", Rating: 5, Date: dayspa.Date{Year: 2026, Month: 1, Day: 1}, Shown: true}
		must(t, db.CreateReview(ctx, n))
		if n.Position != 4 {
			t.Fatalf("new review at %d", n.Position)
		}
	})
}

func TestFAQEntries(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		var ids []int64
		for _, q := range []string{"q1", "q2", "q3"} {
			entry := &dayspa.FAQEntry{Question: q, Answer: "A " + q}
			must(t, db.CreateFAQEntry(ctx, entry))
			ids = append(ids, entry.ID)
		}
		last, err := db.GetFAQEntry(ctx, ids[2])
		must(t, err)
		last.Answer = "Changed."
		must(t, db.UpdateFAQEntry(ctx, last, 1))
		list, err := db.FAQEntries(ctx)
		must(t, err)
		order := inOrder(t, list, func(e dayspa.FAQEntry) (int, string) { return e.Position, e.Question + "=" + e.Answer })
		if !slices.Equal(order, []string{"q3=Changed.", "q1=A q1", "q2=A q2"}) {
			t.Fatalf("order %v", order)
		}
		if err := db.UpdateFAQEntry(ctx, last, 4); dayspa.ErrorFields(err)["position"] != dayspa.MsgFAQPosition.Text {
			t.Fatalf("position 4 of 3: %v", err)
		}
		must(t, db.DeleteFAQEntry(ctx, ids[2]))
		list, err = db.FAQEntries(ctx)
		must(t, err)
		if len(list) != 2 || list[0].Question != "q1" || list[0].Position != 1 || list[1].Position != 2 {
			t.Fatalf("after delete %+v", list)
		}
		if err := db.DeleteFAQEntry(ctx, ids[2]); dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			t.Fatalf("delete twice: %v", err)
		}
	})
}

// The demo reviews and questions are added by the first seeding only: a
// manager who deletes them does not find them back after a restart.
func TestSeed_ReviewsAndFAQOnce(t *testing.T) {
	reviews, faq, err := seed.ReviewsAndFAQ()
	must(t, err)
	if len(reviews) != 3 || len(faq) != 4 {
		t.Fatalf("demo: %d reviews, %d questions", len(reviews), len(faq))
	}
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		must(t, db.Seed(ctx))
		must(t, db.Seed(ctx))
		got, err := db.Reviews(ctx)
		must(t, err)
		if len(got) != len(reviews) {
			t.Fatalf("%d reviews after seeding twice, want %d", len(got), len(reviews))
		}
		for i, r := range reviews {
			g := got[i]
			if g.Name != r.Name || g.Text != r.Text || g.Detail != r.Detail || g.Rating != r.Rating || g.Date.String() != r.Date || !g.Shown {
				t.Errorf("review %d = %+v, want %+v", i, g, r)
			}
		}
		entries, err := db.FAQEntries(ctx)
		must(t, err)
		if len(entries) != len(faq) || entries[0].Question != faq[0].Question || entries[3].Answer != faq[3].Answer {
			t.Fatalf("faq %+v", entries)
		}
		for _, r := range got {
			must(t, db.DeleteReview(ctx, r.ID))
		}
		for _, entry := range entries {
			must(t, db.DeleteFAQEntry(ctx, entry.ID))
		}
		must(t, db.Seed(ctx))
		if got, _ := db.Reviews(ctx); len(got) != 0 {
			t.Errorf("the deleted reviews came back: %d", len(got))
		}
		if got, _ := db.FAQEntries(ctx); len(got) != 0 {
			t.Errorf("the deleted questions came back: %d", len(got))
		}
	})
}
