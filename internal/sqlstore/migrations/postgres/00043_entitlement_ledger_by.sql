-- Who wrote each entry of an entitlement's ledger: the staff member's name
-- as it was then (a sale or an adjustment at the desk), '' for what the
-- spa's own jobs write (the expiry) and for the entries written before
-- this column. The manager reads it beside the entry, without opening the
-- audit log; a later change of the person's name leaves it as it was.
-- Adding a column changes no entry: the triggers that refuse an UPDATE or
-- a DELETE of the ledger stay as they are.
-- migrations/sqlite/00043_entitlement_ledger_by.sql is the same on SQLite.

-- +goose Up
ALTER TABLE entitlement_ledger ADD COLUMN actor_name TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE entitlement_ledger DROP COLUMN actor_name;
