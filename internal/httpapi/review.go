package httpapi

import (
	"context"
	"maps"
	"net/http"

	"github.com/dayspa/dayspa"
)

// Reviews and FAQ: the guests' testimonials and the home page's questions,
// edited on the dashboard and read from the database on each request, so a
// change shows on the next page load. The home page's first HTML carries
// both (render.go), and its DaySpa structured data the rating of the shown
// reviews, or none when no review is shown.

// publicReviews answers the shown reviews, in the manager's order.
func (s *Server) publicReviews(w http.ResponseWriter, r *http.Request) {
	rs, err := s.store.Reviews(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, dayspa.ShownReviews(rs))
}

// listFAQ answers the FAQ in its order (the public list and the dashboard's).
func (s *Server) listFAQ(w http.ResponseWriter, r *http.Request) {
	list, err := s.store.FAQEntries(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

// adminReviews answers every review, shown or hidden, in its order.
func (s *Server) adminReviews(w http.ResponseWriter, r *http.Request) {
	rs, err := s.store.Reviews(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, rs)
}

// adminCreateReview adds a review at the end. Answers 201 with it.
func (s *Server) adminCreateReview(w http.ResponseWriter, r *http.Request) {
	var in dayspa.ReviewInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	rv, err := in.NewReview(s.today())
	if err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.CreateReview(r.Context(), rv); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, rv)
}

// adminUpdateReview changes a review's fields, visibility or place.
func (s *Server) adminUpdateReview(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgReviewNotFound))
		return
	}
	var in dayspa.ReviewPatch
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	all, err := s.store.Reviews(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	rv, err := s.store.GetReview(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	pos, err := in.Apply(rv, s.today(), len(all))
	if err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.UpdateReview(r.Context(), rv, pos); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, rv)
}

// adminDeleteReview removes a review.
func (s *Server) adminDeleteReview(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgReviewNotFound))
		return
	}
	if err := s.store.DeleteReview(r.Context(), id); err != nil {
		writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// adminCreateFAQEntry adds a question at the end. Answers 201 with it.
func (s *Server) adminCreateFAQEntry(w http.ResponseWriter, r *http.Request) {
	var in dayspa.FAQInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	e, err := in.NewFAQEntry()
	if err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.CreateFAQEntry(r.Context(), e); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, e)
}

// adminUpdateFAQEntry changes a question, its answer or its place.
func (s *Server) adminUpdateFAQEntry(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgQuestionNotFound))
		return
	}
	var in dayspa.FAQPatch
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	all, err := s.store.FAQEntries(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	e, err := s.store.GetFAQEntry(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	pos, err := in.Apply(e, len(all))
	if err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.UpdateFAQEntry(r.Context(), e, pos); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, e)
}

// adminDeleteFAQEntry removes a question.
func (s *Server) adminDeleteFAQEntry(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgQuestionNotFound))
		return
	}
	if err := s.store.DeleteFAQEntry(r.Context(), id); err != nil {
		writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
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

// withRating is the DaySpa structured data spa with the aggregate rating
// of the shown reviews; without a rating, spa as it is: the spa claims no
// rating it cannot show.
func withRating(spa map[string]any, rt *dayspa.Rating) map[string]any {
	if rt == nil {
		return spa
	}
	v := maps.Clone(spa)
	v["aggregateRating"] = map[string]any{
		"@type":       "AggregateRating",
		"ratingValue": rt.Value,
		"reviewCount": rt.Count,
		"bestRating":  5,
		"worstRating": 1,
	}
	return v
}
