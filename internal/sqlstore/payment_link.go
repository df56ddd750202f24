package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
)

var _ dayspa.PaymentLinkStore = (*DB)(nil)

// Payment links: the checkout sessions the desk made for a booking's
// deposit or full price (payment_links), and the record of their payment
// against the booking when the provider's notice of one is handled.

// PaymentLinkTarget reads booking id with its guest, service, the deposit
// its hold asked and what was paid.
func (db *DB) PaymentLinkTarget(ctx context.Context, bookingID int64) (*dayspa.LinkTarget, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.LinkTarget, error) {
		var (
			t             dayspa.LinkTarget
			status, lang  string
			price, hold   int64
			paid, depPaid int64
		)
		err := tx.QueryRowContext(ctx, `
			SELECT b.id, b.status, b.service_id, s.name, b.total_amount, b.booking_date, b.booking_time,
				c.name, c.email, c.phone, b.language,
				COALESCE((SELECT h.amount FROM payment_holds h WHERE h.booking_id = b.id), 0),
				COALESCE((SELECT SUM(p.amount - p.refunded_amount) FROM booking_payments p WHERE p.booking_id = b.id AND p.status = 'paid'), 0),
				(SELECT COUNT(*) FROM booking_payments p WHERE p.booking_id = b.id AND p.status = 'paid' AND p.kind = 'deposit')
			FROM bookings b JOIN customers c ON c.id = b.customer_id JOIN services s ON s.id = b.service_id
			WHERE b.id = $1`, bookingID).Scan(&t.BookingID, &status, &t.ServiceID, &t.ServiceName, &price, &t.Date, &t.Time,
			&t.GuestName, &t.GuestEmail, &t.GuestPhone, &lang, &hold, &paid, &depPaid)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
		} else if err != nil {
			return nil, fmt.Errorf("link booking %d: %w", bookingID, err)
		}
		t.Status, t.Language = dayspa.BookingStatus(status), dayspa.Language(lang)
		t.Price, t.HoldAmount, t.Paid, t.DepositPaid = dayspa.Money(price), dayspa.Money(hold), dayspa.Money(paid), depPaid > 0
		return &t, nil
	})
}

// AddPaymentLink stores l.
func (db *DB) AddPaymentLink(ctx context.Context, l *dayspa.PaymentLink) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		l.CreatedAt = tx.now
		err := tx.QueryRowContext(ctx, `
			INSERT INTO payment_links (booking_id, kind, amount, provider, session_id, url, expires_at, created_by, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
			l.BookingID, string(l.Kind), int64(l.Amount), l.Provider, l.SessionID, l.URL, dbTime(l.ExpiresAt), l.CreatedBy, tx.now).Scan(&l.ID)
		if err != nil {
			return fmt.Errorf("add payment link of booking %d: %w", l.BookingID, err)
		}
		noteAudit(ctx, l.BookingID, nil, l)
		return nil
	})
}

// applyLinkPayment records the payment of a link's session against its
// booking, once (a replay, or another event of the session, finds it);
// OutcomeIgnored for a session that is no link either.
// QueuePaymentLinkEmail writes the message that sends link id to its
// booking's guest, at the booking's version (dayspa.LinkEmail's rules):
// ENOTFOUND for no such link.
func (db *DB) QueuePaymentLinkEmail(ctx context.Context, id int64) (*dayspa.OutboxMessage, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.OutboxMessage, error) {
		var (
			bookingID int64
			version   int
			email     string
			expires   time.Time
		)
		err := tx.QueryRowContext(ctx, `
			SELECT l.booking_id, b.version, c.email, l.expires_at FROM payment_links l
			JOIN bookings b ON b.id = l.booking_id
			JOIN customers c ON c.id = b.customer_id
			WHERE l.id = $1`, id).Scan(&bookingID, &version, &email, &expires)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgLinkNotFound)
		} else if err != nil {
			return nil, fmt.Errorf("payment link %d: %w", id, err)
		}
		m, err := dayspa.LinkEmail(email, expires, tx.now)
		if err != nil {
			return nil, err
		}
		out := dayspa.OutboxMessage{BookingID: bookingID, Kind: m.Kind, Recipient: m.Recipient,
			Status: dayspa.MessagePending, DueAt: m.DueAt.UTC(), NextAttemptAt: m.DueAt.UTC(), CreatedAt: tx.now.UTC(),
			BookingVersion: version}
		err = tx.QueryRowContext(ctx, `INSERT INTO outbox (booking_id, booking_version, created_at, kind, recipient, calendar,
				due_at, next_attempt_at, payment_link_id)
			VALUES ($1, $2, $3, $4, $5, FALSE, $6, $6, $7) RETURNING id`,
			bookingID, version, tx.now, string(m.Kind), m.Recipient, dbTime(m.DueAt), id).Scan(&out.ID)
		if err != nil {
			return nil, fmt.Errorf("payment link %d e-mail: %w", id, err)
		}
		return &out, nil
	})
}

func applyLinkPayment(ctx context.Context, tx *Tx, ev dayspa.PaymentEvent) (dayspa.PaymentOutcome, error) {
	var (
		bookingID int64
		kind      string
	)
	err := tx.QueryRowContext(ctx, `SELECT booking_id, kind FROM payment_links WHERE session_id = $1 AND provider = $2`,
		ev.SessionID, ev.Provider).Scan(&bookingID, &kind)
	if errors.Is(err, sql.ErrNoRows) {
		return dayspa.OutcomeIgnored, nil
	} else if err != nil {
		return "", fmt.Errorf("payment link of %s: %w", ev.SessionID, err)
	}
	var paymentID int64
	err = tx.QueryRowContext(ctx, `
		INSERT INTO booking_payments (booking_id, provider, session_id, payment_ref, kind, amount, currency, status, event_id, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
		ON CONFLICT (session_id) DO NOTHING
		RETURNING id`,
		bookingID, ev.Provider, ev.SessionID, ev.PaymentRef, kind, int64(ev.Amount), ev.Currency, string(dayspa.PaymentPaid), ev.ID, tx.now).
		Scan(&paymentID)
	if errors.Is(err, sql.ErrNoRows) {
		return dayspa.OutcomeDuplicate, nil
	} else if err != nil {
		return "", fmt.Errorf("record link payment of booking %d: %w", bookingID, err)
	}
	// Money paid in advance for the booked service is invoiced when it is
	// received, as a deposit is, and the final invoice deducts it.
	if err := invoiceDeposit(ctx, tx, bookingID, paymentID, ev.Amount, kind == "full"); err != nil {
		return "", err
	}
	return dayspa.OutcomePaid, nil
}
