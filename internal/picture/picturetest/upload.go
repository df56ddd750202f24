package picturetest

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"mime/multipart"
)

// TwoColours is a plain w×h JPEG, its left half dark blue and its right
// half sand: a picture every upload takes, whose halves show which way
// up a variant was written.
func TwoColours(w, h int) []byte {
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.RGBA{200, 160, 120, 255}
			if x < w/2 {
				c = color.RGBA{40, 60, 90, 255}
			}
			m.Set(x, y, c)
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, m, nil); err != nil {
		panic(err) // encoding an in-memory RGBA into a buffer does not fail
	}
	return b.Bytes()
}

// Form is a multipart form of fields and, unless file is nil, the file
// part "file" named fileName, as the dashboard's upload forms send it: the
// body and its Content-Type.
func Form(fields map[string]string, fileName string, file []byte) (body, contentType string) {
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	for k, v := range fields {
		_ = mw.WriteField(k, v) // writes to a bytes.Buffer do not fail
	}
	if file != nil {
		fw, _ := mw.CreateFormFile("file", fileName)
		_, _ = fw.Write(file)
	}
	_ = mw.Close()
	return b.String(), mw.FormDataContentType()
}
