-- Each person's signed-in sessions, for the list on her profile: the
-- SHA-256 of the session's token as the sessions table keeps it (never
-- the token), the account's session_version at sign-in (a password change
-- or a disable counts it up, which ends the session), the browser's
-- User-Agent (trimmed, bounded), the address, and the sign-in and last
-- use times (the last use is written at most once a minute).

-- +goose Up
CREATE TABLE staff_sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    session_version INTEGER NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    user_agent TEXT NOT NULL DEFAULT '',
    address TEXT NOT NULL DEFAULT '',
    created_at DATETIME NOT NULL,
    last_used_at DATETIME NOT NULL
);
CREATE INDEX staff_sessions_user_idx ON staff_sessions (user_id);

-- +goose Down
DROP TABLE staff_sessions;
