package dayspa_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestSlugifyArabic(t *testing.T) {
	for title, want := range map[string]string{
		"طقوس الحمام المغربي":                  "طقوس-الحمام-المغربي",
		"  العناية بالبشرة في مناخ الإمارات  ": "العناية-بالبشرة-في-مناخ-الإمارات",
		// Harakat and the tatweel stay out, within their word.
		"مَسَاجُ الأحجـــار الساخنة": "مساج-الأحجار-الساخنة",
		// Punctuation of either script is a break; Arabic-Indic digits are written Western.
		"دليلك لعام ٢٠٢٧، خطوة بخطوة؟": "دليلك-لعام-2027-خطوة-بخطوة",
		"Hammam — حمام مغربي!":         "hammam-حمام-مغربي",
		"Café & «سبا»":                 "cafe-سبا",
		// A hamza typed as a mark joins its letter (NFC): the same slug as the composed letter.
		"\u0627\u0654\u0644\u0648\u0627\u0646": "\u0623\u0644\u0648\u0627\u0646",
		// Persian yeh and keheh, alef wasla: the Arabic letters.
		"\u06a9\u06cc\u0671":       "\u0643\u064a\u0627",
		"!!!":                      "",
		"":                         "",
		strings.Repeat("سبا ", 40): strings.TrimSuffix(strings.Repeat("سبا-", 25), "-"),
		strings.Repeat("س", 120):   strings.Repeat("س", 100),
	} {
		got := dayspa.SlugifyArabic(title)
		if got != want {
			t.Errorf("SlugifyArabic(%q) = %q, want %q", title, got, want)
		}
		if got != "" && !dayspa.ValidArabicSlug(got) {
			t.Errorf("SlugifyArabic(%q) = %q, not a valid Arabic slug", title, got)
		}
	}
}

func TestValidArabicSlug(t *testing.T) {
	for s, want := range map[string]bool{
		"طقوس-الحمام-المغربي":      true,
		"hammam-مغربي":             true,
		"spa-2027":                 true,
		"ة-ى-ء-آ-أ-إ-ؤ-ئ":          true,
		strings.Repeat("س", 100):   true,
		strings.Repeat("س", 101):   false,
		"":                         false,
		"-حمام":                    false,
		"حمام-":                    false,
		"حمام--مغربي":              false,
		"حمام مغربي":               false,
		"Hammam":                   false,
		"حَمام":                    false, // a haraka
		"حمـام":                    false, // the tatweel
		"سبا-٢٠٢٧":                 false, // Arabic-Indic digits
		"\u0627\u0654لوان":         false, // a hamza as a mark
		"کیف":                      false, // a Persian letter
		"حمام/مغربي":               false,
		"حمام%20مغربي":             false,
		"\u200fحمام":               false,
		"\xd8":                     false,
		"café":                     false,
		"spa.ae":                   false,
		"حمام_مغربي":               false,
		"\u0621\u063a\u0641\u064a": true, // the range's ends
		"\u0620":                   false,
		"\u064b":                   false,
	} {
		if got := dayspa.ValidArabicSlug(s); got != want {
			t.Errorf("ValidArabicSlug(%q) = %v, want %v", s, got, want)
		}
	}
}

// validPost is a post that passes Validate, with an Arabic version given.
func validPost(ar *dayspa.PostVersion) dayspa.Post {
	return dayspa.Post{Title: "The Ritual of the Moroccan Hammam", Content: "Steam.", Status: dayspa.PostDraft, Arabic: ar}
}

func TestPostArabicVersion(t *testing.T) {
	long := func(n int) string { return strings.Repeat("س", n) }
	for _, c := range []struct {
		name   string
		ar     *dayspa.PostVersion
		fields map[string]string
		want   *dayspa.PostVersion // after Validate, when it passes
	}{
		{name: "None", ar: nil},
		{name: "EmptyIsNone", ar: &dayspa.PostVersion{Title: "  ", Content: " \n "}, want: nil},
		{name: "Complete", ar: &dayspa.PostVersion{Title: " طقوس الحمام المغربي ", Excerpt: " مقدمة ", Content: "## البخار\n\nنص.",
			SEOTitle: " حمام مغربي في دبي ", SEODescription: " وصف "},
			want: &dayspa.PostVersion{Title: "طقوس الحمام المغربي", Slug: "طقوس-الحمام-المغربي", Excerpt: "مقدمة",
				Content: "## البخار\n\nنص.", SEOTitle: "حمام مغربي في دبي", SEODescription: "وصف"}},
		{name: "TypedSlug", ar: &dayspa.PostVersion{Title: "طقوس الحمام", Slug: "hammam-مغربي", Content: "نص."},
			want: &dayspa.PostVersion{Title: "طقوس الحمام", Slug: "hammam-مغربي", Content: "نص."}},
		{name: "ErrTitleWithoutArticle", ar: &dayspa.PostVersion{Title: "طقوس الحمام"},
			fields: map[string]string{"ar.content": dayspa.MsgPostArContentRequired.Text}},
		{name: "ErrArticleWithoutTitle", ar: &dayspa.PostVersion{Content: "نص المقال."},
			fields: map[string]string{"ar.title": dayspa.MsgPostArTitleRequired.Text}},
		{name: "ErrExcerptAlone", ar: &dayspa.PostVersion{Excerpt: "مقدمة"},
			fields: map[string]string{"ar.title": dayspa.MsgPostArTitleRequired.Text, "ar.content": dayspa.MsgPostArContentRequired.Text}},
		{name: "ErrSlugAlone", ar: &dayspa.PostVersion{Slug: "حمام"},
			fields: map[string]string{"ar.title": dayspa.MsgPostArTitleRequired.Text, "ar.content": dayspa.MsgPostArContentRequired.Text}},
		{name: "ErrWhitespaceArticle", ar: &dayspa.PostVersion{Title: "طقوس الحمام", Content: "\n\t "},
			fields: map[string]string{"ar.content": dayspa.MsgPostArContentRequired.Text}},
		{name: "ErrLimits", ar: &dayspa.PostVersion{Title: long(201), Slug: "Not A Slug", Excerpt: long(501), Content: long(30001),
			SEOTitle: long(71), SEODescription: long(161)},
			fields: map[string]string{"ar.title": dayspa.MsgPostArTitle.Text, "ar.slug": dayspa.MsgPostArSlug.Text, "ar.excerpt": dayspa.MsgPostArExcerpt.Text,
				"ar.content": dayspa.MsgPostArContent.Text, "ar.seoTitle": dayspa.MsgPostArSEOTitle.Text, "ar.seoDescription": dayspa.MsgPostArSEODescription.Text}},
		{name: "AtTheLimits", ar: &dayspa.PostVersion{Title: long(200), Excerpt: long(500), Content: long(30000), SEOTitle: long(70), SEODescription: long(160)},
			want: &dayspa.PostVersion{Title: long(200), Slug: long(100), Excerpt: long(500), Content: long(30000), SEOTitle: long(70), SEODescription: long(160)}},
		{name: "ErrShortTitle", ar: &dayspa.PostVersion{Title: "سب", Content: "نص."},
			fields: map[string]string{"ar.title": dayspa.MsgPostArTitle.Text}},
		{name: "ErrTitleWithoutSlugLetters", ar: &dayspa.PostVersion{Title: "؟؟؟", Content: "نص."},
			fields: map[string]string{"ar.slug": dayspa.MsgPostArSlug.Text}},
		{name: "ErrHiddenChars", ar: &dayspa.PostVersion{Title: "طقوس\u202eالحمام", Content: "نص\x00", Excerpt: "\u200b", SEOTitle: "a\nb"},
			fields: map[string]string{"ar.title": dayspa.MsgPostArTitle.Text, "ar.content": dayspa.MsgHiddenChars.Text,
				"ar.excerpt": dayspa.MsgHiddenChars.Text, "ar.seoTitle": dayspa.MsgPostArSEOTitle.Text}},
		{name: "ErrSlugWithHaraka", ar: &dayspa.PostVersion{Title: "طقوس الحمام", Slug: "حَمام", Content: "نص."},
			fields: map[string]string{"ar.slug": dayspa.MsgPostArSlug.Text}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := validPost(c.ar)
			err := p.Validate(rulesAt(t, "2026-11-22 08:00").Clock)
			if c.fields != nil {
				if got := dayspa.ErrorFields(err); !reflect.DeepEqual(got, c.fields) {
					t.Errorf("fields = %v, want %v", got, c.fields)
				}
				return
			}
			if err != nil {
				t.Fatalf("Validate: %v", err)
			}
			if !reflect.DeepEqual(p.Arabic, c.want) {
				t.Errorf("Arabic = %+v, want %+v", p.Arabic, c.want)
			}
		})
	}
}

func TestPostInputArabic(t *testing.T) {
	now := time.Date(2026, 11, 22, 6, 30, 0, 0, time.UTC)
	clock := dayspa.Clock{Location: time.UTC, Now: func() time.Time { return now }}
	decode := func(t *testing.T, body string) dayspa.PostInput {
		t.Helper()
		var in dayspa.PostInput
		if err := json.Unmarshal([]byte(body), &in); err != nil {
			t.Fatalf("decode %s: %v", body, err)
		}
		return in
	}
	stored := dayspa.PostVersion{Title: "طقوس الحمام", Slug: "طقوس-الحمام", Excerpt: "مقدمة", Content: "نص.", SEOTitle: "حمام"}
	edit := func(t *testing.T, body string) *dayspa.PostVersion {
		t.Helper()
		v := stored
		p := validPost(&v)
		decode(t, body).Apply(&p, now)
		return p.Arabic
	}
	if got := edit(t, `{"title":"New English title"}`); !reflect.DeepEqual(*got, stored) {
		t.Errorf("left out: %+v", got)
	}
	if got := edit(t, `{"ar":null}`); got != nil {
		t.Errorf("null: %+v", got)
	}
	want := stored
	want.Excerpt, want.SEOTitle = "مقدمة جديدة", ""
	if got := edit(t, `{"ar":{"excerpt":"مقدمة جديدة","seoTitle":""}}`); !reflect.DeepEqual(*got, want) {
		t.Errorf("merged: %+v, want %+v", got, want)
	}

	// A new post's version starts empty.
	p, err := decode(t, `{"title":"Hammam","ar":{"title":"الحمام المغربي","content":"نص."}}`).New(clock)
	if err != nil || p.Arabic == nil || p.Arabic.Slug != "الحمام-المغربي" {
		t.Errorf("New = %+v, %v", p.Arabic, err)
	}
	_, err = decode(t, `{"title":"Hammam","ar":{"title":"الحمام المغربي"}}`).New(clock)
	if dayspa.ErrorFields(err)["ar.content"] != dayspa.MsgPostArContentRequired.Text {
		t.Errorf("partial: %v", err)
	}

	for body, want := range map[string]string{
		`{"ar":{"colour":"red"}}`: `json: unknown field "ar.colour"`,
		`{"ar":{"title":5}}`:      "ar.title",
		`{"ar":"العنوان"}`:        "ar",
		`{"ar":[]}`:               "ar",
	} {
		var in dayspa.PostInput
		err := json.Unmarshal([]byte(body), &in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error naming %q", body, err, want)
		}
	}
}

func TestPostIn(t *testing.T) {
	at := time.Date(2026, 11, 1, 5, 0, 0, 0, time.UTC)
	ar := &dayspa.PostVersion{Title: "العنوان", Slug: "العنوان", Excerpt: "مقدمة", Content: "نص.", SEOTitle: "عنوان", SEODescription: "وصف"}
	both := dayspa.Post{ID: 1, Title: "Title", Slug: "title", Excerpt: "Excerpt", Content: "Text.", Category: "Spa Rituals",
		Tags: []string{"hammam"}, Author: "Layla", Status: dayspa.PostPublished, PublishAt: &at, Arabic: ar}
	english := dayspa.Post{ID: 2, Title: "Only English", Slug: "only-english", Status: dayspa.PostPublished, PublishAt: &at}

	got, ok := both.In(dayspa.Arabic)
	if !ok || got.Title != "العنوان" || got.Slug != "العنوان" || got.Excerpt != "مقدمة" || got.Content != "نص." ||
		got.SEOTitle != "عنوان" || got.SEODescription != "وصف" {
		t.Errorf("In(ar) = %+v", got)
	}
	if got.Category != "Spa Rituals" || got.Author != "Layla" || !reflect.DeepEqual(got.Tags, both.Tags) || got.ID != 1 || got.PublishAt != &at {
		t.Errorf("In(ar) lost the shared fields: %+v", got)
	}
	if got, ok := both.In(dayspa.English); !ok || got.Title != "Title" {
		t.Errorf("In(en) = %+v", got)
	}
	if _, ok := english.In(dayspa.Arabic); ok {
		t.Error("a post without an Arabic version is in Arabic")
	}
	if both.SlugIn(dayspa.Arabic) != "العنوان" || both.SlugIn(dayspa.English) != "title" || english.SlugIn(dayspa.Arabic) != "" {
		t.Error("SlugIn")
	}
	if both.TranslationSlug(dayspa.English) != "العنوان" || both.TranslationSlug(dayspa.Arabic) != "title" ||
		english.TranslationSlug(dayspa.English) != "" {
		t.Error("TranslationSlug")
	}
	list := dayspa.PostsIn([]dayspa.Post{english, both}, dayspa.Arabic)
	if len(list) != 1 || list[0].ID != 1 || list[0].Title != "العنوان" {
		t.Errorf("PostsIn(ar) = %+v", list)
	}
	if list := dayspa.PostsIn([]dayspa.Post{english, both}, dayspa.English); len(list) != 2 || list[1].Title != "Title" {
		t.Errorf("PostsIn(en) = %+v", list)
	}
}
