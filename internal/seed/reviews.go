package seed

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
)

// reviews.json: the home page's demo testimonials and questions, as the
// site showed them before the manager could edit them. An answer names
// the spa's details as placeholders, {{phone}}, {{hotel}} and {{hours}},
// which stay in the stored text: the home page fills them from the
// configured details and the stored opening hours when it shows the
// answer (web/src/features/home/faq-details.ts), so a changed phone or
// week reaches the answers too.
//
//go:embed reviews.json
var reviewsJSON []byte

// FAQPlaceholders are the details an answer may name, as {{name}}.
var FAQPlaceholders = []string{"phone", "hotel", "hours"}

// Review is one demo testimonial. Date is YYYY-MM-DD; Rating 1 to 5.
type Review struct {
	Name   string `json:"name"`
	Text   string `json:"text"`
	Rating int    `json:"rating"`
	Date   string `json:"date"`
	Detail string `json:"detail"`
}

// FAQEntry is one demo question and its answer, in English and Arabic.
// The Arabic answer names the same details as the English one.
type FAQEntry struct {
	Question   string `json:"question"`
	QuestionAr string `json:"questionAr"`
	Answer     string `json:"answer"`
	AnswerAr   string `json:"answerAr"`
}

var placeholderRE = regexp.MustCompile(`\{\{([^{}]*)\}\}`)

// ReviewsAndFAQ returns the demo reviews and FAQ entries in the home
// page's order, the answers with their placeholders. An unknown field or
// placeholder in reviews.json is an error, and so is an Arabic answer that
// does not name the same details as the English one.
func ReviewsAndFAQ() ([]Review, []FAQEntry, error) {
	return parseReviewsAndFAQ(reviewsJSON)
}

func parseReviewsAndFAQ(data []byte) ([]Review, []FAQEntry, error) {
	var v struct {
		Reviews []Review   `json:"reviews"`
		FAQ     []FAQEntry `json:"faq"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		return nil, nil, fmt.Errorf("seed: reviews.json: %w", err)
	}
	for _, e := range v.FAQ {
		en, err := placeholders(e.Answer)
		if err != nil {
			return nil, nil, err
		}
		ar, err := placeholders(e.AnswerAr)
		if err != nil {
			return nil, nil, err
		}
		if !slices.Equal(en, ar) {
			return nil, nil, fmt.Errorf("seed: reviews.json: %q: the Arabic answer names %v, the English %v", e.Question, ar, en)
		}
	}
	return v.Reviews, v.FAQ, nil
}

// placeholders returns the placeholders an answer names, sorted, or an
// error for one that is not a detail the page fills.
func placeholders(answer string) ([]string, error) {
	var names []string
	for _, m := range placeholderRE.FindAllStringSubmatch(answer, -1) {
		if !slices.Contains(FAQPlaceholders, m[1]) {
			return nil, fmt.Errorf("seed: reviews.json: unknown placeholder {{%s}}", m[1])
		}
		names = append(names, m[1])
	}
	slices.Sort(names)
	return names, nil
}
