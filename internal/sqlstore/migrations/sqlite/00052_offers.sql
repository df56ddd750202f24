-- Packages and memberships sold online. An offer is what the owner wrote
-- and marked online; an order copies it with the buyer's name and e-mail,
-- and the provider's hosted page (session_id) takes its payment, whose
-- handling issues the package or membership (entitlement_id) with the
-- tax invoice of its sale and writes the buyer's e-mail (kind 'offer'),
-- naming its order and no booking. SQLite changes no CHECK in place: the
-- outbox is written again, its ids and their sequence kept.
-- migrations/postgres/00052_offers.sql is the same on PostgreSQL.

-- +goose Up
CREATE TABLE offers (
    id               INTEGER  PRIMARY KEY AUTOINCREMENT,
    kind             TEXT     NOT NULL CHECK (kind IN ('package', 'membership')),
    name             TEXT     NOT NULL,
    name_ar          TEXT     NOT NULL DEFAULT '',
    service_id       INTEGER  REFERENCES services (id),
    category         TEXT     NOT NULL DEFAULT '',
    sessions         INTEGER  NOT NULL CHECK (sessions BETWEEN 1 AND 100),
    price            INTEGER  NOT NULL CHECK (price > 0),
    valid_months     INTEGER  NOT NULL CHECK (valid_months BETWEEN 1 AND 36),
    discount_percent INTEGER  NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 5000),
    online           BOOLEAN  NOT NULL DEFAULT FALSE,
    created_at       DATETIME NOT NULL,
    updated_at       DATETIME NOT NULL,
    CHECK ((service_id IS NULL) <> (category = ''))
);
CREATE TABLE offer_orders (
    id               INTEGER  PRIMARY KEY AUTOINCREMENT,
    offer_id         INTEGER  NOT NULL REFERENCES offers (id),
    kind             TEXT     NOT NULL CHECK (kind IN ('package', 'membership')),
    name             TEXT     NOT NULL,
    name_ar          TEXT     NOT NULL DEFAULT '',
    service_id       INTEGER  REFERENCES services (id),
    category         TEXT     NOT NULL DEFAULT '',
    sessions         INTEGER  NOT NULL CHECK (sessions > 0),
    price            INTEGER  NOT NULL CHECK (price > 0),
    valid_months     INTEGER  NOT NULL CHECK (valid_months > 0),
    discount_percent INTEGER  NOT NULL DEFAULT 0,
    buyer_name       TEXT     NOT NULL,
    buyer_email      TEXT     NOT NULL,
    language         TEXT     NOT NULL CHECK (language IN ('en', 'ar')),
    provider         TEXT     NOT NULL DEFAULT '',
    session_id       TEXT     UNIQUE,
    entitlement_id   INTEGER  UNIQUE REFERENCES entitlements (id),
    paid_amount      INTEGER,
    paid_at          DATETIME,
    created_at       DATETIME NOT NULL
);
CREATE INDEX offer_orders_buyer_idx ON offer_orders (buyer_email);
-- A person's data is found by their address (the privacy page).
CREATE INDEX entitlements_recipient_email_idx ON entitlements (recipient_email);
CREATE INDEX gift_card_orders_recipient_idx ON gift_card_orders (recipient_email);
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
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten, language, payment_link_id, gift_card_order_id)
    SELECT id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten, language, payment_link_id, gift_card_order_id
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
DELETE FROM outbox WHERE kind = 'offer';
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
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten, language, payment_link_id, gift_card_order_id)
    SELECT id, booking_id, kind, recipient, booking_version, calendar, status, due_at, next_attempt_at,
        claimed_until, attempts, last_error, manage_token, subject, body_text, body_html, created_at, sent_at, tax_document_id, forgotten, language, payment_link_id, gift_card_order_id
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

DROP INDEX gift_card_orders_recipient_idx;
DROP INDEX entitlements_recipient_email_idx;
DROP TABLE offer_orders;
DROP TABLE offers;
