-- A therapist's requests for time off: the days (from and to, both
-- included) and a note, pending until a manager approves or declines
-- them. An approved request's days are added to the therapist's time_off
-- in the transaction that approves it; decided_by is the staff account
-- that decided (NULL once that account is gone).

-- +goose Up
CREATE TABLE time_off_requests (
    id           INTEGER  PRIMARY KEY AUTOINCREMENT,
    therapist_id INTEGER  NOT NULL REFERENCES therapists (id) ON DELETE CASCADE,
    from_date    TEXT     NOT NULL CHECK (from_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    to_date      TEXT     NOT NULL CHECK (to_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]' AND to_date >= from_date),
    note         TEXT     NOT NULL DEFAULT '',
    status       TEXT     NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
    decided_by   INTEGER  REFERENCES staff_users (id) ON DELETE SET NULL,
    decided_at   DATETIME,
    created_at   DATETIME NOT NULL
);
CREATE INDEX time_off_requests_therapist_idx ON time_off_requests (therapist_id, created_at DESC);
CREATE INDEX time_off_requests_status_idx ON time_off_requests (status, from_date);

-- +goose Down
DROP TABLE time_off_requests;
