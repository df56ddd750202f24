package blob

import (
	"context"
	"fmt"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// Check reports whether the folder is still there and is a folder: a
// volume that came unmounted, or a data dir removed under the running
// server, makes every upload fail.
func (d *Dir) Check(ctx context.Context) error {
	st, err := os.Stat(d.root)
	if err != nil {
		return fmt.Errorf("blob: check %s: %w", d.root, err)
	}
	if !st.IsDir() {
		return fmt.Errorf("blob: check %s: not a directory", d.root)
	}
	return nil
}

// Check asks the service whether the bucket exists and the credentials
// may use it (HeadBucket: no object is read or written).
func (s *S3) Check(ctx context.Context) error {
	if _, err := s.client.HeadBucket(ctx, &s3.HeadBucketInput{Bucket: aws.String(s.bucket)}); err != nil {
		return fmt.Errorf("blob: check bucket %s: %w", s.bucket, err)
	}
	return nil
}
