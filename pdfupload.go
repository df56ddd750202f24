package dayspa

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// The spa's own PDF reports, uploaded from the dashboard and kept beside
// the invoices (docs/product.md, "Reports").

// Report types of an uploaded PDF report.
var ReportTypes = []string{"daily", "weekly", "monthly"}

// MaxPDFSize is the largest PDF report that may be uploaded: 50 MB, in
// bytes.
const MaxPDFSize = 52_428_800

// PDFUpload is an uploaded PDF report. StorageKey names its file in the
// blob store; it never leaves the server.
type PDFUpload struct {
	ID           int64     `json:"id"`
	FileName     string    `json:"fileName"`
	OriginalName string    `json:"originalName"`
	StorageKey   string    `json:"-"`
	FileSize     int64     `json:"fileSize"`
	ReportType   string    `json:"reportType"`
	ReportDate   Date      `json:"reportDate"`
	Description  string    `json:"description"`
	CreatedAt    time.Time `json:"createdAt"`
}

// Field messages of the report upload.
var (
	MsgReportType     = NewMsg("report.type", "Please choose daily, weekly or monthly.")
	MsgReportDate     = NewMsg("report.date", "Please enter a valid report date.")
	MsgReportFileName = NewMsg("report.file_name", "File name must be 1 to 255 characters.")
	MsgReportDescLong = NewMsg("report.description_too_long", "Description must be at most 1000 characters.")
)

// Validate checks an upload's record before it is stored; it cleans the
// names and the description.
func (p *PDFUpload) Validate() error {
	p.FileName, p.OriginalName = cleanFileName(p.FileName), cleanFileName(p.OriginalName)
	p.Description = strings.TrimSpace(p.Description)
	if p.OriginalName == "" {
		p.OriginalName = p.FileName
	}
	f := FieldErrors{}
	if n := utf8.RuneCountInString(p.FileName); n > 255 || !ValidText(p.FileName, OneLine) || VisibleLen(p.FileName) == 0 {
		f.Add("fileName", MsgReportFileName)
	}
	if n := utf8.RuneCountInString(p.OriginalName); n > 255 || !ValidText(p.OriginalName, OneLine) {
		f.Add("originalName", MsgReportFileName)
	}
	if !oneOf(p.ReportType, ReportTypes) {
		f.Add("reportType", MsgReportType)
	}
	if p.ReportDate.IsZero() || p.ReportDate.Year < 2000 || p.ReportDate.Year > 2099 {
		f.Add("reportDate", MsgReportDate)
	}
	checkFreeText(f, "description", p.Description, 1000, MsgReportDescLong)
	if p.FileSize < 0 || p.FileSize > MaxPDFSize {
		f.Add("fileSize", MsgReportFileSize)
	}
	return f.Err()
}

// PDFUploadRequest is the Upload Report form: the URL of the finished
// upload and the report's details. FileSize is the client's and only
// checked to be a number: the server records the size it stored.
type PDFUploadRequest struct {
	FileName     string  `json:"fileName"`
	OriginalName string  `json:"originalName"`
	UploadURL    string  `json:"uploadURL"`
	FileSize     *Number `json:"fileSize"`
	ReportType   string  `json:"reportType"`
	ReportDate   string  `json:"reportDate"`
	Description  string  `json:"description"`
}

// Record returns the report's record, validated, its date ("YYYY-MM-DD"
// or an RFC 3339 date-time) mapped to the spa's day in loc. Which file it
// records (StorageKey) the caller learns from UploadURL.
func (r PDFUploadRequest) Record(loc *time.Location) (PDFUpload, error) {
	f := FieldErrors{}
	p := PDFUpload{FileName: r.FileName, OriginalName: r.OriginalName, ReportType: strings.TrimSpace(r.ReportType),
		Description: r.Description}
	if r.FileSize != nil && !r.FileSize.IsNumber() {
		f.Add("fileSize", MsgNumber)
	}
	if d, err := ParseCalendarDate(strings.TrimSpace(r.ReportDate), loc); err != nil {
		f.Add("reportDate", MsgReportDate)
	} else {
		p.ReportDate = d
	}
	f.Merge(p.Validate())
	return p, f.Err()
}

// cleanFileName keeps the last element of a path, without control
// characters or quotes, trimmed.
func cleanFileName(s string) string {
	if i := strings.LastIndexAny(s, `/\`); i >= 0 {
		s = s[i+1:]
	}
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || r == '"' {
			return -1
		}
		return r
	}, s)
	return strings.TrimSpace(s)
}

// PDFUploadStore keeps the records of uploaded PDF reports and of the
// uploads in flight.
type PDFUploadStore interface {
	// BeginUpload claims the storage key of a signed upload URL for one
	// upload. Returns ECONFLICT if the key was claimed before (the URL was
	// used).
	BeginUpload(ctx context.Context, key string) error
	// CompleteUpload records that the file of key is stored, with its size.
	CompleteUpload(ctx context.Context, key string, size int64) error
	// AbandonUpload forgets a claim whose upload was refused or failed.
	AbandonUpload(ctx context.Context, key string) error
	// CreatePDFUpload stores p, a record PDFUploadRequest.Record made, for
	// the completed upload of p.StorageKey, setting p.ID, p.FileSize (the stored size) and
	// p.CreatedAt. Returns EINVALID when the upload is unknown, not
	// complete or recorded already.
	CreatePDFUpload(ctx context.Context, p *PDFUpload) error
	// ListPDFUploads returns every uploaded report, newest first.
	ListPDFUploads(ctx context.Context) ([]PDFUpload, error)
	// GetPDFUpload returns ENOTFOUND if no report has that id.
	GetPDFUpload(ctx context.Context, id int64) (*PDFUpload, error)
	// DeletePDFUpload removes the record, calling remove (which deletes
	// the file) inside the transaction: when remove fails the record
	// stays. Returns ENOTFOUND.
	DeletePDFUpload(ctx context.Context, id int64, remove func(key string) error) error
	// StaleUploads returns the keys of uploads claimed before cutoff and
	// never recorded as reports, and forgets them.
	StaleUploads(ctx context.Context, cutoff time.Time) ([]string, error)
}

// The messages of pdfupload's rules.
var (
	MsgReportFileSize = NewMsg("report.file_size", "The file must be at most 50 MB (52,428,800 bytes).")
)
