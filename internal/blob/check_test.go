package blob_test

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"github.com/dayspa/dayspa/internal/blob"
)

func TestDirCheck(t *testing.T) {
	ctx := context.Background()
	root := filepath.Join(t.TempDir(), "uploads")
	d, err := blob.NewDir(root)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Check(ctx); err != nil {
		t.Fatalf("a fresh folder: %v", err)
	}
	if err := os.Remove(root); err != nil {
		t.Fatal(err)
	}
	if err := d.Check(ctx); err == nil {
		t.Error("the folder is gone, Check says nothing")
	}
	if err := os.WriteFile(root, []byte("not a folder"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := d.Check(ctx); err == nil {
		t.Error("a file in the folder's place, Check says nothing")
	}
}

func TestS3Check(t *testing.T) {
	ctx := context.Background()
	backend := s3mem.New()
	if err := backend.CreateBucket("reports"); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(gofakes3.New(backend).Server())
	defer srv.Close()
	open := func(bucket string) *blob.S3 {
		s, err := blob.NewS3(blob.S3Config{Bucket: bucket, Endpoint: srv.URL, AccessKeyID: "test", SecretAccessKey: "test"})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	if err := open("reports").Check(ctx); err != nil {
		t.Fatalf("the bucket exists: %v", err)
	}
	if err := open("no-such-bucket").Check(ctx); err == nil {
		t.Error("a missing bucket, Check says nothing")
	}
	srv.Close()
	if err := open("reports").Check(ctx); err == nil {
		t.Error("the service is down, Check says nothing")
	}
}
