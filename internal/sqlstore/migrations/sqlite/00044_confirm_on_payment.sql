-- A deposit policy may confirm a booking once its deposit is paid, instead
-- of leaving it a request for the spa to confirm. The choice is kept with
-- the booking's hold, like its cancellation terms: the policy of the moment
-- the guest booked decides, not a later change of it.
-- migrations/postgres/00044_confirm_on_payment.sql is the same on PostgreSQL.

-- +goose Up
ALTER TABLE deposit_policies ADD COLUMN confirm_on_payment BOOLEAN NOT NULL DEFAULT 0 CHECK (confirm_on_payment IN (0, 1));
ALTER TABLE payment_holds ADD COLUMN confirm_on_payment BOOLEAN NOT NULL DEFAULT 0 CHECK (confirm_on_payment IN (0, 1));

-- +goose Down
ALTER TABLE payment_holds DROP COLUMN confirm_on_payment;
ALTER TABLE deposit_policies DROP COLUMN confirm_on_payment;
