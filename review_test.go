package dayspa

import (
	"strings"
	"testing"
	"time"
)

func ptr[T any](v T) *T { return &v }

func TestNewReview(t *testing.T) {
	today := Date{2026, 3, 14}
	valid := func() ReviewInput {
		return ReviewInput{
			Name: ptr("  Sarah   M. "), Text: ptr(" Lovely.\nCame back. "), Rating: ptr(Number("5")),
			Date: ptr("2026-03-14"), Detail: ptr(" Dubai  Marina resident "),
		}
	}
	r, err := valid().NewReview(today)
	if err != nil {
		t.Fatal(err)
	}
	want := Review{Name: "Sarah M.", Text: "Lovely.\nCame back.", Rating: 5, Date: today, Detail: "Dubai Marina resident", Shown: true}
	if *r != want {
		t.Fatalf("got %+v, want %+v", *r, want)
	}
	hidden := valid()
	hidden.Shown, hidden.Detail, hidden.Rating = ptr(false), nil, ptr(Number(`"4"`))
	if r, err := hidden.NewReview(today); err != nil || r.Shown || r.Detail != "" || r.Rating != 4 {
		t.Fatalf("hidden: %+v %v", r, err)
	}
	if r, err := (ReviewInput{Name: ptr("A"), Text: ptr("B"), Rating: ptr(Number("4.0")), Date: ptr("2020-01-01")}).NewReview(today); err != nil || r.Rating != 4 || r.Name != "A" {
		t.Fatalf("one-character name, 4.0: %+v %v", r, err)
	}
	// The record window's first day.
	if r, err := (ReviewInput{Name: ptr("A"), Text: ptr("B"), Rating: ptr(Number("5")), Date: ptr("2000-01-01")}).NewReview(today); err != nil || r.Date != (Date{2000, 1, 1}) {
		t.Fatalf("dated 2000-01-01: %+v %v", r, err)
	}

	cases := []struct {
		name  string
		edit  func(*ReviewInput)
		field string
		msg   string
	}{
		{"no name", func(in *ReviewInput) { in.Name = nil }, "name", MsgReviewName.Text},
		{"blank name", func(in *ReviewInput) { in.Name = ptr(" \u200b ") }, "name", MsgReviewName.Text},
		{"81-character name", func(in *ReviewInput) { in.Name = ptr(strings.Repeat("é", 81)) }, "name", MsgReviewName.Text},
		{"name with a NUL", func(in *ReviewInput) { in.Name = ptr("Sarah\x00M.") }, "name", MsgReviewName.Text},
		{"no text", func(in *ReviewInput) { in.Text = nil }, "text", MsgReviewText.Text},
		{"empty text", func(in *ReviewInput) { in.Text = ptr("\n\n") }, "text", MsgReviewText.Text},
		{"1001-character text", func(in *ReviewInput) { in.Text = ptr(strings.Repeat("a", 1001)) }, "text", MsgReviewText.Text},
		{"no rating", func(in *ReviewInput) { in.Rating = nil }, "rating", MsgReviewRating.Text},
		{"rating 0", func(in *ReviewInput) { in.Rating = ptr(Number("0")) }, "rating", MsgReviewRating.Text},
		{"rating 6", func(in *ReviewInput) { in.Rating = ptr(Number("6")) }, "rating", MsgReviewRating.Text},
		{"rating 4.5", func(in *ReviewInput) { in.Rating = ptr(Number("4.5")) }, "rating", MsgReviewRating.Text},
		{"rating text", func(in *ReviewInput) { in.Rating = ptr(Number(`"five"`)) }, "rating", MsgReviewRating.Text},
		{"rating true", func(in *ReviewInput) { in.Rating = ptr(Number("true")) }, "rating", MsgReviewRating.Text},
		{"no date", func(in *ReviewInput) { in.Date = nil }, "date", MsgReviewDate.Text},
		{"date not a date", func(in *ReviewInput) { in.Date = ptr("2026-02-30") }, "date", MsgReviewDate.Text},
		{"date with a time", func(in *ReviewInput) { in.Date = ptr("2026-03-14T10:00:00Z") }, "date", MsgReviewDate.Text},
		{"tomorrow", func(in *ReviewInput) { in.Date = ptr("2026-03-15") }, "date", MsgReviewFuture.Text},
		{"year 0", func(in *ReviewInput) { in.Date = ptr("0000-01-01") }, "date", "Date must be between 2000-01-01 and 2031-03-14."},
		{"before 2000", func(in *ReviewInput) { in.Date = ptr("1999-12-31") }, "date", MsgRecordDate(today)},
		{"year 9999", func(in *ReviewInput) { in.Date = ptr("9999-12-30") }, "date", MsgReviewFuture.Text},
		{"121-character detail", func(in *ReviewInput) { in.Detail = ptr(strings.Repeat("d", 121)) }, "detail", MsgReviewDetail.Text},
		{"detail with a bidi override", func(in *ReviewInput) { in.Detail = ptr("Marina\u202e") }, "detail", MsgReviewDetail.Text},
	}
	for _, c := range cases {
		in := valid()
		c.edit(&in)
		got := ErrorFields(func() error { _, err := in.NewReview(today); return err }())
		if got[c.field] != c.msg || len(got) != 1 {
			t.Errorf("%s: fields %v, want only %s: %q", c.name, got, c.field, c.msg)
		}
	}
	if got := ErrorFields(func() error { _, err := (ReviewInput{}).NewReview(today); return err }()); len(got) != 4 {
		t.Errorf("empty form: %v, want name, text, rating and date", got)
	}
}

// The spa's calendar decides "the future": at 01:00 in Dubai on the 15th
// it is still the 14th in UTC, and a review dated the 15th is today's.
func TestReviewDateOnTheSpaClock(t *testing.T) {
	dubai, err := time.LoadLocation("Asia/Dubai")
	if err != nil {
		t.Fatal(err)
	}
	clock := Clock{Location: dubai, Now: func() time.Time { return time.Date(2026, 3, 14, 21, 0, 0, 0, time.UTC) }}
	in := ReviewInput{Name: ptr("Omar"), Text: ptr("Great."), Rating: ptr(Number("5")), Date: ptr("2026-03-15")}
	if _, err := in.NewReview(clock.Today()); err != nil {
		t.Fatalf("the 15th in Dubai: %v", err)
	}
	in.Date = ptr("2026-03-16")
	if got := ErrorFields(func() error { _, err := in.NewReview(clock.Today()); return err }()); got["date"] != MsgReviewFuture.Text {
		t.Errorf("the 16th: %v", got)
	}
}

func TestReviewPatch(t *testing.T) {
	today := Date{2026, 3, 14}
	r := Review{ID: 3, Name: "Priya R.", Text: "Soft skin.", Rating: 5, Date: Date{2026, 1, 2}, Shown: true, Position: 2}
	pos, err := ReviewPatch{ReviewInput: ReviewInput{Shown: ptr(false), Rating: ptr(Number("3"))}, Position: ptr(1)}.Apply(&r, today, 3)
	if err != nil || pos != 1 || r.Shown || r.Rating != 3 || r.Name != "Priya R." || r.Text != "Soft skin." {
		t.Fatalf("%d %+v %v", pos, r, err)
	}
	if pos, err := (ReviewPatch{}).Apply(&r, today, 3); err != nil || pos != 0 {
		t.Fatalf("empty patch: %d %v", pos, err)
	}
	for _, p := range []ReviewPatch{
		{Position: ptr(0)}, {Position: ptr(4)},
		{ReviewInput: ReviewInput{Name: ptr("")}},
		{ReviewInput: ReviewInput{Date: ptr("2026-03-15")}},
		{ReviewInput: ReviewInput{Rating: ptr(Number("9"))}},
	} {
		before := r
		if _, err := p.Apply(&r, today, 3); ErrorCode(err) != EINVALID {
			t.Errorf("%+v: %v, want invalid", p, err)
		}
		r = before
	}
}

func TestSpaRating(t *testing.T) {
	rv := func(stars int, shown bool) Review { return Review{Rating: stars, Shown: shown} }
	cases := []struct {
		reviews []Review
		want    Rating
		ok      bool
	}{
		{nil, Rating{}, false},
		{[]Review{rv(5, false), rv(4, false)}, Rating{}, false},
		{[]Review{rv(5, true)}, Rating{"5.0", 1}, true},
		{[]Review{rv(5, true), rv(4, true), rv(1, false)}, Rating{"4.5", 2}, true},
		{[]Review{rv(5, true), rv(5, true), rv(4, true)}, Rating{"4.7", 3}, true}, // 4.666…
		{[]Review{rv(5, true), rv(4, true), rv(4, true)}, Rating{"4.3", 3}, true}, // 4.333…
		{[]Review{rv(5, true), rv(5, true), rv(5, true), rv(5, true), rv(5, true), rv(5, true), rv(5, true), rv(5, true), rv(5, true), rv(4, true)}, Rating{"4.9", 10}, true},
		{[]Review{rv(1, true), rv(2, true), rv(2, true), rv(2, true)}, Rating{"1.8", 4}, true}, // 1.75 rounds up
	}
	for _, c := range cases {
		got, ok := SpaRating(c.reviews)
		if got != c.want || ok != c.ok {
			t.Errorf("%v: %+v %v, want %+v %v", c.reviews, got, ok, c.want, c.ok)
		}
	}
	if got := ShownReviews([]Review{{ID: 1, Shown: true}, {ID: 2}, {ID: 3, Shown: true}}); len(got) != 2 || got[0].ID != 1 || got[1].ID != 3 {
		t.Errorf("shown: %+v", got)
	}
}

func TestFAQInput(t *testing.T) {
	e, err := FAQInput{Question: ptr("  How early \n  should I arrive? "), Answer: ptr(" 15 minutes.\nPlease. ")}.NewFAQEntry()
	if err != nil || e.Question != "How early should I arrive?" || e.Answer != "15 minutes.\nPlease." {
		t.Fatalf("%+v %v", e, err)
	}
	for _, c := range []struct {
		in    FAQInput
		field string
		msg   string
	}{
		{FAQInput{Answer: ptr("a")}, "question", MsgFAQQuestion.Text},
		{FAQInput{Question: ptr(strings.Repeat("q", 201)), Answer: ptr("a")}, "question", MsgFAQQuestion.Text},
		{FAQInput{Question: ptr("Escape\x1b[2J?"), Answer: ptr("a")}, "question", MsgFAQQuestion.Text},
		{FAQInput{Question: ptr("q"), Answer: ptr(" ")}, "answer", MsgFAQAnswer.Text},
		{FAQInput{Question: ptr("q"), Answer: ptr(strings.Repeat("a", 2001))}, "answer", MsgFAQAnswer.Text},
	} {
		got := ErrorFields(func() error { _, err := c.in.NewFAQEntry(); return err }())
		if got[c.field] != c.msg || len(got) != 1 {
			t.Errorf("%+v: %v, want only %s", c.in, got, c.field)
		}
	}
	entry := FAQEntry{Question: "Q?", Answer: "A.", Position: 1}
	pos, err := FAQPatch{FAQInput: FAQInput{Answer: ptr("B.")}, Position: ptr(2)}.Apply(&entry, 2)
	if err != nil || pos != 2 || entry.Answer != "B." || entry.Question != "Q?" {
		t.Fatalf("%d %+v %v", pos, entry, err)
	}
	if _, err := (FAQPatch{Position: ptr(3)}).Apply(&entry, 2); ErrorFields(err)["position"] != MsgFAQPosition.Text {
		t.Errorf("position past the end: %v", err)
	}
}
