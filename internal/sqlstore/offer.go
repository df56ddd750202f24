package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.OfferStore = (*DB)(nil)

// Packages and memberships sold online (offers, offer_orders): what the
// owner wrote, the buyer's order with a copy of it, the hosted page that
// takes its payment and, when the provider's notice of that payment is
// handled, the entitlement it issues with its tax invoice and the buyer's
// e-mail.

var errOfferNotFound = dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgOfferNotFound)

const offerColumns = `id, kind, name, name_ar, service_id, category, sessions, price, valid_months, discount_percent,
	online, created_at, updated_at`

func scanOffer(s scanner) (*dayspa.Offer, error) {
	var (
		o    dayspa.Offer
		kind string
		svc  sql.NullInt64
	)
	err := s.Scan(&o.ID, &kind, &o.Name, &o.NameAr, &svc, &o.Category, &o.Sessions, &o.Price, &o.ValidMonths,
		&o.DiscountPercent, &o.Online, &o.CreatedAt, &o.UpdatedAt)
	if err != nil {
		return nil, err
	}
	o.Kind = dayspa.EntitlementKind(kind)
	if svc.Valid {
		o.ServiceID = &svc.Int64
	}
	return &o, nil
}

// ListOffers returns every offer, newest first.
func (db *DB) ListOffers(ctx context.Context) ([]dayspa.Offer, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.Offer, error) {
		rows, err := tx.QueryContext(ctx, `SELECT `+offerColumns+` FROM offers ORDER BY id DESC`)
		if err != nil {
			return nil, fmt.Errorf("list offers: %w", err)
		}
		defer rows.Close()
		list := []dayspa.Offer{}
		for rows.Next() {
			o, err := scanOffer(rows)
			if err != nil {
				return nil, fmt.Errorf("scan offer: %w", err)
			}
			list = append(list, *o)
		}
		return list, rows.Err()
	})
}

// GetOffer returns offer id, or ENOTFOUND.
func (db *DB) GetOffer(ctx context.Context, id int64) (*dayspa.Offer, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Offer, error) { return findOffer(ctx, tx, id, false) })
}

func findOffer(ctx context.Context, tx *Tx, id int64, forUpdate bool) (*dayspa.Offer, error) {
	q := `SELECT ` + offerColumns + ` FROM offers WHERE id = $1`
	if forUpdate && tx.db.engine == EnginePostgres {
		q += ` FOR UPDATE`
	}
	o, err := scanOffer(tx.QueryRowContext(ctx, q, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errOfferNotFound
	} else if err != nil {
		return nil, fmt.Errorf("find offer %d: %w", id, err)
	}
	return o, nil
}

// offerService refuses an offer whose service does not exist, as a
// field of the owner's form.
func offerService(err error) error {
	if isForeignKeyViolation(err) {
		return dayspa.FieldError("serviceId", dayspa.MsgEntitlementService)
	}
	return err
}

// AddOffer stores o, setting its ID and times.
func (db *DB) AddOffer(ctx context.Context, o *dayspa.Offer) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		o.CreatedAt, o.UpdatedAt = tx.now, tx.now
		err := tx.QueryRowContext(ctx, `
			INSERT INTO offers (kind, name, name_ar, service_id, category, sessions, price, valid_months, discount_percent,
				online, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
			string(o.Kind), o.Name, o.NameAr, o.ServiceID, o.Category, o.Sessions, o.Price, o.ValidMonths, o.DiscountPercent,
			o.Online, tx.now, tx.now).Scan(&o.ID)
		if err != nil {
			return offerService(fmt.Errorf("add offer: %w", err))
		}
		noteAudit(ctx, o.ID, nil, o)
		return nil
	})
}

// UpdateOffer writes o over offer o.ID under its row lock, keeping when
// it was written first.
func (db *DB) UpdateOffer(ctx context.Context, o *dayspa.Offer) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		before, err := findOffer(ctx, tx, o.ID, true)
		if err != nil {
			return err
		}
		o.CreatedAt, o.UpdatedAt = before.CreatedAt, tx.now
		_, err = tx.ExecContext(ctx, `
			UPDATE offers SET kind = $1, name = $2, name_ar = $3, service_id = $4, category = $5, sessions = $6, price = $7,
				valid_months = $8, discount_percent = $9, online = $10, updated_at = $11
			WHERE id = $12`,
			string(o.Kind), o.Name, o.NameAr, o.ServiceID, o.Category, o.Sessions, o.Price, o.ValidMonths, o.DiscountPercent,
			o.Online, tx.now, o.ID)
		if err != nil {
			return offerService(fmt.Errorf("update offer %d: %w", o.ID, err))
		}
		noteAudit(ctx, o.ID, before, o)
		return nil
	})
}

// AddOfferOrder stores o, waiting for its payment.
func (db *DB) AddOfferOrder(ctx context.Context, o *dayspa.OfferOrder) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		of := o.Offer
		o.CreatedAt = tx.now
		err := tx.QueryRowContext(ctx, `
			INSERT INTO offer_orders (offer_id, kind, name, name_ar, service_id, category, sessions, price, valid_months,
				discount_percent, buyer_name, buyer_email, language, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
			of.ID, string(of.Kind), of.Name, of.NameAr, of.ServiceID, of.Category, of.Sessions, of.Price, of.ValidMonths,
			of.DiscountPercent, o.BuyerName, o.BuyerEmail, string(o.Language), tx.now).Scan(&o.ID)
		if err != nil {
			return fmt.Errorf("add offer order: %w", err)
		}
		return nil
	})
}

// SetOfferSession records the hosted page of order id.
func (db *DB) SetOfferSession(ctx context.Context, id int64, provider, sessionID string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE offer_orders SET provider = $1, session_id = $2 WHERE id = $3`, provider, sessionID, id)
		if err != nil {
			return fmt.Errorf("offer order %d session: %w", id, err)
		}
		return nil
	})
}

// applyOfferPayment handles the payment of an offer order's page: once
// per order, it issues the package or membership for what was paid, with
// the tax invoice of its sale in the order's language, and writes the
// buyer's e-mail, due now. A membership's card is left to be read from
// the provider (card_read), for its renewals. OutcomeIgnored when the session is no order's.
func applyOfferPayment(ctx context.Context, tx *Tx, ev dayspa.PaymentEvent) (dayspa.PaymentOutcome, error) {
	var (
		o      dayspa.OfferOrder
		kind   string
		lang   string
		svc    sql.NullInt64
		issued sql.NullInt64
	)
	err := tx.QueryRowContext(ctx, `
		SELECT id, offer_id, kind, name, name_ar, service_id, category, sessions, price, valid_months, discount_percent,
			buyer_name, buyer_email, language, entitlement_id
		FROM offer_orders WHERE session_id = $1 AND provider = $2`, ev.SessionID, ev.Provider).
		Scan(&o.ID, &o.Offer.ID, &kind, &o.Offer.Name, &o.Offer.NameAr, &svc, &o.Offer.Category, &o.Offer.Sessions,
			&o.Offer.Price, &o.Offer.ValidMonths, &o.Offer.DiscountPercent, &o.BuyerName, &o.BuyerEmail, &lang, &issued)
	if errors.Is(err, sql.ErrNoRows) {
		return dayspa.OutcomeIgnored, nil
	} else if err != nil {
		return "", fmt.Errorf("offer order of %s: %w", ev.SessionID, err)
	}
	if issued.Valid {
		return dayspa.OutcomeDuplicate, nil
	}
	if ev.Amount <= 0 {
		return dayspa.OutcomeIgnored, nil
	}
	o.Offer.Kind, o.Language = dayspa.EntitlementKind(kind), dayspa.Language(lang)
	if svc.Valid {
		o.Offer.ServiceID = &svc.Int64
	}
	// The invoice states what was received: the page asked the order's
	// price, and the spa invoices no money it did not get.
	e, sale := o.Entitlement(ev.Amount, ev.PaymentRef, dayspa.DateOf(tx.now.In(tx.db.location)))
	if err := issueEntitlement(ctx, tx, &e, sale, o.Language); err != nil {
		return "", err
	}
	res, err := tx.ExecContext(ctx, `
		UPDATE offer_orders SET entitlement_id = $1, paid_amount = $2, paid_at = $3, payment_ref = $4, card_read = $5,
			card_customer = $6
		WHERE id = $7 AND entitlement_id IS NULL`,
		e.ID, ev.Amount, tx.now, ev.PaymentRef, !e.Renews, ev.Customer, o.ID)
	if err != nil {
		return "", fmt.Errorf("offer order %d paid: %w", o.ID, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return "", fmt.Errorf("offer order %d paid twice (%d, %v)", o.ID, n, err)
	}
	if _, err := tx.ExecContext(ctx, `
		INSERT INTO outbox (booking_id, booking_version, created_at, kind, recipient, calendar, due_at, next_attempt_at,
			language, offer_order_id)
		VALUES (NULL, 0, $1, $2, $3, FALSE, $1, $1, $4, $5)`,
		dbTime(tx.now), string(dayspa.KindOfferEmail), o.BuyerEmail, lang, o.ID); err != nil {
		return "", fmt.Errorf("offer order %d e-mail: %w", o.ID, err)
	}
	return dayspa.OutcomePaid, nil
}

// messageOffer reads what offer order id issued as its e-mail states it,
// with the tax invoice of its sale.
func messageOffer(ctx context.Context, tx *Tx, id int64) (*dayspa.MessageOffer, error) {
	var (
		m       dayspa.MessageOffer
		kind    string
		invoice sql.NullInt64
	)
	err := tx.QueryRowContext(ctx, `
		SELECT e.code, e.kind, o.name, o.name_ar, COALESCE(s.name, ''), COALESCE(s.name_ar, ''), e.category, e.sessions,
			e.discount_percent, e.price, e.expires_on, o.buyer_name, e.invoice_id
		FROM offer_orders o JOIN entitlements e ON e.id = o.entitlement_id LEFT JOIN services s ON s.id = e.service_id
		WHERE o.id = $1`, id).
		Scan(&m.Code, &kind, &m.Name, &m.NameAr, &m.Service, &m.ServiceAr, &m.Category, &m.Sessions,
			&m.DiscountPercent, &m.Price, &m.ExpiresOn, &m.BuyerName, &invoice)
	if err != nil {
		return nil, fmt.Errorf("offer order %d: %w", id, err)
	}
	m.Kind = dayspa.EntitlementKind(kind)
	if invoice.Valid {
		doc, err := findTaxDocument(ctx, tx, invoice.Int64, "")
		if err != nil {
			return nil, err
		}
		m.Invoice = doc
	}
	return &m, nil
}
