package taxdoc

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"html/template"

	"github.com/dayspa/dayspa"
)

// ReceiptHTML renders the document as a page of its own: inline styles, no
// file or font fetched, laid out for an 80 mm desk printer and readable on
// a screen, English with the Arabic below each text (lang="ar",
// dir="rtl"). It opens the print dialog once loaded; the page is to be
// served with ReceiptCSP, which lets that one script run and nothing else.
func ReceiptHTML(d *dayspa.TaxDocument) []byte {
	var buf bytes.Buffer
	if err := receiptPage.Execute(&buf, receiptData(d)); err != nil {
		// The template and its data are the package's own: an error is a
		// bug, and the tests render every kind of document.
		panic(fmt.Sprintf("taxdoc: receipt: %v", err))
	}
	return buf.Bytes()
}

// printScript opens the print dialog when the page has loaded.
const printScript = `addEventListener("load",function(){print()})`

// ReceiptCSP is the content security policy to serve ReceiptHTML with: no
// fetch of any kind, inline styles, and only the print script.
var ReceiptCSP = func() string {
	sum := sha256.Sum256([]byte(printScript))
	return "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-" +
		base64.StdEncoding.EncodeToString(sum[:]) + "'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
}()

// htmlRow is a labelled value: the label in English and Arabic.
type htmlRow struct {
	En, Ar, Value, ValueAr string
	Strong                 bool
	Text                   bool // a text that may wrap, not a number
}

// Arabic reports whether the value is Arabic text (a name the desk typed
// in Arabic), to be marked as such.
func (r htmlRow) Arabic() bool { return HasArabic(r.Value) }

// htmlLine is a line of the document and the rows that tell it.
type htmlLine struct {
	Position    int
	Description string
	Arabic      bool // the description is in Arabic
	PriceReason string
	Rows        []htmlRow
}

// htmlSection is a heading and its rows.
type htmlSection struct {
	Title label
	Rows  []htmlRow
}

type htmlData struct {
	Title           label
	Number          string
	Seller          dayspa.Seller
	TRN, Licence    label
	Head            []htmlRow
	Buyer           *htmlSection
	DescriptionHead label
	Lines           []htmlLine
	Totals          []htmlRow
	Sections        []htmlSection
	Currency        label
	PrintScript     template.JS
}

func receiptData(d *dayspa.TaxDocument) htmlData {
	en, ar := d.Title()
	dateEn, dateAr := issueDate(d)
	data := htmlData{
		Title: label{en, ar}, Number: d.Number, Seller: d.Seller, TRN: lblTRN, Licence: lblLicence,
		DescriptionHead: lblDescription,
		PrintScript:     template.JS(printScript), Currency: lblCurrencyNoTx,
	}
	if withVAT(d) {
		data.Currency = lblCurrency
	}
	n := numberLabel(d)
	data.Head = []htmlRow{{En: n.En, Ar: n.Ar, Value: d.Number}, {En: lblIssued.En, Ar: lblIssued.Ar, Value: dateEn, ValueAr: dateAr}}
	if d.Kind == dayspa.KindCreditNote {
		data.Head = append(data.Head, htmlRow{En: lblCorrects.En, Ar: lblCorrects.Ar, Value: d.CorrectsNumber},
			htmlRow{En: lblReason.En, Ar: lblReason.Ar, Value: d.Reason, Text: true})
	}
	if showsBuyer(d) {
		b := &htmlSection{Title: lblBuyer, Rows: []htmlRow{{En: lblName.En, Ar: lblName.Ar, Value: d.Buyer.Name, Text: true},
			{En: lblAddress.En, Ar: lblAddress.Ar, Value: d.Buyer.Address, Text: true}}}
		if d.Buyer.TRN != "" {
			b.Rows = append(b.Rows, htmlRow{En: lblTRN.En, Ar: lblTRN.Ar, Value: d.Buyer.TRN})
		}
		data.Buyer = b
	} else if d.CustomerName != "" {
		data.Head = append(data.Head, htmlRow{En: lblGuest.En, Ar: lblGuest.Ar, Value: d.CustomerName, Text: true})
	}
	for _, l := range d.Lines {
		rows := []htmlRow{
			{En: lblQuantity.En, Ar: lblQuantity.Ar, Value: fmt.Sprint(l.Quantity)},
			{En: lblUnitPrice.En, Ar: lblUnitPrice.Ar, Value: l.UnitPrice.Grouped()},
			{En: lblDiscount.En, Ar: lblDiscount.Ar, Value: l.Discount.Grouped()},
		}
		if withVAT(d) {
			rows = append(rows,
				htmlRow{En: lblNet.En, Ar: lblNet.Ar, Value: l.Net.Grouped()},
				htmlRow{En: lblRate.En, Ar: lblRate.Ar, Value: rateText(d.VATRate)},
				htmlRow{En: lblVAT.En, Ar: lblVAT.Ar, Value: l.VAT.Grouped()})
		}
		rows = append(rows, htmlRow{En: lblAmount.En, Ar: lblAmount.Ar, Value: l.Amount.Grouped(), Strong: true})
		data.Lines = append(data.Lines, htmlLine{Position: l.Position, Description: l.Description,
			Arabic: HasArabic(l.Description), PriceReason: l.PriceReason, Rows: rows})
	}
	aed := func(m dayspa.Money) string { return dayspa.FormatPrice(m, dayspa.English) }
	if d.Discount > 0 {
		data.Totals = append(data.Totals, htmlRow{En: lblDiscount.En, Ar: lblDiscount.Ar, Value: aed(d.Discount)})
	}
	if pre := d.Prepaid; pre != nil {
		// The sale, less the deposit invoiced before: what follows is what
		// this invoice charges.
		data.Totals = append(data.Totals,
			htmlRow{En: lblSaleTotal.En, Ar: lblSaleTotal.Ar, Value: aed(dayspa.SumLines(d.Lines).Total)},
			htmlRow{En: lblPrepaid.En, Ar: lblPrepaid.Ar, Value: "−" + aed(pre.Amount)},
			htmlRow{En: lblPrepaidInvoice.En, Ar: lblPrepaidInvoice.Ar, Value: pre.Number, Text: true})
	}
	if withVAT(d) {
		vat := totalVATLabel(d)
		data.Totals = append(data.Totals, htmlRow{En: lblTotalNet.En, Ar: lblTotalNet.Ar, Value: aed(d.Net)},
			htmlRow{En: vat.En, Ar: vat.Ar, Value: aed(d.VAT)})
	}
	total := totalLabel(d)
	data.Totals = append(data.Totals, htmlRow{En: total.En, Ar: total.Ar, Value: aed(d.Total), Strong: true})
	if d.DiscountReason != "" {
		data.Totals = append(data.Totals, htmlRow{En: lblDiscountWhy.En, Ar: lblDiscountWhy.Ar, Value: d.DiscountReason, Text: true})
	}
	if len(d.Payments) > 0 {
		s := htmlSection{Title: paymentsLabel(d)}
		for _, p := range d.Payments {
			m := paymentLabel(p)
			s.Rows = append(s.Rows, htmlRow{En: m.En, Ar: m.Ar, Value: aed(p.Amount)})
		}
		data.Sections = append(data.Sections, s)
	}
	if t := d.Tips; t.Total() > 0 {
		s := htmlSection{Title: lblTips}
		if t.Cash > 0 {
			s.Rows = append(s.Rows, htmlRow{En: lblCash.En, Ar: lblCash.Ar, Value: aed(t.Cash)})
		}
		if t.Card > 0 {
			s.Rows = append(s.Rows, htmlRow{En: lblCard.En, Ar: lblCard.Ar, Value: aed(t.Card)})
		}
		s.Rows = append(s.Rows, htmlRow{En: lblTherapist.En, Ar: lblTherapist.Ar, Value: aed(t.TherapistShare)},
			htmlRow{En: lblSpa.En, Ar: lblSpa.Ar, Value: aed(t.SpaShare)})
		data.Sections = append(data.Sections, s)
	}
	return data
}

var receiptPage = template.Must(template.New("receipt").Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title.En}} {{.Number}}</title>
<style>
@page { size: 80mm auto; margin: 0 }
* { box-sizing: border-box }
html { background: #f5f0e8 }
body { margin: 0; font: 12px/1.4 "DejaVu Sans", "Noto Sans", "Noto Naskh Arabic", Arial, sans-serif; color: #1f2933 }
main { width: 80mm; margin: 0 auto; padding: 4mm; background: #fff }
@media screen { main { margin: 1.5rem auto; box-shadow: 0 1px 4px rgba(31, 41, 51, .2) } }
@media print { html { background: #fff } main { margin: 0 } }
h1, h2 { margin: 0; text-align: center; font-size: 15px }
h2 { margin-top: 3mm; font-size: 12px; border-bottom: 1px solid #b08d57 }
[lang="ar"] { display: block; direction: rtl; text-align: right }
h1 [lang="ar"], h2 [lang="ar"], .seller [lang="ar"] { text-align: center }
.seller { text-align: center; margin: 2mm 0; border-bottom: 1px dashed #52606d; padding-bottom: 2mm }
.seller p { margin: 0 }
table { width: 100%; border-collapse: collapse }
th, td { padding: .5mm 0; vertical-align: top; text-align: left; font-weight: normal }
td.value { text-align: right; white-space: nowrap; padding-left: 2mm }
td.value [lang="ar"] { white-space: normal }
td.value.text { white-space: normal; overflow-wrap: anywhere; width: 60% }
.strong th, .strong td { font-weight: bold }
.label { color: #52606d }
.line { border-top: 1px dashed #52606d }
.line th[scope="rowgroup"] { font-weight: bold; padding-top: 1mm }
.line .label, .line .value { font-size: 11px }
.pair { display: flex; justify-content: space-between; gap: 2mm }
.pair [lang="ar"] { display: inline }
.why { color: #52606d; font-size: 11px }
.totals { border-top: 2px solid #1f2933; margin-top: 1mm }
.note { margin-top: 3mm; color: #52606d; font-size: 10px; text-align: center }
.note [lang="ar"] { text-align: center }
</style>
</head>
<body>
<main>
<h1>{{.Title.En}} <span lang="ar" dir="rtl">{{.Title.Ar}}</span></h1>
<div class="seller">
<p><strong>{{.Seller.LegalName}}</strong></p>
{{- with .Seller.LegalNameAr}}<p lang="ar" dir="rtl"><strong>{{.}}</strong></p>{{end}}
<p>{{.Seller.Address}}</p>
{{- with .Seller.AddressAr}}<p lang="ar" dir="rtl">{{.}}</p>{{end}}
{{- if .Seller.TRN}}<p>{{.TRN.En}} {{.Seller.TRN}} <span lang="ar" dir="rtl">{{.TRN.Ar}}: {{.Seller.TRN}}</span></p>{{end}}
{{- if .Seller.TradeLicence}}<p>{{.Licence.En}} {{.Seller.TradeLicence}} <span lang="ar" dir="rtl">{{.Licence.Ar}}: {{.Seller.TradeLicence}}</span></p>{{end}}
</div>
<table>
{{- range .Head}}{{template "row" .}}{{end}}
</table>
{{- with .Buyer}}
<h2>{{.Title.En}} <span lang="ar" dir="rtl">{{.Title.Ar}}</span></h2>
<table>{{range .Rows}}{{template "row" .}}{{end}}</table>
{{- end}}
<h2>{{.DescriptionHead.En}} <span lang="ar" dir="rtl">{{.DescriptionHead.Ar}}</span></h2>
<table>
{{- range .Lines}}
<tbody class="line">
<tr><th scope="rowgroup" colspan="2">{{.Position}}. {{if .Arabic}}<span lang="ar" dir="rtl">{{.Description}}</span>{{else}}{{.Description}}{{end}}
{{- with .PriceReason}}<div class="why">Price: <bdi>{{.}}</bdi></div>{{end}}</th></tr>
{{- range .Rows}}{{template "row" .}}{{end}}
</tbody>
{{- end}}
</table>
<table class="totals">
{{- range .Totals}}{{template "row" .}}{{end}}
</table>
{{- range .Sections}}
<h2>{{.Title.En}} <span lang="ar" dir="rtl">{{.Title.Ar}}</span></h2>
<table>{{range .Rows}}{{template "row" .}}{{end}}</table>
{{- end}}
<p class="note">{{.Currency.En}} <span lang="ar" dir="rtl">{{.Currency.Ar}}</span></p>
</main>
<script>{{.PrintScript}}</script>
</body>
</html>
{{define "row"}}
<tr{{if .Strong}} class="strong"{{end}}><th scope="row" class="label"><span class="pair"><span>{{.En}}</span> <span lang="ar" dir="rtl">{{.Ar}}</span></span></th><td class="value{{if .Text}} text{{end}}"><bdi{{if .Arabic}} lang="ar" dir="rtl"{{end}}>{{.Value}}</bdi>{{with .ValueAr}} <span lang="ar" dir="rtl">{{.}}</span>{{end}}</td></tr>
{{- end}}`))
