-- The desk sends a booking's payment link to the guest by e-mail (kind
-- 'payment_link'): the message names its link, whose address, amount and
-- end its e-mail states, and goes with it.
-- migrations/sqlite/00045_payment_link_message.sql is the same on SQLite.

-- +goose Up
ALTER TABLE outbox ADD COLUMN payment_link_id BIGINT REFERENCES payment_links (id) ON DELETE CASCADE;
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled', 'invoice', 'privacy_link', 'late_payment_refunded', 'payment_link'));
ALTER TABLE outbox ADD CONSTRAINT outbox_payment_link_check CHECK ((kind = 'payment_link') = (payment_link_id IS NOT NULL));

-- +goose Down
DELETE FROM outbox WHERE kind = 'payment_link';
ALTER TABLE outbox DROP CONSTRAINT outbox_payment_link_check;
ALTER TABLE outbox DROP COLUMN payment_link_id;
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled', 'invoice', 'privacy_link', 'late_payment_refunded'));
