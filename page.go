package dayspa

import "strings"

// Page limits for dashboard lists.
const (
	DefaultPageSize = 10
	MaxPageSize     = 100
)

// Page is an offset and a limit, normalized by Normalize.
type Page struct {
	Offset int
	Limit  int
}

// Normalize bounds the page: a limit of 1 to MaxPageSize (DefaultPageSize
// when unset) and a non-negative offset.
func (p Page) Normalize() Page {
	if p.Limit <= 0 {
		p.Limit = DefaultPageSize
	}
	p.Limit = min(p.Limit, MaxPageSize)
	p.Offset = max(p.Offset, 0)
	return p
}

// normalizeSearch trims a list's search and bounds its page.
func normalizeSearch(search string, p Page) (string, Page) {
	return strings.TrimSpace(search), p.Normalize()
}
