package httpx

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Unmatched reports how the mux's handler h for a request no pattern
// matches would answer it: 404, or 405 with the Allow header naming the
// methods the path has. It writes nothing to the client.
func Unmatched(h http.Handler, r *http.Request) (status int, allow string) {
	rec := &headerRecorder{header: http.Header{}}
	h.ServeHTTP(rec, r)
	return rec.status, rec.header.Get("Allow")
}

// headerRecorder keeps the status and headers a handler writes and drops
// its body.
type headerRecorder struct {
	header http.Header
	status int
}

func (h *headerRecorder) Header() http.Header { return h.header }
func (h *headerRecorder) Write(b []byte) (int, error) {
	if h.status == 0 {
		h.status = http.StatusOK
	}
	return len(b), nil
}
func (h *headerRecorder) WriteHeader(status int) {
	if h.status == 0 {
		h.status = status
	}
}

// ParseBaseURL checks that s is an absolute http(s) origin and returns it
// without a trailing slash.
func ParseBaseURL(s string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSuffix(strings.TrimSpace(s), "/"))
	switch {
	case err != nil:
		return nil, fmt.Errorf("base URL %q: %w", s, err)
	case u.Scheme != "http" && u.Scheme != "https":
		return nil, fmt.Errorf("base URL %q: want http:// or https://", s)
	case u.Host == "" || u.User != nil:
		return nil, fmt.Errorf("base URL %q: want a host and no user", s)
	case u.Path != "" || u.RawQuery != "" || u.Fragment != "":
		return nil, errors.New("base URL " + s + ": want an origin only, with no path, query or fragment (the site is served from /)")
	}
	return u, nil
}
