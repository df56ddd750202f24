package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

// The memberships that renew themselves on their saved card, and their
// monthly charges (dayspa.RenewalStore). A charge is a row of
// membership_renewals before the provider is asked, unique per membership
// and the last valid day it renews from: asking again after an error takes
// the same row, and so the same idempotency key, and two instances asking
// at once meet on the membership's lock.

var _ dayspa.RenewalStore = (*DB)(nil)

// RenewalCardsToRead returns paid membership orders whose card is unread.
func (db *DB) RenewalCardsToRead(ctx context.Context, limit int) ([]dayspa.RenewalCardRead, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.RenewalCardRead, error) {
		return queryAll(ctx, tx, "renewal cards to read", func(s scanner) (dayspa.RenewalCardRead, error) {
			var r dayspa.RenewalCardRead
			err := s.Scan(&r.OrderID, &r.PaymentRef)
			return r, err
		}, `SELECT id, payment_ref FROM offer_orders WHERE NOT card_read ORDER BY id LIMIT $1`, limit)
	})
}

// SetRenewalCard records order id's card as read (the customer the
// payment's event named is kept when the provider names none); without a
// customer and a method its membership no longer renews.
func (db *DB) SetRenewalCard(ctx context.Context, orderID int64, customer, method string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		var membership sql.NullInt64
		// The payment's event named the customer; the provider's payment
		// names it again, or not.
		err := tx.QueryRowContext(ctx, `
			UPDATE offer_orders SET card_customer = CASE WHEN $1 = '' THEN card_customer ELSE $1 END, card_method = $2, card_read = TRUE
			WHERE id = $3 AND NOT card_read RETURNING entitlement_id, card_customer`, customer, method, orderID).Scan(&membership, &customer)
		if errors.Is(err, sql.ErrNoRows) {
			return nil // read by another instance
		} else if err != nil {
			return fmt.Errorf("membership order %d card: %w", orderID, err)
		}
		if customer != "" && method != "" || !membership.Valid {
			return nil
		}
		_, err = tx.ExecContext(ctx, `UPDATE entitlements SET renews = FALSE, renewal_ended = $1, updated_at = $2 WHERE id = $3`,
			dayspa.RenewalEndedNoCard, tx.now, membership.Int64)
		if err != nil {
			return fmt.Errorf("membership %d without a card: %w", membership.Int64, err)
		}
		return nil
	})
}

// RenewalsDue returns the memberships whose last valid day has come (or
// passed) while they renew, and those with a charge still to be answered.
func (db *DB) RenewalsDue(ctx context.Context, limit int) ([]int64, error) {
	return read(ctx, db, func(tx *Tx) ([]int64, error) {
		today := dayspa.DateOf(tx.now.In(db.location))
		return queryAll(ctx, tx, "renewals due", func(s scanner) (int64, error) {
			var id int64
			err := s.Scan(&id)
			return id, err
		}, `SELECT id FROM entitlements WHERE renews AND expires_on <= $1
			UNION SELECT entitlement_id FROM membership_renewals WHERE status = 'charging'
			ORDER BY 1 LIMIT $2`, today, limit)
	})
}

// StartRenewal returns the charge to ask of the provider for membership
// id: the one still charging, or a new one on its last valid day.
func (db *DB) StartRenewal(ctx context.Context, id int64) (*dayspa.MembershipRenewal, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.MembershipRenewal, error) {
		e, err := findEntitlement(ctx, tx, `id = $1`, id, true)
		if err != nil {
			return nil, err
		}
		var (
			r    dayspa.MembershipRenewal
			card dayspa.SavedCard
			lang string
		)
		err = tx.QueryRowContext(ctx, `SELECT provider, card_customer, card_method, language FROM offer_orders WHERE entitlement_id = $1`, id).
			Scan(&card.Provider, &card.Customer, &card.PaymentMethod, &lang)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, nil // sold at the desk: renewed there
		} else if err != nil {
			return nil, fmt.Errorf("membership %d card: %w", id, err)
		}
		err = tx.QueryRowContext(ctx, `
			SELECT id, renews_from, amount FROM membership_renewals WHERE entitlement_id = $1 AND status = 'charging'`, id).
			Scan(&r.ID, &r.RenewsFrom, &r.Amount)
		switch {
		case err == nil:
			// Asked before and not answered: asked again, with its key.
			r.EntitlementID, r.Status, r.Card = id, dayspa.RenewalCharging, card
			return &r, nil
		case !errors.Is(err, sql.ErrNoRows):
			return nil, fmt.Errorf("membership %d charge: %w", id, err)
		}
		switch e.RenewalStepOn(dayspa.DateOf(tx.now.In(db.location))) {
		case dayspa.RenewalLapsed:
			return nil, endRenewal(ctx, tx, id, dayspa.RenewalEndedLapsed)
		case dayspa.RenewalCharge:
		default:
			return nil, nil
		}
		if card.PaymentMethod == "" {
			return nil, nil // the card is still to be read
		}
		r = dayspa.MembershipRenewal{EntitlementID: id, RenewsFrom: e.ExpiresOn, Amount: e.Price,
			Status: dayspa.RenewalCharging, Card: card}
		err = tx.QueryRowContext(ctx, `
			INSERT INTO membership_renewals (entitlement_id, renews_from, amount, status, language, created_at)
			VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
			id, r.RenewsFrom, r.Amount, string(r.Status), lang, tx.now).Scan(&r.ID)
		if err != nil {
			return nil, fmt.Errorf("membership %d charge: %w", id, err)
		}
		return &r, nil
	})
}

// endRenewal has membership id renew no more, for reason.
func endRenewal(ctx context.Context, tx *Tx, id int64, reason string) error {
	_, err := tx.ExecContext(ctx, `UPDATE entitlements SET renews = FALSE, renewal_ended = $1, updated_at = $2 WHERE id = $3`,
		reason, tx.now, id)
	if err != nil {
		return fmt.Errorf("membership %d renewal ends: %w", id, err)
	}
	return nil
}

// finishCharge records charge id's answer once: the membership and the
// language of its e-mail; ok false when it was answered already.
func finishCharge(ctx context.Context, tx *Tx, id int64, status dayspa.RenewalStatus, provider, ref, reason string) (membership int64, lang string, ok bool, err error) {
	err = tx.QueryRowContext(ctx, `
		UPDATE membership_renewals SET status = $1, provider = $2, payment_ref = $3, reason = $4, finished_at = $5
		WHERE id = $6 AND status = 'charging' RETURNING entitlement_id, language`,
		string(status), provider, ref, reason, tx.now, id).Scan(&membership, &lang)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", false, nil
	} else if err != nil {
		return 0, "", false, fmt.Errorf("membership charge %d: %w", id, err)
	}
	return membership, lang, true, nil
}

// queueRenewalEmail writes the member's e-mail of charge id, due now.
func queueRenewalEmail(ctx context.Context, tx *Tx, id int64, recipient, lang string) error {
	if _, err := tx.ExecContext(ctx, `
		INSERT INTO outbox (booking_id, booking_version, created_at, kind, recipient, calendar, due_at, next_attempt_at,
			language, renewal_id)
		VALUES (NULL, 0, $1, $2, $3, FALSE, $1, $1, $4, $5)`,
		dbTime(tx.now), string(dayspa.KindRenewalEmail), recipient, lang, id); err != nil {
		return fmt.Errorf("membership charge %d e-mail: %w", id, err)
	}
	return nil
}

// DeclineRenewal ends charge id as declined, and the membership's
// renewal with it; the member is told.
func (db *DB) DeclineRenewal(ctx context.Context, id int64, reason string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		membership, lang, ok, err := finishCharge(ctx, tx, id, dayspa.RenewalDeclined, "", "", reason)
		if err != nil || !ok {
			return err
		}
		e, err := findEntitlement(ctx, tx, `id = $1`, membership, true)
		if err != nil {
			return err
		}
		if err := endRenewal(ctx, tx, membership, dayspa.RenewalEndedDeclined+": "+reason); err != nil {
			return err
		}
		return queueRenewalEmail(ctx, tx, id, e.HolderEmail, lang)
	})
}

// FinishRenewal records charge id as paid: the month is sold with its
// tax invoice in the order's language, issued by the spa's own job, and
// the member is told.
func (db *DB) FinishRenewal(ctx context.Context, id int64, provider, paymentRef string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		membership, lang, ok, err := finishCharge(ctx, tx, id, dayspa.RenewalPaid, provider, paymentRef, "")
		if err != nil || !ok {
			return err
		}
		var amount dayspa.Money
		if err := tx.QueryRowContext(ctx, `SELECT amount FROM membership_renewals WHERE id = $1`, id).Scan(&amount); err != nil {
			return fmt.Errorf("membership charge %d: %w", id, err)
		}
		before, err := findEntitlement(ctx, tx, `id = $1`, membership, true)
		if err != nil {
			return err
		}
		e := *before
		entry, err := e.RenewByCard(dayspa.DateOf(tx.now.In(db.location)))
		if err != nil {
			return err
		}
		// The month's invoice states what the card paid.
		month := e
		month.PaidBy, month.Price = dayspa.PayCard, amount
		if err := invoiceEntitlementSale(ctx, tx, &month, entry.By, dayspa.Language(lang)); err != nil {
			return err
		}
		entry.Reason += " (" + month.InvoiceNumber + ")"
		if _, err := tx.ExecContext(ctx, `UPDATE entitlements SET expires_on = $1 WHERE id = $2`, e.ExpiresOn, e.ID); err != nil {
			return fmt.Errorf("renew membership %d: %w", e.ID, err)
		}
		entry.EntitlementID = e.ID
		if err := saveEntitlementEntry(ctx, tx, before, &e, &entry); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE membership_renewals SET invoice_id = $1 WHERE id = $2`, month.InvoiceID, id); err != nil {
			return fmt.Errorf("membership charge %d invoice: %w", id, err)
		}
		return queueRenewalEmail(ctx, tx, id, e.HolderEmail, lang)
	})
}

// StopRenewal ends membership id's automatic renewal, as the owner or a
// manager asks (dayspa.Entitlement.StopRenewal); audit-logged.
func (db *DB) StopRenewal(ctx context.Context, id int64, in dayspa.StopRenewalInput, by string) (*dayspa.Entitlement, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.Entitlement, error) {
		before, err := findEntitlement(ctx, tx, `id = $1`, id, true)
		if err != nil {
			return nil, err
		}
		e := *before
		if err := e.StopRenewal(in, by); err != nil {
			return nil, err
		}
		if err := endRenewal(ctx, tx, id, e.RenewalEnded); err != nil {
			return nil, err
		}
		noteAudit(ctx, id, before, &e)
		return &e, nil
	})
}

// messageRenewal reads membership charge id as its e-mail states it.
func messageRenewal(ctx context.Context, tx *Tx, id int64) (*dayspa.MessageRenewal, error) {
	var (
		m       dayspa.MessageRenewal
		status  string
		invoice sql.NullInt64
	)
	err := tx.QueryRowContext(ctx, `
		SELECT r.status, r.amount, r.invoice_id, e.code, o.name, o.name_ar, e.holder_name, e.balance, e.expires_on
		FROM membership_renewals r JOIN entitlements e ON e.id = r.entitlement_id
		JOIN offer_orders o ON o.entitlement_id = e.id
		WHERE r.id = $1`, id).
		Scan(&status, &m.Amount, &invoice, &m.Code, &m.Name, &m.NameAr, &m.HolderName, &m.Balance, &m.ExpiresOn)
	if err != nil {
		return nil, fmt.Errorf("membership charge %d: %w", id, err)
	}
	m.Status = dayspa.RenewalStatus(status)
	if invoice.Valid {
		doc, err := findTaxDocument(ctx, tx, invoice.Int64, "")
		if err != nil {
			return nil, err
		}
		m.Invoice = doc
	}
	return &m, nil
}
