package sqlstore

import (
	"context"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.ConsentStore = (*DB)(nil)

// RecordTrackingChoice stores a visitor's validated choice and sets its
// CreatedAt.
func (db *DB) RecordTrackingChoice(ctx context.Context, c *dayspa.TrackingChoice) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		c.CreatedAt = tx.now
		_, err := tx.ExecContext(ctx, `
			INSERT INTO tracking_choices (visitor_id, analytics, advertising, version, language, created_at)
			VALUES ($1, $2, $3, $4, $5, $6)`,
			c.VisitorID, c.Analytics, c.Advertising, c.Version, string(c.Language), c.CreatedAt)
		if err != nil {
			return fmt.Errorf("record tracking choice: %w", err)
		}
		return nil
	})
}

// TrackingChoices returns a visitor's choices, oldest first.
func (db *DB) TrackingChoices(ctx context.Context, visitorID string) ([]dayspa.TrackingChoice, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.TrackingChoice, error) {
		rows, err := tx.QueryContext(ctx, `
			SELECT visitor_id, analytics, advertising, version, language, created_at
			FROM tracking_choices WHERE visitor_id = $1 ORDER BY id`, visitorID)
		if err != nil {
			return nil, fmt.Errorf("tracking choices: %w", err)
		}
		defer rows.Close()
		out := []dayspa.TrackingChoice{}
		for rows.Next() {
			var c dayspa.TrackingChoice
			var lang string
			if err := rows.Scan(&c.VisitorID, &c.Analytics, &c.Advertising, &c.Version, &lang, &c.CreatedAt); err != nil {
				return nil, fmt.Errorf("tracking choices: %w", err)
			}
			c.Language, c.CreatedAt = dayspa.Language(lang), c.CreatedAt.UTC()
			out = append(out, c)
		}
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("tracking choices: %w", err)
		}
		return out, nil
	})
}

// RecordMarketingConsent stores a guest's consent to marketing e-mails
// and sets its ID and CreatedAt.
func (db *DB) RecordMarketingConsent(ctx context.Context, c *dayspa.MarketingConsent) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		c.CreatedAt = tx.now
		err := tx.QueryRowContext(ctx, `
			INSERT INTO marketing_consents (email, source, version, language, created_at)
			VALUES ($1, $2, $3, $4, $5)
			RETURNING id`,
			c.Email, c.Source, c.Version, string(c.Language.OrDefault()), c.CreatedAt).Scan(&c.ID)
		if err != nil {
			return fmt.Errorf("record marketing consent: %w", err)
		}
		return nil
	})
}

// MarketingConsents returns the consents given for an address, oldest
// first.
func (db *DB) MarketingConsents(ctx context.Context, email string) ([]dayspa.MarketingConsent, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.MarketingConsent, error) {
		rows, err := tx.QueryContext(ctx, `
			SELECT id, email, source, version, language, created_at
			FROM marketing_consents WHERE email = $1 ORDER BY id`, email)
		if err != nil {
			return nil, fmt.Errorf("marketing consents: %w", err)
		}
		defer rows.Close()
		out := []dayspa.MarketingConsent{}
		for rows.Next() {
			var c dayspa.MarketingConsent
			var lang string
			if err := rows.Scan(&c.ID, &c.Email, &c.Source, &c.Version, &lang, &c.CreatedAt); err != nil {
				return nil, fmt.Errorf("marketing consents: %w", err)
			}
			c.Language, c.CreatedAt = dayspa.Language(lang), c.CreatedAt.UTC()
			out = append(out, c)
		}
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("marketing consents: %w", err)
		}
		return out, nil
	})
}
