-- One-time sign-in codes of staff accounts: the authenticator app's
-- secret ('' for none; set up but not confirmed while code_on is false),
-- the time step of the last code accepted (that code and every older one
-- are refused from then on, also on another instance: each use moves it
-- with a compare-and-swap), and the SHA-256 hashes of the recovery codes
-- not used yet, separated by spaces.

-- +goose Up
ALTER TABLE staff_users ADD COLUMN code_secret TEXT NOT NULL DEFAULT '';
ALTER TABLE staff_users ADD COLUMN code_on BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE staff_users ADD COLUMN code_last_step BIGINT NOT NULL DEFAULT 0;
ALTER TABLE staff_users ADD COLUMN recovery_hashes TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE staff_users DROP COLUMN recovery_hashes;
ALTER TABLE staff_users DROP COLUMN code_last_step;
ALTER TABLE staff_users DROP COLUMN code_on;
ALTER TABLE staff_users DROP COLUMN code_secret;
