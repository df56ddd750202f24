-- A guest books online with a package's or membership's code: the booking
-- holds one of its sessions (entitlement_id) while it is open, pending or
-- confirmed. A held session is not a ledger entry: the desk takes it at
-- checkout, and a cancelled booking holds nothing. The index counts an
-- entitlement's held sessions.

-- +goose Up
ALTER TABLE bookings ADD COLUMN entitlement_id INTEGER REFERENCES entitlements (id);
CREATE INDEX bookings_entitlement_idx ON bookings (entitlement_id, status) WHERE entitlement_id IS NOT NULL;

-- +goose Down
DROP INDEX bookings_entitlement_idx;
ALTER TABLE bookings DROP COLUMN entitlement_id;
