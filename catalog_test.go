package dayspa_test

import (
	"slices"
	"testing"

	"github.com/dayspa/dayspa"
)

// TestCatalogues keeps every language's catalogue complete: exactly the
// keys English has, each with English's placeholders, so that adding a
// language is adding its file and no message falls back to English or
// loses a detail.
func TestCatalogues(t *testing.T) {
	en := dayspa.Words(dayspa.English)
	if en.Language() != dayspa.English || len(en.Keys()) == 0 {
		t.Fatal("no English catalogue")
	}
	langs := dayspa.CatalogueLanguages()
	for _, l := range dayspa.Languages {
		if !slices.Contains(langs, l) {
			t.Errorf("language %s has no catalogue", l)
		}
	}
	for _, l := range langs {
		c := dayspa.Words(l)
		for _, key := range en.Keys() {
			if !c.Has(key) {
				t.Errorf("catalog/%s.json lacks %q", l, key)
				continue
			}
			if got, want := c.Placeholders(key), en.Placeholders(key); !slices.Equal(got, want) {
				t.Errorf("catalog/%s.json %q has placeholders %v, English has %v", l, key, got, want)
			}
		}
		for _, key := range c.Keys() {
			if !en.Has(key) {
				t.Errorf("catalog/%s.json has %q, which English lacks", l, key)
			}
		}
		if d := c.Text("direction"); d != "ltr" && d != "rtl" {
			t.Errorf("catalog/%s.json direction %q, want ltr or rtl", l, d)
		}
	}
}

func TestCatalogueText(t *testing.T) {
	ar := dayspa.Words(dayspa.Arabic)
	for _, c := range []struct {
		got, want string
	}{
		{ar.Text("price", "amount", "1,250.50"), "1,250.50 د.إ"},
		{dayspa.Words(dayspa.English).Text("date", "month", "May", "day", "4", "year", "2026"), "May 4, 2026"},
		// A value is not read again for placeholders.
		{dayspa.Words(dayspa.English).Text("email.greeting", "guest", "{guest}"), "Dear {guest},"},
		// A key no catalogue has shows itself.
		{ar.Text("no.such.key"), "no.such.key"},
		// A language without a catalogue reads English's.
		{dayspa.Words("fr").Text("weekday.0"), "Sunday"},
		{ar.Text("blog.feed_title", "spa", "سيرينيتي"), "مدونة سيرينيتي"},
		{dayspa.Fill("{a}{b}{a}", "a", "1", "b", "2"), "121"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
	if !ar.RightToLeft() || dayspa.Words(dayspa.English).RightToLeft() {
		t.Error("Arabic is right to left, English left to right")
	}
}
