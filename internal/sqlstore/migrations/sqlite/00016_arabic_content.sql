-- The site's content in Arabic too (issue 19), beside the English: a
-- service's name and description, a gallery picture's alt text, an FAQ
-- entry's question and answer, a team card's speciality and bio. Empty is
-- not translated: an Arabic page shows the English text there. The rows
-- already stored keep everything and start untranslated. Reviews are the
-- guests' own words and have no Arabic field.

-- +goose Up
ALTER TABLE services ADD COLUMN name_ar TEXT NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN description_ar TEXT NOT NULL DEFAULT '';
ALTER TABLE gallery_items ADD COLUMN alt_ar TEXT NOT NULL DEFAULT '';
ALTER TABLE faq_entries ADD COLUMN question_ar TEXT NOT NULL DEFAULT '';
ALTER TABLE faq_entries ADD COLUMN answer_ar TEXT NOT NULL DEFAULT '';
ALTER TABLE therapists ADD COLUMN speciality_ar TEXT NOT NULL DEFAULT '';
ALTER TABLE therapists ADD COLUMN bio_ar TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE therapists DROP COLUMN bio_ar;
ALTER TABLE therapists DROP COLUMN speciality_ar;
ALTER TABLE faq_entries DROP COLUMN answer_ar;
ALTER TABLE faq_entries DROP COLUMN question_ar;
ALTER TABLE gallery_items DROP COLUMN alt_ar;
ALTER TABLE services DROP COLUMN description_ar;
ALTER TABLE services DROP COLUMN name_ar;
