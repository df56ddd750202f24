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
	"strings"
	"sync"
)

// Error codes. Only the HTTP layer maps them to statuses.
const (
	EINVALID      = "invalid"      // input that breaks a rule; Fields says which
	ENOTFOUND     = "not_found"    // the thing asked for does not exist
	ECONFLICT     = "conflict"     // the request contradicts the current state (full slot, bad transition)
	EUNAUTHORIZED = "unauthorized" // no valid admin session
	EFORBIDDEN    = "forbidden"    // signed in, but the role may not do this
	ETOOMANY      = "too_many"     // a rate limit was hit
	EINTERNAL     = "internal"     // anything else; never shown in detail
)

// Error is the domain's error: a kind (Code), a message for people with
// its code and named values, and for EINVALID the message of each
// offending field (its words in Fields, its code in FieldMsgs).
type Error struct {
	Code      string
	Message   string
	Fields    map[string]string
	MsgCode   string
	Params    map[string]string
	FieldMsgs map[string]FieldMsg
}

// Msg is one message the API can answer: a stable dotted code that clients
// translate by (never by the words), and its English text, a fmt format
// whose verbs' values Params names in order. The English text is the
// product's own words; the code stays when the words change.
type Msg struct {
	Code   string
	Text   string
	params string // the names, comma-separated: a Msg stays comparable
}

var (
	messagesMu sync.Mutex
	messages   = map[string]Msg{}
)

// NewMsg declares a message (params names the values of its verbs in
// order; "" for one the client has no use for): only ever at package level, so that
// Messages lists every code the API can answer before it answers one.
// Declaring a code twice panics.
func NewMsg(code, text string, params ...string) Msg {
	m := Msg{Code: code, Text: text, params: strings.Join(params, ",")}
	messagesMu.Lock()
	defer messagesMu.Unlock()
	if _, dup := messages[code]; dup {
		panic("dayspa: message code declared twice: " + code)
	}
	messages[code] = m
	return m
}

// Messages returns every declared message, by code.
func Messages() []Msg {
	messagesMu.Lock()
	defer messagesMu.Unlock()
	out := make([]Msg, 0, len(messages))
	for _, m := range messages {
		out = append(out, m)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Code < out[j].Code })
	return out
}

// ParamNames returns the names of m's params, in the order of its verbs.
func (m Msg) ParamNames() []string {
	if m.params == "" {
		return nil
	}
	return strings.Split(m.params, ",")
}

// format returns m's English words with args and the named params.
func (m Msg) format(args []any) (string, map[string]string) {
	text := m.Text
	if len(args) > 0 {
		text = fmt.Sprintf(m.Text, args...)
	}
	var params map[string]string
	for i, name := range m.ParamNames() {
		if params == nil {
			params = map[string]string{}
		}
		if i < len(args) && name != "" {
			params[name] = fmt.Sprint(args[i])
		}
	}
	return text, params
}

// FieldMsg is the message of one field: its code, the values it names,
// and its English words.
type FieldMsg struct {
	Code   string
	Params map[string]string
	Text   string
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

// Errorf returns an *Error of the given kind with message m, its verbs
// filled in with args (which are also m's named params).
func Errorf(kind string, m Msg, args ...any) *Error {
	text, params := m.format(args)
	return &Error{Code: kind, Message: text, MsgCode: m.Code, Params: params}
}

// With sets the param name to value: for a value the client wants in
// another form than the English words show it (a time as 22:00, not 10:00 PM).
func (e *Error) With(name, value string) *Error {
	if e.Params == nil {
		e.Params = map[string]string{}
	}
	e.Params[name] = value
	return e
}

// MsgInternal answers every error that is not the domain's.
var MsgInternal = NewMsg("internal", "Internal error.")

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
	return MsgInternal.Text
}

// ErrorMsgCode returns the message code of err's *Error, MsgInternal's for
// any other error and "" for nil.
func ErrorMsgCode(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.MsgCode
	}
	return MsgInternal.Code
}

// ErrorParams returns the named values of err's message.
func ErrorParams(err error) map[string]string {
	var e *Error
	if errors.As(err, &e) {
		return e.Params
	}
	return nil
}

// ErrorFieldMsgs returns the per-field messages of an EINVALID error
// with their codes.
func ErrorFieldMsgs(err error) map[string]FieldMsg {
	var e *Error
	if errors.As(err, &e) {
		return e.FieldMsgs
	}
	return nil
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
var MsgCheckFields = NewMsg("fields.check", "Please check the highlighted fields.")

// FieldErrors collects validation messages, one per field, first one wins.
type FieldErrors map[string]FieldMsg

// FieldError returns the EINVALID error of one field and its message m
// with args.
func FieldError(field string, m Msg, args ...any) error {
	f := FieldErrors{}
	f.Add(field, m, args...)
	return f.Err()
}

// Add records m with args for field unless the field already has a message.
func (f FieldErrors) Add(field string, m Msg, args ...any) {
	if _, ok := f[field]; !ok {
		text, params := m.format(args)
		f[field] = FieldMsg{Code: m.Code, Params: params, Text: text}
	}
}

// Merge records the field messages of err, an EINVALID error (nil adds
// nothing), after those already recorded: so that a form gets every
// field's message at once, those of values that could not be read first,
// then those of the rules.
func (f FieldErrors) Merge(err error) {
	for k, v := range ErrorFieldMsgs(err) {
		if _, ok := f[k]; !ok {
			f[k] = v
		}
	}
}

// Err returns nil when nothing was recorded, else an EINVALID *Error.
func (f FieldErrors) Err() error { return f.ErrMsg(MsgCheckFields) }

// ErrMsg is Err with the message m (and args) in place of MsgCheckFields.
func (f FieldErrors) ErrMsg(m Msg, args ...any) error {
	if len(f) == 0 {
		return nil
	}
	texts := make(map[string]string, len(f))
	for k, v := range f {
		texts[k] = v.Text
	}
	e := Errorf(EINVALID, m, args...)
	e.Fields, e.FieldMsgs = texts, f
	return e
}
