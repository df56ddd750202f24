package seed

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
)

// reviews.json: the home page's demo testimonials and questions, as the
// site showed them before the manager could edit them. The FAQ's answers
// carry the default business details (cmd/dayspa's defaults) written in:
// an entry is the manager's text, which she edits when they change.
//
//go:embed reviews.json
var reviewsJSON []byte

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

// ReviewsAndFAQ returns the demo reviews and FAQ entries, in the home
// page's order. An unknown field in reviews.json is an error.
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
	return v.Reviews, v.FAQ, nil
}
