-- The cancellation terms a guest agreed to when paying a deposit are kept
-- with the booking's hold: the free-cancellation window and the fees of the
-- policy at that moment. A manager's later change of the policy does not
-- change what a guest who already paid owes on cancelling or not coming.
-- migrations/postgres/00039_hold_policy.sql is the same on PostgreSQL.

-- +goose Up
ALTER TABLE payment_holds ADD COLUMN free_cancel_hours INTEGER NOT NULL DEFAULT 0 CHECK (free_cancel_hours >= 0);
ALTER TABLE payment_holds ADD COLUMN late_cancel_fee INTEGER NOT NULL DEFAULT 0 CHECK (late_cancel_fee >= 0);
ALTER TABLE payment_holds ADD COLUMN no_show_fee INTEGER NOT NULL DEFAULT 0 CHECK (no_show_fee >= 0);

-- +goose Down
ALTER TABLE payment_holds DROP COLUMN no_show_fee;
ALTER TABLE payment_holds DROP COLUMN late_cancel_fee;
ALTER TABLE payment_holds DROP COLUMN free_cancel_hours;
