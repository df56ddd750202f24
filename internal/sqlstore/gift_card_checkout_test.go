package sqlstore_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// giftCardPays is a payment of amount from the gift card of code.
func giftCardPays(code string, amount dayspa.Money) dayspa.Payment {
	return dayspa.Payment{Method: dayspa.PayEntitlement, Amount: amount, Code: code, CardHint: dayspa.CodeHint(code)}
}

// assertFieldMsg fails the test unless err is EINVALID naming field with
// the message of code.
func assertFieldMsg(t testing.TB, err error, field, code string) {
	t.Helper()
	assertField(t, err, field)
	var e *dayspa.Error
	if errors.As(err, &e) && e.FieldMsgs[field].Code != code {
		t.Fatalf("%s: %q, want %s", field, e.FieldMsgs[field].Code, code)
	}
}

// TestCheckoutPaidByGiftCard: a gift card pays part of a checkout. The
// invoice charges the whole sale's VAT and lists the card's payment by the
// end of its code; the card's ledger takes the amount, naming the invoice;
// the income record counts it as the card was paid for (by card here). A
// card named twice pays twice from what it has. What a card cannot pay is
// refused with the payment's field, and nothing is written.
func TestCheckoutPaidByGiftCard(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		svc := createService(t, db, massage("Hot Stone")) // AED 350
		card := issue(t, db, giftCard("500"))             // paid for by card
		b := book(t, db, svc, bookDay, "Noor Saleh", "noor@example.ae")

		doc, err := db.IssueCheckout(ctx, checkout(b.ID, sale(svc,
			giftCardPays(card.Code, dayspa.AED(200)), dayspa.Payment{Method: dayspa.PayCash, Amount: dayspa.AED(150)})))
		must(t, err)
		if doc.Total != dayspa.AED(350) || doc.VAT != dayspa.VATIn(dayspa.AED(350), testIssuer.Seller.VATRate()) {
			t.Errorf("invoice total %s VAT %s: a gift card is a payment, the sale's VAT is charged in full", doc.Total, doc.VAT)
		}
		stored, err := db.GetTaxDocument(ctx, doc.ID)
		must(t, err)
		if len(stored.Payments) != 2 || stored.Payments[0].Method != dayspa.PayEntitlement || stored.Payments[0].Amount != dayspa.AED(200) ||
			stored.Payments[0].CardHint != dayspa.CodeHint(card.Code) || stored.Payments[0].EntitlementID != card.ID ||
			stored.Payments[1].Method != dayspa.PayCash || stored.Payments[1].CardHint != "" {
			t.Fatalf("stored payments %+v", stored.Payments)
		}
		got, err := db.GetEntitlement(ctx, card.ID)
		must(t, err)
		ledger, err := db.EntitlementLedger(ctx, card.ID)
		must(t, err)
		last := ledger[len(ledger)-1]
		if got.Balance != int64(dayspa.AED(300)) || got.Redeemed != int64(dayspa.AED(200)) || last.Kind != dayspa.EntryRedemption ||
			last.Units != -int64(dayspa.AED(200)) || last.Reason != "Paid towards "+doc.Number || last.By != "Reception" {
			t.Fatalf("card %+v, last entry %+v", got, last)
		}
		if sum, _, balance := ledgerSum(t, db, card.ID); sum != balance {
			t.Fatalf("ledger sums to %d, balance %d", sum, balance)
		}
		var cash, visa dayspa.Money
		must(t, db.SQL().QueryRow(`SELECT cash_amount, visa_amount FROM income_transactions WHERE tax_document_id = $1`, doc.ID).Scan(&cash, &visa))
		if cash != dayspa.AED(150) || visa != dayspa.AED(200) {
			t.Errorf("income cash %s card %s, want 150.00 and the card's 200.00 as it was paid for (by card)", cash, visa)
		}

		// Twice from one card: 100 and 100 of its 300.
		b2 := book(t, db, svc, bookDay, "Noor Saleh", "noor@example.ae")
		_, err = db.IssueCheckout(ctx, checkout(b2.ID, sale(svc,
			giftCardPays(card.Code, dayspa.AED(100)), giftCardPays(card.Code, dayspa.AED(100)), dayspa.Payment{Method: dayspa.PayCard, Amount: dayspa.AED(150)})))
		must(t, err)
		if sum, entries, balance := ledgerSum(t, db, card.ID); balance != int64(dayspa.AED(100)) || sum != balance || entries != 4 {
			t.Fatalf("after two payments from it: balance %d, ledger sum %d in %d entries; want 10000 in 4", balance, sum, entries)
		}

		// Refusals: more than is left, a package's code, a code of no card.
		pkg := issue(t, db, massagePackage("5"))
		b3 := book(t, db, svc, bookDay, "Noor Saleh", "noor@example.ae")
		_, err = db.IssueCheckout(ctx, checkout(b3.ID, sale(svc,
			dayspa.Payment{Method: dayspa.PayCash, Amount: dayspa.AED(150)}, giftCardPays(card.Code, dayspa.AED(200)))))
		assertFieldMsg(t, err, "payments[1].amount", "entitlement.insufficient")
		_, err = db.IssueCheckout(ctx, checkout(b3.ID, sale(svc, giftCardPays(pkg.Code, dayspa.AED(350)))))
		assertFieldMsg(t, err, "payments[0].code", "sale.not_gift_card")
		_, err = db.IssueCheckout(ctx, checkout(b3.ID, sale(svc, giftCardPays(dayspa.NewEntitlementCode(), dayspa.AED(350)))))
		assertFieldMsg(t, err, "payments[0].code", "entitlement.not_found")
		if sum, entries, balance := ledgerSum(t, db, card.ID); balance != int64(dayspa.AED(100)) || sum != balance || entries != 4 {
			t.Fatalf("a refused checkout changed the card: balance %d, %d entries", balance, entries)
		}
		must(t, db.CheckoutOpen(ctx, b3.ID))
	})
}

// TestCheckoutGiftCardConcurrent: 20 checkouts at once over two instances,
// each paying its AED 350 from one card that holds seven of them: seven
// are issued, the others refused as the card has too little, and the card
// ends at zero with its ledger summing to its balance.
func TestCheckoutGiftCardConcurrent(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		cfg := e.Config(t)
		db1, db2 := open(t, cfg), open(t, cfg)
		svc := createService(t, db1, massage("Hot Stone"))
		card := issue(t, db1, giftCard(fmt.Sprint(7*350)))
		ids := insertBookings(t, db1, svc, 20)
		_, errs := checkoutAtOnce([]*sqlstore.DB{db1, db2}, sale(svc, giftCardPays(card.Code, svc.Price)), ids)
		won := 0
		for _, err := range errs {
			if err == nil {
				won++
				continue
			}
			var de *dayspa.Error
			if !errors.As(err, &de) || de.FieldMsgs["payments[0].amount"].Code != "entitlement.insufficient" {
				t.Errorf("a refused checkout: %v, want payments[0].amount entitlement.insufficient", err)
			}
		}
		sum, entries, balance := ledgerSum(t, db1, card.ID)
		if won != 7 || balance != 0 || sum != 0 || entries != 8 {
			t.Fatalf("%d checkouts paid, balance %d, ledger sum %d in %d entries; want 7, 0, 0 in 8", won, balance, sum, entries)
		}
	})
}
