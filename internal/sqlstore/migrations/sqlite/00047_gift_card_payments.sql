-- A gift card pays at checkout: an invoice's payment may be a gift card's
-- ('entitlement'), which names the card it took from and shows the end of
-- its code (card_hint); cash and card name none. The card's ledger
-- records the redemption in the same transaction. SQLite changes no CHECK
-- in place: the payments are written again, with their immutability
-- triggers (dropped first, so that dropping the old table deletes nothing
-- through them).
-- migrations/postgres/00047_gift_card_payments.sql is the same on
-- PostgreSQL.

-- +goose Up
CREATE TABLE tax_document_payments_new (
    document_id    INTEGER NOT NULL REFERENCES tax_documents (id),
    position       INTEGER NOT NULL CHECK (position > 0),
    method         TEXT    NOT NULL,
    amount         INTEGER NOT NULL CHECK (amount >= 0),
    entitlement_id INTEGER REFERENCES entitlements (id),
    card_hint      TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (document_id, position),
    CHECK (method IN ('cash', 'card') AND entitlement_id IS NULL OR method = 'entitlement' AND entitlement_id IS NOT NULL)
);
INSERT INTO tax_document_payments_new (document_id, position, method, amount)
    SELECT document_id, position, method, amount FROM tax_document_payments;
DROP TRIGGER tax_document_payments_no_update;
DROP TRIGGER tax_document_payments_no_delete;
DROP TABLE tax_document_payments;
ALTER TABLE tax_document_payments_new RENAME TO tax_document_payments;
CREATE INDEX tax_document_payments_entitlement_idx ON tax_document_payments (entitlement_id) WHERE entitlement_id IS NOT NULL;
-- +goose StatementBegin
CREATE TRIGGER tax_document_payments_no_update BEFORE UPDATE ON tax_document_payments
BEGIN
    SELECT RAISE(ABORT, 'an issued tax document cannot be changed');
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER tax_document_payments_no_delete BEFORE DELETE ON tax_document_payments
BEGIN
    SELECT RAISE(ABORT, 'an issued tax document cannot be changed');
END;
-- +goose StatementEnd

-- +goose Down
-- A gift card's payment issued since is kept, as cash's: the old table
-- knows no other method, and an issued document is never dropped.
CREATE TABLE tax_document_payments_old (
    document_id INTEGER NOT NULL REFERENCES tax_documents (id),
    position    INTEGER NOT NULL CHECK (position > 0),
    method      TEXT    NOT NULL CHECK (method IN ('cash', 'card')),
    amount      INTEGER NOT NULL CHECK (amount >= 0),
    PRIMARY KEY (document_id, position)
);
INSERT INTO tax_document_payments_old (document_id, position, method, amount)
    SELECT document_id, position, CASE method WHEN 'card' THEN 'card' ELSE 'cash' END, amount FROM tax_document_payments;
DROP TRIGGER tax_document_payments_no_update;
DROP TRIGGER tax_document_payments_no_delete;
DROP TABLE tax_document_payments;
ALTER TABLE tax_document_payments_old RENAME TO tax_document_payments;
-- +goose StatementBegin
CREATE TRIGGER tax_document_payments_no_update BEFORE UPDATE ON tax_document_payments
BEGIN
    SELECT RAISE(ABORT, 'an issued tax document cannot be changed');
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER tax_document_payments_no_delete BEFORE DELETE ON tax_document_payments
BEGIN
    SELECT RAISE(ABORT, 'an issued tax document cannot be changed');
END;
-- +goose StatementEnd
