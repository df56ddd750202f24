-- The gallery's pictures, and the public side of the therapists (the
-- About page's team cards). A picture is stored as its upright size and
-- its variants (JSON: [{"key", "src", "type", "width", "height"}]); the
-- files are in the blob store under content-hashed keys.

-- +goose Up
CREATE TABLE gallery_items (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    alt        TEXT     NOT NULL CHECK (alt <> ''),
    category   TEXT     NOT NULL CHECK (category IN ('Our Therapists', 'Treatment Rooms', 'Wellness Areas')),
    position   INTEGER  NOT NULL CHECK (position >= 1),
    width      INTEGER  NOT NULL CHECK (width > 0),
    height     INTEGER  NOT NULL CHECK (height > 0),
    variants   TEXT     NOT NULL,
    created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX gallery_items_position_idx ON gallery_items (position);

ALTER TABLE therapists ADD COLUMN speciality TEXT NOT NULL DEFAULT '';
ALTER TABLE therapists ADD COLUMN bio TEXT NOT NULL DEFAULT '';
ALTER TABLE therapists ADD COLUMN shown_on_site BOOLEAN NOT NULL DEFAULT FALSE;
-- The photo as a gallery row keeps it (width, height, variants); '' for none.
ALTER TABLE therapists ADD COLUMN photo TEXT NOT NULL DEFAULT '';
ALTER TABLE therapists ADD COLUMN photo_alt TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE therapists DROP COLUMN photo_alt;
ALTER TABLE therapists DROP COLUMN photo;
ALTER TABLE therapists DROP COLUMN shown_on_site;
ALTER TABLE therapists DROP COLUMN bio;
ALTER TABLE therapists DROP COLUMN speciality;
DROP TABLE gallery_items;
