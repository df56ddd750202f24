package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// membership is a monthly membership of one massage credit with a member
// discount of percent on the rest.
func membership(percent string) dayspa.EntitlementInput {
	return dayspa.EntitlementInput{Kind: "membership", HolderName: "Omar Saleh", HolderEmail: "omar@example.ae",
		Price: numberOf("400"), Sessions: numberOf("1"), Category: dayspa.CategoryMassage, DiscountPercent: numberOf(percent), PaidBy: "card"}
}

// TestCheckoutMemberDiscount: a membership's credit pays the massage and
// its 20% member discount comes off the facial, the rest of the sale: the
// invoice charges 160.00 for the facial, names the discount's reason by
// the membership's code, and the discount takes nothing from the ledger.
// The preview prices the same. Refused at the discount's field, with
// nothing written: a package's code, a membership without a discount, a
// code that is none.
func TestCheckoutMemberDiscount(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		hot := createService(t, db, massage("Hot Stone")) // AED 350
		facial := massage("Gold Facial")
		facial.Category, facial.Price = dayspa.CategoryFacial, dayspa.AED(200)
		facial = createService(t, db, facial)
		member := issue(t, db, membership("20"))
		if member.DiscountPercent != 2000 {
			t.Fatalf("membership discount %s, want 20.00", member.DiscountPercent)
		}
		b := book(t, db, hot, bookDay, "Omar Saleh", "omar@example.ae")
		memberSale := func(code string, pays ...dayspa.Payment) dayspa.Sale {
			s := sale(hot, pays...)
			id := facial.ID
			s.Lines = append(s.Lines, dayspa.SaleLine{ServiceID: &id, Description: facial.Name, UnitPrice: facial.Price, Quantity: 1})
			s.MemberCode = code
			return s
		}

		preview := memberSale(member.Code, sessionsPay(member.Code, 1), dayspa.Payment{Method: dayspa.PayCard, Amount: dayspa.AED(160)})
		must(t, db.PreviewRedemptions(ctx, &preview))
		priced, err := dayspa.PriceSale(preview, testIssuer.Seller)
		must(t, err)
		if preview.DiscountPercent != 2000 || priced.Total != dayspa.AED(160) {
			t.Fatalf("preview: discount %s, total %s; want 20.00 off the facial, 160.00", preview.DiscountPercent, priced.Total)
		}

		doc, err := db.IssueCheckout(ctx, checkout(b.ID, memberSale(member.Code, sessionsPay(member.Code, 1),
			dayspa.Payment{Method: dayspa.PayCard, Amount: dayspa.AED(160)})))
		must(t, err)
		if doc.Total != dayspa.AED(160) || doc.DiscountReason != "Member discount, membership "+dayspa.CodeHint(member.Code) {
			t.Fatalf("invoice total %s, discount reason %q", doc.Total, doc.DiscountReason)
		}
		if _, entries, balance := ledgerSum(t, db, member.ID); entries != 2 || balance != 0 {
			t.Fatalf("membership ledger: %d entries, balance %d; want the sale and the credit's redemption", entries, balance)
		}

		b2 := book(t, db, hot, bookDay, "Omar Saleh", "omar@example.ae")
		pkg := issue(t, db, massagePackage("5"))
		plain := issue(t, db, membership("0"))
		for code, want := range map[string]string{pkg.Code: "sale.not_membership", plain.Code: "sale.no_member_discount",
			"0KP9-BFWM-JMW5-2TJK-G": "entitlement.not_found"} {
			_, err := db.IssueCheckout(ctx, checkout(b2.ID, memberSale(code, dayspa.Payment{Method: dayspa.PayCash, Amount: dayspa.AED(550)})))
			assertFieldMsg(t, err, "discount.memberCode", want)
		}
		// The checkout's invoice and the sales of the two memberships and the package.
		if n := count(t, db, "tax_documents"); n != 4 {
			t.Fatalf("%d tax documents after the refusals, want 4", n)
		}
	})
}

// TestRenewMembership: a month renewed at the desk adds the membership's
// credits, moves its last day a month on, issues the month's tax invoice
// at its price (paid as the member paid now; the membership keeps naming
// its first), and appends a sale entry naming that invoice, the ledger
// still summing to the balance. A package is refused, writing nothing.
func TestRenewMembership(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		member := issue(t, db, membership("10"))
		renewed, entry, number, err := db.RenewEntitlement(ctx, member.ID, dayspa.RenewInput{PaidBy: "cash"}, "Mariam")
		must(t, err)
		// Sold on 22 November 2026, valid a year: a month on is 22 December 2027.
		if renewed.Balance != 2 || renewed.ExpiresOn != (dayspa.Date{Year: 2027, Month: time.December, Day: 22}) ||
			renewed.InvoiceNumber != member.InvoiceNumber || number == "" || number == member.InvoiceNumber {
			t.Fatalf("renewed %+v, invoice %s (first %s)", renewed, number, member.InvoiceNumber)
		}
		if entry.Kind != dayspa.EntrySale || entry.Units != 1 || entry.By != "Mariam" ||
			entry.Reason != "Renewed until "+renewed.ExpiresOn.String()+" ("+number+")" {
			t.Fatalf("entry %+v", entry)
		}
		if sum, entries, balance := ledgerSum(t, db, member.ID); sum != balance || entries != 2 || balance != 2 {
			t.Fatalf("ledger sum %d in %d entries, balance %d", sum, entries, balance)
		}
		stored, err := db.GetEntitlement(ctx, member.ID)
		must(t, err)
		if stored.ExpiresOn != renewed.ExpiresOn || stored.Balance != 2 {
			t.Fatalf("stored %+v", stored)
		}
		var total dayspa.Money
		var paidCash int
		must(t, db.SQL().QueryRow(`SELECT total_amount FROM tax_documents WHERE number = $1`, number).Scan(&total))
		must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM tax_document_payments p JOIN tax_documents d ON d.id = p.document_id
			WHERE d.number = $1 AND p.method = 'cash'`, number).Scan(&paidCash))
		if total != dayspa.AED(400) || paidCash != 1 {
			t.Fatalf("the month's invoice: total %s, cash payments %d", total, paidCash)
		}

		pkg := issue(t, db, massagePackage("5"))
		_, _, _, err = db.RenewEntitlement(ctx, pkg.ID, dayspa.RenewInput{PaidBy: "cash"}, "Mariam")
		assertCode(t, err, dayspa.ECONFLICT)
		if _, entries, balance := ledgerSum(t, db, pkg.ID); entries != 1 || balance != 5 {
			t.Fatalf("a refused renewal wrote to the package: %d entries, balance %d", entries, balance)
		}
	})
}
