-- The transactional outbox: every message a booking change sends is a row
-- written in that change's transaction; the sender delivers the due ones.
-- A booking's version counts the changes its guest is told of, so that a
-- message written before a later change is recognised as stale. An unsent
-- guest message keeps the raw manage token its link carries; once sent,
-- only the token's SHA-256 (token_hash) remains.

-- +goose Up
ALTER TABLE bookings ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id      INTEGER  NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    kind            TEXT     NOT NULL CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled')),
    recipient       TEXT     NOT NULL CHECK (recipient <> ''),
    booking_version INTEGER  NOT NULL,
    calendar        BOOLEAN  NOT NULL DEFAULT FALSE,
    status          TEXT     NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'dropped')),
    due_at          DATETIME NOT NULL,
    next_attempt_at DATETIME NOT NULL,
    claimed_until   DATETIME,
    attempts        INTEGER  NOT NULL DEFAULT 0,
    last_error      TEXT     NOT NULL DEFAULT '',
    manage_token    TEXT,
    token_hash      TEXT     UNIQUE,
    subject         TEXT     NOT NULL DEFAULT '',
    body_text       TEXT     NOT NULL DEFAULT '',
    body_html       TEXT     NOT NULL DEFAULT '',
    created_at      DATETIME NOT NULL,
    sent_at         DATETIME
);
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_booking_idx ON outbox (booking_id);
CREATE INDEX outbox_status_idx ON outbox (status, id);

-- +goose Down
DROP TABLE outbox;
ALTER TABLE bookings DROP COLUMN version;
