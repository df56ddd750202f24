package seed

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"
)

var categories = []string{"Massage Therapy", "Facial Treatments", "Body Treatments", "Couples Packages"}

func TestServices(t *testing.T) {
	services, err := Services()
	if err != nil {
		t.Fatalf("Services: %v", err)
	}
	if len(services) < 12 {
		t.Errorf("got %d services, want at least 12", len(services))
	}

	pricePattern := regexp.MustCompile(`^[0-9]+\.[0-9]{2}$`)
	names := make(map[string]bool)
	perCategory := make(map[string]int)
	inactive := 0
	for _, s := range services {
		t.Run(s.Name, func(t *testing.T) {
			if names[s.Name] {
				t.Errorf("name is not unique")
			}
			names[s.Name] = true
			if !slices.Contains(categories, s.Category) {
				t.Errorf("category %q is not one of %q", s.Category, categories)
			}
			if strings.TrimSpace(s.Description) == "" {
				t.Errorf("description is empty")
			}
			if !pricePattern.MatchString(s.Price) {
				t.Errorf("price %q is not written with two decimals", s.Price)
			} else if p, err := strconv.ParseFloat(s.Price, 64); err != nil || p < 280 || p > 750 {
				t.Errorf("price %q is outside AED 280.00-750.00", s.Price)
			}
			if s.Duration < 60 || s.Duration > 120 {
				t.Errorf("duration %d is outside 60-120 minutes", s.Duration)
			}
		})
		perCategory[s.Category]++
		if !s.IsActive {
			inactive++
		}
	}
	for _, c := range categories {
		if perCategory[c] == 0 {
			t.Errorf("no service in category %q", c)
		}
	}
	if inactive == 0 {
		t.Errorf("no inactive service; want at least one")
	}
}

func TestParseServices(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		wantErr string // empty: no error
	}{
		{"OK", `[{"name":"A","category":"Body Treatments","duration":60,"price":"300.00","isActive":true}]`, ""},
		{"ErrUnknownField", `[{"name":"A","category":"Body Treatments","colour":"red"}]`, "colour"},
		{"ErrNameRequired", `[{"category":"Body Treatments"}]`, "name is required"},
		{"ErrCategoryRequired", `[{"name":"A"}]`, "category is required"},
		{"ErrTrailingData", `[] []`, "unexpected data"},
		{"ErrNotArray", `{"name":"A"}`, "services.json"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseServices([]byte(tt.input))
			checkErr(t, err, tt.wantErr)
		})
	}
}

func TestPosts(t *testing.T) {
	posts, err := Posts()
	if err != nil {
		t.Fatalf("Posts: %v", err)
	}
	if len(posts) < 6 {
		t.Errorf("got %d posts, want at least 6", len(posts))
	}

	slugs := make(map[string]bool)
	dates := make(map[string]bool)
	postCategories := make(map[string]bool)
	for i, p := range posts {
		t.Run(p.Slug, func(t *testing.T) {
			if slugs[p.Slug] {
				t.Errorf("slug is not unique")
			}
			slugs[p.Slug] = true
			if !slugPattern.MatchString(p.Slug) {
				t.Errorf("slug %q does not match %s", p.Slug, slugPattern)
			}
			if strings.TrimSpace(p.Title) == "" {
				t.Errorf("title is empty")
			}
			if p.Excerpt == "" {
				t.Errorf("excerpt is empty")
			} else if len([]rune(p.Excerpt)) >= 200 {
				t.Errorf("excerpt is %d characters, want under 200", len([]rune(p.Excerpt)))
			}
			if len(p.Tags) == 0 {
				t.Errorf("no tags")
			}
			if _, err := time.Parse(time.DateOnly, p.Date); err != nil {
				t.Errorf("date %q: %v", p.Date, err)
			}
			if dates[p.Date] {
				t.Errorf("date %s is shared with another post", p.Date)
			}
			dates[p.Date] = true
			if p.Image != "" && p.Image != "/media/blog/"+p.Slug+".webp" {
				t.Errorf("image %q, want /media/blog/%s.webp", p.Image, p.Slug)
			}
			// The picture is one scripts/media/generate.sh made, in both widths the blog asks for.
			if p.Image != "" {
				for _, name := range []string{p.Slug + ".webp", p.Slug + "-640.webp"} {
					if _, err := os.Stat(filepath.Join("..", "..", "web", "public", "media", "blog", name)); err != nil {
						t.Errorf("image file: %v", err)
					}
				}
			}
			if n := countWords(p.Content); n < 800 {
				t.Errorf("body has %d words, want at least 800", n)
			}
			if !strings.Contains(p.Content, "\n## ") {
				t.Errorf("body has no ## sub-heading")
			}
			for _, line := range strings.Split(p.Content, "\n") {
				if strings.HasPrefix(line, "# ") {
					t.Errorf("body has an h1 line %q; the page renders the title", line)
				}
			}
		})
		postCategories[p.Category] = true
		if i > 0 && posts[i-1].Date < p.Date {
			t.Errorf("posts not sorted newest first: %s (%s) before %s (%s)",
				posts[i-1].Slug, posts[i-1].Date, p.Slug, p.Date)
		}
	}
	if len(postCategories) < 3 {
		t.Errorf("got %d post categories, want at least 3", len(postCategories))
	}
}

// TestPostFileNames checks each post file is named after its slug, so the
// folder reads like the blog's URL list.
func TestPostFileNames(t *testing.T) {
	names, err := fs.Glob(files, "posts/*.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		data, err := files.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := parsePost(name, data)
		if err != nil {
			t.Fatal(err)
		}
		if want := p.Slug + ".md"; path.Base(name) != want {
			t.Errorf("%s: want file name %s", name, want)
		}
	}
}

func TestNoPlaceholderText(t *testing.T) {
	err := fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := files.ReadFile(name)
		if err != nil {
			return err
		}
		text := string(data)
		lower := strings.ToLower(text)
		for _, word := range []string{"lorem", "ipsum"} {
			if strings.Contains(lower, word) {
				t.Errorf("%s contains %q", name, word)
			}
		}
		if strings.Contains(text, "TODO") {
			t.Errorf("%s contains TODO", name)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestParsePost(t *testing.T) {
	const body = "\nSome **Markdown** body.\n"
	const head = "title: A Title: With Colon\nslug: a-title\ncategory: Wellness\ndate: 2026-06-01\n"
	tests := []struct {
		name    string
		input   string
		wantErr string // empty: no error
	}{
		{"OK", "---\n" + head + "tags: one, two ,, three\nexcerpt: Short.\nimage: /media/blog/a-title.webp\n---\n" + body, ""},
		{"OKWindowsLineEndings", strings.ReplaceAll("---\n"+head+"---\n"+body, "\n", "\r\n"), ""},
		{"ErrNoFrontMatter", head + body, "must start"},
		{"ErrUnclosed", "---\n" + head + body, "not closed"},
		{"ErrUnknownKey", "---\n" + head + "author: Someone\n---\n" + body, `unknown front matter key "author"`},
		{"ErrRepeatedKey", "---\n" + head + "slug: other\n---\n" + body, `"slug" is repeated`},
		{"ErrNotKeyValue", "---\n" + head + "just words\n---\n" + body, "want key: value"},
		{"ErrTitleRequired", "---\nslug: a\ncategory: Wellness\ndate: 2026-06-01\n---\n" + body, "title is required"},
		{"ErrSlugRequired", "---\ntitle: A\ncategory: Wellness\ndate: 2026-06-01\n---\n" + body, "slug is required"},
		{"ErrCategoryRequired", "---\ntitle: A\nslug: a\ndate: 2026-06-01\n---\n" + body, "category is required"},
		{"ErrDateRequired", "---\ntitle: A\nslug: a\ncategory: Wellness\n---\n" + body, "date is required"},
		{"ErrContentRequired", "---\n" + head + "---\n  \n", "content is required"},
		{"ErrContentRequiredAtEOF", "---\n" + head + "---", "content is required"},
		{"ErrBadDate", "---\ntitle: A\nslug: a\ncategory: Wellness\ndate: 2026-02-30\n---\n" + body, "not a valid"},
		{"ErrBadSlug", "---\ntitle: A\nslug: Not_A_Slug\ncategory: Wellness\ndate: 2026-06-01\n---\n" + body, "slug"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := parsePost("posts/example.md", []byte(tt.input))
			checkErr(t, err, tt.wantErr)
			if err != nil {
				if !strings.Contains(err.Error(), "posts/example.md") {
					t.Errorf("error %q does not name the file", err)
				}
				return
			}
			if p.Title != "A Title: With Colon" || p.Slug != "a-title" || p.Date != "2026-06-01" {
				t.Errorf("got %+v", p)
			}
			if p.Content != strings.TrimSpace(body) {
				t.Errorf("content %q, want %q", p.Content, strings.TrimSpace(body))
			}
			if tt.name == "OK" {
				if got := strings.Join(p.Tags, "|"); got != "one|two|three" {
					t.Errorf("tags %q, want one|two|three", got)
				}
				if p.Excerpt != "Short." || p.Image != "/media/blog/a-title.webp" {
					t.Errorf("excerpt %q image %q", p.Excerpt, p.Image)
				}
			}
		})
	}
}

func checkErr(t *testing.T, err error, want string) {
	t.Helper()
	switch {
	case want == "" && err != nil:
		t.Fatalf("unexpected error: %v", err)
	case want != "" && err == nil:
		t.Fatalf("no error, want one containing %q", want)
	case want != "" && !strings.Contains(err.Error(), want):
		t.Fatalf("error %q does not contain %q", err, want)
	}
}

// countWords counts the words of a Markdown body: runs of non-space characters
// holding at least one letter or digit, so "##", "-" and ">" do not count.
func countWords(s string) int {
	n := 0
	for _, f := range strings.Fields(s) {
		if strings.IndexFunc(f, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			n++
		}
	}
	return n
}
