package httpapi

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// fafTable is one table of an audit file as read back: its columns, its
// records and its totals by name.
type fafTable struct {
	columns []string
	records []map[string]string
	totals  map[string]string
}

// fafDay is a day as the audit file writes it.
func fafDay(d dayspa.Date) string { return fmt.Sprintf("%02d-%02d-%04d", d.Day, d.Month, d.Year) }

// parseFAF reads an audit file into its tables by title. Every table must
// be there, in the file's order, and every record as wide as its columns.
func parseFAF(t *testing.T, body []byte) map[string]fafTable {
	t.Helper()
	cr := csv.NewReader(bytes.NewReader(body))
	cr.FieldsPerRecord = -1
	rows, err := cr.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	titles := []string{dayspa.FAFCompanyTable, dayspa.FAFPurchaseTable, dayspa.FAFSupplyTable,
		dayspa.FAFLedgerTable, dayspa.FAFCustomerTable, dayspa.FAFSupplierTable}
	var starts []int
	for i, row := range rows {
		if len(row) == 1 && len(starts) < len(titles) && row[0] == titles[len(starts)] {
			starts = append(starts, i)
		}
	}
	if len(starts) != len(titles) {
		t.Fatalf("tables at rows %v, want %v:\n%s", starts, titles, body)
	}
	out := map[string]fafTable{}
	for n, start := range starts {
		end := len(rows)
		if n+1 < len(starts) {
			end = starts[n+1]
		}
		seg := rows[start+1 : end]
		tb := fafTable{columns: seg[0], totals: map[string]string{}}
		records := seg[1:]
		if titles[n] != dayspa.FAFCompanyTable { // its totals: a title row, their names, their values
			k := len(seg)
			if k < 4 || len(seg[k-3]) != 1 || !strings.HasSuffix(seg[k-3][0], " Total") || len(seg[k-1]) != len(seg[k-2]) {
				t.Fatalf("%s has no totals: %v", titles[n], seg)
			}
			for i, name := range seg[k-2] {
				tb.totals[name] = seg[k-1][i]
			}
			records = seg[1 : k-3]
		}
		for _, r := range records {
			if len(r) != len(tb.columns) {
				t.Fatalf("%s record %v, columns %v", titles[n], r, tb.columns)
			}
			m := map[string]string{}
			for i, c := range tb.columns {
				m[c] = r[i]
			}
			tb.records = append(tb.records, m)
		}
		out[titles[n]] = tb
	}
	return out
}

// mustMoney reads an amount of the file, negative on a credit note.
func mustMoney(t *testing.T, s string) dayspa.Money {
	t.Helper()
	sign, digits := dayspa.Money(1), s
	if strings.HasPrefix(s, "-") {
		sign, digits = -1, s[1:]
	}
	m, err := dayspa.ParseMoney(digits)
	if err != nil || !strings.Contains(s, ".") || len(s)-strings.Index(s, ".") != 3 {
		t.Fatalf("amount %q: %v", s, err)
	}
	return sign * m
}

// TestFAFReconciles is the audit file's proof: on the generated data of
// issueVATData, on both engines, the supply listing's totals are the VAT
// summary's net supplies and output VAT due, the purchase listing's its
// expenses (less their VAT) and input VAT, to the fils; each total is the
// sum of its records, the records are the summary's documents (credit
// notes negative) and expenses, and the company table names the spa.
func TestFAFReconciles(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e, func(c *Config) { c.Issuer = testIssuer })
		run := specRunner(t, ts)
		c := login(t, ts)
		issueVATData(t, ts, c)
		var sum dayspa.VATSummary
		run(t, adminGet(c, "Summary", "/api/admin/tax/vat-summary?from=2026-10-01&to=2026-12-31", 200).
			with(func(t *testing.T, _ *http.Response, body []byte) { sum = decodeVATSummary(t, body) }))
		if len(sum.Invoices) < 100 || len(sum.CreditNotes) == 0 || len(sum.Expenses) == 0 {
			t.Fatalf("the quarter holds too little: %d invoices, %d credit notes, %d expenses",
				len(sum.Invoices), len(sum.CreditNotes), len(sum.Expenses))
		}
		run(t, adminGet(c, "FAF", "/api/admin/tax/faf?from=2026-10-01&to=2026-12-31", 200).
			with(func(t *testing.T, resp *http.Response, body []byte) {
				if cd := resp.Header.Get("Content-Disposition"); cd != `attachment; filename="faf-2026-10-01-2026-12-31.csv"` {
					t.Errorf("Content-Disposition %q", cd)
				}
				f := parseFAF(t, body)
				co := f[dayspa.FAFCompanyTable].records
				if len(co) != 1 || co[0]["TRN"] != testIssuer.Seller.TRN || co[0]["TaxablePersonNameEn"] != "Serenity Spa LLC" ||
					co[0]["TaxablePersonNameAr"] != testIssuer.Seller.LegalNameAr || co[0]["PeriodStart"] != "01-10-2026" ||
					co[0]["PeriodEnd"] != "31-12-2026" || co[0]["FAFVersion"] != "FAFv1.0.0" || co[0]["ProductVersion"] == "" ||
					co[0]["FAFCreationDate"] != fafDay(ts.srv.today()) {
					t.Errorf("company table %v", co)
				}

				// The supplies: each document's lines, signed.
				docs := map[string]int{} // transaction id: +1 invoice, -1 credit note
				for _, d := range sum.Invoices {
					docs[strconv.FormatInt(d.ID, 10)] = 1
				}
				for _, d := range sum.CreditNotes {
					docs[strconv.FormatInt(d.ID, 10)] = -1
				}
				sup := f[dayspa.FAFSupplyTable]
				var value, vat dayspa.Money
				seen := map[string]bool{}
				for _, r := range sup.records {
					v, x := mustMoney(t, r["SupplyValueAED"]), mustMoney(t, r["VATValueAED"])
					sign, ok := docs[r["TransactionID"]]
					if !ok || v*dayspa.Money(sign) < 0 || x*dayspa.Money(sign) < 0 || r["TaxCode"] != "SR" || r["Country"] != "AE" {
						t.Errorf("supply record %v", r)
					}
					value, vat, seen[r["TransactionID"]] = value+v, vat+x, true
				}
				if len(seen) != len(docs) {
					t.Errorf("%d documents in the supply listing, the summary has %d", len(seen), len(docs))
				}
				want := map[string]string{"SupplyTotalAED": sum.NetSupplies.String(), "VATTotalAED": sum.NetOutputVAT.String(),
					"TransactionCountTotal": strconv.Itoa(len(docs))}
				for k, w := range want {
					if sup.totals[k] != w {
						t.Errorf("supply %s = %s, the summary's %s", k, sup.totals[k], w)
					}
				}
				if value != sum.NetSupplies || vat != sum.NetOutputVAT {
					t.Errorf("supply records sum to %s and %s, the summary %s and %s", value, vat, sum.NetSupplies, sum.NetOutputVAT)
				}

				// The purchases: the expenses with VAT.
				pur := f[dayspa.FAFPurchaseTable]
				value, vat = 0, 0
				for _, r := range pur.records {
					value, vat = value+mustMoney(t, r["PurchaseValueAED"]), vat+mustMoney(t, r["VATValueAED"])
					if r["SupplierName"] != "Oils & Co" || r["ProductDescription"] != "'=products" {
						t.Errorf("purchase record %v", r)
					}
				}
				want = map[string]string{"PurchaseTotalAED": (sum.ExpensesAmount - sum.InputVAT).String(),
					"VATTotalAED": sum.InputVAT.String(), "TransactionCountTotal": strconv.Itoa(len(sum.Expenses))}
				for k, w := range want {
					if pur.totals[k] != w {
						t.Errorf("purchase %s = %s, the summary's %s", k, pur.totals[k], w)
					}
				}
				if value+vat != sum.ExpensesAmount || vat != sum.InputVAT || len(pur.records) != len(sum.Expenses) {
					t.Errorf("purchase records sum to %s and %s, the summary %s and %s", value, vat, sum.ExpensesAmount, sum.InputVAT)
				}
				if s := f[dayspa.FAFSupplierTable]; len(s.records) != 1 || s.totals["SupplierCountTotal"] != "1" {
					t.Errorf("suppliers %v", s)
				}
				// The generated invoices name no buyer: no customer has a TRN.
				if cu := f[dayspa.FAFCustomerTable]; len(cu.records) != 0 || cu.totals["CustomerCountTotal"] != "0" {
					t.Errorf("customers %v", cu)
				}
			}))
	})
}

// TestFAFEmptyPeriod: a period with nothing in it still has every table,
// with its columns and zero totals.
func TestFAFEmptyPeriod(t *testing.T) {
	t.Parallel()
	ts, _ := newAdminSpa(t, sqlstoretest.Engines()[0], func(c *Config) { c.Issuer = testIssuer })
	run := specRunner(t, ts)
	c := login(t, ts)
	run(t, adminGet(c, "Empty", "/api/admin/tax/faf?from=2025-01-01&to=2025-03-31", 200).
		with(func(t *testing.T, _ *http.Response, body []byte) {
			f := parseFAF(t, body)
			if co := f[dayspa.FAFCompanyTable].records; len(co) != 1 || co[0]["TRN"] != testIssuer.Seller.TRN {
				t.Errorf("company %v", co)
			}
			zero := map[string]map[string]string{
				dayspa.FAFCustomerTable: {"CustomerCountTotal": "0"},
				dayspa.FAFSupplierTable: {"SupplierCountTotal": "0"},
				dayspa.FAFPurchaseTable: {"PurchaseTotalAED": "0.00", "VATTotalAED": "0.00", "TransactionCountTotal": "0"},
				dayspa.FAFSupplyTable:   {"SupplyTotalAED": "0.00", "VATTotalAED": "0.00", "TransactionCountTotal": "0"},
				dayspa.FAFLedgerTable:   {"TotalDebit": "0.00", "TotalCredit": "0.00", "TransactionCountTotal": "0", "GLTCurrency": "AED"},
			}
			for title, totals := range zero {
				tb := f[title]
				if len(tb.records) != 0 || len(tb.columns) < 2 || len(tb.totals) != len(totals) {
					t.Errorf("%s: %v", title, tb)
				}
				for k, w := range totals {
					if tb.totals[k] != w {
						t.Errorf("%s %s = %q, want %q", title, k, tb.totals[k], w)
					}
				}
			}
			if cols := f[dayspa.FAFSupplyTable].columns; len(cols) != 15 || cols[0] != "CustomerName" || cols[8] != "SupplyValueAED" {
				t.Errorf("supply columns %v", cols)
			}
			if cols := f[dayspa.FAFPurchaseTable].columns; len(cols) != 15 || cols[0] != "SupplierName" || cols[9] != "PurchaseValueAED" {
				t.Errorf("purchase columns %v", cols)
			}
		}))
}
