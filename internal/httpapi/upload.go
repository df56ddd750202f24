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
	blobstore "github.com/dayspa/dayspa/internal/blob"
)

// PDF report uploads (SPEC §7): the dashboard asks POST /api/objects/upload
// for an upload URL, PUTs the file to it, then records the report with
// POST /api/admin/pdf-uploads.
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
	pdfMagic           = "%PDF-"
)

// Messages of the upload URL.
const (
	msgUploadInvalid  = "This upload link is not valid. Please start the upload again."
	msgUploadExpired  = "This upload link has expired. Please start the upload again."
	msgUploadTooLarge = "The file is too large: a PDF report may be at most 50 MB (52,428,800 bytes)."
	msgUploadNotPDF   = "Only PDF files can be uploaded: this file is not a PDF."
	msgUploadEmpty    = "The file is empty."
	msgNoStorage      = "File storage is not available."
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
func (s *Server) createUploadURL(w http.ResponseWriter, r *http.Request) {
	if s.cfg.Blobs == nil {
		writeJSON(w, http.StatusServiceUnavailable, errorBody{Message: msgNoStorage})
		return
	}
	secret, err := s.uploadSecret(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
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
func (s *Server) putUpload(w http.ResponseWriter, r *http.Request) {
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
		writeJSON(w, http.StatusServiceUnavailable, errorBody{Message: msgNoStorage})
		return
	}
	secret, err := s.uploadSecret(ctx)
	if err != nil {
		writeError(w, r, err)
		return
	}
	key, err := parseUploadToken(secret, r.PathValue("token"), s.timeNow())
	if errors.Is(err, errUploadExpired) {
		writeJSON(w, http.StatusGone, errorBody{Message: msgUploadExpired})
		return
	} else if err != nil {
		writeJSON(w, http.StatusForbidden, errorBody{Message: msgUploadInvalid})
		return
	}
	if r.ContentLength > dayspa.MaxPDFSize {
		writeJSON(w, http.StatusRequestEntityTooLarge, errorBody{Message: msgUploadTooLarge})
		return
	}
	if err := s.store.BeginUpload(ctx, key); dayspa.ErrorCode(err) == dayspa.ECONFLICT {
		writeJSON(w, http.StatusGone, errorBody{Message: dayspa.ErrorMessage(err)})
		return
	} else if err != nil {
		writeError(w, r, err)
		return
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
			writeError(w, r, err)
			return
		}
		writeJSON(w, status, errorBody{Message: msg})
		return
	}
	stored = true
	writeJSON(w, http.StatusOK, uploadAnswer{UploadURL: uploadPathPrefix + r.PathValue("token"), FileSize: size})
}

// receivePDF reads the request body into a temporary file, checking that
// it starts as a PDF does and stays within MaxPDFSize, then stores it
// under key and records it complete. A refusal is a status and message;
// err is a failure of ours.
func (s *Server) receivePDF(w http.ResponseWriter, r *http.Request, key string) (status int, msg string, size int64, err error) {
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
		return 0, "", 0, unreadableBody(err)
	}
	tmp, err := os.CreateTemp("", "dayspa-upload-*.pdf")
	if err != nil {
		return 0, "", 0, fmt.Errorf("upload: spool: %w", err)
	}
	defer func() {
		tmp.Close()
		os.Remove(tmp.Name())
	}()
	if _, err := tmp.Write(head); err != nil {
		return 0, "", 0, fmt.Errorf("upload: spool: %w", err)
	}
	rest, err := io.Copy(tmp, body)
	if errors.As(err, &maxErr) {
		return http.StatusRequestEntityTooLarge, msgUploadTooLarge, 0, nil
	} else if err != nil {
		// The client went away, stalled or the line broke: a 400 if
		// anyone still listens, never a 500.
		return 0, "", 0, unreadableBody(err)
	}
	size = int64(n) + rest
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return 0, "", 0, fmt.Errorf("upload: spool: %w", err)
	}
	// The file, which can seek: S3 signs it and may send it again.
	if err := s.cfg.Blobs.Put(r.Context(), key, tmp, size); err != nil {
		return 0, "", 0, err
	}
	if err := s.store.CompleteUpload(r.Context(), key, size); err != nil {
		return 0, "", 0, err
	}
	return http.StatusOK, "", size, nil
}

// pdfUploadRequest is the body of POST /api/admin/pdf-uploads (SPEC §3's
// report upload payload). fileSize is the client's; the server records the
// size it stored.
type pdfUploadRequest struct {
	FileName     string         `json:"fileName"`
	OriginalName string         `json:"originalName"`
	UploadURL    string         `json:"uploadURL"`
	FileSize     *dayspa.Number `json:"fileSize"`
	ReportType   string         `json:"reportType"`
	ReportDate   string         `json:"reportDate"`
	Description  string         `json:"description"`
}

// pdfUploadView is an uploaded report as the dashboard lists it.
type pdfUploadView struct {
	dayspa.PDFUpload
	DownloadURL string `json:"downloadURL"`
}

func viewOf(p dayspa.PDFUpload) pdfUploadView {
	return pdfUploadView{PDFUpload: p, DownloadURL: fmt.Sprintf("/api/admin/pdf-uploads/%d/download", p.ID)}
}

// adminCreatePDFUpload records a finished upload as a report. Answers 201
// with it; 400 when the URL has no finished upload (or is recorded).
func (s *Server) adminCreatePDFUpload(w http.ResponseWriter, r *http.Request) {
	var req pdfUploadRequest
	if err := decodeJSON(w, r, &req); err != nil {
		writeError(w, r, err)
		return
	}
	f := dayspa.FieldErrors{}
	p := dayspa.PDFUpload{FileName: req.FileName, OriginalName: req.OriginalName, ReportType: strings.TrimSpace(req.ReportType),
		Description: req.Description}
	if d, err := dayspa.ParseCalendarDate(strings.TrimSpace(req.ReportDate), s.cfg.Location); err != nil {
		f.Add("reportDate", dayspa.MsgReportDate)
	} else {
		p.ReportDate = d
	}
	secret, err := s.uploadSecret(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	key, err := parseUploadToken(secret, uploadTokenOf(req.UploadURL), s.timeNow())
	if err != nil && !errors.Is(err, errUploadExpired) { // a finished upload may be recorded after its URL expired
		f.Add("uploadURL", "This is not an upload URL of this site.")
	}
	p.StorageKey = key
	if err := p.Validate(); err != nil {
		for k, v := range dayspa.ErrorFields(err) {
			f.Add(k, v)
		}
	}
	if err := f.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.CreatePDFUpload(r.Context(), &p); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, viewOf(p))
}

// uploadTokenOf returns the token of an upload URL, absolute or not.
func uploadTokenOf(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || !strings.HasPrefix(u.Path, uploadPathPrefix) {
		return ""
	}
	return strings.TrimPrefix(u.Path, uploadPathPrefix)
}

// adminPDFUploads answers every uploaded report, newest first.
func (s *Server) adminPDFUploads(w http.ResponseWriter, r *http.Request) {
	list, err := s.store.ListPDFUploads(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	out := make([]pdfUploadView, len(list))
	for i, p := range list {
		out[i] = viewOf(p)
	}
	writeJSON(w, http.StatusOK, out)
}

var errReportNotFound = dayspa.Errorf(dayspa.ENOTFOUND, "Report not found.")

// adminDownloadPDFUpload streams a report's PDF as an attachment under its
// original name.
func (s *Server) adminDownloadPDFUpload(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, errReportNotFound)
		return
	}
	if s.cfg.Blobs == nil {
		writeJSON(w, http.StatusServiceUnavailable, errorBody{Message: msgNoStorage})
		return
	}
	p, err := s.store.GetPDFUpload(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	rc, size, err := s.cfg.Blobs.Get(r.Context(), p.StorageKey)
	if errors.Is(err, blobstore.ErrNotFound) {
		loggerFrom(r.Context()).Error("report file missing", "id", id, "key", p.StorageKey)
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, "The report's file is missing."))
		return
	} else if err != nil {
		writeError(w, r, err)
		return
	}
	defer rc.Close()
	_ = http.NewResponseController(w).SetWriteDeadline(time.Now().Add(uploadTransferTime))
	h := w.Header()
	h.Set("Content-Type", "application/pdf")
	h.Set("Content-Length", strconv.FormatInt(size, 10))
	h.Set("Content-Disposition", attachment(p.OriginalName))
	w.WriteHeader(http.StatusOK)
	if _, err := io.Copy(w, rc); err != nil {
		loggerFrom(r.Context()).Debug("download report", "id", id, "err", err)
	}
}

// attachment is a Content-Disposition that downloads the file under name:
// an ASCII fallback and the UTF-8 name (RFC 6266).
func attachment(name string) string {
	ascii := strings.Map(func(r rune) rune {
		if r < 0x20 || r > 0x7e || r == '"' || r == '\\' {
			return '_'
		}
		return r
	}, name)
	if !strings.HasSuffix(strings.ToLower(ascii), ".pdf") {
		ascii += ".pdf"
	}
	return `attachment; filename="` + ascii + `"; filename*=UTF-8''` + url.PathEscape(name)
}

// adminDeletePDFUpload removes a report, its file first: 204, or 404.
func (s *Server) adminDeletePDFUpload(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, errReportNotFound)
		return
	}
	if s.cfg.Blobs == nil {
		writeJSON(w, http.StatusServiceUnavailable, errorBody{Message: msgNoStorage})
		return
	}
	err := s.store.DeletePDFUpload(r.Context(), id, func(key string) error { return s.cfg.Blobs.Delete(r.Context(), key) })
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
