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
)

// tiffBuilder writes a little-endian TIFF (the EXIF block's body).
type tiffBuilder struct{ buf bytes.Buffer }

type ifdEntry struct {
	tag, typ uint16
	count    uint32
	value    []byte // the value's bytes; more than 4 go to the data area
}

// exifBlock returns a TIFF with orientation o, the camera "SpyCam 3000"
// and a GPS position (25.1972 N, 55.2744 E: a spa in Dubai).
func exifBlock(o int) []byte {
	le := binary.LittleEndian
	short := func(v uint16) []byte { b := make([]byte, 2); le.PutUint16(b, v); return b }
	long := func(v uint32) []byte { b := make([]byte, 4); le.PutUint32(b, v); return b }
	rats := func(vs ...uint32) []byte {
		var b []byte
		for i := 0; i < len(vs); i += 2 {
			b = append(b, long(vs[i])...)
			b = append(b, long(vs[i+1])...)
		}
		return b
	}
	ascii := func(s string) []byte { return append([]byte(s), 0) }
	// Layout: header (8), IFD0, GPS IFD, data area.
	ifd0 := []ifdEntry{
		{0x010F, 2, 12, ascii("SpyCam 3000")[:12]}, // Make
		{0x0112, 3, 1, short(uint16(o))},           // Orientation
		{0x8825, 4, 1, nil},                        // GPS IFD pointer, set below
	}
	gps := []ifdEntry{
		{0x0001, 2, 2, ascii("N")},
		{0x0002, 5, 3, rats(25, 1, 11, 1, 4999, 100)},
		{0x0003, 2, 2, ascii("E")},
		{0x0004, 5, 3, rats(55, 1, 16, 1, 2784, 100)},
	}
	ifdSize := func(n int) int { return 2 + 12*n + 4 }
	ifd0At := 8
	gpsAt := ifd0At + ifdSize(len(ifd0))
	dataAt := gpsAt + ifdSize(len(gps))
	ifd0[2].value = long(uint32(gpsAt))
	var data bytes.Buffer
	writeIFD := func(out *bytes.Buffer, es []ifdEntry) {
		out.Write(short(uint16(len(es))))
		for _, e := range es {
			out.Write(short(e.tag))
			out.Write(short(e.typ))
			out.Write(long(e.count))
			if len(e.value) <= 4 {
				v := make([]byte, 4)
				copy(v, e.value)
				out.Write(v)
			} else {
				out.Write(long(uint32(dataAt + data.Len())))
				data.Write(e.value)
				if data.Len()%2 == 1 {
					data.WriteByte(0)
				}
			}
		}
		out.Write(long(0))
	}
	var t tiffBuilder
	t.buf.WriteString("II*\x00")
	t.buf.Write(long(uint32(ifd0At)))
	writeIFD(&t.buf, ifd0)
	writeIFD(&t.buf, gps)
	t.buf.Write(data.Bytes())
	return t.buf.Bytes()
}

// jpegWithExif encodes m as a JPEG carrying exifBlock(o) in APP1.
func jpegWithExif(t *testing.T, m image.Image, o int) []byte {
	t.Helper()
	var plain bytes.Buffer
	if err := jpeg.Encode(&plain, m, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	payload := append([]byte("Exif\x00\x00"), exifBlock(o)...)
	seg := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(seg[2:], uint16(len(payload)+2))
	out := append([]byte{}, plain.Bytes()[:2]...)
	out = append(out, seg...)
	out = append(out, payload...)
	return append(out, plain.Bytes()[2:]...)
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
	if bytes.Contains(b, []byte("Exif")) || bytes.Contains(b, []byte("SpyCam")) {
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
	if bytes.Contains(b, []byte("SpyCam")) {
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
