-- A post's Arabic version (issue 19): its own title, slug, excerpt, Markdown
-- article, SEO title and description, read at /ar/blog/{slug}; the rest
-- (category, tags, cover, author, status, publish time) is the post's. One
-- row per post that has one, gone with its post. Its slug is unique among
-- the Arabic versions (an English slug may be the same: the addresses
-- differ); the domain checks its shape (dayspa.ValidArabicSlug: Arabic and
-- lower-case Latin letters and digits joined by hyphens). The slugs an
-- Arabic version had before are kept, as blog_post_slugs keeps the English
-- ones: their addresses answer with a permanent redirect to the current one.

-- +goose Up
CREATE TABLE blog_posts_ar (
    post_id         BIGINT PRIMARY KEY REFERENCES blog_posts (id) ON DELETE CASCADE,
    title           TEXT NOT NULL CHECK (title <> ''),
    slug            TEXT NOT NULL UNIQUE CHECK (slug <> ''),
    excerpt         TEXT NOT NULL DEFAULT '',
    content         TEXT NOT NULL CHECK (content <> ''), -- Markdown
    seo_title       TEXT NOT NULL DEFAULT '',
    seo_description TEXT NOT NULL DEFAULT ''
);

CREATE TABLE blog_post_ar_slugs (
    slug    TEXT    PRIMARY KEY CHECK (slug <> ''),
    post_id BIGINT NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE
);
CREATE INDEX blog_post_ar_slugs_post_idx ON blog_post_ar_slugs (post_id);

-- +goose Down
DROP TABLE blog_post_ar_slugs;
DROP TABLE blog_posts_ar;
