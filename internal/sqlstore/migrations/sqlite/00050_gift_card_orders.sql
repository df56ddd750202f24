-- Gift cards bought online. An order is the form the buyer sent; the
-- provider's hosted page (session_id) takes the payment, whose handling
-- issues the card (entitlement_id) and writes its two e-mails: the
-- recipient's on the delivery day (kind 'gift_card') and the buyer's copy
-- (kind 'gift_card_copy'), each naming its order and no booking. SQLite
-- changes no CHECK in place: the outbox is written again, its ids and
-- their sequence kept. migrations/postgres/00050_gift_card_orders.sql is
-- the same on PostgreSQL.

-- +goose Up
CREATE TABLE gift_card_orders (
    id             INTEGER  PRIMARY KEY AUTOINCREMENT,
    value_amount   INTEGER  NOT NULL CHECK (value_amount > 0),
    service_id     INTEGER  REFERENCES services (id),
    treatment      TEXT     NOT NULL DEFAULT '',
    treatment_ar   TEXT     NOT NULL DEFAULT '',
    recipient_name  TEXT    NOT NULL,
    recipient_email TEXT    NOT NULL,
    message        TEXT     NOT NULL DEFAULT '',
    delivery_date  TEXT     NOT NULL CHECK (delivery_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    buyer_name     TEXT     NOT NULL,
    buyer_email    TEXT     NOT NULL,
    language       TEXT     NOT NULL CHECK (language IN ('en', 'ar')),
    provider       TEXT     NOT NULL DEFAULT '',
    session_id     TEXT     UNIQUE,
    entitlement_id INTEGER  UNIQUE REFERENCES entitlements (id),
    paid_amount    INTEGER,
    paid_at        DATETIME,
    created_at     DATETIME NOT NULL
);
CREATE INDEX gift_card_orders_buyer_idx ON gift_card_orders (buyer_email);
CREATE TABLE outbox_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id      INTEGER  REFERENCES bookings (id) ON DELETE CASCADE,
    kind            TEXT     NOT NULL CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled', 'invoice', 'privacy_link', 'late_payment_refunded', 'payment_link', 'gift_card', 'gift_card_copy')),
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
    payment_link_id INTEGER  REFERENCES payment_links (id) ON DELETE CASCADE,
    gift_card_order_id INTEGER REFERENCES gift_card_orders (id),
    CHECK ((kind = 'invoice') = (tax_document_id IS NOT NULL)),
    CHECK ((kind = 'payment_link') = (payment_link_id IS NOT NULL)),
    CHECK ((kind IN ('privacy_link', 'gift_card', 'gift_card_copy')) = (booking_id IS NULL)),
    CHECK ((kind IN ('gift_card', 'gift_card_copy')) = (gift_card_order_id IS NOT NULL))
);
INSERT INTO outbox_new (id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten, language, payment_link_id)
    SELECT id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten, language, payment_link_id
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
CREATE INDEX outbox_sent_at_idx ON outbox (sent_at) WHERE body_text <> '' OR body_html <> '';


-- +goose Down
DELETE FROM outbox WHERE kind IN ('gift_card', 'gift_card_copy');
CREATE TABLE outbox_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id      INTEGER  REFERENCES bookings (id) ON DELETE CASCADE,
    kind            TEXT     NOT NULL CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled', 'invoice', 'privacy_link', 'late_payment_refunded', 'payment_link')),
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
    payment_link_id INTEGER  REFERENCES payment_links (id) ON DELETE CASCADE,
    CHECK ((kind = 'invoice') = (tax_document_id IS NOT NULL)),
    CHECK ((kind = 'payment_link') = (payment_link_id IS NOT NULL)),
    CHECK ((kind = 'privacy_link') = (booking_id IS NULL))
);
INSERT INTO outbox_new (id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten, language, payment_link_id)
    SELECT id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten, language, payment_link_id
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
CREATE INDEX outbox_sent_at_idx ON outbox (sent_at) WHERE body_text <> '' OR body_html <> '';

DROP TABLE gift_card_orders;
