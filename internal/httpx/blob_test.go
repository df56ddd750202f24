package httpx

import (
	"net/http"
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
