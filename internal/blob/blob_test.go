package blob_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"github.com/dayspa/dayspa/internal/blob"
)

// newFakeS3 serves an in-process S3-compatible server with one bucket and
// returns a store on it.
func newFakeS3(t *testing.T) *blob.S3 {
	t.Helper()
	backend := s3mem.New()
	if err := backend.CreateBucket("reports"); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(gofakes3.New(backend).Server())
	t.Cleanup(srv.Close)
	s, err := blob.NewS3(blob.S3Config{Bucket: "reports", Endpoint: srv.URL, Region: "me-central-1",
		AccessKeyID: "test", SecretAccessKey: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestStores(t *testing.T) {
	stores := map[string]func(t *testing.T) blob.Store{
		"dir": func(t *testing.T) blob.Store {
			d, err := blob.NewDir(filepath.Join(t.TempDir(), "uploads"))
			if err != nil {
				t.Fatal(err)
			}
			return d
		},
		"s3": func(t *testing.T) blob.Store { return newFakeS3(t) },
	}
	for name, open := range stores {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			s := open(t)
			body := []byte("%PDF-1.7\n" + strings.Repeat("x", 100_000))

			t.Run("PutGetDelete", func(t *testing.T) {
				// A reader that cannot seek is streamed too.
				if err := s.Put(ctx, "reports/a.pdf", io.MultiReader(bytes.NewReader(body)), int64(len(body))); err != nil {
					t.Fatal(err)
				}
				rc, size, err := s.Get(ctx, "reports/a.pdf")
				if err != nil {
					t.Fatal(err)
				}
				got, err := io.ReadAll(rc)
				rc.Close()
				if err != nil || !bytes.Equal(got, body) || size != int64(len(body)) {
					t.Fatalf("read back %d bytes (size %d), %v", len(got), size, err)
				}
				if err := s.Delete(ctx, "reports/a.pdf"); err != nil {
					t.Fatal(err)
				}
				if _, _, err := s.Get(ctx, "reports/a.pdf"); !errors.Is(err, blob.ErrNotFound) {
					t.Errorf("get after delete: %v", err)
				}
				if err := s.Delete(ctx, "reports/a.pdf"); err != nil {
					t.Errorf("deleting a missing file: %v", err)
				}
			})

			t.Run("Seekable", func(t *testing.T) {
				f, err := os.CreateTemp(t.TempDir(), "body")
				if err != nil {
					t.Fatal(err)
				}
				f.Write(body)
				f.Seek(0, io.SeekStart)
				defer f.Close()
				if err := s.Put(ctx, "reports/b.pdf", f, int64(len(body))); err != nil {
					t.Fatal(err)
				}
				rc, size, err := s.Get(ctx, "reports/b.pdf")
				if err != nil || size != int64(len(body)) {
					t.Fatalf("get: %d, %v", size, err)
				}
				rc.Close()
			})

			t.Run("ShortBodyLeavesNothing", func(t *testing.T) {
				if err := s.Put(ctx, "reports/short.pdf", bytes.NewReader(body[:10]), int64(len(body))); err == nil {
					t.Fatal("a body shorter than its size was stored")
				}
				if _, _, err := s.Get(ctx, "reports/short.pdf"); !errors.Is(err, blob.ErrNotFound) {
					t.Errorf("after a failed put: %v", err)
				}
			})

			t.Run("BadKeys", func(t *testing.T) {
				for _, k := range []string{"", "/abs.pdf", "../up.pdf", "a/../b.pdf", "a//b.pdf", "A.pdf", "a b.pdf", "a/./b"} {
					if err := s.Put(ctx, k, bytes.NewReader(body), int64(len(body))); err == nil {
						t.Errorf("key %q accepted", k)
					}
				}
			})
		})
	}
}

func TestDirLeavesNoTemporaryFile(t *testing.T) {
	root := filepath.Join(t.TempDir(), "uploads")
	d, err := blob.NewDir(root)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := d.Put(ctx, "reports/c.pdf", strings.NewReader("%PDF-"), 5); err == nil {
		t.Fatal("put with a cancelled context succeeded")
	}
	entries, _ := os.ReadDir(filepath.Join(root, "reports"))
	if len(entries) != 0 {
		t.Errorf("left behind: %v", entries)
	}
}

func TestNewS3Config(t *testing.T) {
	for _, cfg := range []blob.S3Config{
		{},
		{Bucket: "b"},
		{Bucket: "b", AccessKeyID: "k", SecretAccessKey: "s", Endpoint: "ftp://x"},
	} {
		if _, err := blob.NewS3(cfg); err == nil {
			t.Errorf("NewS3(%+v) accepted", cfg)
		}
	}
}
