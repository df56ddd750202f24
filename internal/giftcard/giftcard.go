// Package giftcard draws the printable gift card a recipient receives by
// e-mail on the delivery day: one A4 page holding a card-shaped panel in
// the spa's colours, in English and Arabic, the card's language leading.
package giftcard

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"codeberg.org/go-pdf/fpdf"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/arabictext"
	"github.com/dayspa/dayspa/internal/report/fonts"
)

// Card is a gift card as its PDF prints it.
type Card struct {
	Code               string          // "ABCD-EFGH-JKLM-NPQR-S", printed large, in a monospace-like spacing, left-to-right even on the Arabic side
	Value              dayspa.Money    // the card's value in fils
	Treatment          string          // the treatment it was bought for, English; "" when bought as an amount
	TreatmentAr        string          // its Arabic name; "" when none
	RecipientName      string          // "For …"
	BuyerName          string          // "From …"
	Message            string          // the buyer's personal message, up to 300 characters, may be ""; Arabic or English
	ExpiresOn          dayspa.Date     // last day it may be used
	Language           dayspa.Language // dayspa.English or dayspa.Arabic: the language the card leads with
	SpaName, SpaNameAr string
	Address, AddressAr string
	Phone, Website     string
}

// The refusals of a card that cannot be printed.
var (
	errNoCode    = errors.New("giftcard: the card has no code")
	errNoValue   = errors.New("giftcard: the card has neither a value above zero nor a treatment")
	errLongCode  = errors.New("giftcard: the code is too long to print whole")
	errOverflows = errors.New("giftcard: the card's text does not fit its page")
)

// FileName is the attachment's name: "gift-card-" and the code's last
// group before the check character, in lower case, "gift-card-npqr.pdf".
// The whole code is what spends the card, and a file name shows in mail
// previews, download lists and shared folders; one group identifies the
// file for the recipient without giving the card away. A code not in
// groups of that form gives "gift-card.pdf".
func FileName(c Card) string {
	groups := strings.Split(strings.TrimSpace(c.Code), "-")
	// Only a code of at least three groups (data, the group named, the
	// check) names a group that is strictly a part of it.
	if len(groups) < 3 {
		return "gift-card.pdf"
	}
	group := strings.ToLower(strings.TrimSpace(groups[len(groups)-2]))
	// A code's groups are four characters, a quarter of what it holds; a
	// longer "group" would give too much of a malformed code away.
	if group == "" || len(group) > 4 || strings.IndexFunc(group, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) >= 0 {
		return "gift-card.pdf"
	}
	return "gift-card-" + group + ".pdf"
}

// PDF draws the card: an A4 page holding the card's panel, with DejaVu
// Sans embedded (subset to the letters used). The same card always gives
// the same bytes, so that a resent e-mail carries the file the recipient
// already has. A card without a code, one with neither a value above zero
// nor a treatment, and one whose code is too long to print whole are
// refused; long names, treatments and messages shrink and, past a point,
// are cut with an ellipsis, always on one page.
func PDF(c Card) ([]byte, error) {
	c = printable(c)
	if c.Code == "" {
		return nil, errNoCode
	}
	if c.Value <= 0 && c.Treatment == "" && c.TreatmentAr == "" {
		return nil, errNoValue
	}
	f := fpdf.New("P", "mm", "A4", "")
	f.SetCreationDate(fixedDate)
	f.SetModificationDate(fixedDate)
	f.SetCatalogSort(true)
	title := lblGiftCard.En
	if c.SpaName != "" {
		title += " · " + c.SpaName
	}
	// The title, like the file's name, leaves the code out.
	f.SetTitle(title, true)
	f.SetAuthor(c.SpaName, true)
	f.SetCreator("dayspa", true)
	f.AddUTF8FontFromBytes(pdfFont, "", fonts.Regular)
	f.AddUTF8FontFromBytes(pdfFont, "B", fonts.Bold)
	f.SetMargins(0, 0, 0)
	// Everything is placed by hand inside the panel: the writer must never
	// start a second page on its own.
	f.SetAutoPageBreak(false, 0)
	// Each text is placed at its own measured width: the writer's cell
	// margin would shift it.
	f.SetCellMargin(0)
	f.AddPage()
	p := &painter{f: f, c: c, lead: c.Language.OrDefault()}
	if err := p.draw(); err != nil {
		return nil, err
	}
	if err := f.Error(); err != nil {
		return nil, fmt.Errorf("giftcard: pdf: %w", err)
	}
	var buf bytes.Buffer
	if err := f.Output(&buf); err != nil {
		return nil, fmt.Errorf("giftcard: pdf: %w", err)
	}
	return buf.Bytes(), nil
}

// fixedDate is the PDF's creation and modification date. The card has no
// moment of its own to stamp, and a fixed one keeps the bytes the same for
// the same card; fpdf stamps a zero time as the time of writing.
var fixedDate = time.Date(2000, time.January, 1, 0, 0, 0, 0, time.UTC)

// label is a text in both languages.
type label struct{ En, Ar string }

func (l label) in(lang dayspa.Language) string {
	if lang == dayspa.Arabic {
		return l.Ar
	}
	return l.En
}

var (
	lblGiftCard   = label{"Gift card", "بطاقة هدية"}
	lblFor        = label{"For", "إلى"}
	lblFrom       = label{"From", "من"}
	lblCode       = label{"Your code", "رمز البطاقة"}
	lblValidUntil = label{"Valid until", "صالحة حتى"}
	lblHowToUse   = label{"Book online or call us, and give this code when you pay.",
		"احجز عبر الموقع أو اتصل بنا، وقدّم هذا الرمز عند الدفع."}
)

// printable is the card with every text as the page can print it: trimmed,
// a name on one line, and without what DejaVu Sans has no letter for
// (emoji and their joiners, dropped rather than shown as a replacement
// sign on a gift) or what would disturb the layout (direction marks: the
// text is ordered when drawn).
func printable(c Card) Card {
	oneLine := func(s string) string { return strings.Join(strings.Fields(clean(s)), " ") }
	for _, s := range []*string{&c.Code, &c.Treatment, &c.TreatmentAr, &c.RecipientName, &c.BuyerName,
		&c.SpaName, &c.SpaNameAr, &c.Address, &c.AddressAr, &c.Phone, &c.Website} {
		*s = oneLine(*s)
	}
	// The message keeps the lines its writer broke it into.
	var lines []string
	for _, l := range strings.Split(strings.ReplaceAll(clean(c.Message), "\r\n", "\n"), "\n") {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			lines = append(lines, l)
		}
	}
	c.Message = strings.Join(lines, "\n")
	// On paper an address is read and typed, not clicked: without its
	// scheme and final slash, as the spa's address is written.
	for _, scheme := range []string{"https://", "http://"} {
		c.Website = strings.TrimPrefix(c.Website, scheme)
	}
	c.Website = strings.TrimSuffix(c.Website, "/")
	return c
}

// clean drops the characters beyond the font's plane and the invisible
// joiners and variation selectors that come with emoji, turns other
// control characters but the line break into spaces, and removes
// direction marks (arabictext.Drawable).
func clean(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case r > 0xFFFF, r == 0x200D, r >= 0xFE00 && r <= 0xFE0F:
			return -1
		case r == '\n' || r == '\r':
			return r
		case unicode.IsControl(r):
			return ' '
		}
		return r
	}, s)
	return arabictext.Drawable(s)
}

const (
	pdfFont = "DejaVu"

	pageWidth   = 210.0 // mm, A4
	pageHeight  = 297.0
	panelMargin = 14.0 // between the page's edge and the panel: room for a printer's margin
	panelX      = panelMargin
	panelY      = panelMargin
	panelWidth  = pageWidth - 2*panelMargin
	panelHeight = pageHeight - 2*panelMargin
	padding     = 14.0 // between the panel's border and its text
	innerWidth  = panelWidth - 2*padding
	centreX     = pageWidth / 2

	mmPerPt     = 25.4 / 72
	lineSpacing = 1.4 // a row's height as a multiple of its font's size

	bandPadding = 8.0 // mm either side of the code, inside its band

	maxNameRows      = 2
	maxTreatmentRows = 2
	maxMessageRows   = 7

	// minBodyScale is the smallest the body may be drawn to fit its room:
	// more than the longest names, message and treatment need.
	minBodyScale = 0.6
)

// rgb is a colour of the spa's palette (the website's).
type rgb struct{ r, g, b int }

var (
	forest  = rgb{30, 58, 47}    // headings and the main text
	gold    = rgb{176, 141, 87}  // the border and rules
	goldInk = rgb{122, 92, 34}   // small gold text, dark enough to read in print
	muted   = rgb{94, 98, 92}    // the second language, the footer
	ivory   = rgb{251, 248, 242} // the panel
	sand    = rgb{243, 235, 220} // behind the code
)

// painter draws the card from the top of its panel down. A dry painter
// only measures: it moves y as drawing would, so that a part can be
// placed by its height before it is drawn. Its scale shrinks every size
// and gap, so that a card with long names and a long message still fits
// its panel, only smaller.
type painter struct {
	f     *fpdf.Fpdf
	c     Card
	lead  dayspa.Language
	y     float64
	dry   bool
	scale float64
}

// rowHeight is the height in mm of a row of text of size pt.
func (p *painter) rowHeight(size float64) float64 { return size * p.scale * mmPerPt * lineSpacing }

// other is the language that follows the lead.
func (p *painter) other() dayspa.Language {
	if p.lead == dayspa.Arabic {
		return dayspa.English
	}
	return dayspa.Arabic
}

func (p *painter) style(bold bool, size float64, ink rgb) {
	s := ""
	if bold {
		s = "B"
	}
	p.f.SetFont(pdfFont, s, size*p.scale)
	p.f.SetTextColor(ink.r, ink.g, ink.b)
}

func (p *painter) width(drawn string) float64 { return p.f.GetStringWidth(drawn) }

// text draws a row already in drawing order in a cell h mm high whose top
// left corner is at x, y.
func (p *painter) text(x, y, h float64, drawn string) {
	if p.dry || drawn == "" {
		return
	}
	p.f.SetXY(x, y)
	p.f.CellFormat(p.width(drawn), h, drawn, "", 0, "LM", false, 0, "")
}

// centred draws a row already in drawing order centred on the panel and
// moves down by h.
func (p *painter) centred(drawn string, h float64) {
	p.text(centreX-p.width(drawn)/2, p.y, h, drawn)
	p.y += h
}

// gap moves down by h mm, at the painter's scale.
func (p *painter) gap(h float64) { p.y += h * p.scale }

// row is a row of a wrapped text in reading order, and the direction of
// the paragraph it was cut from.
type row struct {
	text        string
	rightToLeft bool
}

func (r row) drawn() string { return arabictext.VisualAs(r.text, r.rightToLeft) }

// fit cuts s into rows of at most width mm, each paragraph (line) of s in
// its own direction, in the largest size from size down to minSize in
// which it takes at most maxRows; in minSize, the rows beyond maxRows are
// left out and the last row kept ends with an ellipsis. It sets the font
// and returns the size chosen.
func (p *painter) fit(s string, bold bool, size, minSize, width float64, maxRows int, ink rgb) ([]row, float64) {
	rows, size, ok := p.fitIn(s, bold, size, minSize, width, maxRows, ink)
	if !ok {
		rows = rows[:maxRows]
		last := &rows[maxRows-1]
		last.text = p.ellipsis(last.text, width, last.rightToLeft)
	}
	return rows, size
}

// fitIn is fit without cutting: ok is false when s takes more than
// maxRows even in minSize, and the rows are then all of them, in minSize.
func (p *painter) fitIn(s string, bold bool, size, minSize, width float64, maxRows int, ink rgb) (rows []row, _ float64, ok bool) {
	for ; ; size-- {
		size = max(size, minSize)
		p.style(bold, size, ink)
		rows = p.wrap(s, width)
		if len(rows) <= maxRows {
			return rows, size, true
		}
		if size == minSize {
			return rows, size, false
		}
	}
}

// wrap cuts s into rows of at most width mm in the current font, a line
// break of s starting a new row. A word too long for a row (an Arabic one,
// which the writer does not break) is cut with an ellipsis.
func (p *painter) wrap(s string, width float64) []row {
	var rows []row
	for _, para := range strings.Split(s, "\n") {
		if para == "" {
			continue
		}
		rtl := arabictext.ReadsRightToLeft(para)
		for _, r := range arabictext.Wrap(p.f, para, width) {
			if r = strings.TrimSpace(r); r == "" {
				continue
			}
			if p.width(arabictext.VisualAs(r, rtl)) > width {
				r = p.ellipsis(r, width, rtl)
			}
			rows = append(rows, row{r, rtl})
		}
	}
	return rows
}

// ellipsis shortens s, in reading order, until it and "…" fit width mm:
// by whole words while it has more than one, then by letters.
func (p *painter) ellipsis(s string, width float64, rtl bool) string {
	trim := func(s string) string {
		return strings.TrimRightFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) })
	}
	s = trim(s)
	for s != "" && p.width(arabictext.VisualAs(s+"…", rtl)) > width {
		if i := strings.LastIndexByte(s, ' '); i > 0 {
			s = trim(s[:i])
			continue
		}
		rs := []rune(s)
		s = trim(string(rs[:len(rs)-1]))
	}
	return s + "…"
}

// block draws s centred, wrapped as fit cuts it.
func (p *painter) block(s string, bold bool, size, minSize float64, maxRows int, ink rgb) {
	if s == "" {
		return
	}
	rows, size := p.fit(s, bold, size, minSize, innerWidth, maxRows, ink)
	for _, r := range rows {
		p.centred(r.drawn(), p.rowHeight(size))
	}
}

// pair draws a text in the lead language, then in the other, smaller.
// Either may be "" (a spa without an Arabic name, a treatment without one).
func (p *painter) pair(lead, other string, size, otherSize float64, bold bool, ink rgb, maxRows int) {
	p.block(lead, bold, size, size*0.7, maxRows, ink)
	if other != "" && other != lead {
		p.block(other, false, otherSize, otherSize*0.8, maxRows, muted)
	}
}

// byLanguage orders an English and an Arabic text by the card's language.
func (p *painter) byLanguage(en, ar string) (lead, other string) {
	if p.lead == dayspa.Arabic {
		return ar, en
	}
	return en, ar
}

// draw lays the card out: the heading from the panel's top, the footer on
// its bottom edge and the body between them, smaller when it must be.
func (p *painter) draw() error {
	p.scale = 1
	if _, _, ok := p.codeSize(); !ok {
		// A code cut short would be no code at all.
		return errLongCode
	}
	p.panel()
	p.y = panelY + padding
	p.header()
	headerEnd := p.y

	footer := p.measure(p.footer)
	footerTop := panelY + panelHeight - padding - footer
	const clear = 3.0 // at the least between the body and the heading, and the footer's rule
	room := footerTop - headerEnd - 2*clear
	body := p.measure(p.body)
	for body > room && p.scale > minBodyScale {
		p.scale -= 0.05
		body = p.measure(p.body)
	}
	if body > room {
		return errOverflows
	}
	// The body sits in the middle of the room between the heading and the
	// footer, whatever its message and names make its height.
	p.y = headerEnd + clear + (room-body)/2
	p.body()
	p.scale = 1
	p.y = footerTop
	p.footer()
	return nil
}

// measure returns the height part would draw.
func (p *painter) measure(part func()) float64 {
	y := p.y
	p.dry = true
	part()
	h := p.y - y
	p.dry, p.y = false, y
	return h
}

// panel draws the card: ivory, a gold border and a hairline inside it.
func (p *painter) panel() {
	f := p.f
	f.SetFillColor(ivory.r, ivory.g, ivory.b)
	f.SetDrawColor(gold.r, gold.g, gold.b)
	f.SetLineWidth(0.6)
	f.RoundedRect(panelX, panelY, panelWidth, panelHeight, 4, "1234", "FD")
	f.SetLineWidth(0.2)
	const inset = 3.0
	f.RoundedRect(panelX+inset, panelY+inset, panelWidth-2*inset, panelHeight-2*inset, 2.5, "1234", "D")
}

// ornament draws a short gold rule with a small diamond at its middle.
func (p *painter) ornament() {
	h := 8.0
	if !p.dry {
		f := p.f
		y := p.y + h/2
		f.SetDrawColor(gold.r, gold.g, gold.b)
		f.SetFillColor(gold.r, gold.g, gold.b)
		f.SetLineWidth(0.3)
		f.Line(centreX-24, y, centreX-3, y)
		f.Line(centreX+3, y, centreX+24, y)
		f.Polygon([]fpdf.PointType{{X: centreX - 1.6, Y: y}, {X: centreX, Y: y - 1.6}, {X: centreX + 1.6, Y: y}, {X: centreX, Y: y + 1.6}}, "F")
	}
	p.y += h
}

// rule draws a hairline of width mm across the panel's middle.
func (p *painter) rule(width float64) {
	if !p.dry {
		p.f.SetDrawColor(gold.r, gold.g, gold.b)
		p.f.SetLineWidth(0.25)
		p.f.Line(centreX-width/2, p.y, centreX+width/2, p.y)
	}
}

// header draws the spa's name, then "Gift card".
func (p *painter) header() {
	lead, other := p.byLanguage(p.c.SpaName, p.c.SpaNameAr)
	if lead == "" {
		lead, other = other, ""
	}
	p.pair(lead, other, 24, 13, true, forest, 2)
	p.gap(2)
	p.ornament()
	p.gap(2)
	lead, other = p.byLanguage(lblGiftCard.En, lblGiftCard.Ar)
	p.block(lead, false, 17, 17, 1, goldInk)
	p.block(other, false, 12, 12, 1, goldInk)
}

// body draws who the card is for and from, the message, what it is worth,
// its code and until when it is valid.
func (p *painter) body() {
	p.person(lblFor, p.c.RecipientName, 17)
	p.gap(1)
	p.person(lblFrom, p.c.BuyerName, 13)
	if p.c.Message != "" {
		p.gap(6)
		p.message()
	}
	p.gap(8)
	p.rule(50)
	p.gap(8)
	p.value()
	p.gap(9)
	p.code()
	if !p.c.ExpiresOn.IsZero() {
		p.gap(6)
		d := p.c.ExpiresOn
		lead := p.phrase(lblValidUntil, dayspa.FormatLongDate(d, p.lead), p.lead)
		other := p.phrase(lblValidUntil, dayspa.FormatLongDate(d, p.other()), p.other())
		p.block(lead, true, 11.5, 9, 2, forest)
		p.block(other, false, 10, 8, 2, muted)
	}
}

// phrase is a label followed by its value in lang: "Valid until …".
func (p *painter) phrase(l label, value string, lang dayspa.Language) string {
	return l.in(lang) + " " + value
}

// person draws a name with its label in each language either side of it,
// as each language reads: "For" on the left, where English starts, and
// "إلى" on the right, where Arabic starts; the lead's label the darker.
// A long name shrinks, then takes a second row.
func (p *painter) person(l label, name string, size float64) {
	if name == "" {
		return
	}
	const labelSize = 10.0
	spacing := 3 * p.scale
	enInk, arInk := goldInk, muted
	if p.lead == dayspa.Arabic {
		enInk, arInk = muted, goldInk
	}
	p.style(false, labelSize, enInk)
	left := p.width(l.En)
	p.style(false, labelSize, arInk)
	right := p.width(arabictext.Visual(l.Ar))
	// The name stays centred on the panel, with room for the wider label
	// on both sides.
	side := max(left, right) + spacing
	// One row in a somewhat smaller size reads better than two.
	rows, size, ok := p.fitIn(name, true, size, size*0.8, innerWidth-2*side, 1, forest)
	if !ok {
		rows, size = p.fit(name, true, size, 10, innerWidth-2*side, maxNameRows, forest)
	}
	h := p.rowHeight(size)
	// The writer sets a row's baseline 0.3 of its font's size below the
	// cell's middle: the labels' cells move down by the difference, so
	// that they stand on the name's baseline.
	labelY := p.y + 0.3*(size-labelSize)*p.scale*mmPerPt
	for i, r := range rows {
		drawn := r.drawn()
		w := p.width(drawn)
		if i == 0 {
			p.style(false, labelSize, enInk)
			p.text(centreX-w/2-spacing-left, labelY, h, l.En)
			p.style(false, labelSize, arInk)
			p.text(centreX+w/2+spacing, labelY, h, arabictext.Visual(l.Ar))
			p.style(true, size, forest)
		}
		p.centred(drawn, h)
	}
}

// message draws the buyer's message in quotation marks, “…” around a
// message that reads left to right and «…» around an Arabic one, the
// marks at the ends where it starts and stops reading.
func (p *painter) message() {
	const messageSize = 11.5
	p.style(false, messageSize, forest)
	marks := p.width("“”") + 1
	rows, size := p.fit(p.c.Message, false, messageSize, 9.5, innerWidth-10-marks, maxMessageRows, forest)
	if len(rows) == 0 {
		return
	}
	h := p.rowHeight(size) * 1.08 // a little more leading than a heading's, for reading
	for i, r := range rows {
		drawn := r.drawn()
		if i == 0 {
			if rows[0].rightToLeft {
				drawn += "»"
			} else {
				drawn = "“" + drawn
			}
		}
		if i == len(rows)-1 {
			if r.rightToLeft {
				drawn = "«" + drawn
			} else {
				drawn += "”"
			}
		}
		p.centred(drawn, h)
	}
}

// value draws what the card is worth: its amount, large, or the treatment
// it was bought for with its amount under it.
func (p *painter) value() {
	c := p.c
	leadPrice, otherPrice := "", ""
	if c.Value > 0 {
		leadPrice, otherPrice = dayspa.FormatPrice(c.Value, p.lead), dayspa.FormatPrice(c.Value, p.other())
	}
	if c.Treatment == "" && c.TreatmentAr == "" {
		p.block(leadPrice, true, 30, 14, 1, forest)
		p.gap(1)
		p.block(otherPrice, false, 12, 12, 1, muted)
		return
	}
	lead, other := p.byLanguage(c.Treatment, c.TreatmentAr)
	if lead == "" {
		lead, other = other, ""
	}
	p.pair(lead, other, 20, 12, true, forest, maxTreatmentRows)
	if leadPrice != "" {
		p.gap(2)
		p.block(leadPrice, true, 13, 13, 1, forest)
		p.block(otherPrice, false, 10, 10, 1, muted)
	}
}

// codeAlphabet is every character a code is written with (Crockford's
// base32, its check symbols and the dash): the code's cells are as wide as
// the widest of them, whatever the code's own characters.
const codeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ*~$=U-"

// code draws the card's code on a sand band, its characters in cells of
// one width as a typewriter sets them, left to right in either language.
// The PDF marks the cells with the code itself as their text, so that a
// reader copying it, or extracting the text, gets the code without the
// spacing.
func (p *painter) code() {
	lead, other := p.byLanguage(lblCode.En, lblCode.Ar)
	p.block(lead, false, 9, 9, 1, goldInk)
	p.block(other, false, 8.5, 8.5, 1, muted)
	p.gap(2)

	code := []rune(p.c.Code)
	size, cell, _ := p.codeSize()
	h := p.rowHeight(size) + 5*p.scale
	w := cell * float64(len(code))
	if !p.dry {
		f := p.f
		f.SetFillColor(sand.r, sand.g, sand.b)
		f.RoundedRect(centreX-w/2-bandPadding, p.y, w+2*bandPadding, h, 2, "1234", "F")
		f.RawWriteStr("/Span <</ActualText " + pdfTextString(p.c.Code) + ">> BDC")
		p.style(true, size, forest)
		for i, r := range code {
			f.SetXY(centreX-w/2+float64(i)*cell, p.y)
			f.CellFormat(cell, h, string(r), "", 0, "CM", false, 0, "")
		}
		f.RawWriteStr("EMC")
	}
	p.y += h
}

// codeSize returns the largest size, down to 7 pt, in which the code's
// cells fit the band, and the cells' width; ok is false when the code
// does not fit even in the smallest.
func (p *painter) codeSize() (size, cell float64, ok bool) {
	const minSize = 7.0
	for size = 20; size >= minSize; size-- {
		p.style(true, size, forest)
		cell = 0
		for _, r := range codeAlphabet + p.c.Code {
			cell = max(cell, p.width(string(r)))
		}
		cell += 0.4
		if cell*float64(utf8.RuneCountInString(p.c.Code)) <= innerWidth-2*bandPadding {
			return size, cell, true
		}
	}
	return minSize, cell, false
}

// pdfTextString writes s as a PDF text string in UTF-16 with its byte
// order mark, in hexadecimal, which needs no escaping.
func pdfTextString(s string) string {
	var b strings.Builder
	b.WriteString("<FEFF")
	for _, u := range utf16.Encode([]rune(s)) {
		fmt.Fprintf(&b, "%04X", u)
	}
	b.WriteString(">")
	return b.String()
}

// footer draws how to use the card and how to reach the spa, in small
// text above the panel's bottom edge.
func (p *painter) footer() {
	p.rule(innerWidth)
	p.gap(4)
	lead, other := p.byLanguage(lblHowToUse.En, lblHowToUse.Ar)
	p.block(lead, true, 9.5, 8, 2, forest)
	p.block(other, false, 9, 7.5, 2, muted)
	p.gap(2.5)
	lead, other = p.byLanguage(p.c.Address, p.c.AddressAr)
	if lead == "" {
		lead, other = other, ""
	}
	p.block(lead, false, 8.5, 7, 2, muted)
	p.block(other, false, 8.5, 7, 2, muted)
	var contact []string
	for _, s := range []string{p.c.Phone, p.c.Website} {
		if s != "" {
			contact = append(contact, s)
		}
	}
	p.block(strings.Join(contact, "   ·   "), false, 8.5, 7, 1, muted)
}
