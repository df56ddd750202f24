package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
)

var _ dayspa.PrivacyLinkStore = (*DB)(nil)

// The one-time links to a person's data: privacy_links keeps the hash of
// the one live link of each address; the outbox keeps the raw token of
// its e-mail until it is sent (MarkSent forgets it, as it does a manage
// token).

// holdsAbout answers whether anything the spa keeps names email: a
// customer, a contact message, a newsletter subscription, a marketing
// consent, a gift card, package or membership held or given, or an order
// made online. Each is one indexed look-up.
const holdsAboutSQL = `SELECT
	EXISTS (SELECT 1 FROM customers WHERE email = $1)
	OR EXISTS (SELECT 1 FROM contact_messages WHERE lower(email) = $1)
	OR EXISTS (SELECT 1 FROM newsletter_subscribers WHERE email = $1)
	OR EXISTS (SELECT 1 FROM marketing_consents WHERE email = $1)
	OR EXISTS (SELECT 1 FROM entitlements WHERE holder_email = $1 OR recipient_email = $1)
	OR EXISTS (SELECT 1 FROM gift_card_orders WHERE buyer_email = $1 OR recipient_email = $1)
	OR EXISTS (SELECT 1 FROM offer_orders WHERE buyer_email = $1)`

// RequestPrivacyLink stores the link and queues its e-mail when the spa
// holds something about the address.
func (db *DB) RequestPrivacyLink(ctx context.Context, req dayspa.PrivacyRequest, token string, now time.Time) (bool, error) {
	return write(ctx, db, func(tx *Tx) (bool, error) {
		var holds bool
		if err := tx.QueryRowContext(ctx, holdsAboutSQL, req.Email).Scan(&holds); err != nil {
			return false, fmt.Errorf("privacy link: %w", err)
		}
		if !holds {
			return false, nil
		}
		// One live link per address: a newer request replaces the older
		// link, whose e-mail, if still unsent, goes with it.
		if _, err := tx.ExecContext(ctx, `DELETE FROM privacy_links WHERE email = $1`, req.Email); err != nil {
			return false, fmt.Errorf("privacy link: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `
			UPDATE outbox SET status = 'dropped', last_error = $1, claimed_until = NULL, manage_token = NULL
			WHERE kind = $2 AND recipient = $3 AND status = 'pending'`,
			msgReplaced, string(dayspa.KindPrivacyLink), req.Email); err != nil {
			return false, fmt.Errorf("privacy link: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO privacy_links (token_hash, email, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
			dayspa.HashManageToken(token), req.Email, dbTime(now.Add(dayspa.PrivacyLinkValidity)), dbTime(now)); err != nil {
			return false, fmt.Errorf("privacy link: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `
			INSERT INTO outbox (booking_id, booking_version, created_at, kind, recipient, calendar, due_at, next_attempt_at,
				manage_token, language)
			VALUES (NULL, 0, $1, $2, $3, FALSE, $1, $1, $4, $5)`,
			dbTime(now), string(dayspa.KindPrivacyLink), req.Email, token, string(req.Language.OrDefault())); err != nil {
			return false, fmt.Errorf("privacy link e-mail: %w", err)
		}
		return true, nil
	})
}

// msgReplaced is the last error of a privacy link's e-mail that a newer
// request replaced before it was sent.
const msgReplaced = "not sent: a newer link was asked for"

// PrivacyLinkEmail returns the address of a live link.
func (db *DB) PrivacyLinkEmail(ctx context.Context, tokenHash string, now time.Time) (string, error) {
	return read(ctx, db, func(tx *Tx) (string, error) {
		var email string
		err := tx.QueryRowContext(ctx, `SELECT email FROM privacy_links WHERE token_hash = $1 AND expires_at > $2`,
			tokenHash, dbTime(now)).Scan(&email)
		if errors.Is(err, sql.ErrNoRows) {
			return "", dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPrivacyLink)
		} else if err != nil {
			return "", fmt.Errorf("privacy link: %w", err)
		}
		return email, nil
	})
}

// EndPrivacyLinks removes the links of email and their e-mails, sent or
// not: once the person is forgotten, nothing may keep their address.
func (db *DB) EndPrivacyLinks(ctx context.Context, email string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM privacy_links WHERE email = $1`, email); err != nil {
			return fmt.Errorf("end privacy links: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM outbox WHERE kind = $1 AND recipient = $2`,
			string(dayspa.KindPrivacyLink), email); err != nil {
			return fmt.Errorf("end privacy links: %w", err)
		}
		return nil
	})
}
