-- Income by the spa's calendar day, sums kept per day, and uploads in
-- flight. migrations/postgres/00002_income.sql is the same on PostgreSQL.

-- +goose Up

-- The spa's calendar day (Asia/Dubai) of each invoice: what the filters,
-- the order and the daily summaries go by. transaction_date keeps the
-- moment that day starts there. Rows written before this migration get the
-- day of their moment in Dubai (UTC+4 all year, no daylight saving).
ALTER TABLE income_transactions ADD COLUMN transaction_day TEXT NOT NULL DEFAULT '2000-01-01';
UPDATE income_transactions SET transaction_day = date(transaction_date, '+4 hours');

DROP INDEX income_transaction_date_idx;
DROP INDEX income_source_idx;
DROP INDEX income_therapist_idx;
CREATE INDEX income_day_idx ON income_transactions (transaction_day DESC, id DESC);
CREATE INDEX income_source_day_idx ON income_transactions (source, transaction_day DESC, id DESC);

-- The sums of the invoices of each day, source and therapist, changed in
-- the transaction that writes an invoice. Stats, summaries, reports and
-- list totals of any period read these few rows instead of adding up every
-- invoice; only filters on an invoice's own total read the invoices.
CREATE TABLE income_daily (
    day                 TEXT    NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    source              TEXT    NOT NULL,
    therapist_name      TEXT    NOT NULL,
    invoices            INTEGER NOT NULL,
    cash_amount         INTEGER NOT NULL,
    visa_amount         INTEGER NOT NULL,
    visa_markup         INTEGER NOT NULL,
    commission_amount   INTEGER NOT NULL,
    tips_amount         INTEGER NOT NULL,
    tips_vat            INTEGER NOT NULL,
    therapist_tip_share INTEGER NOT NULL,
    spa_tip_share       INTEGER NOT NULL,
    expenses_amount     INTEGER NOT NULL,
    total_amount        INTEGER NOT NULL,
    PRIMARY KEY (day, source, therapist_name)
);
INSERT INTO income_daily
SELECT transaction_day, source, therapist_name, COUNT(*), SUM(cash_amount), SUM(visa_amount), SUM(visa_markup),
    SUM(commission_amount), SUM(tips_amount), SUM(tips_vat), SUM(therapist_tip_share), SUM(spa_tip_share),
    SUM(expenses_amount), SUM(total_amount)
FROM income_transactions GROUP BY transaction_day, source, therapist_name;

-- Uploads through signed URLs: a row from the moment a URL is used (which
-- makes it single-use) to the moment its file becomes a pdf_uploads row.
-- file_size is NULL while the file is being received.
CREATE TABLE blob_uploads (
    storage_key  TEXT     PRIMARY KEY,
    file_size    INTEGER  CHECK (file_size >= 0),
    created_at   DATETIME NOT NULL,
    completed_at DATETIME
);
CREATE INDEX blob_uploads_created_at_idx ON blob_uploads (created_at);

-- +goose Down
DROP TABLE blob_uploads;
DROP TABLE income_daily;
DROP INDEX income_source_day_idx;
DROP INDEX income_day_idx;
CREATE INDEX income_transaction_date_idx ON income_transactions (transaction_date DESC);
CREATE INDEX income_source_idx ON income_transactions (source, transaction_date);
CREATE INDEX income_therapist_idx ON income_transactions (lower(therapist_name), transaction_date);
ALTER TABLE income_transactions DROP COLUMN transaction_day;
