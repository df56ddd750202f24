package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// The owner's retention settings (dayspa.RetentionSettings): how many
// months each kind of personal record is kept before the daily job
// anonymises or deletes it.

// adminRetention answers the settings, the defaults until changed.
func (s *Server) adminRetention(w http.ResponseWriter, r *http.Request) error {
	rs, err := dayspa.LoadRetention(r.Context(), s.store)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, rs)
	return nil
}

// adminSetRetention replaces the settings; every field is required.
func (s *Server) adminSetRetention(w http.ResponseWriter, r *http.Request) error {
	var rs dayspa.RetentionSettings
	if err := decodeJSON(w, r, &rs); err != nil {
		return err
	}
	if err := dayspa.SaveRetention(r.Context(), s.store, rs); err != nil {
		return err
	}
	s.pages.ContentChanged() // the privacy policy says the months
	writeJSON(w, http.StatusOK, rs)
	return nil
}
