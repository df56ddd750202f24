-- A deposit policy may confirm a booking once its deposit is paid, instead
-- of leaving it a request for the spa to confirm. The choice is kept with
-- the booking's hold, like its cancellation terms: the policy of the moment
-- the guest booked decides, not a later change of it.
-- migrations/sqlite/00044_confirm_on_payment.sql is the same on SQLite.

-- +goose Up
ALTER TABLE deposit_policies ADD COLUMN confirm_on_payment BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE payment_holds ADD COLUMN confirm_on_payment BOOLEAN NOT NULL DEFAULT FALSE;

-- +goose Down
ALTER TABLE payment_holds DROP COLUMN confirm_on_payment;
ALTER TABLE deposit_policies DROP COLUMN confirm_on_payment;
