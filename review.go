package dayspa

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Reviews and FAQ: the guests' testimonials and the questions the home
// page answers, both written by the manager. The home page shows the
// shown reviews and every FAQ entry, each list in the order the manager
// sets; the spa's rating (the DaySpa structured data, the About page's
// stat) is the mean of the shown reviews, and there is none without them.

// Review is a guest's testimonial. Position counts from 1.
type Review struct {
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	Text     string `json:"text"`
	Rating   int    `json:"rating"` // 1 to 5 stars
	Date     Date   `json:"date"`   // the day the guest wrote it, on the spa's calendar
	Detail   string `json:"detail"` // a short line under the name ("Dubai Marina resident"); may be ""
	Shown    bool   `json:"shown"`
	Position int    `json:"position"`
}

// FAQEntry is a question of the home page with its answer. Position
// counts from 1. QuestionAr and AnswerAr are the Arabic question and
// answer; "" is not translated.
type FAQEntry struct {
	ID         int64  `json:"id"`
	Question   string `json:"question"`
	QuestionAr string `json:"questionAr"`
	Answer     string `json:"answer"`
	AnswerAr   string `json:"answerAr"`
	Position   int    `json:"position"`
}

// Messages of the review and FAQ forms.
var (
	MsgReviewName     = NewMsg("review.name", "Please enter the guest's name (at most 80 characters).")
	MsgReviewText     = NewMsg("review.text", "Please enter the review (at most 1000 characters).")
	MsgReviewRating   = NewMsg("review.rating", "Rating must be a whole number from 1 to 5.")
	MsgReviewDate     = NewMsg("review.date", "Please enter the review's date (YYYY-MM-DD).")
	MsgReviewFuture   = NewMsg("review.future", "The review's date cannot be in the future.")
	MsgReviewDetail   = NewMsg("review.detail", "Detail must be one line of at most 120 characters.")
	MsgReviewPosition = NewMsg("review.position", "Position must be a whole number from 1 to the number of reviews.")
	MsgFAQQuestion    = NewMsg("faq.question", "Please enter the question (at most 200 characters).")
	MsgFAQAnswer      = NewMsg("faq.answer", "Please enter the answer (at most 2000 characters).")
	MsgFAQPosition    = NewMsg("faq.position", "Position must be a whole number from 1 to the number of questions.")
	MsgFAQQuestionAr  = NewMsg("faq.question_ar", "Arabic question must be at most 200 characters.")
	MsgFAQAnswerAr    = NewMsg("faq.answer_ar", "Arabic answer must be at most 2000 characters.")
)

// Bounds of the review and FAQ fields, in characters.
const (
	maxReviewName   = 80
	maxReviewText   = 1000
	maxReviewDetail = 120
	maxFAQQuestion  = 200
	maxFAQAnswer    = 2000
)

// requiredText cleans a required text field (one line: its runs of spaces
// made one; several lines: trimmed) and adds msg when it is not valid
// text, shows nothing, or is longer than max characters.
func requiredText(f FieldErrors, field string, v *string, multiline bool, max int, msg Msg) string {
	if v == nil {
		f.Add(field, msg)
		return ""
	}
	s := strings.TrimSpace(*v)
	if !multiline {
		s = strings.Join(strings.Fields(s), " ")
	}
	if !ValidText(s, multiline) || VisibleLen(s) == 0 || utf8.RuneCountInString(s) > max {
		f.Add(field, msg)
	}
	return s
}

// ReviewInput is the review form: every field on creation; on a change
// (ReviewPatch) the fields present.
type ReviewInput struct {
	Name   *string `json:"name"`
	Text   *string `json:"text"`
	Rating *Number `json:"rating"`
	Date   *string `json:"date"`
	Detail *string `json:"detail"`
	Shown  *bool   `json:"shown"`
}

// ReviewPatch changes a review: the fields present, and its place.
type ReviewPatch struct {
	ReviewInput
	Position *int `json:"position"`
}

// NewReview validates a new review's form; today is the spa's calendar
// day (a review cannot be dated after it). A review is shown unless the
// form says otherwise.
func (in ReviewInput) NewReview(today Date) (*Review, error) {
	r := &Review{Shown: true}
	f := FieldErrors{}
	in.apply(f, r, today, true)
	return r, f.Err()
}

// Apply validates the patch and applies it to r; count is the number of
// reviews (a new position lies within 1..count). It returns the new
// position, 0 when the patch keeps the place.
func (p ReviewPatch) Apply(r *Review, today Date, count int) (int, error) {
	f := FieldErrors{}
	p.apply(f, r, today, false)
	pos := listPosition(f, p.Position, count, MsgReviewPosition)
	return pos, f.Err()
}

// apply checks the fields present (all of them when create is set) and
// writes them into r.
func (in ReviewInput) apply(f FieldErrors, r *Review, today Date, create bool) {
	if in.Name != nil || create {
		r.Name = requiredText(f, "name", in.Name, OneLine, maxReviewName, MsgReviewName)
	}
	if in.Text != nil || create {
		r.Text = requiredText(f, "text", in.Text, MultiLine, maxReviewText, MsgReviewText)
	}
	if in.Rating != nil || create {
		n, ok := wholeNumber(in.Rating, 1, 5)
		if !ok {
			f.Add("rating", MsgReviewRating)
		}
		r.Rating = n
	}
	if in.Date != nil || create {
		var d Date
		var err error
		if in.Date != nil {
			d, err = ParseDate(strings.TrimSpace(*in.Date))
		}
		switch {
		case in.Date == nil || err != nil:
			f.Add("date", MsgReviewDate)
		case d.After(today):
			f.Add("date", MsgReviewFuture)
		case !InRecordWindow(d, today):
			addRecordDate(f, "date", today)
		}
		r.Date = d
	}
	if in.Detail != nil {
		d := strings.Join(strings.Fields(*in.Detail), " ")
		if !ValidText(d, OneLine) || d != "" && VisibleLen(d) == 0 || utf8.RuneCountInString(d) > maxReviewDetail {
			f.Add("detail", MsgReviewDetail)
		}
		r.Detail = d
	}
	if in.Shown != nil {
		r.Shown = *in.Shown
	}
}

// Rating is the spa's rating: the mean of the shown reviews' stars to one
// decimal ("4.7"), and how many reviews it counts.
type Rating struct {
	Value string `json:"value"`
	Count int    `json:"count"`
}

// SpaRating is the rating of the shown reviews among rs; ok is false when
// none is shown, and then the spa claims no rating at all.
func SpaRating(rs []Review) (r Rating, ok bool) {
	sum := 0
	for _, rv := range rs {
		if rv.Shown {
			sum += rv.Rating
			r.Count++
		}
	}
	if r.Count == 0 {
		return Rating{}, false
	}
	// Rounded half up at one decimal, in integers: sum*10/count rounded.
	tenths := (sum*100/r.Count + 5) / 10
	r.Value = fmt.Sprintf("%d.%d", tenths/10, tenths%10)
	return r, true
}

// ShownReviews returns the reviews among rs that show on the site, in
// their order.
func ShownReviews(rs []Review) []Review {
	out := []Review{}
	for _, r := range rs {
		if r.Shown {
			out = append(out, r)
		}
	}
	return out
}

// FAQInput is the FAQ form: the question and answer on creation, their
// Arabic versions optional; on a change (FAQPatch) the fields present.
type FAQInput struct {
	Question   *string `json:"question"`
	QuestionAr *string `json:"questionAr"`
	Answer     *string `json:"answer"`
	AnswerAr   *string `json:"answerAr"`
}

// FAQPatch changes an FAQ entry: the fields present, and its place.
type FAQPatch struct {
	FAQInput
	Position *int `json:"position"`
}

// NewFAQEntry validates a new entry's form.
func (in FAQInput) NewFAQEntry() (*FAQEntry, error) {
	e := &FAQEntry{}
	f := FieldErrors{}
	in.apply(f, e, true)
	return e, f.Err()
}

// Apply validates the patch and applies it to e; count is the number of
// entries. It returns the new position, 0 when the patch keeps the place.
func (p FAQPatch) Apply(e *FAQEntry, count int) (int, error) {
	f := FieldErrors{}
	p.apply(f, e, false)
	pos := listPosition(f, p.Position, count, MsgFAQPosition)
	return pos, f.Err()
}

func (in FAQInput) apply(f FieldErrors, e *FAQEntry, create bool) {
	if in.Question != nil || create {
		e.Question = requiredText(f, "question", in.Question, OneLine, maxFAQQuestion, MsgFAQQuestion)
	}
	if in.Answer != nil || create {
		e.Answer = requiredText(f, "answer", in.Answer, MultiLine, maxFAQAnswer, MsgFAQAnswer)
	}
	if in.QuestionAr != nil {
		e.QuestionAr = optionalText(f, "questionAr", *in.QuestionAr, OneLine, maxFAQQuestion, MsgFAQQuestionAr)
	}
	if in.AnswerAr != nil {
		e.AnswerAr = optionalText(f, "answerAr", *in.AnswerAr, MultiLine, maxFAQAnswer, MsgFAQAnswerAr)
	}
}

// listPosition reads a new place in an ordered list of count rows: 1 to
// count, or 0 (keep the place) when p is nil; out of range, msg on
// position.
func listPosition(f FieldErrors, p *int, count int, msg Msg) int {
	if p == nil {
		return 0
	}
	if n := *p; n >= 1 && n <= count {
		return n
	}
	f.Add("position", msg)
	return 0
}

// ReviewStore keeps the reviews.
type ReviewStore interface {
	// Reviews returns every review, shown or hidden, in its order.
	Reviews(ctx context.Context) ([]Review, error)
	// GetReview returns ENOTFOUND.
	GetReview(ctx context.Context, id int64) (*Review, error)
	// CreateReview stores r last, setting ID and Position.
	CreateReview(ctx context.Context, r *Review) error
	// UpdateReview stores r's fields and, when position is not 0, moves
	// it there (the others close up behind it), setting r.Position.
	// ENOTFOUND; EINVALID when the position is past the end.
	UpdateReview(ctx context.Context, r *Review, position int) error
	// DeleteReview removes it, the ones after it moving up. ENOTFOUND.
	DeleteReview(ctx context.Context, id int64) error
}

// FAQStore keeps the FAQ, with the same contract as ReviewStore.
type FAQStore interface {
	FAQEntries(ctx context.Context) ([]FAQEntry, error)
	GetFAQEntry(ctx context.Context, id int64) (*FAQEntry, error)
	CreateFAQEntry(ctx context.Context, e *FAQEntry) error
	UpdateFAQEntry(ctx context.Context, e *FAQEntry, position int) error
	DeleteFAQEntry(ctx context.Context, id int64) error
}
