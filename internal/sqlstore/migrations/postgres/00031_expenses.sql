-- The owner records the spa's spending: each expense gets its supplier,
-- the VAT paid within its amount, how it was paid and when it was last
-- edited; description becomes the note it always was. Rows from before
-- keep their fields, are "paid by other" and were last edited when made.
-- The daily sums of the income summary read expenses by day.
-- migrations/sqlite/00031_expenses.sql is the same on SQLite.

-- +goose Up
ALTER TABLE expenses RENAME COLUMN description TO note;
ALTER TABLE expenses ADD COLUMN supplier TEXT NOT NULL DEFAULT '';
ALTER TABLE expenses ADD COLUMN vat_amount BIGINT NOT NULL DEFAULT 0;
ALTER TABLE expenses ADD CONSTRAINT expenses_vat_check CHECK (vat_amount >= 0 AND vat_amount <= amount);
ALTER TABLE expenses ADD COLUMN payment_method TEXT NOT NULL DEFAULT 'other'
    CHECK (payment_method IN ('cash', 'card', 'bank_transfer', 'other'));
ALTER TABLE expenses ADD COLUMN updated_at TIMESTAMPTZ;
UPDATE expenses SET updated_at = created_at;
ALTER TABLE expenses ALTER COLUMN updated_at SET NOT NULL;
DROP INDEX expenses_date_idx;
CREATE INDEX expenses_date_idx ON expenses (expense_date DESC, id DESC);

-- +goose Down
DROP INDEX expenses_date_idx;
CREATE INDEX expenses_date_idx ON expenses (expense_date DESC);
ALTER TABLE expenses DROP COLUMN updated_at;
ALTER TABLE expenses DROP COLUMN payment_method;
ALTER TABLE expenses DROP CONSTRAINT expenses_vat_check;
ALTER TABLE expenses DROP COLUMN vat_amount;
ALTER TABLE expenses DROP COLUMN supplier;
ALTER TABLE expenses RENAME COLUMN note TO description;
