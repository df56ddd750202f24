-- income_daily keyed by day and therapist only: the summaries read its rows
-- in key order with no sort, a day having a row per therapist who worked.
-- A filter on the source reads the invoices instead. Rebuilt from the
-- invoices, whatever key 00002 gave it. migrations/postgres/00004_income_daily_by_therapist.sql
-- is the same on PostgreSQL.

-- +goose Up
DROP TABLE income_daily;
CREATE TABLE income_daily (
    day                 TEXT    NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
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
    PRIMARY KEY (day, therapist_name)
);
INSERT INTO income_daily
SELECT transaction_day, therapist_name, COUNT(*), SUM(cash_amount), SUM(visa_amount), SUM(visa_markup),
    SUM(commission_amount), SUM(tips_amount), SUM(tips_vat), SUM(therapist_tip_share), SUM(spa_tip_share),
    SUM(expenses_amount), SUM(total_amount)
FROM income_transactions GROUP BY transaction_day, therapist_name;

-- +goose Down
DROP TABLE income_daily;
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
