package httpx

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestUnmatched: the mux's answer to a path it has with another method is
// a 405 naming the methods it has; to a path it lacks, a 404; and the
// client is told nothing while Unmatched asks.
func TestUnmatched(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /robots.txt", func(http.ResponseWriter, *http.Request) {})
	for _, tt := range []struct {
		method, path string
		status       int
		allow        string
	}{
		{"POST", "/robots.txt", http.StatusMethodNotAllowed, "GET, HEAD"},
		{"GET", "/nowhere", http.StatusNotFound, ""},
	} {
		r := httptest.NewRequest(tt.method, tt.path, nil)
		h, _ := mux.Handler(r)
		if status, allow := Unmatched(h, r); status != tt.status || allow != tt.allow {
			t.Errorf("%s %s: %d %q, want %d %q", tt.method, tt.path, status, allow, tt.status, tt.allow)
		}
	}
}

func TestParseBaseURL(t *testing.T) {
	if u, err := ParseBaseURL(" https://spa.example/ "); err != nil || u.String() != "https://spa.example" {
		t.Errorf("ParseBaseURL = %v, %v", u, err)
	}
	for _, bad := range []string{"spa.example", "ftp://spa.example", "https://", "https://u@spa.example", "https://spa.example/x", "https://spa.example?q=1"} {
		if _, err := ParseBaseURL(bad); err == nil {
			t.Errorf("ParseBaseURL(%q) passed", bad)
		}
	}
}
