package dayspa_test

import (
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestSlugify(t *testing.T) {
	for title, want := range map[string]string{
		"Our New Facial: Café & Glow!": "our-new-facial-cafe-glow",
		"  The Spa's 2027 Guide  ":     "the-spas-2027-guide",
		"حمام مغربي":                   "",
		"Hammam — حمام":                "hammam",
		strings.Repeat("word ", 30):    strings.TrimSuffix(strings.Repeat("word-", 20), "-"),
		"---":                          "",
		"Ünïcödé Ñame":                 "unicode-name",
	} {
		if got := dayspa.Slugify(title); got != want {
			t.Errorf("Slugify(%q) = %q, want %q", title, got, want)
		}
		if got := dayspa.Slugify(title); got != "" && !dayspa.ValidSlug(got) {
			t.Errorf("Slugify(%q) = %q, not a valid slug", title, got)
		}
	}
}

func TestPostStateAtTheMinute(t *testing.T) {
	dubai, err := time.LoadLocation("Asia/Dubai")
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 12, 1, 9, 30, 59, 0, dubai)
	clock := rulesAt(t, "2026-11-22 08:00").Clock
	p := dayspa.Post{Title: "Winter rituals", Status: dayspa.PostPublished, PublishAt: &at}
	if err := p.Validate(clock); err != nil {
		t.Fatal(err)
	}
	if p.Slug != "winter-rituals" || !p.PublishAt.Equal(time.Date(2026, 12, 1, 5, 30, 0, 0, time.UTC)) {
		t.Fatalf("validated %+v", p)
	}
	for _, c := range []struct {
		now  time.Time
		want dayspa.PostState
	}{
		{time.Date(2026, 12, 1, 9, 29, 59, 999, dubai), dayspa.StateScheduled},
		{time.Date(2026, 12, 1, 9, 30, 0, 0, dubai), dayspa.StatePublished},
		{time.Date(2026, 12, 1, 5, 30, 0, 0, time.UTC), dayspa.StatePublished},
	} {
		if got := p.State(c.now); got != c.want {
			t.Errorf("State(%v) = %s, want %s", c.now, got, c.want)
		}
	}
	live, next := dayspa.LivePosts([]dayspa.Post{p, {Title: "Draft", Status: dayspa.PostDraft, PublishAt: &at}}, at.Add(-time.Hour))
	if len(live) != 0 || !next.Equal(*p.PublishAt) {
		t.Errorf("LivePosts = %v, next %v", live, next)
	}
	p.Status = dayspa.PostDraft
	if p.State(at.Add(time.Hour)) != dayspa.StateDraft {
		t.Error("a draft is never live")
	}
	published := dayspa.Post{Title: "No date", Status: dayspa.PostPublished}
	if err := published.Validate(clock); dayspa.ErrorFields(err)["publishAt"] != dayspa.MsgPostPublishAt.Text {
		t.Errorf("published without a time: %v", err)
	}
}

// The English post's title and slug keep their bounds (the Arabic
// version's share the rule: TestPostArabicVersion).
func TestPostTitleAndSlugBounds(t *testing.T) {
	for _, c := range []struct {
		title, slug string
		fields      map[string]string
	}{
		{title: "Spa", slug: "spa"},
		{title: strings.Repeat("a", 200), slug: strings.Repeat("a", 100)},
		{title: "Sp", slug: "sp", fields: map[string]string{"title": dayspa.MsgPostTitle.Text}},
		{title: "S\u200bp\u200b ", slug: "sp", fields: map[string]string{"title": dayspa.MsgPostTitle.Text}},
		{title: strings.Repeat("a", 201), slug: "a", fields: map[string]string{"title": dayspa.MsgPostTitle.Text}},
		{title: "Spa", slug: strings.Repeat("a", 101), fields: map[string]string{"slug": dayspa.MsgPostSlug.Text}},
	} {
		p := dayspa.Post{Title: c.title, Slug: c.slug, Content: "Steam.", Status: dayspa.PostDraft}
		if got := dayspa.ErrorFields(p.Validate(rulesAt(t, "2026-11-22 08:00").Clock)); len(got) != len(c.fields) || got["title"] != c.fields["title"] || got["slug"] != c.fields["slug"] {
			t.Errorf("title %q, slug %q: fields %v, want %v", c.title, c.slug, got, c.fields)
		}
	}
}

// A post's publish time falls in the record window, read on the spa's
// calendar: from 2000-01-01 up to five years after today.
func TestPostPublishAtInRecordWindow(t *testing.T) {
	clock := rulesAt(t, "2026-11-22 08:00").Clock
	msg := "Date must be between 2000-01-01 and 2031-11-22."
	for _, c := range []struct {
		name   string
		at     time.Time
		status dayspa.PostStatus
		ok     bool
	}{
		{"YearOne", time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC), dayspa.PostPublished, false},
		{"LastMinuteOf1999InDubai", time.Date(1999, 12, 31, 19, 59, 0, 0, time.UTC), dayspa.PostPublished, false},
		{"FirstMinuteOf2000InDubai", time.Date(1999, 12, 31, 20, 0, 0, 0, time.UTC), dayspa.PostPublished, true},
		{"FiveYearsAhead", time.Date(2031, 11, 22, 23, 59, 0, 0, clock.Location), dayspa.PostPublished, true},
		{"FiveYearsAndADay", time.Date(2031, 11, 23, 0, 0, 0, 0, clock.Location), dayspa.PostPublished, false},
		{"Year9999", time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC), dayspa.PostPublished, false},
		{"DraftYear9999", time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC), dayspa.PostDraft, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			at := c.at
			p := dayspa.Post{Title: "Winter rituals", Content: "Steam.", Status: c.status, PublishAt: &at}
			got := dayspa.ErrorFields(p.Validate(clock))
			if c.ok && len(got) != 0 || !c.ok && (len(got) != 1 || got["publishAt"] != msg) {
				t.Errorf("publishAt %v: fields %v", c.at, got)
			}
		})
	}
}
