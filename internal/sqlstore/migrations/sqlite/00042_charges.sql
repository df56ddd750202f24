-- The manager's charges (issue 34): the card a guest saved when paying a
-- deposit (Stripe's ids of the customer and the payment method, never any
-- card data), the no-show and late-cancellation fees charged to it, and
-- the payment links the manager sends for any booking.
-- migrations/postgres/00042_charges.sql is the same on PostgreSQL.
--
-- booking_payments' kinds widen (a fee; a link's full price) with the
-- rewrite of 00037: SQLite cannot alter a CHECK, the constraint only
-- widens, and the ALTER TABLEs below change the schema's version, which
-- makes every other connection read it again.

-- +goose Up
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
SET sql = replace(sql, 'CHECK (kind IN (''deposit''))', 'CHECK (kind IN (''deposit'', ''full'', ''fee''))')
WHERE type = 'table' AND name = 'booking_payments';
PRAGMA writable_schema = RESET;

-- The customer a completed checkout session named, carried from the
-- webhook to the background job.
ALTER TABLE payment_events ADD COLUMN customer_ref TEXT NOT NULL DEFAULT '';
-- The saved card of a payment: the provider's customer and payment method
-- ids; card_checked_at is when the job read the payment method from the
-- provider (once, found or not).
ALTER TABLE booking_payments ADD COLUMN customer_ref TEXT NOT NULL DEFAULT '';
ALTER TABLE booking_payments ADD COLUMN payment_method_ref TEXT NOT NULL DEFAULT '';
ALTER TABLE booking_payments ADD COLUMN card_checked_at DATETIME;
-- When a booking with a deposit was cancelled: whether it was late is
-- decided against the terms kept with the hold.
ALTER TABLE payment_holds ADD COLUMN cancelled_at DATETIME;

-- Each try of charging a booking's fee to its saved card: one charging or
-- charged at a time per booking; a declined one changes nothing else. Its
-- id is the provider's idempotency key, so a retry charges once.
CREATE TABLE fee_attempts (
    id          INTEGER  PRIMARY KEY AUTOINCREMENT,
    booking_id  INTEGER  NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT,
    kind        TEXT     NOT NULL CHECK (kind IN ('no_show', 'late_cancel')),
    amount      INTEGER  NOT NULL CHECK (amount > 0),
    status      TEXT     NOT NULL CHECK (status IN ('charging', 'charged', 'declined')),
    payment_ref TEXT     NOT NULL DEFAULT '',
    reason      TEXT     NOT NULL DEFAULT '',
    created_by  TEXT     NOT NULL,
    created_at  DATETIME NOT NULL
);
CREATE UNIQUE INDEX fee_attempts_live_idx ON fee_attempts (booking_id) WHERE status IN ('charging', 'charged');

-- A payment link the manager made for a booking: the provider's checkout
-- session, for the deposit or the full price. Its payment is recorded
-- against the booking once, by the webhook's event.
CREATE TABLE payment_links (
    id         INTEGER  PRIMARY KEY AUTOINCREMENT,
    booking_id INTEGER  NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    kind       TEXT     NOT NULL CHECK (kind IN ('deposit', 'full')),
    amount     INTEGER  NOT NULL CHECK (amount > 0),
    provider   TEXT     NOT NULL,
    session_id TEXT     NOT NULL UNIQUE,
    url        TEXT     NOT NULL,
    expires_at DATETIME NOT NULL,
    created_by TEXT     NOT NULL,
    created_at DATETIME NOT NULL
);
CREATE INDEX payment_links_booking_idx ON payment_links (booking_id);

-- +goose Down
DROP TABLE payment_links;
DROP TABLE fee_attempts;
ALTER TABLE payment_holds DROP COLUMN cancelled_at;
ALTER TABLE booking_payments DROP COLUMN card_checked_at;
ALTER TABLE booking_payments DROP COLUMN payment_method_ref;
ALTER TABLE booking_payments DROP COLUMN customer_ref;
ALTER TABLE payment_events DROP COLUMN customer_ref;
DELETE FROM booking_payments WHERE kind <> 'deposit';
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
SET sql = replace(sql, 'CHECK (kind IN (''deposit'', ''full'', ''fee''))', 'CHECK (kind IN (''deposit''))')
WHERE type = 'table' AND name = 'booking_payments';
PRAGMA writable_schema = RESET;
-- A table made and dropped changes the schema's version after the
-- rewrite, so that the other connections read the old definition again.
CREATE TABLE charges_schema_version_bump (x INTEGER);
DROP TABLE charges_schema_version_bump;
