-- The bookings chart counts a period's bookings by status, day and the day
-- they were made: with created_at in the index beside booking_date and
-- status, it reads the index alone, not a table row a booking.
-- migrations/sqlite/00035_bookings_chart_idx.sql is the same on SQLite.

-- +goose Up
CREATE INDEX bookings_chart_idx ON bookings (booking_date, status, created_at);

-- +goose Down
DROP INDEX bookings_chart_idx;
