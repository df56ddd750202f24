package seed

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
)

// reviews.json: the home page's demo testimonials and questions, as the
// site showed them before the manager could edit them. An answer names
// the spa's details as {{phone}} and {{hotel}}; seeding writes the
// configured values in (the file's "details" when none is configured), so
// the entry is plain text the manager edits like any other.
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

var detailRE = regexp.MustCompile(`\{\{([a-z]+)\}\}`)

// ReviewsAndFAQ returns the demo reviews and FAQ entries in the home
// page's order, the answers naming the spa's details (phone, hotel) as
// details gives them; a detail missing or empty there keeps the file's
// default. An unknown field or placeholder in reviews.json is an error.
func ReviewsAndFAQ(details map[string]string) ([]Review, []FAQEntry, error) {
	var v struct {
		Details map[string]string `json:"details"`
		Reviews []Review          `json:"reviews"`
		FAQ     []FAQEntry        `json:"faq"`
	}
	dec := json.NewDecoder(bytes.NewReader(reviewsJSON))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		return nil, nil, fmt.Errorf("seed: reviews.json: %w", err)
	}
	for k, val := range details {
		if _, ok := v.Details[k]; ok && val != "" {
			v.Details[k] = val
		}
	}
	for i, e := range v.FAQ {
		var unknown string
		v.FAQ[i].Answer = detailRE.ReplaceAllStringFunc(e.Answer, func(m string) string {
			name := detailRE.FindStringSubmatch(m)[1]
			val, ok := v.Details[name]
			if !ok {
				unknown = name
			}
			return val
		})
		if unknown != "" {
			return nil, nil, fmt.Errorf("seed: reviews.json: unknown detail {{%s}}", unknown)
		}
	}
	return v.Reviews, v.FAQ, nil
}
