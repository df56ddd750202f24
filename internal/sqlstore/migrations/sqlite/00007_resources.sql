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

ALTER TABLE bookings ADD COLUMN room_id INTEGER REFERENCES rooms (id) ON DELETE SET NULL;
-- hold_end_minute 0 (a row written without it) holds to end_minute.
ALTER TABLE bookings ADD COLUMN hold_end_minute INTEGER NOT NULL DEFAULT 0;
UPDATE bookings SET hold_end_minute = end_minute;
CREATE INDEX bookings_room_idx ON bookings (room_id) WHERE room_id IS NOT NULL;

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

-- +goose Down
DROP TRIGGER bookings_status_holds;
DROP TABLE booking_therapists;
DROP INDEX bookings_room_idx;
ALTER TABLE bookings DROP COLUMN hold_end_minute;
ALTER TABLE bookings DROP COLUMN room_id;
DROP TABLE special_days;
DROP TABLE therapist_services;
DROP TABLE therapists;
DROP TABLE rooms;
ALTER TABLE services DROP COLUMN prep_minutes;
