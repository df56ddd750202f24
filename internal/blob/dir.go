package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Dir keeps the files in a folder, each key a path below it.
type Dir struct {
	root string
}

var _ Store = (*Dir)(nil)

// NewDir returns the store of the folder root, created if missing.
func NewDir(root string) (*Dir, error) {
	if err := os.MkdirAll(root, 0o750); err != nil {
		return nil, fmt.Errorf("blob: create %s: %w", root, err)
	}
	return &Dir{root: root}, nil
}

func (d *Dir) path(key string) string { return filepath.Join(d.root, filepath.FromSlash(key)) }

// Put writes r to a temporary file beside the key's, syncs it and renames
// it into place, so that the file is there whole or not at all.
func (d *Dir) Put(ctx context.Context, key string, r io.Reader, size int64) error {
	if err := checkKey(key); err != nil {
		return err
	}
	p := d.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o750); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	f, err := os.CreateTemp(filepath.Dir(p), ".put-*")
	if err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	done := false
	defer func() {
		if !done {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	n, err := io.Copy(f, ctxReader{ctx, r})
	if err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	if n != size {
		return fmt.Errorf("blob: put %s: got %d bytes, want %d", key, n, size)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	if err := os.Rename(f.Name(), p); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	done = true
	return nil
}

// Get opens the key's file.
func (d *Dir) Get(ctx context.Context, key string) (io.ReadCloser, int64, error) {
	if err := checkKey(key); err != nil {
		return nil, 0, err
	}
	f, err := os.Open(d.path(key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, 0, ErrNotFound
	} else if err != nil {
		return nil, 0, fmt.Errorf("blob: get %s: %w", key, err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, fmt.Errorf("blob: get %s: %w", key, err)
	}
	return f, st.Size(), nil
}

// Delete removes the key's file.
func (d *Dir) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	if err := os.Remove(d.path(key)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("blob: delete %s: %w", key, err)
	}
	return nil
}

// ctxReader stops reading when ctx is done.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}
