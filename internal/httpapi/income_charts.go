package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// adminIncomeCharts answers every figure of the Income area's charts for
// a period (from, to, by=day|week|month) in one call, so that the page
// draws them all from one snapshot of the database. The answer names the
// period it covers: the domain fills in an open end.
func (s *Server) adminIncomeCharts(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	p, err := dayspa.ParseChartPeriod(q.Get("from"), q.Get("to"), q.Get("by"), s.today())
	if err != nil {
		return err
	}
	rows, err := s.store.IncomeChartRows(r.Context(), p)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, dayspa.BuildIncomeCharts(p, rows))
	return nil
}
