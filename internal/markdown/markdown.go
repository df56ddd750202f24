// Package markdown turns blog Markdown into HTML that is safe to put in a
// page: goldmark renders it (raw HTML is dropped, as goldmark does by
// default) and bluemonday's UGC policy sanitizes the result, so a script,
// an event handler or a javascript: link never reaches a visitor.
package markdown

import (
	"bytes"
	"crypto/sha256"
	"sync"

	"github.com/microcosm-cc/bluemonday"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
)

var (
	md = goldmark.New(
		goldmark.WithExtensions(extension.GFM),
		goldmark.WithParserOptions(parser.WithAutoHeadingID()),
	)
	policy = newPolicy()
)

func newPolicy() *bluemonday.Policy {
	p := bluemonday.UGCPolicy()
	// Links that leave the site open in a new tab without handing it the
	// opener; UGCPolicy already adds rel="nofollow".
	p.AddTargetBlankToFullyQualifiedLinks(true)
	p.RequireNoReferrerOnFullyQualifiedLinks(true)
	return p
}

// Render converts Markdown to sanitized HTML.
func Render(src string) string {
	var buf bytes.Buffer
	if err := md.Convert([]byte(src), &buf); err != nil {
		// goldmark only fails when the writer does; a bytes.Buffer does not.
		return ""
	}
	return policy.Sanitize(buf.String())
}

// Cache remembers rendered HTML by a key and the hash of the source, so a
// post is rendered once per edit, not once per request. It holds at most
// max entries and starts afresh when full: posts are few and rendering is
// cheap, so nothing cleverer is needed.
type Cache struct {
	mu      sync.Mutex
	max     int
	entries map[cacheKey]string
}

type cacheKey struct {
	id   int64
	hash [sha256.Size]byte
}

// NewCache returns a Cache holding at most max rendered documents.
func NewCache(max int) *Cache {
	return &Cache{max: max, entries: make(map[cacheKey]string)}
}

// Render returns the sanitized HTML of src, from the cache when the
// document id was rendered from the same source before.
func (c *Cache) Render(id int64, src string) string {
	k := cacheKey{id: id, hash: sha256.Sum256([]byte(src))}
	c.mu.Lock()
	html, ok := c.entries[k]
	c.mu.Unlock()
	if ok {
		return html
	}
	html = Render(src)
	c.mu.Lock()
	if len(c.entries) >= c.max {
		clear(c.entries)
	}
	c.entries[k] = html
	c.mu.Unlock()
	return html
}
