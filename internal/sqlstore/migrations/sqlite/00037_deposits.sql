-- Deposits (issue 34): a booking may wait for its deposit, paid on the
-- payment provider's hosted page. It is then awaiting_payment, holding its
-- room and therapists like a pending one, until the payment arrives
-- (pending) or the hold runs out (expired, holding nothing).
-- migrations/postgres/00037_deposits.sql is the same on PostgreSQL.
--
-- SQLite cannot alter a CHECK constraint, and rebuilding bookings would
-- take every table that refers to it along. The constraint only widens
-- (two more statuses, which no row has yet), so the table's definition is
-- rewritten in place. RESET makes this connection read the schema again;
-- the CREATE TABLE statements below change the schema's version, which
-- makes every other connection read it again.

-- +goose Up
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
SET sql = replace(sql, '''cancelled'', ''no_show'')', '''cancelled'', ''no_show'', ''awaiting_payment'', ''expired'')')
WHERE type = 'table' AND name = 'bookings';
PRAGMA writable_schema = RESET;

-- Whatever changes a booking's status, its therapists follow: a booking
-- awaiting its deposit holds them as a pending one does.
DROP TRIGGER bookings_status_holds;
-- +goose StatementBegin
CREATE TRIGGER bookings_status_holds AFTER UPDATE OF status ON bookings
WHEN OLD.status IS NOT NEW.status
BEGIN
    UPDATE booking_therapists SET holds = NEW.status IN ('pending', 'confirmed', 'completed', 'awaiting_payment')
    WHERE booking_id = NEW.id;
END;
-- +goose StatementEnd

-- The deposit and cancellation policy: service_id 0 is the default for
-- every service without one of its own. Amounts in fils.
CREATE TABLE deposit_policies (
    service_id        INTEGER  PRIMARY KEY CHECK (service_id >= 0),
    kind              TEXT     NOT NULL CHECK (kind IN ('none', 'fixed', 'percent')),
    amount            INTEGER  NOT NULL DEFAULT 0 CHECK (amount >= 0),
    percent           INTEGER  NOT NULL DEFAULT 0 CHECK (percent >= 0 AND percent <= 100),
    free_cancel_hours INTEGER  NOT NULL DEFAULT 0 CHECK (free_cancel_hours >= 0),
    late_cancel_fee   INTEGER  NOT NULL DEFAULT 0 CHECK (late_cancel_fee >= 0),
    no_show_fee       INTEGER  NOT NULL DEFAULT 0 CHECK (no_show_fee >= 0),
    updated_at        DATETIME NOT NULL
);

-- A booking awaiting its deposit: the amount asked, until when the place
-- is held, and the provider's checkout session once it is made.
CREATE TABLE payment_holds (
    booking_id INTEGER  PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
    amount     INTEGER  NOT NULL CHECK (amount > 0),
    currency   TEXT     NOT NULL,
    expires_at DATETIME NOT NULL,
    provider   TEXT     NOT NULL DEFAULT '',
    session_id TEXT     NOT NULL DEFAULT '',
    created_at DATETIME NOT NULL
);
CREATE INDEX payment_holds_expires_idx ON payment_holds (expires_at);
CREATE INDEX payment_holds_session_idx ON payment_holds (session_id);

-- The provider's events as received, each id once; processed_at is set
-- once the background job has handled one.
CREATE TABLE payment_events (
    event_id        TEXT     PRIMARY KEY,
    provider        TEXT     NOT NULL,
    type            TEXT     NOT NULL,
    session_id      TEXT     NOT NULL DEFAULT '',
    payment_ref     TEXT     NOT NULL DEFAULT '',
    booking_id      INTEGER,
    amount          INTEGER  NOT NULL DEFAULT 0,
    currency        TEXT     NOT NULL DEFAULT '',
    received_at     DATETIME NOT NULL,
    processed_at    DATETIME,
    outcome         TEXT     NOT NULL DEFAULT '',
    attempts        INTEGER  NOT NULL DEFAULT 0,
    next_attempt_at DATETIME NOT NULL,
    last_error      TEXT     NOT NULL DEFAULT ''
);
CREATE INDEX payment_events_due_idx ON payment_events (next_attempt_at) WHERE processed_at IS NULL;
CREATE INDEX payment_events_session_idx ON payment_events (session_id);

-- Money received against a booking: one row per checkout session. A
-- payment that came after its hold expired is refund_due until the
-- provider has refunded it.
CREATE TABLE booking_payments (
    id          INTEGER  PRIMARY KEY AUTOINCREMENT,
    booking_id  INTEGER  NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT,
    provider    TEXT     NOT NULL,
    session_id  TEXT     NOT NULL UNIQUE,
    payment_ref TEXT     NOT NULL,
    kind        TEXT     NOT NULL CHECK (kind IN ('deposit')),
    amount      INTEGER  NOT NULL CHECK (amount >= 0),
    currency    TEXT     NOT NULL,
    status      TEXT     NOT NULL CHECK (status IN ('paid', 'refund_due', 'refunded')),
    event_id    TEXT     NOT NULL,
    created_at  DATETIME NOT NULL,
    refund_ref  TEXT     NOT NULL DEFAULT '',
    refunded_at DATETIME,
    last_error  TEXT     NOT NULL DEFAULT ''
);
CREATE INDEX booking_payments_booking_idx ON booking_payments (booking_id);
CREATE INDEX booking_payments_refund_idx ON booking_payments (status) WHERE status = 'refund_due';

-- +goose Down
DROP TABLE booking_payments;
DROP TABLE payment_events;
DROP TABLE payment_holds;
DROP TABLE deposit_policies;
DROP TRIGGER bookings_status_holds;
-- +goose StatementBegin
CREATE TRIGGER bookings_status_holds AFTER UPDATE OF status ON bookings
WHEN OLD.status IS NOT NEW.status
BEGIN
    UPDATE booking_therapists SET holds = NEW.status IN ('pending', 'confirmed', 'completed')
    WHERE booking_id = NEW.id;
END;
-- +goose StatementEnd
UPDATE bookings SET status = 'cancelled' WHERE status IN ('awaiting_payment', 'expired');
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
SET sql = replace(sql, '''cancelled'', ''no_show'', ''awaiting_payment'', ''expired'')', '''cancelled'', ''no_show'')')
WHERE type = 'table' AND name = 'bookings';
PRAGMA writable_schema = RESET;
-- A table made and dropped changes the schema's version after the
-- rewrite, so that the other connections read the old definition again.
CREATE TABLE deposits_schema_version_bump (x INTEGER);
DROP TABLE deposits_schema_version_bump;
