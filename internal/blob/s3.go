package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"path"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	v4 "github.com/aws/aws-sdk-go-v2/aws/signer/v4"
	awshttp "github.com/aws/aws-sdk-go-v2/aws/transport/http"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
)

// S3Config names an S3-compatible bucket (DAYSPA_S3_*).
type S3Config struct {
	Bucket string
	// Endpoint is the service's URL, such as https://s3.eu-central-1.example
	// or http://127.0.0.1:9000; empty means AWS's own for Region. With an
	// endpoint, buckets are addressed by path (endpoint/bucket/key), which
	// every S3-compatible server understands.
	Endpoint        string
	Region          string
	AccessKeyID     string
	SecretAccessKey string
	// HTTPClient sends the requests; nil is the SDK's default.
	HTTPClient *http.Client
}

// S3 keeps the files as objects of one bucket, the key as object key.
type S3 struct {
	client *s3.Client
	bucket string
}

var _ Store = (*S3)(nil)

// NewS3 returns the store of cfg's bucket. It does not contact the server.
func NewS3(cfg S3Config) (*S3, error) {
	if cfg.Bucket == "" {
		return nil, errors.New("blob: DAYSPA_S3_BUCKET is required")
	}
	if cfg.AccessKeyID == "" || cfg.SecretAccessKey == "" {
		return nil, errors.New("blob: DAYSPA_S3_ACCESS_KEY_ID and DAYSPA_S3_SECRET_ACCESS_KEY are required with DAYSPA_S3_BUCKET")
	}
	region := cfg.Region
	if region == "" {
		region = "us-east-1"
	}
	opts := s3.Options{
		Region:      region,
		Credentials: credentials.NewStaticCredentialsProvider(cfg.AccessKeyID, cfg.SecretAccessKey, ""),
		// Checksums only where S3 requires them: many S3-compatible
		// servers do not understand the SDK's default trailing checksums.
		RequestChecksumCalculation: aws.RequestChecksumCalculationWhenRequired,
		ResponseChecksumValidation: aws.ResponseChecksumValidationWhenRequired,
		RetryMaxAttempts:           3,
	}
	if cfg.Endpoint != "" {
		if !strings.HasPrefix(cfg.Endpoint, "http://") && !strings.HasPrefix(cfg.Endpoint, "https://") {
			return nil, fmt.Errorf("blob: DAYSPA_S3_ENDPOINT %q must be an http:// or https:// URL", cfg.Endpoint)
		}
		opts.BaseEndpoint = aws.String(strings.TrimSuffix(cfg.Endpoint, "/"))
		opts.UsePathStyle = true
	}
	if cfg.HTTPClient != nil {
		opts.HTTPClient = cfg.HTTPClient
	}
	return &S3{client: s3.New(opts), bucket: cfg.Bucket}, nil
}

// Put uploads r as the object key. A reader that cannot seek is sent with
// an unsigned payload, so that it is streamed, not read twice.
func (s *S3) Put(ctx context.Context, key string, r io.Reader, size int64) error {
	if err := checkKey(key); err != nil {
		return err
	}
	in := &s3.PutObjectInput{
		Bucket:        aws.String(s.bucket),
		Key:           aws.String(key),
		Body:          r,
		ContentLength: aws.Int64(size),
	}
	if ct := mime.TypeByExtension(path.Ext(key)); ct != "" {
		in.ContentType = aws.String(ct)
	}
	var optFns []func(*s3.Options)
	if _, ok := r.(io.Seeker); !ok {
		optFns = append(optFns, s3.WithAPIOptions(v4.SwapComputePayloadSHA256ForUnsignedPayloadMiddleware))
	}
	if _, err := s.client.PutObject(ctx, in, optFns...); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	return nil
}

// Get downloads the object key.
func (s *S3) Get(ctx context.Context, key string) (io.ReadCloser, int64, error) {
	if err := checkKey(key); err != nil {
		return nil, 0, err
	}
	out, err := s.client.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(s.bucket), Key: aws.String(key)})
	if isNotFound(err) {
		return nil, 0, ErrNotFound
	} else if err != nil {
		return nil, 0, fmt.Errorf("blob: get %s: %w", key, err)
	}
	return out.Body, aws.ToInt64(out.ContentLength), nil
}

// Delete removes the object key; S3 answers a missing one as deleted.
func (s *S3) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	_, err := s.client.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(s.bucket), Key: aws.String(key)})
	if err != nil && !isNotFound(err) {
		return fmt.Errorf("blob: delete %s: %w", key, err)
	}
	return nil
}

func isNotFound(err error) bool {
	var nsk *types.NoSuchKey
	var re *awshttp.ResponseError
	return errors.As(err, &nsk) || (errors.As(err, &re) && re.HTTPStatusCode() == http.StatusNotFound)
}
