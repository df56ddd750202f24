package dayspa_test

import (
	"math/rand"
	"strings"
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

// TestFAFRows: the FTA's tables in its order with their titles and
// columns, then the two master tables; the text defused and without
// commas; dates DD-MM-YYYY; amounts in AED with two decimals, a credit
// note's line negative.
func TestFAFRows(t *testing.T) {
	p := dayspa.VATPeriod{From: dayspa.Date{Year: 2026, Month: 10, Day: 1}, To: dayspa.Date{Year: 2026, Month: 12, Day: 31}}
	day := dayspa.Date{Year: 2026, Month: 11, Day: 2}
	docs := []dayspa.TaxDocument{
		{ID: 7, Kind: dayspa.KindCreditNote, Number: "CN-000001", IssueDate: day, VATRate: dayspa.StandardVATRate,
			CustomerName: "+Layla", Totals: dayspa.Totals{Net: 10000, VAT: 500},
			Lines: []dayspa.TaxLine{{Position: 1, Description: "Massage, 60 min", Net: 10000, VAT: 500}}},
		{ID: 8, Kind: dayspa.KindInvoice, Number: "INV-000009", IssueDate: day, VATRate: dayspa.StandardVATRate,
			CustomerName: "Guest", Buyer: &dayspa.Buyer{Name: "Gulf Hotels, LLC", TRN: "100999888700003"},
			Totals: dayspa.Totals{Net: 20000, VAT: 1000},
			Lines:  []dayspa.TaxLine{{Position: 1, Description: "Facial", Net: 20000, VAT: 1000}}},
	}
	h := dayspa.FAFHeader{Seller: dayspa.Seller{LegalName: "Serenity Spa LLC", LegalNameAr: "سيرينيتي سبا", TRN: "100123456700003"},
		Created: day, Product: "dayspa 1"}
	rows := dayspa.NewFAF(h, p, docs, nil).Rows()
	var titles []string
	for _, r := range rows { // a title is a row of one cell, a name's words and "Table" or "Total"
		if len(r) == 1 && (strings.HasSuffix(r[0], " Table") || strings.HasSuffix(r[0], " Total")) {
			titles = append(titles, r[0])
		}
	}
	want := []string{dayspa.FAFCompanyTable,
		dayspa.FAFPurchaseTable, "Supplier Purchase Listing Total",
		dayspa.FAFSupplyTable, "Customer Supply Listing Total",
		dayspa.FAFLedgerTable, "General Ledger Table Total",
		dayspa.FAFCustomerTable, "Customer Master Total", dayspa.FAFSupplierTable, "Supplier Master Total"}
	if strings.Join(titles, "|") != strings.Join(want, "|") {
		t.Fatalf("titles\n%q\nwant\n%q", titles, want)
	}
	columns := func(title string) string {
		for i, r := range rows {
			if len(r) == 1 && r[0] == title {
				return strings.Join(rows[i+1], ",")
			}
		}
		return ""
	}
	for title, want := range map[string]string{
		dayspa.FAFCompanyTable: "TaxablePersonNameEn,TaxablePersonNameAr,TRN,TaxAgencyName,TAN,TaxAgentName,TAAN," +
			"PeriodStart,PeriodEnd,FAFCreationDate,ProductVersion,FAFVersion",
		dayspa.FAFPurchaseTable: "SupplierName,SupplierCountry,SupplierTRN,InvoiceDate,InvoiceNo,PermitNo,TransactionID," +
			"LineNo,ProductDescription,PurchaseValueAED,VATValueAED,TaxCode,FCYCode,PurchaseFCY,VATFCY",
		"Supplier Purchase Listing Total": "PurchaseTotalAED,VATTotalAED,TransactionCountTotal",
		dayspa.FAFSupplyTable: "CustomerName,CustomerCountry,CustomerTRN,InvoiceDate,InvoiceNo,TransactionID,LineNo," +
			"ProductDescription,SupplyValueAED,VATValueAED,TaxCode,Country,FCYCode,SupplyFCY,VATFCY",
		"Customer Supply Listing Total": "SupplyTotalAED,VATTotalAED,TransactionCountTotal",
		dayspa.FAFLedgerTable: "TransactionDate,AccountID,AccountName,TransactionDescription,Name,TransactionID," +
			"SourceDocumentID,SourceType,Debit,Credit,Balance",
		"General Ledger Table Total": "TotalDebit,TotalCredit,TransactionCountTotal,GLTCurrency",
	} {
		if got := columns(title); got != want {
			t.Errorf("%s columns\n%s\nwant\n%s", title, got, want)
		}
	}
	company := rows[2]
	if company[0] != "Serenity Spa LLC" || company[1] != "سيرينيتي سبا" || company[2] != "100123456700003" ||
		company[7] != "01-10-2026" || company[8] != "31-12-2026" || company[9] != "02-11-2026" || company[11] != "FAFv1.0.0" {
		t.Errorf("company %q", company)
	}
	supply := map[string][]string{}
	for _, r := range rows {
		if len(r) == 15 && strings.HasPrefix(r[4], "CN-") || len(r) == 15 && strings.HasPrefix(r[4], "INV-") {
			supply[r[4]] = r
		}
	}
	cn := supply["CN-000001"]
	if cn == nil || cn[0] != "'+Layla" || cn[1] != "" || cn[3] != "02-11-2026" || cn[7] != "Massage  60 min" ||
		cn[8] != "-100.00" || cn[9] != "-5.00" || cn[10] != "SR" || cn[11] != "AE" || cn[12] != "AED" {
		t.Errorf("credit note's record %q", cn)
	}
	inv := supply["INV-000009"]
	if inv == nil || inv[0] != "Gulf Hotels  LLC" || inv[1] != "AE" || inv[2] != "100999888700003" || inv[8] != "200.00" {
		t.Errorf("invoice's record %q", inv)
	}
	for _, r := range rows {
		for _, c := range r {
			if strings.Contains(c, ",") {
				t.Errorf("a cell with a comma: %q in %q", c, r)
			}
		}
	}
	if dayspa.CSVText("=1+1") != "'=1+1" || dayspa.CSVText("Oils") != "Oils" || dayspa.CSVText("") != "" {
		t.Error("CSVText")
	}
}
