package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
)

var _ dayspa.PaymentStore = (*DB)(nil)

// Deposits: the policies, the hold of a booking awaiting its deposit, the
// provider's events as received and the payments they record. Whether a
// payment counts is decided in one transaction per event, by a conditional
// update of the booking's status that the hold's expiry makes too: of the
// two, the one that finds the booking still awaiting_payment wins, and the
// other sees what it did.

const depositPolicyColumns = `service_id, kind, amount, percent, free_cancel_hours, late_cancel_fee, no_show_fee, confirm_on_payment`

// DepositPolicies returns the default policy (service 0), when set, and
// every service's own, by service id.
func (db *DB) DepositPolicies(ctx context.Context) ([]dayspa.DepositPolicy, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.DepositPolicy, error) {
		rows, err := tx.QueryContext(ctx, `SELECT `+depositPolicyColumns+` FROM deposit_policies ORDER BY service_id`)
		if err != nil {
			return nil, fmt.Errorf("deposit policies: %w", err)
		}
		defer rows.Close()
		out := []dayspa.DepositPolicy{}
		for rows.Next() {
			var p dayspa.DepositPolicy
			var kind string
			var amount, late, noShow int64
			if err := rows.Scan(&p.ServiceID, &kind, &amount, &p.Percent, &p.FreeCancelHours, &late, &noShow, &p.ConfirmOnPayment); err != nil {
				return nil, fmt.Errorf("deposit policies: %w", err)
			}
			p.Kind, p.Amount, p.LateCancelFee, p.NoShowFee = dayspa.DepositKind(kind), dayspa.Money(amount), dayspa.Money(late), dayspa.Money(noShow)
			out = append(out, p)
		}
		return out, rows.Err()
	})
}

// SetDepositPolicy stores p as its service's policy (or the default, for
// service 0), replacing the one before: EINVALID for a policy that breaks
// a rule, ENOTFOUND for a service that does not exist.
func (db *DB) SetDepositPolicy(ctx context.Context, p dayspa.DepositPolicy) (*dayspa.DepositPolicy, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if p.ServiceID < 0 {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgDepositService)
	}
	return write(ctx, db, func(tx *Tx) (*dayspa.DepositPolicy, error) {
		if p.ServiceID > 0 {
			var one int
			err := tx.QueryRowContext(ctx, `SELECT 1 FROM services WHERE id = $1`, p.ServiceID).Scan(&one)
			if errors.Is(err, sql.ErrNoRows) {
				return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgDepositService)
			} else if err != nil {
				return nil, fmt.Errorf("deposit policy service: %w", err)
			}
		}
		_, err := tx.ExecContext(ctx, `
			INSERT INTO deposit_policies (`+depositPolicyColumns+`, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
			ON CONFLICT (service_id) DO UPDATE SET kind = excluded.kind, amount = excluded.amount,
				percent = excluded.percent, free_cancel_hours = excluded.free_cancel_hours,
				late_cancel_fee = excluded.late_cancel_fee, no_show_fee = excluded.no_show_fee,
				confirm_on_payment = excluded.confirm_on_payment, updated_at = excluded.updated_at`,
			p.ServiceID, string(p.Kind), int64(p.Amount), p.Percent, p.FreeCancelHours, int64(p.LateCancelFee), int64(p.NoShowFee),
			p.ConfirmOnPayment, tx.now)
		if err != nil {
			return nil, fmt.Errorf("set deposit policy: %w", err)
		}
		return &p, nil
	})
}

// DeleteDepositPolicy removes service serviceID's own policy; ENOTFOUND
// when it has none (service 0's, the default, is never removed).
func (db *DB) DeleteDepositPolicy(ctx context.Context, serviceID int64) error {
	if serviceID <= 0 {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgDepositOwnNone)
	}
	return db.inWrite(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM deposit_policies WHERE service_id = $1`, serviceID)
		if err != nil {
			return fmt.Errorf("delete deposit policy: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgDepositOwnNone)
		}
		return nil
	})
}

// holdForDeposit records the hold of a booking b awaiting its deposit,
// in the transaction that wrote it; nothing for any other booking.
func holdForDeposit(ctx context.Context, tx *Tx, nb dayspa.NewBooking, b *dayspa.Booking) error {
	if nb.Deposit == nil {
		return nil
	}
	_, err := tx.ExecContext(ctx, `
		INSERT INTO payment_holds (booking_id, amount, currency, expires_at, created_at,
			free_cancel_hours, late_cancel_fee, no_show_fee, confirm_on_payment)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		b.ID, int64(nb.Deposit.Amount), dayspa.Currency, dbTime(nb.Deposit.ExpiresAt), tx.now,
		nb.Deposit.Policy.FreeCancelHours, int64(nb.Deposit.Policy.LateCancelFee), int64(nb.Deposit.Policy.NoShowFee),
		nb.Deposit.Policy.ConfirmOnPayment)
	if err != nil {
		return fmt.Errorf("booking %d hold: %w", b.ID, err)
	}
	return nil
}

// SetHoldSession records the checkout session of booking id's hold.
func (db *DB) SetHoldSession(ctx context.Context, bookingID int64, provider, sessionID string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE payment_holds SET provider = $1, session_id = $2 WHERE booking_id = $3`,
			provider, sessionID, bookingID)
		if err != nil {
			return fmt.Errorf("hold session: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
		}
		return nil
	})
}

// ReleaseHold expires booking id at once when it still awaits its
// deposit.
func (db *DB) ReleaseHold(ctx context.Context, bookingID int64) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		_, err := expireBooking(ctx, tx, bookingID)
		return err
	})
}

// expireBooking moves booking id from awaiting_payment to expired, which
// frees its room and therapists, and reports whether it did.
func expireBooking(ctx context.Context, tx *Tx, id int64) (bool, error) {
	res, err := tx.ExecContext(ctx, `
		UPDATE bookings SET status = $1, status_reason = $2, version = version + 1
		WHERE id = $3 AND status = $4`,
		string(dayspa.StatusExpired), "deposit not paid in time", id, string(dayspa.StatusAwaitingPayment))
	if err != nil {
		return false, fmt.Errorf("expire booking %d: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("expire booking %d: %w", id, err)
	}
	return n == 1, nil
}

// RecordPaymentEvent keeps ev for the background job unless its id was
// received before.
func (db *DB) RecordPaymentEvent(ctx context.Context, ev dayspa.PaymentEvent) (bool, error) {
	if ev.ID == "" {
		return false, fmt.Errorf("payment event without an id")
	}
	return write(ctx, db, func(tx *Tx) (bool, error) {
		var booking sql.NullInt64
		if ev.BookingID > 0 {
			booking = sql.NullInt64{Int64: ev.BookingID, Valid: true}
		}
		res, err := tx.ExecContext(ctx, `
			INSERT INTO payment_events (event_id, provider, type, session_id, payment_ref, booking_id, amount, currency, received_at, next_attempt_at, customer_ref)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)
			ON CONFLICT (event_id) DO NOTHING`,
			ev.ID, ev.Provider, string(ev.Type), ev.SessionID, ev.PaymentRef, booking, int64(ev.Amount), ev.Currency, tx.now, ev.Customer)
		if err != nil {
			return false, fmt.Errorf("record payment event: %w", err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return false, fmt.Errorf("record payment event: %w", err)
		}
		return n == 1, nil
	})
}

// paymentEventRetry is how long an event whose handling failed waits
// before the next try.
const paymentEventRetry = time.Minute

// ProcessPaymentEvents handles up to limit due events, oldest first, each
// in its own transaction. An event that fails is tried again later.
func (db *DB) ProcessPaymentEvents(ctx context.Context, limit int) ([]dayspa.PaymentOutcome, error) {
	ids, err := read(ctx, db, func(tx *Tx) ([]string, error) {
		rows, err := tx.QueryContext(ctx, `
			SELECT event_id FROM payment_events
			WHERE processed_at IS NULL AND next_attempt_at <= $1
			ORDER BY received_at, event_id LIMIT $2`, tx.now, limit)
		if err != nil {
			return nil, fmt.Errorf("payment events due: %w", err)
		}
		defer rows.Close()
		var out []string
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				return nil, err
			}
			out = append(out, id)
		}
		return out, rows.Err()
	})
	if err != nil {
		return nil, err
	}
	var out []dayspa.PaymentOutcome
	for _, id := range ids {
		o, err := write(ctx, db, func(tx *Tx) (dayspa.PaymentOutcome, error) {
			return processPaymentEvent(ctx, tx, id)
		})
		if err != nil {
			if ctx.Err() != nil {
				return out, err
			}
			if ferr := db.inWrite(ctx, func(tx *Tx) error {
				_, err := tx.ExecContext(ctx, `
					UPDATE payment_events SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2
					WHERE event_id = $3 AND processed_at IS NULL`, err.Error(), tx.now.Add(paymentEventRetry), id)
				return err
			}); ferr != nil {
				return out, fmt.Errorf("payment event %s: %w (then %v)", id, err, ferr)
			}
			continue
		}
		if o != "" {
			out = append(out, o)
		}
	}
	return out, nil
}

// processPaymentEvent handles event id in tx: the session's payment is
// recorded once (a replay, or a later event of the same session, finds
// it there); it confirms the booking awaiting it when it was received
// in time (dayspa.PaidInTime), and is due for a refund otherwise. "" when
// another instance handled the event first.
func processPaymentEvent(ctx context.Context, tx *Tx, id string) (dayspa.PaymentOutcome, error) {
	var (
		ev       dayspa.PaymentEvent
		amount   int64
		received time.Time
	)
	// Claimed by marking it handled first: of two instances, the second
	// updates nothing and stops.
	err := tx.QueryRowContext(ctx, `
		UPDATE payment_events SET processed_at = $1, attempts = attempts + 1
		WHERE event_id = $2 AND processed_at IS NULL
		RETURNING provider, session_id, payment_ref, amount, currency, received_at, COALESCE(customer_ref, '')`, tx.now, id).
		Scan(&ev.Provider, &ev.SessionID, &ev.PaymentRef, &amount, &ev.Currency, &received, &ev.Customer)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	} else if err != nil {
		return "", fmt.Errorf("claim payment event %s: %w", id, err)
	}
	ev.ID, ev.Amount = id, dayspa.Money(amount)
	outcome, err := applyPayment(ctx, tx, ev, received)
	if err != nil {
		return "", err
	}
	if err := notePaymentCustomer(ctx, tx, id); err != nil {
		return "", err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE payment_events SET outcome = $1 WHERE event_id = $2`, string(outcome), id); err != nil {
		return "", fmt.Errorf("payment event %s outcome: %w", id, err)
	}
	return outcome, nil
}

// applyPayment records the payment of ev's session against the booking
// whose hold it is.
func applyPayment(ctx context.Context, tx *Tx, ev dayspa.PaymentEvent, received time.Time) (dayspa.PaymentOutcome, error) {
	if ev.SessionID == "" {
		return dayspa.OutcomeIgnored, nil
	}
	var (
		bookingID int64
		expires   time.Time
	)
	err := tx.QueryRowContext(ctx, `
		SELECT booking_id, expires_at FROM payment_holds WHERE session_id = $1 AND provider = $2`,
		ev.SessionID, ev.Provider).Scan(&bookingID, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		// No hold's: a gift card order's, a package's or membership's
		// order's, a payment link's, or nothing.
		if outcome, err := applyGiftCardPayment(ctx, tx, ev); err != nil || outcome != dayspa.OutcomeIgnored {
			return outcome, err
		}
		if outcome, err := applyOfferPayment(ctx, tx, ev); err != nil || outcome != dayspa.OutcomeIgnored {
			return outcome, err
		}
		return applyLinkPayment(ctx, tx, ev)
	} else if err != nil {
		return "", fmt.Errorf("payment hold of %s: %w", ev.SessionID, err)
	}
	// The session's payment, once: a unique session id.
	var existing int64
	err = tx.QueryRowContext(ctx, `SELECT id FROM booking_payments WHERE session_id = $1`, ev.SessionID).Scan(&existing)
	if err == nil {
		return dayspa.OutcomeDuplicate, nil
	} else if !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("payment of %s: %w", ev.SessionID, err)
	}
	status, outcome := dayspa.PaymentRefundDue, dayspa.OutcomeRefundDue
	if dayspa.PaidInTime(received, expires) {
		paid, err := payAwaiting(ctx, tx, bookingID)
		if err != nil {
			return "", err
		}
		if paid {
			status, outcome = dayspa.PaymentPaid, dayspa.OutcomePaid
		}
	} else if _, err := expireBooking(ctx, tx, bookingID); err != nil {
		// Paid too late: the booking is over, whether or not the sweep
		// got to it first.
		return "", err
	}
	var paymentID int64
	err = tx.QueryRowContext(ctx, `
		INSERT INTO booking_payments (booking_id, provider, session_id, payment_ref, kind, amount, currency, status, event_id, created_at)
		VALUES ($1, $2, $3, $4, 'deposit', $5, $6, $7, $8, $9) RETURNING id`,
		bookingID, ev.Provider, ev.SessionID, ev.PaymentRef, int64(ev.Amount), ev.Currency, string(status), ev.ID, tx.now).Scan(&paymentID)
	if err != nil {
		return "", fmt.Errorf("record payment of booking %d: %w", bookingID, err)
	}
	if status == dayspa.PaymentPaid {
		if err := invoiceDeposit(ctx, tx, bookingID, paymentID, ev.Amount, false); err != nil {
			return "", err
		}
	}
	return outcome, nil
}

// payAwaiting makes booking id, when it still awaits its deposit, a
// pending request, or confirmed when the policy it was booked under
// confirms on payment, and writes the messages a new booking sends (the
// guest's "received" or "confirmed" e-mail with its manage link, the
// spa's notice); it reports whether it did.
func payAwaiting(ctx context.Context, tx *Tx, id int64) (bool, error) {
	var (
		version     int
		date        dayspa.Date
		startMinute int
		customer    int64
		confirm     bool
	)
	if err := tx.QueryRowContext(ctx, `SELECT confirm_on_payment FROM payment_holds WHERE booking_id = $1`, id).Scan(&confirm); err != nil {
		return false, fmt.Errorf("booking %d hold: %w", id, err)
	}
	status := dayspa.StatusPending
	if confirm {
		status = dayspa.StatusConfirmed
	}
	err := tx.QueryRowContext(ctx, `
		UPDATE bookings SET status = $1 WHERE id = $2 AND status = $3
		RETURNING version, booking_date, start_minute, customer_id`,
		string(status), id, string(dayspa.StatusAwaitingPayment)).Scan(&version, &date, &startMinute, &customer)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	} else if err != nil {
		return false, fmt.Errorf("pay booking %d: %w", id, err)
	}
	var email string
	if err := tx.QueryRowContext(ctx, `SELECT email FROM customers WHERE id = $1`, customer).Scan(&email); err != nil {
		return false, fmt.Errorf("booking %d guest: %w", id, err)
	}
	planned := tx.db.messages.Plan(dayspa.BookingChange{
		Event: dayspa.EventCreated, Status: status, GuestEmail: email,
		Start: date.At(startMinute, tx.db.location),
	}, tx.now)
	return true, writeMessages(ctx, tx, id, version, planned)
}

// ExpireHolds expires every booking still awaiting its deposit whose hold
// has ended, unless a payment of its session was received in time (the
// event's handling confirms it), and returns them.
func (db *DB) ExpireHolds(ctx context.Context) ([]dayspa.ExpiredHold, error) {
	due, err := read(ctx, db, func(tx *Tx) ([]dayspa.ExpiredHold, error) {
		rows, err := tx.QueryContext(ctx, `
			SELECT h.booking_id, h.provider, h.session_id FROM payment_holds h
			JOIN bookings b ON b.id = h.booking_id
			WHERE h.expires_at < $1 AND b.status = $2
			ORDER BY h.expires_at LIMIT 200`, tx.now, string(dayspa.StatusAwaitingPayment))
		if err != nil {
			return nil, fmt.Errorf("holds due: %w", err)
		}
		defer rows.Close()
		var out []dayspa.ExpiredHold
		for rows.Next() {
			var h dayspa.ExpiredHold
			if err := rows.Scan(&h.BookingID, &h.Provider, &h.SessionID); err != nil {
				return nil, err
			}
			out = append(out, h)
		}
		return out, rows.Err()
	})
	if err != nil {
		return nil, err
	}
	var out []dayspa.ExpiredHold
	for _, h := range due {
		done, err := write(ctx, db, func(tx *Tx) (bool, error) {
			// A payment received before the hold ended, not handled yet,
			// keeps the booking: its handling confirms it.
			var paid int
			err := tx.QueryRowContext(ctx, `
				SELECT COUNT(*) FROM payment_events e JOIN payment_holds h ON h.session_id = e.session_id AND h.provider = e.provider
				WHERE h.booking_id = $1 AND e.session_id <> '' AND e.type = $2 AND e.received_at <= h.expires_at`,
				h.BookingID, string(dayspa.PaymentCompleted)).Scan(&paid)
			if err != nil {
				return false, fmt.Errorf("hold %d payments: %w", h.BookingID, err)
			}
			if paid > 0 {
				return false, nil
			}
			return expireBooking(ctx, tx, h.BookingID)
		})
		if err != nil {
			return out, err
		}
		if done {
			out = append(out, h)
		}
	}
	return out, nil
}

const bookingPaymentColumns = `id, booking_id, provider, session_id, payment_ref, kind, amount, currency, status, created_at, refund_ref,
	refunded_amount, invoice_id, COALESCE((SELECT number FROM tax_documents WHERE id = invoice_id), '')`

func scanBookingPayments(rows *sql.Rows) ([]dayspa.BookingPayment, error) {
	defer rows.Close()
	out := []dayspa.BookingPayment{}
	for rows.Next() {
		var p dayspa.BookingPayment
		var amount int64
		var status string
		if err := rows.Scan(&p.ID, &p.BookingID, &p.Provider, &p.SessionID, &p.PaymentRef, &p.Kind, &amount, &p.Currency, &status, &p.CreatedAt, &p.RefundRef,
			&p.Refunded, &p.InvoiceID, &p.InvoiceNumber); err != nil {
			return nil, fmt.Errorf("booking payments: %w", err)
		}
		p.Amount, p.Status = dayspa.Money(amount), dayspa.PaymentStatus(status)
		p.Refundable = p.Left()
		out = append(out, p)
	}
	return out, rows.Err()
}

// RefundsDue returns up to limit payments due for a refund, oldest first.
func (db *DB) RefundsDue(ctx context.Context, limit int) ([]dayspa.BookingPayment, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.BookingPayment, error) {
		rows, err := tx.QueryContext(ctx, `SELECT `+bookingPaymentColumns+` FROM booking_payments
			WHERE status = $1 ORDER BY id LIMIT $2`, string(dayspa.PaymentRefundDue), limit)
		if err != nil {
			return nil, fmt.Errorf("refunds due: %w", err)
		}
		return scanBookingPayments(rows)
	})
}

// MarkRefunded records the provider's refund of payment id.
func (db *DB) MarkRefunded(ctx context.Context, id int64, refundRef string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		if err := creditRefundDue(ctx, tx, id, refundRef); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `
			UPDATE booking_payments SET status = $1, refund_ref = $2, refunded_at = $3, refunded_amount = amount
			WHERE id = $4 AND status = $5`,
			string(dayspa.PaymentRefunded), refundRef, tx.now, id, string(dayspa.PaymentRefundDue))
		if err != nil {
			return fmt.Errorf("mark refunded %d: %w", id, err)
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return err
		}
		return tellLateRefund(ctx, tx, id)
	})
}

// BookingPayments returns booking id's payments, oldest first.
func (db *DB) BookingPayments(ctx context.Context, bookingID int64) ([]dayspa.BookingPayment, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.BookingPayment, error) {
		rows, err := tx.QueryContext(ctx, `SELECT `+bookingPaymentColumns+` FROM booking_payments
			WHERE booking_id = $1 ORDER BY id`, bookingID)
		if err != nil {
			return nil, fmt.Errorf("booking payments: %w", err)
		}
		return scanBookingPayments(rows)
	})
}

// BookingHold returns the deposit asked of booking id and the policy its
// guest agreed to; ENOTFOUND for a booking that asked none.
func (db *DB) BookingHold(ctx context.Context, bookingID int64) (*dayspa.DepositHold, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.DepositHold, error) {
		h, _, err := bookingHold(ctx, tx, bookingID)
		return h, err
	})
}

// bookingHold reads booking id's hold: the deposit asked, until when, the
// terms its guest agreed to (what every decision of a late cancellation
// or a fee is made against), and when the booking was cancelled (nil
// while it is not); ENOTFOUND for a booking that asked no deposit.
func bookingHold(ctx context.Context, tx *Tx, bookingID int64) (*dayspa.DepositHold, *time.Time, error) {
	var h dayspa.DepositHold
	var amount, late, noShow int64
	var cancelled sql.NullTime
	err := tx.QueryRowContext(ctx, `
		SELECT amount, expires_at, free_cancel_hours, late_cancel_fee, no_show_fee, confirm_on_payment, cancelled_at
		FROM payment_holds WHERE booking_id = $1`, bookingID).
		Scan(&amount, &h.ExpiresAt, &h.Policy.FreeCancelHours, &late, &noShow, &h.Policy.ConfirmOnPayment, &cancelled)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	} else if err != nil {
		return nil, nil, fmt.Errorf("booking %d hold: %w", bookingID, err)
	}
	h.Amount, h.Policy.LateCancelFee, h.Policy.NoShowFee = dayspa.Money(amount), dayspa.Money(late), dayspa.Money(noShow)
	h.ExpiresAt = h.ExpiresAt.UTC()
	if !cancelled.Valid {
		return &h, nil, nil
	}
	at := cancelled.Time.UTC()
	return &h, &at, nil
}
