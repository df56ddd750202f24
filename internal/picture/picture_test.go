package picture_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
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

	"github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/picture"
	"github.com/dayspa/dayspa/internal/picture/picturetest"
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
	// Just over the limit, and at it (refused later as damaged: no pixel data).
	if _, err := picture.Process(ctx, bytes.NewReader(pngHeader(8000, 5001))); !errors.Is(err, picture.ErrTooMany) {
		t.Fatalf("40,008,000 pixels: %v, want ErrTooMany", err)
	}
	if _, err := picture.Process(ctx, bytes.NewReader(pngHeader(8000, 5000))); !errors.Is(err, picture.ErrCorrupted) {
		t.Fatalf("40,000,000 pixels: %v, want ErrCorrupted (its header passes)", err)
	}

	// A real PNG of 7000 × 7000 black pixels, 49 megapixels in under 100 KB:
	// refused from its header, before its pixels are unpacked (decoding it
	// took 3 s of CPU and 500 MB), with the limit in the message.
	blank := picturetest.BlankPNG(7000, 7000)
	if cfg, err := png.DecodeConfig(bytes.NewReader(blank)); err != nil || cfg.Width != 7000 || len(blank) > 100<<10 {
		t.Fatalf("the test's PNG: %+v %v, %d bytes", cfg, err, len(blank))
	}
	runtime.ReadMemStats(&ms)
	before = ms.TotalAlloc
	_, err = picture.Process(ctx, bytes.NewReader(blank))
	if !errors.Is(err, picture.ErrTooMany) || err.Error() != "The picture is too large: it may have at most 40 megapixels." {
		t.Fatalf("7000 × 7000 PNG: %v, want ErrTooMany naming 40 megapixels", err)
	}
	runtime.ReadMemStats(&ms)
	if grew := ms.TotalAlloc - before; grew > 4<<20 {
		t.Fatalf("refusing the 7000 × 7000 PNG allocated %d bytes: it was decoded", grew)
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
