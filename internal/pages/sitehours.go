package pages

import (
	"context"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"
)

// The pages say the opening hours the manager stores (the footer, the page
// descriptions, the terms, the structured data), and the server fills them
// in before it sends a page. Each instance reads the hours at most once
// every hoursTTL, as the API reads the services list, and fills the pages
// anew only when what they say has changed; this instance's own change of
// the hours shows on the next page at once (ContentChanged), another
// instance's within hoursTTL.

// hoursTTL is how long the pages say the hours last read before reading
// them again: the second the API keeps its public lists (the services,
// the blog), so a change made on another instance shows as soon on both.
const hoursTTL = time.Second

// liveSite is the site as the stored hours (and retention months) fill it.
type liveSite struct {
	load func(ctx context.Context) (stored, error)
	now  func() time.Time

	group singleflight.Group
	mu    sync.Mutex
	cur   *site
	// expires is when cur's hours are read again; zero reads them on
	// the next page.
	expires time.Time
	// gen counts invalidations: a read that began before one does not
	// keep what it read, which may predate the change.
	gen uint64
}

// get returns the site filled with the hours as stored at most
// hoursTTL ago. Should they not be read, the pages say the hours
// last read (the error is logged) and the next page reads them again.
func (l *liveSite) get(ctx context.Context) *site {
	l.mu.Lock()
	st, fresh := l.cur, l.now().Before(l.expires)
	l.mu.Unlock()
	if fresh || st.shell == nil {
		return st
	}
	v, _, _ := l.group.Do("", func() (any, error) {
		l.mu.Lock()
		st, gen := l.cur, l.gen
		l.mu.Unlock()
		// Shared by every request waiting on it: one that leaves does not stop it.
		now, err := l.load(context.WithoutCancel(ctx))
		var next *site
		if err == nil {
			next, err = st.withStored(now)
		}
		if err != nil {
			loggerFrom(ctx).Error("opening hours of the pages", "err", err)
			return st, nil
		}
		l.mu.Lock()
		if l.gen == gen {
			l.cur, l.expires = next, l.now().Add(hoursTTL)
		}
		l.mu.Unlock()
		return next, nil
	})
	return v.(*site)
}

// invalidate makes the next page read the hours.
func (l *liveSite) invalidate() {
	l.mu.Lock()
	l.gen++
	l.expires = time.Time{}
	l.mu.Unlock()
}
