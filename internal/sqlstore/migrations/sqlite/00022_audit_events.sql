-- The audit log: one row per admin write, sign-in, failed sign-in,
-- sign-out, export and download, written in the transaction of the change
-- it records: who (the staff member's id, name and role), when, from where
-- (client address, request id), what (entity, its id, action) and the
-- change (the fields before and after, JSON, or empty).
--
-- Append-only: the triggers below refuse every UPDATE and DELETE of a
-- row, whoever asks. migrations/postgres/00022_audit_events.sql is the
-- same on PostgreSQL.

-- +goose Up
CREATE TABLE audit_events (
    id            INTEGER  PRIMARY KEY AUTOINCREMENT,
    at            DATETIME NOT NULL,
    actor_user_id INTEGER  NOT NULL DEFAULT 0,
    actor_name    TEXT     NOT NULL,
    actor_role    TEXT     NOT NULL DEFAULT '',
    address       TEXT     NOT NULL DEFAULT '',
    request_id    TEXT     NOT NULL DEFAULT '',
    entity        TEXT     NOT NULL,
    entity_id     TEXT     NOT NULL DEFAULT '',
    action        TEXT     NOT NULL,
    before_json   TEXT     NOT NULL DEFAULT '',
    after_json    TEXT     NOT NULL DEFAULT ''
);
CREATE INDEX audit_events_at_idx ON audit_events (at DESC, id DESC);
CREATE INDEX audit_events_entity_idx ON audit_events (entity, entity_id, at DESC);
CREATE INDEX audit_events_actor_idx ON audit_events (actor_name, at DESC);

-- +goose StatementBegin
CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON audit_events
BEGIN
    SELECT RAISE(ABORT, 'audit_events is append-only');
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
BEGIN
    SELECT RAISE(ABORT, 'audit_events is append-only');
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER audit_events_no_delete;
DROP TRIGGER audit_events_no_update;
DROP TABLE audit_events;
