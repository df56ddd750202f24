package dayspa_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
)

// The Arabic fields beside the English ones (issue 19): optional ("" is
// not translated), trimmed as their English fields are, and held to the
// same text rules and lengths when given.

// arabicCase is one value of an Arabic field: what is sent, and either
// what is kept or the field's message.
type arabicCase struct {
	name string
	sent string
	kept string // when msg is ""
	msg  string
}

// arabicCases are the cases every optional Arabic field shares; max is
// its length in characters, tooLong its message, oneLine whether line
// breaks are refused.
func arabicCases(max int, tooLong string, oneLine bool) []arabicCase {
	word := "عود"
	long := strings.Repeat("ع", max)
	cases := []arabicCase{
		{"empty", "", "", ""},
		{"only spaces", " \t ", "", ""},
		{"Arabic, trimmed", "  " + word + " الملكي  ", word + " الملكي", ""},
		{"with a right-to-left mark", word + "\u200f", word + "\u200f", ""},
		{"Persian with ZWNJ", "می\u200cخواهم", "می\u200cخواهم", ""},
		{"at the limit", long, long, ""},
		{"one over the limit", long + "ع", "", tooLong},
		{"a right-to-left override", "\u202e" + word, "", dayspa.MsgHiddenChars.Text},
		{"an isolate", word + "\u2067x\u2069", "", dayspa.MsgHiddenChars.Text},
		{"a NUL", word + "\x00", "", dayspa.MsgHiddenChars.Text},
		{"an escape", word + "\x1b[2J", "", dayspa.MsgHiddenChars.Text},
		{"a noncharacter", word + "\ufdd0", "", dayspa.MsgHiddenChars.Text},
		{"a replacement character", word + "\ufffd", "", dayspa.MsgHiddenChars.Text},
		{"nothing that shows", "\u200b\u200f\u200c", "", dayspa.MsgHiddenChars.Text},
	}
	if oneLine {
		cases = append(cases, arabicCase{"runs of spaces made one", word + "   \n  " + word, word + " " + word, ""},
			arabicCase{"a line separator", word + "\u2028" + word, word + " " + word, ""})
	} else {
		cases = append(cases, arabicCase{"two lines kept", word + "\n" + word, word + "\n" + word, ""})
	}
	return cases
}

func TestServiceArabic(t *testing.T) {
	base := `{"name":"Signature Massage","description":"Warm oud oil.","category":"Massage Therapy","duration":90,"price":"450.00"}`
	withField := func(field, v string) dayspa.ServiceInput {
		in := serviceInput(t, base)
		switch field {
		case "nameAr":
			in.NameAr = &v
		case "descriptionAr":
			in.DescriptionAr = &v
		}
		return in
	}
	get := map[string]func(dayspa.Service) string{
		"nameAr":        func(s dayspa.Service) string { return s.NameAr },
		"descriptionAr": func(s dayspa.Service) string { return s.DescriptionAr },
	}
	nameCases := arabicCases(100, dayspa.MsgServiceNameAr.Text, true)
	// The name's rule is the English one's: one line, trimmed, 2
	// characters that show, and every refusal says so.
	for i, c := range nameCases {
		if c.msg == dayspa.MsgHiddenChars.Text || strings.ContainsAny(c.sent, "\n\u2028") {
			nameCases[i].msg = dayspa.MsgServiceNameAr.Text
		}
	}
	nameCases = append(nameCases, arabicCase{"one letter", "ع", "", dayspa.MsgServiceNameAr.Text},
		arabicCase{"two spaces kept", "عود  ملكي", "عود  ملكي", ""})
	for field, cases := range map[string][]arabicCase{
		"nameAr":        nameCases,
		"descriptionAr": arabicCases(1000, dayspa.MsgServiceDescriptionAr.Text, false),
	} {
		for _, c := range cases {
			t.Run(field+"/"+c.name, func(t *testing.T) {
				s, err := withField(field, c.sent).New()
				if c.msg != "" {
					assertFields(t, err, map[string]string{field: c.msg})
					return
				}
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				if got := get[field](s); got != c.kept {
					t.Errorf("kept %q, want %q", got, c.kept)
				}
			})
		}
	}

	t.Run("LeftOutIsEmpty", func(t *testing.T) {
		s, err := serviceInput(t, base).New()
		if err != nil || s.NameAr != "" || s.DescriptionAr != "" {
			t.Fatalf("%+v %v", s, err)
		}
	})
	t.Run("EveryMessageAtOnce", func(t *testing.T) {
		_, err := serviceInput(t, `{"name":"x","nameAr":"ع","descriptionAr":"\u202e","category":"Massage Therapy","duration":60,"price":1}`).New()
		assertFields(t, err, map[string]string{"name": "Name must be between 2 and 100 characters.",
			"nameAr": dayspa.MsgServiceNameAr.Text, "descriptionAr": dayspa.MsgHiddenChars.Text})
	})
	t.Run("EditSetsAndClears", func(t *testing.T) {
		s := dayspa.Service{Name: "Hot Stone Massage", Category: dayspa.CategoryMassage, Duration: 90, Price: dayspa.AED(480)}
		u, err := serviceInput(t, `{"nameAr":" مساج الأحجار الساخنة ","descriptionAr":"أحجار بازلتية دافئة."}`).Parse()
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Revise(u); err != nil || s.NameAr != "مساج الأحجار الساخنة" || s.DescriptionAr != "أحجار بازلتية دافئة." || s.Name != "Hot Stone Massage" {
			t.Fatalf("%+v %v", s, err)
		}
		u, _ = serviceInput(t, `{"price":"500.00","nameAr":null}`).Parse()
		if err := s.Revise(u); err != nil || s.NameAr != "مساج الأحجار الساخنة" {
			t.Fatalf("left out: %+v %v", s, err)
		}
		u, _ = serviceInput(t, `{"nameAr":"","descriptionAr":""}`).Parse()
		if err := s.Revise(u); err != nil || s.NameAr != "" || s.DescriptionAr != "" {
			t.Fatalf("cleared: %+v %v", s, err)
		}
		before := s
		u, _ = serviceInput(t, `{"nameAr":"ع","price":"1.00"}`).Parse()
		assertFields(t, s.Revise(u), map[string]string{"nameAr": dayspa.MsgServiceNameAr.Text})
		if s != before {
			t.Errorf("a refused edit changed the service: %+v", s)
		}
	})
	t.Run("JSONBesideTheEnglish", func(t *testing.T) {
		b, _ := json.Marshal(dayspa.Service{ID: 1, Name: "N", NameAr: "ن", Description: "D", DescriptionAr: "د"})
		if !strings.HasPrefix(string(b), `{"id":1,"name":"N","nameAr":"ن","description":"D","descriptionAr":"د",`) {
			t.Errorf("JSON %s", b)
		}
	})
}

func TestGalleryArabic(t *testing.T) {
	for _, c := range arabicCases(250, dayspa.MsgAltArTooLong.Text, true) {
		t.Run(c.name, func(t *testing.T) {
			in := dayspa.GalleryInput{Alt: "Steam under the arches", AltAr: c.sent, Category: "Wellness Areas"}
			err := in.Validate()
			altAr := c.sent
			ch, perr := dayspa.GalleryPatch{AltAr: &altAr}.Validate(1)
			if c.msg != "" {
				assertFields(t, err, map[string]string{"altAr": c.msg})
				assertFields(t, perr, map[string]string{"altAr": c.msg})
				return
			}
			if err != nil || in.AltAr != c.kept {
				t.Errorf("upload: kept %q (%v), want %q", in.AltAr, err, c.kept)
			}
			if perr != nil || ch.AltAr == nil || *ch.AltAr != c.kept || ch.Alt != nil {
				t.Errorf("edit: %+v (%v), want altAr %q only", ch, perr, c.kept)
			}
		})
	}
	t.Run("TheEnglishIsStillRequired", func(t *testing.T) {
		in := dayspa.GalleryInput{Alt: " ", AltAr: "بخار تحت الأقواس", Category: "Wellness Areas"}
		assertFields(t, in.Validate(), map[string]string{"alt": dayspa.MsgAltRequired.Text})
	})
	t.Run("EditLeavesItOut", func(t *testing.T) {
		pos := 1
		if ch, err := (dayspa.GalleryPatch{Position: &pos}).Validate(1); err != nil || ch.AltAr != nil {
			t.Errorf("%+v %v", ch, err)
		}
	})
}

func TestFAQArabic(t *testing.T) {
	q, a := "How early should I arrive?", "15 minutes before."
	for field, cases := range map[string][]arabicCase{
		"questionAr": arabicCases(200, dayspa.MsgFAQQuestionAr.Text, true),
		"answerAr":   arabicCases(2000, dayspa.MsgFAQAnswerAr.Text, false),
	} {
		for _, c := range cases {
			t.Run(field+"/"+c.name, func(t *testing.T) {
				sent := c.sent
				in := dayspa.FAQInput{Question: &q, Answer: &a}
				if field == "questionAr" {
					in.QuestionAr = &sent
				} else {
					in.AnswerAr = &sent
				}
				e, err := in.NewFAQEntry()
				entry := dayspa.FAQEntry{Question: "Q?", Answer: "A.", QuestionAr: "س؟", AnswerAr: "ج.", Position: 1}
				_, perr := dayspa.FAQPatch{FAQInput: dayspa.FAQInput{QuestionAr: in.QuestionAr, AnswerAr: in.AnswerAr}}.Apply(&entry, 1)
				if c.msg != "" {
					assertFields(t, err, map[string]string{field: c.msg})
					assertFields(t, perr, map[string]string{field: c.msg})
					return
				}
				got, patched := e.QuestionAr, entry.QuestionAr
				if field == "answerAr" {
					got, patched = e.AnswerAr, entry.AnswerAr
				}
				if err != nil || got != c.kept || perr != nil || patched != c.kept {
					t.Errorf("new %q (%v), patched %q (%v); want %q", got, err, patched, perr, c.kept)
				}
				if entry.Question != "Q?" || entry.Answer != "A." {
					t.Errorf("the patch changed the English: %+v", entry)
				}
			})
		}
	}
	t.Run("OptionalOnCreation", func(t *testing.T) {
		e, err := dayspa.FAQInput{Question: &q, Answer: &a}.NewFAQEntry()
		if err != nil || e.QuestionAr != "" || e.AnswerAr != "" {
			t.Fatalf("%+v %v", e, err)
		}
	})
	t.Run("PatchLeavesTheOthers", func(t *testing.T) {
		entry := dayspa.FAQEntry{Question: "Q?", Answer: "A.", QuestionAr: "س؟", AnswerAr: "ج.", Position: 1}
		answer := "B."
		if _, err := (dayspa.FAQPatch{FAQInput: dayspa.FAQInput{Answer: &answer}}).Apply(&entry, 1); err != nil ||
			entry.QuestionAr != "س؟" || entry.AnswerAr != "ج." {
			t.Fatalf("%+v %v", entry, err)
		}
	})
}

func TestTeamProfileArabic(t *testing.T) {
	for field, cases := range map[string][]arabicCase{
		"specialityAr": arabicCases(120, dayspa.MsgSpecialityAr.Text, true),
		"bioAr":        arabicCases(600, dayspa.MsgBioAr.Text, false),
	} {
		for _, c := range cases {
			t.Run(field+"/"+c.name, func(t *testing.T) {
				p := dayspa.TeamProfile{Name: "Aisha Rahman", Speciality: "Hot stone", Bio: "Twelve years.", SpecialityAr: "قبل", BioAr: "قبل"}
				sent := c.sent
				var patch dayspa.TeamProfilePatch
				if field == "specialityAr" {
					patch.SpecialityAr = &sent
				} else {
					patch.BioAr = &sent
				}
				err := patch.Apply(&p)
				if c.msg != "" {
					assertFields(t, err, map[string]string{field: c.msg})
					return
				}
				got := p.SpecialityAr
				if field == "bioAr" {
					got = p.BioAr
				}
				if err != nil || got != c.kept {
					t.Errorf("kept %q (%v), want %q", got, err, c.kept)
				}
				if p.Speciality != "Hot stone" || p.Bio != "Twelve years." {
					t.Errorf("the patch changed the English: %+v", p)
				}
			})
		}
	}
	t.Run("TheCardCarriesThem", func(t *testing.T) {
		p := dayspa.TeamProfile{TherapistID: 3, Name: "Omar Khalil", Speciality: "Hammam", SpecialityAr: "الحمّام", Bio: "Fifteen years.", BioAr: "خمسة عشر عامًا."}
		m := p.Member()
		if m.SpecialityAr != "الحمّام" || m.BioAr != "خمسة عشر عامًا." || m.ID != 3 {
			t.Errorf("card %+v", m)
		}
	})
}
