package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var (
	_ dayspa.CardStore = (*DB)(nil)
	_ dayspa.FeeStore  = (*DB)(nil)
)

// The manager's charges: the card saved with a deposit (the provider's
// customer and payment method ids), the fees charged to it, each try of
// which is a fee_attempts row whose id is the provider's idempotency key,
// and when a booking with a deposit was cancelled.

// notePaymentCustomer copies the customer of event id onto the payment
// it recorded, for the job to read its saved card.
func notePaymentCustomer(ctx context.Context, tx *Tx, eventID string) error {
	_, err := tx.ExecContext(ctx, `
		UPDATE booking_payments SET customer_ref = (SELECT e.customer_ref FROM payment_events e WHERE e.event_id = $1)
		WHERE event_id = $1 AND customer_ref = ''`, eventID)
	if err != nil {
		return fmt.Errorf("payment customer of %s: %w", eventID, err)
	}
	return nil
}

// noteHoldCancelled keeps when a booking with a deposit was cancelled
// (the late-cancellation fee is decided against it), and forgets it when
// the booking is no longer cancelled (an undo).
func noteHoldCancelled(ctx context.Context, tx *Tx, id int64, status string) error {
	var err error
	if dayspa.BookingStatus(status) == dayspa.StatusCancelled {
		_, err = tx.ExecContext(ctx, `UPDATE payment_holds SET cancelled_at = $1 WHERE booking_id = $2 AND cancelled_at IS NULL`, tx.now, id)
	} else {
		_, err = tx.ExecContext(ctx, `UPDATE payment_holds SET cancelled_at = NULL WHERE booking_id = $1 AND cancelled_at IS NOT NULL`, id)
	}
	if err != nil {
		return fmt.Errorf("booking %d cancelled at: %w", id, err)
	}
	return nil
}

// GuestCustomer is the provider's customer of booking id's guest from an
// earlier payment, the newest; "" for none.
func (db *DB) GuestCustomer(ctx context.Context, bookingID int64, provider string) (string, error) {
	return read(ctx, db, func(tx *Tx) (string, error) {
		var c string
		err := tx.QueryRowContext(ctx, `
			SELECT p.customer_ref FROM booking_payments p JOIN bookings b ON b.id = p.booking_id
			WHERE b.customer_id = (SELECT customer_id FROM bookings WHERE id = $1)
				AND p.provider = $2 AND p.customer_ref <> ''
			ORDER BY p.id DESC LIMIT 1`, bookingID, provider).Scan(&c)
		if errors.Is(err, sql.ErrNoRows) {
			return "", nil
		} else if err != nil {
			return "", fmt.Errorf("guest customer of %d: %w", bookingID, err)
		}
		return c, nil
	})
}

// CardsToRead returns up to limit deposit payments with a customer whose
// payment method was not read yet, oldest first.
func (db *DB) CardsToRead(ctx context.Context, limit int) ([]dayspa.BookingPayment, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.BookingPayment, error) {
		rows, err := tx.QueryContext(ctx, `SELECT `+bookingPaymentColumns+` FROM booking_payments
			WHERE kind = 'deposit' AND customer_ref <> '' AND payment_ref <> '' AND card_checked_at IS NULL
			ORDER BY id LIMIT $1`, limit)
		if err != nil {
			return nil, fmt.Errorf("cards to read: %w", err)
		}
		return scanBookingPayments(rows)
	})
}

// SetPaymentCard records payment id's saved card as read.
func (db *DB) SetPaymentCard(ctx context.Context, id int64, customer, method string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		_, err := tx.ExecContext(ctx, `
			UPDATE booking_payments SET payment_method_ref = $1,
				customer_ref = CASE WHEN $2 = '' THEN customer_ref ELSE $2 END, card_checked_at = $3
			WHERE id = $4`, method, customer, tx.now, id)
		if err != nil {
			return fmt.Errorf("payment %d card: %w", id, err)
		}
		return nil
	})
}

// BookingFeeState reads booking id's status, start, the terms kept with
// its deposit and when it was cancelled, the card saved with the deposit
// and the fee payment, if charged.
func (db *DB) BookingFeeState(ctx context.Context, bookingID int64) (*dayspa.FeeState, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.FeeState, error) {
		return feeState(ctx, tx, bookingID)
	})
}

func feeState(ctx context.Context, tx *Tx, bookingID int64) (*dayspa.FeeState, error) {
	var (
		st     dayspa.FeeState
		status string
		date   dayspa.Date
		minute int
	)
	err := tx.QueryRowContext(ctx, `SELECT status, booking_date, start_minute FROM bookings WHERE id = $1`, bookingID).
		Scan(&status, &date, &minute)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("fee of booking %d: %w", bookingID, err)
	}
	st.Status, st.Start = dayspa.BookingStatus(status), date.At(minute, tx.db.location)
	hold, cancelledAt, err := bookingHold(ctx, tx, bookingID)
	switch {
	case dayspa.ErrorCode(err) == dayspa.ENOTFOUND: // no deposit: no terms
	case err != nil:
		return nil, err
	default:
		st.HasDeposit, st.Terms, st.CancelledAt = true, hold.Policy, cancelledAt
	}
	var card dayspa.SavedCard
	err = tx.QueryRowContext(ctx, `
		SELECT provider, customer_ref, payment_method_ref FROM booking_payments
		WHERE booking_id = $1 AND kind = 'deposit' AND payment_method_ref <> '' AND customer_ref <> ''
		ORDER BY id DESC LIMIT 1`, bookingID).Scan(&card.Provider, &card.Customer, &card.PaymentMethod)
	if err == nil {
		st.Card = &card
	} else if !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("saved card of booking %d: %w", bookingID, err)
	}
	rows, err := tx.QueryContext(ctx, `SELECT `+bookingPaymentColumns+` FROM booking_payments
		WHERE booking_id = $1 AND kind = 'fee' ORDER BY id LIMIT 1`, bookingID)
	if err != nil {
		return nil, fmt.Errorf("fee payment of booking %d: %w", bookingID, err)
	}
	fees, err := scanBookingPayments(rows)
	if err != nil {
		return nil, err
	}
	if len(fees) > 0 {
		st.Charged = &fees[0]
	}
	return &st, nil
}

// StartFeeAttempt records a try of charging booking id's fee, or returns
// the one still charging (whose key a retry reuses): ECONFLICT fee.charged
// once charged. The partial unique index keeps one live attempt a booking
// when two desks press at once.
func (db *DB) StartFeeAttempt(ctx context.Context, bookingID int64, kind dayspa.FeeKind, amount dayspa.Money, by string) (int64, error) {
	return write(ctx, db, func(tx *Tx) (int64, error) {
		var id int64
		var status string
		err := tx.QueryRowContext(ctx, `SELECT id, status FROM fee_attempts WHERE booking_id = $1 AND status IN ('charging', 'charged')`, bookingID).
			Scan(&id, &status)
		switch {
		case err == nil && status == "charged":
			return 0, dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgFeeCharged)
		case err == nil:
			return id, nil
		case !errors.Is(err, sql.ErrNoRows):
			return 0, fmt.Errorf("fee attempt of booking %d: %w", bookingID, err)
		}
		err = tx.QueryRowContext(ctx, `
			INSERT INTO fee_attempts (booking_id, kind, amount, status, created_by, created_at)
			VALUES ($1, $2, $3, 'charging', $4, $5) RETURNING id`, bookingID, string(kind), int64(amount), by, tx.now).Scan(&id)
		if err != nil {
			return 0, fmt.Errorf("start fee attempt of booking %d: %w", bookingID, err)
		}
		return id, nil
	})
}

// DeclineFeeAttempt ends attempt id as declined, with the provider's
// reason.
func (db *DB) DeclineFeeAttempt(ctx context.Context, id int64, reason string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE fee_attempts SET status = 'declined', reason = $1 WHERE id = $2 AND status = 'charging'`, reason, id)
		if err != nil {
			return fmt.Errorf("decline fee attempt %d: %w", id, err)
		}
		return nil
	})
}

// FinishFeeAttempt records attempt id as charged by the provider's
// payment ref: the fee as a paid payment of kind fee against its booking,
// and as money received by card in the day's income (dayspa.FeeIncome),
// in one transaction; a second finish of the same attempt returns the
// payment recorded.
func (db *DB) FinishFeeAttempt(ctx context.Context, id int64, provider, paymentRef string) (*dayspa.BookingPayment, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.BookingPayment, error) {
		var (
			bookingID int64
			kind      string
			amount    int64
		)
		err := tx.QueryRowContext(ctx, `
			UPDATE fee_attempts SET status = 'charged', payment_ref = $1 WHERE id = $2 AND status = 'charging'
			RETURNING booking_id, kind, amount`, paymentRef, id).Scan(&bookingID, &kind, &amount)
		if errors.Is(err, sql.ErrNoRows) {
			if err := tx.QueryRowContext(ctx, `SELECT booking_id FROM fee_attempts WHERE id = $1`, id).Scan(&bookingID); err != nil {
				return nil, fmt.Errorf("fee attempt %d: %w", id, err)
			}
			st, err := feeState(ctx, tx, bookingID)
			if err != nil {
				return nil, err
			}
			if st.Charged == nil {
				return nil, fmt.Errorf("fee attempt %d is not charging", id)
			}
			return st.Charged, nil
		} else if err != nil {
			return nil, fmt.Errorf("finish fee attempt %d: %w", id, err)
		}
		b, err := findCheckoutBooking(ctx, tx, bookingID, false)
		if err != nil {
			return nil, err
		}
		pay := dayspa.BookingPayment{BookingID: bookingID, Provider: provider, SessionID: paymentRef, PaymentRef: paymentRef,
			Kind: "fee", Amount: dayspa.Money(amount), Currency: dayspa.Currency, Status: dayspa.PaymentPaid, CreatedAt: tx.now}
		err = tx.QueryRowContext(ctx, `
			INSERT INTO booking_payments (booking_id, provider, session_id, payment_ref, kind, amount, currency, status, event_id, created_at)
			VALUES ($1, $2, $3, $4, 'fee', $5, $6, $7, '', $8) RETURNING id`,
			bookingID, provider, paymentRef, paymentRef, amount, dayspa.Currency, string(dayspa.PaymentPaid), tx.now).Scan(&pay.ID)
		if err != nil {
			return nil, fmt.Errorf("record fee of booking %d: %w", bookingID, err)
		}
		income := dayspa.FeeIncome(dayspa.FeeKind(kind), dayspa.Money(amount), dayspa.DateOf(tx.now.In(tx.db.location)),
			bookingID, b.view.CustomerName, b.view.ServiceName)
		first, err := takeInvoiceNumbers(ctx, tx, 1)
		if err != nil {
			return nil, err
		}
		income.InvoiceNumber, income.CreatedAt, income.UpdatedAt = first, tx.now, tx.now
		if err := insertIncome(ctx, tx, []*dayspa.IncomeTransaction{&income}); err != nil {
			return nil, err
		}
		if err := addDaily(ctx, tx, dailyDeltas{}.add(&income, 1)); err != nil {
			return nil, err
		}
		// The audit log records the fee charged against the booking.
		noteAudit(ctx, bookingID, nil, pay)
		return &pay, nil
	})
}
