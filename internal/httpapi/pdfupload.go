package httpapi

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
	blobstore "github.com/dayspa/dayspa/internal/blob"
)

// The uploaded PDF reports: recording a finished upload (upload.go) as a
// report, listing, downloading and deleting them.

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
func (s *Server) adminCreatePDFUpload(w http.ResponseWriter, r *http.Request) error {
	var req dayspa.PDFUploadRequest
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	secret, err := s.uploadSecret(r.Context())
	if err != nil {
		return err
	}
	f := dayspa.FieldErrors{}
	p, err := req.Record(s.cfg.Location)
	f.Merge(err)
	key, err := parseUploadToken(secret, uploadTokenOf(req.UploadURL), s.timeNow())
	if err != nil && !errors.Is(err, errUploadExpired) { // a finished upload may be recorded after its URL expired
		f.Add("uploadURL", msgNotUploadURL)
	}
	p.StorageKey = key
	if err := f.Err(); err != nil {
		return err
	}
	if err := s.store.CreatePDFUpload(r.Context(), &p); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, viewOf(p))
	return nil
}

// adminPDFUploads answers every uploaded report, newest first.
func (s *Server) adminPDFUploads(w http.ResponseWriter, r *http.Request) error {
	list, err := s.store.ListPDFUploads(r.Context())
	if err != nil {
		return err
	}
	out := make([]pdfUploadView, len(list))
	for i, p := range list {
		out[i] = viewOf(p)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

var errReportNotFound = dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgReportNotFound)

// fileOwnerID returns the {id} of the report or expense whose file is to
// be read or written, or notFound for a path that names none (404), or
// the error of a server that keeps no files (503).
func (s *Server) fileOwnerID(r *http.Request, notFound error) (int64, error) {
	id, ok := pathID(r)
	if !ok {
		return 0, notFound
	}
	if s.cfg.Blobs == nil {
		return 0, errNoStorage
	}
	return id, nil
}

// adminDownloadPDFUpload streams a report's PDF as an attachment under its
// original name.
func (s *Server) adminDownloadPDFUpload(w http.ResponseWriter, r *http.Request) error {
	id, err := s.fileOwnerID(r, errReportNotFound)
	if err != nil {
		return err
	}
	p, err := s.store.GetPDFUpload(r.Context(), id)
	if err != nil {
		return err
	}
	rc, size, err := s.cfg.Blobs.Get(r.Context(), p.StorageKey)
	if errors.Is(err, blobstore.ErrNotFound) {
		loggerFrom(r.Context()).Error("report file missing", "id", id, "key", p.StorageKey)
		return dayspa.Errorf(dayspa.ENOTFOUND, msgReportFileMissing)
	} else if err != nil {
		return err
	}
	defer rc.Close()
	if err := s.recordAudit(r, "pdf-uploads", dayspa.AuditDownload); err != nil {
		return err
	}
	_ = http.NewResponseController(w).SetWriteDeadline(time.Now().Add(uploadTransferTime))
	h := w.Header()
	h.Set("Content-Type", "application/pdf")
	h.Set("Content-Length", strconv.FormatInt(size, 10))
	h.Set("Content-Disposition", attachment(p.OriginalName))
	w.WriteHeader(http.StatusOK)
	if _, err := io.Copy(w, rc); err != nil {
		loggerFrom(r.Context()).Debug("download report", "id", id, "err", err)
	}
	return nil
}

// attachment is a Content-Disposition that downloads the PDF under name:
// an ASCII fallback and the UTF-8 name (RFC 6266).
func attachment(name string) string {
	return disposition("attachment", name, ".pdf")
}

// disposition is a Content-Disposition of kind ("attachment" or
// "inline") naming the file name, which ends in ext: an ASCII fallback
// and the UTF-8 name (RFC 6266).
func disposition(kind, name, ext string) string {
	ascii := strings.Map(func(r rune) rune {
		if r < 0x20 || r > 0x7e || r == '"' || r == '\\' {
			return '_'
		}
		return r
	}, name)
	if !strings.HasSuffix(strings.ToLower(ascii), ext) {
		ascii += ext
	}
	return kind + `; filename="` + ascii + `"; filename*=UTF-8''` + url.PathEscape(name)
}

// adminDeletePDFUpload removes a report, its file first: 204, or 404.
func (s *Server) adminDeletePDFUpload(w http.ResponseWriter, r *http.Request) error {
	id, err := s.fileOwnerID(r, errReportNotFound)
	if err != nil {
		return err
	}
	err = s.store.DeletePDFUpload(r.Context(), id, func(key string) error { return s.cfg.Blobs.Delete(r.Context(), key) })
	if err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
