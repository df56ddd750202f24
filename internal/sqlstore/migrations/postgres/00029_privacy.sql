-- Forgetting a guest (docs/product.md, "Privacy").
--
-- tax_document_erasures: the tax documents of a forgotten guest that keep
-- their buyer's details until due_on (five years from issue, the time the
-- law makes the spa keep its tax records); AnonymiseDueInvoices clears
-- them then and removes the row. A table of its own because a document
-- never changes but for that one clearing.
--
-- outbox.forgotten: a message still to be sent to a guest who asked to be
-- forgotten (the cancellation of their future bookings). It keeps its
-- recipient until it is sent, fails for good or is dropped; then the
-- address and the copy of what was sent are cleared.
--
-- The append-only triggers of the audit log and of the tax documents now
-- let exactly one change through: the audit event's before and after
-- emptied, and a document with an erasure row given the neutral buyer
-- ("Forgotten guest", address and TRN emptied). Everything else is still
-- refused, whoever asks; deletes and truncates as before.
-- migrations/sqlite/00029_privacy.sql is the same on SQLite.

-- +goose Up
CREATE TABLE tax_document_erasures (
    document_id BIGINT PRIMARY KEY REFERENCES tax_documents (id),
    due_on      DATE   NOT NULL
);
CREATE INDEX tax_document_erasures_due_idx ON tax_document_erasures (due_on, document_id);

ALTER TABLE outbox ADD COLUMN forgotten BOOLEAN NOT NULL DEFAULT FALSE;

-- +goose StatementBegin
CREATE FUNCTION audit_events_redact_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (to_jsonb(NEW) - 'before_json' - 'after_json') = (to_jsonb(OLD) - 'before_json' - 'after_json')
        AND NEW.before_json IN ('', OLD.before_json) AND NEW.after_json IN ('', OLD.after_json) THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
-- +goose StatementEnd
DROP TRIGGER audit_events_no_change ON audit_events;
CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_events_redact_only();

-- +goose StatementBegin
CREATE FUNCTION tax_documents_erase_buyer_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (to_jsonb(NEW) - 'buyer_name' - 'buyer_address' - 'buyer_trn' - 'customer_name')
            = (to_jsonb(OLD) - 'buyer_name' - 'buyer_address' - 'buyer_trn' - 'customer_name')
        AND NEW.customer_name = 'Forgotten guest'
        AND ((OLD.buyer_name IS NULL AND NEW.buyer_name IS NULL AND NEW.buyer_address IS NULL AND NEW.buyer_trn IS NULL)
            OR (OLD.buyer_name IS NOT NULL AND NEW.buyer_name = 'Forgotten guest' AND NEW.buyer_address = '' AND NEW.buyer_trn = ''))
        AND EXISTS (SELECT 1 FROM tax_document_erasures e WHERE e.document_id = OLD.id) THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'an issued tax document cannot be changed' USING ERRCODE = 'insufficient_privilege';
END
$$;
-- +goose StatementEnd
DROP TRIGGER tax_documents_no_change ON tax_documents;
CREATE TRIGGER tax_documents_no_delete BEFORE DELETE ON tax_documents
    FOR EACH ROW EXECUTE FUNCTION tax_documents_immutable();
CREATE TRIGGER tax_documents_no_update BEFORE UPDATE ON tax_documents
    FOR EACH ROW EXECUTE FUNCTION tax_documents_erase_buyer_only();

-- +goose Down
DROP TRIGGER tax_documents_no_update ON tax_documents;
DROP TRIGGER tax_documents_no_delete ON tax_documents;
CREATE TRIGGER tax_documents_no_change BEFORE UPDATE OR DELETE ON tax_documents
    FOR EACH ROW EXECUTE FUNCTION tax_documents_immutable();
DROP FUNCTION tax_documents_erase_buyer_only();
DROP TRIGGER audit_events_no_update ON audit_events;
DROP TRIGGER audit_events_no_delete ON audit_events;
CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
DROP FUNCTION audit_events_redact_only();
ALTER TABLE outbox DROP COLUMN forgotten;
DROP TABLE tax_document_erasures;
