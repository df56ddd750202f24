-- Tax documents: the tax invoices (or receipts) a sale issues and the
-- credit notes that correct them, with their lines and payments.
--
-- Each kind ('invoice', 'credit_note') has one unbroken sequence: its row
-- in tax_document_sequences holds the next number, taken with
--   UPDATE tax_document_sequences SET next_sequence = next_sequence + 1
--   WHERE kind = $1 RETURNING next_sequence - 1
-- inside the transaction that issues the document, so a rolled-back issue
-- gives its number back and two issues never share one.
--
-- Immutable: an issued document is never changed, only corrected by a
-- credit note. The triggers below refuse every UPDATE and DELETE of a
-- document, its lines and its payments, whoever asks.
-- migrations/postgres/00026_tax_documents.sql is the same on PostgreSQL.

-- +goose Up
CREATE TABLE tax_document_sequences (
    kind          TEXT    PRIMARY KEY CHECK (kind IN ('invoice', 'credit_note')),
    next_sequence INTEGER NOT NULL CHECK (next_sequence > 0)
);
INSERT INTO tax_document_sequences (kind, next_sequence) VALUES ('invoice', 1), ('credit_note', 1);

CREATE TABLE tax_documents (
    id                 INTEGER  PRIMARY KEY AUTOINCREMENT,
    kind               TEXT     NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
    format             TEXT     NOT NULL CHECK (format IN ('simplified', 'full', 'receipt')),
    sequence           INTEGER  NOT NULL CHECK (sequence > 0),
    number             TEXT     NOT NULL,
    issued_at          DATETIME NOT NULL,
    issue_day          TEXT     NOT NULL CHECK (issue_day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    seller_json        TEXT     NOT NULL,
    buyer_name         TEXT,
    buyer_address      TEXT,
    buyer_trn          TEXT,
    vat_rate           INTEGER  NOT NULL CHECK (vat_rate BETWEEN 0 AND 10000),
    discount_amount    INTEGER  NOT NULL CHECK (discount_amount >= 0),
    net_amount         INTEGER  NOT NULL CHECK (net_amount >= 0),
    vat_amount         INTEGER  NOT NULL CHECK (vat_amount >= 0),
    total_amount       INTEGER  NOT NULL CHECK (total_amount >= 0),
    tips_cash          INTEGER  NOT NULL DEFAULT 0 CHECK (tips_cash >= 0),
    tips_card          INTEGER  NOT NULL DEFAULT 0 CHECK (tips_card >= 0),
    therapist_tip_share INTEGER NOT NULL DEFAULT 0 CHECK (therapist_tip_share >= 0),
    spa_tip_share      INTEGER  NOT NULL DEFAULT 0 CHECK (spa_tip_share >= 0),
    discount_reason    TEXT     NOT NULL DEFAULT '',
    reason             TEXT     NOT NULL DEFAULT '',
    booking_id         INTEGER,
    income_id          INTEGER,
    corrects_id        INTEGER  REFERENCES tax_documents (id),
    customer_name      TEXT     NOT NULL DEFAULT '',
    therapist_name     TEXT     NOT NULL DEFAULT '',
    language           TEXT     NOT NULL DEFAULT 'en',
    issued_by          TEXT     NOT NULL DEFAULT '',
    UNIQUE (kind, sequence)
);
-- A booking is checked out once: at most one invoice names it.
CREATE UNIQUE INDEX tax_documents_booking_idx ON tax_documents (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX tax_documents_issued_idx ON tax_documents (issue_day DESC, id DESC);
CREATE INDEX tax_documents_corrects_idx ON tax_documents (corrects_id) WHERE corrects_id IS NOT NULL;

CREATE TABLE tax_document_lines (
    document_id  INTEGER NOT NULL REFERENCES tax_documents (id),
    position     INTEGER NOT NULL CHECK (position > 0),
    service_id   INTEGER,
    description  TEXT    NOT NULL,
    quantity     INTEGER NOT NULL CHECK (quantity > 0),
    unit_price   INTEGER NOT NULL CHECK (unit_price >= 0),
    discount     INTEGER NOT NULL CHECK (discount >= 0),
    net_amount   INTEGER NOT NULL CHECK (net_amount >= 0),
    vat_amount   INTEGER NOT NULL CHECK (vat_amount >= 0),
    amount       INTEGER NOT NULL CHECK (amount >= 0),
    price_reason TEXT    NOT NULL DEFAULT '',
    corrects     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (document_id, position)
);

CREATE TABLE tax_document_payments (
    document_id INTEGER NOT NULL REFERENCES tax_documents (id),
    position    INTEGER NOT NULL CHECK (position > 0),
    method      TEXT    NOT NULL CHECK (method IN ('cash', 'card')),
    amount      INTEGER NOT NULL CHECK (amount >= 0),
    PRIMARY KEY (document_id, position)
);

-- +goose StatementBegin
CREATE TRIGGER tax_documents_no_update BEFORE UPDATE ON tax_documents
BEGIN
    SELECT RAISE(ABORT, 'an issued tax document cannot be changed');
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER tax_documents_no_delete BEFORE DELETE ON tax_documents
BEGIN
    SELECT RAISE(ABORT, 'an issued tax document cannot be changed');
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER tax_document_lines_no_update BEFORE UPDATE ON tax_document_lines
BEGIN
    SELECT RAISE(ABORT, 'an issued tax document cannot be changed');
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER tax_document_lines_no_delete BEFORE DELETE ON tax_document_lines
BEGIN
    SELECT RAISE(ABORT, 'an issued tax document cannot be changed');
END;
-- +goose StatementEnd
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

-- The income record a sale made names its document.
ALTER TABLE income_transactions ADD COLUMN tax_document_id INTEGER;
CREATE INDEX income_tax_document_idx ON income_transactions (tax_document_id) WHERE tax_document_id IS NOT NULL;

-- +goose Down
DROP INDEX income_tax_document_idx;
ALTER TABLE income_transactions DROP COLUMN tax_document_id;
DROP TRIGGER tax_document_payments_no_delete;
DROP TRIGGER tax_document_payments_no_update;
DROP TRIGGER tax_document_lines_no_delete;
DROP TRIGGER tax_document_lines_no_update;
DROP TRIGGER tax_documents_no_delete;
DROP TRIGGER tax_documents_no_update;
DROP TABLE tax_document_payments;
DROP TABLE tax_document_lines;
DROP TABLE tax_documents;
DROP TABLE tax_document_sequences;
