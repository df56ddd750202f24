package seed_test

import (
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/seed"
)

// TestCategoriesArabic checks that every demo post's category has an
// Arabic name the dashboard's form would accept, and that no Arabic name
// is given for a category no demo post carries.
func TestCategoriesArabic(t *testing.T) {
	cats, err := seed.Categories()
	if err != nil {
		t.Fatal(err)
	}
	posts, err := seed.Posts()
	if err != nil {
		t.Fatal(err)
	}
	arabic := map[string]string{}
	for _, c := range cats {
		name := c.NameAr
		clean, err := dayspa.BlogCategoryInput{NameAr: &name}.Clean()
		if err != nil || clean != c.NameAr {
			t.Errorf("%s: Arabic name %q: got %q, %v", c.Name, c.NameAr, clean, err)
		}
		arabic[c.Name] = c.NameAr
	}
	used := map[string]bool{}
	for _, p := range posts {
		used[p.Category] = true
		if arabic[p.Category] == "" {
			t.Errorf("post %s: category %q has no Arabic name", p.Slug, p.Category)
		}
	}
	for name := range arabic {
		if !used[name] {
			t.Errorf("category %q: no demo post carries it", name)
		}
	}
}
