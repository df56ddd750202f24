package httpapi

import (
	"bytes"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/report"
)

// The Income tab's endpoints: invoices, their stats and summary, the
// income report, expenses. Every route here is an admin route. The rules
// and the arithmetic are the domain's (income*.go); the sums are the
// database's.

// incomeFilterQuery reads the Income tab's filters: from and to (the spa's
// calendar days, YYYY-MM-DD, both included), source (exact), therapist
// (case-insensitive substring), minTotal and maxTotal (amounts), and the
// page. Dates are inside the record window. What is wrong is recorded in f.
func incomeFilterQuery(q url.Values, f dayspa.FieldErrors, today dayspa.Date) dayspa.IncomeFilter {
	filter := dayspa.IncomeFilter{Page: pageQuery(q, f)}
	date := func(name string) *dayspa.Date {
		v := strings.TrimSpace(q.Get(name))
		if v == "" {
			return nil
		}
		d, err := dayspa.ParseDate(v)
		if err != nil {
			f.Add(name, dayspa.MsgDateFormat)
			return nil
		}
		if !dayspa.CheckRecordDate(f, name, d, today) {
			return nil
		}
		return &d
	}
	filter.From, filter.To = date("from"), date("to")
	dayspa.CheckPeriod(f, "to", filter.From, filter.To)
	text := func(name string, max int) string {
		v := strings.TrimSpace(q.Get(name))
		if !utf8.ValidString(v) || utf8.RuneCountInString(v) > max {
			f.Add(name, dayspa.MsgIncomeNameLong)
			return ""
		}
		return v
	}
	filter.Source, filter.Therapist = text("source", 100), text("therapist", 100)
	amount := func(name string) *dayspa.Money {
		v := strings.TrimSpace(q.Get(name))
		if v == "" {
			return nil
		}
		m, err := dayspa.ParseMoney(v)
		if err != nil {
			f.Add(name, dayspa.MsgIncomeAmount)
			return nil
		}
		return &m
	}
	filter.MinTotal, filter.MaxTotal = amount("minTotal"), amount("maxTotal")
	if filter.MinTotal != nil && filter.MaxTotal != nil && *filter.MaxTotal < *filter.MinTotal {
		f.Add("maxTotal", msgTotalOrder)
	}
	return filter
}

// adminIncome answers a page of invoices, newest first, with the number of
// all that match in X-Total-Count:
// ?from=&to=&source=&therapist=&minTotal=&maxTotal=&page=&limit=.
func (s *Server) adminIncome(w http.ResponseWriter, r *http.Request) {
	f := dayspa.FieldErrors{}
	filter := incomeFilterQuery(r.URL.Query(), f, s.today())
	if err := f.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	list, total, err := s.store.ListIncome(r.Context(), filter)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writePage(w, list, total)
}

// adminIncomeStats answers the dashboard's income cards: the sums of the
// totals, cash and card of the invoices the filters select (all by
// default).
func (s *Server) adminIncomeStats(w http.ResponseWriter, r *http.Request) {
	f := dayspa.FieldErrors{}
	filter := incomeFilterQuery(r.URL.Query(), f, s.today())
	if err := f.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	st, err := s.store.IncomeStats(r.Context(), filter)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, st)
}

// adminIncomeSummary answers the totals, the daily cards and the
// therapist lines of the invoices the filters select; ?days= says how many
// of the newest day cards (1 to MaxSummaryDays, default
// DefaultSummaryDays), dayCount how many days there are.
func (s *Server) adminIncomeSummary(w http.ResponseWriter, r *http.Request) {
	f := dayspa.FieldErrors{}
	filter := incomeFilterQuery(r.URL.Query(), f, s.today())
	days := dayspa.DefaultSummaryDays
	if v := r.URL.Query().Get("days"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > dayspa.MaxSummaryDays {
			f.Add("days", msgSummaryDays, dayspa.MaxSummaryDays)
		}
		days = n
	}
	if err := f.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	sum, err := s.store.IncomeSummary(r.Context(), filter, days)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, sum)
}

// adminCreateIncome stores a new invoice from the Add New Invoice form.
// The server gives it the next invoice number and derives its tips, card
// with markup, total and notes summary; commissionPercentage defaults to
// 40. Answers 201 with the invoice.
func (s *Server) adminCreateIncome(w http.ResponseWriter, r *http.Request) {
	var in dayspa.IncomeInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	t, err := in.New(s.cfg.Location)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.CreateIncome(r.Context(), &t); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, t)
}

// adminUpdateIncome changes the fields of an invoice that the body holds
// (the edit dialog sends the changed ones) and answers the invoice, its
// derived amounts recomputed.
func (s *Server) adminUpdateIncome(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, errIncomeNotFound)
		return
	}
	var in dayspa.IncomeInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	u, err := in.Parse(s.cfg.Location)
	if err != nil {
		writeError(w, r, err)
		return
	}
	t, err := s.store.UpdateIncome(r.Context(), id, u)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, t)
}

var errIncomeNotFound = dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTransactionNotFound)

// adminDeleteIncome removes an invoice: 204, or 404.
func (s *Server) adminDeleteIncome(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, errIncomeNotFound)
		return
	}
	if err := s.store.DeleteIncome(r.Context(), id); err != nil {
		writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// adminGenerateReport answers the income report of the period
// (POST /api/admin/generate-report, dayspa.ReportRequest) as a file to
// download, named income-report-<start>-to-<end>.<format> ("all" for
// a blank date).
func (s *Server) adminGenerateReport(w http.ResponseWriter, r *http.Request) {
	var req dayspa.ReportRequest
	if err := decodeJSON(w, r, &req); err != nil {
		writeError(w, r, err)
		return
	}
	want, err := req.Parse(s.slotRules().Clock)
	if err != nil {
		writeError(w, r, err)
		return
	}
	from, to, format := want.From, want.To, want.Format
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

// adminExpenses answers every expense, newest first.
func (s *Server) adminExpenses(w http.ResponseWriter, r *http.Request) {
	list, err := s.store.ListExpenses(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	if list == nil {
		list = []dayspa.Expense{}
	}
	writeJSON(w, http.StatusOK, list)
}
