package report

import (
	"encoding/csv"
	"io"
	"strings"

	"github.com/dayspa/dayspa"
)

// CSV writes the report as comma-separated values that a spreadsheet opens
// as they are: UTF-8 with a byte order mark (for Excel), CRLF line ends,
// amounts as plain numbers with two decimals and a dot ("1234.50", in AED
// as the headers say), dates as YYYY-MM-DD, and four blocks (report,
// totals, daily summaries, therapist commissions) separated by an empty
// line. Text that a spreadsheet would run as a formula is defused.
func CSV(w io.Writer, r Income) error {
	if _, err := io.WriteString(w, "\uFEFF"); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	cw.UseCRLF = true
	s := r.Summary
	rows := [][]string{
		{"Income report", cell(r.Business)},
		{"Period", cell(r.Period()), "From", dateCell(s.From), "To", dateCell(s.To)},
		{"Generated", cell(r.Generated())},
		{},
		{"Totals"},
		{"Figure", "Amount (AED)"},
		{"Invoices", countText(s.Totals.Count)},
	}
	for _, t := range r.totals() {
		rows = append(rows, []string{t.Label, t.Amount.String()})
	}
	rows = append(rows, []string{}, []string{"Daily summaries"}, withAED(dayColumns, 2))
	for _, d := range s.Days {
		_, n, amounts := dayRow(d)
		rows = append(rows, append([]string{d.Date.String(), countText(n)}, plain(amounts)...))
	}
	rows = append(rows, []string{}, []string{"Therapist commissions"}, withAED(therapistColumns, 2))
	for _, t := range s.Therapists {
		rows = append(rows, append([]string{cell(t.Name), countText(t.Count)}, plain(therapistRow(t))...))
	}
	if err := cw.WriteAll(rows); err != nil {
		return err
	}
	return cw.Error()
}

// withAED returns the column names with " (AED)" after those from index
// first on.
func withAED(cols []string, first int) []string {
	out := make([]string, len(cols))
	for i, c := range cols {
		out[i] = c
		if i >= first {
			out[i] += " (AED)"
		}
	}
	return out
}

func plain(ms []dayspa.Money) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

func dateCell(d *dayspa.Date) string {
	if d == nil {
		return ""
	}
	return d.String()
}

// cell defuses text that a spreadsheet would run as a formula: a value
// starting with =, +, -, @, a tab or a carriage return gets a leading
// apostrophe (OWASP's advice on CSV injection). Only text entered by people
// goes through it; the report's own numbers are written as they are.
func cell(v string) string {
	if v != "" && strings.ContainsRune("=+-@\t\r", rune(v[0])) {
		return "'" + v
	}
	return v
}
