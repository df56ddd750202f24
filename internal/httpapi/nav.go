package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// adminNav answers the dashboard's frame: the spa's name, the person
// signed in, the spa's date and time, and the navigation's counts
// (dayspa.NewAdminNav), those of the places the person's role may open.
func (s *Server) adminNav(w http.ResponseWriter, r *http.Request) error {
	counts, err := s.store.NavCounts(r.Context())
	if err != nil {
		return err
	}
	name := dayspa.DefaultAdminName
	u, _ := staffOf(r)
	if u.Name != "" {
		name = u.Name // the person signed in
	}
	// Only the counts of the places the person's role may open.
	writeJSON(w, http.StatusOK, dayspa.NewAdminNav(s.cfg.Business, name, s.rules.Clock, counts.For(u.Role)))
	return nil
}
