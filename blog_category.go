package dayspa

import (
	"context"
	"strings"
)

// A blog category in Arabic. A post's category is a line of English the
// manager types in the post's editor; the posts that carry the same line
// are one category, and that line is its key: the filter's address names
// it (/ar/blog?category=Wellness), on the Arabic blog as on the English.
// The Arabic blog shows the category's Arabic name, which the manager
// gives each category once in the dashboard's Blog tab, not per post;
// while it has none, its English name shows (marked as English).

// BlogCategory is one category of the blog: its English name (the key the
// posts carry), its Arabic name ("" while not translated) and how many
// posts, drafts and scheduled ones included, carry it.
type BlogCategory struct {
	Name   string `json:"name"`
	NameAr string `json:"nameAr"`
	Posts  int    `json:"posts"`
}

// maxCategory is the longest category name, in characters, in either
// language.
const maxCategory = 50

// Messages of the category form, under nameAr.
var (
	MsgCategoryNameAr        = NewMsg("category.name_ar", "Arabic name must be at most 50 characters.")
	MsgCategoryNameArMissing = NewMsg("category.name_ar_missing", "Please give the Arabic name (empty to clear it).")
)

// BlogCategoryInput is the dashboard's form of a category's Arabic name:
// empty clears it (the English name shows again).
type BlogCategoryInput struct {
	NameAr *string `json:"nameAr"`
}

// Clean returns the Arabic name the form gives, its runs of spaces made
// one, or a field error on nameAr: missing, holding hidden characters or
// longer than a category.
func (in BlogCategoryInput) Clean() (string, error) {
	f := FieldErrors{}
	if in.NameAr == nil {
		f.Add("nameAr", MsgCategoryNameArMissing)
		return "", f.Err()
	}
	name := optionalText(f, "nameAr", *in.NameAr, OneLine, maxCategory, MsgCategoryNameAr)
	return name, f.Err()
}

// CategoryKey is the category a path names (the dashboard's
// /api/admin/blog-categories/{name}): trimmed, as a post's category is
// stored. ok is false for a name no post could carry.
func CategoryKey(name string) (string, bool) {
	name = strings.TrimSpace(name)
	return name, name != "" && ValidText(name, OneLine) && VisibleLen(name) > 0
}

// CategoryIn is the post's category as its readers in lang read it: in
// Arabic its Arabic name, or the English one while it has none.
func (p *Post) CategoryIn(lang Language) string {
	if lang == Arabic && p.CategoryAr != "" {
		return p.CategoryAr
	}
	return p.Category
}

// BlogCategoryStore keeps the categories' Arabic names.
type BlogCategoryStore interface {
	// ListBlogCategories returns every category a post carries, in
	// alphabetical order of its English name, with its Arabic name and
	// its number of posts.
	ListBlogCategories(ctx context.Context) ([]BlogCategory, error)
	// SetBlogCategoryArabic stores nameAr ("" clears it) as the Arabic name
	// of the category name and returns the category; ENOTFOUND when no
	// post carries name.
	SetBlogCategoryArabic(ctx context.Context, name, nameAr string) (*BlogCategory, error)
}
