-- The blog as content the manager edits: a post is a draft or published
-- from publish_at on (a time ahead means scheduled; reads compare it with
-- the clock, so no job has to publish it), has an SEO title and
-- description and an author, and knows when it last changed (the
-- sitemap's lastmod). The posts written before are published at their
-- creation. blog_post_slugs keeps the slugs a post had before: their
-- addresses answer with a permanent redirect to the post's current one.

-- +goose Up
ALTER TABLE blog_posts ADD COLUMN status TEXT NOT NULL DEFAULT 'published'
    CHECK (status IN ('draft', 'published'));
ALTER TABLE blog_posts ADD COLUMN publish_at DATETIME;
ALTER TABLE blog_posts ADD COLUMN seo_title TEXT NOT NULL DEFAULT '';
ALTER TABLE blog_posts ADD COLUMN seo_description TEXT NOT NULL DEFAULT '';
ALTER TABLE blog_posts ADD COLUMN author TEXT NOT NULL DEFAULT '';
-- SQLite adds no column with a default that is not a constant; the store
-- always writes it.
ALTER TABLE blog_posts ADD COLUMN updated_at DATETIME NOT NULL DEFAULT '1970-01-01 00:00:00+00:00';
UPDATE blog_posts SET publish_at = created_at, updated_at = created_at;
CREATE INDEX blog_posts_publish_at_idx ON blog_posts (publish_at DESC, id DESC);

CREATE TABLE blog_post_slugs (
    slug    TEXT    PRIMARY KEY CHECK (slug <> ''),
    post_id INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE
);
CREATE INDEX blog_post_slugs_post_idx ON blog_post_slugs (post_id);

-- +goose Down
DROP TABLE blog_post_slugs;
DROP INDEX blog_posts_publish_at_idx;
ALTER TABLE blog_posts DROP COLUMN updated_at;
ALTER TABLE blog_posts DROP COLUMN author;
ALTER TABLE blog_posts DROP COLUMN seo_description;
ALTER TABLE blog_posts DROP COLUMN seo_title;
ALTER TABLE blog_posts DROP COLUMN publish_at;
ALTER TABLE blog_posts DROP COLUMN status;
