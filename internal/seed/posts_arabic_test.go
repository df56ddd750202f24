package seed

import (
	"fmt"
	"io/fs"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/dayspa/dayspa"
)

// TestArabicPosts checks the demo posts' Arabic versions: at least four,
// each a version the dashboard would accept, written in Arabic with
// Western digits, with its English article's headings, lists and quotes.
func TestArabicPosts(t *testing.T) {
	posts, err := Posts()
	if err != nil {
		t.Fatalf("Posts: %v", err)
	}
	n := 0
	for _, p := range posts {
		if p.Arabic == nil {
			continue
		}
		n++
		t.Run(p.Slug, func(t *testing.T) {
			a := *p.Arabic
			v := dayspa.PostVersion{Title: a.Title, Slug: a.Slug, Excerpt: a.Excerpt, Content: a.Content,
				SEOTitle: a.SEOTitle, SEODescription: a.SEODescription}
			if err := v.Validate(); err != nil {
				t.Errorf("the dashboard would refuse it: %v", dayspa.ErrorFields(err))
			}
			if !dayspa.ValidArabicSlug(a.Slug) {
				t.Errorf("slug %q is not an Arabic slug", a.Slug)
			}
			for _, s := range []string{a.Title, a.Slug, a.Excerpt, a.SEOTitle, a.SEODescription} {
				if s == "" {
					t.Errorf("a field is empty: %+v", a)
				}
			}
			if a.Excerpt != "" && len([]rune(a.Excerpt)) >= 200 {
				t.Errorf("excerpt is %d characters, want under 200", len([]rune(a.Excerpt)))
			}
			if got, want := markdownShape(a.Content), markdownShape(p.Content); got != want {
				t.Errorf("the Arabic article's shape differs from the English one's:\n%s\nwant\n%s", got, want)
			}
			// Arabic, not an English copy: most letters are Arabic.
			arabic, latin := 0, 0
			for _, r := range a.Title + a.Content {
				switch {
				case unicode.Is(unicode.Arabic, r) && unicode.IsLetter(r):
					arabic++
				case unicode.Is(unicode.Latin, r):
					latin++
				}
			}
			if arabic < 20*latin || arabic < 2000 {
				t.Errorf("%d Arabic letters and %d Latin ones: not an Arabic article", arabic, latin)
			}
			// The site writes Western digits in Arabic too (issue 19).
			if strings.ContainsAny(a.Title+a.Excerpt+a.Content+a.SEOTitle+a.SEODescription, "٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹") {
				t.Error("Arabic-Indic digits; the site writes 0-9")
			}
			if strings.Contains("\n"+a.Content, "\n# ") {
				t.Error("an h1 line; the page renders the title")
			}
		})
	}
	if n < 4 {
		t.Errorf("%d posts have an Arabic version, want at least 4", n)
	}
}

// markdownShape is the outline of a Markdown article: its headings by
// level, each list with its number of items, its quotes; the paragraphs
// between them are left out, as an adaptation may join or split them.
func markdownShape(md string) string {
	var out []string
	items := 0
	flush := func() {
		if items > 0 {
			out = append(out, fmt.Sprintf("list of %d", items))
			items = 0
		}
	}
	heading := regexp.MustCompile(`^(#+) `)
	for _, line := range strings.Split(md, "\n") {
		switch {
		case strings.HasPrefix(line, "- "), regexp.MustCompile(`^\d+\. `).MatchString(line):
			items++
			continue
		case strings.TrimSpace(line) == "":
			continue
		}
		flush()
		switch m := heading.FindStringSubmatch(line); {
		case m != nil:
			out = append(out, "h"+fmt.Sprint(len(m[1])))
		case strings.HasPrefix(line, ">"):
			out = append(out, "quote")
		}
	}
	flush()
	return strings.Join(out, "\n")
}

func TestMarkdownShape(t *testing.T) {
	got := markdownShape("Intro.\n\n## A\n\nText.\n\n- one\n- two\n\nMore.\n\n1. x\n\n> said\n\n### B\n")
	if want := "h2\nlist of 2\nlist of 1\nquote\nh3"; got != want {
		t.Errorf("markdownShape = %q, want %q", got, want)
	}
}

func TestArabicPostFiles(t *testing.T) {
	names, err := fs.Glob(files, "posts/ar/*.md")
	if err != nil {
		t.Fatal(err)
	}
	if len(names) == 0 {
		t.Fatal("no Arabic version")
	}
	const body = "\nنص **المقال**.\n"
	for _, tt := range []struct {
		name, input, wantErr string
	}{
		{"OK", "---\ntitle: عنوان: وشرح\nslug: عنوان\nexcerpt: مقدمة.\nseoTitle: عنوان\nseoDescription: وصف\n---\n" + body, ""},
		{"ErrUnknownKey", "---\ntitle: عنوان\nslug: عنوان\ncategory: Spa\n---\n" + body, `unknown front matter key "category"`},
		{"ErrTitleRequired", "---\nslug: عنوان\n---\n" + body, "title is required"},
		{"ErrSlugRequired", "---\ntitle: عنوان\n---\n" + body, "slug is required"},
		{"ErrContentRequired", "---\ntitle: عنوان\nslug: عنوان\n---\n \n", "content is required"},
		{"ErrNoFrontMatter", "title: عنوان\n" + body, "must start"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a, err := parseArabicPost("posts/ar/example.md", []byte(tt.input))
			checkErr(t, err, tt.wantErr)
			if err != nil {
				if !strings.Contains(err.Error(), "posts/ar/example.md") {
					t.Errorf("error %q does not name the file", err)
				}
				return
			}
			if a.Title != "عنوان: وشرح" || a.Slug != "عنوان" || a.Excerpt != "مقدمة." || a.SEOTitle != "عنوان" ||
				a.SEODescription != "وصف" || a.Content != strings.TrimSpace(body) {
				t.Errorf("got %+v", a)
			}
		})
	}
}
