package httpapi

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"math/rand"
	"net/http"
	"sort"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// setNow moves the fake clock to t.
func (c *fakeClock) setNow(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = t
}

// TestVATSummaryReconciles issues the generated documents and expenses of
// issueVATData: 200 tax invoices and some credit notes inside the quarter
// and just outside it, expenses with and without VAT. Each figure of the summary must be the sum of the
// documents issued on the quarter's days, the lists exactly those
// documents, and the CSV's figures and rows the JSON's.
func TestVATSummaryReconciles(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e, func(c *Config) { c.Issuer = testIssuer })
		run := specRunner(t, ts)
		c := login(t, ts)
		docs, expenses := issueVATData(t, ts, c)
		q := dayspa.QuarterOf(dayspa.DateOf(spaNow))

		// What the quarter holds, from the documents as issued.
		var want dayspa.VATSummary
		var wantInv, wantCN, wantExp []int64
		for _, d := range docs {
			if !q.Holds(d.IssueDate) {
				continue
			}
			if d.Kind == "invoice" {
				want.Supplies, want.OutputVAT, wantInv = want.Supplies+d.Net, want.OutputVAT+d.VAT, append(wantInv, d.ID)
			} else {
				want.CreditedNet, want.CreditedVAT, wantCN = want.CreditedNet+d.Net, want.CreditedVAT+d.VAT, append(wantCN, d.ID)
			}
		}
		for _, x := range expenses {
			if x.VAT > 0 && q.Holds(x.Date) {
				want.ExpensesAmount, want.InputVAT, wantExp = want.ExpensesAmount+x.Amount, want.InputVAT+x.VAT, append(wantExp, x.ID)
			}
		}
		if len(wantInv) == 200 || len(wantInv) < 100 || len(wantCN) == 0 {
			t.Fatalf("the data misses the edges: %d invoices, %d credit notes inside", len(wantInv), len(wantCN))
		}

		var got dayspa.VATSummary
		run(t, adminGet(c, "JSON", "/api/admin/tax/vat-summary", 200, `"from":"2026-10-01"`, `"to":"2026-12-31"`).
			with(func(t *testing.T, _ *http.Response, body []byte) {
				got = decodeVATSummary(t, body)
			}))
		ids := func(n int, id func(i int) int64) []int64 {
			out := []int64{}
			for i := range n {
				out = append(out, id(i))
			}
			sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
			return out
		}
		sorted := func(s []int64) []int64 { return ids(len(s), func(i int) int64 { return s[i] }) }
		if a, b := fmt.Sprint(ids(len(got.Invoices), func(i int) int64 { return got.Invoices[i].ID })), fmt.Sprint(sorted(wantInv)); a != b {
			t.Errorf("invoices %s, want %s", a, b)
		}
		if a, b := fmt.Sprint(ids(len(got.CreditNotes), func(i int) int64 { return got.CreditNotes[i].ID })), fmt.Sprint(sorted(wantCN)); a != b {
			t.Errorf("credit notes %s, want %s", a, b)
		}
		if a, b := fmt.Sprint(ids(len(got.Expenses), func(i int) int64 { return got.Expenses[i].ID })), fmt.Sprint(sorted(wantExp)); a != b {
			t.Errorf("expenses %s, want %s", a, b)
		}
		// Each figure is its list's sum, as answered, and the independent one.
		var sum dayspa.VATSummary
		for _, d := range got.Invoices {
			sum.Supplies, sum.OutputVAT = sum.Supplies+d.Net, sum.OutputVAT+d.VAT
		}
		for _, d := range got.CreditNotes {
			sum.CreditedNet, sum.CreditedVAT = sum.CreditedNet+d.Net, sum.CreditedVAT+d.VAT
		}
		for _, x := range got.Expenses {
			sum.ExpensesAmount, sum.InputVAT = sum.ExpensesAmount+x.Amount, sum.InputVAT+x.VAT
		}
		for _, s := range []dayspa.VATSummary{want, sum} {
			s.NetSupplies, s.NetOutputVAT = s.Supplies-s.CreditedNet, s.OutputVAT-s.CreditedVAT
			s.NetVAT = s.NetOutputVAT - s.InputVAT
			for i, f := range s.Figures() {
				if g := got.Figures()[i]; g.Amount != f.Amount {
					t.Errorf("%s = %s, want %s", f.Key, g.Amount, f.Amount)
				}
			}
		}

		// The CSV: the same figures, and rows whose sums are the figures.
		run(t, adminGet(c, "CSV", "/api/admin/tax/vat-summary.csv?from=2026-10-01&to=2026-12-31", 200).
			with(func(t *testing.T, resp *http.Response, body []byte) {
				if cd := resp.Header.Get("Content-Disposition"); cd != `attachment; filename="vat-summary-2026-10-01-2026-12-31.csv"` {
					t.Errorf("Content-Disposition %q", cd)
				}
				rows, err := csv.NewReader(bytes.NewReader(body)).ReadAll()
				if err != nil {
					t.Fatal(err)
				}
				figures := map[string]string{}
				sums := map[string][2]dayspa.Money{}
				count := map[string]int{}
				for _, row := range rows[1:] {
					switch row[0] {
					case "figure":
						figures[row[1]] = row[6]
					case "invoice", "credit_note", "expense":
						net, _ := dayspa.ParseMoney(row[4])
						vat, _ := dayspa.ParseMoney(row[5])
						total, _ := dayspa.ParseMoney(row[6])
						if net+vat != total {
							t.Errorf("row %v: net and VAT do not make the total", row)
						}
						s := sums[row[0]]
						if row[0] == "expense" {
							net = total
							if row[3] != "'=products, Oils & Co" {
								t.Errorf("expense detail %q not kept from a spreadsheet's formulas", row[3])
							}
						}
						sums[row[0]] = [2]dayspa.Money{s[0] + net, s[1] + vat}
						count[row[0]]++
					}
				}
				for _, f := range got.Figures() {
					if figures[f.Key] != f.Amount.String() {
						t.Errorf("CSV %s = %q, JSON %s", f.Key, figures[f.Key], f.Amount)
					}
				}
				if sums["invoice"] != [2]dayspa.Money{got.Supplies, got.OutputVAT} ||
					sums["credit_note"] != [2]dayspa.Money{got.CreditedNet, got.CreditedVAT} ||
					sums["expense"] != [2]dayspa.Money{got.ExpensesAmount, got.InputVAT} {
					t.Errorf("CSV rows sum to %v", sums)
				}
				if count["invoice"] != len(got.Invoices) || count["credit_note"] != len(got.CreditNotes) || count["expense"] != len(got.Expenses) {
					t.Errorf("CSV rows %v", count)
				}
			}))

		// A day just outside: the first of January holds only what was issued then.
		run(t, adminGet(c, "NextYear", "/api/admin/tax/vat-summary?from=2027-01-01&to=2027-01-01", 200).
			with(func(t *testing.T, _ *http.Response, body []byte) {
				s := decodeVATSummary(t, body)
				for _, d := range append(s.Invoices, s.CreditNotes...) {
					if d.IssueDate.String() != "2027-01-01" {
						t.Errorf("document %+v", d)
					}
				}
			}))
	})
}

// vatDoc is an issued document as the API answers it.
type vatDoc struct {
	ID        int64        `json:"id"`
	Kind      string       `json:"kind"`
	IssueDate dayspa.Date  `json:"issueDate"`
	Net       dayspa.Money `json:"net"`
	VAT       dayspa.Money `json:"vat"`
	Total     dayspa.Money `json:"total"`
}

// issueVATData is the VAT return's generated data, issued as owner c (the
// reconciliation tests of the summary and of the audit file share it):
// 200 tax invoices through the API and some credit notes, at times inside
// the fourth quarter of 2026 and just outside it on both sides around
// midnight in Dubai, and 30 expenses with and without VAT on its edges.
// The site's clock is spaNow again when it returns.
func issueVATData(t *testing.T, ts *testSite, c string) ([]vatDoc, []dayspa.Expense) {
	t.Helper()
	clock := newFakeClock(spaNow)
	ts.db.Now = clock.Now
	ctx := context.Background()
	r := rand.New(rand.NewSource(33))

	// The moments documents are issued at: the quarter's edges in
	// Dubai (a minute before and after each of its midnights), and
	// anywhere inside it.
	edges := []time.Time{
		time.Date(2026, 9, 30, 23, 59, 0, 0, dubai), time.Date(2026, 10, 1, 0, 0, 0, 0, dubai),
		time.Date(2026, 12, 31, 23, 59, 0, 0, dubai), time.Date(2027, 1, 1, 0, 0, 0, 0, dubai),
	}
	moment := func() time.Time {
		if r.Intn(4) == 0 {
			return edges[r.Intn(len(edges))]
		}
		return time.Date(2026, 10, 1+r.Intn(92), r.Intn(24), r.Intn(60), 0, 0, dubai)
	}
	call := func(method, path, body string, status int, out any) {
		t.Helper()
		resp, got := ts.do(t, method, path, body, as(c))
		if resp.StatusCode != status {
			t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, got)
		}
		if out != nil {
			if err := json.Unmarshal(got, out); err != nil {
				t.Fatalf("%s %s: %v", method, path, err)
			}
		}
	}
	var docs []vatDoc
	for i := range 200 {
		at := moment()
		clock.setNow(at)
		cash := r.Intn(90000) + 1
		var rec struct{ TaxDocumentID int64 }
		call("POST", "/api/admin/income", invoiceBody("invoiceNumber", fmt.Sprintf("INV-%d", 1732000000+i),
			"cashAmount", dayspa.Money(cash).String(), "visaAmount", dayspa.Money(r.Intn(50000)).String()), 201, &rec)
		var one struct{ Invoice vatDoc }
		call("GET", fmt.Sprintf("/api/admin/invoices/%d", rec.TaxDocumentID), "", 200, &one)
		d := one.Invoice
		if d.IssueDate != dayspa.DateOf(at) {
			t.Fatalf("invoice issued at %s on %s, want its day in Dubai", at, d.IssueDate)
		}
		docs = append(docs, d)
	}
	for range 40 {
		inv := docs[r.Intn(200)]
		clock.setNow(moment())
		amount := dayspa.Money(r.Int63n(int64(inv.Total)/2) + 1)
		var one struct{ CreditNote vatDoc }
		resp, got := ts.do(t, "POST", fmt.Sprintf("/api/admin/invoices/%d/credit-notes", inv.ID),
			fmt.Sprintf(`{"amount":"%s","reason":"Refund"}`, amount), as(c))
		if resp.StatusCode == 400 { // the invoice was credited in full already
			continue
		}
		if resp.StatusCode != 201 || json.Unmarshal(got, &one) != nil || one.CreditNote.Kind != "credit_note" {
			t.Fatalf("credit note: %d %s", resp.StatusCode, got)
		}
		docs = append(docs, one.CreditNote)
	}
	clock.setNow(spaNow)
	var expenses []dayspa.Expense
	days := []string{"2026-09-30", "2026-10-01", "2026-11-15", "2026-12-31", "2027-01-01"}
	for i := range 30 {
		amount := dayspa.Money(r.Intn(200000) + 100)
		x := dayspa.Expense{Date: mustDate(t, days[i%len(days)]), Category: "=products", Supplier: "Oils & Co",
			Amount: amount, PaymentMethod: dayspa.PaidCard}
		if i%3 > 0 {
			x.VAT = dayspa.VATIn(amount, dayspa.StandardVATRate)
		}
		if err := ts.db.CreateExpense(ctx, &x); err != nil {
			t.Fatal(err)
		}
		expenses = append(expenses, x)
	}
	return docs, expenses
}

// decodeVATSummary reads a summary as the client does (its rate is text).
func decodeVATSummary(t *testing.T, body []byte) dayspa.VATSummary {
	t.Helper()
	var s struct {
		dayspa.VATSummary
		Rate string `json:"rate"`
	}
	if err := json.Unmarshal(body, &s); err != nil || s.Rate != "5.00" {
		t.Fatalf("summary %.300s: %v", body, err)
	}
	return s.VATSummary
}

func mustDate(t *testing.T, s string) dayspa.Date {
	t.Helper()
	d, err := dayspa.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestVATSummaryRefusals: bad periods are 400 naming the field, on the
// figures, their CSV and the audit file; only the owner and the manager
// may read them.
func TestVATSummaryRefusals(t *testing.T) {
	t.Parallel()
	ts, _ := newAdminSpa(t, sqlstoretest.Engines()[0], func(c *Config) { c.Issuer = testIssuer })
	run := specRunner(t, ts)
	c := login(t, ts)
	// The audit file reads its period and checks its reader as the summary does.
	paths := []string{"/api/admin/tax/vat-summary", "/api/admin/tax/vat-summary.csv", "/api/admin/tax/faf"}
	for _, path := range paths {
		run(t, adminGet(c, "BadFrom", path+"?from=2026-02-30&to=2026-03-31", 400).
			withFields(map[string]string{"from": dayspa.MsgDateFormat.Text}))
		run(t, adminGet(c, "OnlyFrom", path+"?from=2026-01-01", 400).
			withFields(map[string]string{"to": dayspa.MsgVATPeriodBoth.Text}))
		run(t, adminGet(c, "Order", path+"?from=2026-03-01&to=2026-02-01", 400).
			withFields(map[string]string{"to": dayspa.MsgPeriodOrder.Text}))
		run(t, adminGet(c, "TooLong", path+"?from=2025-01-01&to=2026-03-31", 400).
			withFields(map[string]string{"to": "The period must be at most 366 days."}))
	}
	run(t, adminGet(c, "FAFOnlyTo", "/api/admin/tax/faf?to=2026-03-31", 400).
		withFields(map[string]string{"from": dayspa.MsgVATPeriodBoth.Text}))
	run(t, adminGet(c, "FAFLongestYear", "/api/admin/tax/faf?from=2024-01-01&to=2024-12-31", 200, "Company Information Table"))
	run(t, adminGet(c, "FAFTheQuarter", "/api/admin/tax/faf", 200, "Supply Listing Table"))
	run(t, adminGet(c, "Empty", "/api/admin/tax/vat-summary", 200, `"netVat":"0.00"`, `"invoices":[]`, `"expenses":[]`))
	for _, role := range []dayspa.Role{dayspa.RoleManager, dayspa.RoleReception, dayspa.RoleTherapist} {
		email := string(role) + "@serenity.example"
		addStaff(t, ts.db, role, email, "role password 2026")
		cookie := staffLogin(t, ts, email, "role password 2026")
		want := 200
		if role != dayspa.RoleManager {
			want = 403
		}
		for _, path := range paths {
			if resp, body := ts.do(t, "GET", path, "", as(cookie)); resp.StatusCode != want {
				t.Errorf("%s as %s: %d %s, want %d", path, role, resp.StatusCode, body, want)
			} else if want == 403 && string(bytes.TrimSpace(body)) != forbidden {
				t.Errorf("%s as %s: %s, want %s", path, role, body, forbidden)
			}
		}
	}
}
