-- The capacity check reads what every booking of one day occupies, inside
-- the transaction that writes a booking: an index that holds those columns
-- answers it without visiting the table. It serves the dashboard's
-- date filter as the index it replaces did.

-- +goose Up
CREATE INDEX bookings_day_occupancy_idx ON bookings (booking_date, status, start_minute, end_minute, places);
DROP INDEX bookings_date_status_idx;

-- +goose Down
CREATE INDEX bookings_date_status_idx ON bookings (booking_date, status);
DROP INDEX bookings_day_occupancy_idx;
