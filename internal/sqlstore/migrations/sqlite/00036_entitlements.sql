-- Gift cards, packages and memberships (entitlements) and their ledger.
--
-- An entitlement's balance is the sum of its ledger's entries, in fils for
-- a gift card and in sessions otherwise; the row keeps it, written in the
-- same transaction as each entry, and never below zero. Each entry also
-- keeps the balance it left, so the ledger reads on its own.
--
-- Append-only: an entry is never changed or removed, only followed by
-- another (a refund, an adjustment). The triggers below refuse every
-- UPDATE and DELETE of the ledger, whoever asks, as they do for the tax
-- documents. The entitlement's own row changes (its balance, its status).
-- service_id names no foreign key: a package outlives the service's row
-- and the service's removal is not held up by it.
-- migrations/postgres/00036_entitlements.sql is the same on PostgreSQL.

-- +goose Up
CREATE TABLE entitlements (
    id              INTEGER  PRIMARY KEY AUTOINCREMENT,
    code            TEXT     NOT NULL UNIQUE,
    kind            TEXT     NOT NULL CHECK (kind IN ('gift_card', 'package', 'membership')),
    holder_name     TEXT     NOT NULL,
    holder_email    TEXT     NOT NULL,
    recipient_name  TEXT     NOT NULL DEFAULT '',
    recipient_email TEXT     NOT NULL DEFAULT '',
    service_id      INTEGER,
    category        TEXT     NOT NULL DEFAULT '',
    sessions        INTEGER  NOT NULL DEFAULT 0 CHECK (sessions >= 0),
    value_amount    INTEGER  NOT NULL DEFAULT 0 CHECK (value_amount >= 0),
    price           INTEGER  NOT NULL CHECK (price >= 0),
    expires_on      TEXT     NOT NULL CHECK (expires_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    status          TEXT     NOT NULL CHECK (status IN ('active', 'expired')),
    balance         INTEGER  NOT NULL CHECK (balance >= 0),
    redeemed        INTEGER  NOT NULL DEFAULT 0 CHECK (redeemed >= 0),
    created_at      DATETIME NOT NULL,
    updated_at      DATETIME NOT NULL
);
CREATE INDEX entitlements_holder_email_idx ON entitlements (holder_email);

CREATE TABLE entitlement_ledger (
    id             INTEGER  PRIMARY KEY AUTOINCREMENT,
    entitlement_id INTEGER  NOT NULL REFERENCES entitlements (id),
    kind           TEXT     NOT NULL CHECK (kind IN ('sale', 'redemption', 'refund', 'expiry', 'adjustment')),
    units          INTEGER  NOT NULL,
    balance_after  INTEGER  NOT NULL CHECK (balance_after >= 0),
    reason         TEXT     NOT NULL DEFAULT '',
    entry_day      TEXT     NOT NULL CHECK (entry_day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    created_at     DATETIME NOT NULL,
    CHECK (kind <> 'adjustment' OR reason <> '')
);
CREATE INDEX entitlement_ledger_entitlement_idx ON entitlement_ledger (entitlement_id, id);
CREATE INDEX entitlement_ledger_day_idx ON entitlement_ledger (entry_day, kind);

-- +goose StatementBegin
CREATE TRIGGER entitlement_ledger_no_update BEFORE UPDATE ON entitlement_ledger
BEGIN
    SELECT RAISE(ABORT, 'a ledger entry cannot be changed');
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER entitlement_ledger_no_delete BEFORE DELETE ON entitlement_ledger
BEGIN
    SELECT RAISE(ABORT, 'a ledger entry cannot be changed');
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER entitlement_ledger_no_delete;
DROP TRIGGER entitlement_ledger_no_update;
DROP TABLE entitlement_ledger;
DROP TABLE entitlements;
