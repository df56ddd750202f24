-- A package's or membership's sessions pay at checkout: an invoice's
-- payment by an entitlement took an amount of a gift card, or sessions of
-- a package or membership (its amount then 0: the sessions were the
-- supply of the package's own invoice). Cash and card take no sessions.
-- The column is added with its default, so issued payments are not
-- written again.

-- +goose Up
ALTER TABLE tax_document_payments ADD COLUMN sessions INTEGER NOT NULL DEFAULT 0
    CHECK (sessions >= 0 AND (sessions = 0 OR method = 'entitlement'));

-- +goose Down
ALTER TABLE tax_document_payments DROP COLUMN sessions;
