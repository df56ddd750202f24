package report

import (
	"fmt"
	"io"
	"strconv"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/report/fonts"
	"github.com/dayspa/dayspa/internal/taxdoc"
)

// Statement is a therapist's pay statement to print, in one language.
type Statement struct {
	Business    string
	GeneratedAt time.Time
	Location    *time.Location
	Language    dayspa.Language
	Statement   dayspa.PayStatement
}

// StatementFileName is the download's name:
// pay-statement-<therapist id>-<YYYY-MM>[-ar].pdf.
func StatementFileName(s dayspa.PayStatement, l dayspa.Language) string {
	name := fmt.Sprintf("pay-statement-%d-%s", s.TherapistID, s.Month)
	if l == dayspa.Arabic {
		name += "-ar"
	}
	return name + ".pdf"
}

// statementWords are the statement's words in each language.
type statementWords struct {
	title, therapist, month, generated, treatments, totals, payouts                 string
	date, invoice, service, price, rate, commission, tips, tipShare, method, amount string
	note, count, totalDue, paid, due, noTreatments, noPayouts, earningsNote, total  string
	methods                                                                         map[dayspa.PayoutMethod]string
}

var statementText = map[dayspa.Language]statementWords{
	dayspa.English: {
		title: "Pay statement", therapist: "Therapist", month: "Month", generated: "Generated",
		treatments: "Treatments", totals: "Totals", payouts: "Payouts",
		date: "Date", invoice: "Invoice", service: "Service", price: "Price", rate: "Rate", commission: "Commission",
		tips: "Tips", tipShare: "Her tip share", method: "Method", amount: "Amount", note: "Note",
		count: "Treatments", totalDue: "Total due", paid: "Paid", due: "Still due", total: "Total",
		noTreatments: "No treatments this month.", noPayouts: "No payouts recorded for this month.",
		earningsNote: "Total due is the commission plus her share of the tips.",
		methods:      map[dayspa.PayoutMethod]string{dayspa.PayoutCash: "Cash", dayspa.PayoutCard: "Card", dayspa.PayoutBankTransfer: "Bank transfer"},
	},
	dayspa.Arabic: {
		title: "كشف المستحقات", therapist: "المعالِجة", month: "الشهر", generated: "تاريخ الإصدار",
		treatments: "الجلسات", totals: "الإجماليات", payouts: "الدفعات",
		date: "التاريخ", invoice: "الفاتورة", service: "الخدمة", price: "السعر", rate: "النسبة", commission: "العمولة",
		tips: "الإكراميات", tipShare: "حصتها من الإكراميات", method: "طريقة الدفع", amount: "المبلغ", note: "ملاحظة",
		count: "عدد الجلسات", totalDue: "إجمالي المستحق", paid: "المدفوع", due: "المتبقي المستحق", total: "الإجمالي",
		noTreatments: "لا جلسات في هذا الشهر.", noPayouts: "لم تُسجَّل دفعات لهذا الشهر.",
		earningsNote: "إجمالي المستحق هو العمولة مع حصتها من الإكراميات.",
		methods:      map[dayspa.PayoutMethod]string{dayspa.PayoutCash: "نقدًا", dayspa.PayoutCard: "بطاقة", dayspa.PayoutBankTransfer: "تحويل بنكي"},
	},
}

// StatementPDF writes the statement as an A4 portrait PDF in its language:
// in Arabic the page reads right to left (the columns' order and
// alignment mirrored, the text shaped by the tax invoices' rule,
// taxdoc.Visual), with DejaVu Sans embedded as in the reports.
func StatementPDF(w io.Writer, st Statement) error {
	l := st.Language.OrDefault()
	words := statementText[l]
	s := st.Statement
	f := fpdf.New("P", "mm", "A4", "")
	f.SetCreationDate(st.GeneratedAt)
	f.SetModificationDate(st.GeneratedAt)
	f.SetCatalogSort(true)
	f.SetTitle(words.title+" — "+s.Name+" — "+s.Month.String(), true)
	f.SetCreator("dayspa", true)
	f.AddUTF8FontFromBytes(pdfFont, "", fontRegular)
	f.AddUTF8FontFromBytes(pdfFont, "B", fontBold)
	f.SetMargins(pdfMargin, pdfMargin, pdfMargin)
	f.SetAutoPageBreak(false, pdfMargin)
	f.AliasNbPages("{nb}")
	f.SetFooterFunc(func() {
		f.SetY(-10)
		f.SetFont(pdfFont, "", 8)
		f.SetTextColor(82, 96, 109)
		// Digits and Latin only: the page count is filled in after layout.
		f.CellFormat(0, 5, fmt.Sprintf("%s · %s · %d / {nb}", taxdoc.Visual(fonts.Drawable(s.Name)), s.Month, f.PageNo()), "", 0, "C", false, 0, "")
	})
	f.AddPage()
	p := statementWriter{pdfWriter{f: f, rtl: l == dayspa.Arabic}}
	money := func(m dayspa.Money) string { return dayspa.FormatPrice(m, l) }
	loc := st.Location
	if loc == nil {
		loc = time.UTC
	}

	f.SetFont(pdfFont, "B", 18)
	f.SetTextColor(31, 41, 51)
	p.line(10, words.title)
	f.SetFont(pdfFont, "", 11)
	if st.Business != "" {
		p.line(6, st.Business)
	}
	p.line(6, words.therapist+": "+s.Name)
	p.line(6, words.month+": "+dayspa.FormatMonth(s.Month, l))
	f.SetTextColor(82, 96, 109)
	p.line(6, words.generated+": "+dayspa.FormatDate(dayspa.DateOf(st.GeneratedAt.In(loc)), l))

	p.heading(words.treatments)
	lines := pdfTable{head: []string{words.date, words.invoice, words.service, words.price, words.rate, words.commission, words.tipShare},
		widths: []float64{24, 20, 44, 26, 16, 26, 26}, align: "LLLRRRR"}
	if len(s.Lines) == 0 {
		p.note(words.noTreatments)
	} else {
		p.header(lines)
		for _, ln := range s.Lines {
			p.row(lines, []string{ln.Date.String(), strconv.FormatInt(int64(ln.InvoiceNumber), 10), ln.Service,
				money(ln.Price), ln.CommissionRate.String() + "%", money(ln.Commission), money(ln.TherapistTipShare)}, false)
		}
		p.row(lines, []string{words.total, "", "", money(s.Price), "", money(s.Totals.Commission), money(s.Totals.TherapistTipShare)}, true)
	}

	p.heading(words.totals)
	totals := pdfTable{widths: []float64{90, 50}, align: "LR"}
	for _, t := range []struct {
		label, value string
		bold         bool
	}{
		{words.count, strconv.Itoa(s.Totals.Count), false},
		{words.commission, money(s.Totals.Commission), false},
		{words.tips, money(s.Tips), false},
		{words.tipShare, money(s.Totals.TherapistTipShare), false},
		{words.totalDue, money(s.TotalDue), true},
		{words.paid, money(s.Paid), false},
		{words.due, money(s.Due), true},
	} {
		p.row(totals, []string{t.label, t.value}, t.bold)
	}
	p.note(words.earningsNote)

	p.heading(words.payouts)
	pays := pdfTable{head: []string{words.date, words.method, words.amount, words.note},
		widths: []float64{28, 36, 34, 84}, align: "LLRL"}
	if len(s.Payouts) == 0 {
		p.note(words.noPayouts)
	} else {
		p.header(pays)
		for _, po := range s.Payouts {
			p.row(pays, []string{po.Date.String(), words.methods[po.Method], money(po.Amount), po.Note}, false)
		}
	}

	if err := f.Error(); err != nil {
		return fmt.Errorf("report: statement pdf: %w", err)
	}
	return f.Output(w)
}

// statementWriter is the report's pdfWriter that can also read right to
// left: a table's columns come in reverse and L and R swap; every text,
// an Arabic name on an English page too, is laid out for drawing.
type statementWriter struct {
	pdfWriter
}

func (p *statementWriter) cellText(s string) string {
	return taxdoc.Visual(fonts.Drawable(s))
}

// mirror returns t as drawn: reversed right to left.
func (p *statementWriter) mirror(t pdfTable) pdfTable {
	if !p.rtl {
		return t
	}
	out := pdfTable{widths: make([]float64, len(t.widths))}
	if t.head != nil {
		out.head = make([]string, len(t.head))
	}
	align := []byte(t.align)
	n := len(t.widths)
	for i := range n {
		j := n - 1 - i
		out.widths[i] = t.widths[j]
		if t.head != nil {
			out.head[i] = t.head[j]
		}
		a := align[j]
		if a == 'L' {
			a = 'R'
		} else if a == 'R' {
			a = 'L'
		}
		out.align += string(a)
	}
	return out
}

func reverse(cells []string) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[len(cells)-1-i] = c
	}
	return out
}

// line writes one line of the head across the page.
func (p *statementWriter) line(h float64, s string) {
	p.f.CellFormat(0, h, p.cellText(s), "", 1, p.side(), false, 0, "")
}

func (p *statementWriter) header(t pdfTable) {
	t = p.mirror(t)
	for i, h := range t.head {
		t.head[i] = p.cellText(h)
	}
	p.pdfWriter.header(t)
}

func (p *statementWriter) row(t pdfTable, cells []string, bold bool) {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = p.cellText(c)
	}
	if p.rtl {
		out = reverse(out)
	}
	p.pdfWriter.row(p.mirror(t), out, bold, false)
}
