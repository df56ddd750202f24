-- A post's cover picture, uploaded through the picture pipeline like the
-- gallery's: its upright size and variants as JSON (as therapists.photo
-- holds a photo; '' for none) and its text alternative, required with a
-- picture. featured_image stays for the covers given as a path (the demo
-- posts' pictures shipped with the site).

-- +goose Up
ALTER TABLE blog_posts ADD COLUMN cover TEXT NOT NULL DEFAULT '';
ALTER TABLE blog_posts ADD COLUMN cover_alt TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE blog_posts DROP COLUMN cover_alt;
ALTER TABLE blog_posts DROP COLUMN cover;
