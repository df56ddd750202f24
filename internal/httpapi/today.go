package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// adminToday answers the Today place: the spa's day's arrivals, the
// requests waiting for a Confirm, the unread messages and the day's
// takings (to a role that may see income), each booking with what the
// dashboard may do with it now.
func (s *Server) adminToday(w http.ResponseWriter, r *http.Request) error {
	board, err := s.store.TodayBoard(r.Context(), s.today())
	if err != nil {
		return err
	}
	board.Complete(s.rules.Clock.Time(), s.rules.Clock.Location)
	u, _ := staffOf(r)
	writeJSON(w, http.StatusOK, board.For(u.Role))
	return nil
}

// adminSearch answers the dashboard's search: ?q= of 2 to 100
// characters, a few bookings, customers and messages that match.
func (s *Server) adminSearch(w http.ResponseWriter, r *http.Request) error {
	q, err := dayspa.ParseSearchQuery(r.URL.Query())
	if err != nil {
		return err
	}
	found, err := s.store.AdminSearch(r.Context(), q)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, found)
	return nil
}
