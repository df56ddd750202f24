package dayspa

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The Arabic version of a post (issue 19). A post may have one: its own
// title, slug, excerpt, Markdown article, SEO title and SEO description,
// read at /ar/blog/{its slug}. The rest is the post's and shared by both
// versions: category, tags, cover, author, status and publish time (an
// Arabic version is live exactly when its post is).
//
// An Arabic version has a title and an article at least; a form that
// gives some of its fields but not both is refused with a message under
// each missing one. A version whose every field is empty is no version:
// clearing the fields removes it, as null does.

// PostVersion is a post's words in a language other than English.
type PostVersion struct {
	Title          string `json:"title"`
	Slug           string `json:"slug"`
	Excerpt        string `json:"excerpt"`
	Content        string `json:"content"`
	SEOTitle       string `json:"seoTitle"`
	SEODescription string `json:"seoDescription"`
}

// Messages of the post form's Arabic version, under the fields ar.title,
// ar.slug, ar.excerpt, ar.content, ar.seoTitle and ar.seoDescription.
var (
	MsgPostArTitleRequired   = NewMsg("post.ar.title_required", "The Arabic version needs a title.")
	MsgPostArTitle           = NewMsg("post.ar.title", "Arabic title must be between 3 and 200 characters.")
	MsgPostArSlug            = NewMsg("post.ar.slug", "Arabic slug must be Arabic letters, lower-case Latin letters and digits joined by single hyphens, at most 100 characters.")
	MsgPostArSlugTaken       = NewMsg("post.ar.slug_taken", "Another post's Arabic version already uses this slug.")
	MsgPostArExcerpt         = NewMsg("post.ar.excerpt", "Arabic excerpt must be at most 500 characters.")
	MsgPostArContentRequired = NewMsg("post.ar.content_required", "The Arabic version needs its article.")
	MsgPostArContent         = NewMsg("post.ar.content", "Arabic content must be at most 30000 characters.")
	MsgPostArSEOTitle        = NewMsg("post.ar.seo_title", "Arabic SEO title must be at most 70 characters.")
	MsgPostArSEODescription  = NewMsg("post.ar.seo_description", "Arabic SEO description must be at most 160 characters.")
)

// arabicField is the form's name of a field of the Arabic version.
func arabicField(name string) string { return "ar." + name }

// The Arabic slug. Like an English slug it is words joined by single
// hyphens, at most 100 characters, unique among the Arabic versions (an
// Arabic slug may equal an English one: their addresses differ). A word
// is made of lower-case Latin letters, the digits 0-9 and the letters of
// the Arabic alphabet (U+0621 to U+063A and U+0641 to U+064A: hamza to
// yeh, without the tatweel). Nothing else is in a slug: no harakat, no
// tatweel, no Arabic-Indic digits (the site writes Western digits in
// Arabic too), no Persian letters, so one title gives one slug and two
// slugs that look alike are the same bytes. In an address the Arabic
// letters are percent-encoded (UTF-8), as browsers send them.

// arabicLetter reports whether r is a letter of the Arabic alphabet an
// Arabic slug may hold.
func arabicLetter(r rune) bool {
	return r >= '\u0621' && r <= '\u063a' || r >= '\u0641' && r <= '\u064a'
}

// slugRune reports whether r may be in a word of an Arabic slug.
func slugRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || arabicLetter(r)
}

// ValidArabicSlug reports whether s can be the slug of a post's Arabic
// version.
func ValidArabicSlug(s string) bool {
	if s == "" || !utf8.ValidString(s) || utf8.RuneCountInString(s) > maxSlugLen {
		return false
	}
	for _, word := range strings.Split(s, "-") {
		if word == "" {
			return false
		}
		for _, r := range word {
			if !slugRune(r) {
				return false
			}
		}
	}
	return true
}

// arabicFold gives the letter a slug holds for a character a keyboard may
// type in its place: the Arabic-Indic and Persian digits their Western
// digit, alef wasla alef, and the Persian yeh and keheh the Arabic yeh
// and kaf.
func arabicFold(r rune) rune {
	switch {
	case r >= '\u0660' && r <= '\u0669':
		return '0' + r - '\u0660'
	case r >= '\u06f0' && r <= '\u06f9':
		return '0' + r - '\u06f0'
	case r == '\u0671':
		return '\u0627'
	case r == '\u06cc':
		return '\u064a'
	case r == '\u06a9':
		return '\u0643'
	}
	if f, ok := latinFold[r]; ok {
		return f
	}
	return r
}

// SlugifyArabic makes the slug of an Arabic version from its title: the
// title composed (NFC, so a hamza typed as a mark joins its letter),
// lower-cased and folded (arabicFold, the common Latin accents); the
// harakat, the tatweel, the joiners and the apostrophes dropped within
// their word; every other run of characters that cannot be in a slug one
// hyphen; at most 100 characters, cut at a word. A title with nothing a
// slug holds gives "", which the form refuses.
func SlugifyArabic(title string) string {
	var words []string
	var word strings.Builder
	for _, r := range strings.ToLower(norm.NFC.String(title)) {
		r = arabicFold(r)
		switch {
		case slugRune(r):
			word.WriteRune(r)
		case r == '\u0640' || r == '\'' || r == '’' || unicode.In(r, unicode.Mn, unicode.Cf):
			// Within a word: a mark, the tatweel, a joiner, an apostrophe.
		case word.Len() > 0:
			words = append(words, word.String())
			word.Reset()
		}
	}
	if word.Len() > 0 {
		words = append(words, word.String())
	}
	s := ""
	for _, w := range words {
		next := w
		if s != "" {
			next = s + "-" + w
		}
		if utf8.RuneCountInString(next) > maxSlugLen {
			if s == "" { // one word longer than a slug: cut it
				s = string([]rune(w)[:maxSlugLen])
			}
			break
		}
		s = next
	}
	return s
}

// empty reports whether nothing of the version is written.
func (v *PostVersion) empty() bool {
	return v.Title == "" && v.Slug == "" && v.Excerpt == "" && strings.TrimSpace(v.Content) == "" &&
		v.SEOTitle == "" && v.SEODescription == ""
}

// validateArabic trims the Arabic version's one-line fields, drops a
// version with nothing written, makes its slug from its title when it has
// none, and checks it, its messages under ar.*.
func (p *Post) validateArabic(f FieldErrors) {
	v := p.Arabic
	if v == nil {
		return
	}
	v.trim()
	if v.empty() {
		p.Arabic = nil
		return
	}
	v.check(f)
}

// Validate trims the version's one-line fields, makes its slug from its
// title when it has none, and checks it on its own (the demo content's
// versions), its messages under ar.*: an empty version is refused.
func (v *PostVersion) Validate() error {
	f := FieldErrors{}
	v.trim()
	v.check(f)
	return f.Err()
}

func (v *PostVersion) trim() {
	for _, s := range []*string{&v.Title, &v.Slug, &v.Excerpt, &v.SEOTitle, &v.SEODescription} {
		*s = strings.TrimSpace(*s)
	}
}

// check makes the slug from the title when there is none and checks
// every field of a trimmed version.
func (v *PostVersion) check(f FieldErrors) {
	titleOK := true
	switch {
	case v.Title == "":
		f.Add(arabicField("title"), MsgPostArTitleRequired)
		titleOK = false
	case !validPostTitle(v.Title):
		f.Add(arabicField("title"), MsgPostArTitle)
		titleOK = false
	}
	if v.Slug == "" && titleOK {
		v.Slug = SlugifyArabic(v.Title)
	}
	// Without a slug, a title in error has its own message; a slug made
	// of it would add nothing.
	if (v.Slug != "" || titleOK) && !ValidArabicSlug(v.Slug) {
		f.Add(arabicField("slug"), MsgPostArSlug)
	}
	checkFreeText(f, arabicField("excerpt"), v.Excerpt, 500, MsgPostArExcerpt)
	if ValidText(v.Content, MultiLine) && strings.TrimSpace(v.Content) == "" {
		f.Add(arabicField("content"), MsgPostArContentRequired)
	} else {
		checkFreeText(f, arabicField("content"), v.Content, maxPostContent, MsgPostArContent)
	}
	checkLine(f, arabicField("seoTitle"), v.SEOTitle, 70, MsgPostArSEOTitle)
	checkLine(f, arabicField("seoDescription"), v.SEODescription, 160, MsgPostArSEODescription)
}

// In returns the post as its readers in lang see it: in English the post
// itself; in Arabic the post with its Arabic version's words in place of
// the English ones (the shared fields kept). ok is false when the post has
// no version in lang.
func (p Post) In(lang Language) (Post, bool) {
	if lang != Arabic {
		return p, true
	}
	if p.Arabic == nil {
		return Post{}, false
	}
	v := p.Arabic
	p.Title, p.Slug, p.Excerpt, p.Content, p.SEOTitle, p.SEODescription =
		v.Title, v.Slug, v.Excerpt, v.Content, v.SEOTitle, v.SEODescription
	return p, true
}

// SlugIn is the post's slug in lang, "" when it has no version in lang.
func (p *Post) SlugIn(lang Language) string {
	if lang != Arabic {
		return p.Slug
	}
	if p.Arabic == nil {
		return ""
	}
	return p.Arabic.Slug
}

// TranslationSlug is the slug of the post's version in the language
// other than lang, "" when it has none.
func (p *Post) TranslationSlug(lang Language) string {
	if lang == Arabic {
		return p.Slug
	}
	return p.SlugIn(Arabic)
}

// PostsIn returns the posts of posts that have a version in lang, in
// their order, each as its readers in lang see it (Post.In).
func PostsIn(posts []Post, lang Language) []Post {
	out := make([]Post, 0, len(posts))
	for _, p := range posts {
		if v, ok := p.In(lang); ok {
			out = append(out, v)
		}
	}
	return out
}

// VersionInput is the form of a post's Arabic version: on an edit a field
// left out (or null) stays as it was.
type VersionInput struct {
	Title          *string `json:"title"`
	Slug           *string `json:"slug"`
	Excerpt        *string `json:"excerpt"`
	Content        *string `json:"content"`
	SEOTitle       *string `json:"seoTitle"`
	SEODescription *string `json:"seoDescription"`
}

// OptionalVersion is the post form's Arabic version: left out (the
// version stays), null (it is removed) or an object of the fields to set.
type OptionalVersion struct {
	Set     bool          // the field was in the form, null or not
	Version *VersionInput // nil: removed
}

// UnmarshalJSON reads the version's object or null. Its fields are
// checked as strictly as the form's: an unknown one is refused, named
// with its place in the form (ar.x).
func (o *OptionalVersion) UnmarshalJSON(data []byte) error {
	o.Set, o.Version = true, nil
	if string(data) == "null" {
		return nil
	}
	var v VersionInput
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		if name, ok := strings.CutPrefix(err.Error(), `json: unknown field "`); ok {
			return fmt.Errorf(`json: unknown field "%s`, arabicField(name))
		}
		return err
	}
	o.Version = &v
	return nil
}

// apply writes the version the form gives onto p.
func (o OptionalVersion) apply(p *Post) {
	if !o.Set {
		return
	}
	if o.Version == nil {
		p.Arabic = nil
		return
	}
	v := PostVersion{}
	if p.Arabic != nil {
		v = *p.Arabic
	}
	in := o.Version
	for _, f := range []struct {
		dst *string
		v   *string
	}{{&v.Title, in.Title}, {&v.Slug, in.Slug}, {&v.Excerpt, in.Excerpt}, {&v.Content, in.Content},
		{&v.SEOTitle, in.SEOTitle}, {&v.SEODescription, in.SEODescription}} {
		if f.v != nil {
			*f.dst = *f.v
		}
	}
	p.Arabic = &v
}
