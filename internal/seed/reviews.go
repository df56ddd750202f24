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

// FAQEntry is one demo question and its answer.
type FAQEntry struct {
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

var placeholderRE = regexp.MustCompile(`\{\{([^{}]*)\}\}`)

// ReviewsAndFAQ returns the demo reviews and FAQ entries in the home
// page's order, the answers with their placeholders. An unknown field or
// placeholder in reviews.json is an error.
func ReviewsAndFAQ() ([]Review, []FAQEntry, error) {
	var v struct {
		Reviews []Review   `json:"reviews"`
		FAQ     []FAQEntry `json:"faq"`
	}
	dec := json.NewDecoder(bytes.NewReader(reviewsJSON))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		return nil, nil, fmt.Errorf("seed: reviews.json: %w", err)
	}
	for _, e := range v.FAQ {
		for _, m := range placeholderRE.FindAllStringSubmatch(e.Answer, -1) {
			if !slices.Contains(FAQPlaceholders, m[1]) {
				return nil, nil, fmt.Errorf("seed: reviews.json: unknown placeholder {{%s}}", m[1])
			}
		}
	}
	return v.Reviews, v.FAQ, nil
}
