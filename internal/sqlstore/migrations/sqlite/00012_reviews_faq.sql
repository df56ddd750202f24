-- The guests' reviews and the home page's questions, written by the
-- manager; each list in the order she sets (position counts from 1).

-- +goose Up
CREATE TABLE reviews (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    name        TEXT    NOT NULL CHECK (name <> ''),
    text        TEXT    NOT NULL CHECK (text <> ''),
    rating      INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    review_date TEXT    NOT NULL CHECK (review_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    detail      TEXT    NOT NULL DEFAULT '',
    shown       BOOLEAN NOT NULL DEFAULT TRUE,
    position    INTEGER NOT NULL CHECK (position >= 1)
);
CREATE INDEX reviews_position_idx ON reviews (position);

CREATE TABLE faq_entries (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    question TEXT    NOT NULL CHECK (question <> ''),
    answer   TEXT    NOT NULL CHECK (answer <> ''),
    position INTEGER NOT NULL CHECK (position >= 1)
);
CREATE INDEX faq_entries_position_idx ON faq_entries (position);

-- +goose Down
DROP TABLE faq_entries;
DROP TABLE reviews;
