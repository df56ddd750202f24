-- The blog's categories in Arabic. A post's category is the English line
-- the manager types in its editor, and the posts with the same line are
-- one category; the filters' addresses keep that English name as their
-- key. A category's Arabic name, given once for all its posts, is kept
-- here under that name (the Arabic blog shows it, the English name while
-- there is none). A row outlives its posts: a category typed again later
-- gets its Arabic name back.

-- +goose Up
CREATE TABLE blog_categories (
    name    TEXT PRIMARY KEY CHECK (name <> ''),
    name_ar TEXT NOT NULL DEFAULT ''
);

-- +goose Down
DROP TABLE blog_categories;
