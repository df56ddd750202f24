-- A membership bought online renews itself each month on the card its
-- first month was paid with, until it is stopped. The order keeps the
-- provider's ids of that card (read once from its payment, card_read);
-- the membership says whether it renews (renews) and, once it no longer
-- does, why (renewal_ended). Each month's charge is one row of
-- membership_renewals, unique per membership and the last valid day it
-- renews from, so two instances never charge a month twice; the member's
-- e-mail of a renewal or of a declined card names it (kind 'renewal').
-- SQLite changes no CHECK in place: the outbox is written again, its ids
-- and their sequence kept.
-- migrations/postgres/00053_membership_renewals.sql is the same on PostgreSQL.

-- +goose Up
ALTER TABLE offer_orders ADD COLUMN payment_ref TEXT NOT NULL DEFAULT '';
ALTER TABLE offer_orders ADD COLUMN card_customer TEXT NOT NULL DEFAULT '';
ALTER TABLE offer_orders ADD COLUMN card_method TEXT NOT NULL DEFAULT '';
ALTER TABLE offer_orders ADD COLUMN card_read BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE entitlements ADD COLUMN renews BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE entitlements ADD COLUMN renewal_ended TEXT NOT NULL DEFAULT '';
CREATE INDEX entitlements_renews_idx ON entitlements (expires_on) WHERE renews;
CREATE INDEX offer_orders_card_read_idx ON offer_orders (id) WHERE NOT card_read;
CREATE TABLE membership_renewals (
    id             INTEGER     PRIMARY KEY AUTOINCREMENT,
    entitlement_id INTEGER     NOT NULL REFERENCES entitlements (id),
    renews_from    TEXT        NOT NULL CHECK (renews_from GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    amount         INTEGER     NOT NULL CHECK (amount > 0),
    status         TEXT        NOT NULL CHECK (status IN ('charging', 'paid', 'declined')),
    provider       TEXT        NOT NULL DEFAULT '',
    payment_ref    TEXT        NOT NULL DEFAULT '',
    reason         TEXT        NOT NULL DEFAULT '',
    invoice_id     INTEGER     REFERENCES tax_documents (id),
    language       TEXT        NOT NULL CHECK (language IN ('en', 'ar')),
    created_at     DATETIME    NOT NULL,
    finished_at    DATETIME,
    UNIQUE (entitlement_id, renews_from)
);
CREATE INDEX membership_renewals_charging_idx ON membership_renewals (id) WHERE status = 'charging';
CREATE TABLE outbox_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id      INTEGER  REFERENCES bookings (id) ON DELETE CASCADE,
    kind            TEXT     NOT NULL CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled', 'invoice', 'privacy_link', 'late_payment_refunded', 'payment_link', 'gift_card', 'gift_card_copy', 'offer', 'renewal')),
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
    offer_order_id  INTEGER  REFERENCES offer_orders (id),
    renewal_id      INTEGER  REFERENCES membership_renewals (id),
    CHECK ((kind = 'invoice') = (tax_document_id IS NOT NULL)),
    CHECK ((kind = 'payment_link') = (payment_link_id IS NOT NULL)),
    CHECK ((kind IN ('privacy_link', 'gift_card', 'gift_card_copy', 'offer', 'renewal')) = (booking_id IS NULL)),
    CHECK ((kind IN ('gift_card', 'gift_card_copy')) = (gift_card_order_id IS NOT NULL)),
    CHECK ((kind = 'offer') = (offer_order_id IS NOT NULL)),
    CHECK ((kind = 'renewal') = (renewal_id IS NOT NULL))
);
INSERT INTO outbox_new (id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten, language, payment_link_id, gift_card_order_id, offer_order_id)
    SELECT id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten, language, payment_link_id, gift_card_order_id, offer_order_id
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
DELETE FROM outbox WHERE kind = 'renewal';
CREATE TABLE outbox_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id      INTEGER  REFERENCES bookings (id) ON DELETE CASCADE,
    kind            TEXT     NOT NULL CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled', 'invoice', 'privacy_link', 'late_payment_refunded', 'payment_link', 'gift_card', 'gift_card_copy', 'offer')),
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
    offer_order_id  INTEGER  REFERENCES offer_orders (id),
    CHECK ((kind = 'invoice') = (tax_document_id IS NOT NULL)),
    CHECK ((kind = 'payment_link') = (payment_link_id IS NOT NULL)),
    CHECK ((kind IN ('privacy_link', 'gift_card', 'gift_card_copy', 'offer')) = (booking_id IS NULL)),
    CHECK ((kind IN ('gift_card', 'gift_card_copy')) = (gift_card_order_id IS NOT NULL)),
    CHECK ((kind = 'offer') = (offer_order_id IS NOT NULL))
);
INSERT INTO outbox_new (id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten, language, payment_link_id, gift_card_order_id, offer_order_id)
    SELECT id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten, language, payment_link_id, gift_card_order_id, offer_order_id
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

DROP TABLE membership_renewals;
DROP INDEX offer_orders_card_read_idx;
DROP INDEX entitlements_renews_idx;
ALTER TABLE entitlements DROP COLUMN renewal_ended;
ALTER TABLE entitlements DROP COLUMN renews;
ALTER TABLE offer_orders DROP COLUMN card_read;
ALTER TABLE offer_orders DROP COLUMN card_method;
ALTER TABLE offer_orders DROP COLUMN card_customer;
ALTER TABLE offer_orders DROP COLUMN payment_ref;
