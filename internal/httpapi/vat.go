package httpapi

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"runtime/debug"
	"strconv"

	"github.com/dayspa/dayspa"
)

// The VAT return's figures (dayspa.VATSummary): JSON for the Income tab's
// panel, CSV for the owner's accountant. Both answer the same summary.
// The FTA Audit File (dayspa.FAF) is made of the same documents.

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
	writeCSVFile(w, r, fmt.Sprintf("vat-summary-%s-%s.csv", sum.From, sum.To), vatCSVRows(sum))
	return nil
}

// adminFAF answers the FTA Audit File of the period: the same documents
// as the summary's, whole, and the spa as its documents name it.
func (s *Server) adminFAF(w http.ResponseWriter, r *http.Request) error {
	p, err := dayspa.VATPeriodQuery(r.URL.Query(), s.today())
	if err != nil {
		return err
	}
	docs, exps, err := s.store.VATDocuments(r.Context(), p)
	if err != nil {
		return err
	}
	h := dayspa.FAFHeader{Seller: s.cfg.Issuer.Seller, Created: s.today(), Product: productVersion(),
		Country: s.cfg.Business.Country}
	writeCSVFile(w, r, fmt.Sprintf("faf-%s-%s.csv", p.From, p.To), dayspa.NewFAF(h, p, docs, exps).Rows())
	return nil
}

// writeCSVFile answers rows as a CSV download named name.
func writeCSVFile(w http.ResponseWriter, r *http.Request, name string, rows [][]string) {
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, name))
	w.WriteHeader(http.StatusOK)
	cw := csv.NewWriter(w)
	for _, row := range rows {
		_ = cw.Write(row)
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		loggerFrom(r.Context()).Debug("write csv", "err", err)
	}
}

// productVersion names the software in the audit file: dayspa and the
// version it was built as (its module version, or its commit), "dev"
// when the build says neither.
func productVersion() string {
	v := "dev"
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			v = bi.Main.Version
		}
		for _, st := range bi.Settings {
			if st.Key == "vcs.revision" && len(st.Value) >= 12 && v == "dev" {
				v = st.Value[:12]
			}
		}
	}
	return "dayspa " + v
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
