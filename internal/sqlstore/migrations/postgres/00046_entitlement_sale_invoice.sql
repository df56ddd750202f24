-- An entitlement sold at the desk records how it was paid (cash or card;
-- '' for one sold before this), and a package or membership the tax
-- invoice its sale issued: selling one is a supply, taxed when sold. A
-- gift card's sale is no supply and has none.
-- migrations/sqlite/00046_entitlement_sale_invoice.sql is the same on
-- SQLite.

-- +goose Up
ALTER TABLE entitlements ADD COLUMN paid_by TEXT NOT NULL DEFAULT '' CHECK (paid_by IN ('', 'cash', 'card'));
ALTER TABLE entitlements ADD COLUMN invoice_id BIGINT REFERENCES tax_documents (id);
CREATE UNIQUE INDEX entitlements_invoice_idx ON entitlements (invoice_id) WHERE invoice_id IS NOT NULL;

-- +goose Down
DROP INDEX entitlements_invoice_idx;
ALTER TABLE entitlements DROP COLUMN invoice_id;
ALTER TABLE entitlements DROP COLUMN paid_by;
