package seed

import (
	"strings"
	"testing"
)

func TestReviewsAndFAQ(t *testing.T) {
	reviews, faq, err := ReviewsAndFAQ(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(reviews) != 3 || len(faq) != 4 {
		t.Fatalf("%d reviews, %d questions", len(reviews), len(faq))
	}
	if !strings.Contains(faq[0].Answer, "call us on +971 4 123 4567 ") || !strings.Contains(faq[3].Answer, "Guests of The Sandstone Hotel and") {
		t.Errorf("the defaults are not written in: %q / %q", faq[0].Answer, faq[3].Answer)
	}
	_, faq, err = ReviewsAndFAQ(map[string]string{"phone": "+971 4 555 0199", "hotel": "", "unused": "x"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(faq[0].Answer, "call us on +971 4 555 0199 ") || !strings.Contains(faq[3].Answer, "Guests of The Sandstone Hotel and") {
		t.Errorf("the configured phone, the default hotel: %q / %q", faq[0].Answer, faq[3].Answer)
	}
	for _, e := range faq {
		if strings.Contains(e.Answer, "{{") {
			t.Errorf("a placeholder is left: %q", e.Answer)
		}
	}
}
