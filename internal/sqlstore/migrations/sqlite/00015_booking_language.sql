-- The booking's language (issue 19): the language of the page the guest
-- booked on, 'en' or 'ar'. Every message to the guest is written in it, and
-- an Arabic booking's manage link is under /ar. Bookings made before this
-- migration were made on the English site: they are 'en'.

-- +goose Up
ALTER TABLE bookings ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
    CHECK (language IN ('en', 'ar'));

-- +goose Down
ALTER TABLE bookings DROP COLUMN language;
