package sqlstore_test

import (
	"context"
	"testing"

	"github.com/dayspa/dayspa"
)

// A credit note gives back to the gift card that paid the invoice its
// share of what is credited, as a refund in the card's ledger naming the
// note, and lists it as the note's refund; a package's session comes back
// only with the credit that leaves nothing of the invoice; the ledgers
// still sum to the balances. A gift card that has expired gets nothing
// (the desk refunds it), and the note is issued all the same.
func TestCreditNoteGivesBack(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		hot := createService(t, db, massage("Hot Stone")) // AED 350
		facial := massage("Gold Facial")
		facial.Category, facial.Price = dayspa.CategoryFacial, dayspa.AED(200)
		facial = createService(t, db, facial)
		card := issue(t, db, giftCard("500"))
		pkg := issue(t, db, massagePackage("5"))
		b := book(t, db, hot, bookDay, "Omar Saleh", "omar@example.ae")
		s := sale(hot, sessionsPay(pkg.Code, 1), giftCardPays(card.Code, dayspa.AED(150)), dayspa.Payment{Method: dayspa.PayCash, Amount: dayspa.AED(50)})
		id := facial.ID
		s.Lines = append(s.Lines, dayspa.SaleLine{ServiceID: &id, Description: facial.Name, UnitPrice: facial.Price, Quantity: 1})
		inv, err := db.IssueCheckout(ctx, checkout(b.ID, s)) // AED 200: the facial; the session paid the massage
		must(t, err)

		half, err := db.IssueCreditNote(ctx, inv.ID, dayspa.CreditRequest{Amount: dayspa.AED(100), Reason: "The facial was cut short"}, testIssuer, "Mariam")
		must(t, err)
		if len(half.Payments) != 1 || half.Payments[0].EntitlementID != card.ID || half.Payments[0].Amount != dayspa.AED(75) {
			t.Fatalf("the half's refunds %+v, want AED 75 to the card (it paid 150 of 200)", half.Payments)
		}
		stored, err := db.GetTaxDocument(ctx, half.ID)
		must(t, err)
		if len(stored.Payments) != 1 || stored.Payments[0].Amount != dayspa.AED(75) || stored.Payments[0].CardHint != dayspa.CodeHint(card.Code) {
			t.Fatalf("stored refunds %+v", stored.Payments)
		}
		got, err := db.GetEntitlement(ctx, card.ID)
		must(t, err)
		ledger, err := db.EntitlementLedger(ctx, card.ID)
		must(t, err)
		last := ledger[len(ledger)-1]
		if got.Balance != int64(dayspa.AED(425)) || last.Kind != dayspa.EntryRefund || last.Units != int64(dayspa.AED(75)) ||
			last.Reason != "Credit note "+half.Number+" of "+inv.Number || last.By != "Mariam" {
			t.Fatalf("card %+v, last entry %+v", got, last)
		}
		if _, entries, balance := ledgerSum(t, db, pkg.ID); entries != 2 || balance != 4 {
			t.Fatalf("a part credited gave the session back: balance %d in %d entries", balance, entries)
		}

		rest, err := db.IssueCreditNote(ctx, inv.ID, dayspa.CreditRequest{Amount: dayspa.AED(100), Reason: "Refunded"}, testIssuer, "Mariam")
		must(t, err)
		// In the invoice's order of payments: the session, then the card.
		if len(rest.Payments) != 2 || rest.Payments[0].EntitlementID != pkg.ID || rest.Payments[0].Sessions != 1 ||
			rest.Payments[1].EntitlementID != card.ID || rest.Payments[1].Amount != dayspa.AED(75) {
			t.Fatalf("the rest's refunds %+v, want the session and the card's other AED 75", rest.Payments)
		}
		for _, id := range []int64{card.ID, pkg.ID} {
			if sum, _, balance := ledgerSum(t, db, id); sum != balance {
				t.Fatalf("entitlement %d: ledger sums to %d, balance %d", id, sum, balance)
			}
		}
		if _, _, balance := ledgerSum(t, db, card.ID); balance != int64(dayspa.AED(500)) {
			t.Fatalf("the card holds %d after the whole invoice was credited, want all of its 500", balance)
		}
		if _, _, balance := ledgerSum(t, db, pkg.ID); balance != 5 {
			t.Fatalf("the package holds %d sessions, want its 5", balance)
		}

		// An expired card: the note is issued, nothing goes to the card.
		old := issue(t, db, giftCard("300"))
		b2 := book(t, db, hot, bookDay, "Noor Saleh", "noor@example.ae")
		inv2, err := db.IssueCheckout(ctx, checkout(b2.ID, sale(hot, giftCardPays(old.Code, dayspa.AED(350)))))
		if err != nil {
			// the card holds 300: pay the rest in cash
			inv2, err = db.IssueCheckout(ctx, checkout(b2.ID, sale(hot, giftCardPays(old.Code, dayspa.AED(300)), dayspa.Payment{Method: dayspa.PayCash, Amount: dayspa.AED(50)})))
		}
		must(t, err)
		_, err = db.SQL().Exec(`UPDATE entitlements SET status = 'expired' WHERE id = $1`, old.ID)
		must(t, err)
		note, err := db.IssueCreditNote(ctx, inv2.ID, dayspa.CreditRequest{Amount: dayspa.AED(350), Reason: "Refunded"}, testIssuer, "Mariam")
		must(t, err)
		if len(note.Payments) != 0 {
			t.Fatalf("an expired card given back %+v", note.Payments)
		}
		if _, _, balance := ledgerSum(t, db, old.ID); balance != 0 {
			t.Fatalf("the expired card holds %d", balance)
		}
	})
}
