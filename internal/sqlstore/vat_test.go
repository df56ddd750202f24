package sqlstore_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// TestVATSummary: the documents of a quarter are those issued on its days
// in Dubai, not in UTC: a document of 00:00 on its first day (20:00 the
// day before in UTC) is in, one of 00:00 the day after its last (still
// its last day in UTC) is out. Credit notes are subtracted, expenses
// without VAT are not input VAT, and each figure is its list's sum.
func TestVATSummary(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		svc := createService(t, db, massage("Hot Stone"))
		at := func(y int, m time.Month, d, h, min int) func() time.Time {
			return func() time.Time { return time.Date(y, m, d, h, min, 0, 0, dubai) }
		}
		issue := func(i int, now func() time.Time) *dayspa.TaxDocument {
			db.Now = testClock.Now
			b := book(t, db, svc, bookDay, fmt.Sprint("Guest ", i), fmt.Sprintf("g%d@example.ae", i))
			db.Now = now
			doc, err := db.IssueCheckout(ctx, checkout(b.ID, sale(svc)))
			must(t, err)
			return doc
		}
		credit := func(inv *dayspa.TaxDocument, aed int64, now func() time.Time) *dayspa.TaxDocument {
			db.Now = now
			cn, err := db.IssueCreditNote(ctx, inv.ID, dayspa.CreditRequest{Amount: dayspa.AED(aed), Reason: "Refund"}, testIssuer, "Manager")
			must(t, err)
			return cn
		}
		before := issue(1, at(2026, 9, 30, 23, 59))
		first := issue(2, at(2026, 10, 1, 0, 0))
		mid := issue(3, at(2026, 11, 15, 12, 0))
		last := issue(4, at(2026, 12, 31, 23, 59))
		after := issue(5, at(2027, 1, 1, 0, 0))
		credit(before, 10, at(2026, 9, 30, 23, 0))       // out
		cn1 := credit(before, 20, at(2026, 10, 1, 0, 0)) // in: a credit note of an invoice of the quarter before
		cn2 := credit(mid, 33, at(2026, 12, 31, 23, 59))
		credit(last, 40, at(2027, 1, 1, 0, 1)) // out
		db.Now = testClock.Now
		createExpense(t, db, expense("2026-09-30", "products", "Oils", "105.00", "5.00", dayspa.PaidCard, ""))
		x1 := createExpense(t, db, expense("2026-10-01", "products", "Oils", "210.00", "10.00", dayspa.PaidCard, ""))
		createExpense(t, db, expense("2026-10-02", "rent", "Landlord", "9000.00", "0", dayspa.PaidBankTransfer, ""))
		x2 := createExpense(t, db, expense("2026-12-31", "laundry", "Clean Co", "52.50", "2.50", dayspa.PaidCash, ""))
		createExpense(t, db, expense("2027-01-01", "laundry", "Clean Co", "52.50", "2.50", dayspa.PaidCash, ""))

		p := dayspa.VATPeriod{From: day("2026-10-01"), To: day("2026-12-31")}
		s, err := db.VATSummary(ctx, p)
		must(t, err)
		ids := func(docs []dayspa.VATDocument) []int64 {
			out := []int64{}
			for _, d := range docs {
				out = append(out, d.ID)
			}
			return out
		}
		if got, want := fmt.Sprint(ids(s.Invoices)), fmt.Sprint([]int64{first.ID, mid.ID, last.ID}); got != want {
			t.Errorf("invoices %s, want %s (not %d nor %d)", got, want, before.ID, after.ID)
		}
		if got, want := fmt.Sprint(ids(s.CreditNotes)), fmt.Sprint([]int64{cn1.ID, cn2.ID}); got != want {
			t.Errorf("credit notes %s, want %s", got, want)
		}
		if len(s.Expenses) != 2 || s.Expenses[0].ID != x1.ID || s.Expenses[1].ID != x2.ID {
			t.Errorf("expenses %+v", s.Expenses)
		}
		if s.CreditNotes[0].CorrectsNumber != before.Number || s.CreditNotes[0].IssueDate != p.From {
			t.Errorf("credit note %+v", s.CreditNotes[0])
		}
		wantOut := first.VAT + mid.VAT + last.VAT
		wantCredited := cn1.VAT + cn2.VAT
		if s.Supplies != first.Net+mid.Net+last.Net || s.OutputVAT != wantOut || s.CreditedNet != cn1.Net+cn2.Net ||
			s.CreditedVAT != wantCredited || s.InputVAT != money("12.50") || s.ExpensesAmount != money("262.50") ||
			s.NetVAT != wantOut-wantCredited-money("12.50") {
			t.Errorf("figures %+v", s)
		}

		// A period of one day, the quarter's last.
		s, err = db.VATSummary(ctx, dayspa.VATPeriod{From: day("2026-12-31"), To: day("2026-12-31")})
		must(t, err)
		if len(s.Invoices) != 1 || s.Invoices[0].ID != last.ID || len(s.CreditNotes) != 1 || len(s.Expenses) != 1 {
			t.Errorf("31 December: %+v", s)
		}
		if _, err := db.VATSummary(ctx, dayspa.VATPeriod{From: day("2020-01-01"), To: day("2026-12-31")}); err == nil {
			t.Error("a period of seven years was read")
		}
	})
}
