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
-- emptied, and a document with a due erasure row given the neutral buyer
-- ("Forgotten guest", address and TRN emptied). Everything else is still
-- refused, whoever asks.
-- migrations/postgres/00029_privacy.sql is the same on PostgreSQL.

-- +goose Up
CREATE TABLE tax_document_erasures (
    document_id INTEGER PRIMARY KEY REFERENCES tax_documents (id),
    due_on      TEXT    NOT NULL CHECK (due_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')
);
CREATE INDEX tax_document_erasures_due_idx ON tax_document_erasures (due_on, document_id);

ALTER TABLE outbox ADD COLUMN forgotten BOOLEAN NOT NULL DEFAULT FALSE;

DROP TRIGGER audit_events_no_update;
-- +goose StatementBegin
CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON audit_events
WHEN NEW.id IS NOT OLD.id OR NEW.at IS NOT OLD.at OR NEW.actor_user_id IS NOT OLD.actor_user_id
    OR NEW.actor_name IS NOT OLD.actor_name OR NEW.actor_role IS NOT OLD.actor_role
    OR NEW.address IS NOT OLD.address OR NEW.request_id IS NOT OLD.request_id
    OR NEW.entity IS NOT OLD.entity OR NEW.entity_id IS NOT OLD.entity_id OR NEW.action IS NOT OLD.action
    OR (NEW.before_json IS NOT OLD.before_json AND NEW.before_json <> '')
    OR (NEW.after_json IS NOT OLD.after_json AND NEW.after_json <> '')
BEGIN
    SELECT RAISE(ABORT, 'audit_events is append-only');
END;
-- +goose StatementEnd

DROP TRIGGER tax_documents_no_update;
-- +goose StatementBegin
CREATE TRIGGER tax_documents_no_update BEFORE UPDATE ON tax_documents
WHEN NEW.id IS NOT OLD.id OR NEW.kind IS NOT OLD.kind OR NEW.format IS NOT OLD.format
    OR NEW.sequence IS NOT OLD.sequence OR NEW.number IS NOT OLD.number OR NEW.issued_at IS NOT OLD.issued_at
    OR NEW.issue_day IS NOT OLD.issue_day OR NEW.seller_json IS NOT OLD.seller_json
    OR NEW.vat_rate IS NOT OLD.vat_rate OR NEW.discount_amount IS NOT OLD.discount_amount
    OR NEW.net_amount IS NOT OLD.net_amount OR NEW.vat_amount IS NOT OLD.vat_amount
    OR NEW.total_amount IS NOT OLD.total_amount OR NEW.tips_cash IS NOT OLD.tips_cash
    OR NEW.tips_card IS NOT OLD.tips_card OR NEW.therapist_tip_share IS NOT OLD.therapist_tip_share
    OR NEW.spa_tip_share IS NOT OLD.spa_tip_share OR NEW.discount_reason IS NOT OLD.discount_reason
    OR NEW.reason IS NOT OLD.reason OR NEW.booking_id IS NOT OLD.booking_id
    OR NEW.income_id IS NOT OLD.income_id OR NEW.corrects_id IS NOT OLD.corrects_id
    OR NEW.therapist_name IS NOT OLD.therapist_name OR NEW.language IS NOT OLD.language
    OR NEW.issued_by IS NOT OLD.issued_by
    OR NEW.customer_name IS NOT 'Forgotten guest'
    OR (OLD.buyer_name IS NULL AND (NEW.buyer_name IS NOT NULL OR NEW.buyer_address IS NOT NULL OR NEW.buyer_trn IS NOT NULL))
    OR (OLD.buyer_name IS NOT NULL AND (NEW.buyer_name IS NOT 'Forgotten guest' OR NEW.buyer_address IS NOT '' OR NEW.buyer_trn IS NOT ''))
    OR NOT EXISTS (SELECT 1 FROM tax_document_erasures e WHERE e.document_id = OLD.id)
BEGIN
    SELECT RAISE(ABORT, 'an issued tax document cannot be changed');
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER tax_documents_no_update;
-- +goose StatementBegin
CREATE TRIGGER tax_documents_no_update BEFORE UPDATE ON tax_documents
BEGIN
    SELECT RAISE(ABORT, 'an issued tax document cannot be changed');
END;
-- +goose StatementEnd
DROP TRIGGER audit_events_no_update;
-- +goose StatementBegin
CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON audit_events
BEGIN
    SELECT RAISE(ABORT, 'audit_events is append-only');
END;
-- +goose StatementEnd
ALTER TABLE outbox DROP COLUMN forgotten;
DROP TABLE tax_document_erasures;
