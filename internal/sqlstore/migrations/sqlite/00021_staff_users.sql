-- Staff accounts: each person signs in with her e-mail (unique whatever
-- its case, stored lower-cased) and her password (an argon2id hash), with
-- a role that says what she may do. session_version is counted up at
-- every password change and when the account is disabled: a session made
-- under an older one is over, on every instance at once.

-- +goose Up
CREATE TABLE staff_users (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    name                TEXT        NOT NULL CHECK (name <> ''),
    email               TEXT        NOT NULL CHECK (email <> '' AND email = lower(email)),
    role                TEXT        NOT NULL CHECK (role IN ('owner', 'manager', 'reception', 'therapist')),
    active              BOOLEAN     NOT NULL DEFAULT TRUE,
    therapist_id        INTEGER REFERENCES therapists (id) ON DELETE SET NULL,
    password_hash       TEXT        NOT NULL CHECK (password_hash <> ''),
    password_changed_at DATETIME NOT NULL,
    session_version     BIGINT      NOT NULL DEFAULT 1,
    created_at          DATETIME NOT NULL
);
CREATE UNIQUE INDEX staff_users_email_idx ON staff_users (lower(email));

-- +goose Down
DROP TABLE staff_users;
