package dayspa

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// The gallery: pictures the manager uploads, each with a text alternative
// and one of three categories, shown in the order the manager sets.

// GalleryCategories are the gallery's categories, in the filter bar's order.
var GalleryCategories = []string{"Our Therapists", "Treatment Rooms", "Wellness Areas"}

// PictureVariant is one file of an uploaded picture: its URL, format and
// size in pixels. Key names the file in the blob store.
type PictureVariant struct {
	Src    string `json:"src"`
	Type   string `json:"type"` // image/webp or image/jpeg
	Width  int    `json:"width"`
	Height int    `json:"height"`
	Key    string `json:"-"`
}

// Picture is an uploaded picture, upright: its size in pixels and its
// variants, narrowest first.
type Picture struct {
	Width    int              `json:"width"`
	Height   int              `json:"height"`
	Variants []PictureVariant `json:"variants"`
}

// Keys returns the blob keys of p's files.
func (p Picture) Keys() []string {
	keys := make([]string, 0, len(p.Variants))
	for _, v := range p.Variants {
		keys = append(keys, v.Key)
	}
	return keys
}

// Widest returns p's widest variant of the type, if it has one.
func (p Picture) Widest(typ string) (PictureVariant, bool) {
	var best PictureVariant
	found := false
	for _, v := range p.Variants {
		if v.Type == typ && (!found || v.Width > best.Width) {
			best, found = v, true
		}
	}
	return best, found
}

// GalleryItem is a picture of the gallery. Position counts from 1.
type GalleryItem struct {
	ID  int64  `json:"id"`
	Alt string `json:"alt"`
	// AltAr is the Arabic alt text; "" is not translated.
	AltAr     string    `json:"altAr"`
	Category  string    `json:"category"`
	Position  int       `json:"position"`
	Picture   Picture   `json:"picture"`
	CreatedAt time.Time `json:"createdAt"`
}

// Messages of the gallery form.
var (
	MsgAltRequired     = NewMsg("gallery.alt_required", "Please describe the picture for visitors who cannot see it (alt text).")
	MsgAltTooLong      = NewMsg("gallery.alt_too_long", "Alt text must be at most 250 characters.")
	MsgAltArTooLong    = NewMsg("gallery.alt_ar_too_long", "Arabic alt text must be at most 250 characters.")
	MsgGalleryCategory = NewMsg("gallery.category", "Please choose Our Therapists, Treatment Rooms or Wellness Areas.")
	MsgGalleryPosition = NewMsg("gallery.position", "Position must be a whole number from 1 to the number of pictures.")
	MsgPictureFile     = NewMsg("gallery.picture_file", "Please choose a picture to upload.")
)

// maxAltLen bounds a text alternative: a sentence, not an essay.
const maxAltLen = 250

// CleanAlt trims an alt text and returns the field message it breaks, or "".
func CleanAlt(alt string) (string, Msg) {
	alt = strings.Join(strings.Fields(alt), " ")
	switch {
	case !ValidText(alt, OneLine):
		return alt, MsgHiddenChars
	case VisibleLen(alt) == 0:
		return alt, MsgAltRequired
	case utf8.RuneCountInString(alt) > maxAltLen:
		return alt, MsgAltTooLong
	}
	return alt, Msg{}
}

// CleanAltAr trims an Arabic alt text, which may be empty (not
// translated), and returns the field message it breaks, or "". When
// given, it keeps the rules of the English one.
func CleanAltAr(alt string) (string, Msg) {
	s := strings.Join(strings.Fields(alt), " ")
	switch {
	case s == "":
	case !ValidText(s, OneLine) || VisibleLen(s) == 0:
		return s, MsgHiddenChars
	case utf8.RuneCountInString(s) > maxAltLen:
		return s, MsgAltArTooLong
	}
	return s, Msg{}
}

// GalleryInput is the upload form's fields (the file aside).
type GalleryInput struct {
	Alt      string
	AltAr    string
	Category string
}

// Validate cleans the fields and checks them.
func (in *GalleryInput) Validate() error {
	f := FieldErrors{}
	var msg Msg
	if in.Alt, msg = CleanAlt(in.Alt); msg != (Msg{}) {
		f.Add("alt", msg)
	}
	if in.AltAr, msg = CleanAltAr(in.AltAr); msg != (Msg{}) {
		f.Add("altAr", msg)
	}
	in.Category = strings.TrimSpace(in.Category)
	if !oneOf(in.Category, GalleryCategories) {
		f.Add("category", MsgGalleryCategory)
	}
	return f.Err()
}

// GalleryPatch changes a gallery picture: the fields present.
type GalleryPatch struct {
	Alt      *string `json:"alt"`
	AltAr    *string `json:"altAr"`
	Category *string `json:"category"`
	Position *int    `json:"position"`
}

// GalleryChange is a validated GalleryPatch. Position 0 leaves the place.
type GalleryChange struct {
	Alt      *string
	AltAr    *string
	Category *string
	Position int
}

// Validate checks the patch; count is the number of pictures in the
// gallery (a new position lies within 1..count).
func (p GalleryPatch) Validate(count int) (GalleryChange, error) {
	f := FieldErrors{}
	var c GalleryChange
	if p.Alt != nil {
		alt, msg := CleanAlt(*p.Alt)
		if msg != (Msg{}) {
			f.Add("alt", msg)
		}
		c.Alt = &alt
	}
	if p.AltAr != nil {
		alt, msg := CleanAltAr(*p.AltAr)
		if msg != (Msg{}) {
			f.Add("altAr", msg)
		}
		c.AltAr = &alt
	}
	if p.Category != nil {
		cat := strings.TrimSpace(*p.Category)
		if !oneOf(cat, GalleryCategories) {
			f.Add("category", MsgGalleryCategory)
		}
		c.Category = &cat
	}
	c.Position = listPosition(f, p.Position, count, MsgGalleryPosition)
	return c, f.Err()
}

// GalleryStore keeps the gallery.
type GalleryStore interface {
	// GalleryItems returns the gallery in its order.
	GalleryItems(ctx context.Context) ([]GalleryItem, error)
	// GetGalleryItem returns ENOTFOUND.
	GetGalleryItem(ctx context.Context, id int64) (*GalleryItem, error)
	// CreateGalleryItem stores it last, setting ID, Position and CreatedAt.
	CreateGalleryItem(ctx context.Context, it *GalleryItem) error
	// UpdateGalleryItem applies c to id, moving the picture to c.Position
	// (the others close up behind it), and returns it. ENOTFOUND; EINVALID
	// when the position is past the end.
	UpdateGalleryItem(ctx context.Context, id int64, c GalleryChange) (*GalleryItem, error)
	// DeleteGalleryItem removes the picture, the ones after it moving up,
	// and calls remove, inside the transaction, with the keys of its files
	// that no other picture uses: when remove fails nothing is deleted.
	// ENOTFOUND.
	DeleteGalleryItem(ctx context.Context, id int64, remove func(keys []string) error) error
	// PictureKeysInUse reports which of keys some stored picture (of the
	// gallery, the team or a post's cover) uses.
	PictureKeysInUse(ctx context.Context, keys []string) (map[string]bool, error)
}
