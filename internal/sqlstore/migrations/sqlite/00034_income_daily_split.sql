-- The sums of the invoices of each day by source and by service (with its
-- category), changed in the transaction that writes an invoice, as
-- income_daily's are: the charts read these few rows a day instead of
-- adding up every invoice of a period. split says which key a row is of;
-- a source row's category is ''. Filled from the invoices already stored.
-- migrations/postgres/00034_income_daily_split.sql is the same on PostgreSQL.

-- +goose Up
CREATE TABLE income_daily_split (
    split        TEXT    NOT NULL CHECK (split IN ('source', 'service')),
    day          TEXT    NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    name         TEXT    NOT NULL,
    category     TEXT    NOT NULL,
    invoices     INTEGER NOT NULL,
    total_amount INTEGER NOT NULL,
    PRIMARY KEY (split, day, name, category)
);
INSERT INTO income_daily_split
SELECT 'source', transaction_day, source, '', COUNT(*), SUM(total_amount)
FROM income_transactions GROUP BY transaction_day, source;
INSERT INTO income_daily_split
SELECT 'service', transaction_day, service_name, service_category, COUNT(*), SUM(total_amount)
FROM income_transactions GROUP BY transaction_day, service_name, service_category;

-- +goose Down
DROP TABLE income_daily_split;
