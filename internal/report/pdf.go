package report

import (
	"fmt"
	"io"

	"codeberg.org/go-pdf/fpdf"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/report/fonts"
	"github.com/dayspa/dayspa/internal/taxdoc"
)

// DejaVu Sans (fonts/README.md), so that every PDF shows the same letters,
// including the names' non-Latin ones and "×", "−", "—".
var (
	fontRegular = fonts.Regular
	fontBold    = fonts.Bold
)

const (
	pdfFont   = "DejaVu"
	pdfMargin = 14.0 // mm
	rowHeight = 6.5  // mm
)

// PDF writes the report as an A4 landscape PDF with the fonts embedded
// (subset to the letters used), page numbers and the table headers
// repeated on each page.
func PDF(w io.Writer, r Income) error {
	f := fpdf.New("L", "mm", "A4", "")
	f.SetCreationDate(r.GeneratedAt)
	f.SetModificationDate(r.GeneratedAt)
	f.SetCatalogSort(true)
	f.SetTitle(r.title()+" — "+r.Period(), true)
	f.SetCreator("dayspa", true)
	f.AddUTF8FontFromBytes(pdfFont, "", fontRegular)
	f.AddUTF8FontFromBytes(pdfFont, "B", fontBold)
	f.SetMargins(pdfMargin, pdfMargin, pdfMargin)
	f.SetAutoPageBreak(false, pdfMargin) // rows break pages themselves, to repeat headers
	f.AliasNbPages("{nb}")
	f.SetFooterFunc(func() {
		f.SetY(-10)
		f.SetFont(pdfFont, "", 8)
		f.SetTextColor(82, 96, 109)
		f.CellFormat(0, 5, fmt.Sprintf("%s · %s · page %d of {nb}", r.title(), r.Period(), f.PageNo()), "", 0, "C", false, 0, "")
	})
	f.AddPage()
	p := pdfWriter{f: f}

	f.SetFont(pdfFont, "B", 18)
	f.SetTextColor(31, 41, 51)
	f.CellFormat(0, 10, r.title(), "", 1, "L", false, 0, "")
	f.SetFont(pdfFont, "", 11)
	f.CellFormat(0, 6, "Period: "+r.Period(), "", 1, "L", false, 0, "")
	f.SetTextColor(82, 96, 109)
	f.CellFormat(0, 6, "Generated "+r.Generated(), "", 1, "L", false, 0, "")

	p.heading("Totals")
	totals := pdfTable{widths: []float64{90, 50}, align: "LR"}
	p.row(totals, []string{"Invoices", countText(r.Summary.Totals.Count)}, false, false)
	for _, t := range r.totals() {
		p.row(totals, []string{t.Label, aed(t.Amount)}, false, t.Negative)
	}

	p.heading("Daily summaries")
	days := pdfTable{head: dayColumns, widths: []float64{37, 18, 30.5, 30.5, 30.5, 30.5, 30.5, 30.5, 31}, align: "LRRRRRRRR"}
	if len(r.Summary.Days) == 0 {
		p.note("No invoices in this period.")
	} else {
		p.header(days)
		for _, d := range r.Summary.Days {
			label, n, amounts := dayRow(d)
			p.row(days, append([]string{label, countText(n)}, aeds(amounts)...), false, false)
		}
		t := r.Summary.Totals
		p.row(days, append([]string{"Total", countText(t.Count)},
			aeds([]dayspa.Money{t.Cash, t.Card, t.Commission, t.Tips, t.SpaTipShare, t.TipsVat, t.DailyTotal})...), true, false)
	}

	p.heading("Therapist commissions")
	ths := pdfTable{head: therapistColumns, widths: []float64{89, 20, 40, 40, 40, 40}, align: "LRRRRR"}
	if len(r.Summary.Therapists) == 0 {
		p.note("No invoices in this period.")
	} else {
		p.header(ths)
		for _, t := range r.Summary.Therapists {
			p.row(ths, append([]string{t.Name, countText(t.Count)}, aeds(therapistRow(t))...), false, false)
		}
		p.note("Earnings are commission plus the therapist's tip share.")
	}

	if err := f.Error(); err != nil {
		return fmt.Errorf("report: pdf: %w", err)
	}
	return f.Output(w)
}

func aeds(ms []dayspa.Money) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = aed(m)
	}
	return out
}

// pdfTable is the layout of a table: its header, column widths in mm and
// each column's alignment (L or R).
type pdfTable struct {
	head   []string
	widths []float64
	align  string
}

type pdfWriter struct {
	f       *fpdf.Fpdf
	current *pdfTable // the table whose header a new page repeats
	// rtl lays headings and notes out from the right, for a page in
	// Arabic, and draws their text laid out for drawing (taxdoc.Visual).
	rtl bool
}

// text is s as the writer draws a heading or a note: glyphs the font has,
// and on a right-to-left page laid out for drawing.
func (p *pdfWriter) text(s string) string {
	if p.rtl {
		return taxdoc.Visual(fonts.Drawable(s))
	}
	return fonts.Drawable(s)
}

// side is where a heading or a note starts: the left, or the right on a
// right-to-left page.
func (p *pdfWriter) side() string {
	if p.rtl {
		return "R"
	}
	return "L"
}

// room starts a new page unless h mm fit above the bottom margin, and
// repeats the current table's header there.
func (p *pdfWriter) room(h float64) {
	_, pageH := p.f.GetPageSize()
	if p.f.GetY()+h <= pageH-pdfMargin-4 {
		return
	}
	p.f.AddPage()
	if p.current != nil && len(p.current.head) > 0 {
		p.header(*p.current)
	}
}

func (p *pdfWriter) heading(s string) {
	p.current = nil
	p.room(12 + 2*rowHeight)
	p.f.Ln(5)
	p.f.SetFont(pdfFont, "B", 13)
	p.f.SetTextColor(31, 41, 51)
	p.f.SetDrawColor(176, 141, 87)
	p.f.SetLineWidth(0.5)
	p.f.CellFormat(0, 8, p.text(s), "B", 1, p.side(), false, 0, "")
	p.f.Ln(1.5)
}

func (p *pdfWriter) note(s string) {
	p.room(rowHeight)
	p.f.SetFont(pdfFont, "", 9)
	p.f.SetTextColor(82, 96, 109)
	p.f.CellFormat(0, rowHeight, p.text(s), "", 1, p.side(), false, 0, "")
}

func (p *pdfWriter) header(t pdfTable) {
	p.current = &t
	p.room(2 * rowHeight)
	p.f.SetFont(pdfFont, "B", 9)
	p.f.SetTextColor(31, 41, 51)
	p.f.SetFillColor(245, 239, 230)
	p.f.SetDrawColor(217, 226, 236)
	p.f.SetLineWidth(0.2)
	for i, h := range t.head {
		p.f.CellFormat(t.widths[i], rowHeight, fonts.Drawable(h), "B", 0, t.align[i:i+1], true, 0, "")
	}
	p.f.Ln(-1)
}

func (p *pdfWriter) row(t pdfTable, cells []string, bold, negative bool) {
	p.room(rowHeight)
	style := ""
	if bold {
		style = "B"
	}
	p.f.SetFont(pdfFont, style, 9)
	p.f.SetDrawColor(217, 226, 236)
	p.f.SetLineWidth(0.2)
	for i, c := range cells {
		p.f.SetTextColor(31, 41, 51)
		if negative && i == len(cells)-1 {
			p.f.SetTextColor(180, 35, 24)
		}
		// Long names are cut to their column rather than overflow it.
		c = fit(p.f, fonts.Drawable(c), t.widths[i]-2)
		p.f.CellFormat(t.widths[i], rowHeight, c, "B", 0, t.align[i:i+1], false, 0, "")
	}
	p.f.Ln(-1)
}

// fit shortens s with "…" until it is at most w mm wide in the current font.
func fit(f *fpdf.Fpdf, s string, w float64) string {
	if f.GetStringWidth(s) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && f.GetStringWidth(string(r)+"…") > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
