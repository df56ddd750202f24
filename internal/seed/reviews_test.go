package seed

import (
	"strings"
	"testing"
)

// The demo answers keep the spa's details as placeholders, each one the
// home page fills.
func TestReviewsAndFAQ(t *testing.T) {
	reviews, faq, err := ReviewsAndFAQ()
	if err != nil {
		t.Fatal(err)
	}
	if len(reviews) != 3 || len(faq) != 4 {
		t.Fatalf("%d reviews, %d questions", len(reviews), len(faq))
	}
	all := ""
	for _, e := range faq {
		all += e.Answer + "\n"
	}
	for _, want := range []string{"call us on {{phone}} ", "opening hours, {{hours}}.", "Guests of {{hotel}} and"} {
		if !strings.Contains(all, want) {
			t.Errorf("the answers lack %q:\n%s", want, all)
		}
	}
	for _, fixed := range []string{"123 4567", "Sandstone", "9:00 AM", "10:00 PM"} {
		if strings.Contains(all, fixed) {
			t.Errorf("an answer fixes %q, a detail the settings change", fixed)
		}
	}
}

// An Arabic answer names the same details as the English one, so that the
// page fills both alike.
func TestFAQArabicPlaceholders(t *testing.T) {
	for _, c := range []struct {
		name, answer, answerAr, err string
	}{
		{"same", "Call {{phone}} at {{hours}}.", "{{hours}} اتصل على {{phone}}", ""},
		{"one missing", "Call {{phone}}.", "اتصل بنا.", "the Arabic answer names [], the English [phone]"},
		{"one more", "Call us.", "اتصل على {{phone}}.", "the Arabic answer names [phone], the English []"},
		{"unknown", "Call us.", "{{fax}}", "unknown placeholder {{fax}}"},
	} {
		data := `{"reviews":[],"faq":[{"question":"Q?","questionAr":"س؟","answer":"` + c.answer + `","answerAr":"` + c.answerAr + `"}]}`
		_, _, err := parseReviewsAndFAQ([]byte(data))
		if c.err == "" && err != nil || c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
			t.Errorf("%s: %v, want %q", c.name, err, c.err)
		}
	}
}
