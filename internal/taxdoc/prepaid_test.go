package taxdoc

import (
	"testing"

	"github.com/dayspa/dayspa"
)

// finalInvoice: a massage of 380.00 whose deposit of 100.00 was invoiced at
// its receipt (INV-000120): the final invoice charges the rest.
func finalInvoice(t *testing.T) *dayspa.TaxDocument {
	pre := &dayspa.Prepayment{DocumentID: 120, Number: "INV-000120", Amount: 10000,
		VAT: dayspa.VATIn(10000, dayspa.StandardVATRate)}
	sale := dayspa.Sale{
		Lines:    []dayspa.SaleLine{{ServiceID: id(3), Description: "Balinese Massage (60 min)", UnitPrice: 38000, Quantity: 1}},
		Payments: []dayspa.Payment{{Method: dayspa.PayCash, Amount: 28000}},
	}
	p, err := dayspa.PriceSaleAfter(sale, testSeller(), pre)
	if err != nil {
		t.Fatal(err)
	}
	d := issue(t, dayspa.Sale{Lines: sale.Lines, Payments: []dayspa.Payment{{Method: dayspa.PayCash, Amount: 38000}}}, testSeller(), 124)
	d.Totals, d.Payments, d.Prepaid = p.Totals, sale.Payments, pre
	return d
}

// The final invoice shows the sale, the deposit deducted with its
// invoice's number, and what it charges, on paper and on screen.
func TestFinalInvoiceShowsTheDepositDeducted(t *testing.T) {
	d := finalInvoice(t)
	for name, text := range map[string]string{"pdf": pdfText(t, d), "html": func() string { s, _ := receiptText(t, d); return s }()} {
		t.Run(name, func(t *testing.T) {
			wantHTMLText(t, text, lblSaleTotal.En, lblPrepaid.En, lblPrepaidInvoice.En, "INV-000120",
				"AED 380.00", "AED 100.00", "AED 280.00")
			if name == "html" {
				wantHTMLText(t, text, lblSaleTotal.Ar, lblPrepaid.Ar, lblPrepaidInvoice.Ar)
			}
		})
	}
}
