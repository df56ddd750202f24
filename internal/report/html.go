package report

import (
	"html/template"
	"io"

	"github.com/dayspa/dayspa"
)

// HTML writes the report as one self-contained page: inline styles, no
// script, no outside file, laid out for the screen and for printing on A4.
// Every name is escaped by html/template.
func HTML(w io.Writer, r Income) error {
	return htmlTemplate.Execute(w, r)
}

var htmlTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"aed":   aed,
	"day":   dayLabel,
	"isNeg": func(m dayspa.Money) bool { return m < 0 },
}).Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Business}} Income Report — {{.Period}}</title>
<style>
  :root { color-scheme: light; }
  body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: #1f2933; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; border-bottom: 2px solid #b08d57; padding-bottom: .25rem; }
  .meta { color: #52606d; margin: 0; }
  table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  th, td { padding: .35rem .5rem; border-bottom: 1px solid #d9e2ec; text-align: right; white-space: nowrap; }
  th:first-child, td:first-child { text-align: left; white-space: normal; }
  thead th { background: #f5efe6; font-weight: 600; }
  tfoot td { font-weight: 600; border-top: 2px solid #829ab1; }
  .totals td:first-child { width: 60%; }
  .neg { color: #b42318; font-weight: 600; }
  .empty { color: #52606d; font-style: italic; }
  @media print {
    body { margin: 0; max-width: none; font-size: 11px; }
    @page { size: A4; margin: 14mm; }
    thead { display: table-header-group; }
    tr { break-inside: avoid; }
  }
</style>
</head>
<body>
<header>
  <h1>{{if .Business}}{{.Business}} — {{end}}Income Report</h1>
  <p class="meta">Period: <strong>{{.Period}}</strong></p>
  <p class="meta">Generated {{.Generated}}</p>
</header>

<h2>Totals</h2>
<table class="totals">
  <tbody>
    <tr><td>Invoices</td><td>{{.Summary.Totals.Count}}</td></tr>
    {{- range .Totals}}
    <tr><td>{{.Label}}</td><td{{if .Negative}} class="neg"{{end}}>{{aed .Amount}}</td></tr>
    {{- end}}
  </tbody>
</table>

<h2>Daily summaries</h2>
{{- if .Summary.Days}}
<table>
  <thead><tr><th>Date</th><th>Invoices</th><th>Cash</th><th>Card</th><th>Commission</th><th>Tips</th><th>Spa tip share</th><th>Tips VAT</th><th>Daily total</th></tr></thead>
  <tbody>
    {{- range .Summary.Days}}
    <tr><td>{{day .Date}}</td><td>{{.Count}}</td><td>{{aed .Cash}}</td><td>{{aed .Card}}</td><td>{{aed .Commission}}</td><td>{{aed .Tips}}</td><td>{{aed .SpaTipShare}}</td><td>{{aed .TipsVat}}</td><td>{{aed .DailyTotal}}</td></tr>
    {{- end}}
  </tbody>
  <tfoot>
    {{- with .Summary.Totals}}
    <tr><td>Total</td><td>{{.Count}}</td><td>{{aed .Cash}}</td><td>{{aed .Card}}</td><td>{{aed .Commission}}</td><td>{{aed .Tips}}</td><td>{{aed .SpaTipShare}}</td><td>{{aed .TipsVat}}</td><td>{{aed .DailyTotal}}</td></tr>
    {{- end}}
  </tfoot>
</table>
{{- else}}
<p class="empty">No invoices in this period.</p>
{{- end}}

<h2>Therapist commissions</h2>
{{- if .Summary.Therapists}}
<table>
  <thead><tr><th>Therapist</th><th>Invoices</th><th>Commission</th><th>Tips</th><th>Therapist tip share</th><th>Earnings</th></tr></thead>
  <tbody>
    {{- range .Summary.Therapists}}
    <tr><td>{{.Name}}</td><td>{{.Count}}</td><td>{{aed .Commission}}</td><td>{{aed .Tips}}</td><td>{{aed .TherapistTipShare}}</td><td>{{aed .Earnings}}</td></tr>
    {{- end}}
  </tbody>
</table>
<p class="meta">Earnings are commission plus the therapist's tip share.</p>
{{- else}}
<p class="empty">No invoices in this period.</p>
{{- end}}
</body>
</html>
`))

// Totals is the totals block, for the template.
func (r Income) Totals() []totalLine { return r.totals() }
