package dayspa

import (
	"fmt"
	"strconv"
	"strings"
)

// The FTA Audit File (FAF): the file the UAE Federal Tax Authority may ask
// a VAT-registered business for, in the CSV form of its audit file,
// version FAFv1.0.0 (docs/product.md, "FTA Audit File").
//
// Layout, as the FTA's requirements for tax accounting software set it
// out (their appendix on the FAF, October 2017; the same titles and
// columns as certified accounting software writes): a run of tables, each
// a title row, a row of column names and its records; a listing is
// followed by its totals, a title row ("… Total"), the totals' names and
// the totals row, so that a reader finds a table by its title and a total
// by its name. In the FTA's order:
//   - Company Information Table: TaxablePersonNameEn and …Ar, TRN, tax
//     agency and agent (blank: the spa files for itself), PeriodStart,
//     PeriodEnd, FAFCreationDate, ProductVersion, FAFVersion;
//   - Supplier Purchase Listing Table: SupplierName, SupplierCountry,
//     SupplierTRN, InvoiceDate, InvoiceNo, PermitNo, TransactionID, LineNo,
//     ProductDescription, PurchaseValueAED, VATValueAED, TaxCode and the
//     foreign-currency columns; PurchaseTotalAED, VATTotalAED,
//     TransactionCountTotal;
//   - Customer Supply Listing Table: CustomerName, CustomerCountry,
//     CustomerTRN, InvoiceDate, InvoiceNo, TransactionID, LineNo,
//     ProductDescription, SupplyValueAED, VATValueAED, TaxCode, Country (of
//     the supply) and the foreign-currency columns; SupplyTotalAED,
//     VATTotalAED, TransactionCountTotal;
//   - General Ledger Table: TransactionDate … Balance; TotalDebit,
//     TotalCredit, TransactionCountTotal, GLTCurrency.
// Two master tables follow the FTA's four, the customers with a TRN and
// the suppliers, so that an auditor finds every party a listing names
// without a reader of the four being disturbed by them.
//
// The FTA's form has no quoting: commas separate cells and none may be
// inside one, so a comma in a name or description is written as a space
// (fafText); dates are DD-MM-YYYY; amounts have two decimals, from fils,
// never a float.
//
// What the spa's data holds, and so what the file says:
//   - the documents and expenses are exactly those of the VAT summary of
//     the period (NewVATSummary's: standard-rated documents issued on the
//     period's days, expenses with VAT dated in it), so that the supply
//     totals are its net supplies and output VAT due, and the purchase
//     totals its expenses without their VAT and its input VAT, to the
//     fils;
//   - a supply record is a document's line; a credit note's lines are
//     negative (it takes back what its invoice supplied);
//   - a purchase record is an expense: it has one line, no supplier TRN
//     and no supplier invoice number (the spa records neither); its
//     supplier is in the UAE (SupplierCountry AE), since only a UAE
//     supplier's invoice carries the 5 % VAT an expense records;
//   - a customer with a TRN is registered in the UAE (CustomerCountry AE);
//     a guest's country is not known, so it is blank;
//   - every amount is in AED, so the foreign-currency columns repeat it
//     with FCYCode AED; the spa imports nothing, so PermitNo is blank;
//   - the spa keeps no double-entry ledger: the general ledger table is
//     written with its columns and zero totals, never left out, as is
//     every table with nothing in it.
//
// TransactionCountTotal counts transactions (documents, expenses), not
// records: the VAT summary lists as many.

// FAFVersion is the version of the audit file's format written.
const FAFVersion = "FAFv1.0.0"

// FAFTaxCode is the tax code of a standard-rated (5 %) record: the only
// rate the file's documents and expenses carry.
const FAFTaxCode = "SR"

// FAFHeader is what the company table says besides the period: the
// taxable person as its documents name it, the day the file was made (in
// Dubai) and the software that made it.
type FAFHeader struct {
	Seller  Seller
	Created Date
	Product string // name and version: "dayspa 1.4.0"
	Country string // ISO 3166-1 alpha-2 of the supplies: AE
}

// FAFParty is a customer or supplier of the master tables.
type FAFParty struct {
	Name, TRN string
}

// FAFSupply is a record of the supply listing: a line of a document.
type FAFSupply struct {
	Customer    FAFParty
	Date        Date
	InvoiceNo   string
	Transaction int64 // the document's id
	Line        int
	Description string
	Value, VAT  Money // negative on a credit note
}

// FAFPurchase is a record of the purchase listing: an expense with VAT.
type FAFPurchase struct {
	Supplier    FAFParty
	Date        Date
	Transaction int64 // the expense's id
	Description string
	Value, VAT  Money // Value is what the expense cost without VAT
}

// FAF is an audit file: its header, period, tables and their totals. Each
// total is the sum of its table's records.
type FAF struct {
	FAFHeader
	Period                          VATPeriod
	Customers, Suppliers            []FAFParty
	Supplies                        []FAFSupply
	Purchases                       []FAFPurchase
	SupplyTotal, SupplyVATTotal     Money
	PurchaseTotal, PurchaseVATTotal Money
	SupplyCount, PurchaseCount      int
}

// NewFAF builds the audit file of p from docs and expenses, taking the
// same ones NewVATSummary takes, in their order.
// docs must carry their lines and buyers.
func NewFAF(h FAFHeader, p VATPeriod, docs []TaxDocument, expenses []Expense) FAF {
	f := FAF{FAFHeader: h, Period: p, Customers: []FAFParty{}, Suppliers: []FAFParty{},
		Supplies: []FAFSupply{}, Purchases: []FAFPurchase{}}
	if f.Country == "" { // the spa supplies in Dubai
		f.Country = "AE"
	}
	trns := map[string]bool{}
	for _, d := range docs {
		if !vatDocumentIn(p, d) {
			continue
		}
		sign := Money(1)
		if d.Kind == KindCreditNote {
			sign = -1
		}
		customer := FAFParty{Name: d.CustomerName}
		if d.Buyer != nil {
			customer = FAFParty{Name: strings.TrimSpace(d.Buyer.Name), TRN: strings.TrimSpace(d.Buyer.TRN)}
			if customer.Name == "" {
				customer.Name = d.CustomerName
			}
		}
		if customer.TRN != "" && !trns[customer.TRN] {
			trns[customer.TRN] = true
			f.Customers = append(f.Customers, customer)
		}
		lines := d.Lines
		if len(lines) == 0 { // a document is its lines' sum; one without is its own line
			title, _ := d.Title()
			lines = []TaxLine{{Position: 1, Description: title, Net: d.Net, VAT: d.VAT}}
		}
		for _, l := range lines {
			f.Supplies = append(f.Supplies, FAFSupply{Customer: customer, Date: d.IssueDate, InvoiceNo: d.Number,
				Transaction: d.ID, Line: l.Position, Description: l.Description, Value: sign * l.Net, VAT: sign * l.VAT})
			f.SupplyTotal += sign * l.Net
			f.SupplyVATTotal += sign * l.VAT
		}
		f.SupplyCount++
	}
	suppliers := map[string]bool{}
	for _, e := range expenses {
		if !vatExpenseIn(p, e) {
			continue
		}
		supplier := FAFParty{Name: strings.TrimSpace(e.Supplier)}
		if supplier.Name != "" && !suppliers[supplier.Name] {
			suppliers[supplier.Name] = true
			f.Suppliers = append(f.Suppliers, supplier)
		}
		f.Purchases = append(f.Purchases, FAFPurchase{Supplier: supplier, Date: e.Date, Transaction: e.ID,
			Description: e.Category, Value: e.Amount - e.VAT, VAT: e.VAT})
		f.PurchaseTotal += e.Amount - e.VAT
		f.PurchaseVATTotal += e.VAT
		f.PurchaseCount++
	}
	return f
}

// The titles of the file's tables, the first cell of their title rows.
const (
	FAFCompanyTable  = "Company Information Table"
	FAFPurchaseTable = "Supplier Purchase Listing Table"
	FAFSupplyTable   = "Customer Supply Listing Table"
	FAFLedgerTable   = "General Ledger Table"
	FAFCustomerTable = "Customer Master Table"
	FAFSupplierTable = "Supplier Master Table"
	fafCurrency      = "AED"
)

// The title rows of the tables' totals.
var fafTotalTitles = map[string]string{
	FAFPurchaseTable: "Supplier Purchase Listing Total",
	FAFSupplyTable:   "Customer Supply Listing Total",
	FAFLedgerTable:   "General Ledger Table Total",
	FAFCustomerTable: "Customer Master Total",
	FAFSupplierTable: "Supplier Master Total",
}

// fafText is text as a cell of the audit file: without the commas the
// FTA's form cannot carry (a space instead) and defused as CSVText.
func fafText(v string) string { return CSVText(strings.ReplaceAll(v, ",", " ")) }

// fafDate is a day as the audit file writes it: DD-MM-YYYY.
func fafDate(d Date) string { return fmt.Sprintf("%02d-%02d-%04d", d.Day, d.Month, d.Year) }

// fafCountry is the country of a customer: AE for one with a TRN (the
// UAE's registration), unknown (blank) for a guest.
func fafCountry(p FAFParty) string {
	if p.TRN != "" {
		return "AE"
	}
	return ""
}

// Rows is the file as CSV records. Text is written by fafText; amounts
// as they are.
func (f FAF) Rows() [][]string {
	var rows [][]string
	table := func(title string, columns []string, records [][]string, totalNames, totals []string) {
		rows = append(rows, []string{title}, columns)
		rows = append(rows, records...)
		if totalNames != nil {
			rows = append(rows, []string{fafTotalTitles[title]}, totalNames, totals)
		}
	}
	s := f.Seller
	table(FAFCompanyTable,
		[]string{"TaxablePersonNameEn", "TaxablePersonNameAr", "TRN", "TaxAgencyName", "TAN", "TaxAgentName", "TAAN",
			"PeriodStart", "PeriodEnd", "FAFCreationDate", "ProductVersion", "FAFVersion"},
		[][]string{{fafText(s.LegalName), fafText(s.LegalNameAr), fafText(s.TRN), "", "", "", "",
			fafDate(f.Period.From), fafDate(f.Period.To), fafDate(f.Created), fafText(f.Product), FAFVersion}},
		nil, nil)

	purchases := [][]string{}
	for _, p := range f.Purchases {
		purchases = append(purchases, []string{fafText(p.Supplier.Name), "AE", fafText(p.Supplier.TRN), fafDate(p.Date),
			"", "", strconv.FormatInt(p.Transaction, 10), "1", fafText(p.Description), p.Value.String(), p.VAT.String(),
			FAFTaxCode, fafCurrency, p.Value.String(), p.VAT.String()})
	}
	table(FAFPurchaseTable,
		[]string{"SupplierName", "SupplierCountry", "SupplierTRN", "InvoiceDate", "InvoiceNo", "PermitNo", "TransactionID",
			"LineNo", "ProductDescription", "PurchaseValueAED", "VATValueAED", "TaxCode", "FCYCode", "PurchaseFCY", "VATFCY"},
		purchases, []string{"PurchaseTotalAED", "VATTotalAED", "TransactionCountTotal"},
		[]string{f.PurchaseTotal.String(), f.PurchaseVATTotal.String(), strconv.Itoa(f.PurchaseCount)})

	supplies := [][]string{}
	for _, l := range f.Supplies {
		supplies = append(supplies, []string{fafText(l.Customer.Name), fafCountry(l.Customer), fafText(l.Customer.TRN),
			fafDate(l.Date), fafText(l.InvoiceNo), strconv.FormatInt(l.Transaction, 10), strconv.Itoa(l.Line),
			fafText(l.Description), l.Value.String(), l.VAT.String(), FAFTaxCode, f.Country, fafCurrency,
			l.Value.String(), l.VAT.String()})
	}
	table(FAFSupplyTable,
		[]string{"CustomerName", "CustomerCountry", "CustomerTRN", "InvoiceDate", "InvoiceNo", "TransactionID", "LineNo",
			"ProductDescription", "SupplyValueAED", "VATValueAED", "TaxCode", "Country", "FCYCode", "SupplyFCY", "VATFCY"},
		supplies, []string{"SupplyTotalAED", "VATTotalAED", "TransactionCountTotal"},
		[]string{f.SupplyTotal.String(), f.SupplyVATTotal.String(), strconv.Itoa(f.SupplyCount)})

	table(FAFLedgerTable,
		[]string{"TransactionDate", "AccountID", "AccountName", "TransactionDescription", "Name", "TransactionID",
			"SourceDocumentID", "SourceType", "Debit", "Credit", "Balance"},
		nil, []string{"TotalDebit", "TotalCredit", "TransactionCountTotal", "GLTCurrency"},
		[]string{Money(0).String(), Money(0).String(), "0", fafCurrency})

	parties := func(ps []FAFParty, country func(FAFParty) string) [][]string {
		out := [][]string{}
		for _, p := range ps {
			out = append(out, []string{fafText(p.Name), fafText(p.TRN), country(p)})
		}
		return out
	}
	table(FAFCustomerTable, []string{"CustomerName", "CustomerTRN", "CustomerCountry"}, parties(f.Customers, fafCountry),
		[]string{"CustomerCountTotal"}, []string{strconv.Itoa(len(f.Customers))})
	table(FAFSupplierTable, []string{"SupplierName", "SupplierTRN", "SupplierCountry"},
		parties(f.Suppliers, func(FAFParty) string { return "AE" }),
		[]string{"SupplierCountTotal"}, []string{strconv.Itoa(len(f.Suppliers))})
	return rows
}

// CSVText is text as a CSV cell: one a spreadsheet would run as a formula
// (starting with =, +, -, @, a tab or a carriage return) is prefixed with
// an apostrophe, so that opening an export runs nothing.
func CSVText(v string) string {
	if v != "" && strings.ContainsRune("=+-@\t\r", rune(v[0])) {
		return "'" + v
	}
	return v
}
