-- A guest may be sent an issued tax invoice or credit note by e-mail: a
-- message of kind 'invoice', which names its document in tax_document_id
-- (NULL for every other kind) and is rendered, with the document's PDF,
-- when it is sent. migrations/sqlite/00028_invoice_emails.sql is the same
-- on SQLite.

-- +goose Up
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled', 'invoice'));
ALTER TABLE outbox ADD COLUMN tax_document_id BIGINT REFERENCES tax_documents (id);
ALTER TABLE outbox ADD CONSTRAINT outbox_invoice_document_check
    CHECK ((kind = 'invoice') = (tax_document_id IS NOT NULL));

-- +goose Down
DELETE FROM outbox WHERE kind = 'invoice';
ALTER TABLE outbox DROP CONSTRAINT outbox_invoice_document_check;
ALTER TABLE outbox DROP COLUMN tax_document_id;
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled'));
