// Package picturetest makes the photos the upload tests send: a JPEG that
// carries what a phone writes into its photos (an EXIF orientation, the
// camera's name and a GPS position), built byte by byte so the test owns
// every part of it.
package picturetest

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/jpeg"
)

// Camera is the camera's name the EXIF block carries: a variant holding it
// kept the upload's metadata.
const Camera = "SpyCam 3000"

// EXIF returns a little-endian TIFF (an EXIF block's body) with orientation
// o, the camera Camera and a GPS position (25.1972 N, 55.2744 E: a spa in
// Dubai).
func EXIF(o int) []byte {
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
	type entry struct {
		tag, typ uint16
		count    uint32
		value    []byte // more than 4 bytes go to the data area
	}
	// Layout: header (8), IFD0, GPS IFD, data area.
	ifd0 := []entry{
		{0x010F, 2, uint32(len(Camera) + 1), ascii(Camera)}, // Make
		{0x0112, 3, 1, short(uint16(o))},                    // Orientation
		{0x8825, 4, 1, nil},                                 // GPS IFD pointer, set below
	}
	gps := []entry{
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
	var data, out bytes.Buffer
	writeIFD := func(es []entry) {
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
	out.WriteString("II*\x00")
	out.Write(long(uint32(ifd0At)))
	writeIFD(ifd0)
	writeIFD(gps)
	out.Write(data.Bytes())
	return out.Bytes()
}

// JPEG encodes m as a JPEG carrying EXIF(o) in its APP1 segment.
func JPEG(m image.Image, o int) ([]byte, error) {
	var plain bytes.Buffer
	if err := jpeg.Encode(&plain, m, &jpeg.Options{Quality: 90}); err != nil {
		return nil, err
	}
	payload := append([]byte("Exif\x00\x00"), EXIF(o)...)
	seg := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(seg[2:], uint16(len(payload)+2))
	out := append([]byte{}, plain.Bytes()[:2]...)
	out = append(out, seg...)
	out = append(out, payload...)
	return append(out, plain.Bytes()[2:]...), nil
}
