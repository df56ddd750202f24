-- A gift card pays at checkout: an invoice's payment may be a gift card's
-- ('entitlement'), which names the card it took from and shows the end of
-- its code (card_hint); cash and card name none. The card's ledger
-- records the redemption in the same transaction.
-- migrations/sqlite/00047_gift_card_payments.sql is the same on SQLite.

-- +goose Up
ALTER TABLE tax_document_payments DROP CONSTRAINT tax_document_payments_method_check;
ALTER TABLE tax_document_payments ADD COLUMN entitlement_id BIGINT REFERENCES entitlements (id);
ALTER TABLE tax_document_payments ADD COLUMN card_hint TEXT NOT NULL DEFAULT '';
ALTER TABLE tax_document_payments ADD CONSTRAINT tax_document_payments_method_check
    CHECK (method IN ('cash', 'card') AND entitlement_id IS NULL OR method = 'entitlement' AND entitlement_id IS NOT NULL);
CREATE INDEX tax_document_payments_entitlement_idx ON tax_document_payments (entitlement_id) WHERE entitlement_id IS NOT NULL;

-- +goose Down
DROP INDEX tax_document_payments_entitlement_idx;
ALTER TABLE tax_document_payments DROP CONSTRAINT tax_document_payments_method_check;
ALTER TABLE tax_document_payments DROP COLUMN card_hint;
ALTER TABLE tax_document_payments DROP COLUMN entitlement_id;
-- NOT VALID: a gift card's payment issued since stays (an issued document is never changed).
ALTER TABLE tax_document_payments ADD CONSTRAINT tax_document_payments_method_check CHECK (method IN ('cash', 'card')) NOT VALID;
