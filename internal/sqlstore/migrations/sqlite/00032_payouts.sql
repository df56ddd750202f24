-- The payouts of a therapist's pay statement: what the spa paid her
-- against a month of her earnings, when, how and who recorded it.
-- therapist_id names no foreign key on purpose: a payout is a record of
-- money paid and outlives the therapist's removal from the team (ids are
-- never given again, so it never names someone else).
-- migrations/postgres/00032_payouts.sql is the same on PostgreSQL.

-- +goose Up
CREATE TABLE payouts (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    therapist_id INTEGER  NOT NULL,
    month        TEXT     NOT NULL CHECK (length(month) = 7),
    paid_on      TEXT     NOT NULL,
    method       TEXT     NOT NULL CHECK (method IN ('cash', 'card', 'bank_transfer')),
    amount       INTEGER  NOT NULL CHECK (amount > 0), -- fils
    note         TEXT     NOT NULL DEFAULT '',
    created_by   TEXT     NOT NULL DEFAULT '',
    created_at   DATETIME NOT NULL
);
CREATE INDEX payouts_therapist_month_idx ON payouts (therapist_id, month);

-- +goose Down
DROP TABLE payouts;
