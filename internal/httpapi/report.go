package httpapi

import (
	"bytes"
	"net/http"
	"strings"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/report"
)

// reportRequest is the body of POST /api/admin/generate-report. Blank
// dates leave that end of the period open; format is html (the default),
// pdf or csv.
type reportRequest struct {
	StartDate  string `json:"startDate"`
	EndDate    string `json:"endDate"`
	ReportType string `json:"reportType"`
	Format     string `json:"format"`
}

// adminGenerateReport answers the income report of the period as a file
// to download, named income-report-<start>-to-<end>.<format> ("all" for
// a blank date).
func (s *Server) adminGenerateReport(w http.ResponseWriter, r *http.Request) {
	var req reportRequest
	if err := decodeJSON(w, r, &req); err != nil {
		writeError(w, r, err)
		return
	}
	f := dayspa.FieldErrors{}
	date := func(field, v string) *dayspa.Date {
		v = strings.TrimSpace(v)
		if v == "" {
			return nil
		}
		d, err := dayspa.ParseCalendarDate(v, s.cfg.Location)
		if err != nil {
			f.Add(field, "Must be a date as YYYY-MM-DD.")
			return nil
		}
		return &d
	}
	from, to := date("startDate", req.StartDate), date("endDate", req.EndDate)
	if from != nil && to != nil && to.Before(*from) {
		f.Add("endDate", "The end date must not be before the start date.")
	}
	if t := strings.TrimSpace(req.ReportType); t != "" && t != "income" {
		f.Add("reportType", "The only report type is income.")
	}
	format := strings.ToLower(strings.TrimSpace(req.Format))
	switch format {
	case "":
		format = report.FormatHTML
	case report.FormatHTML, report.FormatPDF, report.FormatCSV:
	default:
		f.Add("format", "Format must be html, pdf or csv.")
	}
	if err := f.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	filter := dayspa.IncomeFilter{From: from, To: to}
	sum, err := s.store.IncomeSummary(r.Context(), filter, 0) // every day of the period
	if err != nil {
		writeError(w, r, err)
		return
	}
	rep := report.Income{
		Business:    s.cfg.Business.Name,
		GeneratedAt: s.timeNow(),
		Location:    s.cfg.Location,
		Summary:     sum,
	}
	// Written to memory first, so that a failure is still a JSON error.
	var buf bytes.Buffer
	switch format {
	case report.FormatPDF:
		err = report.PDF(&buf, rep)
	case report.FormatCSV:
		err = report.CSV(&buf, rep)
	default:
		err = report.HTML(&buf, rep)
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", report.ContentType(format))
	h.Set("Content-Disposition", `attachment; filename="`+report.FileName(from, to, format)+`"`)
	if format == report.FormatHTML {
		// Opened from disk or shown by mistake, the page runs nothing.
		h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
	}
	w.WriteHeader(http.StatusOK)
	_, _ = buf.WriteTo(w)
}
