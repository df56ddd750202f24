-- The guest's therapist preference, kept with the booking so that a move
-- (the guest's, on the manage page) places it for the same preference:
-- a gender ('' for any), or one therapist by id. A therapist who leaves the
-- team takes the preference for them with her: the booking is then for any
-- therapist. Bookings made before this migration are for any therapist.

-- +goose Up
ALTER TABLE bookings ADD COLUMN preferred_gender TEXT NOT NULL DEFAULT ''
    CHECK (preferred_gender IN ('', 'female', 'male'));
ALTER TABLE bookings ADD COLUMN preferred_therapist_id BIGINT REFERENCES therapists (id) ON DELETE SET NULL;
CREATE INDEX bookings_preferred_therapist_idx ON bookings (preferred_therapist_id) WHERE preferred_therapist_id IS NOT NULL;

-- +goose Down
DROP INDEX bookings_preferred_therapist_idx;
ALTER TABLE bookings DROP COLUMN preferred_therapist_id;
ALTER TABLE bookings DROP COLUMN preferred_gender;
