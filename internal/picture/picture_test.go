package picture_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"net/http/httptest"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	gwebp "github.com/gen2brain/webp"
	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
	"github.com/rwcarlsen/goexif/exif"
	xwebp "golang.org/x/image/webp"

	"github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/picture"
)

var (
	red   = color.NRGBA{220, 20, 20, 255}
	green = color.NRGBA{20, 200, 20, 255}
	blue  = color.NRGBA{20, 20, 220, 255}
	white = color.NRGBA{255, 255, 255, 255}
)

// quadrants is a w×h picture whose top-left quarter is red, top-right
// green, bottom-left blue and bottom-right white, as stored.
func quadrants(w, h int) *image.NRGBA {
	m := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := white
			switch {
			case x < w/2 && y < h/2:
				c = red
			case y < h/2:
				c = green
			case x < w/2:
				c = blue
			}
			m.SetNRGBA(x, y, c)
		}
	}
	return m
}

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

func TestVariantsNeverUpscaled(t *testing.T) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, quadrants(2000, 1000)); err != nil {
		t.Fatal(err)
	}
	res, err := picture.Process(context.Background(), &buf)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, v := range res.Variants {
		got = append(got, v.Format+":"+itoa(v.Width)+"x"+itoa(v.Height))
		if !strings.HasPrefix(v.Key, "pictures/") {
			t.Errorf("key %q", v.Key)
		}
	}
	want := "webp:480x240 jpeg:480x240 webp:960x480 jpeg:960x480 webp:1600x800 jpeg:1600x800"
	if strings.Join(got, " ") != want {
		t.Fatalf("variants %v, want %s", got, want)
	}

	// A small WebP: one variant of its own width.
	buf.Reset()
	if err := gwebp.Encode(&buf, quadrants(300, 200)); err != nil {
		t.Fatal(err)
	}
	res, err = picture.Process(context.Background(), &buf)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Variants) != 2 || res.Variants[0].Width != 300 || res.Variants[1].Height != 200 {
		t.Fatalf("variants of a 300x200 picture: %+v", res.Variants)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// pngHeader is a PNG's signature and IHDR claiming w×h pixels, with a
// tiny IDAT: what a decompression bomb looks like before it unpacks.
func pngHeader(w, h uint32) []byte {
	chunk := func(typ string, data []byte) []byte {
		out := make([]byte, 4, 12+len(data))
		binary.BigEndian.PutUint32(out, uint32(len(data)))
		out = append(out, typ...)
		out = append(out, data...)
		return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(append([]byte(typ), data...)))
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr, w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6 // 8-bit RGBA
	out := []byte("\x89PNG\r\n\x1a\n")
	out = append(out, chunk("IHDR", ihdr)...)
	out = append(out, chunk("IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01})...)
	return append(out, chunk("IEND", nil)...)
}

func TestRefused(t *testing.T) {
	ctx := context.Background()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	before := ms.TotalAlloc
	// 10 000 × 10 000 = 100 megapixels: 400 MB once decoded.
	_, err := picture.Process(ctx, bytes.NewReader(pngHeader(10000, 10000)))
	if !errors.Is(err, picture.ErrTooMany) {
		t.Fatalf("bomb: %v, want ErrTooMany", err)
	}
	runtime.ReadMemStats(&ms)
	if grew := ms.TotalAlloc - before; grew > 4<<20 {
		t.Fatalf("refusing the bomb allocated %d bytes: it was decoded", grew)
	}
	// Just over the limit, and just under it (refused later as damaged: no pixel data).
	if _, err := picture.Process(ctx, bytes.NewReader(pngHeader(10001, 5000))); !errors.Is(err, picture.ErrTooMany) {
		t.Fatalf("50,005,000 pixels: %v, want ErrTooMany", err)
	}

	notImage := []byte("%PDF-1.7 this is no picture, whatever its name (holiday.jpg) says\n")
	if _, err := picture.Process(ctx, bytes.NewReader(notImage)); !errors.Is(err, picture.ErrNotImage) {
		t.Fatalf("text: %v, want ErrNotImage", err)
	}
	gif := []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;")
	if _, err := picture.Process(ctx, bytes.NewReader(gif)); !errors.Is(err, picture.ErrNotImage) {
		t.Fatalf("gif: %v, want ErrNotImage", err)
	}
	big := io.MultiReader(bytes.NewReader(jpegWithExif(t, quadrants(8, 8), 1)), bytes.NewReader(make([]byte, picture.MaxFileSize)))
	if _, err := picture.Process(ctx, big); !errors.Is(err, picture.ErrTooLarge) {
		t.Fatalf("15 MB + 1: %v, want ErrTooLarge", err)
	}
	if _, err := picture.Process(ctx, bytes.NewReader(nil)); !errors.Is(err, picture.ErrEmpty) {
		t.Fatalf("empty: %v, want ErrEmpty", err)
	}
	truncated := jpegWithExif(t, quadrants(200, 100), 1)
	truncated = truncated[:len(truncated)/2]
	if _, err := picture.Process(ctx, bytes.NewReader(truncated)); !errors.Is(err, picture.ErrCorrupted) {
		t.Fatalf("truncated: %v, want ErrCorrupted", err)
	}
}

func memStore(t *testing.T) blob.Store {
	d, err := blob.NewDir(filepath.Join(t.TempDir(), "blobs"))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func get(t *testing.T, s blob.Store, key string) []byte {
	t.Helper()
	rc, _, err := s.Get(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	b, err := io.ReadAll(rc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func fakeS3(t *testing.T) blob.Store {
	srv := httptest.NewServer(gofakes3.New(s3mem.New(), gofakes3.WithAutoBucket(true)).Server())
	t.Cleanup(srv.Close)
	s, err := blob.NewS3(blob.S3Config{Bucket: "pictures", Endpoint: srv.URL, Region: "me-central-1",
		AccessKeyID: "test", SecretAccessKey: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// failingStore fails the nth Put.
type failingStore struct {
	blob.Store
	n, puts int
}

func (f *failingStore) Put(ctx context.Context, key string, r io.Reader, size int64) error {
	f.puts++
	if f.puts == f.n {
		return errors.New("disk full")
	}
	return f.Store.Put(ctx, key, r, size)
}

func TestStoreOnBothBlobStores(t *testing.T) {
	stores := map[string]func(t *testing.T) blob.Store{"dir": memStore, "s3": fakeS3}
	for name, mk := range stores {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			s := mk(t)
			res, err := picture.Process(ctx, bytes.NewReader(jpegWithExif(t, quadrants(1000, 600), 1)))
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Variants) != 6 { // 480, 960 and its own 1000
				t.Fatalf("%d variants", len(res.Variants))
			}
			if err := picture.Store(ctx, s, res); err != nil {
				t.Fatal(err)
			}
			for _, v := range res.Variants {
				if b := get(t, s, v.Key); int64(len(b)) != v.Size {
					t.Fatalf("%s: %d bytes, recorded %d", v.Key, len(b), v.Size)
				}
			}
			if err := picture.Remove(ctx, s, res.Variants); err != nil {
				t.Fatal(err)
			}
			for _, v := range res.Variants {
				if _, _, err := s.Get(ctx, v.Key); !errors.Is(err, blob.ErrNotFound) {
					t.Fatalf("%s after Remove: %v", v.Key, err)
				}
			}

			// A store that fails half-way: what was stored is removed.
			fs := &failingStore{Store: s, n: 4}
			if err := picture.Store(ctx, fs, res); err == nil {
				t.Fatal("Store succeeded on a failing store")
			}
			for _, v := range res.Variants {
				if _, _, err := s.Get(ctx, v.Key); !errors.Is(err, blob.ErrNotFound) {
					t.Fatalf("%s left behind: %v", v.Key, err)
				}
			}
		})
	}
}
