package dayspa

import (
	"strings"
	"testing"
	"time"
)

// A receipt's kind is read from its bytes, never from its name; its size
// is bounded by its kind; its name is cleaned and ends in its kind's
// extension; its key is fresh each time.
func TestNewReceipt(t *testing.T) {
	now := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
	webp := []byte("RIFF\x00\x00\x00\x00WEBPVP8 \x00\x00\x00\x00")
	for _, c := range []struct {
		name, file, wantName, wantType string
		wantMsg                        Msg
	}{
		{"invoice.pdf", "%PDF-1.7\n...", "invoice.pdf", "application/pdf", Msg{}},
		{"photo.png", "%PDF-1.4", "photo.png.pdf", "application/pdf", Msg{}},
		{`C:\scans\IMG 1.JPEG`, "\xFF\xD8\xFF\xE0rest", "IMG 1.JPEG", "image/jpeg", Msg{}},
		{"", "\x89PNG\r\n\x1a\nrest", "receipt.png", "image/png", Msg{}},
		{"shot", string(webp), "shot.webp", "image/webp", Msg{}},
		{"\x01\"", "%PDF-", "receipt.pdf", "application/pdf", Msg{}},
		{"a.pdf", "", "", "", MsgReceiptEmpty},
		{"a.pdf", "<html>", "", "", MsgReceiptType},
		{"a.gif", "GIF89a", "", "", MsgReceiptType},
		{"a.jpg", "\xFF\xD8\xFF" + strings.Repeat("x", MaxPictureSize), "", "", MsgReceiptTooLarge},
	} {
		r, err := NewReceipt(c.name, []byte(c.file), now)
		if c.wantMsg.Code != "" {
			if f := ErrorFields(err); f["file"] != c.wantMsg.Text {
				t.Errorf("%q: %v, want %q on file", c.name, err, c.wantMsg.Text)
			}
			continue
		}
		if err != nil || r.Name != c.wantName || r.ContentType != c.wantType || r.Size != int64(len(c.file)) ||
			!strings.HasPrefix(r.Key, ReceiptKeyPrefix) || !r.UploadedAt.Equal(now) {
			t.Errorf("%q: %+v, %v", c.name, r, err)
		}
		if ReceiptExt(r.ContentType) == "" || !strings.HasSuffix(r.Key, ReceiptExt(r.ContentType)) {
			t.Errorf("%q: key %s for %s", c.name, r.Key, r.ContentType)
		}
	}
	a, _ := NewReceipt("a.pdf", []byte("%PDF-"), now)
	b, _ := NewReceipt("a.pdf", []byte("%PDF-"), now)
	if a.Key == b.Key {
		t.Errorf("two receipts share the key %s", a.Key)
	}
}
