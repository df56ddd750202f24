-- The dayspa schema on SQLite. migrations/postgres/00001_schema.sql is the
-- same schema on PostgreSQL; keep the two in step.
--
-- Conventions (both engines):
--   money        INTEGER fils (1/100 AED), never negative
--   timestamps   DATETIME, written by the driver in UTC whatever the zone
--                of the value (DSN _timezone=UTC) as text
--                'YYYY-MM-DD HH:MM:SS.fffffffff+00:00', which sorts as time does
--   dates        TEXT 'YYYY-MM-DD' (PostgreSQL: DATE), the spa's calendar day
--   booleans     BOOLEAN holding 0 or 1
--   percentages  INTEGER hundredths of a percent (basis points): 40% = 4000

-- +goose Up
CREATE TABLE services (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    name        TEXT     NOT NULL CHECK (name <> ''),
    description TEXT     NOT NULL DEFAULT '',
    category    TEXT     NOT NULL,
    duration    INTEGER  NOT NULL CHECK (duration > 0),          -- minutes
    price       INTEGER  NOT NULL CHECK (price >= 0),            -- fils
    is_active   BOOLEAN  NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
    created_at  DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX services_name_idx ON services (name);

CREATE TABLE blog_posts (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    title          TEXT     NOT NULL,
    slug           TEXT     NOT NULL UNIQUE CHECK (slug <> ''),
    excerpt        TEXT     NOT NULL DEFAULT '',
    content        TEXT     NOT NULL DEFAULT '',                 -- Markdown
    category       TEXT     NOT NULL DEFAULT '',
    tags           TEXT     NOT NULL DEFAULT '[]' CHECK (json_valid(tags) AND json_type(tags) = 'array'),
    featured_image TEXT     NOT NULL DEFAULT '',
    created_at     DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX blog_posts_created_at_idx ON blog_posts (created_at DESC, id DESC);

CREATE TABLE customers (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT     NOT NULL,
    email      TEXT     NOT NULL UNIQUE CHECK (email <> '' AND email = lower(email)),
    phone      TEXT     NOT NULL DEFAULT '',
    created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX customers_name_idx ON customers (lower(name));
CREATE INDEX customers_created_at_idx ON customers (created_at DESC);

CREATE TABLE bookings (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id      INTEGER  NOT NULL REFERENCES customers (id) ON DELETE RESTRICT,
    service_id       INTEGER  NOT NULL REFERENCES services (id) ON DELETE RESTRICT,
    booking_date     TEXT     NOT NULL CHECK (booking_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    booking_time     TEXT     NOT NULL CHECK (booking_time GLOB '[0-2][0-9]:[0-5][0-9]'),
    -- What the booking holds of its day, copied from the service when it
    -- was booked, so that a later change of the service rewrites no history.
    start_minute     INTEGER  NOT NULL CHECK (start_minute >= 0 AND start_minute < 1440),
    end_minute       INTEGER  NOT NULL CHECK (end_minute > start_minute AND end_minute <= 1440),
    places           INTEGER  NOT NULL CHECK (places >= 1),
    status           TEXT     NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled')),
    total_amount     INTEGER  NOT NULL CHECK (total_amount >= 0), -- fils
    special_requests TEXT     NOT NULL DEFAULT '',
    created_at       DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX bookings_date_status_idx ON bookings (booking_date, status);
CREATE INDEX bookings_created_at_idx ON bookings (created_at DESC, id DESC);
CREATE INDEX bookings_customer_idx ON bookings (customer_id);
CREATE INDEX bookings_service_idx ON bookings (service_id);

CREATE TABLE contact_messages (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT     NOT NULL,
    email      TEXT     NOT NULL,
    phone      TEXT     NOT NULL DEFAULT '',
    message    TEXT     NOT NULL,
    is_read    BOOLEAN  NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
    created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC, id DESC);
CREATE INDEX contact_messages_unread_idx ON contact_messages (is_read, created_at DESC);

CREATE TABLE newsletter_subscribers (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    email      TEXT     NOT NULL UNIQUE CHECK (email <> '' AND email = lower(email)),
    created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- Income. invoice_number is assigned by the server from the counters row
-- 'invoice_number' (see below), commission_bps is the commission rate in
-- hundredths of a percent (SPEC's default '40' is 4000).
CREATE TABLE income_transactions (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    invoice_number      INTEGER  NOT NULL UNIQUE CHECK (invoice_number > 0),
    transaction_date    DATETIME NOT NULL,
    source              TEXT     NOT NULL,
    customer_name       TEXT     NOT NULL,
    service_name        TEXT     NOT NULL,
    service_category    TEXT     NOT NULL DEFAULT '',
    therapist_name      TEXT     NOT NULL,
    cash_amount         INTEGER  NOT NULL DEFAULT 0 CHECK (cash_amount >= 0),
    visa_amount         INTEGER  NOT NULL DEFAULT 0 CHECK (visa_amount >= 0),
    visa_markup         INTEGER  NOT NULL DEFAULT 0 CHECK (visa_markup >= 0),
    commission_amount   INTEGER  NOT NULL DEFAULT 0 CHECK (commission_amount >= 0),
    commission_bps      INTEGER  NOT NULL DEFAULT 4000 CHECK (commission_bps BETWEEN 0 AND 10000),
    tips_amount         INTEGER  NOT NULL DEFAULT 0 CHECK (tips_amount >= 0),
    tips_cash_amount    INTEGER  NOT NULL DEFAULT 0 CHECK (tips_cash_amount >= 0),
    tips_card_amount    INTEGER  NOT NULL DEFAULT 0 CHECK (tips_card_amount >= 0),
    tips_vat            INTEGER  NOT NULL DEFAULT 0 CHECK (tips_vat >= 0),
    therapist_tip_share INTEGER  NOT NULL DEFAULT 0 CHECK (therapist_tip_share >= 0),
    spa_tip_share       INTEGER  NOT NULL DEFAULT 0 CHECK (spa_tip_share >= 0),
    expenses_amount     INTEGER  NOT NULL DEFAULT 0 CHECK (expenses_amount >= 0),
    total_amount        INTEGER  NOT NULL DEFAULT 0 CHECK (total_amount >= 0),
    notes               TEXT     NOT NULL DEFAULT '',
    created_at          DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at          DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX income_transaction_date_idx ON income_transactions (transaction_date DESC);
CREATE INDEX income_source_idx ON income_transactions (source, transaction_date);
CREATE INDEX income_therapist_idx ON income_transactions (lower(therapist_name), transaction_date);

-- Sequential numbers handed out inside the transaction that uses them:
--   UPDATE counters SET value = value + 1 WHERE name = $1 RETURNING value - 1
-- The row lock (PostgreSQL) or the write lock (SQLite) makes it atomic, and
-- a rolled-back transaction gives its number back: invoices have no gaps.
CREATE TABLE counters (
    name  TEXT    PRIMARY KEY,
    value INTEGER NOT NULL          -- the next number to hand out
);
INSERT INTO counters (name, value) VALUES ('invoice_number', 1526);

CREATE TABLE expenses (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    expense_date TEXT     NOT NULL CHECK (expense_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    category     TEXT     NOT NULL DEFAULT '',
    description  TEXT     NOT NULL DEFAULT '',
    amount       INTEGER  NOT NULL CHECK (amount >= 0),
    created_at   DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX expenses_date_idx ON expenses (expense_date DESC);

CREATE TABLE pdf_uploads (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    file_name     TEXT     NOT NULL,
    original_name TEXT     NOT NULL,
    storage_key   TEXT     NOT NULL UNIQUE,   -- the blob store's key; URLs are derived from it
    file_size     INTEGER  NOT NULL CHECK (file_size >= 0),
    report_type   TEXT     NOT NULL CHECK (report_type IN ('daily', 'weekly', 'monthly')),
    report_date   TEXT     NOT NULL CHECK (report_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    description   TEXT     NOT NULL DEFAULT '',
    created_at    DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX pdf_uploads_created_at_idx ON pdf_uploads (created_at DESC, id DESC);
CREATE INDEX pdf_uploads_report_idx ON pdf_uploads (report_type, report_date);

CREATE TABLE settings (
    key        TEXT     PRIMARY KEY,
    value      TEXT     NOT NULL,
    updated_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- The shape of alexedwards/scs stores (expiry as a DATETIME, see above).
CREATE TABLE sessions (
    token  TEXT     PRIMARY KEY,
    data   BLOB     NOT NULL,
    expiry DATETIME NOT NULL
);
CREATE INDEX sessions_expiry_idx ON sessions (expiry);

-- +goose Down
DROP TABLE sessions;
DROP TABLE settings;
DROP TABLE pdf_uploads;
DROP TABLE expenses;
DROP TABLE counters;
DROP TABLE income_transactions;
DROP TABLE newsletter_subscribers;
DROP TABLE contact_messages;
DROP TABLE bookings;
DROP TABLE customers;
DROP TABLE blog_posts;
DROP TABLE services;
