package picturetest

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
)

// BlankPNG returns a valid w×h PNG, 8-bit grey, every pixel black: a file
// of some tens of kilobytes that would unpack into w×h bytes (7000 × 7000:
// 47 KB for 49 megapixels). Its rows are compressed as they are written,
// so making it never holds the pixels.
func BlankPNG(w, h int) []byte {
	chunk := func(out *bytes.Buffer, typ string, data []byte) {
		binary.Write(out, binary.BigEndian, uint32(len(data)))
		body := append([]byte(typ), data...)
		out.Write(body)
		binary.Write(out, binary.BigEndian, crc32.ChecksumIEEE(body))
	}
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr, uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 8, 0 // 8-bit greyscale
	chunk(&out, "IHDR", ihdr)
	var idat bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&idat, zlib.BestCompression)
	row := make([]byte, 1+w) // filter type 0, then the row's pixels
	for range h {
		zw.Write(row)
	}
	zw.Close()
	chunk(&out, "IDAT", idat.Bytes())
	chunk(&out, "IEND", nil)
	return out.Bytes()
}
