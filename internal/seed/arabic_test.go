package seed_test

import (
	"regexp"
	"testing"
	"unicode"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/seed"
)

// Every piece of demo content has its Arabic (issue 19), written in
// Arabic script with Western digits (docs/product.md), and the domain's
// forms take it as it is: seeding never stores what the dashboard would
// refuse, nor text its rules would change.

var placeholderRE = regexp.MustCompile(`\{\{[a-z]+\}\}`)

// checkArabic fails unless s is Arabic text: non-empty, with Arabic
// letters and no Latin ones (the placeholders aside), and no Arabic-Indic
// digits.
func checkArabic(t *testing.T, what, s string) {
	t.Helper()
	arabic := 0
	for _, r := range placeholderRE.ReplaceAllString(s, "") {
		switch {
		case unicode.Is(unicode.Arabic, r) && unicode.IsLetter(r):
			arabic++
		case unicode.Is(unicode.Latin, r):
			t.Errorf("%s: Latin letter %q in %q", what, r, s)
			return
		case r >= '\u0660' && r <= '\u0669', r >= '\u06f0' && r <= '\u06f9':
			t.Errorf("%s: Arabic-Indic digit %q in %q; the site writes 0-9", what, r, s)
			return
		}
	}
	if arabic < 2 {
		t.Errorf("%s: no Arabic in %q", what, s)
	}
}

func TestArabicServices(t *testing.T) {
	services, err := seed.Services()
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, s := range services {
		checkArabic(t, s.Name+" nameAr", s.NameAr)
		checkArabic(t, s.Name+" descriptionAr", s.DescriptionAr)
		if names[s.NameAr] {
			t.Errorf("two services are called %q in Arabic", s.NameAr)
		}
		names[s.NameAr] = true
		price := dayspa.Number(`"` + s.Price + `"`)
		in := dayspa.ServiceInput{Name: &s.Name, NameAr: &s.NameAr, Description: &s.Description, DescriptionAr: &s.DescriptionAr,
			Category: &s.Category, Duration: &s.Duration, Price: &price, IsActive: &s.IsActive}
		got, err := in.New()
		if err != nil {
			t.Errorf("%s: the service form refuses it: %v", s.Name, err)
			continue
		}
		if got.NameAr != s.NameAr || got.DescriptionAr != s.DescriptionAr {
			t.Errorf("%s: the form changes the Arabic to %q, %q", s.Name, got.NameAr, got.DescriptionAr)
		}
	}
}

func TestArabicMedia(t *testing.T) {
	m, err := seed.DemoMedia()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range m.Gallery {
		checkArabic(t, g.File+" altAr", g.AltAr)
		in := dayspa.GalleryInput{Alt: g.Alt, AltAr: g.AltAr, Category: g.Category}
		if err := in.Validate(); err != nil || in.AltAr != g.AltAr {
			t.Errorf("%s: the upload form gives %q, %v", g.File, in.AltAr, err)
		}
	}
	for _, c := range m.Team {
		checkArabic(t, c.Name+" specialityAr", c.SpecialityAr)
		checkArabic(t, c.Name+" bioAr", c.BioAr)
		p := dayspa.TeamProfile{Name: c.Name}
		err := dayspa.TeamProfilePatch{Speciality: &c.Speciality, SpecialityAr: &c.SpecialityAr, Bio: &c.Bio, BioAr: &c.BioAr}.Apply(&p)
		if err != nil || p.SpecialityAr != c.SpecialityAr || p.BioAr != c.BioAr {
			t.Errorf("%s: the team form gives %q, %q, %v", c.Name, p.SpecialityAr, p.BioAr, err)
		}
	}
}

func TestArabicFAQ(t *testing.T) {
	_, faq, err := seed.ReviewsAndFAQ()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range faq {
		checkArabic(t, e.Question+" questionAr", e.QuestionAr)
		checkArabic(t, e.Question+" answerAr", e.AnswerAr)
		got, err := dayspa.FAQInput{Question: &e.Question, QuestionAr: &e.QuestionAr, Answer: &e.Answer, AnswerAr: &e.AnswerAr}.NewFAQEntry()
		if err != nil || got.QuestionAr != e.QuestionAr || got.AnswerAr != e.AnswerAr {
			t.Errorf("%s: the FAQ form gives %+v, %v", e.Question, got, err)
		}
	}
}
