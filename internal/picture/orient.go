package picture

import (
	"bytes"
	"encoding/binary"
	"image"

	"github.com/rwcarlsen/goexif/exif"
)

// A photo's orientation: what its EXIF says of how the camera was held,
// in a JPEG, PNG or WebP file, and the turn that makes it upright.

// Orientation returns the EXIF orientation (1 to 8) of a JPEG, PNG or
// WebP file; 1 (as stored) when it has none or it cannot be read.
func Orientation(format string, b []byte) int {
	var tiff []byte
	switch format {
	case "jpeg":
		x, err := exif.Decode(bytes.NewReader(b))
		return orientationOf(x, err)
	case "png":
		tiff = pngChunk(b, "eXIf")
	case "webp":
		tiff = riffChunk(b, "EXIF")
		// Some writers keep JPEG's "Exif\0\0" before the TIFF header.
		tiff = bytes.TrimPrefix(tiff, []byte("Exif\x00\x00"))
	}
	if tiff == nil {
		return 1
	}
	x, err := exif.Decode(bytes.NewReader(tiff))
	return orientationOf(x, err)
}

func orientationOf(x *exif.Exif, err error) int {
	if x == nil || (err != nil && exif.IsCriticalError(err)) {
		return 1
	}
	tag, err := x.Get(exif.Orientation)
	if err != nil {
		return 1
	}
	v, err := tag.Int(0)
	if err != nil || v < 1 || v > 8 {
		return 1
	}
	return v
}

// pngChunk returns the data of the first chunk of type typ.
func pngChunk(b []byte, typ string) []byte {
	b = b[8:]
	for len(b) >= 12 {
		n := int(binary.BigEndian.Uint32(b))
		if n < 0 || n > len(b)-12 {
			return nil
		}
		if string(b[4:8]) == typ {
			return b[8 : 8+n]
		}
		b = b[12+n:]
	}
	return nil
}

// riffChunk returns the data of the first chunk of type typ of a WebP.
func riffChunk(b []byte, typ string) []byte {
	b = b[12:]
	for len(b) >= 8 {
		n := int(binary.LittleEndian.Uint32(b[4:]))
		if n < 0 || n > len(b)-8 {
			return nil
		}
		if string(b[:4]) == typ {
			return b[8 : 8+n]
		}
		b = b[8+n+n%2:]
	}
	return nil
}

// Upright returns m turned so that it shows as EXIF orientation o says
// the camera was held: 1 as stored, 2 mirrored, 3 turned half, 4 flipped,
// 5 transposed, 6 turned a quarter clockwise, 7 transversed, 8 turned a
// quarter counter-clockwise.
func Upright(m *image.RGBA, o int) *image.RGBA {
	if o < 2 || o > 8 {
		return m
	}
	w, h := m.Rect.Dx(), m.Rect.Dy()
	ow, oh := w, h
	if o >= 5 {
		ow, oh = h, w
	}
	out := image.NewRGBA(image.Rect(0, 0, ow, oh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var dx, dy int
			switch o {
			case 2:
				dx, dy = w-1-x, y
			case 3:
				dx, dy = w-1-x, h-1-y
			case 4:
				dx, dy = x, h-1-y
			case 5:
				dx, dy = y, x
			case 6:
				dx, dy = h-1-y, x
			case 7:
				dx, dy = h-1-y, w-1-x
			case 8:
				dx, dy = y, w-1-x
			}
			si := m.PixOffset(x+m.Rect.Min.X, y+m.Rect.Min.Y)
			di := out.PixOffset(dx, dy)
			copy(out.Pix[di:di+4], m.Pix[si:si+4])
		}
	}
	return out
}

// Store puts every variant into the blob store. On failure it removes
