// Package blob stores files by key: uploaded PDF reports. Dir keeps them in
// a folder of the data dir (the default); S3 in an S3-compatible bucket,
// which many instances behind a load balancer can share.
package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
)

// ErrNotFound is returned by Get for a key that holds no file.
var ErrNotFound = errors.New("blob: not found")

// Store keeps files by key. Keys are relative paths of lower-case letters,
// digits, '.', '-', '_' and '/' (ValidKey).
type Store interface {
	// Put stores the size bytes of r under key, replacing any file there.
	// The file appears whole or not at all. It fails if r holds another
	// number of bytes.
	Put(ctx context.Context, key string, r io.Reader, size int64) error
	// Get opens the file of key and tells its size. Returns ErrNotFound.
	Get(ctx context.Context, key string) (io.ReadCloser, int64, error)
	// Delete removes the file of key; a missing file is no error.
	Delete(ctx context.Context, key string) error
	// Check reports whether the store can be reached: the folder is
	// there, the bucket answers. A load balancer's readiness probe asks it.
	Check(ctx context.Context) error
}

var keyRE = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*(/[a-z0-9][a-z0-9._-]*)*$`)

// ValidKey reports whether key is a usable key: no leading slash, no
// empty, "." or ".." element, nothing but [a-z0-9._-/].
func ValidKey(key string) bool { return len(key) <= 512 && keyRE.MatchString(key) }

func checkKey(key string) error {
	if !ValidKey(key) {
		return fmt.Errorf("blob: invalid key %q", key)
	}
	return nil
}
