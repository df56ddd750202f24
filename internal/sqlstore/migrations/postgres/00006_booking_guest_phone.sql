-- The phone a booking was requested with, as its digits only, so that the
-- limit of pending requests per guest and day recognises a guest by phone
-- as well as by e-mail, however the number was written. The customer's
-- phone is the first one they gave; a booking's may differ. Bookings made
-- before this column existed take their customer's.

-- +goose Up
ALTER TABLE bookings ADD COLUMN guest_phone TEXT NOT NULL DEFAULT '';
UPDATE bookings SET guest_phone = (
    SELECT REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(c.phone, '+', ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
    FROM customers c WHERE c.id = bookings.customer_id);

-- +goose Down
ALTER TABLE bookings DROP COLUMN guest_phone;
