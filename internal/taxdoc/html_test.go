package taxdoc

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/dayspa/dayspa"
)

// receiptText parses the page and returns its visible text, one space
// between texts, and the page's tree.
func receiptText(t *testing.T, d *dayspa.TaxDocument) (string, *html.Node) {
	t.Helper()
	page := ReceiptHTML(d)
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && (n.Data == "style" || n.Data == "script" || n.Data == "title") {
			return
		}
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
			b.WriteByte(' ')
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return strings.Join(strings.Fields(b.String()), " "), doc
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// wantHTMLText fails for each text the page does not show.
func wantHTMLText(t *testing.T, text string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, strings.Join(strings.Fields(w), " ")) {
			t.Errorf("the page lacks %q", w)
		}
	}
}

func TestReceiptHTML_CarriesEveryFieldInBothLanguages(t *testing.T) {
	cn, _ := creditNote(t)
	for name, d := range map[string]*dayspa.TaxDocument{
		"simplified": simplifiedInvoice(t), "full": fullInvoice(t), "credit note": cn, "receipt": receipt(t),
	} {
		t.Run(name, func(t *testing.T) {
			text, _ := receiptText(t, d)
			wantHTMLText(t, text, sellerAndDocumentFields(d)...)
			if d.Kind == dayspa.KindCreditNote {
				wantHTMLText(t, text, lblCorrects.En, lblCorrects.Ar, d.CorrectsNumber, lblReason.En, lblReason.Ar, d.Reason)
			}
			if d.Format == dayspa.FormatFull {
				wantHTMLText(t, text, lblBuyer.En, lblBuyer.Ar, d.Buyer.Name, d.Buyer.Address, d.Buyer.TRN)
			}
			if d.Tips.Total() > 0 {
				wantHTMLText(t, text, lblTips.En, lblTips.Ar, lblTherapist.En, lblSpa.Ar,
					dayspa.FormatPrice(d.Tips.TherapistShare, dayspa.English))
			}
			if d.Format == dayspa.FormatReceipt {
				for _, no := range []string{"VAT", "TRN", "ضريبة", "الضريبي"} {
					if strings.Contains(text, no) {
						t.Errorf("a receipt without VAT says %q", no)
					}
				}
			}
		})
	}
}

func TestReceiptHTML_ArabicIsMarkedRightToLeft(t *testing.T) {
	_, doc := receiptText(t, simplifiedInvoice(t))
	checkArabicMarked(t, doc)
	// What the desk typed in Arabic too: a buyer's name, a line.
	text, doc := receiptText(t, arabicBuyerInvoice(t))
	wantHTMLText(t, text, "شركة الخليج للفعاليات", "تدليك بالأحجار الساخنة")
	checkArabicMarked(t, doc)
}

func checkArabicMarked(t *testing.T, doc *html.Node) {
	t.Helper()
	if attr(doc.FirstChild.NextSibling, "lang") != "en" {
		t.Error(`the page is not lang="en"`)
	}
	arabic := 0
	var walk func(n *html.Node, lang, dir string)
	walk = func(n *html.Node, lang, dir string) {
		if n.Type == html.ElementNode {
			if v := attr(n, "lang"); v != "" {
				lang = v
			}
			if v := attr(n, "dir"); v != "" {
				dir = v
			}
		}
		if n.Type == html.TextNode && HasArabic(n.Data) {
			arabic++
			if lang != "ar" || dir != "rtl" {
				t.Errorf("Arabic %q is in lang=%q dir=%q", n.Data, lang, dir)
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, lang, dir)
		}
	}
	walk(doc, "", "")
	if arabic < 20 {
		t.Errorf("only %d Arabic texts on the page", arabic)
	}
}

func TestReceiptHTML_PrintsOn80mmAndFetchesNothing(t *testing.T) {
	page := string(ReceiptHTML(simplifiedInvoice(t)))
	if !strings.Contains(page, "@page { size: 80mm auto; margin: 0 }") {
		t.Error("the page is not laid out for an 80 mm printer")
	}
	for _, ref := range []string{"src=", "href=", "url(", "@import", "http"} {
		if strings.Contains(page, ref) {
			t.Errorf("the page fetches something: %q", ref)
		}
	}
	// The one script is the one ReceiptCSP lets run, by its hash.
	_, doc := receiptText(t, simplifiedInvoice(t))
	var scripts []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "script" {
			scripts = append(scripts, n.FirstChild.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	if len(scripts) != 1 {
		t.Fatalf("%d scripts, want the print script alone", len(scripts))
	}
	sum := sha256.Sum256([]byte(scripts[0]))
	if hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"; !strings.Contains(ReceiptCSP, "script-src "+hash) {
		t.Errorf("ReceiptCSP %q does not allow the page's script (%s)", ReceiptCSP, hash)
	}
	if !strings.Contains(ReceiptCSP, "default-src 'none'") {
		t.Errorf("ReceiptCSP %q allows fetching", ReceiptCSP)
	}
}

func TestReceiptHTML_EscapesWhatTheDeskTyped(t *testing.T) {
	d := simplifiedInvoice(t)
	d.Lines[2].Description = `<img src=x onerror=alert(1)> oil`
	page := string(ReceiptHTML(d))
	if strings.Contains(page, "<img") {
		t.Error("a line's description is written as markup")
	}
	text, _ := receiptText(t, d)
	wantHTMLText(t, text, "<img src=x onerror=alert(1)> oil")
}
