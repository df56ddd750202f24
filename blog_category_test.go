package dayspa_test

import (
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
)

// A category's Arabic name is optional (empty clears it), one line of at
// most 50 characters, its runs of spaces made one; hidden characters and a
// form without the field are refused under nameAr.
func TestBlogCategoryInput(t *testing.T) {
	str := func(s string) *string { return &s }
	for _, c := range []struct {
		name string
		in   *string
		want string
		msg  string
	}{
		{"Arabic", str("العافية"), "العافية", ""},
		{"Trimmed", str("  طقوس   السبا "), "طقوس السبا", ""},
		{"Empty", str(""), "", ""},
		{"Spaces", str("   "), "", ""},
		{"Longest", str(strings.Repeat("ع", 50)), strings.Repeat("ع", 50), ""},
		{"ErrTooLong", str(strings.Repeat("ع", 51)), "", dayspa.MsgCategoryNameAr.Text},
		{"LinesJoined", str("عافية\nسبا"), "عافية سبا", ""},
		{"ErrControl", str("عافية\x01"), "", dayspa.MsgHiddenChars.Text},
		{"ErrDirectionOverride", str("\u202eعافية"), "", dayspa.MsgHiddenChars.Text},
		{"ErrOnlyInvisible", str("\u200b"), "", dayspa.MsgHiddenChars.Text},
		{"ErrMissing", nil, "", dayspa.MsgCategoryNameArMissing.Text},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := dayspa.BlogCategoryInput{NameAr: c.in}.Clean()
			if c.msg == "" {
				if err != nil || got != c.want {
					t.Errorf("Clean() = %q, %v; want %q", got, err, c.want)
				}
				return
			}
			if fields := dayspa.ErrorFields(err); fields["nameAr"] != c.msg {
				t.Errorf("Clean() error %v; want nameAr %q", err, c.msg)
			}
		})
	}
}

// A category named in a path is trimmed; a name no post could carry is
// none.
func TestCategoryKey(t *testing.T) {
	for in, want := range map[string]string{"Wellness": "Wellness", " Spa Rituals ": "Spa Rituals"} {
		if got, ok := dayspa.CategoryKey(in); !ok || got != want {
			t.Errorf("CategoryKey(%q) = %q, %v", in, got, ok)
		}
	}
	for _, in := range []string{"", "  ", "a\nb", "\u200b"} {
		if _, ok := dayspa.CategoryKey(in); ok {
			t.Errorf("CategoryKey(%q) is a category", in)
		}
	}
}

// A post's category in Arabic is its category's Arabic name, or the
// English one while it has none; in English always the English one.
func TestPostCategoryIn(t *testing.T) {
	p := dayspa.Post{Category: "Massage", CategoryAr: "التدليك"}
	if got := p.CategoryIn(dayspa.Arabic); got != "التدليك" {
		t.Errorf("in Arabic: %q", got)
	}
	if got := p.CategoryIn(dayspa.English); got != "Massage" {
		t.Errorf("in English: %q", got)
	}
	p.CategoryAr = ""
	if got := p.CategoryIn(dayspa.Arabic); got != "Massage" {
		t.Errorf("in Arabic without a name: %q", got)
	}
}
