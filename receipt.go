package dayspa

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"strings"
	"time"
	"unicode/utf8"
)

// An expense's receipt: the supplier's invoice, a PDF or a photo of it,
// kept in the blob store beside the uploaded reports and served only to
// those who see the income. Its kind is read from its first bytes, never
// from the name or the type the browser sent; its size is bounded as the
// spa's other uploads are: a PDF as a PDF report (MaxPDFSize), a photo as
// a picture (MaxPictureSize). The file is kept as it came: a receipt is a
// document to show the accountant, not a picture of the site.

// PDFMagic is how every PDF file begins.
const PDFMagic = "%PDF-"

// MaxPictureSize is the largest picture that may be uploaded: 15 MB.
const MaxPictureSize = 15 << 20

// MaxReceiptSize is the most bytes any receipt may have (a PDF's bound).
const MaxReceiptSize = MaxPDFSize

// PictureFormat names a picture's format by its first bytes: "jpeg",
// "png", "webp", or "" for anything else.
func PictureFormat(b []byte) string {
	switch {
	case bytes.HasPrefix(b, []byte{0xFF, 0xD8, 0xFF}):
		return "jpeg"
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		return "png"
	case len(b) >= 16 && string(b[:4]) == "RIFF" && string(b[8:12]) == "WEBP" && string(b[12:15]) == "VP8":
		return "webp"
	}
	return ""
}

// receiptKind is a kind of receipt file: its extension, content type and
// size limit.
type receiptKind struct {
	ext, contentType string
	max              int64
}

var receiptKinds = map[string]receiptKind{
	"pdf":  {"pdf", "application/pdf", MaxPDFSize},
	"jpeg": {"jpg", "image/jpeg", MaxPictureSize},
	"png":  {"png", "image/png", MaxPictureSize},
	"webp": {"webp", "image/webp", MaxPictureSize},
}

// The messages of a receipt.
var (
	MsgReceiptType     = NewMsg("expense.receipt_type", "Attach the receipt as a PDF, JPEG, PNG or WebP file: this file is none of them.")
	MsgReceiptTooLarge = NewMsg("expense.receipt_too_large", "The receipt is too large: a PDF may be at most 50 MB, a photo at most 15 MB.")
	MsgReceiptEmpty    = NewMsg("expense.receipt_empty", "Please choose the receipt's file.")
	MsgReceiptNone     = NewMsg("expense.no_receipt", "This expense has no receipt.")
)

// Receipt is the file of an expense's receipt. Key names it in the blob
// store and never leaves the server; Name is the uploaded file's name,
// cleaned, under which it is downloaded.
type Receipt struct {
	Key         string    `json:"-"`
	Name        string    `json:"name"`
	ContentType string    `json:"contentType"`
	Size        int64     `json:"size"`
	UploadedAt  time.Time `json:"uploadedAt"`
}

// ReceiptKeyPrefix is the folder of the receipts in the blob store.
const ReceiptKeyPrefix = "receipts/"

// NewReceipt checks an uploaded receipt, named name, and returns its
// record with a fresh key of its own: a replaced receipt's file and its
// successor's never share a key. A file that is empty, of another kind
// or too large is a field error of "file".
func NewReceipt(name string, data []byte, now time.Time) (Receipt, error) {
	if len(data) == 0 {
		return Receipt{}, FieldError("file", MsgReceiptEmpty)
	}
	format := PictureFormat(data)
	if bytes.HasPrefix(data, []byte(PDFMagic)) {
		format = "pdf"
	}
	kind, ok := receiptKinds[format]
	if !ok {
		return Receipt{}, FieldError("file", MsgReceiptType)
	}
	if int64(len(data)) > kind.max {
		return Receipt{}, FieldError("file", MsgReceiptTooLarge)
	}
	id := make([]byte, 16)
	_, _ = rand.Read(id) // crypto/rand.Read never fails
	return Receipt{
		Key:         ReceiptKeyPrefix + hex.EncodeToString(id) + "." + kind.ext,
		Name:        receiptName(name, kind.ext),
		ContentType: kind.contentType,
		Size:        int64(len(data)),
		UploadedAt:  now.UTC().Truncate(time.Second),
	}, nil
}

// receiptName is the name a receipt is downloaded under: the upload's,
// cleaned, ending in its kind's extension; "receipt.<ext>" when nothing
// usable is left.
func receiptName(name, ext string) string {
	name = cleanFileName(name)
	if !ValidText(name, OneLine) || VisibleLen(name) == 0 {
		name = "receipt"
	}
	if r := []rune(name); len(r) > 200 {
		name = string(r[:200])
	}
	lower := strings.ToLower(name)
	if !strings.HasSuffix(lower, "."+ext) && !(ext == "jpg" && strings.HasSuffix(lower, ".jpeg")) {
		name += "." + ext
	}
	if !utf8.ValidString(name) {
		return "receipt." + ext
	}
	return name
}

// ReceiptExt is the extension, with its dot, of a receipt of that
// content type.
func ReceiptExt(contentType string) string {
	for _, k := range receiptKinds {
		if k.contentType == contentType {
			return "." + k.ext
		}
	}
	return ""
}
