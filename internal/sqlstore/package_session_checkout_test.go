package sqlstore_test

import (
	"context"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
)

// sessionsPay is a payment of n sessions from the package or membership
// of code.
func sessionsPay(code string, n int64) dayspa.Payment {
	return dayspa.Payment{Method: dayspa.PayEntitlement, Sessions: n, Code: code, CardHint: dayspa.CodeHint(code)}
}

// TestCheckoutPaidByPackageSessions: a package of five massages (AED 1,500,
// paid in cash) pays the massage of a sale that also has a facial. The
// massage's line is covered in full, so the invoice charges only the
// facial and its VAT (the package's own invoice was the massages'
// supply); the payment shows the session, the package's ledger takes it,
// naming the invoice; the income record counts the session at what it
// was sold for (1,500 / 5) as the package was paid (cash). The preview
// covers the same line and writes nothing. Refused, with nothing written:
// more sessions than the sale has of what the package covers, and a gift
// card's code for sessions.
func TestCheckoutPaidByPackageSessions(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		hot := createService(t, db, massage("Hot Stone")) // AED 350
		facial := massage("Gold Facial")
		facial.Category, facial.Price = dayspa.CategoryFacial, dayspa.AED(200)
		facial = createService(t, db, facial)
		pkg := issue(t, db, massagePackage("5")) // massages, AED 1,500 in cash
		b := book(t, db, hot, bookDay, "Omar Saleh", "omar@example.ae")
		withFacial := func(pays ...dayspa.Payment) dayspa.Sale {
			s := sale(hot, pays...)
			id := facial.ID
			s.Lines = append(s.Lines, dayspa.SaleLine{ServiceID: &id, Description: facial.Name, UnitPrice: facial.Price, Quantity: 1})
			return s
		}

		preview := withFacial(sessionsPay(pkg.Code, 1), dayspa.Payment{Method: dayspa.PayCash, Amount: dayspa.AED(200)})
		must(t, db.PreviewRedemptions(ctx, &preview))
		if preview.Lines[0].Covered != 1 || preview.Lines[0].Discount != dayspa.AED(350) || preview.Lines[1].Covered != 0 ||
			preview.Payments[0].Value != dayspa.AED(300) {
			t.Fatalf("preview lines %+v payments %+v: the massage covered, the facial not", preview.Lines, preview.Payments)
		}
		if _, entries, balance := ledgerSum(t, db, pkg.ID); entries != 1 || balance != 5 {
			t.Fatalf("a preview wrote to the package: balance %d in %d entries", balance, entries)
		}

		doc, err := db.IssueCheckout(ctx, checkout(b.ID, withFacial(sessionsPay(pkg.Code, 1), dayspa.Payment{Method: dayspa.PayCash, Amount: dayspa.AED(200)})))
		must(t, err)
		if doc.Total != dayspa.AED(200) || doc.VAT != dayspa.VATIn(dayspa.AED(200), testIssuer.Seller.VATRate()) ||
			doc.Lines[0].Amount != 0 || doc.Lines[0].VAT != 0 || doc.Lines[0].Discount != dayspa.AED(350) {
			t.Fatalf("invoice total %s VAT %s, massage line %+v: the session pays its line, the facial is charged", doc.Total, doc.VAT, doc.Lines[0])
		}
		stored, err := db.GetTaxDocument(ctx, doc.ID)
		must(t, err)
		p := stored.Payments[0]
		if len(stored.Payments) != 2 || p.Method != dayspa.PayEntitlement || p.Amount != 0 || p.Sessions != 1 ||
			p.Kind != dayspa.KindPackage || p.CardHint != dayspa.CodeHint(pkg.Code) || p.EntitlementID != pkg.ID {
			t.Fatalf("stored payments %+v", stored.Payments)
		}
		ledger, err := db.EntitlementLedger(ctx, pkg.ID)
		must(t, err)
		last := ledger[len(ledger)-1]
		if last.Kind != dayspa.EntryRedemption || last.Units != -1 || last.Reason != "Paid towards "+doc.Number {
			t.Fatalf("last entry %+v", last)
		}
		if sum, _, balance := ledgerSum(t, db, pkg.ID); balance != 4 || sum != balance {
			t.Fatalf("package balance %d, ledger sum %d; want 4", balance, sum)
		}
		var cash, visa dayspa.Money
		var notes string
		must(t, db.SQL().QueryRow(`SELECT cash_amount, visa_amount, notes FROM income_transactions WHERE tax_document_id = $1`, doc.ID).
			Scan(&cash, &visa, &notes))
		if cash != dayspa.AED(500) || visa != 0 || !strings.Contains(notes, "Package "+dayspa.CodeHint(pkg.Code)+": 1 session (300.00)") {
			t.Errorf("income cash %s card %s notes %q: want the facial's 200 and the session's 300, both cash", cash, visa, notes)
		}

		b2 := book(t, db, hot, bookDay, "Omar Saleh", "omar@example.ae")
		_, err = db.IssueCheckout(ctx, checkout(b2.ID, withFacial(sessionsPay(pkg.Code, 2), dayspa.Payment{Method: dayspa.PayCash, Amount: dayspa.AED(200)})))
		assertFieldMsg(t, err, "payments[0].sessions", "sale.not_covered")
		card := issue(t, db, giftCard("500"))
		_, err = db.IssueCheckout(ctx, checkout(b2.ID, sale(hot, sessionsPay(card.Code, 1))))
		assertFieldMsg(t, err, "payments[0].code", "sale.not_package")
		if _, entries, balance := ledgerSum(t, db, pkg.ID); entries != 2 || balance != 4 {
			t.Fatalf("a refused checkout changed the package: balance %d in %d entries", balance, entries)
		}
		must(t, db.CheckoutOpen(ctx, b2.ID))
	})
}
