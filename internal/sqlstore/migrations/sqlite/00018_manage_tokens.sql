-- A guest's manage link belongs to the booking, not to the e-mail that
-- carried it: every link a guest was ever sent opens the booking for as
-- long as the booking may be changed, whatever became of its e-mail (a
-- reminder is removed and written again when the booking moves; a stale
-- message is dropped). manage_tokens keeps the SHA-256 of each link's token
-- with its booking, and goes with the booking; the outbox keeps only the
-- raw token of an unsent e-mail, to write into it. The hashes the outbox
-- held move here. SQLite drops no UNIQUE column: the outbox is written
-- again without it, its ids and their sequence kept.

-- +goose Up
CREATE TABLE manage_tokens (
    token_hash TEXT    PRIMARY KEY CHECK (token_hash <> ''),
    booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE
);
CREATE INDEX manage_tokens_booking_idx ON manage_tokens (booking_id);
INSERT INTO manage_tokens (token_hash, booking_id)
    SELECT token_hash, booking_id FROM outbox WHERE token_hash IS NOT NULL;

CREATE TABLE outbox_new (
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
    subject         TEXT     NOT NULL DEFAULT '',
    body_text       TEXT     NOT NULL DEFAULT '',
    body_html       TEXT     NOT NULL DEFAULT '',
    created_at      DATETIME NOT NULL,
    sent_at         DATETIME
);
INSERT INTO outbox_new (id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at)
    SELECT id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at
    FROM outbox;
-- AUTOINCREMENT never gives an id twice: the new table counts on from the
-- old one's highest id ever, not from its highest id kept.
DELETE FROM sqlite_sequence WHERE name = 'outbox_new';
INSERT INTO sqlite_sequence (name, seq) SELECT 'outbox_new', seq FROM sqlite_sequence WHERE name = 'outbox';
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_booking_idx ON outbox (booking_id);
CREATE INDEX outbox_status_idx ON outbox (status, id);

-- +goose Down
-- The links sent before cannot be tied to their e-mails again: after the
-- down migration they no longer open their bookings.
ALTER TABLE outbox ADD COLUMN token_hash TEXT;
CREATE UNIQUE INDEX outbox_token_hash_key ON outbox (token_hash);
DROP TABLE manage_tokens;
