package taxdoc

import (
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"

	"github.com/dayspa/dayspa"
)

// TestGiftCardPaymentOnEveryForm: a payment from a gift card reads "Gift
// card …PQRS-T" on the receipt and the PDF, by the end of its code only,
// and is payment means code 1 (instrument not defined) in UBL.
func TestGiftCardPaymentOnEveryForm(t *testing.T) {
	code := "ABCD-EFGH-JKMN-PQRS-T"
	sale := dayspa.Sale{
		Lines: []dayspa.SaleLine{{ServiceID: id(5), Description: "Hot Stone Massage", UnitPrice: 35000, Quantity: 1}},
		Payments: []dayspa.Payment{
			{Method: dayspa.PayEntitlement, Amount: 20000, CardHint: dayspa.CodeHint(code), EntitlementID: 3},
			{Method: dayspa.PayCash, Amount: 15000},
		},
		Buyer: &dayspa.Buyer{Name: "Gulf Events Trading L.L.C.", Address: "Sheikh Zayed Road, Dubai", TRN: "100987654300003"},
	}
	d := issue(t, sale, testSeller(), 130)

	text, _ := receiptText(t, d)
	wantHTMLText(t, text, "Gift card …PQRS-T", lblGiftCard.Ar, "200.00", lblCash.En, "150.00")
	if pdf := pdfText(t, d); !strings.Contains(pdf, norm.NFKC.String("Gift card …PQRS-T")) { // pdfText's NFKC: "..."
		t.Errorf("the PDF does not name the gift card's payment:\n%s", pdf)
	}
	if strings.Contains(text, code) {
		t.Errorf("the receipt shows the card's whole code")
	}
	x, err := UBL(d)
	if err != nil {
		t.Fatalf("UBL: %v", err)
	}
	if msg := validateUBL(t, "Invoice", x); msg != "" {
		t.Fatalf("not valid UBL 2.1:\n%s\n%s", msg, x)
	}
	if got := xpath(t, x, "PaymentMeansCode"); len(got) != 2 || got[0] != "1" || got[1] != "10" {
		t.Errorf("payment means codes %v, want [1 10]: the gift card's, then cash", got)
	}
}

// TestPackageSessionOnEveryForm: a package's session reads "Package
// …PQRS-T, 1 session" on the receipt and the PDF, at 0.00 (the line it
// pays is discounted in full: the package's own invoice charged its VAT),
// and pays nothing in UBL, where only the cash is a payment means.
func TestPackageSessionOnEveryForm(t *testing.T) {
	code := "ABCD-EFGH-JKMN-PQRS-T"
	sale := dayspa.Sale{
		Lines: []dayspa.SaleLine{
			{ServiceID: id(5), Description: "Hot Stone Massage", UnitPrice: 35000, Quantity: 1, Discount: 35000, Covered: 1},
			{Description: "Aroma oil", UnitPrice: 4000, Quantity: 1},
		},
		Payments: []dayspa.Payment{
			{Method: dayspa.PayEntitlement, Sessions: 1, Kind: dayspa.KindPackage, CardHint: dayspa.CodeHint(code), EntitlementID: 3},
			{Method: dayspa.PayCash, Amount: 4000},
		},
		Buyer: &dayspa.Buyer{Name: "Gulf Events Trading L.L.C.", Address: "Sheikh Zayed Road, Dubai", TRN: "100987654300003"},
	}
	d := issue(t, sale, testSeller(), 131)

	text, _ := receiptText(t, d)
	wantHTMLText(t, text, "Package …PQRS-T, 1 session", lblPackage.Ar+" ("+lblSessions.Ar+": 1)", "0.00", lblCash.En, "40.00")
	if pdf := pdfText(t, d); !strings.Contains(pdf, norm.NFKC.String("Package …PQRS-T, 1 session")) {
		t.Errorf("the PDF does not name the package's session:\n%s", pdf)
	}
	x, err := UBL(d)
	if err != nil {
		t.Fatalf("UBL: %v", err)
	}
	if msg := validateUBL(t, "Invoice", x); msg != "" {
		t.Fatalf("not valid UBL 2.1:\n%s\n%s", msg, x)
	}
	if got := xpath(t, x, "PaymentMeansCode"); len(got) != 1 || got[0] != "10" {
		t.Errorf("payment means codes %v, want [10]: the session paid nothing here", got)
	}
}
