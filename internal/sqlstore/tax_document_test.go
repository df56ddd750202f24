package sqlstore_test

import (
	"context"
	"sync"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// issued checks out a new booking of svc for guest and returns its invoice.
func issued(t *testing.T, db *sqlstore.DB, svc dayspa.Service, guest string) *dayspa.TaxDocument {
	t.Helper()
	b := book(t, db, svc, bookDay, guest, "guest"+guest+"@example.ae")
	doc, err := db.IssueCheckout(context.Background(), checkout(b.ID, sale(svc)))
	must(t, err)
	return doc
}

// TestIssueCreditNote: credit notes take their own sequence, name the
// invoice they correct, and together never credit more than it.
func TestIssueCreditNote(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		svc := createService(t, db, massage("Hot Stone"))
		inv := issued(t, db, svc, "Layla")
		cn, err := db.IssueCreditNote(ctx, inv.ID, dayspa.CreditRequest{Amount: dayspa.AED(100), Reason: "Shorter treatment"}, testIssuer, "Manager")
		must(t, err)
		if cn.Kind != dayspa.KindCreditNote || cn.Number != "CN-000001" || cn.Total != dayspa.AED(100) || cn.VAT != 476 ||
			*cn.CorrectsID != inv.ID || cn.CorrectsNumber != inv.Number || cn.Lines[0].Corrects != 1 || cn.Reason != "Shorter treatment" {
			t.Fatalf("credit note %+v", cn)
		}
		_, err = db.IssueCreditNote(ctx, inv.ID, dayspa.CreditRequest{Amount: dayspa.AED(250) + 1, Reason: "x"}, testIssuer, "Manager")
		if f := dayspa.ErrorFieldMsgs(err); f["amount"].Code != "credit.too_much" || f["amount"].Params["left"] != "250.00" {
			t.Fatalf("too much: %v", err)
		}
		_, err = db.IssueCreditNote(ctx, cn.ID, dayspa.CreditRequest{Amount: 1, Reason: "x"}, testIssuer, "Manager")
		assertCode(t, err, dayspa.EINVALID)
		_, err = db.IssueCreditNote(ctx, inv.ID+99, dayspa.CreditRequest{Amount: 1, Reason: "x"}, testIssuer, "Manager")
		assertCode(t, err, dayspa.ENOTFOUND)

		// The rest, claimed by ten at once: one gets it all.
		var wg sync.WaitGroup
		var mu sync.Mutex
		won := 0
		for range 10 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := db.IssueCreditNote(ctx, inv.ID, dayspa.CreditRequest{Amount: dayspa.AED(250), Reason: "Refund"}, testIssuer, "Manager")
				mu.Lock()
				defer mu.Unlock()
				if err == nil {
					won++
				}
			}()
		}
		wg.Wait()
		notes, err := db.CreditNotesOf(ctx, inv.ID)
		must(t, err)
		var credited dayspa.Money
		for _, n := range notes {
			credited += n.Total
		}
		if won != 1 || len(notes) != 2 || credited != inv.Total || notes[1].Number != "CN-000002" || len(notes[1].Lines) != 1 {
			t.Fatalf("%d of ten won; notes %d crediting %s of %s", won, len(notes), credited, inv.Total)
		}
		if left := dayspa.CreditedBy(notes).Left(inv); left != 0 {
			t.Errorf("left %s, want 0", left)
		}
	})
}

// TestListTaxDocuments: both kinds, newest first, found by number, guest
// or buyer and by day, one page at a time with the number of all.
func TestListTaxDocuments(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		svc := createService(t, db, massage("Hot Stone"))
		a := issued(t, db, svc, "Layla")
		b := book(t, db, svc, bookDay, "Omar", "omar@example.ae")
		s := sale(svc)
		s.Buyer = &dayspa.Buyer{Name: "Acme Trading LLC", Address: "Business Bay, Dubai", TRN: "100987654300003"}
		bDoc, err := db.IssueCheckout(ctx, checkout(b.ID, s))
		must(t, err)
		if bDoc.Format != dayspa.FormatFull {
			t.Errorf("buyer with a TRN: format %s, want full", bDoc.Format)
		}
		cn, err := db.IssueCreditNote(ctx, a.ID, dayspa.CreditRequest{Amount: dayspa.AED(10), Reason: "Oil"}, testIssuer, "Manager")
		must(t, err)

		list := func(f dayspa.TaxDocumentFilter) ([]string, int) {
			t.Helper()
			docs, total, err := db.ListTaxDocuments(ctx, f)
			must(t, err)
			var numbers []string
			for _, d := range docs {
				numbers = append(numbers, d.Number)
			}
			return numbers, total
		}
		if got, total := list(dayspa.TaxDocumentFilter{}); total != 3 || len(got) != 3 || got[0] != cn.Number || got[2] != a.Number {
			t.Errorf("all: %v of %d", got, total)
		}
		if got, total := list(dayspa.TaxDocumentFilter{Query: "acme"}); total != 1 || got[0] != bDoc.Number {
			t.Errorf("by buyer: %v of %d", got, total)
		}
		if got, total := list(dayspa.TaxDocumentFilter{Query: "layla"}); total != 2 {
			t.Errorf("by guest: %v of %d, want the invoice and its credit note", got, total)
		}
		// A number: with its prefix, in any case and without its zeros, that document; alone, the sequence of
		// either kind; a part of a number finds nothing.
		if got, total := list(dayspa.TaxDocumentFilter{Query: "cn-1"}); total != 1 || got[0] != cn.Number {
			t.Errorf("by number: %v of %d", got, total)
		}
		if got, total := list(dayspa.TaxDocumentFilter{Query: bDoc.Number}); total != 1 || got[0] != bDoc.Number {
			t.Errorf("by the whole number %s: %v of %d", bDoc.Number, got, total)
		}
		if got, total := list(dayspa.TaxDocumentFilter{Query: "1"}); total != 2 || got[0] != cn.Number || got[1] != a.Number {
			t.Errorf("by sequence 1: %v of %d, want the credit note and the invoice", got, total)
		}
		if got, total := list(dayspa.TaxDocumentFilter{Query: "CN-0"}); total != 0 {
			t.Errorf("a part of a number: %v of %d, want none", got, total)
		}
		if got, total := list(dayspa.TaxDocumentFilter{Page: dayspa.Page{Limit: 1, Offset: 1}}); total != 3 || len(got) != 1 || got[0] != bDoc.Number {
			t.Errorf("page 2 of 1: %v of %d", got, total)
		}
		later := bookDay.AddDays(1)
		if got, total := list(dayspa.TaxDocumentFilter{From: &later}); total != 0 {
			t.Errorf("from a later day: %v of %d", got, total)
		}
		today := testClock.Today()
		if _, total := list(dayspa.TaxDocumentFilter{From: &today, To: &today}); total != 3 {
			t.Errorf("issued today: %d, want 3", total)
		}
		got, err := db.GetTaxDocument(ctx, bDoc.ID)
		must(t, err)
		if got.Buyer == nil || *got.Buyer != *s.Buyer {
			t.Errorf("buyer %+v", got.Buyer)
		}
		_, err = db.GetTaxDocument(ctx, 9999)
		assertCode(t, err, dayspa.ENOTFOUND)
	})
}
