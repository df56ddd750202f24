package sqlstore_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// paidDeposit makes a booking of svc whose deposit of 100 AED was paid in
// time, and returns it with its payment.
func paidDeposit(t *testing.T, db *sqlstore.DB, svc dayspa.Service, at, email string) (*dayspa.Booking, dayspa.BookingPayment) {
	t.Helper()
	ctx := context.Background()
	b := awaiting(t, db, svc, at, email)
	_, err := db.RecordPaymentEvent(ctx, paidEvent("evt_"+email, email, b.ID))
	must(t, err)
	out, err := db.ProcessPaymentEvents(ctx, 50)
	must(t, err)
	if len(out) != 1 || out[0] != dayspa.OutcomePaid {
		t.Fatalf("outcomes %v, want one paid", out)
	}
	ps, err := db.BookingPayments(ctx, b.ID)
	must(t, err)
	if len(ps) != 1 {
		t.Fatalf("payments %+v, want one", ps)
	}
	return b, ps[0]
}

// A deposit received is invoiced at once (VAT is due on a prepayment for
// a specific service when it is received): one tax invoice of the amount,
// numbered in checkout's sequence, for the booking's guest, paid by card;
// a replay of the event issues no second one, and a payment that came
// after its hold (refunded) none at all. The VAT return counts it.
func TestDeposit_InvoicedAtReceipt(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		clock.set(testNow.Add(5 * time.Minute))
		b, pay := paidDeposit(t, db, svc, "10:00", "paid@example.ae")
		if pay.InvoiceID == nil || pay.InvoiceNumber != "INV-000001" || pay.Refundable != dayspa.AED(100) {
			t.Fatalf("payment %+v, want invoice INV-000001 and 100 AED refundable", pay)
		}
		inv, err := db.GetTaxDocument(ctx, *pay.InvoiceID)
		must(t, err)
		vat := dayspa.VATIn(dayspa.AED(100), dayspa.StandardVATRate)
		if inv.Kind != dayspa.KindInvoice || inv.Total != dayspa.AED(100) || inv.VAT != vat || vat != 476 ||
			inv.Format != dayspa.FormatSimplified || inv.CustomerName != "Layla Haddad" ||
			inv.IssuedBy != dayspa.DepositIssuedBy || inv.Seller != testIssuer.Seller || inv.BookingID != nil ||
			len(inv.Lines) != 1 || *inv.Lines[0].ServiceID != svc.ID ||
			inv.Lines[0].Description != "Deposit: Swedish Massage, 2026-11-29 10:00" ||
			len(inv.Payments) != 1 || inv.Payments[0] != (dayspa.Payment{Method: dayspa.PayCard, Amount: dayspa.AED(100)}) {
			t.Fatalf("deposit invoice %+v", inv)
		}
		if inv.IncomeID != nil || count(t, db, "income_transactions") != 0 {
			t.Fatal("the deposit's invoice recorded income: the sale's income is recorded once, at checkout")
		}
		// The same event again, and another event of the same session.
		_, err = db.RecordPaymentEvent(ctx, paidEvent("evt_paid@example.ae", "paid@example.ae", b.ID))
		must(t, err)
		_, err = db.RecordPaymentEvent(ctx, paidEvent("evt_replay", "paid@example.ae", b.ID))
		must(t, err)
		out, err := db.ProcessPaymentEvents(ctx, 50)
		must(t, err)
		if len(out) != 1 || out[0] != dayspa.OutcomeDuplicate {
			t.Fatalf("replay outcomes %v", out)
		}
		if n := count(t, db, "tax_documents"); n != 1 {
			t.Fatalf("%d documents after a replay, want 1", n)
		}
		// Paid after the hold: refunded, never invoiced.
		late := awaiting(t, db, svc, "14:00", "late@example.ae")
		clock.set(holdEnd.Add(time.Minute))
		_, err = db.RecordPaymentEvent(ctx, paidEvent("evt_late", "late@example.ae", late.ID))
		must(t, err)
		if out, err := db.ProcessPaymentEvents(ctx, 50); err != nil || len(out) != 1 || out[0] != dayspa.OutcomeRefundDue {
			t.Fatalf("late outcomes %v, %v", out, err)
		}
		if n := count(t, db, "tax_documents"); n != 1 {
			t.Fatalf("%d documents after a late payment, want 1", n)
		}
		day := dayspa.DateOf(testNow)
		sum, err := db.VATSummary(ctx, dayspa.VATPeriod{From: day, To: day})
		must(t, err)
		if sum.OutputVAT != vat || len(sum.Invoices) != 1 || sum.Supplies != dayspa.AED(100)-vat {
			t.Fatalf("VAT summary %+v, want the deposit's 4.76 VAT", sum)
		}
	})
}

// At checkout the deposit already invoiced is deducted: the final invoice
// lists the service at its price, names the deposit's invoice, and
// charges the rest, its VAT only what was not invoiced yet; the sale's
// income is recorded once, for the whole price.
func TestDeposit_DeductedAtCheckout(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		clock.set(testNow.Add(5 * time.Minute))
		b, pay := paidDeposit(t, db, svc, "10:00", "final@example.ae")
		draft, err := db.CheckoutDraft(ctx, b.ID)
		must(t, err)
		if draft.Prepaid == nil || draft.Prepaid.Number != "INV-000001" || draft.Prepaid.Amount != dayspa.AED(100) {
			t.Fatalf("draft prepaid %+v", draft.Prepaid)
		}
		// Paying the whole price again is refused: only the rest is due.
		_, err = db.IssueCheckout(ctx, checkout(b.ID, sale(svc)))
		assertCode(t, err, dayspa.EINVALID)
		rest := svc.Price - dayspa.AED(100)
		doc, err := db.IssueCheckout(ctx, checkout(b.ID, sale(svc, dayspa.Payment{Method: dayspa.PayCash, Amount: rest})))
		must(t, err)
		lines := dayspa.SumLines(doc.Lines)
		depositVAT := dayspa.VATIn(dayspa.AED(100), dayspa.StandardVATRate)
		if lines.Total != svc.Price || doc.Total != rest || doc.Prepaid == nil || doc.Prepaid.DocumentID != *pay.InvoiceID ||
			doc.Prepaid.Number != "INV-000001" || doc.Prepaid.Amount != dayspa.AED(100) || doc.Prepaid.VAT != depositVAT ||
			doc.VAT != lines.VAT-depositVAT || doc.Net != rest-doc.VAT || doc.Number != "INV-000002" {
			t.Fatalf("final invoice %+v (lines %+v)", doc, lines)
		}
		// Read back as issued.
		got, err := db.GetTaxDocument(ctx, doc.ID)
		must(t, err)
		if got.Prepaid == nil || *got.Prepaid != *doc.Prepaid || got.Total != rest {
			t.Fatalf("stored final invoice %+v", got)
		}
		// The two invoices together charge the sale's VAT once.
		day := dayspa.DateOf(testNow)
		sum, err := db.VATSummary(ctx, dayspa.VATPeriod{From: day, To: day})
		must(t, err)
		if sum.OutputVAT != dayspa.VATIn(svc.Price, dayspa.StandardVATRate) {
			t.Fatalf("output VAT %s, want the sale's %s once", sum.OutputVAT, dayspa.VATIn(svc.Price, dayspa.StandardVATRate))
		}
		var records int
		var cash, visa int64
		must(t, db.SQL().QueryRow(`SELECT COUNT(*), SUM(cash_amount), SUM(visa_amount) FROM income_transactions`).Scan(&records, &cash, &visa))
		if records != 1 || dayspa.Money(cash) != rest || dayspa.Money(visa) != dayspa.AED(100) {
			t.Fatalf("income: %d records, cash %d, card %d; want one of the whole price, the deposit by card", records, cash, visa)
		}
		// A refund of a deposit the final invoice deducts is refused.
		_, _, err = db.RefundablePayment(ctx, b.ID, dayspa.RefundRequest{Amount: dayspa.AED(10)})
		assertCode(t, err, dayspa.ECONFLICT)
	})
}

// A refund, whole or in parts, is at most what is left of the payment,
// records a credit note of its amount against the deposit's invoice, and
// the final invoice then deducts only what stands.
func TestDeposit_Refunds(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		clock.set(testNow.Add(5 * time.Minute))
		b, pay := paidDeposit(t, db, svc, "10:00", "refund@example.ae")

		_, _, err := db.RefundablePayment(ctx, b.ID, dayspa.RefundRequest{Amount: dayspa.AED(101)})
		assertField(t, err, "amount")
		_, _, err = db.RefundablePayment(ctx, b.ID, dayspa.RefundRequest{PaymentID: pay.ID + 99, Amount: dayspa.AED(1)})
		assertField(t, err, "paymentId")
		_, _, err = db.RefundablePayment(ctx, b.ID+99, dayspa.RefundRequest{Amount: dayspa.AED(1)})
		assertCode(t, err, dayspa.ENOTFOUND)

		got, n, err := db.RefundablePayment(ctx, b.ID, dayspa.RefundRequest{Amount: dayspa.AED(40)})
		must(t, err)
		if got.ID != pay.ID || n != 0 {
			t.Fatalf("refundable %+v, %d", got, n)
		}
		r, err := db.RecordRefund(ctx, b.ID, dayspa.RefundRequest{PaymentID: pay.ID, Amount: dayspa.AED(40), Reason: "Goodwill"}, "re_1", "Mona")
		must(t, err)
		if r.CreditNoteID == nil || r.CreditNoteNumber != "CN-000001" || r.Amount != dayspa.AED(40) || r.RefundedBy != "Mona" {
			t.Fatalf("refund %+v", r)
		}
		note, err := db.GetTaxDocument(ctx, *r.CreditNoteID)
		must(t, err)
		if note.Kind != dayspa.KindCreditNote || note.Total != dayspa.AED(40) || *note.CorrectsID != *pay.InvoiceID ||
			note.Reason != "Goodwill" || note.VAT != dayspa.VATIn(dayspa.AED(40), dayspa.StandardVATRate) {
			t.Fatalf("credit note %+v", note)
		}
		_, err = db.RecordRefund(ctx, b.ID, dayspa.RefundRequest{PaymentID: pay.ID, Amount: dayspa.AED(61), Reason: "x"}, "re_2", "Mona")
		assertField(t, err, "amount")
		m, err := db.BookingMoney(ctx, b.ID)
		must(t, err)
		if len(m.Payments) != 1 || m.Payments[0].Refunded != dayspa.AED(40) || m.Payments[0].Refundable != dayspa.AED(60) ||
			m.Payments[0].Status != dayspa.PaymentPaid || len(m.Refunds) != 1 || m.Refunds[0].CreditNoteNumber != "CN-000001" {
			t.Fatalf("booking money %+v", m)
		}
		if _, n, err := db.RefundablePayment(ctx, b.ID, dayspa.RefundRequest{Amount: dayspa.AED(1)}); err != nil || n != 1 {
			t.Fatalf("second refund's count %d, %v", n, err)
		}
		// What is kept of the deposit is 60 AED: a payment link for the
		// rest asks the price less 60, and the guest's messages say 60.
		if lt, err := db.PaymentLinkTarget(ctx, b.ID); err != nil || lt.Paid != dayspa.AED(60) {
			t.Fatalf("link target after a partial refund %+v, %v; want 60.00 paid", lt, err)
		}
		qs, err := db.ClaimMessages(ctx, 50, time.Minute)
		must(t, err)
		told := 0
		for _, q := range qs {
			if q.Message.BookingID == b.ID && q.Booking.Deposit != nil {
				told++
				if q.Booking.Deposit.Paid != dayspa.AED(60) {
					t.Errorf("the %s message says %s paid, want 60.00", q.Message.Kind, q.Booking.Deposit.Paid)
				}
			}
		}
		if told == 0 {
			t.Fatalf("no message of booking %d read its deposit: %+v", b.ID, qs)
		}
		// The final invoice deducts the 60 AED that stand.
		pre, err := db.BookingPrepayment(ctx, b.ID)
		must(t, err)
		if pre == nil || pre.Amount != dayspa.AED(60) ||
			pre.VAT != dayspa.VATIn(dayspa.AED(100), dayspa.StandardVATRate)-dayspa.VATIn(dayspa.AED(40), dayspa.StandardVATRate) {
			t.Fatalf("prepayment after a partial refund %+v", pre)
		}
		// The rest: the payment is refunded, nothing is left to deduct.
		_, err = db.RecordRefund(ctx, b.ID, dayspa.RefundRequest{PaymentID: pay.ID, Amount: dayspa.AED(60), Reason: "Rest"}, "re_2", "Mona")
		must(t, err)
		m, err = db.BookingMoney(ctx, b.ID)
		must(t, err)
		if m.Payments[0].Status != dayspa.PaymentRefunded || m.Payments[0].Refundable != 0 || len(m.Refunds) != 2 {
			t.Fatalf("booking money after the rest %+v", m)
		}
		if pre, err := db.BookingPrepayment(ctx, b.ID); err != nil || pre != nil {
			t.Fatalf("prepayment after a full refund %+v, %v", pre, err)
		}
		_, _, err = db.RefundablePayment(ctx, b.ID, dayspa.RefundRequest{Amount: dayspa.AED(1)})
		assertField(t, err, "paymentId")
	})
}

// assertField fails the test unless err is EINVALID naming field.
func assertField(t testing.TB, err error, field string) {
	t.Helper()
	assertCode(t, err, dayspa.EINVALID)
	var e *dayspa.Error
	if !errors.As(err, &e) || e.Fields[field] == "" {
		t.Fatalf("error %v does not name %s", err, field)
	}
}

// A guest's cancellation inside the free window of the terms she paid
// under makes the deposit due for a refund: the job's refund records it
// with a credit note of the whole deposit, once. A late one keeps the
// deposit as the fee: nothing is due and the invoice stands.
func TestDeposit_GuestCancellation(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		rules := dayspa.ManageRules{Cutoff: 12 * time.Hour, Phone: "+971 4 123 4567", Now: clock.Now}
		book := func(at, email string, freeHours int) (*dayspa.Booking, string) {
			nb := newBooking(t, svc, bookDay, at, email)
			nb.Deposit = &dayspa.DepositHold{Amount: dayspa.AED(100), ExpiresAt: holdEnd,
				Policy: dayspa.DepositPolicy{FreeCancelHours: freeHours, LateCancelFee: dayspa.AED(100)}}
			b, err := db.CreateBooking(ctx, nb, testRules)
			must(t, err)
			must(t, db.SetHoldSession(ctx, b.ID, "stripe", "cs_"+email))
			_, err = db.RecordPaymentEvent(ctx, paidEvent("evt_"+email, email, b.ID))
			must(t, err)
			_, err = db.ProcessPaymentEvents(ctx, 50)
			must(t, err)
			return b, dayspa.HashManageToken(guestToken(t, db, b.ID))
		}
		clock.set(testNow.Add(5 * time.Minute))
		// Free until 24 hours before: a week ahead, inside the window.
		free, freeHash := book("10:00", "free@example.ae", 24)
		// Free until 8 days before: that ended yesterday.
		late, lateHash := book("12:00", "late@example.ae", 8*24)

		_, err := db.CancelByGuest(ctx, freeHash, rules)
		must(t, err)
		_, err = db.CancelByGuest(ctx, lateHash, rules)
		must(t, err)
		due, err := db.RefundsDue(ctx, 10)
		must(t, err)
		if len(due) != 1 || due[0].BookingID != free.ID || due[0].Unrefunded() != dayspa.AED(100) {
			t.Fatalf("refunds due %+v, want the deposit of the cancellation in the window", due)
		}
		// The job refunds it (twice, as a retry would) and records it once.
		must(t, db.MarkRefunded(ctx, due[0].ID, "re_free"))
		must(t, db.MarkRefunded(ctx, due[0].ID, "re_free"))
		m, err := db.BookingMoney(ctx, free.ID)
		must(t, err)
		if m.Payments[0].Status != dayspa.PaymentRefunded || m.Payments[0].Refunded != dayspa.AED(100) || len(m.Refunds) != 1 ||
			m.Refunds[0].CreditNoteNumber != "CN-000001" || m.Refunds[0].Reason != sqlstore.GuestCancelRefundReason {
			t.Fatalf("after the job's refund %+v", m)
		}
		note, err := db.GetTaxDocument(ctx, *m.Refunds[0].CreditNoteID)
		must(t, err)
		if note.Total != dayspa.AED(100) || *note.CorrectsID != *m.Payments[0].InvoiceID || note.IssuedBy != dayspa.DepositIssuedBy {
			t.Fatalf("credit note %+v", note)
		}
		lm, err := db.BookingMoney(ctx, late.ID)
		must(t, err)
		if lm.Payments[0].Status != dayspa.PaymentPaid || len(lm.Refunds) != 0 {
			t.Fatalf("a late cancellation refunded: %+v", lm)
		}
		if n := count(t, db, "tax_documents WHERE kind = 'credit_note'"); n != 1 {
			t.Fatalf("%d credit notes, want 1", n)
		}
	})
}

// The guest's manage page lists the deposit's invoice and the credit note
// of its refund, and a document's e-mail finds the guest through the
// payment's booking.
func TestDeposit_DocumentsOfTheBooking(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		rules := dayspa.ManageRules{Cutoff: 12 * time.Hour, Phone: "+971 4 123 4567", Now: clock.Now}
		clock.set(testNow.Add(5 * time.Minute))
		b, pay := paidDeposit(t, db, svc, "10:00", "docs@example.ae")
		r, err := db.RecordRefund(ctx, b.ID, dayspa.RefundRequest{PaymentID: pay.ID, Amount: dayspa.AED(30), Reason: "Goodwill"}, "re_docs", "Mona")
		must(t, err)
		mb, err := db.ManagedBooking(ctx, dayspa.HashManageToken(guestToken(t, db, b.ID)), rules)
		must(t, err)
		if len(mb.Documents) != 2 || mb.Documents[0].ID != *pay.InvoiceID || mb.Documents[1].ID != *r.CreditNoteID {
			t.Fatalf("documents of the booking %+v, want the deposit's invoice and its credit note", mb.Documents)
		}
		m, err := db.QueueDocumentEmail(ctx, *r.CreditNoteID)
		must(t, err)
		if m.Recipient != "docs@example.ae" || m.BookingID != b.ID {
			t.Fatalf("credit note e-mail %+v", m)
		}
	})
}
