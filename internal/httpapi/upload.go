package httpapi

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/dayspa/dayspa"
)

// PDF report uploads: the dashboard asks POST /api/objects/upload for an
// upload URL, PUTs the file to it, then records the report with
// POST /api/admin/pdf-uploads (pdfupload.go).
//
// The upload URL is our own: /api/objects/upload/<token>, the token
// carrying the file's storage key and an expiry 15 minutes ahead, signed
// with HMAC-SHA256 under a secret kept in the settings (so every instance
// knows it). The URL works once: the first PUT claims the key in the
// database (blob_uploads). The body is spooled to a temporary file while
// it is checked (a PDF by its first bytes, at most MaxPDFSize), and only
// then stored; a refused or failed upload leaves no file and no row, and
// its URL may be tried again until it expires.

const (
	uploadURLTTL       = 15 * time.Minute
	uploadPathPrefix   = "/api/objects/upload/"
	uploadSecretKey    = "upload_signing_key"
	uploadTransferTime = 15 * time.Minute // how long a PUT or a download may take
	staleUploadAge     = 24 * time.Hour   // an upload never recorded is removed after that
	pdfMagic           = dayspa.PDFMagic
)

// Messages of the upload URL.
var (
	msgUploadInvalid  = dayspa.NewMsg("upload.invalid", "This upload link is not valid. Please start the upload again.")
	msgUploadExpired  = dayspa.NewMsg("upload.expired", "This upload link has expired. Please start the upload again.")
	msgUploadTooLarge = dayspa.NewMsg("upload.too_large", "The file is too large: a PDF report may be at most 50 MB (52,428,800 bytes).")
	msgUploadNotPDF   = dayspa.NewMsg("upload.not_pdf", "Only PDF files can be uploaded: this file is not a PDF.")
	msgUploadEmpty    = dayspa.NewMsg("upload.empty", "The file is empty.")
	msgNoStorage      = dayspa.NewMsg("storage.unavailable", "File storage is not available.")
)

func (s *Server) timeNow() time.Time {
	if s.cfg.Now != nil {
		return s.cfg.Now()
	}
	return time.Now()
}

// uploadSecret returns the HMAC key of the upload URLs, creating it on
// first use. Of several instances starting at once, one creates it and all
// read the same.
func (s *Server) uploadSecret(ctx context.Context) ([]byte, error) {
	s.uploadKeyMu.Lock()
	defer s.uploadKeyMu.Unlock()
	if s.uploadKey != nil {
		return s.uploadKey, nil
	}
	fresh := make([]byte, 32)
	_, _ = rand.Read(fresh) // crypto/rand.Read never fails
	if _, err := s.store.CreateSetting(ctx, uploadSecretKey, hex.EncodeToString(fresh)); err != nil {
		return nil, err
	}
	v, err := s.store.GetSetting(ctx, uploadSecretKey)
	if err != nil {
		return nil, err
	}
	key, err := hex.DecodeString(v)
	if err != nil || len(key) < 32 {
		return nil, fmt.Errorf("setting %s is not a 32-byte hex key", uploadSecretKey)
	}
	s.uploadKey = key
	return key, nil
}

// uploadKeyState is the Server's cache of the upload secret.
type uploadKeyState struct {
	uploadKeyMu sync.Mutex
	uploadKey   []byte
}

// signUpload returns the token of an upload of key expiring at exp:
// "<id>.<exp unix>.<signature>", where key is reports/<id>.pdf.
func signUpload(secret []byte, id string, exp time.Time) string {
	payload := id + "." + strconv.FormatInt(exp.Unix(), 10)
	return payload + "." + uploadSignature(secret, payload)
}

func uploadSignature(secret []byte, payload string) string {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte("dayspa upload\x00" + payload))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// errUploadExpired is what parseUploadToken returns for a good signature
// past its expiry.
var errUploadExpired = errors.New("upload URL expired")

// parseUploadToken checks a token's signature and expiry and returns the
// storage key it grants.
func parseUploadToken(secret []byte, token string, now time.Time) (string, error) {
	id, rest, ok1 := strings.Cut(token, ".")
	expText, sig, ok2 := strings.Cut(rest, ".")
	if !ok1 || !ok2 || len(id) != 32 || !isHex(id) {
		return "", errors.New("malformed upload token")
	}
	if !hmac.Equal([]byte(sig), []byte(uploadSignature(secret, id+"."+expText))) {
		return "", errors.New("bad upload signature")
	}
	exp, err := strconv.ParseInt(expText, 10, 64)
	if err != nil {
		return "", errors.New("malformed upload token")
	}
	key := "reports/" + id + ".pdf"
	if now.Unix() > exp {
		return key, errUploadExpired
	}
	return key, nil
}

func isHex(s string) bool {
	_, err := hex.DecodeString(s)
	return err == nil && strings.ToLower(s) == s
}

// uploadURLAnswer is the answer of POST /api/objects/upload.
type uploadURLAnswer struct {
	UploadURL string    `json:"uploadURL"`
	ExpiresAt time.Time `json:"expiresAt"`
	MaxSize   int64     `json:"maxSize"`
}

// createUploadURL answers a signed, single-use upload URL of our own
// server, valid for 15 minutes. The request body (the upload widget's
// file name and type) is not needed and not read. Uploads begun over a
// day ago and never recorded are swept away on the way.
func (s *Server) createUploadURL(w http.ResponseWriter, r *http.Request) error {
	if s.cfg.Blobs == nil {
		return errNoStorage
	}
	secret, err := s.uploadSecret(r.Context())
	if err != nil {
		return err
	}
	s.sweepUploads(r.Context())
	idBytes := make([]byte, 16)
	_, _ = rand.Read(idBytes)
	exp := s.timeNow().Add(uploadURLTTL).Truncate(time.Second)
	writeJSON(w, http.StatusOK, uploadURLAnswer{
		UploadURL: uploadPathPrefix + signUpload(secret, hex.EncodeToString(idBytes), exp),
		ExpiresAt: exp.UTC(),
		MaxSize:   dayspa.MaxPDFSize,
	})
	return nil
}

// sweepUploads removes the uploads begun over staleUploadAge ago and never
// recorded as reports, files and rows. Failures are only logged.
func (s *Server) sweepUploads(ctx context.Context) {
	keys, err := s.store.StaleUploads(ctx, s.timeNow().Add(-staleUploadAge))
	if err != nil {
		loggerFrom(ctx).Warn("sweep uploads", "err", err)
		return
	}
	for _, k := range keys {
		if err := s.cfg.Blobs.Delete(ctx, k); err != nil {
			loggerFrom(ctx).Warn("sweep uploads: delete file", "key", k, "err", err)
		}
	}
}

// uploadAnswer is the answer of a successful PUT to an upload URL.
type uploadAnswer struct {
	UploadURL string `json:"uploadURL"`
	FileSize  int64  `json:"fileSize"`
}

// putUpload receives the file of an upload URL. It is authorised by the
// URL's signature, not by a session: 403 for a URL that is not ours, 410
// for one expired or used, 413 for a body over MaxPDFSize, 415 for one
// that is not a PDF. Only a whole, checked PDF is stored.
func (s *Server) putUpload(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	// Most answers are refusals given before the body is read in full:
	// the connection closes after each, and what is left of the body is
	// not read, rather than wait for a file that will not be taken. (An
	// upload is rare; a new connection costs nothing.)
	w.Header().Set("Connection", "close")
	stored := false
	defer func() {
		if !stored {
			_ = http.NewResponseController(w).SetReadDeadline(time.Now())
		}
	}()
	if s.cfg.Blobs == nil {
		return errNoStorage
	}
	secret, err := s.uploadSecret(ctx)
	if err != nil {
		return err
	}
	key, err := parseUploadToken(secret, r.PathValue("token"), s.timeNow())
	if errors.Is(err, errUploadExpired) {
		writeJSON(w, http.StatusGone, msgBody(msgUploadExpired))
		return nil
	} else if err != nil {
		writeJSON(w, http.StatusForbidden, msgBody(msgUploadInvalid))
		return nil
	}
	if r.ContentLength > dayspa.MaxPDFSize {
		writeJSON(w, http.StatusRequestEntityTooLarge, msgBody(msgUploadTooLarge))
		return nil
	}
	if err := s.store.BeginUpload(ctx, key); dayspa.ErrorCode(err) == dayspa.ECONFLICT {
		writeJSON(w, http.StatusGone, errorBodyOf(err))
		return nil
	} else if err != nil {
		return err
	}
	status, msg, size, err := s.receivePDF(w, r, key)
	if status != http.StatusOK || err != nil {
		// Nothing of a refused or failed upload stays behind; the URL may
		// be tried again while it lasts.
		cleanup := context.WithoutCancel(ctx)
		if derr := s.cfg.Blobs.Delete(cleanup, key); derr != nil {
			loggerFrom(ctx).Warn("upload: remove refused file", "key", key, "err", derr)
		}
		if aerr := s.store.AbandonUpload(cleanup, key); aerr != nil {
			loggerFrom(ctx).Warn("upload: forget refused upload", "key", key, "err", aerr)
		}
		if err != nil {
			return err
		}
		writeJSON(w, status, msgBody(msg))
		return nil
	}
	stored = true
	writeJSON(w, http.StatusOK, uploadAnswer{UploadURL: uploadPathPrefix + r.PathValue("token"), FileSize: size})
	return nil
}

// receivePDF reads the request body into a temporary file, checking that
// it starts as a PDF does and stays within MaxPDFSize, then stores it
// under key and records it complete. A refusal is a status and message;
// err is a failure of ours.
func (s *Server) receivePDF(w http.ResponseWriter, r *http.Request, key string) (status int, msg dayspa.Msg, size int64, err error) {
	// A 50 MB file over a slow line takes longer than the server's read
	// time-out; this request may take uploadTransferTime.
	rc := http.NewResponseController(w)
	deadline := time.Now().Add(uploadTransferTime)
	_ = rc.SetReadDeadline(deadline) // not every ResponseWriter supports it: then the server's stays
	_ = rc.SetWriteDeadline(deadline)

	body := http.MaxBytesReader(w, r.Body, dayspa.MaxPDFSize)
	head := make([]byte, len(pdfMagic))
	n, err := io.ReadFull(body, head)
	var maxErr *http.MaxBytesError
	switch {
	case n == 0 && (errors.Is(err, io.EOF)):
		return http.StatusBadRequest, msgUploadEmpty, 0, nil
	case errors.Is(err, io.ErrUnexpectedEOF) || (err == nil && !bytes.Equal(head, []byte(pdfMagic))):
		return http.StatusUnsupportedMediaType, msgUploadNotPDF, 0, nil
	case err != nil:
		return 0, dayspa.Msg{}, 0, unreadableBody(err)
	}
	tmp, err := os.CreateTemp("", "dayspa-upload-*.pdf")
	if err != nil {
		return 0, dayspa.Msg{}, 0, fmt.Errorf("upload: spool: %w", err)
	}
	defer func() {
		tmp.Close()
		os.Remove(tmp.Name())
	}()
	if _, err := tmp.Write(head); err != nil {
		return 0, dayspa.Msg{}, 0, fmt.Errorf("upload: spool: %w", err)
	}
	rest, err := io.Copy(tmp, body)
	if errors.As(err, &maxErr) {
		return http.StatusRequestEntityTooLarge, msgUploadTooLarge, 0, nil
	} else if err != nil {
		// The client went away, stalled or the line broke: a 400 if
		// anyone still listens, never a 500.
		return 0, dayspa.Msg{}, 0, unreadableBody(err)
	}
	size = int64(n) + rest
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return 0, dayspa.Msg{}, 0, fmt.Errorf("upload: spool: %w", err)
	}
	// The file, which can seek: S3 signs it and may send it again.
	if err := s.cfg.Blobs.Put(r.Context(), key, tmp, size); err != nil {
		return 0, dayspa.Msg{}, 0, err
	}
	if err := s.store.CompleteUpload(r.Context(), key, size); err != nil {
		return 0, dayspa.Msg{}, 0, err
	}
	return http.StatusOK, dayspa.Msg{}, size, nil
}

// uploadTokenOf returns the token of an upload URL, absolute or not.
func uploadTokenOf(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || !strings.HasPrefix(u.Path, uploadPathPrefix) {
		return ""
	}
	return strings.TrimPrefix(u.Path, uploadPathPrefix)
}
