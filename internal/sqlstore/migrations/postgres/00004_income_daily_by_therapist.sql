-- income_daily keyed by day and therapist only: the summaries read its rows
-- in key order with no sort, a day having a row per therapist who worked.
-- A filter on the source reads the invoices instead. Rebuilt from the
-- invoices, whatever key 00002 gave it. migrations/sqlite/00004_income_daily_by_therapist.sql
-- is the same on SQLite.

-- +goose Up
DROP TABLE income_daily;
CREATE TABLE income_daily (
    day                 DATE    NOT NULL,
    therapist_name      TEXT    NOT NULL,
    invoices            BIGINT  NOT NULL,
    cash_amount         BIGINT  NOT NULL,
    visa_amount         BIGINT  NOT NULL,
    visa_markup         BIGINT  NOT NULL,
    commission_amount   BIGINT  NOT NULL,
    tips_amount         BIGINT  NOT NULL,
    tips_vat            BIGINT  NOT NULL,
    therapist_tip_share BIGINT  NOT NULL,
    spa_tip_share       BIGINT  NOT NULL,
    expenses_amount     BIGINT  NOT NULL,
    total_amount        BIGINT  NOT NULL,
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
    day                 DATE    NOT NULL,
    source              TEXT    NOT NULL,
    therapist_name      TEXT    NOT NULL,
    invoices            BIGINT  NOT NULL,
    cash_amount         BIGINT  NOT NULL,
    visa_amount         BIGINT  NOT NULL,
    visa_markup         BIGINT  NOT NULL,
    commission_amount   BIGINT  NOT NULL,
    tips_amount         BIGINT  NOT NULL,
    tips_vat            BIGINT  NOT NULL,
    therapist_tip_share BIGINT  NOT NULL,
    spa_tip_share       BIGINT  NOT NULL,
    expenses_amount     BIGINT  NOT NULL,
    total_amount        BIGINT  NOT NULL,
    PRIMARY KEY (day, source, therapist_name)
);
INSERT INTO income_daily
SELECT transaction_day, source, therapist_name, COUNT(*), SUM(cash_amount), SUM(visa_amount), SUM(visa_markup),
    SUM(commission_amount), SUM(tips_amount), SUM(tips_vat), SUM(therapist_tip_share), SUM(spa_tip_share),
    SUM(expenses_amount), SUM(total_amount)
FROM income_transactions GROUP BY transaction_day, source, therapist_name;
