-- A guest's manage link belongs to the booking, not to the e-mail that
-- carried it: every link a guest was ever sent opens the booking for as
-- long as the booking may be changed, whatever became of its e-mail (a
-- reminder is removed and written again when the booking moves; a stale
-- message is dropped). manage_tokens keeps the SHA-256 of each link's token
-- with its booking, and goes with the booking; the outbox keeps only the
-- raw token of an unsent e-mail, to write into it. The hashes the outbox
-- held move here.

-- +goose Up
CREATE TABLE manage_tokens (
    token_hash TEXT   PRIMARY KEY CHECK (token_hash <> ''),
    booking_id BIGINT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE
);
CREATE INDEX manage_tokens_booking_idx ON manage_tokens (booking_id);
INSERT INTO manage_tokens (token_hash, booking_id)
    SELECT token_hash, booking_id FROM outbox WHERE token_hash IS NOT NULL;
ALTER TABLE outbox DROP COLUMN token_hash;

-- +goose Down
-- The links sent before cannot be tied to their e-mails again: after the
-- down migration they no longer open their bookings.
ALTER TABLE outbox ADD COLUMN token_hash TEXT UNIQUE;
DROP TABLE manage_tokens;
