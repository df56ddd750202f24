package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/dayspa/dayspa"
)

// maxJSONBody bounds every JSON request body but a post's.
const maxJSONBody = 64 << 10

// maxPostBody bounds the body of a post's writes, which carry two
// versions of an article (English and Arabic, each up to 30,000
// characters, an Arabic letter two bytes of UTF-8).
const maxPostBody = 256 << 10

// postWriteRoutes take bodies up to maxPostBody.
var postWriteRoutes = map[string]bool{
	"POST /api/admin/posts":       true,
	"PATCH /api/admin/posts/{id}": true,
}

// jsonBodyLimit is the largest JSON body the route of pattern takes.
func jsonBodyLimit(pattern string) int64 {
	if postWriteRoutes[pattern] {
		return maxPostBody
	}
	return maxJSONBody
}

// The answers to a request body the server does not take.
var (
	msgBodyTooLarge   = dayspa.NewMsg("body.too_large", "The request body is too large.")
	msgBodyUnreadable = dayspa.NewMsg("body.unreadable", "The request body could not be read in full.")
	msgBodyNotUTF8    = dayspa.NewMsg("body.not_utf8", "The request body is not valid UTF-8 text.")
	msgBodyNotJSON    = dayspa.NewMsg("body.not_json_type", "Send the request body as JSON (Content-Type: application/json).")
	msgBodyNotSingle  = dayspa.NewMsg("body.not_single", "The request body must hold a single JSON object.")
	msgBodyEmpty      = dayspa.NewMsg("body.empty", "The request body is empty.")
	msgBodyBadJSON    = dayspa.NewMsg("body.bad_json", "The request body is not valid JSON.")
	msgFieldKind      = dayspa.NewMsg("field.kind", "Must be %s %s.", "", "kind")
	msgUnknownField   = dayspa.NewMsg("body.unknown_field", "Unknown field %s.", "field")
	msgFieldUnknown   = dayspa.NewMsg("field.unknown", "Unknown field.")
)

// bodyError is a request body the server would not or could not read: too
// large (413), or cut off, stalled past the read time-out or abandoned by
// the client (400). Either way the connection is closed after the answer:
// what remains of the body on the wire must not be read as a request, and
// a body that is refused is not waited for.
type bodyError struct {
	status  int
	message dayspa.Msg
	err     error // why the read failed; nil for a body too large
}

func (e *bodyError) Error() string {
	if e.err == nil {
		return e.message.Text
	}
	return e.message.Text + ": " + e.err.Error()
}

func (e *bodyError) Unwrap() error { return e.err }

var errBodyTooLarge = &bodyError{status: http.StatusRequestEntityTooLarge, message: msgBodyTooLarge}

// unreadableBody wraps the error of a request body's read. It is the
// client's doing (its line broke, it stalled, it left), not the server's:
// a 400, never a 500.
func unreadableBody(err error) error {
	return &bodyError{status: http.StatusBadRequest, message: msgBodyUnreadable, err: err}
}

// errorBody is the JSON shape of every error answer: a message for people,
// its code and named values (which clients translate by: the words may
// change, the code stays) and, for a refused form, the message of each
// field, in words (errors) and as a code (fields).
type errorBody struct {
	Message string               `json:"message"`
	Code    string               `json:"code"`
	Params  map[string]string    `json:"params,omitempty"`
	Errors  map[string]string    `json:"errors,omitempty"`
	Fields  map[string]fieldCode `json:"fields,omitempty"`
}

// fieldCode is the code of a field's message and its named values.
type fieldCode struct {
	Code   string            `json:"code"`
	Params map[string]string `json:"params,omitempty"`
}

// msgBody is the answer of message m with args.
func msgBody(m dayspa.Msg, args ...any) errorBody {
	return errorBodyOf(dayspa.Errorf(dayspa.EINTERNAL, m, args...))
}

// errorBodyOf is the answer of err: a domain error's message, code and
// fields, or the internal error's for any other.
func errorBodyOf(err error) errorBody {
	b := errorBody{Message: dayspa.ErrorMessage(err), Code: dayspa.ErrorMsgCode(err), Params: dayspa.ErrorParams(err), Errors: dayspa.ErrorFields(err)}
	if fs := dayspa.ErrorFieldMsgs(err); len(fs) > 0 {
		b.Fields = make(map[string]fieldCode, len(fs))
		for k, v := range fs {
			b.Fields[k] = fieldCode{Code: v.Code, Params: v.Params}
		}
	}
	return b
}

// writeJSON writes v as JSON with the given status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Debug("write json", "err", err)
	}
}

// statusOf maps a domain error code to its HTTP status.
func statusOf(code string) int {
	switch code {
	case dayspa.EINVALID:
		return http.StatusBadRequest
	case dayspa.ENOTFOUND:
		return http.StatusNotFound
	case dayspa.ECONFLICT:
		return http.StatusConflict
	case dayspa.EUNAUTHORIZED:
		return http.StatusUnauthorized
	case dayspa.EFORBIDDEN:
		return http.StatusForbidden
	case dayspa.ETOOMANY:
		return http.StatusTooManyRequests
	}
	return http.StatusInternalServerError
}

// writeError answers err as JSON. Internal errors are logged with the
// request and answered with a generic message: no SQL or stack leaves.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	noteError(r.Context(), err)
	var be *bodyError
	if errors.As(err, &be) {
		if be.err != nil {
			loggerFrom(r.Context()).Info("request body not read", "method", r.Method, "path", logPath(r.URL.Path), "err", be.err)
		}
		w.Header().Set("Connection", "close")
		writeJSON(w, be.status, msgBody(be.message))
		// Read no more of it: after the answer, net/http would drain up to
		// 256 KiB of the refused body before closing, holding the
		// connection until the read time-out for a client that sends
		// nothing more.
		_ = http.NewResponseController(w).SetReadDeadline(time.Now())
		return
	}
	code := dayspa.ErrorCode(err)
	if code == dayspa.EINTERNAL {
		loggerFrom(r.Context()).Error("internal error", "method", r.Method, "path", logPath(r.URL.Path), "err", err)
	}
	writeJSON(w, statusOf(code), errorBodyOf(err))
}

// decodeJSON reads one JSON object into dst. Unknown fields, wrong types,
// trailing data and bytes that are not UTF-8 are EINVALID errors; a body
// over its route's limit (jsonBodyLimit), or one that could not be read in full, a *bodyError.
// The whole body is read before it is decoded: a body cut off halfway is
// an unreadable body, not malformed JSON, and invalid UTF-8 is refused
// rather than decoded into U+FFFD.
func decodeJSON(w http.ResponseWriter, r *http.Request, dst any) error {
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(strings.ToLower(ct), "application/json") {
		return dayspa.Errorf(dayspa.EINVALID, msgBodyNotJSON)
	}
	limit := jsonBodyLimit(r.Pattern)
	if r.ContentLength > limit {
		return errBodyTooLarge // route refuses it first; this keeps decodeJSON right on its own
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	var maxErr *http.MaxBytesError
	if errors.As(err, &maxErr) {
		return errBodyTooLarge
	} else if err != nil {
		return unreadableBody(err)
	}
	if !utf8.Valid(body) {
		return dayspa.Errorf(dayspa.EINVALID, msgBodyNotUTF8)
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return jsonError(err)
	}
	if err := dec.Decode(&struct{}{}); !errors.Is(err, io.EOF) {
		return dayspa.Errorf(dayspa.EINVALID, msgBodyNotSingle)
	}
	return nil
}

// jsonError turns a decoding error into a message a client can act on.
func jsonError(err error) error {
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &typeErr) && typeErr.Field != "":
		kind := jsonKind(typeErr.Type.Kind().String())
		article := "a"
		if kind == "object" {
			article = "an"
		}
		return dayspa.FieldError(typeErr.Field, msgFieldKind, article, kind)
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		field := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		f := dayspa.FieldErrors{}
		f.Add(field, msgFieldUnknown)
		return f.ErrMsg(msgUnknownField, field)
	case errors.Is(err, io.EOF):
		return dayspa.Errorf(dayspa.EINVALID, msgBodyEmpty)
	}
	return dayspa.Errorf(dayspa.EINVALID, msgBodyBadJSON)
}

func jsonKind(k string) string {
	switch {
	case strings.HasPrefix(k, "int"), strings.HasPrefix(k, "uint"), strings.HasPrefix(k, "float"):
		return "number"
	case k == "bool":
		return "boolean"
	case k == "slice":
		return "list"
	case k == "struct", k == "map":
		return "object"
	}
	return k
}
