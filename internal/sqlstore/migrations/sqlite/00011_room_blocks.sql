-- Room blocks: the manager takes a room out of use (maintenance) from a
-- date and minute to another (the end exclusive, its minute below 24:00).
-- The booking rule never gives a blocked room to a booking, and a block is
-- never laid over bookings that hold its room, nor over another block of
-- the room: SQLite's one writer at a time makes the application's checks
-- atomic with the write.

-- +goose Up
CREATE TABLE room_blocks (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    room_id      INTEGER  NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
    start_date   TEXT     NOT NULL CHECK (start_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    start_minute INTEGER  NOT NULL CHECK (start_minute >= 0 AND start_minute < 1440),
    end_date     TEXT     NOT NULL CHECK (end_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    end_minute   INTEGER  NOT NULL CHECK (end_minute >= 0 AND end_minute < 1440),
    note         TEXT     NOT NULL DEFAULT '',
    created_at   DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CHECK (end_date > start_date OR (end_date = start_date AND end_minute > start_minute))
);
CREATE INDEX room_blocks_room_idx ON room_blocks (room_id, start_date);

-- +goose Down
DROP TABLE room_blocks;
