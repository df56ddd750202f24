// Package httpx holds what the site's two HTTP packages share below them:
// the JSON API (internal/httpapi) and the pages (internal/pages). It knows
// neither: a response body kept in memory and gzipped once (Blob), and
// the request's logger the API's middleware puts in its context.
package httpx

import (
	"context"
	"log/slog"
)

type ctxKey int

const loggerKey ctxKey = iota

// WithLogger returns ctx carrying the request's logger (with its request
// id), which Logger gives back.
func WithLogger(ctx context.Context, l *slog.Logger) context.Context {
	return context.WithValue(ctx, loggerKey, l)
}

// Logger returns the request's logger, which carries its request id, or
// slog's default outside a request.
func Logger(ctx context.Context) *slog.Logger {
	if l, ok := ctx.Value(loggerKey).(*slog.Logger); ok {
		return l
	}
	return slog.Default()
}
