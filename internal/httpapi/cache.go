package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"github.com/dayspa/dayspa/internal/httpx"
)

// publicReadTTL is how long a public list is answered from memory. The
// services and blog lists are what every visitor's first screens ask for,
// and they change a few times a year: reading and encoding the same rows
// for every visitor is most of what those requests would cost.
//
// This instance forgets its copy the moment it changes the list itself
// (the admin's service edits), so the manager sees the change at once;
// other instances on the same PostgreSQL see it within publicReadTTL.
const publicReadTTL = time.Second

// cachedList is one public list's answer, encoded and gzipped once, kept
// for publicReadTTL.
type cachedList struct {
	load func(ctx context.Context) (any, error)
	now  func() time.Time

	mu      sync.Mutex
	body    *httpx.Blob
	expires time.Time
	// loading is set while one request refreshes an old copy; the others
	// answer the old copy meanwhile instead of all reading the database.
	loading bool
	// gen counts invalidations: a load that began before one does not
	// store what it read, which may predate the change.
	gen uint64
}

func newCachedList(now func() time.Time, load func(ctx context.Context) (any, error)) *cachedList {
	return &cachedList{load: load, now: now}
}

// get returns the encoded list, loading it when the copy is missing or old.
// While one request refreshes an old copy, the others get the old copy.
func (c *cachedList) get(ctx context.Context) (*httpx.Blob, error) {
	c.mu.Lock()
	body, gen := c.body, c.gen
	switch {
	case body != nil && c.now().Before(c.expires):
		c.mu.Unlock()
		return body, nil
	case body != nil && c.loading:
		c.mu.Unlock()
		return body, nil
	}
	refreshing := body != nil
	c.loading = c.loading || refreshing
	c.mu.Unlock()

	fresh, until, err := c.encode(ctx)

	c.mu.Lock()
	defer c.mu.Unlock()
	if refreshing {
		c.loading = false
	}
	if err != nil {
		return nil, err
	}
	if c.gen == gen {
		c.body, c.expires = fresh, c.now().Add(publicReadTTL)
		if !until.IsZero() && until.Before(c.expires) {
			c.expires = until
		}
	}
	return fresh, nil
}

// goodUntil is a list a load returns that changes by itself at a known
// moment (the blog's next scheduled post): its copy is kept until then at
// most, so the post appears on time rather than up to publicReadTTL late.
type goodUntil struct {
	list  any
	until time.Time
}

func (c *cachedList) encode(ctx context.Context) (*httpx.Blob, time.Time, error) {
	v, err := c.load(ctx)
	if err != nil {
		return nil, time.Time{}, err
	}
	var until time.Time
	if g, ok := v.(goodUntil); ok {
		v, until = g.list, g.until
	}
	data, err := json.Marshal(v)
	if err != nil {
		return nil, time.Time{}, err
	}
	return httpx.NewBlob(append(data, '\n'), "application/json; charset=utf-8"), until, nil
}

// invalidate drops the copy: the next request reads the database.
func (c *cachedList) invalidate() {
	c.mu.Lock()
	c.body, c.gen = nil, c.gen+1
	c.mu.Unlock()
}

// serveCachedList answers a public list from c, gzipped when the client
// takes it (the blog list carries every post's text).
func serveCachedList(w http.ResponseWriter, r *http.Request, c *cachedList) {
	body, err := c.get(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	httpx.ServeBlob(w, r, http.StatusOK, body, "no-store")
}
