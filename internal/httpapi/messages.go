package httpapi

import (
	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/picture"
)

// The messages the HTTP layer answers of its own (those of the body's
// reading are in json.go, of uploads in upload.go), each with its code.
var (
	msgUnauthorized      = dayspa.NewMsg("auth.unauthorized", "Unauthorized")
	msgBadPassword       = dayspa.NewMsg("auth.bad_password", "Invalid password")
	msgPasswordRequired  = dayspa.NewMsg("auth.password_required", "Password is required.")
	msgNoPassword        = dayspa.NewMsg("auth.no_password", "Please enter the admin password.")
	msgBadCode           = dayspa.NewMsg("auth.bad_code", "Invalid code. Please try again.")
	msgLoginThrottled    = dayspa.NewMsg("auth.throttled", "Too many failed logins. Please try again in %d %s.", "minutes", "")
	msgCrossOrigin       = dayspa.NewMsg("request.cross_origin", "Cross-origin request refused.")
	msgNoRoute           = dayspa.NewMsg("request.no_route", "Not Found")
	msgMethodNotAllowed  = dayspa.NewMsg("request.method_not_allowed", "Method Not Allowed")
	msgNotUploadURL      = dayspa.NewMsg("report.not_upload_url", "This is not an upload URL of this site.")
	msgReportFileMissing = dayspa.NewMsg("report.file_missing", "The report's file is missing.")
)

// pictureMsgs are the field messages of the pictures the pipeline refuses:
// the words of its errors.
var pictureMsgs = []struct {
	err  error
	msg  dayspa.Msg
	args []any
}{
	{picture.ErrTooLarge, dayspa.NewMsg("picture.too_large", "The file is too large: a picture may be at most 15 MB."), nil},
	{picture.ErrNotImage, dayspa.NewMsg("picture.not_image", "Only JPEG, PNG or WebP pictures can be uploaded: this file is not one."), nil},
	{picture.ErrTooMany, dayspa.NewMsg("picture.too_many_pixels", "The picture is too large: it may have at most %d megapixels.", "max"), []any{picture.MaxPixels / 1_000_000}},
	{picture.ErrEmpty, dayspa.NewMsg("picture.empty", "The file is empty."), nil},
	{picture.ErrCorrupted, dayspa.NewMsg("picture.corrupted", "The picture could not be read: the file is damaged."), nil},
}
