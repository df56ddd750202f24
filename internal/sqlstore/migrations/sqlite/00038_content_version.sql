-- A count of the changes to what the public pages show (the services and
-- their deposit policies, the team, the posts, the gallery, the reviews
-- and questions, the settings and the special days): counters'
-- content_version, raised by a trigger in the transaction of every write
-- to those tables, whoever makes it: this instance's API, another
-- instance's, a background job. A page kept in memory is answered as it is
-- while the count stands (internal/pages, keptPage), so it reads one row
-- instead of every answer it shows, and a change shows on the next load.
-- migrations/postgres/00038_content_version.sql is the same on PostgreSQL.

-- +goose Up
INSERT INTO counters (name, value) VALUES ('content_version', 0);
-- +goose StatementBegin
CREATE TRIGGER services_insert_content AFTER INSERT ON services
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER services_update_content AFTER UPDATE ON services
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER services_delete_content AFTER DELETE ON services
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER therapists_insert_content AFTER INSERT ON therapists
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER therapists_update_content AFTER UPDATE ON therapists
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER therapists_delete_content AFTER DELETE ON therapists
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER therapist_services_insert_content AFTER INSERT ON therapist_services
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER therapist_services_update_content AFTER UPDATE ON therapist_services
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER therapist_services_delete_content AFTER DELETE ON therapist_services
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER deposit_policies_insert_content AFTER INSERT ON deposit_policies
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER deposit_policies_update_content AFTER UPDATE ON deposit_policies
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER deposit_policies_delete_content AFTER DELETE ON deposit_policies
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_posts_insert_content AFTER INSERT ON blog_posts
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_posts_update_content AFTER UPDATE ON blog_posts
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_posts_delete_content AFTER DELETE ON blog_posts
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_posts_ar_insert_content AFTER INSERT ON blog_posts_ar
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_posts_ar_update_content AFTER UPDATE ON blog_posts_ar
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_posts_ar_delete_content AFTER DELETE ON blog_posts_ar
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_post_slugs_insert_content AFTER INSERT ON blog_post_slugs
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_post_slugs_update_content AFTER UPDATE ON blog_post_slugs
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_post_slugs_delete_content AFTER DELETE ON blog_post_slugs
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_post_ar_slugs_insert_content AFTER INSERT ON blog_post_ar_slugs
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_post_ar_slugs_update_content AFTER UPDATE ON blog_post_ar_slugs
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_post_ar_slugs_delete_content AFTER DELETE ON blog_post_ar_slugs
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_categories_insert_content AFTER INSERT ON blog_categories
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_categories_update_content AFTER UPDATE ON blog_categories
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER blog_categories_delete_content AFTER DELETE ON blog_categories
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER gallery_items_insert_content AFTER INSERT ON gallery_items
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER gallery_items_update_content AFTER UPDATE ON gallery_items
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER gallery_items_delete_content AFTER DELETE ON gallery_items
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER reviews_insert_content AFTER INSERT ON reviews
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER reviews_update_content AFTER UPDATE ON reviews
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER reviews_delete_content AFTER DELETE ON reviews
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER faq_entries_insert_content AFTER INSERT ON faq_entries
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER faq_entries_update_content AFTER UPDATE ON faq_entries
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER faq_entries_delete_content AFTER DELETE ON faq_entries
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER settings_insert_content AFTER INSERT ON settings
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER settings_update_content AFTER UPDATE ON settings
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER settings_delete_content AFTER DELETE ON settings
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER special_days_insert_content AFTER INSERT ON special_days
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER special_days_update_content AFTER UPDATE ON special_days
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER special_days_delete_content AFTER DELETE ON special_days
BEGIN
    UPDATE counters SET value = value + 1 WHERE name = 'content_version';
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER services_insert_content;
DROP TRIGGER services_update_content;
DROP TRIGGER services_delete_content;
DROP TRIGGER therapists_insert_content;
DROP TRIGGER therapists_update_content;
DROP TRIGGER therapists_delete_content;
DROP TRIGGER therapist_services_insert_content;
DROP TRIGGER therapist_services_update_content;
DROP TRIGGER therapist_services_delete_content;
DROP TRIGGER deposit_policies_insert_content;
DROP TRIGGER deposit_policies_update_content;
DROP TRIGGER deposit_policies_delete_content;
DROP TRIGGER blog_posts_insert_content;
DROP TRIGGER blog_posts_update_content;
DROP TRIGGER blog_posts_delete_content;
DROP TRIGGER blog_posts_ar_insert_content;
DROP TRIGGER blog_posts_ar_update_content;
DROP TRIGGER blog_posts_ar_delete_content;
DROP TRIGGER blog_post_slugs_insert_content;
DROP TRIGGER blog_post_slugs_update_content;
DROP TRIGGER blog_post_slugs_delete_content;
DROP TRIGGER blog_post_ar_slugs_insert_content;
DROP TRIGGER blog_post_ar_slugs_update_content;
DROP TRIGGER blog_post_ar_slugs_delete_content;
DROP TRIGGER blog_categories_insert_content;
DROP TRIGGER blog_categories_update_content;
DROP TRIGGER blog_categories_delete_content;
DROP TRIGGER gallery_items_insert_content;
DROP TRIGGER gallery_items_update_content;
DROP TRIGGER gallery_items_delete_content;
DROP TRIGGER reviews_insert_content;
DROP TRIGGER reviews_update_content;
DROP TRIGGER reviews_delete_content;
DROP TRIGGER faq_entries_insert_content;
DROP TRIGGER faq_entries_update_content;
DROP TRIGGER faq_entries_delete_content;
DROP TRIGGER settings_insert_content;
DROP TRIGGER settings_update_content;
DROP TRIGGER settings_delete_content;
DROP TRIGGER special_days_insert_content;
DROP TRIGGER special_days_update_content;
DROP TRIGGER special_days_delete_content;
DELETE FROM counters WHERE name = 'content_version';
