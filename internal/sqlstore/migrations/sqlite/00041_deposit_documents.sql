-- The money documents of deposits: a deposit received is invoiced at once
-- (VAT is due when a prepayment for a specific service is received), and
-- the booking's final invoice deducts what that invoice charged, so that
-- VAT is never charged twice. Refunds of a payment, whole or in part, are
-- recorded one by one with the credit note each issued.
-- migrations/postgres/00041_deposit_documents.sql is the same on PostgreSQL.

-- +goose Up
-- The tax invoice a payment's receipt issued (NULL for a payment that came
-- after its hold: it was never the booking's, and is refunded).
ALTER TABLE booking_payments ADD COLUMN invoice_id INTEGER REFERENCES tax_documents (id);
-- What the refunds of the payment gave back in all, in fils.
ALTER TABLE booking_payments ADD COLUMN refunded_amount INTEGER NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0);
-- A refund that must issue a credit note when the job has made it (a
-- guest's cancellation inside the free window), with its reason.
ALTER TABLE booking_payments ADD COLUMN refund_reason TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX booking_payments_invoice_idx ON booking_payments (invoice_id) WHERE invoice_id IS NOT NULL;

-- A final invoice's deduction of the prepayment invoiced before: that
-- invoice, and the amount and VAT of it still standing (not credited). The
-- document's totals are its lines' less this, so that the VAT of the two
-- invoices together is the VAT of the sale once.
ALTER TABLE tax_documents ADD COLUMN prepaid_id INTEGER REFERENCES tax_documents (id);
ALTER TABLE tax_documents ADD COLUMN prepaid_amount INTEGER NOT NULL DEFAULT 0 CHECK (prepaid_amount >= 0);
ALTER TABLE tax_documents ADD COLUMN prepaid_vat INTEGER NOT NULL DEFAULT 0 CHECK (prepaid_vat >= 0);

-- Each refund of a payment: the amount, the provider's refund, the credit
-- note it issued and who asked for it ('' for the job's).
CREATE TABLE payment_refunds (
    id             INTEGER  PRIMARY KEY AUTOINCREMENT,
    payment_id     INTEGER  NOT NULL REFERENCES booking_payments (id),
    amount         INTEGER  NOT NULL CHECK (amount > 0),
    refund_ref     TEXT     NOT NULL,
    credit_note_id INTEGER  REFERENCES tax_documents (id),
    reason         TEXT     NOT NULL DEFAULT '',
    refunded_by    TEXT     NOT NULL DEFAULT '',
    created_at     DATETIME NOT NULL
);
CREATE INDEX payment_refunds_payment_idx ON payment_refunds (payment_id);

-- +goose Down
DROP TABLE payment_refunds;
ALTER TABLE tax_documents DROP COLUMN prepaid_vat;
ALTER TABLE tax_documents DROP COLUMN prepaid_amount;
ALTER TABLE tax_documents DROP COLUMN prepaid_id;
DROP INDEX booking_payments_invoice_idx;
ALTER TABLE booking_payments DROP COLUMN refund_reason;
ALTER TABLE booking_payments DROP COLUMN refunded_amount;
ALTER TABLE booking_payments DROP COLUMN invoice_id;
