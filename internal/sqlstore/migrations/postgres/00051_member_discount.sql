-- A membership gives its member a discount on what its credits do not
-- cover: a percentage in hundredths (2000 = 20%), at most 50%, taken at
-- checkout when the desk gives the member's code. 0 for none, and for a
-- gift card or a package.

-- +goose Up
ALTER TABLE entitlements ADD COLUMN discount_percent BIGINT NOT NULL DEFAULT 0 CHECK (discount_percent >= 0 AND discount_percent <= 5000);

-- +goose Down
ALTER TABLE entitlements DROP COLUMN discount_percent;
