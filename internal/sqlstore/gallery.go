package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/dayspa/dayspa"
)

var (
	_ dayspa.GalleryStore = (*DB)(nil)
	_ dayspa.TeamStore    = (*DB)(nil)
)

// storedVariant is a picture variant as the variants column holds it:
// with its blob key, which the API never shows.
type storedVariant struct {
	Key    string `json:"key"`
	Src    string `json:"src"`
	Type   string `json:"type"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

func storedVariants(vs []dayspa.PictureVariant) []storedVariant {
	out := make([]storedVariant, len(vs))
	for i, v := range vs {
		out[i] = storedVariant{Key: v.Key, Src: v.Src, Type: v.Type, Width: v.Width, Height: v.Height}
	}
	return out
}

func pictureVariants(vs []storedVariant) []dayspa.PictureVariant {
	out := make([]dayspa.PictureVariant, len(vs))
	for i, v := range vs {
		out[i] = dayspa.PictureVariant{Key: v.Key, Src: v.Src, Type: v.Type, Width: v.Width, Height: v.Height}
	}
	return out
}

func variantsJSON(vs []dayspa.PictureVariant) (string, error) {
	b, err := json.Marshal(storedVariants(vs))
	return string(b), err
}

func parseVariants(s string) ([]dayspa.PictureVariant, error) {
	var in []storedVariant
	if err := json.Unmarshal([]byte(s), &in); err != nil {
		return nil, fmt.Errorf("picture variants: %w", err)
	}
	return pictureVariants(in), nil
}

// storedPicture is a team photo as the photo column holds it.
type storedPicture struct {
	Width    int             `json:"width"`
	Height   int             `json:"height"`
	Variants []storedVariant `json:"variants"`
}

func pictureJSON(p *dayspa.Picture) (string, error) {
	if p == nil {
		return "", nil
	}
	b, err := json.Marshal(storedPicture{Width: p.Width, Height: p.Height, Variants: storedVariants(p.Variants)})
	return string(b), err
}

func parsePicture(s string) (*dayspa.Picture, error) {
	if s == "" {
		return nil, nil
	}
	var sp storedPicture
	if err := json.Unmarshal([]byte(s), &sp); err != nil {
		return nil, fmt.Errorf("picture: %w", err)
	}
	return &dayspa.Picture{Width: sp.Width, Height: sp.Height, Variants: pictureVariants(sp.Variants)}, nil
}

const galleryColumns = `id, alt, alt_ar, category, position, width, height, variants, created_at`

func scanGalleryItem(row scanner) (dayspa.GalleryItem, error) {
	var it dayspa.GalleryItem
	var variants string
	if err := row.Scan(&it.ID, &it.Alt, &it.AltAr, &it.Category, &it.Position, &it.Picture.Width, &it.Picture.Height, &variants, &it.CreatedAt); err != nil {
		return it, err
	}
	vs, err := parseVariants(variants)
	if err != nil {
		return it, err
	}
	it.Picture.Variants = vs
	it.CreatedAt = it.CreatedAt.UTC()
	return it, nil
}

// GalleryItems returns the gallery in its order.
func (db *DB) GalleryItems(ctx context.Context) ([]dayspa.GalleryItem, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.GalleryItem, error) {
		return galleryItems(ctx, tx)
	})
}

func galleryItems(ctx context.Context, tx *Tx) ([]dayspa.GalleryItem, error) {
	return queryAll(ctx, tx, "gallery", scanGalleryItem, `SELECT `+galleryColumns+` FROM gallery_items ORDER BY position, id`)
}

func findGalleryItem(ctx context.Context, tx *Tx, id int64) (*dayspa.GalleryItem, error) {
	it, err := scanGalleryItem(tx.QueryRowContext(ctx, `SELECT `+galleryColumns+` FROM gallery_items WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgPictureNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("gallery item %d: %w", id, err)
	}
	return &it, nil
}

// GetGalleryItem returns one picture or ENOTFOUND.
func (db *DB) GetGalleryItem(ctx context.Context, id int64) (*dayspa.GalleryItem, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.GalleryItem, error) {
		return findGalleryItem(ctx, tx, id)
	})
}

// CreateGalleryItem stores it after the last picture.
func (db *DB) CreateGalleryItem(ctx context.Context, it *dayspa.GalleryItem) error {
	variants, err := variantsJSON(it.Picture.Variants)
	if err != nil {
		return err
	}
	return db.inWrite(ctx, func(tx *Tx) error {
		if it.Position, err = nextPosition(ctx, tx, galleryTable); err != nil {
			return fmt.Errorf("create gallery item: %w", err)
		}
		it.CreatedAt = tx.now
		if err := tx.QueryRowContext(ctx, `
		INSERT INTO gallery_items (alt, alt_ar, category, position, width, height, variants, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
			it.Alt, it.AltAr, it.Category, it.Position, it.Picture.Width, it.Picture.Height, variants, tx.now).Scan(&it.ID); err != nil {
			return fmt.Errorf("create gallery item: %w", err)
		}
		noteAudit(ctx, it.ID, nil, it)
		return nil
	})
}

// UpdateGalleryItem applies c to the picture id. A move shifts the
// pictures between its old and its new place by one.
func (db *DB) UpdateGalleryItem(ctx context.Context, id int64, c dayspa.GalleryChange) (*dayspa.GalleryItem, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.GalleryItem, error) {
		it, err := findGalleryItem(ctx, tx, id)
		if err != nil {
			return nil, err
		}
		before := *it
		if c.Alt != nil {
			it.Alt = *c.Alt
		}
		if c.AltAr != nil {
			it.AltAr = *c.AltAr
		}
		if c.Category != nil {
			it.Category = *c.Category
		}
		if err := moveRow(ctx, tx, galleryTable, it.Position, c.Position, dayspa.FieldError("position", dayspa.MsgGalleryPosition)); err != nil {
			return nil, err
		}
		if c.Position != 0 {
			it.Position = c.Position
		}
		noteAudit(ctx, id, before, it)
		if _, err := tx.ExecContext(ctx, `UPDATE gallery_items SET alt = $1, alt_ar = $2, category = $3, position = $4 WHERE id = $5`,
			it.Alt, it.AltAr, it.Category, it.Position, id); err != nil {
			return nil, fmt.Errorf("update gallery item %d: %w", id, err)
		}
		return it, nil
	})
}

// DeleteGalleryItem removes the picture and closes the gap it leaves.
func (db *DB) DeleteGalleryItem(ctx context.Context, id int64, remove func(keys []string) error) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		it, err := findGalleryItem(ctx, tx, id)
		if err != nil {
			return err
		}
		noteAudit(ctx, id, it, nil)
		if err := deleteRow(ctx, tx, galleryTable, id, it.Position); err != nil {
			return err
		}
		return removeUnused(ctx, tx, it.Picture.Keys(), remove)
	})
}

// PictureKeysInUse reports which of keys a stored picture uses.
func (db *DB) PictureKeysInUse(ctx context.Context, keys []string) (map[string]bool, error) {
	return read(ctx, db, func(tx *Tx) (map[string]bool, error) {
		return keysInUse(ctx, tx, keys)
	})
}

// keysInUse looks for each key in the gallery's variants, the team's
// photos and the posts' covers. Keys are content hashes ([0-9a-f./]), so a substring match is
// exact.
func keysInUse(ctx context.Context, tx *Tx, keys []string) (map[string]bool, error) {
	used := map[string]bool{}
	for _, k := range keys {
		if strings.ContainsAny(k, `%_"\`) {
			return nil, fmt.Errorf("picture key %q", k)
		}
		var n int
		pattern := `%"` + k + `"%`
		if err := tx.QueryRowContext(ctx, `
			SELECT (SELECT COUNT(*) FROM gallery_items WHERE variants LIKE $1)
			     + (SELECT COUNT(*) FROM therapists WHERE photo LIKE $1)
			     + (SELECT COUNT(*) FROM blog_posts WHERE cover LIKE $1)`, pattern).Scan(&n); err != nil {
			return nil, fmt.Errorf("picture keys: %w", err)
		}
		used[k] = n > 0
	}
	return used, nil
}

// removeUnused passes to remove those of keys that no stored picture
// uses any more, if any.
func removeUnused(ctx context.Context, tx *Tx, keys []string, remove func(keys []string) error) error {
	used, err := keysInUse(ctx, tx, keys)
	if err != nil {
		return err
	}
	var unused []string
	for _, k := range keys {
		if !used[k] {
			unused = append(unused, k)
		}
	}
	if len(unused) == 0 {
		return nil
	}
	return remove(unused)
}

const teamColumns = `id, name, active, speciality, speciality_ar, bio, bio_ar, shown_on_site, photo, photo_alt`

func scanTeamProfile(row scanner) (dayspa.TeamProfile, error) {
	var p dayspa.TeamProfile
	var photo string
	if err := row.Scan(&p.TherapistID, &p.Name, &p.Active, &p.Speciality, &p.SpecialityAr, &p.Bio, &p.BioAr, &p.ShownOnSite, &photo, &p.PhotoAlt); err != nil {
		return p, err
	}
	pic, err := parsePicture(photo)
	p.Photo = pic
	return p, err
}

// TeamProfiles returns every therapist's public profile, by name.
func (db *DB) TeamProfiles(ctx context.Context) ([]dayspa.TeamProfile, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.TeamProfile, error) {
		return queryAll(ctx, tx, "team", scanTeamProfile, `SELECT `+teamColumns+` FROM therapists ORDER BY name, id`)
	})
}

func findTeamProfile(ctx context.Context, tx *Tx, id int64) (*dayspa.TeamProfile, error) {
	p, err := scanTeamProfile(tx.QueryRowContext(ctx, `SELECT `+teamColumns+` FROM therapists WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgTherapistNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("team profile %d: %w", id, err)
	}
	return &p, nil
}

// GetTeamProfile returns one therapist's profile or ENOTFOUND.
func (db *DB) GetTeamProfile(ctx context.Context, id int64) (*dayspa.TeamProfile, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.TeamProfile, error) {
		return findTeamProfile(ctx, tx, id)
	})
}

// UpdateTeamProfile stores p's public fields. The photo it replaces has
// its unused files removed through remove, inside the transaction.
func (db *DB) UpdateTeamProfile(ctx context.Context, p *dayspa.TeamProfile, remove func(keys []string) error) error {
	photo, err := pictureJSON(p.Photo)
	if err != nil {
		return err
	}
	return db.inWrite(ctx, func(tx *Tx) error {
		old, err := findTeamProfile(ctx, tx, p.TherapistID)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `
		UPDATE therapists SET speciality = $1, bio = $2, shown_on_site = $3, photo = $4, photo_alt = $5,
			speciality_ar = $6, bio_ar = $7
		WHERE id = $8`,
			p.Speciality, p.Bio, p.ShownOnSite, photo, p.PhotoAlt, p.SpecialityAr, p.BioAr, p.TherapistID); err != nil {
			return fmt.Errorf("update team profile %d: %w", p.TherapistID, err)
		}
		if old.Photo != nil {
			if err := removeUnused(ctx, tx, old.Photo.Keys(), remove); err != nil {
				return err
			}
		}
		p.Name, p.Active = old.Name, old.Active
		return nil
	})
}
