package dayspa_test

import (
	"math/rand"
	"testing"

	"github.com/dayspa/dayspa"
)

// TestFAFTotalsAreTheVATSummarys: on the summary's generated documents
// (vatDocs), some split into lines and some made out to a buyer with a
// TRN, the audit file's totals are NewVATSummary's figures to the fils,
// its records those of the same documents, credit notes negative.
func TestFAFTotalsAreTheVATSummarys(t *testing.T) {
	r := rand.New(rand.NewSource(34))
	p := dayspa.VATPeriod{From: dayspa.Date{Year: 2026, Month: 10, Day: 1}, To: dayspa.Date{Year: 2026, Month: 12, Day: 31}}
	docs, exps := vatDocs(r, p, 500)
	for i := range docs {
		d := &docs[i]
		if i%2 == 0 { // two lines whose sums are the document's
			n, v := d.Net/3, d.VAT/3
			d.Lines = []dayspa.TaxLine{{Position: 1, Description: "Massage", Net: n, VAT: v},
				{Position: 2, Description: "=Oil", Net: d.Net - n, VAT: d.VAT - v}}
		}
		if i%7 == 0 {
			d.Buyer = &dayspa.Buyer{Name: "Gulf Hotels LLC", TRN: "100999888700003"}
		}
	}
	s := dayspa.NewVATSummary(p, docs, exps)
	f := dayspa.NewFAF(dayspa.FAFHeader{}, p, docs, exps)
	if f.SupplyTotal != s.NetSupplies || f.SupplyVATTotal != s.NetOutputVAT ||
		f.PurchaseTotal != s.ExpensesAmount-s.InputVAT || f.PurchaseVATTotal != s.InputVAT {
		t.Errorf("FAF totals %s %s %s %s, summary %s %s %s %s", f.SupplyTotal, f.SupplyVATTotal, f.PurchaseTotal,
			f.PurchaseVATTotal, s.NetSupplies, s.NetOutputVAT, s.ExpensesAmount-s.InputVAT, s.InputVAT)
	}
	if f.SupplyCount != len(s.Invoices)+len(s.CreditNotes) || f.PurchaseCount != len(s.Expenses) {
		t.Errorf("counts %d %d", f.SupplyCount, f.PurchaseCount)
	}
	sign := map[int64]dayspa.Money{}
	for _, d := range s.Invoices {
		sign[d.ID] = 1
	}
	for _, d := range s.CreditNotes {
		sign[d.ID] = -1
	}
	var value, vat dayspa.Money
	for _, l := range f.Supplies {
		if sign[l.Transaction] == 0 || l.Value*sign[l.Transaction] < 0 {
			t.Fatalf("supply %+v", l)
		}
		value, vat = value+l.Value, vat+l.VAT
	}
	if value != f.SupplyTotal || vat != f.SupplyVATTotal {
		t.Errorf("records sum to %s %s, totals %s %s", value, vat, f.SupplyTotal, f.SupplyVATTotal)
	}
	if len(f.Customers) != 1 || f.Customers[0].TRN != "100999888700003" {
		t.Errorf("customers %+v", f.Customers)
	}
}

// TestFAFRows: the tables in order, the text defused, amounts in AED with
// two decimals, a credit note's line negative.
func TestFAFRows(t *testing.T) {
	p := dayspa.VATPeriod{From: dayspa.Date{Year: 2026, Month: 10, Day: 1}, To: dayspa.Date{Year: 2026, Month: 12, Day: 31}}
	day := dayspa.Date{Year: 2026, Month: 11, Day: 2}
	docs := []dayspa.TaxDocument{
		{ID: 7, Kind: dayspa.KindCreditNote, Number: "CN-000001", IssueDate: day, VATRate: dayspa.StandardVATRate,
			CustomerName: "+Layla", Totals: dayspa.Totals{Net: 10000, VAT: 500},
			Lines: []dayspa.TaxLine{{Position: 1, Description: "Massage", Net: 10000, VAT: 500}}},
	}
	h := dayspa.FAFHeader{Seller: dayspa.Seller{LegalName: "Serenity Spa LLC", LegalNameAr: "سيرينيتي سبا", TRN: "100123456700003"},
		Created: day, Product: "dayspa 1"}
	rows := dayspa.NewFAF(h, p, docs, nil).Rows()
	var titles []string
	for i, r := range rows {
		if len(r) == 1 && i+1 < len(rows) && len(rows[i+1]) > 1 {
			titles = append(titles, r[0])
		}
	}
	want := []string{dayspa.FAFCompanyTable, dayspa.FAFCustomerTable, dayspa.FAFSupplierTable, dayspa.FAFPurchaseTable,
		dayspa.FAFSupplyTable, dayspa.FAFLedgerTable}
	if len(titles) != len(want) {
		t.Fatalf("titles %v, want %v", titles, want)
	}
	company := rows[2]
	if company[0] != "Serenity Spa LLC" || company[1] != "سيرينيتي سبا" || company[2] != "100123456700003" ||
		company[7] != "2026-10-01" || company[8] != "2026-12-31" || company[9] != "2026-11-02" || company[11] != "FAFv1.0.0" {
		t.Errorf("company %q", company)
	}
	var supply []string
	for _, r := range rows {
		if len(r) == 15 && r[3] == "CN-000001" {
			supply = r
		}
	}
	if supply == nil || supply[0] != "'+Layla" || supply[8] != "-100.00" || supply[9] != "-5.00" || supply[11] != "AE" ||
		supply[12] != "AED" {
		t.Errorf("supply record %q", supply)
	}
	if dayspa.CSVText("=1+1") != "'=1+1" || dayspa.CSVText("Oils") != "Oils" || dayspa.CSVText("") != "" {
		t.Error("CSVText")
	}
}
