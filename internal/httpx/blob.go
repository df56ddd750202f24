package httpx

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Blob is a response body held in memory, with its gzip form when that is
// smaller.
type Blob struct {
	Body  []byte
	GZ    []byte
	CType string
	ETag  string
}

// NewBlob keeps body, of content type ctype, with its ETag and, from 512
// bytes, its gzip form when that saves a tenth or more.
func NewBlob(body []byte, ctype string) *Blob {
	sum := sha256.Sum256(body)
	b := &Blob{Body: body, CType: ctype, ETag: `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`}
	if len(body) >= 512 {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression) // the level is valid
		_, _ = zw.Write(body)                                    // a bytes.Buffer does not fail
		_ = zw.Close()
		if buf.Len() < len(body)*9/10 {
			b.GZ = buf.Bytes()
		}
	}
	return b
}

// ServeBlob writes b with the given status, gzipped when the client
// accepts it, with its length. A 200 goes through http.ServeContent,
// which answers conditional and range requests; other statuses are
// written as they are.
func ServeBlob(w http.ResponseWriter, r *http.Request, status int, b *Blob, cache string) {
	h := w.Header()
	h.Set("Content-Type", b.CType)
	h.Set("Cache-Control", cache)
	body, etag := b.Body, b.ETag
	if b.GZ != nil {
		h.Add("Vary", "Accept-Encoding")
		if AcceptsGzip(r) {
			h.Set("Content-Encoding", "gzip")
			body, etag = b.GZ, strings.TrimSuffix(etag, `"`)+`-gz"`
		}
	}
	if status != http.StatusOK {
		h.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			_, _ = w.Write(body)
		}
		return
	}
	h.Set("ETag", etag)
	if h.Get("Content-Encoding") != "" && r.Header.Get("Range") == "" {
		// ServeContent leaves out the length of an encoded body (it cannot
		// tell a body encoded already from a writer that encodes), so the
		// page would go out chunked: a write more per answer, for every
		// page a visitor loads. Its answer to a conditional request (304)
		// drops the length again.
		h.Set("Content-Length", strconv.Itoa(len(body)))
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

// AcceptsGzip reports whether the request's Accept-Encoding allows gzip,
// by name or by "*", with a quality above zero.
func AcceptsGzip(r *http.Request) bool {
	gz, star := -1.0, -1.0
	for _, v := range r.Header.Values("Accept-Encoding") {
		for _, part := range strings.Split(v, ",") {
			coding, params, _ := strings.Cut(part, ";")
			q := 1.0
			if k, val, ok := strings.Cut(strings.TrimSpace(params), "="); ok && strings.TrimSpace(k) == "q" {
				if f, err := strconv.ParseFloat(strings.TrimSpace(val), 64); err == nil {
					q = f
				}
			}
			switch strings.ToLower(strings.TrimSpace(coding)) {
			case "gzip", "x-gzip":
				gz = q
			case "*":
				star = q
			}
		}
	}
	if gz >= 0 {
		return gz > 0
	}
	return star > 0
}
