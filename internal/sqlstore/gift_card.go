package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
)

var _ dayspa.GiftCardStore = (*DB)(nil)

// Gift cards bought online (gift_card_orders): the buyer's order, the
// hosted page that takes its payment, and, when the provider's notice of
// that payment is handled, the card it issues with its two e-mails.

// AddGiftCardOrder stores o, waiting for its payment.
func (db *DB) AddGiftCardOrder(ctx context.Context, o *dayspa.GiftCardOrder) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		o.CreatedAt = tx.now
		err := tx.QueryRowContext(ctx, `
			INSERT INTO gift_card_orders (value_amount, service_id, treatment, treatment_ar, recipient_name, recipient_email, message,
				delivery_date, buyer_name, buyer_email, language, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
			o.Value, o.ServiceID, o.Treatment, o.TreatmentAr, o.RecipientName, o.RecipientEmail, o.Message,
			o.DeliveryDate, o.BuyerName, o.BuyerEmail, string(o.Language), tx.now).Scan(&o.ID)
		if err != nil {
			return fmt.Errorf("add gift card order: %w", err)
		}
		return nil
	})
}

// SetGiftCardSession records the hosted page of order id.
func (db *DB) SetGiftCardSession(ctx context.Context, id int64, provider, sessionID string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE gift_card_orders SET provider = $1, session_id = $2 WHERE id = $3`, provider, sessionID, id)
		if err != nil {
			return fmt.Errorf("gift card order %d session: %w", id, err)
		}
		return nil
	})
}

// applyGiftCardPayment handles the payment of a gift card order's page:
// once per order, it issues the card for what was paid and writes the
// recipient's e-mail, due on the delivery day, and the buyer's copy, due
// now (none when the buyer is the recipient). OutcomeIgnored when the
// session is no order's.
func applyGiftCardPayment(ctx context.Context, tx *Tx, ev dayspa.PaymentEvent) (dayspa.PaymentOutcome, error) {
	var (
		o      dayspa.GiftCardOrder
		lang   string
		issued sql.NullInt64
	)
	err := tx.QueryRowContext(ctx, `
		SELECT id, value_amount, recipient_name, recipient_email, delivery_date, buyer_name, buyer_email, language, entitlement_id
		FROM gift_card_orders WHERE session_id = $1 AND provider = $2`, ev.SessionID, ev.Provider).
		Scan(&o.ID, &o.Value, &o.RecipientName, &o.RecipientEmail, &o.DeliveryDate, &o.BuyerName, &o.BuyerEmail, &lang, &issued)
	if errors.Is(err, sql.ErrNoRows) {
		return dayspa.OutcomeIgnored, nil
	} else if err != nil {
		return "", fmt.Errorf("gift card order of %s: %w", ev.SessionID, err)
	}
	if issued.Valid {
		return dayspa.OutcomeDuplicate, nil
	}
	if ev.Amount <= 0 {
		return dayspa.OutcomeIgnored, nil
	}
	// The card holds what was received: the page asked the order's value,
	// and a card never holds money the spa did not get.
	o.Value, o.Language = ev.Amount, dayspa.Language(lang)
	card, sale := o.Card(dayspa.DateOf(tx.now.In(tx.db.location)))
	if err := issueEntitlement(ctx, tx, &card, sale, o.Language); err != nil {
		return "", err
	}
	res, err := tx.ExecContext(ctx, `
		UPDATE gift_card_orders SET entitlement_id = $1, paid_amount = $2, paid_at = $3 WHERE id = $4 AND entitlement_id IS NULL`,
		card.ID, ev.Amount, tx.now, o.ID)
	if err != nil {
		return "", fmt.Errorf("gift card order %d paid: %w", o.ID, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return "", fmt.Errorf("gift card order %d paid twice (%d, %v)", o.ID, n, err)
	}
	type email struct {
		kind dayspa.MessageKind
		to   string
		due  time.Time
	}
	emails := []email{{dayspa.KindGiftCardEmail, o.RecipientEmail, dbTime(o.DeliverAt(tx.db.location, tx.now))}}
	if o.BuyerEmail != o.RecipientEmail {
		emails = append(emails, email{dayspa.KindGiftCardCopy, o.BuyerEmail, dbTime(tx.now)})
	}
	for _, e := range emails {
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO outbox (booking_id, booking_version, created_at, kind, recipient, calendar, due_at, next_attempt_at,
				language, gift_card_order_id)
			VALUES (NULL, 0, $1, $2, $3, FALSE, $4, $4, $5, $6)`,
			dbTime(tx.now), string(e.kind), e.to, e.due, lang, o.ID); err != nil {
			return "", fmt.Errorf("gift card order %d e-mail: %w", o.ID, err)
		}
	}
	return dayspa.OutcomePaid, nil
}

// messageGiftCard reads the card of gift card order id as its e-mails
// state it.
func messageGiftCard(ctx context.Context, tx *Tx, id int64) (*dayspa.MessageGiftCard, error) {
	var c dayspa.MessageGiftCard
	err := tx.QueryRowContext(ctx, `
		SELECT e.code, e.value_amount, o.treatment, o.treatment_ar, o.recipient_name, o.recipient_email, o.buyer_name, o.message,
			o.delivery_date, e.expires_on
		FROM gift_card_orders o JOIN entitlements e ON e.id = o.entitlement_id
		WHERE o.id = $1`, id).
		Scan(&c.Code, &c.Value, &c.Treatment, &c.TreatmentAr, &c.RecipientName, &c.RecipientEmail, &c.BuyerName, &c.Message,
			&c.DeliveryDate, &c.ExpiresOn)
	if err != nil {
		return nil, fmt.Errorf("gift card order %d: %w", id, err)
	}
	return &c, nil
}
