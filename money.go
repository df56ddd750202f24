package dayspa

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Money is an amount of dirhams held exactly, in fils (1/100 AED).
// No float ever holds money: amounts are parsed from and printed as text.
type Money int64

// AED returns whole dirhams as Money.
func AED(dirhams int64) Money { return Money(dirhams * 100) }

// ParseMoney parses a non-negative amount with at most two decimals:
// "350", "350.5", "350.50". Anything else is an error.
func ParseMoney(s string) (Money, error) {
	s = strings.TrimSpace(s)
	whole, frac, hasDot := strings.Cut(s, ".")
	if whole == "" || (hasDot && (frac == "" || len(frac) > 2)) || !allDigits(whole) || !allDigits(frac) {
		return 0, fmt.Errorf("invalid amount %q", s)
	}
	if len(whole) > 13 { // keeps fils far inside int64
		return 0, fmt.Errorf("amount %q is too large", s)
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("invalid amount %q", s)
	}
	for len(frac) < 2 {
		frac += "0"
	}
	f, _ := strconv.ParseInt(frac, 10, 64)
	return Money(w*100 + f), nil
}

func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// String prints the amount with two decimals, "350.00".
func (m Money) String() string {
	sign := ""
	v := int64(m)
	if v < 0 {
		if v == math.MinInt64 {
			return "-92233720368547758.08"
		}
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
}

// MarshalJSON writes the amount as a string with two decimals.
func (m Money) MarshalJSON() ([]byte, error) {
	return []byte(`"` + m.String() + `"`), nil
}

// UnmarshalJSON accepts a string ("350.00") or a JSON number (350.5), both
// read from their text, never through a float.
func (m *Money) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	var text string
	if len(b) > 0 && b[0] == '"' {
		if err := json.Unmarshal(b, &text); err != nil {
			return err
		}
	} else {
		text = string(b)
	}
	v, err := ParseMoney(text)
	if err != nil {
		return err
	}
	*m = v
	return nil
}
