-- An expense may hold its receipt, the supplier's invoice: the blob key
-- of its file (NULL for none), the name it is downloaded under, its
-- content type, size and when it was attached. The row names the file it
-- holds, so deleting the expense tells which file to remove.
-- migrations/sqlite/00033_expense_receipts.sql is the same on SQLite.

-- +goose Up
ALTER TABLE expenses ADD COLUMN receipt_key TEXT;
ALTER TABLE expenses ADD COLUMN receipt_name TEXT NOT NULL DEFAULT '';
ALTER TABLE expenses ADD COLUMN receipt_type TEXT NOT NULL DEFAULT '';
ALTER TABLE expenses ADD COLUMN receipt_size BIGINT NOT NULL DEFAULT 0;
ALTER TABLE expenses ADD COLUMN receipt_uploaded_at TIMESTAMPTZ;

-- +goose Down
ALTER TABLE expenses DROP COLUMN receipt_uploaded_at;
ALTER TABLE expenses DROP COLUMN receipt_size;
ALTER TABLE expenses DROP COLUMN receipt_type;
ALTER TABLE expenses DROP COLUMN receipt_name;
ALTER TABLE expenses DROP COLUMN receipt_key;
