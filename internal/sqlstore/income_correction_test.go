package sqlstore_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

var fixing = dayspa.IncomeCorrection{Reason: "Wrong amount typed", Issuer: testIssuer, IssuedBy: "Manager"}

// issuedRecord stores a typed record of 300.00 cash and 200.00 card with
// its tax invoice INV-000001.
func issuedRecord(t *testing.T, db *sqlstore.DB) (*dayspa.IncomeTransaction, *dayspa.TaxDocument) {
	t.Helper()
	var in dayspa.IncomeInput
	must(t, json.Unmarshal([]byte(`{"transactionDate":"2026-11-22","source":"Ph Snap","customerName":"Layla Haddad",
		"serviceName":"Massage","therapistName":"Aya","cashAmount":"300","visaAmount":"200"}`), &in))
	rec, err := in.New(dubai)
	must(t, err)
	doc, err := db.IssueIncome(context.Background(), &rec, testIssuer, "Manager")
	must(t, err)
	return &rec, doc
}

// notesOf returns the credit notes of invoice id.
func notesOf(t *testing.T, db *sqlstore.DB, id int64) []dayspa.TaxDocument {
	t.Helper()
	notes, err := db.CreditNotesOf(context.Background(), id)
	must(t, err)
	return notes
}

// TestDeleteIssuedIncome: deleting a record with a tax invoice needs a
// reason (nothing changes without one); with one, the record leaves the
// Income tab's sums and a credit note credits all of its invoice, which
// stays.
func TestDeleteIssuedIncome(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		rec, inv := issuedRecord(t, db)
		err := db.DeleteIncome(ctx, rec.ID, dayspa.IncomeCorrection{Issuer: testIssuer, Reason: "  "})
		if dayspa.ErrorFieldMsgs(err)["reason"].Code != "credit.reason" {
			t.Fatalf("a delete without a reason: %v", err)
		}
		if n := count(t, db, "tax_documents"); n != 1 {
			t.Fatalf("%d documents after a refused delete, want 1", n)
		}
		_, err = db.GetIncome(ctx, rec.ID)
		must(t, err)

		must(t, db.DeleteIncome(ctx, rec.ID, fixing))
		_, err = db.GetIncome(ctx, rec.ID)
		assertCode(t, err, dayspa.ENOTFOUND)
		stats, err := db.IncomeStats(ctx, dayspa.IncomeFilter{})
		must(t, err)
		notes := notesOf(t, db, inv.ID)
		if stats.TotalIncome != 0 || len(notes) != 1 || notes[0].Number != "CN-000001" || notes[0].Total != inv.Total ||
			notes[0].Reason != fixing.Reason || notes[0].IssuedBy != "Manager" {
			t.Fatalf("after the delete: total income %s, credit notes %+v", stats.TotalIncome, notes)
		}
		if _, err := db.GetTaxDocument(ctx, inv.ID); err != nil {
			t.Errorf("the invoice after its record's delete: %v", err)
		}
		checkDailySums(t, db)
	})
}

// TestEditIssuedIncome: an edit of what the invoice does not say changes
// the record only; an edit of its amounts needs a reason, credits what is
// left of the invoice (after a credit note typed by hand, only the rest)
// and issues a corrected invoice that the record names.
func TestEditIssuedIncome(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		rec, inv := issuedRecord(t, db)
		notes, source := "Regular guest", "Moh"
		got, err := db.UpdateIncome(ctx, rec.ID, dayspa.IncomeUpdate{Notes: &notes, Source: &source}, dayspa.IncomeCorrection{})
		must(t, err)
		if *got.TaxDocumentID != inv.ID || count(t, db, "tax_documents") != 1 {
			t.Fatalf("a notes edit issued documents: record %+v", got)
		}

		cash := dayspa.AED(250)
		_, err = db.UpdateIncome(ctx, rec.ID, dayspa.IncomeUpdate{CashAmount: &cash}, dayspa.IncomeCorrection{Issuer: testIssuer})
		if dayspa.ErrorFieldMsgs(err)["reason"].Code != "credit.reason" {
			t.Fatalf("an amount edit without a reason: %v", err)
		}
		if got, _ := db.GetIncome(ctx, rec.ID); got.CashAmount != dayspa.AED(300) || count(t, db, "tax_documents") != 1 {
			t.Fatalf("a refused edit changed the record %+v", got)
		}

		_, err = db.IssueCreditNote(ctx, inv.ID, dayspa.CreditRequest{Amount: dayspa.AED(100), Reason: "Refund"}, testIssuer, "Manager")
		must(t, err)
		got, err = db.UpdateIncome(ctx, rec.ID, dayspa.IncomeUpdate{CashAmount: &cash}, fixing)
		must(t, err)
		fixed, err := db.GetTaxDocument(ctx, *got.TaxDocumentID)
		must(t, err)
		credits := notesOf(t, db, inv.ID)
		if fixed.Number != "INV-000002" || fixed.Total != dayspa.AED(450) || *fixed.IncomeID != rec.ID ||
			len(fixed.Payments) != 2 || fixed.Payments[0].Amount != cash || len(credits) != 2 || credits[1].Total != dayspa.AED(400) ||
			credits[1].Number != "CN-000002" || credits[1].Reason != fixing.Reason {
			t.Fatalf("corrected invoice %+v, credit notes %+v", fixed, credits)
		}
		stored, err := db.GetIncome(ctx, rec.ID)
		must(t, err)
		if *stored.TaxDocumentID != fixed.ID || stored.CashAmount != cash || stored.Notes != got.Notes {
			t.Errorf("stored record %+v", stored)
		}
		checkDailySums(t, db)

		// Deleting it now credits the corrected invoice, not the old one.
		must(t, db.DeleteIncome(ctx, rec.ID, fixing))
		if n := len(notesOf(t, db, fixed.ID)); n != 1 || len(notesOf(t, db, inv.ID)) != 2 {
			t.Errorf("the delete after the edit: %d credit notes of the corrected invoice", n)
		}
	})
}
