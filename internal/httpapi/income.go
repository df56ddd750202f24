package httpapi

import (
	"bytes"
	"net/http"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/report"
)

// The Income tab's endpoints: invoices, their stats and summary, the
// income report. Every route here is an admin route. The rules
// and the arithmetic are the domain's (income*.go); the sums are the
// database's.

// adminIncome answers a page of invoices, newest first, with the number of
// all that match in X-Total-Count:
// ?from=&to=&source=&therapist=&minTotal=&maxTotal=&page=&limit=.
func (s *Server) adminIncome(w http.ResponseWriter, r *http.Request) error {
	filter, err := dayspa.IncomeFilterQuery(r.URL.Query(), s.today())
	if err != nil {
		return err
	}
	list, total, err := s.store.ListIncome(r.Context(), filter)
	if err != nil {
		return err
	}
	writePage(w, list, total)
	return nil
}

// adminIncomeStats answers the dashboard's income cards: the sums of the
// totals, cash and card of the invoices the filters select (all by
// default).
func (s *Server) adminIncomeStats(w http.ResponseWriter, r *http.Request) error {
	filter, err := dayspa.IncomeFilterQuery(r.URL.Query(), s.today())
	if err != nil {
		return err
	}
	st, err := s.store.IncomeStats(r.Context(), filter)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, st)
	return nil
}

// adminIncomeSummary answers the totals, the daily cards and the
// therapist lines of the invoices the filters select; ?days= says how many
// of the newest day cards (1 to MaxSummaryDays, default
// DefaultSummaryDays), dayCount how many days there are.
func (s *Server) adminIncomeSummary(w http.ResponseWriter, r *http.Request) error {
	filter, days, err := dayspa.IncomeSummaryQuery(r.URL.Query(), s.today())
	if err != nil {
		return err
	}
	sum, err := s.store.IncomeSummary(r.Context(), filter, days)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, sum)
	return nil
}

// adminCreateIncome stores a new invoice from the Add New Invoice form
// with its tax invoice, in one transaction. The server gives it the next
// invoice number and derives its tips, card with markup, total and notes
// summary; commissionPercentage defaults to 40. Answers 201 with the
// invoice, taxDocumentId naming its tax invoice.
func (s *Server) adminCreateIncome(w http.ResponseWriter, r *http.Request) error {
	var in dayspa.IncomeInput
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	t, err := in.New(s.cfg.Location)
	if err != nil {
		return err
	}
	if _, err := s.store.IssueIncome(r.Context(), &t, s.cfg.Issuer, s.actorOf(r).Name); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, t)
	return nil
}

// incomeEdit is the body of an invoice's edit: the changed fields and,
// for a record with a tax invoice whose edit changes what the invoice
// says, why (the reason of the credit note and the corrected invoice).
type incomeEdit struct {
	dayspa.IncomeInput
	Reason *string `json:"reason"`
}

// correction is how the request's edit or delete of a record with a tax
// invoice issues its documents.
func (s *Server) correction(r *http.Request, reason *string) dayspa.IncomeCorrection {
	c := dayspa.IncomeCorrection{Issuer: s.cfg.Issuer, IssuedBy: s.actorOf(r).Name}
	if reason != nil {
		c.Reason = *reason
	}
	return c
}

// adminUpdateIncome changes the fields of an invoice that the body holds
// (the edit dialog sends the changed ones) and answers the invoice, its
// derived amounts recomputed; for a record with a tax invoice, a change of
// what the invoice says issues a credit note and a corrected invoice
// (400 reason without one).
func (s *Server) adminUpdateIncome(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return errIncomeNotFound
	}
	var in incomeEdit
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	u, err := in.Parse(s.cfg.Location)
	if err != nil {
		return err
	}
	t, err := s.store.UpdateIncome(r.Context(), id, u, s.correction(r, in.Reason))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, t)
	return nil
}

var errIncomeNotFound = dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTransactionNotFound)

// incomeDelete is the body of an invoice's delete, which a record without
// a tax invoice may leave out: why the invoice is credited.
type incomeDelete struct {
	Reason *string `json:"reason"`
}

// adminDeleteIncome removes an invoice: 204, or 404. A record with a tax
// invoice needs a reason ({"reason"}; 400 reason without one): what is
// left of its invoice is credited.
func (s *Server) adminDeleteIncome(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return errIncomeNotFound
	}
	var in incomeDelete
	if r.ContentLength != 0 {
		if err := decodeJSON(w, r, &in); err != nil {
			return err
		}
	}
	if err := s.store.DeleteIncome(r.Context(), id, s.correction(r, in.Reason)); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// adminGenerateReport answers the income report of the period
// (POST /api/admin/generate-report, dayspa.ReportRequest) as a file to
// download, named income-report-<start>-to-<end>.<format> ("all" for
// a blank date).
func (s *Server) adminGenerateReport(w http.ResponseWriter, r *http.Request) error {
	var req dayspa.ReportRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	want, err := req.Parse(s.rules.Clock)
	if err != nil {
		return err
	}
	from, to, format := want.From, want.To, want.Format
	filter := dayspa.IncomeFilter{From: from, To: to}
	sum, err := s.store.IncomeSummary(r.Context(), filter, 0) // every day of the period
	if err != nil {
		return err
	}
	rep := report.Income{
		Business:    s.cfg.Business.Name,
		GeneratedAt: s.timeNow(),
		Location:    s.cfg.Location,
		Summary:     sum,
	}
	auditAs(r, dayspa.AuditExport) // data leaves; nothing is created
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
		return err
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
	return nil
}
