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
	writeJSON(w, http.StatusOK, dayspa.NewAdminNav(s.cfg.Business, dayspa.DefaultAdminName, s.rules.Clock, counts))
	return nil
}
