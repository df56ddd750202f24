package taxdoc

import (
	"bytes"
	"fmt"

	"codeberg.org/go-pdf/fpdf"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/arabictext"
	"github.com/dayspa/dayspa/internal/report/fonts"
)

const (
	pdfFont   = "DejaVu"
	pdfMargin = 14.0 // mm
	pdfWidth  = 210 - 2*pdfMargin
	pdfRow    = 5.5 // mm, a row of text
)

// column is a column of the lines' table: its header, width in mm and
// alignment, and the cell of each line.
type column struct {
	head  label
	width float64
	align string
	cell  func(l dayspa.TaxLine, d *dayspa.TaxDocument) string
}

func lineColumns(d *dayspa.TaxDocument) []column {
	money := func(get func(dayspa.TaxLine) dayspa.Money) func(dayspa.TaxLine, *dayspa.TaxDocument) string {
		return func(l dayspa.TaxLine, _ *dayspa.TaxDocument) string { return get(l).Grouped() }
	}
	pos := column{label{"#", "#"}, 7, "L", func(l dayspa.TaxLine, _ *dayspa.TaxDocument) string { return fmt.Sprint(l.Position) }}
	qty := column{lblQuantity, 12, "R", func(l dayspa.TaxLine, _ *dayspa.TaxDocument) string { return fmt.Sprint(l.Quantity) }}
	unit := column{lblUnitPrice, 21, "R", money(func(l dayspa.TaxLine) dayspa.Money { return l.UnitPrice })}
	disc := column{lblDiscount, 19, "R", money(func(l dayspa.TaxLine) dayspa.Money { return l.Discount })}
	amount := column{lblAmount, 22, "R", money(func(l dayspa.TaxLine) dayspa.Money { return l.Amount })}
	if !withVAT(d) {
		return []column{pos, {lblDescription, pdfWidth - 7 - 12 - 21 - 19 - 22, "L", nil}, qty, unit, disc, amount}
	}
	net := column{lblNet, 21, "R", money(func(l dayspa.TaxLine) dayspa.Money { return l.Net })}
	rate := column{lblRate, 16, "R", func(_ dayspa.TaxLine, d *dayspa.TaxDocument) string { return rateText(d.VATRate) }}
	vat := column{lblVAT, 18, "R", money(func(l dayspa.TaxLine) dayspa.Money { return l.VAT })}
	desc := column{lblDescription, pdfWidth - 7 - 12 - 21 - 19 - 21 - 16 - 18 - 22, "L", nil}
	return []column{pos, desc, qty, unit, disc, net, rate, vat, amount}
}

// PDF renders the document as an A4 PDF, in English with the Arabic beside
// it (shaped and right to left), with DejaVu Sans embedded.
func PDF(d *dayspa.TaxDocument) ([]byte, error) {
	d = drawableDocument(d)
	f := fpdf.New("P", "mm", "A4", "")
	f.SetCreationDate(d.IssuedAt)
	f.SetModificationDate(d.IssuedAt)
	f.SetCatalogSort(true)
	en, _ := d.Title()
	f.SetTitle(en+" "+d.Number, true)
	f.SetAuthor(d.Seller.LegalName, true)
	f.SetCreator("dayspa", true)
	f.AddUTF8FontFromBytes(pdfFont, "", fonts.Regular)
	f.AddUTF8FontFromBytes(pdfFont, "B", fonts.Bold)
	f.SetMargins(pdfMargin, pdfMargin, pdfMargin)
	f.SetAutoPageBreak(false, pdfMargin)
	f.AliasNbPages("{nb}")
	f.SetFooterFunc(func() {
		f.SetY(-11)
		f.SetFont(pdfFont, "", 7.5)
		f.SetTextColor(82, 96, 109)
		f.CellFormat(pdfWidth, 4, fmt.Sprintf("%s %s · page %d of {nb}", en, d.Number, f.PageNo()), "", 0, "C", false, 0, "")
	})
	f.AddPage()
	w := &pdfDoc{f: f, d: d}
	w.header()
	w.parties()
	w.lines()
	w.totals()
	w.paymentsAndTips()
	if err := f.Error(); err != nil {
		return nil, fmt.Errorf("taxdoc: pdf: %w", err)
	}
	var buf bytes.Buffer
	if err := f.Output(&buf); err != nil {
		return nil, fmt.Errorf("taxdoc: pdf: %w", err)
	}
	return buf.Bytes(), nil
}

type pdfDoc struct {
	f *fpdf.Fpdf
	d *dayspa.TaxDocument
}

// room starts a new page unless h mm fit above the footer.
func (p *pdfDoc) room(h float64) {
	_, pageH := p.f.GetPageSize()
	if p.f.GetY()+h > pageH-pdfMargin-6 {
		p.f.AddPage()
	}
}

func (p *pdfDoc) font(bold bool, size float64) {
	style := ""
	if bold {
		style = "B"
	}
	p.f.SetFont(pdfFont, style, size)
}

func (p *pdfDoc) ink(grey bool) {
	if grey {
		p.f.SetTextColor(82, 96, 109)
	} else {
		p.f.SetTextColor(31, 41, 51)
	}
}

// pair writes English on the left of the row and Arabic on its right.
// A text longer than its half wraps onto more rows; an Arabic text is cut
// into rows in reading order, each then drawn right to left.
func (p *pdfDoc) pair(en, ar string, h float64) {
	half := pdfWidth/2 - 1
	ens, ars := p.f.SplitText(en, half), p.wrap(ar, half)
	rows := max(len(ens), len(ars), 1)
	p.room(float64(rows) * h)
	x, y := pdfMargin, p.f.GetY()
	for i, line := range ens {
		p.f.SetXY(x, y+float64(i)*h)
		p.f.CellFormat(half, h, line, "", 0, "L", false, 0, "")
	}
	for i, line := range ars {
		p.f.SetXY(x+pdfWidth-half, y+float64(i)*h)
		p.f.CellFormat(half, h, arabictext.Visual(line), "", 0, "R", false, 0, "")
	}
	p.f.SetXY(x, y+float64(rows)*h)
}

// wrap cuts s into rows of at most w mm in the current font
// (arabictext.Wrap): the rows in reading order.
func (p *pdfDoc) wrap(s string, w float64) []string { return arabictext.Wrap(p.f, s, w) }

// field writes a labelled value: the English label, the value, and the
// Arabic label (with the value's Arabic when it has one) on the right.
func (p *pdfDoc) field(l label, value, valueAr string) {
	p.room(pdfRow)
	p.ink(true)
	p.font(false, 9)
	p.f.CellFormat(40, pdfRow, l.En, "", 0, "L", false, 0, "")
	p.ink(false)
	ar := l.Ar
	if valueAr != "" {
		ar += ": " + valueAr
	}
	arW := p.f.GetStringWidth(arabictext.Visual(ar)) + 1
	valueW := pdfWidth - 40 - arW
	if valueW < 60 {
		valueW = 60
	}
	p.font(true, 9)
	for i, line := range p.wrap(value, valueW) {
		if i > 0 {
			p.f.Ln(-1)
			p.f.SetX(pdfMargin + 40)
		}
		p.f.CellFormat(valueW, pdfRow, arabictext.Visual(line), "", 0, "L", false, 0, "")
		if i == 0 {
			p.ink(true)
			p.font(false, 9)
			p.f.CellFormat(pdfWidth-40-valueW, pdfRow, arabictext.Visual(ar), "", 0, "R", false, 0, "")
			p.ink(false)
			p.font(true, 9)
		}
	}
	p.f.Ln(-1)
}

func (p *pdfDoc) header() {
	en, ar := p.d.Title()
	p.ink(false)
	p.font(true, 18)
	p.pair(en, ar, 10)
	p.f.SetDrawColor(176, 141, 87)
	p.f.SetLineWidth(0.5)
	p.f.Line(pdfMargin, p.f.GetY()+1, pdfMargin+pdfWidth, p.f.GetY()+1)
	p.f.Ln(4)
	s := p.d.Seller
	p.font(true, 12)
	p.pair(s.LegalName, s.LegalNameAr, 6.5)
	p.font(false, 9)
	p.pair(s.Address, s.AddressAr, pdfRow)
	if s.Registered() {
		p.pair(lblTRN.En+" "+s.TRN, lblTRN.Ar+": "+s.TRN, pdfRow)
	}
	if s.TradeLicence != "" {
		p.pair(lblLicence.En+" "+s.TradeLicence, lblLicence.Ar+": "+s.TradeLicence, pdfRow)
	}
	p.f.Ln(3)
	dateEn, dateAr := issueDate(p.d)
	p.field(numberLabel(p.d), p.d.Number, "")
	p.field(lblIssued, dateEn, dateAr)
	if p.d.Kind == dayspa.KindCreditNote {
		p.field(lblCorrects, p.d.CorrectsNumber, "")
		p.field(lblReason, p.d.Reason, "")
	}
}

func (p *pdfDoc) parties() {
	if showsBuyer(p.d) {
		b := p.d.Buyer
		p.subheading(lblBuyer)
		p.field(lblName, b.Name, "")
		p.field(lblAddress, b.Address, "")
		if b.TRN != "" {
			p.field(lblTRN, b.TRN, "")
		}
	} else if p.d.CustomerName != "" {
		p.f.Ln(1)
		p.field(lblGuest, p.d.CustomerName, "")
	}
}

func (p *pdfDoc) subheading(l label) {
	p.room(3 * pdfRow)
	p.f.Ln(3)
	p.ink(false)
	p.font(true, 11)
	p.pair(l.En, l.Ar, 7)
}

// lines writes the table of the document's lines, its header repeated on a
// new page.
func (p *pdfDoc) lines() {
	cols := lineColumns(p.d)
	p.f.Ln(4)
	p.tableHeader(cols)
	for _, l := range p.d.Lines {
		var desc []string
		for _, c := range cols {
			if c.cell == nil {
				p.font(false, 8.5)
				for _, s := range p.wrap(l.Description, c.width-2) {
					desc = append(desc, arabictext.Visual(s))
				}
			}
		}
		h := float64(len(desc))*4.5 + 2
		if l.PriceReason != "" {
			h += 4
		}
		if _, pageH := p.f.GetPageSize(); p.f.GetY()+h > pageH-pdfMargin-6 {
			p.f.AddPage()
			p.tableHeader(cols)
		}
		x, y := pdfMargin, p.f.GetY()
		p.ink(false)
		for _, c := range cols {
			p.font(false, 8.5)
			if c.cell != nil {
				p.f.SetXY(x, y+1)
				p.f.CellFormat(c.width, 4.5, c.cell(l, p.d), "", 0, c.align, false, 0, "")
			} else {
				for i, s := range desc {
					p.f.SetXY(x, y+1+float64(i)*4.5)
					p.f.CellFormat(c.width, 4.5, s, "", 0, "L", false, 0, "")
				}
				if l.PriceReason != "" {
					p.ink(true)
					p.font(false, 7)
					p.f.SetXY(x, y+1+float64(len(desc))*4.5)
					p.f.CellFormat(c.width, 4, arabictext.Visual("Price: "+l.PriceReason), "", 0, "L", false, 0, "")
					p.ink(false)
				}
			}
			x += c.width
		}
		p.f.SetDrawColor(203, 210, 217)
		p.f.SetLineWidth(0.2)
		p.f.Line(pdfMargin, y+h, pdfMargin+pdfWidth, y+h)
		p.f.SetXY(pdfMargin, y+h)
	}
}

func (p *pdfDoc) tableHeader(cols []column) {
	x, y := pdfMargin, p.f.GetY()
	p.f.SetFillColor(245, 240, 232)
	p.f.Rect(pdfMargin, y, pdfWidth, 10, "F")
	for _, c := range cols {
		p.ink(false)
		p.font(true, 7.5)
		p.f.SetXY(x, y+0.5)
		p.f.CellFormat(c.width, 4.5, c.head.En, "", 0, c.align, false, 0, "")
		p.font(false, 7.5)
		p.f.SetXY(x, y+5)
		p.f.CellFormat(c.width, 4.5, arabictext.Visual(c.head.Ar), "", 0, c.align, false, 0, "")
		x += c.width
	}
	p.f.SetXY(pdfMargin, y+10)
}

// amountRow writes a labelled amount on the right half of the page:
// English label, "AED 1,250.50", Arabic label.
func (p *pdfDoc) amountRow(l label, m dayspa.Money, bold bool) {
	p.room(pdfRow)
	p.f.SetX(pdfMargin + pdfWidth - 130)
	p.ink(!bold)
	p.font(bold, 9.5)
	p.f.CellFormat(42, pdfRow, l.En, "", 0, "L", false, 0, "")
	p.ink(false)
	p.f.CellFormat(34, pdfRow, dayspa.FormatPrice(m, dayspa.English), "", 0, "R", false, 0, "")
	p.ink(!bold)
	p.f.CellFormat(54, pdfRow, arabictext.Visual(l.Ar), "", 1, "R", false, 0, "")
}

func (p *pdfDoc) totals() {
	p.f.Ln(3)
	d := p.d
	if d.Discount > 0 {
		p.amountRow(lblDiscount, d.Discount, false)
	}
	if pre := d.Prepaid; pre != nil {
		// The sale, less the deposit invoiced before: what follows is what
		// this invoice charges.
		p.amountRow(lblSaleTotal, dayspa.SumLines(d.Lines).Total, false)
		p.amountRow(lblPrepaid, pre.Amount, false)
		p.field(lblPrepaidInvoice, pre.Number, "")
	}
	if withVAT(d) {
		p.amountRow(lblTotalNet, d.Net, false)
		p.amountRow(totalVATLabel(d), d.VAT, false)
	}
	p.amountRow(totalLabel(d), d.Total, true)
	if d.DiscountReason != "" {
		p.f.Ln(1)
		p.field(lblDiscountWhy, d.DiscountReason, "")
	}
}

func (p *pdfDoc) paymentsAndTips() {
	d := p.d
	if len(d.Payments) > 0 {
		p.subheading(paymentsLabel(p.d))
		for _, pay := range d.Payments {
			p.amountRow(paymentLabel(pay), pay.Amount, false)
		}
	}
	if t := d.Tips; t.Total() > 0 {
		p.subheading(lblTips)
		if t.Cash > 0 {
			p.amountRow(lblCash, t.Cash, false)
		}
		if t.Card > 0 {
			p.amountRow(lblCard, t.Card, false)
		}
		p.amountRow(lblTherapist, t.TherapistShare, false)
		p.amountRow(lblSpa, t.SpaShare, false)
	}
	p.f.Ln(4)
	p.ink(true)
	p.font(false, 8)
	cur := lblCurrencyNoTx
	if withVAT(d) {
		cur = lblCurrency
	}
	p.room(pdfRow)
	p.pair(cur.En, cur.Ar, pdfRow)
}
