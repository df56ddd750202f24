-- The undo of the dashboard's changes of a booking: one row per change
-- that can still be taken back, by the SHA-256 of its random token, with
-- the booking's state before the change and right after it (JSON), and
-- until when. A row is deleted when it is used, and rows past their time
-- are deleted whenever a new one is written, so the table stays small.

-- +goose Up
CREATE TABLE booking_undo (
    token_hash   TEXT     PRIMARY KEY CHECK (token_hash <> ''),
    booking_id   BIGINT   NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    state_before TEXT     NOT NULL,
    state_after  TEXT     NOT NULL,
    expires_at   TIMESTAMPTZ NOT NULL
);
CREATE INDEX booking_undo_booking_idx ON booking_undo (booking_id);

-- +goose Down
DROP TABLE booking_undo;
