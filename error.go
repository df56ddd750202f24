// Package dayspa is the spa's business domain: its entities, money, the spa's
// calendar and booking rules, validation and the store interfaces that the
// adapters (internal/sqlstore, internal/httpapi) implement and use.
//
// It imports nothing of the project: no SQL, no HTTP.
package dayspa

import (
	"errors"
	"fmt"
	"sort"
)

// Error codes. Only the HTTP layer maps them to statuses.
const (
	EINVALID      = "invalid"      // input that breaks a rule; Fields says which
	ENOTFOUND     = "not_found"    // the thing asked for does not exist
	ECONFLICT     = "conflict"     // the request contradicts the current state (full slot, bad transition)
	EUNAUTHORIZED = "unauthorized" // no valid admin session
	ETOOMANY      = "too_many"     // a rate limit was hit
	EINTERNAL     = "internal"     // anything else; never shown in detail
)

// Error is the domain's error: a code, a message for people, and for
// EINVALID the message of each offending field.
type Error struct {
	Code    string
	Message string
	Fields  map[string]string
}

func (e *Error) Error() string {
	if len(e.Fields) == 0 {
		return fmt.Sprintf("dayspa error: code=%s message=%s", e.Code, e.Message)
	}
	keys := make([]string, 0, len(e.Fields))
	for k := range e.Fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return fmt.Sprintf("dayspa error: code=%s message=%s fields=%v", e.Code, e.Message, keys)
}

// Errorf returns an *Error with the given code and formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of err's *Error, EINTERNAL for any other error
// and "" for nil.
func ErrorCode(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the message of err's *Error, or a generic one for
// errors that are not the domain's: their text may hold internals.
func ErrorMessage(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return "Internal error."
}

// ErrorFields returns the per-field messages of an EINVALID error.
func ErrorFields(err error) map[string]string {
	var e *Error
	if errors.As(err, &e) {
		return e.Fields
	}
	return nil
}

// MsgCheckFields is the message of every error that names its fields: the
// form shows each field's own message under it.
const MsgCheckFields = "Please check the highlighted fields."

// FieldErrors collects validation messages, one per field, first one wins.
type FieldErrors map[string]string

// FieldError returns the EINVALID error of one field and its message.
func FieldError(field, msg string) error { return FieldErrors{field: msg}.Err() }

// Add records msg for field unless the field already has a message.
func (f FieldErrors) Add(field, msg string) {
	if _, ok := f[field]; !ok {
		f[field] = msg
	}
}

// Merge records the field messages of err, an EINVALID error (nil adds
// nothing), after those already recorded: so that a form gets every
// field's message at once, those of values that could not be read first,
// then those of the rules.
func (f FieldErrors) Merge(err error) {
	for k, v := range ErrorFields(err) {
		f.Add(k, v)
	}
}

// Err returns nil when nothing was recorded, else an EINVALID *Error.
func (f FieldErrors) Err() error {
	if len(f) == 0 {
		return nil
	}
	return &Error{Code: EINVALID, Message: MsgCheckFields, Fields: f}
}
