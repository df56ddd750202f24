-- A count of the changes to what the public pages show (the services and
-- their deposit policies, the team, the posts, the gallery, the reviews
-- and questions, the settings and the special days): counters'
-- content_version, raised by a trigger in the transaction of every write
-- to those tables, whoever makes it: this instance's API, another
-- instance's, a background job. A page kept in memory is answered as it is
-- while the count stands (internal/pages, keptPage), so it reads one row
-- instead of every answer it shows, and a change shows on the next load.
-- migrations/sqlite/00038_content_version.sql is the same on SQLite.

-- +goose Up
INSERT INTO counters (name, value) VALUES ('content_version', 0);

-- +goose StatementBegin
CREATE FUNCTION content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
    RETURN NULL;
END;
$$;
-- +goose StatementEnd
CREATE TRIGGER services_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER therapists_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON therapists
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER therapist_services_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON therapist_services
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER deposit_policies_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON deposit_policies
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER blog_posts_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER blog_posts_ar_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts_ar
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER blog_post_slugs_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_post_slugs
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER blog_post_ar_slugs_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_post_ar_slugs
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER blog_categories_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_categories
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER gallery_items_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gallery_items
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER reviews_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER faq_entries_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_entries
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER settings_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
CREATE TRIGGER special_days_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON special_days
    FOR EACH STATEMENT EXECUTE FUNCTION content_changed();

-- +goose Down
DROP TRIGGER services_content ON services;
DROP TRIGGER therapists_content ON therapists;
DROP TRIGGER therapist_services_content ON therapist_services;
DROP TRIGGER deposit_policies_content ON deposit_policies;
DROP TRIGGER blog_posts_content ON blog_posts;
DROP TRIGGER blog_posts_ar_content ON blog_posts_ar;
DROP TRIGGER blog_post_slugs_content ON blog_post_slugs;
DROP TRIGGER blog_post_ar_slugs_content ON blog_post_ar_slugs;
DROP TRIGGER blog_categories_content ON blog_categories;
DROP TRIGGER gallery_items_content ON gallery_items;
DROP TRIGGER reviews_content ON reviews;
DROP TRIGGER faq_entries_content ON faq_entries;
DROP TRIGGER settings_content ON settings;
DROP TRIGGER special_days_content ON special_days;
DROP FUNCTION content_changed();
DELETE FROM counters WHERE name = 'content_version';
