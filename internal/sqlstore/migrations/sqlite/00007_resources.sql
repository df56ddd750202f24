-- The spa's real resources: therapists, rooms, opening hours (the settings
-- row 'opening_hours', JSON) and special days; a service's preparation
-- time; and what a booking holds: a room and its therapists for
-- [start_minute, hold_end_minute), preparation included. Bookings made
-- before this migration get no resources (room_id NULL, no therapists);
-- the application still counts each as holding one anonymous room and
-- therapist (two and a couple room for a couples treatment). SQLite has
-- no exclusion constraints: its one writer at a time makes the
-- application's check atomic.

-- +goose Up
ALTER TABLE services ADD COLUMN prep_minutes INTEGER NOT NULL DEFAULT 15
    CHECK (prep_minutes BETWEEN 0 AND 120);

CREATE TABLE rooms (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT     NOT NULL CHECK (name <> ''),
    kind       TEXT     NOT NULL CHECK (kind IN ('single', 'couple')),
    active     BOOLEAN  NOT NULL DEFAULT TRUE,
    created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE therapists (
    id                    INTEGER PRIMARY KEY AUTOINCREMENT,
    name                  TEXT     NOT NULL CHECK (name <> ''),
    gender                TEXT     NOT NULL CHECK (gender IN ('female', 'male')),
    schedule              TEXT     NOT NULL DEFAULT '{}',
    time_off              TEXT     NOT NULL DEFAULT '[]',
    active                BOOLEAN  NOT NULL DEFAULT TRUE,
    commission_percentage INTEGER  NOT NULL DEFAULT 40 CHECK (commission_percentage BETWEEN 0 AND 100),
    created_at            DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE therapist_services (
    therapist_id INTEGER NOT NULL REFERENCES therapists (id) ON DELETE CASCADE,
    service_id   INTEGER NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    PRIMARY KEY (therapist_id, service_id)
);

CREATE TABLE special_days (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    from_date    TEXT    NOT NULL CHECK (from_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    to_date      TEXT    NOT NULL CHECK (to_date >= from_date),
    open_minute  INTEGER CHECK (open_minute >= 0 AND open_minute < 1440),
    close_minute INTEGER CHECK (close_minute > open_minute AND close_minute <= 1440),
    note         TEXT    NOT NULL DEFAULT '',
    CHECK ((open_minute IS NULL) = (close_minute IS NULL))
);
CREATE INDEX special_days_dates_idx ON special_days (from_date, to_date);

-- SQLite cannot change a CHECK constraint: the bookings table is rebuilt
-- (nothing refers to it yet) with a booking's room, its hold end
-- (hold_end_minute 0, a row written without it, holds to end_minute), the
-- no-show status and the reason of a cancellation or a no-show.
CREATE TABLE bookings_new (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id      INTEGER  NOT NULL REFERENCES customers (id) ON DELETE RESTRICT,
    service_id       INTEGER  NOT NULL REFERENCES services (id) ON DELETE RESTRICT,
    booking_date     TEXT     NOT NULL CHECK (booking_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    booking_time     TEXT     NOT NULL CHECK (booking_time GLOB '[0-2][0-9]:[0-5][0-9]'),
    start_minute     INTEGER  NOT NULL CHECK (start_minute >= 0 AND start_minute < 1440),
    end_minute       INTEGER  NOT NULL CHECK (end_minute > start_minute AND end_minute <= 1440),
    places           INTEGER  NOT NULL CHECK (places >= 1),
    status           TEXT     NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled', 'no_show')),
    total_amount     INTEGER  NOT NULL CHECK (total_amount >= 0), -- fils
    special_requests TEXT     NOT NULL DEFAULT '',
    created_at       DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    guest_phone      TEXT     NOT NULL DEFAULT '',
    room_id          INTEGER  REFERENCES rooms (id) ON DELETE SET NULL,
    hold_end_minute  INTEGER  NOT NULL DEFAULT 0,
    status_reason    TEXT     NOT NULL DEFAULT ''
);
INSERT INTO bookings_new (id, customer_id, service_id, booking_date, booking_time, start_minute, end_minute, places, status, total_amount, special_requests, created_at, guest_phone, hold_end_minute)
    SELECT id, customer_id, service_id, booking_date, booking_time, start_minute, end_minute, places, status, total_amount, special_requests, created_at, guest_phone, end_minute FROM bookings;
DROP TABLE bookings;
ALTER TABLE bookings_new RENAME TO bookings;
CREATE INDEX bookings_created_at_idx ON bookings (created_at DESC, id DESC);
CREATE INDEX bookings_customer_idx ON bookings (customer_id);
CREATE INDEX bookings_service_idx ON bookings (service_id);
CREATE INDEX bookings_status_created_at_idx ON bookings (status, created_at DESC, id DESC);
-- A day's plan (what each booking holds) is read from this index alone,
-- by day: every booking reads its day's plan. It also serves the
-- dashboard's date filter and the count of a guest's pending requests.
CREATE INDEX bookings_day_plan_idx ON bookings (booking_date, status, start_minute, end_minute, hold_end_minute, places, room_id);
-- Whether a room is free at a time of a day: its bookings of that day.
CREATE INDEX bookings_room_idx ON bookings (room_id, booking_date) WHERE room_id IS NOT NULL;

CREATE TABLE booking_therapists (
    booking_id      INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    therapist_id    INTEGER NOT NULL REFERENCES therapists (id) ON DELETE CASCADE,
    booking_date    TEXT    NOT NULL,
    start_minute    INTEGER NOT NULL,
    hold_end_minute INTEGER NOT NULL CHECK (hold_end_minute > start_minute),
    holds           BOOLEAN NOT NULL,
    PRIMARY KEY (booking_id, therapist_id)
);
CREATE INDEX booking_therapists_therapist_idx ON booking_therapists (therapist_id, booking_date);

-- Whatever changes a booking's status, its therapists follow.
-- +goose StatementBegin
CREATE TRIGGER bookings_status_holds AFTER UPDATE OF status ON bookings
WHEN OLD.status IS NOT NEW.status
BEGIN
    UPDATE booking_therapists SET holds = NEW.status IN ('pending', 'confirmed', 'completed')
    WHERE booking_id = NEW.id;
END;
-- +goose StatementEnd

-- The team's version: a new random number at every change of the
-- therapists, rooms, hours or special days, so that each server instance
-- knows, with one read, whether its copy of them is current.
INSERT INTO counters (name, value) VALUES ('team_version', 0);

-- +goose Down
DELETE FROM counters WHERE name = 'team_version';
DROP TRIGGER bookings_status_holds;
DROP TABLE booking_therapists;
CREATE TABLE bookings_old (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id      INTEGER  NOT NULL REFERENCES customers (id) ON DELETE RESTRICT,
    service_id       INTEGER  NOT NULL REFERENCES services (id) ON DELETE RESTRICT,
    booking_date     TEXT     NOT NULL CHECK (booking_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    booking_time     TEXT     NOT NULL CHECK (booking_time GLOB '[0-2][0-9]:[0-5][0-9]'),
    start_minute     INTEGER  NOT NULL CHECK (start_minute >= 0 AND start_minute < 1440),
    end_minute       INTEGER  NOT NULL CHECK (end_minute > start_minute AND end_minute <= 1440),
    places           INTEGER  NOT NULL CHECK (places >= 1),
    status           TEXT     NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled')),
    total_amount     INTEGER  NOT NULL CHECK (total_amount >= 0), -- fils
    special_requests TEXT     NOT NULL DEFAULT '',
    created_at       DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    guest_phone      TEXT     NOT NULL DEFAULT ''
);
INSERT INTO bookings_old (id, customer_id, service_id, booking_date, booking_time, start_minute, end_minute, places, status, total_amount, special_requests, created_at, guest_phone)
    SELECT id, customer_id, service_id, booking_date, booking_time, start_minute, end_minute, places,
        CASE status WHEN 'no_show' THEN 'cancelled' ELSE status END,
        total_amount, special_requests, created_at, guest_phone FROM bookings;
DROP TABLE bookings;
ALTER TABLE bookings_old RENAME TO bookings;
CREATE INDEX bookings_created_at_idx ON bookings (created_at DESC, id DESC);
CREATE INDEX bookings_customer_idx ON bookings (customer_id);
CREATE INDEX bookings_service_idx ON bookings (service_id);
CREATE INDEX bookings_status_created_at_idx ON bookings (status, created_at DESC, id DESC);
CREATE INDEX bookings_day_occupancy_idx ON bookings (booking_date, status, start_minute, end_minute, places);
DROP TABLE special_days;
DROP TABLE therapist_services;
DROP TABLE therapists;
DROP TABLE rooms;
ALTER TABLE services DROP COLUMN prep_minutes;
