-- Consent (docs/product.md, "Consent"). Both tables are only added to: a
-- changed mind is a new row, so what was agreed, to which words and when,
-- stays on record.
--
-- tracking_choices: a visitor's answer to the consent notice, by the
-- random id the site gave the browser (never an address); the version of
-- the notice's words and the page's language.
--
-- marketing_consents: a guest's permission to be sent offers and news by
-- e-mail, ticked on the booking, contact or newsletter form, by e-mail
-- address (normalised), with the version of the box's words and the
-- page's language. Kept by address rather than on each form's row, so one
-- place answers "may we write to this address", whichever form gave it.

-- +goose Up
CREATE TABLE tracking_choices (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    visitor_id TEXT NOT NULL,
    analytics BOOLEAN NOT NULL CHECK (analytics IN (0, 1)),
    advertising BOOLEAN NOT NULL CHECK (advertising IN (0, 1)),
    version TEXT NOT NULL,
    language TEXT NOT NULL CHECK (language IN ('en', 'ar')),
    created_at DATETIME NOT NULL
);
CREATE INDEX tracking_choices_visitor_idx ON tracking_choices (visitor_id, id);

CREATE TABLE marketing_consents (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('booking', 'contact', 'newsletter')),
    version TEXT NOT NULL,
    language TEXT NOT NULL CHECK (language IN ('en', 'ar')),
    created_at DATETIME NOT NULL
);
CREATE INDEX marketing_consents_email_idx ON marketing_consents (email, id);

-- +goose Down
DROP TABLE marketing_consents;
DROP TABLE tracking_choices;
