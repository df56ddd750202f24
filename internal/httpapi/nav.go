package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// adminNav answers the dashboard's frame: the spa's name, the person
// signed in, the spa's date and time, and the navigation's counts
// (dayspa.NewAdminNav).
func (s *Server) adminNav(w http.ResponseWriter, r *http.Request) error {
	counts, err := s.store.NavCounts(r.Context())
	if err != nil {
		return err
	}
	name := dayspa.DefaultAdminName
	if u, ok := staffOf(r); ok && u.Name != "" {
		name = u.Name // the person signed in
	}
	writeJSON(w, http.StatusOK, dayspa.NewAdminNav(s.cfg.Business, name, s.rules.Clock, counts))
	return nil
}
