package taxdoc

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/arabictext"
)

// pdfText renders the document as a PDF and returns its text as pdftotext
// (poppler-utils; `make pdftotext` installs it) extracts it: normalised
// with NFKC, so that Arabic presentation forms read as their letters, and
// without the direction marks poppler puts around right-to-left words.
func pdfText(t *testing.T, d *dayspa.TaxDocument) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Fatal("pdftotext is needed (make pdftotext installs poppler-utils)")
	}
	b, err := PDF(d)
	if err != nil {
		t.Fatalf("PDF: %v", err)
	}
	if !bytes.HasPrefix(b, []byte("%PDF-")) {
		t.Fatalf("not a PDF: %q", b[:min(len(b), 20)])
	}
	path := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	text := strings.Map(func(r rune) rune {
		if r >= 0x202A && r <= 0x202E || r == 0x200E || r == 0x200F {
			return -1
		}
		return r
	}, norm.NFKC.String(string(out)))
	return text
}

// arabicPhrases returns the stretches of Arabic words in s: pdftotext puts
// each back into reading order, while where it places the numbers and
// punctuation between them is its own choice.
func arabicPhrases(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !(arabictext.RightToLeftRune(r) && r != 0x060C || r == ' ')
	})
}

// wantText fails for each text not found in the extracted text; an
// Arabic text is looked for phrase by phrase.
func wantText(t *testing.T, text string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !HasArabic(w) {
			if !strings.Contains(text, w) {
				t.Errorf("the PDF's text lacks %q", w)
			}
			continue
		}
		for _, p := range arabicPhrases(w) {
			if p = strings.TrimSpace(p); p != "" && !strings.Contains(text, p) {
				t.Errorf("the PDF's text lacks %q (of %q)", p, w)
			}
		}
	}
}

// sellerAndDocumentFields are what every document shows of its seller, its
// number and its day, its lines and its totals.
func sellerAndDocumentFields(d *dayspa.TaxDocument) []string {
	en, ar := d.Title()
	s := d.Seller
	n := numberLabel(d)
	dateEn, dateAr := issueDate(d)
	want := []string{en, ar, s.LegalName, s.LegalNameAr, s.Address, s.AddressAr,
		lblLicence.En + " " + s.TradeLicence, lblLicence.Ar, n.En, n.Ar, d.Number,
		lblIssued.En, lblIssued.Ar, dateEn, dateAr,
		lblDescription.En, lblDescription.Ar, lblQuantity.En, lblQuantity.Ar, lblUnitPrice.En, lblUnitPrice.Ar,
		lblDiscount.En, lblDiscount.Ar, lblAmount.En, lblAmount.Ar,
		totalLabel(d).En, totalLabel(d).Ar, dayspa.FormatPrice(d.Total, dayspa.English)}
	for _, l := range d.Lines {
		want = append(want, l.Description, l.UnitPrice.Grouped(), l.Discount.Grouped(), l.Amount.Grouped())
		if withVAT(d) {
			want = append(want, l.Net.Grouped(), l.VAT.Grouped())
		}
	}
	if withVAT(d) {
		vat := totalVATLabel(d)
		want = append(want, lblTRN.En+" "+s.TRN, lblTRN.Ar, lblNet.En, lblNet.Ar, lblRate.En, lblRate.Ar, "5 %",
			lblVAT.En, lblVAT.Ar, lblTotalNet.En, lblTotalNet.Ar, dayspa.FormatPrice(d.Net, dayspa.English),
			vat.En, vat.Ar, dayspa.FormatPrice(d.VAT, dayspa.English))
	}
	for _, p := range d.Payments {
		m := paymentLabel(p)
		want = append(want, paymentsLabel(d).En, paymentsLabel(d).Ar, m.En, m.Ar, dayspa.FormatPrice(p.Amount, dayspa.English))
	}
	return want
}

func TestPDF_SimplifiedInvoiceCarriesEveryField(t *testing.T) {
	d := simplifiedInvoice(t)
	text := pdfText(t, d)
	wantText(t, text, sellerAndDocumentFields(d)...)
	// The sale's discount and why; the price changed and why; the guest.
	wantText(t, text, dayspa.FormatPrice(d.Discount, dayspa.English), lblDiscountWhy.En, lblDiscountWhy.Ar,
		"Birthday month", "Regular guest", lblGuest.En, lblGuest.Ar, "Layla Haddad")
	// Tips, apart from the invoice, with the shares.
	wantText(t, text, lblTips.En, lblTips.Ar, lblTherapist.En, lblTherapist.Ar, lblSpa.En, lblSpa.Ar,
		"AED 20.00", "AED 30.00")
	// A simplified invoice names no buyer.
	if strings.Contains(text, lblBuyer.En) {
		t.Error("a simplified invoice shows a buyer")
	}
}

func TestPDF_FullInvoiceNamesTheBuyer(t *testing.T) {
	d := fullInvoice(t)
	if d.Format != dayspa.FormatFull {
		t.Fatalf("format = %q, want full", d.Format)
	}
	text := pdfText(t, d)
	wantText(t, text, sellerAndDocumentFields(d)...)
	wantText(t, text, lblBuyer.En, lblBuyer.Ar, lblName.En, lblName.Ar, d.Buyer.Name, lblAddress.En, lblAddress.Ar,
		"Al Moosa Tower", d.Buyer.TRN, "Tax Invoice", "فاتورة ضريبية")
	if strings.Contains(text, "Simplified") || strings.Contains(text, lblTips.En) {
		t.Error("a full invoice without tips says Simplified or shows tips")
	}
}

func TestPDF_CreditNoteNamesTheInvoiceAndWhy(t *testing.T) {
	for _, d := range []*dayspa.TaxDocument{func() *dayspa.TaxDocument { cn, _ := creditNote(t); return cn }(), creditNoteFull(t)} {
		text := pdfText(t, d)
		wantText(t, text, sellerAndDocumentFields(d)...)
		wantText(t, text, "Tax Credit Note", "إشعار دائن ضريبي", lblCorrects.En, lblCorrects.Ar, d.CorrectsNumber,
			lblReason.En, lblReason.Ar, d.Reason)
		if d.Buyer != nil {
			wantText(t, text, d.Buyer.Name, d.Buyer.TRN)
		}
	}
}

func TestPDF_ReceiptOfASpaNotRegisteredHasNoVAT(t *testing.T) {
	d := receipt(t)
	if d.Format != dayspa.FormatReceipt {
		t.Fatalf("format = %q, want receipt", d.Format)
	}
	text := pdfText(t, d)
	wantText(t, text, sellerAndDocumentFields(d)...)
	wantText(t, text, "Receipt", "إيصال", lblTips.En)
	for _, no := range []string{"VAT", "TRN", "Tax", "ضريبة", "الضريبي"} {
		if strings.Contains(text, no) {
			t.Errorf("a receipt without VAT says %q", no)
		}
	}
}

func TestPDF_ManyLinesBreakOntoPagesWithTheHeaderRepeated(t *testing.T) {
	sale := dayspa.Sale{Payments: nil}
	var total dayspa.Money
	for i := range dayspa.MaxSaleLines {
		sale.Lines = append(sale.Lines, dayspa.SaleLine{Description: "Aroma candle no. " + string(rune('A'+i%26)), UnitPrice: 1000, Quantity: 1})
		total += 1000
	}
	sale.Payments = []dayspa.Payment{{Method: dayspa.PayCash, Amount: total}}
	d := issue(t, sale, testSeller(), 9)
	text := pdfText(t, d)
	if n := strings.Count(text, lblUnitPrice.En); n < 2 {
		t.Errorf("the lines' header appears %d times over the pages, want it on each", n)
	}
	if !strings.Contains(text, "page 2 of") {
		t.Error("50 lines fit one page?")
	}
	wantText(t, text, "AED 500.00")
	if strings.Count(text, "Aroma candle") != dayspa.MaxSaleLines {
		t.Errorf("%d lines in the text, want %d", strings.Count(text, "Aroma candle"), dayspa.MaxSaleLines)
	}
}

func TestPDF_ArabicTheDeskTypedReadsBack(t *testing.T) {
	d := arabicBuyerInvoice(t)
	text := pdfText(t, d)
	wantText(t, text, d.Buyer.Name, d.Buyer.Address, d.Lines[0].Description, d.Buyer.TRN)
}

func TestPDF_WhateverTheDeskTypedStillMakesAPDF(t *testing.T) {
	d := simplifiedInvoice(t)
	d.Lines[0].Description = "Rose ritual 🌸 " + strings.Repeat("x", 300)
	d.Lines[1].Description = "حمام مغربي (تقليدي) مع 2 مناشف، و«زيت» الأرغان"
	d.Lines[2].Description = "\u200f\u202eMixed عربي and English 50%\u202c"
	text := pdfText(t, d)
	wantText(t, text, "Rose ritual", "حمام مغربي", "تقليدي", "الأرغان", d.Lines[2].Amount.Grouped())
}

func TestPDF_LongAddressesWrapInTheirHalf(t *testing.T) {
	d := fullInvoice(t)
	d.Seller.Address = "Spa level, Jumeirah Beach Hotel, 2nd December Street, Umm Suqeim 3, next to the Wild Wadi Waterpark, Dubai, UAE"
	d.Seller.AddressAr = "طابق السبا، فندق جميرا بيتش، شارع الثاني من ديسمبر، أم سقيم 3، بجوار حديقة وايلد وادي المائية، دبي، الإمارات العربية المتحدة"
	text := pdfText(t, d)
	// Rows of each half, in order; pdftotext reads the halves' rows in
	// turn, so a phrase is looked for within a row.
	wantText(t, text, "Spa level, Jumeirah Beach Hotel", "Wild Wadi", "Dubai, UAE", "حديقة وايلد وادي المائية", "طابق السبا", "فندق جميرا بيتش")
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, "Spa level") && strings.Contains(l, "Dubai, UAE") {
			t.Errorf("the long address is one row: %q", l)
		}
	}
}
