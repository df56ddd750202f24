package httpapi

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"strconv"

	"github.com/dayspa/dayspa"
)

// The VAT return's figures (dayspa.VATSummary): JSON for the Income tab's
// panel, CSV for the owner's accountant. Both answer the same summary.

// adminVATSummary answers the figures of the period with their documents.
func (s *Server) adminVATSummary(w http.ResponseWriter, r *http.Request) error {
	sum, err := s.vatSummary(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, sum)
	return nil
}

// adminVATSummaryCSV answers the summary as a CSV file.
func (s *Server) adminVATSummaryCSV(w http.ResponseWriter, r *http.Request) error {
	sum, err := s.vatSummary(r)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="vat-summary-%s-%s.csv"`, sum.From, sum.To))
	w.WriteHeader(http.StatusOK)
	cw := csv.NewWriter(w)
	for _, row := range vatCSVRows(sum) {
		_ = cw.Write(row)
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		loggerFrom(r.Context()).Debug("write csv", "err", err)
	}
	return nil
}

func (s *Server) vatSummary(r *http.Request) (*dayspa.VATSummary, error) {
	p, err := dayspa.VATPeriodQuery(r.URL.Query(), s.today())
	if err != nil {
		return nil, err
	}
	return s.store.VATSummary(r.Context(), p)
}

// vatCSVRows writes the summary as one table: the figures first (their
// amount in total), then each document behind them. A document's total is
// its net and VAT together; an expense's net is what it cost without VAT.
func vatCSVRows(s *dayspa.VATSummary) [][]string {
	rows := [][]string{{"section", "reference", "date", "detail", "net", "vat", "total"}}
	period := "from " + s.From.String() + " to " + s.To.String()
	rows = append(rows, []string{"period", "", "", period, "", "", ""})
	for _, f := range s.Figures() {
		rows = append(rows, []string{"figure", f.Key, "", f.Label, "", "", f.Amount.String()})
	}
	doc := func(section string, d dayspa.VATDocument) []string {
		detail := ""
		if d.CorrectsNumber != "" {
			detail = "corrects " + d.CorrectsNumber
		}
		return []string{section, csvCell(d.Number), d.IssueDate.String(), csvCell(detail), d.Net.String(), d.VAT.String(),
			(d.Net + d.VAT).String()}
	}
	for _, d := range s.Invoices {
		rows = append(rows, doc("invoice", d))
	}
	for _, d := range s.CreditNotes {
		rows = append(rows, doc("credit_note", d))
	}
	for _, e := range s.Expenses {
		detail := e.Category
		if e.Supplier != "" {
			detail += ", " + e.Supplier
		}
		rows = append(rows, []string{"expense", strconv.FormatInt(e.ID, 10), e.Date.String(), csvCell(detail),
			(e.Amount - e.VAT).String(), e.VAT.String(), e.Amount.String()})
	}
	return rows
}
