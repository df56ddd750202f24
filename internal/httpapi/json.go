package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"

	"github.com/dayspa/dayspa"
)

// maxJSONBody bounds every JSON request body.
const maxJSONBody = 64 << 10

// errorBody is the JSON shape of every error answer (DESIGN §4).
type errorBody struct {
	Message string            `json:"message"`
	Errors  map[string]string `json:"errors,omitempty"`
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
	case dayspa.ETOOMANY:
		return http.StatusTooManyRequests
	}
	return http.StatusInternalServerError
}

// writeError answers err as JSON. Internal errors are logged with the
// request and answered with a generic message: no SQL or stack leaves.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	code := dayspa.ErrorCode(err)
	if code == dayspa.EINTERNAL {
		loggerFrom(r.Context()).Error("internal error", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	writeJSON(w, statusOf(code), errorBody{Message: dayspa.ErrorMessage(err), Errors: dayspa.ErrorFields(err)})
}

// decodeJSON reads one JSON object into dst. Unknown fields, wrong types,
// trailing data and bodies over maxJSONBody are EINVALID errors.
func decodeJSON(w http.ResponseWriter, r *http.Request, dst any) error {
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(strings.ToLower(ct), "application/json") {
		return dayspa.Errorf(dayspa.EINVALID, "Send the request body as JSON (Content-Type: application/json).")
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxJSONBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return jsonError(err)
	}
	if err := dec.Decode(&struct{}{}); !errors.Is(err, io.EOF) {
		return dayspa.Errorf(dayspa.EINVALID, "The request body must hold a single JSON object.")
	}
	return nil
}

// jsonError turns a decoding error into a message a client can act on.
func jsonError(err error) error {
	var typeErr *json.UnmarshalTypeError
	var maxErr *http.MaxBytesError
	switch {
	case errors.As(err, &typeErr) && typeErr.Field != "":
		return &dayspa.Error{Code: dayspa.EINVALID, Message: "Please check the highlighted fields.",
			Fields: map[string]string{typeErr.Field: fmt.Sprintf("Must be a %s.", jsonKind(typeErr.Type.Kind().String()))}}
	case errors.As(err, &maxErr):
		return dayspa.Errorf(dayspa.EINVALID, "The request body is too large.")
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		field := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		return &dayspa.Error{Code: dayspa.EINVALID, Message: "Unknown field " + field + ".", Fields: map[string]string{field: "Unknown field."}}
	case errors.Is(err, io.EOF):
		return dayspa.Errorf(dayspa.EINVALID, "The request body is empty.")
	}
	return dayspa.Errorf(dayspa.EINVALID, "The request body is not valid JSON.")
}

func jsonKind(k string) string {
	switch {
	case strings.HasPrefix(k, "int"), strings.HasPrefix(k, "uint"), strings.HasPrefix(k, "float"):
		return "number"
	case k == "bool":
		return "boolean"
	case k == "slice":
		return "list"
	}
	return k
}
