-- A guest without a manage link asks for their data by e-mail: the spa
-- sends a one-time link (kind 'privacy_link') that belongs to no booking,
-- so the outbox's booking_id may be NULL for that kind alone, and the
-- message keeps the language it is written in. privacy_links keeps the
-- SHA-256 of each link's token with its address until it is used or
-- expires. job_leases lets one instance at a time run a daily job (the
-- retention job). SQLite changes no CHECK in place: the outbox is written
-- again, its ids and their sequence kept.
-- migrations/postgres/00030_privacy_links.sql is the same on PostgreSQL.

-- +goose Up
CREATE TABLE outbox_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id      INTEGER  REFERENCES bookings (id) ON DELETE CASCADE,
    kind            TEXT     NOT NULL CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled', 'invoice', 'privacy_link')),
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
    sent_at         DATETIME,
    tax_document_id INTEGER  REFERENCES tax_documents (id),
    forgotten       BOOLEAN  NOT NULL DEFAULT FALSE,
    language        TEXT     NOT NULL DEFAULT '' CHECK (language IN ('', 'en', 'ar')),
    CHECK ((kind = 'invoice') = (tax_document_id IS NOT NULL)),
    CHECK ((kind = 'privacy_link') = (booking_id IS NULL))
);
INSERT INTO outbox_new (id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten)
    SELECT id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten
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
-- The retention job finds the old sent bodies by when they were sent.
CREATE INDEX outbox_sent_at_idx ON outbox (sent_at) WHERE body_text <> '' OR body_html <> '';

-- A request for the link asks whether the spa holds anything about an
-- address; the contact messages are the one place without an index on it
-- (lower-cased: older messages keep the address as it was typed).
CREATE INDEX IF NOT EXISTS contact_messages_email_lower_idx ON contact_messages (lower(email));

CREATE TABLE privacy_links (
    token_hash TEXT     PRIMARY KEY CHECK (token_hash <> ''),
    email      TEXT     NOT NULL UNIQUE CHECK (email <> ''),
    expires_at DATETIME NOT NULL,
    created_at DATETIME NOT NULL
);
CREATE INDEX privacy_links_expires_idx ON privacy_links (expires_at);

-- The retention job deletes the audit events older than the owner's
-- setting, which is never less than five years; the log stays append-only
-- for every younger event, whoever asks.
DROP TRIGGER audit_events_no_delete;
-- +goose StatementBegin
CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
WHEN julianday(OLD.at) >= julianday('now', '-5 years')
BEGIN
    SELECT RAISE(ABORT, 'audit_events is append-only');
END;
-- +goose StatementEnd

CREATE TABLE job_leases (
    name         TEXT     PRIMARY KEY,
    holder       TEXT     NOT NULL DEFAULT '',
    leased_until DATETIME,
    last_done    DATETIME
);

-- +goose Down
DROP TABLE job_leases;
DROP TRIGGER audit_events_no_delete;
-- +goose StatementBegin
CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
BEGIN
    SELECT RAISE(ABORT, 'audit_events is append-only');
END;
-- +goose StatementEnd
DROP TABLE privacy_links;
CREATE TABLE outbox_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id      INTEGER  NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    kind            TEXT     NOT NULL CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled', 'invoice')),
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
    sent_at         DATETIME,
    tax_document_id INTEGER  REFERENCES tax_documents (id),
    forgotten       BOOLEAN  NOT NULL DEFAULT FALSE,
    CHECK ((kind = 'invoice') = (tax_document_id IS NOT NULL))
);
INSERT INTO outbox_new (id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten)
    SELECT id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten
    FROM outbox WHERE kind <> 'privacy_link';
DELETE FROM sqlite_sequence WHERE name = 'outbox_new';
INSERT INTO sqlite_sequence (name, seq) SELECT 'outbox_new', seq FROM sqlite_sequence WHERE name = 'outbox';
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_booking_idx ON outbox (booking_id);
CREATE INDEX outbox_status_idx ON outbox (status, id);
