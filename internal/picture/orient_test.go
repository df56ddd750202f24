package picture_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
	"testing"

	"github.com/rwcarlsen/goexif/exif"
	xwebp "golang.org/x/image/webp"

	"github.com/dayspa/dayspa/internal/picture"
	"github.com/dayspa/dayspa/internal/picture/picturetest"
)

// jpegWithExif encodes m as a JPEG carrying picturetest.EXIF(o): the
// orientation o, the camera picturetest.Camera and a GPS position.
func jpegWithExif(t *testing.T, m image.Image, o int) []byte {
	t.Helper()
	b, err := picturetest.JPEG(m, o)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestTheSampleCarriesItsMetadata(t *testing.T) {
	// The test's own sample must hold what the processing is to remove.
	b := jpegWithExif(t, quadrants(64, 32), 6)
	x, err := exif.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	lat, long, err := x.LatLong()
	if err != nil || lat < 25.19 || lat > 25.2 || long < 55.27 || long > 55.28 {
		t.Fatalf("sample GPS = %v, %v, %v", lat, long, err)
	}
	if got := picture.Orientation("jpeg", b); got != 6 {
		t.Fatalf("sample orientation = %d, want 6", got)
	}
}

// colourAt reads the colour at the centre of the given quarter (0 top-left,
// 1 top-right, 2 bottom-left, 3 bottom-right) of m.
func colourAt(m image.Image, q int) color.NRGBA {
	b := m.Bounds()
	x := b.Min.X + b.Dx()/4 + (q%2)*b.Dx()/2
	y := b.Min.Y + b.Dy()/4 + (q/2)*b.Dy()/2
	return color.NRGBAModel.Convert(m.At(x, y)).(color.NRGBA)
}

func near(a, b color.NRGBA) bool {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) < 40 && d(a.G, b.G) < 40 && d(a.B, b.B) < 40
}

func TestOrientationsAndMetadata(t *testing.T) {
	// Where the stored top-left (red) and top-right (green) quarters show
	// once the picture is upright, for each EXIF orientation.
	cases := []struct {
		o          int
		redQ, grnQ int
	}{
		{1, 0, 1}, {2, 1, 0}, {3, 3, 2}, {4, 2, 3},
		{5, 0, 2}, {6, 1, 3}, {7, 3, 1}, {8, 2, 0},
	}
	for _, c := range cases {
		t.Run("orientation "+itoa(c.o), func(t *testing.T) {
			in := jpegWithExif(t, quadrants(640, 320), c.o)
			res, err := picture.Process(context.Background(), bytes.NewReader(in))
			if err != nil {
				t.Fatal(err)
			}
			wantW, wantH := 640, 320
			if c.o >= 5 {
				wantW, wantH = 320, 640
			}
			if res.Width != wantW || res.Height != wantH {
				t.Fatalf("size %dx%d, want %dx%d", res.Width, res.Height, wantW, wantH)
			}
			dir := memStore(t)
			if err := picture.Store(context.Background(), dir, res); err != nil {
				t.Fatal(err)
			}
			for _, v := range res.Variants {
				data := get(t, dir, v.Key)
				var m image.Image
				if v.Format == "jpeg" {
					m, err = jpeg.Decode(bytes.NewReader(data))
					assertNoMetadataJPEG(t, data)
				} else {
					m, err = xwebp.Decode(bytes.NewReader(data))
					assertNoMetadataWebP(t, data)
				}
				if err != nil {
					t.Fatalf("%s: %v", v.Key, err)
				}
				if m.Bounds().Dx() != v.Width || m.Bounds().Dy() != v.Height {
					t.Fatalf("%s is %v, recorded %dx%d", v.Key, m.Bounds(), v.Width, v.Height)
				}
				if got := colourAt(m, c.redQ); !near(got, red) {
					t.Errorf("%s: quarter %d is %v, want red", v.Key, c.redQ, got)
				}
				if got := colourAt(m, c.grnQ); !near(got, green) {
					t.Errorf("%s: quarter %d is %v, want green", v.Key, c.grnQ, got)
				}
			}
		})
	}
}

func assertNoMetadataJPEG(t *testing.T, b []byte) {
	t.Helper()
	if bytes.Contains(b, []byte("Exif")) || bytes.Contains(b, []byte(picturetest.Camera)) {
		t.Fatal("the JPEG output still holds EXIF data")
	}
	if _, err := exif.Decode(bytes.NewReader(b)); err == nil {
		t.Fatal("the JPEG output has an EXIF block")
	}
	// No APP1..APP15 or COM segment before the image data.
	for i := 2; i+4 <= len(b); {
		if b[i] != 0xFF {
			t.Fatalf("bad marker at %d", i)
		}
		m := b[i+1]
		if m == 0xDA { // start of scan: the header is over
			return
		}
		if (m >= 0xE1 && m <= 0xEF) || m == 0xFE {
			t.Fatalf("the JPEG output has a metadata segment 0xFF%02X", m)
		}
		i += 2 + int(binary.BigEndian.Uint16(b[i+2:]))
	}
}

func assertNoMetadataWebP(t *testing.T, b []byte) {
	t.Helper()
	if bytes.Contains(b, []byte(picturetest.Camera)) {
		t.Fatal("the WebP output still holds the camera's name")
	}
	for i := 12; i+8 <= len(b); {
		id := string(b[i : i+4])
		if id == "EXIF" || id == "XMP " || id == "ICCP" {
			t.Fatalf("the WebP output has a %q chunk", id)
		}
		n := int(binary.LittleEndian.Uint32(b[i+4:]))
		i += 8 + n + n%2
	}
}
