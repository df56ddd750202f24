package httpapi

import (
	"context"
	"net/http"

	"github.com/dayspa/dayspa"
)

// Reviews and FAQ: the guests' testimonials and the home page's questions,
// edited on the dashboard and read from the database on each request, so a
// change shows on the next page load. The home page's first HTML carries
// both (internal/pages), and its DaySpa structured data the rating of the shown
// reviews, or none when no review is shown.

// publicReviews answers the shown reviews, in the manager's order.
func (s *Server) publicReviews(w http.ResponseWriter, r *http.Request) error {
	rs, err := s.store.Reviews(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, dayspa.ShownReviews(rs))
	return nil
}

// listFAQ answers the FAQ in its order (the public list and the dashboard's).
func (s *Server) listFAQ(w http.ResponseWriter, r *http.Request) error {
	list, err := s.store.FAQEntries(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, list)
	return nil
}

// adminReviews answers every review, shown or hidden, in its order.
func (s *Server) adminReviews(w http.ResponseWriter, r *http.Request) error {
	rs, err := s.store.Reviews(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, rs)
	return nil
}

// adminCreateReview adds a review at the end. Answers 201 with it.
func (s *Server) adminCreateReview(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.ReviewInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	rv, err := in.NewReview(s.today())
	if err != nil {
		return err
	}
	if err := s.store.CreateReview(r.Context(), rv); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, rv)
	return nil
}

// adminUpdateReview changes a review's fields, visibility or place.
func (s *Server) adminUpdateReview(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgReviewNotFound)
	}
	var in dayspa.ReviewPatch
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	all, err := s.store.Reviews(r.Context())
	if err != nil {
		return err
	}
	rv, err := s.store.GetReview(r.Context(), id)
	if err != nil {
		return err
	}
	pos, err := in.Apply(rv, s.today(), len(all))
	if err != nil {
		return err
	}
	if err := s.store.UpdateReview(r.Context(), rv, pos); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, rv)
	return nil
}

// adminDeleteReview removes a review.
func (s *Server) adminDeleteReview(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgReviewNotFound)
	}
	if err := s.store.DeleteReview(r.Context(), id); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// adminCreateFAQEntry adds a question at the end. Answers 201 with it.
func (s *Server) adminCreateFAQEntry(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.FAQInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	e, err := in.NewFAQEntry()
	if err != nil {
		return err
	}
	if err := s.store.CreateFAQEntry(r.Context(), e); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, e)
	return nil
}

// adminUpdateFAQEntry changes a question, its answer or its place.
func (s *Server) adminUpdateFAQEntry(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgQuestionNotFound)
	}
	var in dayspa.FAQPatch
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	all, err := s.store.FAQEntries(r.Context())
	if err != nil {
		return err
	}
	e, err := s.store.GetFAQEntry(r.Context(), id)
	if err != nil {
		return err
	}
	pos, err := in.Apply(e, len(all))
	if err != nil {
		return err
	}
	if err := s.store.UpdateFAQEntry(r.Context(), e, pos); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, e)
	return nil
}

// adminDeleteFAQEntry removes a question.
func (s *Server) adminDeleteFAQEntry(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgQuestionNotFound)
	}
	if err := s.store.DeleteFAQEntry(r.Context(), id); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// reviewsAndFAQ are the home page's reviews and questions as GET
// /api/reviews and GET /api/faq answer them now, by API path, and the
// spa's rating from those reviews (nil when none is shown).
func (s *Server) reviewsAndFAQ(ctx context.Context) (map[string]any, *dayspa.Rating, error) {
	rs, err := s.store.Reviews(ctx)
	if err != nil {
		return nil, nil, err
	}
	faq, err := s.store.FAQEntries(ctx)
	if err != nil {
		return nil, nil, err
	}
	shown := dayspa.ShownReviews(rs)
	var rating *dayspa.Rating
	if rt, ok := dayspa.SpaRating(shown); ok {
		rating = &rt
	}
	return map[string]any{"/api/reviews": shown, "/api/faq": faq}, rating, nil
}
