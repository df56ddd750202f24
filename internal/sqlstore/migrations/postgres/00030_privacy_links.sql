-- A guest without a manage link asks for their data by e-mail: the spa
-- sends a one-time link (kind 'privacy_link') that belongs to no booking,
-- so the outbox's booking_id may be NULL for that kind alone, and the
-- message keeps the language it is written in. privacy_links keeps the
-- SHA-256 of each link's token with its address until it is used or
-- expires. job_leases lets one instance at a time run a daily job (the
-- retention job). migrations/sqlite/00030_privacy_links.sql is the same
-- on SQLite.

-- +goose Up
ALTER TABLE outbox ALTER COLUMN booking_id DROP NOT NULL;
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled', 'invoice', 'privacy_link'));
ALTER TABLE outbox ADD CONSTRAINT outbox_privacy_link_check
    CHECK ((kind = 'privacy_link') = (booking_id IS NULL));
ALTER TABLE outbox ADD COLUMN language TEXT NOT NULL DEFAULT '' CHECK (language IN ('', 'en', 'ar'));
-- The retention job finds the old sent bodies by when they were sent.
CREATE INDEX outbox_sent_at_idx ON outbox (sent_at) WHERE body_text <> '' OR body_html <> '';

-- A request for the link asks whether the spa holds anything about an
-- address; the contact messages are the one place without an index on it
-- (lower-cased: older messages keep the address as it was typed).
CREATE INDEX IF NOT EXISTS contact_messages_email_lower_idx ON contact_messages (lower(email));

CREATE TABLE privacy_links (
    token_hash TEXT        PRIMARY KEY CHECK (token_hash <> ''),
    email      TEXT        NOT NULL UNIQUE CHECK (email <> ''),
    expires_at TIMESTAMPTZ NOT NULL,
    created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX privacy_links_expires_idx ON privacy_links (expires_at);

-- The retention job deletes the audit events older than the owner's
-- setting, which is never less than five years; the log stays append-only
-- for every younger event, whoever asks.
-- +goose StatementBegin
CREATE FUNCTION audit_events_delete_old_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.at < now() - interval '5 years' THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
-- +goose StatementEnd
DROP TRIGGER audit_events_no_delete ON audit_events;
CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_events_delete_old_only();

CREATE TABLE job_leases (
    name         TEXT PRIMARY KEY,
    holder       TEXT NOT NULL DEFAULT '',
    leased_until TIMESTAMPTZ,
    last_done    TIMESTAMPTZ
);

-- +goose Down
DROP TABLE job_leases;
DROP TRIGGER audit_events_no_delete ON audit_events;
CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
DROP FUNCTION audit_events_delete_old_only();
DROP TABLE privacy_links;
DROP INDEX outbox_sent_at_idx;
DELETE FROM outbox WHERE kind = 'privacy_link';
ALTER TABLE outbox DROP COLUMN language;
ALTER TABLE outbox DROP CONSTRAINT outbox_privacy_link_check;
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('request_received', 'new_booking', 'confirmed', 'reminder', 'changed', 'cancelled', 'invoice'));
ALTER TABLE outbox ALTER COLUMN booking_id SET NOT NULL;
