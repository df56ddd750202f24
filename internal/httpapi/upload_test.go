package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"github.com/dayspa/dayspa"
	blobstore "github.com/dayspa/dayspa/internal/blob"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// testClock is a clock tests move forward.
type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *testClock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// uploadSite is a logged-in test site whose uploads go to a folder (or to
// an in-process S3 server), on a clock the test moves.
type uploadSite struct {
	*testSite
	cookie string
	clock  *testClock
	dir    string // the folder of the files; "" on S3
	s3     *s3mem.Backend
}

func newUploadSite(t *testing.T, e sqlstoretest.Engine, onS3 bool) *uploadSite {
	t.Helper()
	us := &uploadSite{clock: &testClock{t: spaNow}}
	var blobs blobstore.Store
	if onS3 {
		us.s3 = s3mem.New()
		if err := us.s3.CreateBucket("reports"); err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(gofakes3.New(us.s3).Server())
		t.Cleanup(srv.Close)
		s, err := blobstore.NewS3(blobstore.S3Config{Bucket: "reports", Endpoint: srv.URL, AccessKeyID: "k", SecretAccessKey: "s"})
		if err != nil {
			t.Fatal(err)
		}
		blobs = s
	} else {
		us.dir = filepath.Join(t.TempDir(), "uploads")
		d, err := blobstore.NewDir(us.dir)
		if err != nil {
			t.Fatal(err)
		}
		blobs = d
	}
	us.testSite, _ = newAdminSpa(t, e, func(c *Config) { c.Blobs = blobs; c.Now = us.clock.Now })
	us.cookie = login(t, us.testSite)
	return us
}

// files counts the stored files.
func (us *uploadSite) files(t *testing.T) int {
	t.Helper()
	if us.s3 != nil {
		res, err := us.s3.ListBucket("reports", nil, gofakes3.ListBucketPage{})
		if err != nil {
			t.Fatal(err)
		}
		return len(res.Contents)
	}
	n := 0
	err := filepath.Walk(us.dir, func(path string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			n++
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// nothingLeft fails unless the uploads left exactly files files and
// records rows of pdf_uploads, and no upload in flight.
func (us *uploadSite) nothingLeft(t *testing.T, files, records int) {
	t.Helper()
	if n := us.files(t); n != files {
		t.Errorf("%d files stored, want %d", n, files)
	}
	if n := countRows(t, us.db, "pdf_uploads"); n != records {
		t.Errorf("%d pdf_uploads rows, want %d", n, records)
	}
	var pending int
	if err := us.db.SQL().QueryRow(`SELECT COUNT(*) FROM blob_uploads WHERE completed_at IS NULL`).Scan(&pending); err != nil {
		t.Fatal(err)
	}
	if pending != 0 {
		t.Errorf("%d uploads left half-done", pending)
	}
}

// uploadURL asks for an upload URL.
func (us *uploadSite) uploadURL(t *testing.T) string {
	t.Helper()
	resp, body := us.do(t, "POST", "/api/objects/upload", `{"filename":"report.pdf","type":"application/pdf"}`, as(us.cookie))
	if resp.StatusCode != 200 {
		t.Fatalf("upload URL: %d %s", resp.StatusCode, body)
	}
	var a uploadURLAnswer
	if err := json.Unmarshal(body, &a); err != nil {
		t.Fatal(err)
	}
	return a.UploadURL
}

// put sends body to an upload URL; unknownLength sends it chunked, with no
// Content-Length.
func (us *uploadSite) put(t *testing.T, path string, body []byte, unknownLength bool) (int, string) {
	t.Helper()
	var r io.Reader = bytes.NewReader(body)
	if unknownLength {
		r = io.MultiReader(r) // hides the length
	}
	req, err := http.NewRequest("PUT", us.URL+path, r)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/pdf")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, strings.TrimSpace(string(b))
}

// pdfOf is a small PDF-looking file of n bytes.
func pdfOf(n int) []byte {
	b := bytes.Repeat([]byte("x"), n)
	copy(b, "%PDF-1.7\n")
	return b
}

// pngRenamed is a PNG image, whatever it is called.
var pngRenamed = append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), bytes.Repeat([]byte{0}, 100)...)

func record(url string, kv ...any) string {
	return jsonObject(with(map[string]any{"fileName": "november.pdf", "originalName": "Rapport de novembre — é.pdf", "uploadURL": url,
		"fileSize": 4096, "reportType": "monthly", "reportDate": "2026-11-30", "description": "November figures"}, kv...))
}

func TestUploadFlow(t *testing.T) {
	t.Parallel()
	for _, onS3 := range []bool{false, true} {
		name := "dir"
		if onS3 {
			name = "s3"
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
				us := newUploadSite(t, e, onS3)
				run := specRunner(t, us.testSite)
				c := us.cookie

				u := us.uploadURL(t)
				file := pdfOf(4096)
				status, body := us.put(t, u, file, false)
				if status != 200 || !strings.Contains(body, `"fileSize":4096`) {
					t.Fatalf("PUT: %d %s", status, body)
				}
				us.nothingLeft(t, 1, 0)

				var id int64
				run(t, adminWrite(c, "Record", "POST", "/api/admin/pdf-uploads", record("https://spa.example"+u), 201,
					`"reportType":"monthly"`, `"fileSize":4096`, `"reportDate":"2026-11-30"`).with(func(t *testing.T, _ *http.Response, b []byte) {
					var v pdfUploadView
					if err := json.Unmarshal(b, &v); err != nil {
						t.Fatal(err)
					}
					id = v.ID
					if v.DownloadURL != fmt.Sprintf("/api/admin/pdf-uploads/%d/download", id) || v.OriginalName != "Rapport de novembre — é.pdf" {
						t.Errorf("recorded %+v", v)
					}
				}))
				us.nothingLeft(t, 1, 1)
				run(t, adminWrite(c, "RecordTwice", "POST", "/api/admin/pdf-uploads", record(u), 400).withFields(map[string]string{
					"uploadURL": "No finished upload has this URL. Please upload the file again."}))
				run(t, adminGet(c, "List", "/api/admin/pdf-uploads", 200, fmt.Sprintf(`"id":%d`, id), `"description":"November figures"`))

				dl := fmt.Sprintf("/api/admin/pdf-uploads/%d/download", id)
				run(t, adminGet(c, "Download", dl, 200).withHeaders(map[string]string{
					"Content-Type":        "application/pdf",
					"Content-Length":      "4096",
					"Content-Disposition": `attachment; filename="Rapport de novembre _ _.pdf"; filename*=UTF-8''Rapport%20de%20novembre%20%E2%80%94%20%C3%A9.pdf`,
				}).with(func(t *testing.T, _ *http.Response, b []byte) {
					if !bytes.Equal(b, file) {
						t.Errorf("downloaded %d bytes that differ from the upload", len(b))
					}
				}))

				run(t, adminWrite(c, "Delete", "DELETE", fmt.Sprintf("/api/admin/pdf-uploads/%d", id), "", 204))
				us.nothingLeft(t, 0, 0)
				run(t, adminGet(c, "DownloadGone", dl, 404))
				run(t, adminWrite(c, "DeleteAgain", "DELETE", fmt.Sprintf("/api/admin/pdf-uploads/%d", id), "", 404))
				run(t, adminGet(c, "ListEmpty", "/api/admin/pdf-uploads", 200, `[]`))
			})
		})
	}
}

func TestUploadRefusals(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		us := newUploadSite(t, e, false)
		run := specRunner(t, us.testSite)
		c := us.cookie
		_, router := loadSpec(t)
		// checkPut sends a PUT, checks its answer against the spec, and
		// that nothing of it stayed.
		checkPut := func(t *testing.T, path string, body []byte, unknownLength bool, status int, msg dayspa.Msg) {
			t.Helper()
			before := us.files(t)
			got, answer := us.put(t, path, body, unknownLength)
			if got != status || answer != `{"message":"`+msg.Text+`","code":"`+msg.Code+`"}` {
				t.Errorf("PUT: %d %s; want %d %q", got, answer, status, msg.Text)
			}
			req, _ := http.NewRequest("PUT", us.URL+path, nil)
			resp := &http.Response{StatusCode: got, Header: http.Header{"Content-Type": {"application/json; charset=utf-8"}}}
			if err := validateAgainstSpec(t, router, req, resp, []byte(answer)); err != nil {
				t.Errorf("the answer does not match %s: %v", specPath, err)
			}
			if n := us.files(t); n != before {
				t.Errorf("%d files after a refused upload, want %d", n, before)
			}
			us.nothingLeft(t, before, countRows(t, us.db, "pdf_uploads"))
		}

		t.Run("NoSession", func(t *testing.T) {
			run(t, post("", "/api/objects/upload", `{}`, 401, unauthorized))
			run(t, post("Record", "/api/admin/pdf-uploads", record("/api/objects/upload/x"), 401, unauthorized))
		})
		t.Run("PNGRenamedPDF", func(t *testing.T) {
			checkPut(t, us.uploadURL(t), pngRenamed, false, 415, msgUploadNotPDF)
		})
		t.Run("Empty", func(t *testing.T) {
			checkPut(t, us.uploadURL(t), nil, false, 400, msgUploadEmpty)
			checkPut(t, us.uploadURL(t), []byte("%PD"), false, 415, msgUploadNotPDF)
		})
		t.Run("TooBig", func(t *testing.T) {
			big := pdfOf(dayspa.MaxPDFSize + 1)
			checkPut(t, us.uploadURL(t), big, false, 413, msgUploadTooLarge) // said by Content-Length
			checkPut(t, us.uploadURL(t), big, true, 413, msgUploadTooLarge)  // found while reading
		})
		t.Run("ExactlyTheLimit", func(t *testing.T) {
			u := us.uploadURL(t)
			if status, body := us.put(t, u, pdfOf(dayspa.MaxPDFSize), true); status != 200 {
				t.Fatalf("50 MB exactly: %d %s", status, body)
			}
		})
		t.Run("Reused", func(t *testing.T) {
			u := us.uploadURL(t)
			if status, body := us.put(t, u, pdfOf(100), false); status != 200 {
				t.Fatalf("first PUT: %d %s", status, body)
			}
			checkPut(t, u, pdfOf(200), false, 410, dayspa.MsgUploadUsed)
			run(t, adminWrite(c, "", "POST", "/api/admin/pdf-uploads", record(u), 201))
			checkPut(t, u, pdfOf(200), false, 410, dayspa.MsgUploadUsed)
		})
		t.Run("RefusedMayRetry", func(t *testing.T) {
			u := us.uploadURL(t)
			checkPut(t, u, pngRenamed, false, 415, msgUploadNotPDF)
			if status, body := us.put(t, u, pdfOf(100), false); status != 200 {
				t.Fatalf("retry with a PDF: %d %s", status, body)
			}
		})
		t.Run("Expired", func(t *testing.T) {
			u := us.uploadURL(t)
			us.clock.Add(uploadURLTTL + time.Second)
			checkPut(t, u, pdfOf(100), false, 410, msgUploadExpired)
		})
		t.Run("Forged", func(t *testing.T) {
			u := us.uploadURL(t)
			tampered := u[:len(u)-1] + map[bool]string{true: "A", false: "B"}[!strings.HasSuffix(u, "A")]
			checkPut(t, tampered, pdfOf(100), false, 403, msgUploadInvalid)
			// A later expiry with the old signature.
			parts := strings.Split(strings.TrimPrefix(u, uploadPathPrefix), ".")
			longer := uploadPathPrefix + parts[0] + ".9999999999." + parts[2]
			checkPut(t, longer, pdfOf(100), false, 403, msgUploadInvalid)
			checkPut(t, uploadPathPrefix+"not-a-token", pdfOf(100), false, 403, msgUploadInvalid)
		})
		t.Run("RecordInvalid", func(t *testing.T) {
			u := us.uploadURL(t)
			run(t, adminWrite(c, "NotUploaded", "POST", "/api/admin/pdf-uploads", record(u), 400).withFields(map[string]string{
				"uploadURL": "No finished upload has this URL. Please upload the file again."}))
			run(t, adminWrite(c, "Fields", "POST", "/api/admin/pdf-uploads", record("https://elsewhere.example/x.pdf", "reportType", "yearly",
				"reportDate", "someday", "fileName", ""), 400).withFields(map[string]string{
				"uploadURL": "This is not an upload URL of this site.", "reportType": dayspa.MsgReportType.Text,
				"reportDate": dayspa.MsgReportDate.Text, "fileName": dayspa.MsgReportFileName.Text}))
		})
		t.Run("StaleSwept", func(t *testing.T) {
			u := us.uploadURL(t)
			if status, body := us.put(t, u, pdfOf(100), false); status != 200 {
				t.Fatalf("PUT: %d %s", status, body)
			}
			before := us.files(t)
			us.clock.Add(staleUploadAge + time.Hour)
			us.cookie = login(t, us.testSite) // the session has expired meanwhile
			us.uploadURL(t)                   // sweeps
			if n := us.files(t); n >= before {
				t.Errorf("an upload never recorded was not swept: %d files, %d before", n, before)
			}
			// The recorded one of Reused stays.
			if countRows(t, us.db, "pdf_uploads") != 1 {
				t.Error("a recorded report was swept")
			}
			var left int
			us.db.SQL().QueryRow(`SELECT COUNT(*) FROM blob_uploads`).Scan(&left)
			if left != 0 {
				t.Errorf("%d upload rows after the sweep", left)
			}
		})
	})
}

func TestUploadSecretShared(t *testing.T) {
	t.Parallel()
	// Two instances on one database sign with the same secret: a URL of
	// one is good on the other.
	e := sqlstoretest.Engines()[0]
	us := newUploadSite(t, e, false)
	d, err := blobstore.NewDir(us.dir)
	if err != nil {
		t.Fatal(err)
	}
	other := serveSpa(t, us.db, func(c *Config) { c.Blobs = d; c.Now = us.clock.Now })
	u := us.uploadURL(t)
	req, _ := http.NewRequest("PUT", other.URL+u, bytes.NewReader(pdfOf(64)))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("PUT on the other instance: %d", resp.StatusCode)
	}
	if _, err := us.db.GetSetting(context.Background(), uploadSecretKey); err != nil {
		t.Fatal(err)
	}
}
