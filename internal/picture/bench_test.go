package picture_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/jpeg"
	"math/rand/v2"
	"testing"

	"github.com/dayspa/dayspa/internal/picture"
)

// photo12MP is a 4000×3000 JPEG (q92) that compresses like a photograph:
// smooth gradients, shapes and sensor-like grain.
func photo12MP(b *testing.B) []byte {
	b.Helper()
	const w, h = 4000, 3000
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	r := rand.New(rand.NewPCG(1, 2))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.RGBA{uint8(40 + 150*y/h), uint8(60 + 100*x/w), uint8(110 + 60*(x+y)/(w+h)), 255}
			if dx, dy := x-2800, y-1800; dx*dx+dy*dy < 500*500 {
				c = color.RGBA{240, 220, 170, 255}
			}
			n := r.IntN(9) - 4
			c.R, c.G, c.B = clamp(int(c.R)+n), clamp(int(c.G)+n), clamp(int(c.B)+n)
			m.SetRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, m, &jpeg.Options{Quality: 92}); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}

func clamp(v int) uint8 { return uint8(max(0, min(255, v))) }

// BenchmarkProcess12MP is one phone photo through the whole pipeline:
// decode, three widths, WebP and JPEG each. It reports the variants'
// bytes by format.
func BenchmarkProcess12MP(b *testing.B) {
	src := photo12MP(b)
	b.ReportMetric(float64(len(src)), "source-bytes")
	var webpBytes, jpegBytes int64
	for b.Loop() {
		res, err := picture.Process(context.Background(), bytes.NewReader(src))
		if err != nil {
			b.Fatal(err)
		}
		webpBytes, jpegBytes = 0, 0
		for _, v := range res.Variants {
			if v.Format == "webp" {
				webpBytes += v.Size
			} else {
				jpegBytes += v.Size
			}
		}
	}
	b.ReportMetric(float64(webpBytes), "webp-bytes")
	b.ReportMetric(float64(jpegBytes), "jpeg-bytes")
}
