-- A deposit paid after its booking's hold ran out is refunded by the
-- payments job, and the guest is told why by e-mail (kind
-- 'late_payment_refunded'). migrations/sqlite/00040_late_refund_message.sql
-- is the same on SQLite.

-- +goose Up
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled', 'invoice', 'privacy_link', 'late_payment_refunded'));

-- +goose Down
DELETE FROM outbox WHERE kind = 'late_payment_refunded';
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled', 'invoice', 'privacy_link'));
