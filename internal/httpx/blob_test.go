package httpx

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestAcceptsGzip(t *testing.T) {
	for _, tt := range []struct {
		header string
		want   bool
	}{
		{"", false},
		{"gzip", true},
		{"gzip, deflate, br, zstd", true},
		{"br;q=1.0, gzip;q=0.8", true},
		{"gzip;q=0", false},
		{"gzip; q=0.000", false},
		{"identity", false},
		{"*", true},
		{"*;q=0, gzip", true},
		{"gzip;q=0, *", false},
		{"br, *;q=0", false},
	} {
		r, _ := http.NewRequest("GET", "/", nil)
		if tt.header != "" {
			r.Header.Set("Accept-Encoding", tt.header)
		}
		if got := AcceptsGzip(r); got != tt.want {
			t.Errorf("AcceptsGzip(%q) = %v, want %v", tt.header, got, tt.want)
		}
	}
}

// TestServeBlobGzipLength: a gzipped page goes out with its length, in one
// piece rather than chunked, over a real connection; its answer to a
// conditional request (304) carries no length, and a range of it is the
// range's own length.
func TestServeBlobGzipLength(t *testing.T) {
	// A page as big as the home page's, gzipped (above the server's own 2 KB buffer, which gives a short answer
	// its length anyway): numbered lines, which gzip cannot fold into a few bytes.
	var html strings.Builder
	for i := range 3000 {
		fmt.Fprintf(&html, "<p>Treatment %d, %x minutes.</p>\n", i, i*7919%104729)
	}
	page := NewBlob([]byte(html.String()), "text/html; charset=utf-8")
	if page.GZ == nil || len(page.GZ) < 8<<10 {
		t.Fatalf("the page's gzip form is not a big page's: %d bytes", len(page.GZ))
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ServeBlob(w, r, http.StatusOK, page, "no-cache")
	}))
	defer srv.Close()
	get := func(headers ...string) *http.Response {
		t.Helper()
		req, _ := http.NewRequest(http.MethodGet, srv.URL, nil)
		for i := 0; i+1 < len(headers); i += 2 {
			req.Header.Set(headers[i], headers[i+1])
		}
		// The transport would ask for gzip and undo it itself: the test asks, and reads, as a browser's bytes.
		resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { resp.Body.Close() })
		return resp
	}

	full := get("Accept-Encoding", "gzip")
	body, _ := io.ReadAll(full.Body)
	if full.StatusCode != 200 || full.ContentLength != int64(len(page.GZ)) || len(full.TransferEncoding) != 0 || !bytes.Equal(body, page.GZ) {
		t.Fatalf("gzipped page: %d, length %d (want %d), transfer encoding %v", full.StatusCode, full.ContentLength, len(page.GZ), full.TransferEncoding)
	}
	same := get("Accept-Encoding", "gzip", "If-None-Match", full.Header.Get("ETag"))
	if same.StatusCode != http.StatusNotModified || same.Header.Get("Content-Length") != "" {
		t.Fatalf("conditional request: %d, Content-Length %q", same.StatusCode, same.Header.Get("Content-Length"))
	}
	part := get("Accept-Encoding", "gzip", "Range", "bytes=0-9")
	if part.StatusCode != http.StatusPartialContent || part.ContentLength != 10 {
		t.Fatalf("range: %d, length %d, want 206 and 10", part.StatusCode, part.ContentLength)
	}
}
