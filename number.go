package dayspa

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// MsgNumber refuses a field that must hold a number and holds something
// else: text that is not one, an object, a list, true.
var MsgNumber = NewMsg("number.invalid", "Must be a number.")

// Number is a number as a form sends it: a JSON number (450.5) or a string
// (" 450.50 "), kept as the JSON text it came as, so that no float ever
// holds it. Decoding takes any JSON value and never fails: what the field
// must hold (an amount, a percentage, any number) is its own rule, which
// reads the text with Text and answers with the field's own message.
type Number string

// UnmarshalJSON keeps the JSON text of the value. (null never reaches it:
// a *Number is then left nil, "not sent".)
func (n *Number) UnmarshalJSON(b []byte) error {
	*n = Number(bytes.TrimSpace(b))
	return nil
}

// Text returns what the value says: a JSON number as written ("1e3"), or
// a string's content without its surrounding spaces. ok is false for any
// other JSON value: an object, a list, a boolean.
func (n Number) Text() (text string, ok bool) {
	s := string(n)
	if strings.HasPrefix(s, `"`) {
		var v string
		if json.Unmarshal([]byte(s), &v) != nil {
			return "", false
		}
		return strings.TrimSpace(v), true
	}
	if !isJSONNumber(s) {
		return "", false
	}
	return s, true
}

// IsNumber reports whether the value is a JSON number, or a string that
// holds one: 450, 450.5, 1e3, "450.00". "abc", "" and "\"1\"" are not.
func (n Number) IsNumber() bool {
	s, ok := n.Text()
	return ok && isJSONNumber(s)
}

// isJSONNumber reports whether s is one JSON number literal.
func isJSONNumber(s string) bool {
	return s != "" && (s[0] == '-' || s[0] >= '0' && s[0] <= '9') && json.Valid([]byte(s))
}

// wholeNumber reads a whole number from min to max, as a JSON number or a
// string ("4"): 4.0 is 4; 4.5, "" and a value left out (nil) are refused.
func wholeNumber(n *Number, min, max int) (int, bool) {
	if n == nil {
		return 0, false
	}
	s, ok := n.Text()
	if !ok || !isJSONNumber(s) {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v < float64(min) || v > float64(max) || v != math.Trunc(v) {
		return 0, false
	}
	return int(v), true
}
