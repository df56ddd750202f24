// Package picture turns an uploaded photo into the files the site serves:
// checked by its content (JPEG, PNG or WebP, whatever its name says),
// refused before decoding when its header promises too many pixels,
// turned upright from its EXIF orientation, and re-encoded as responsive
// variants in WebP and JPEG. Re-encoding keeps only pixels: the EXIF
// block (a phone photo's GPS position, camera, date), XMP, ICC and
// comments of the upload are not carried into any variant.
//
// Pure Go: golang.org/x/image decodes WebP and scales, goexif reads the
// orientation, and github.com/gen2brain/webp encodes lossy WebP (libwebp
// compiled to WebAssembly, run by wazero), so the binary builds without
// cgo.
package picture

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"image/jpeg"
	"image/png"
	"io"
	"strings"

	gwebp "github.com/gen2brain/webp"
	xdraw "golang.org/x/image/draw"
	xwebp "golang.org/x/image/webp"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/blob"
)

const (
	// MaxFileSize is the largest upload accepted: 15 MB.
	MaxFileSize = dayspa.MaxPictureSize
	// MaxPixels is the most pixels a picture may have: 40 megapixels,
	// more than any phone or camera photo the spa takes (a 7000 × 7000
	// PNG of 47 KB, just under the 50 allowed before, took 3 s of CPU and
	// 500 MB to process). The header tells the dimensions before any
	// pixel is decoded, so a small file that would unpack into gigabytes
	// (a decompression bomb) is refused without allocating them.
	MaxPixels = 40_000_000
	// jpegQuality and webpQuality are the variants' encoder qualities.
	jpegQuality = 82
	webpQuality = 80
)

// Widths are the variants' widths in pixels. A picture narrower than a
// width gets no variant of it (never upscaled) but always one of its own
// width when it is narrower than the first.
var Widths = []int{480, 960, 1600}

// Errors of Process, each with the message a manager reads.
var (
	ErrTooLarge  = errors.New("The file is too large: a picture may be at most 15 MB.")
	ErrNotImage  = errors.New("Only JPEG, PNG or WebP pictures can be uploaded: this file is not one.")
	ErrTooMany   = fmt.Errorf("The picture is too large: it may have at most %d megapixels.", MaxPixels/1_000_000)
	ErrEmpty     = errors.New("The file is empty.")
	ErrCorrupted = errors.New("The picture could not be read: the file is damaged.")
)

// Variant is one stored file of a picture.
type Variant struct {
	// Key is the blob store's key: pictures/<content hash>.<format>.
	Key    string `json:"key"`
	Format string `json:"format"` // "webp" or "jpeg"
	Width  int    `json:"width"`
	Height int    `json:"height"`
	Size   int64  `json:"size"`

	data []byte
}

// Result is a processed picture: its upright dimensions and its variants,
// narrowest first, WebP before JPEG at each width.
type Result struct {
	Width    int       `json:"width"`
	Height   int       `json:"height"`
	Variants []Variant `json:"variants"`
}

// KeyPrefix is the folder of the picture files in the blob store.
const KeyPrefix = "pictures/"

// sem lets one picture be processed at a time: a 40-megapixel photo takes
// some 160 MB while it is decoded and scaled.
var sem = make(chan struct{}, 1)

// Process reads an upload (at most MaxFileSize bytes) and returns its
// variants, encoded in memory. Nothing is stored.
func Process(ctx context.Context, r io.Reader) (*Result, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("picture: read: %w", err)
	}
	if len(data) > MaxFileSize {
		return nil, ErrTooLarge
	}
	if len(data) == 0 {
		return nil, ErrEmpty
	}
	format := sniff(data)
	if format == "" {
		return nil, ErrNotImage
	}
	cfg, err := decodeConfig(format, data)
	if err != nil {
		return nil, ErrCorrupted
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, ErrCorrupted
	}
	if int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return nil, ErrTooMany
	}
	orientation := Orientation(format, data)

	select {
	case sem <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-sem }()

	src, err := decode(format, data)
	if err != nil {
		return nil, ErrCorrupted
	}
	return variants(ctx, src, orientation)
}

// sniff names the format by the file's first bytes (the same reading
// an expense's receipt gets).
func sniff(b []byte) string { return dayspa.PictureFormat(b) }

func decodeConfig(format string, b []byte) (image.Config, error) {
	r := bytes.NewReader(b)
	switch format {
	case "jpeg":
		return jpeg.DecodeConfig(r)
	case "png":
		return png.DecodeConfig(r)
	default:
		return xwebp.DecodeConfig(r)
	}
}

func decode(format string, b []byte) (image.Image, error) {
	r := bytes.NewReader(b)
	switch format {
	case "jpeg":
		return jpeg.Decode(r)
	case "png":
		return png.Decode(r)
	default:
		return xwebp.Decode(r)
	}
}

// variants scales src to each width and encodes it. The scaling is done
// in the stored orientation and only the small result turned upright, so
// that the full-size picture is never copied.
func variants(ctx context.Context, src image.Image, orientation int) (*Result, error) {
	sb := src.Bounds()
	sw, sh := sb.Dx(), sb.Dy()
	transposed := orientation >= 5 // 5 to 8 swap width and height
	uw, uh := sw, sh
	if transposed {
		uw, uh = sh, sw
	}
	res := &Result{Width: uw, Height: uh}
	var widths []int
	for _, w := range Widths {
		if w < uw {
			widths = append(widths, w)
		}
	}
	if len(widths) < len(Widths) {
		widths = append(widths, uw) // its own width: the largest it can be
	}
	// Widest first, each scaled from the one before: cheaper than scaling
	// the full picture three times, and as sharp.
	from := src
	made := make([]Variant, 0, 2*len(widths))
	for i := len(widths) - 1; i >= 0; i-- {
		if err := ctx.Err(); err != nil { // a server shutting down does not wait for the rest
			return nil, err
		}
		w := widths[i]
		h := max(1, int((int64(uh)*int64(w)+int64(uw)/2)/int64(uw)))
		// Dimensions in the stored orientation.
		dw, dh := w, h
		if transposed {
			dw, dh = h, w
		}
		var scaled image.Image
		if dw == from.Bounds().Dx() && dh == from.Bounds().Dy() {
			scaled = toRGBA(from)
		} else {
			dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
			xdraw.CatmullRom.Scale(dst, dst.Bounds(), from, from.Bounds(), xdraw.Src, nil)
			scaled = dst
		}
		from = scaled
		up := Upright(scaled.(*image.RGBA), orientation)
		vs, err := encode(up)
		if err != nil {
			return nil, err
		}
		made = append(made, vs...)
	}
	// Narrowest first.
	for i := len(made) - 2; i >= 0; i -= 2 {
		res.Variants = append(res.Variants, made[i], made[i+1])
	}
	return res, nil
}

func toRGBA(m image.Image) *image.RGBA {
	if n, ok := m.(*image.RGBA); ok && n.Rect.Min == (image.Point{}) {
		return n
	}
	b := m.Bounds()
	n := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(n, n.Bounds(), m, b.Min, draw.Src)
	return n
}

// encode writes m as WebP and as JPEG (on white: JPEG has no transparency).
func encode(m *image.RGBA) ([]Variant, error) {
	w, h := m.Rect.Dx(), m.Rect.Dy()
	var wb bytes.Buffer
	if err := gwebp.Encode(&wb, m, gwebp.Options{Quality: webpQuality, Method: 4}); err != nil {
		return nil, fmt.Errorf("picture: encode webp: %w", err)
	}
	flat := image.NewRGBA(m.Rect)
	draw.Draw(flat, flat.Rect, image.White, image.Point{}, draw.Src)
	draw.Draw(flat, flat.Rect, m, image.Point{}, draw.Over)
	var jb bytes.Buffer
	if err := jpeg.Encode(&jb, flat, &jpeg.Options{Quality: jpegQuality}); err != nil {
		return nil, fmt.Errorf("picture: encode jpeg: %w", err)
	}
	return []Variant{variant("webp", w, h, wb.Bytes()), variant("jpeg", w, h, jb.Bytes())}, nil
}

func variant(format string, w, h int, data []byte) Variant {
	sum := sha256.Sum256(data)
	ext := map[string]string{"webp": ".webp", "jpeg": ".jpg"}[format]
	return Variant{
		Key:    KeyPrefix + hex.EncodeToString(sum[:16]) + ext,
		Format: format, Width: w, Height: h, Size: int64(len(data)), data: data,
	}
}

// the ones it stored, so that nothing is left behind.
func Store(ctx context.Context, store blob.Store, res *Result) error {
	for i, v := range res.Variants {
		if err := store.Put(ctx, v.Key, bytes.NewReader(v.data), v.Size); err != nil {
			Remove(context.WithoutCancel(ctx), store, res.Variants[:i])
			return fmt.Errorf("picture: store %s: %w", v.Key, err)
		}
	}
	return nil
}

// Remove deletes the variants' files, going on past failures; it returns
// the first.
func Remove(ctx context.Context, store blob.Store, vs []Variant) error {
	var first error
	for _, v := range vs {
		if err := store.Delete(ctx, v.Key); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// ContentType is the MIME type of a variant's key.
func ContentType(key string) string {
	switch {
	case len(key) > 5 && key[len(key)-5:] == ".webp":
		return "image/webp"
	case len(key) > 4 && key[len(key)-4:] == ".jpg":
		return "image/jpeg"
	}
	return ""
}

// URLPrefix is the path the site serves the picture files under, each by
// the name of its key: /pictures/<hash>.<ext>.
const URLPrefix = "/pictures/"

// Picture returns the processed picture as the domain records it, each
// variant with its URL.
func (r *Result) Picture() dayspa.Picture {
	p := dayspa.Picture{Width: r.Width, Height: r.Height, Variants: make([]dayspa.PictureVariant, 0, len(r.Variants))}
	for _, v := range r.Variants {
		p.Variants = append(p.Variants, dayspa.PictureVariant{
			Src: URLPrefix + strings.TrimPrefix(v.Key, KeyPrefix), Type: ContentType(v.Key),
			Width: v.Width, Height: v.Height, Key: v.Key,
		})
	}
	return p
}
