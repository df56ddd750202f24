package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.RefundStore = (*DB)(nil)

// The money documents of deposits (dayspa's deposit_invoice.go): the tax
// invoice a deposit's receipt issues, the final invoice's deduction of
// it, and the refunds of a payment with their credit notes.

// issuer is the documents' issuer of the job's documents (Config.Issuer),
// with the default prefixes where none is set.
func (db *DB) issuer() dayspa.Issuer {
	i := db.Issuer
	if i.InvoicePrefix == "" {
		i.InvoicePrefix = dayspa.DefaultInvoicePrefix
	}
	if i.CreditNotePrefix == "" {
		i.CreditNotePrefix = dayspa.DefaultCreditNotePrefix
	}
	return i
}

// invoiceDeposit issues, in the transaction that records payment id of
// booking bookingID as paid, the tax invoice of the prepayment received
// (VAT is due when a prepayment for a specific service is received): one
// line, the deposit (or with full the whole price, a payment link's)
// towards the booked service, paid by card, for the booking's guest,
// numbered as checkout's invoices are. It records no income: the sale's
// income is recorded once, at checkout, whose final invoice deducts this
// one (bookingPrepayment), with the prepayment in it (dayspa.SaleIncome).
func invoiceDeposit(ctx context.Context, tx *Tx, bookingID, paymentID int64, amount dayspa.Money, full bool) error {
	b, err := findCheckoutBooking(ctx, tx, bookingID, false)
	if err != nil {
		return err
	}
	issuer := tx.db.issuer()
	s := dayspa.DepositSale(b.serviceID, dayspa.DepositWhat(b.view.ServiceName, b.view.Date, b.view.Time), amount, full)
	priced, err := dayspa.PriceSale(s, issuer.Seller)
	if err != nil {
		return fmt.Errorf("deposit invoice of booking %d: %w", bookingID, err)
	}
	doc := newInvoice(tx, s, priced, issuer)
	doc.CustomerName, doc.TherapistName, doc.Language, doc.IssuedBy = b.view.CustomerName, b.view.TherapistName, b.language, dayspa.DepositIssuedBy
	if err := takeDocumentNumber(ctx, tx, doc, issuer); err != nil {
		return err
	}
	if err := insertTaxDocument(ctx, tx, doc); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE booking_payments SET invoice_id = $1 WHERE id = $2`, doc.ID, paymentID); err != nil {
		return fmt.Errorf("payment %d invoice: %w", paymentID, err)
	}
	return nil
}

// bookingPrepayment is what booking id's final invoice deducts: the
// invoices of its payments, each less what credit notes credited of it
// (a refund), added up; the first invoice's number names it (a booking
// has one deposit). Nil when nothing stands.
func bookingPrepayment(ctx context.Context, tx *Tx, id int64) (*dayspa.Prepayment, error) {
	rows, err := tx.QueryContext(ctx, `
		SELECT d.id, d.number, d.total_amount, d.vat_amount,
			COALESCE((SELECT SUM(n.total_amount) FROM tax_documents n WHERE n.corrects_id = d.id), 0),
			COALESCE((SELECT SUM(n.vat_amount) FROM tax_documents n WHERE n.corrects_id = d.id), 0)
		FROM booking_payments bp JOIN tax_documents d ON d.id = bp.invoice_id
		WHERE bp.booking_id = $1 ORDER BY d.id`, id)
	if err != nil {
		return nil, fmt.Errorf("booking %d prepayment: %w", id, err)
	}
	defer rows.Close()
	var out *dayspa.Prepayment
	for rows.Next() {
		var docID int64
		var number string
		var total, vat, creditedTotal, creditedVAT dayspa.Money
		if err := rows.Scan(&docID, &number, &total, &vat, &creditedTotal, &creditedVAT); err != nil {
			return nil, fmt.Errorf("booking %d prepayment: %w", id, err)
		}
		if total-creditedTotal <= 0 {
			continue
		}
		if out == nil {
			out = &dayspa.Prepayment{DocumentID: docID, Number: number}
		}
		out.Amount += total - creditedTotal
		out.VAT += vat - creditedVAT
	}
	return out, rows.Err()
}

// BookingPrepayment returns what booking id's final invoice would deduct
// now, or nil.
func (db *DB) BookingPrepayment(ctx context.Context, id int64) (*dayspa.Prepayment, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Prepayment, error) {
		return bookingPrepayment(ctx, tx, id)
	})
}

// bookingExists answers ENOTFOUND for a booking that is not there; lock
// locks its row until tx ends (bookingStatusAndStart).
func bookingExists(ctx context.Context, tx *Tx, id int64, lock bool) error {
	if lock {
		_, _, err := bookingStatusAndStart(ctx, tx, id)
		return err
	}
	var one int
	err := tx.QueryRowContext(ctx, `SELECT 1 FROM bookings WHERE id = $1`, id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	} else if err != nil {
		return fmt.Errorf("find booking %d: %w", id, err)
	}
	return nil
}

// lockPayment reads payment id under its row lock (PostgreSQL; SQLite's
// write transaction holds it already).
func lockPayment(ctx context.Context, tx *Tx, id int64) (*dayspa.BookingPayment, error) {
	q := `SELECT ` + bookingPaymentColumns + ` FROM booking_payments WHERE id = $1`
	if tx.db.engine == EnginePostgres {
		q += ` FOR UPDATE`
	}
	rows, err := tx.QueryContext(ctx, q, id)
	if err != nil {
		return nil, fmt.Errorf("payment %d: %w", id, err)
	}
	ps, err := scanBookingPayments(rows)
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	}
	return &ps[0], nil
}

// refundablePayment finds the payment r refunds of booking id (r's, or
// the first with something left) and checks the amount is at most what
// is left of it, and that no final invoice deducts it already; it returns
// the payment and how many refunds it had.
func refundablePayment(ctx context.Context, tx *Tx, bookingID int64, r dayspa.RefundRequest, lock bool) (*dayspa.BookingPayment, int, error) {
	if err := bookingExists(ctx, tx, bookingID, lock); err != nil {
		return nil, 0, err
	}
	rows, err := tx.QueryContext(ctx, `SELECT `+bookingPaymentColumns+` FROM booking_payments WHERE booking_id = $1 ORDER BY id`, bookingID)
	if err != nil {
		return nil, 0, fmt.Errorf("booking %d payments: %w", bookingID, err)
	}
	ps, err := scanBookingPayments(rows)
	if err != nil {
		return nil, 0, err
	}
	var pay *dayspa.BookingPayment
	for i := range ps {
		if r.PaymentID == ps[i].ID || r.PaymentID == 0 && ps[i].Refundable > 0 {
			pay = &ps[i]
			break
		}
	}
	f := dayspa.FieldErrors{}
	if pay == nil || pay.Refundable == 0 {
		f.Add("paymentId", dayspa.MsgRefundPayment)
		return nil, 0, f.Err()
	}
	if r.Amount > pay.Refundable {
		f.Add("amount", dayspa.MsgRefundTooMuch, pay.Refundable.String())
		return nil, 0, f.Err()
	}
	if pay.InvoiceID != nil {
		var final int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM tax_documents WHERE prepaid_id = $1`, *pay.InvoiceID).Scan(&final); err != nil {
			return nil, 0, fmt.Errorf("payment %d final invoice: %w", pay.ID, err)
		}
		if final > 0 {
			return nil, 0, dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgRefundCheckedOut)
		}
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM payment_refunds WHERE payment_id = $1`, pay.ID).Scan(&n); err != nil {
		return nil, 0, fmt.Errorf("payment %d refunds: %w", pay.ID, err)
	}
	return pay, n, nil
}

// RefundablePayment checks refund r of booking id before the provider is
// asked.
func (db *DB) RefundablePayment(ctx context.Context, bookingID int64, r dayspa.RefundRequest) (*dayspa.BookingPayment, int, error) {
	type found struct {
		pay *dayspa.BookingPayment
		n   int
	}
	f, err := read(ctx, db, func(tx *Tx) (found, error) {
		pay, n, err := refundablePayment(ctx, tx, bookingID, r, false)
		return found{pay, n}, err
	})
	return f.pay, f.n, err
}

// RecordRefund records the provider's refund ref of r (its payment set),
// checked again under the booking's and the payment's locks: the refund,
// what is left of the payment (refunded once nothing is), and a credit
// note of the amount against the payment's invoice.
func (db *DB) RecordRefund(ctx context.Context, bookingID int64, r dayspa.RefundRequest, ref, by string) (*dayspa.PaymentRefund, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.PaymentRefund, error) {
		pay, _, err := refundablePayment(ctx, tx, bookingID, r, true)
		if err != nil {
			return nil, err
		}
		if _, err := lockPayment(ctx, tx, pay.ID); err != nil {
			return nil, err
		}
		out, err := insertRefund(ctx, tx, pay, r.Amount, ref, r.Reason, by)
		if err != nil {
			return nil, err
		}
		status := dayspa.PaymentPaid
		if r.Amount == pay.Left() {
			status = dayspa.PaymentRefunded
		}
		if _, err := tx.ExecContext(ctx, `
			UPDATE booking_payments SET refunded_amount = refunded_amount + $1, status = $2, refund_ref = $3, refunded_at = $4
			WHERE id = $5`, r.Amount, string(status), ref, tx.now, pay.ID); err != nil {
			return nil, fmt.Errorf("refund payment %d: %w", pay.ID, err)
		}
		// The audit log records the change of the booking: its refund.
		noteAudit(ctx, bookingID, nil, out)
		return out, nil
	})
}

// insertRefund records a refund of amount of pay with its credit note
// against pay's invoice (none when it had no invoice).
func insertRefund(ctx context.Context, tx *Tx, pay *dayspa.BookingPayment, amount dayspa.Money, ref, reason, by string) (*dayspa.PaymentRefund, error) {
	out := &dayspa.PaymentRefund{PaymentID: pay.ID, Amount: amount, Reason: reason, RefundedBy: by, CreatedAt: tx.now.UTC()}
	if pay.InvoiceID != nil {
		inv, notes, err := lockInvoice(ctx, tx, *pay.InvoiceID)
		if err != nil {
			return nil, err
		}
		issuedBy := by
		if issuedBy == "" {
			issuedBy = dayspa.DepositIssuedBy
		}
		note, err := issueCredit(ctx, tx, inv, notes, dayspa.CreditRequest{Amount: amount, Reason: reason}, tx.db.issuer(), issuedBy, false)
		if err != nil {
			return nil, err
		}
		out.CreditNoteID, out.CreditNoteNumber = &note.ID, note.Number
	}
	err := tx.QueryRowContext(ctx, `
		INSERT INTO payment_refunds (payment_id, amount, refund_ref, credit_note_id, reason, refunded_by, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
		pay.ID, amount, ref, out.CreditNoteID, reason, by, tx.now).Scan(&out.ID)
	if err != nil {
		return nil, fmt.Errorf("record refund of payment %d: %w", pay.ID, err)
	}
	return out, nil
}

// creditRefundDue records, when the job has refunded payment id that was
// due for a refund, what was left of it as a refund with its credit note
// (a guest's cancellation inside the free window: the deposit's invoice
// is credited). A payment that came too late has no invoice: only the
// refund is recorded.
func creditRefundDue(ctx context.Context, tx *Tx, id int64, ref string) error {
	pay, err := lockPayment(ctx, tx, id)
	if errors.Is(err, sql.ErrNoRows) || dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		return nil
	} else if err != nil {
		return err
	}
	if pay.Status != dayspa.PaymentRefundDue || pay.Unrefunded() <= 0 {
		return nil
	}
	var reason string
	if err := tx.QueryRowContext(ctx, `SELECT refund_reason FROM booking_payments WHERE id = $1`, id).Scan(&reason); err != nil {
		return fmt.Errorf("payment %d refund reason: %w", id, err)
	}
	if reason == "" {
		reason = "Paid after the booking's hold ended"
	}
	_, err = insertRefund(ctx, tx, pay, pay.Unrefunded(), ref, reason, "")
	return err
}

// BookingMoney returns booking id's payments and refunds, oldest first.
func (db *DB) BookingMoney(ctx context.Context, bookingID int64) (*dayspa.BookingMoney, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.BookingMoney, error) {
		if err := bookingExists(ctx, tx, bookingID, false); err != nil {
			return nil, err
		}
		rows, err := tx.QueryContext(ctx, `SELECT `+bookingPaymentColumns+` FROM booking_payments WHERE booking_id = $1 ORDER BY id`, bookingID)
		if err != nil {
			return nil, fmt.Errorf("booking %d payments: %w", bookingID, err)
		}
		out := &dayspa.BookingMoney{Refunds: []dayspa.PaymentRefund{}}
		if out.Payments, err = scanBookingPayments(rows); err != nil {
			return nil, err
		}
		rrows, err := tx.QueryContext(ctx, `
			SELECT r.id, r.payment_id, r.amount, r.credit_note_id, COALESCE(d.number, ''), r.reason, r.refunded_by, r.created_at
			FROM payment_refunds r JOIN booking_payments p ON p.id = r.payment_id
			LEFT JOIN tax_documents d ON d.id = r.credit_note_id
			WHERE p.booking_id = $1 ORDER BY r.id`, bookingID)
		if err != nil {
			return nil, fmt.Errorf("booking %d refunds: %w", bookingID, err)
		}
		defer rrows.Close()
		for rrows.Next() {
			var r dayspa.PaymentRefund
			if err := rrows.Scan(&r.ID, &r.PaymentID, &r.Amount, &r.CreditNoteID, &r.CreditNoteNumber, &r.Reason, &r.RefundedBy, &r.CreatedAt); err != nil {
				return nil, fmt.Errorf("booking %d refunds: %w", bookingID, err)
			}
			r.CreatedAt = r.CreatedAt.UTC()
			out.Refunds = append(out.Refunds, r)
		}
		return out, rrows.Err()
	})
}

// GuestCancelRefundReason is the credit note's reason of a deposit given
// back for a cancellation inside the free window.
const GuestCancelRefundReason = "Cancelled by the guest inside the free-cancellation window"

// refundInFreeWindow, in the transaction of a guest's cancellation of
// booking id, makes its paid deposit due for a refund when the
// cancellation is inside the free window of the terms the guest paid
// under (dayspa.DepositPolicy.LateCancel): the job refunds what is left of
// it, once (its idempotency key), and credits its invoice. A late
// cancellation keeps the deposit as the fee: nothing is refunded and the
// invoice stands.
func refundInFreeWindow(ctx context.Context, tx *Tx, id int64) error {
	hold, _, err := bookingHold(ctx, tx, id)
	if dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		return nil // no deposit asked
	} else if err != nil {
		return err
	}
	_, start, err := bookingStatusAndStart(ctx, tx, id)
	if err != nil {
		return err
	}
	if hold.Policy.LateCancel(start, tx.now) {
		return nil
	}
	_, err = tx.ExecContext(ctx, `
		UPDATE booking_payments SET status = $1, refund_reason = $2
		WHERE booking_id = $3 AND status = $4 AND refunded_amount < amount`,
		string(dayspa.PaymentRefundDue), GuestCancelRefundReason, id, string(dayspa.PaymentPaid))
	if err != nil {
		return fmt.Errorf("booking %d deposit refund: %w", id, err)
	}
	return nil
}

// DepositInvoiceBooking returns the booking whose payment invoice id
// invoiced (a deposit's invoice), or 0 for any other document.
func (db *DB) DepositInvoiceBooking(ctx context.Context, id int64) (int64, error) {
	return read(ctx, db, func(tx *Tx) (int64, error) {
		var booking int64
		err := tx.QueryRowContext(ctx, `SELECT booking_id FROM booking_payments WHERE invoice_id = $1`, id).Scan(&booking)
		if errors.Is(err, sql.ErrNoRows) {
			return 0, nil
		} else if err != nil {
			return 0, fmt.Errorf("invoice %d payment: %w", id, err)
		}
		return booking, nil
	})
}
