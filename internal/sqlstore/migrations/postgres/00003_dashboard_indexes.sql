-- The dashboard's reads on a big spa (issue 5): bookings of one status,
-- newest first, and their count, from an index; the booking stats from a
-- scan of this index rather than of the table.

-- +goose Up
CREATE INDEX bookings_status_created_at_idx ON bookings (status, created_at DESC, id DESC);

-- +goose Down
DROP INDEX bookings_status_created_at_idx;
