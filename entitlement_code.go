package dayspa

import (
	"crypto/rand"
	"math/big"
	"strings"
)

// An entitlement's code is what the holder types at the desk or on the
// balance page, so it is made to be guessed by nobody and mistyped
// safely:
//
//   - 80 bits from crypto/rand, 16 characters of Crockford's base32 (the
//     digits and the letters without I, L, O and U, which read as 1, 1, 0
//     and V);
//   - then Crockford's check symbol: the 80-bit number modulo 37, written
//     with the 32 symbols and * ~ $ = U for 32 to 36. 37 is a prime above
//     32, so a single wrong character (it moves the number by d × 32^i,
//     0 < |d| < 32) and two neighbours swapped (by (a−b) × 31 × 32^i) both
//     change the remainder: either is caught, never taken for another card;
//   - written in groups of four for reading: XXXX-XXXX-XXXX-XXXX-C.
//
// ParseEntitlementCode reads what a person typed: case, spaces and dashes
// do not matter, and I and L are read as 1, O as 0.

const (
	crockford       = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	crockfordCheck  = crockford + "*~$=U"
	codeDataLen     = 16 // 16 × 5 = 80 bits
	codeGroup       = 4
	codeCheckModulo = 37
)

// The refusals of a code as typed.
var (
	MsgEntitlementCodeFormat = NewMsg("entitlement.code_format",
		"A code is 16 letters and digits and a check character, like XXXX-XXXX-XXXX-XXXX-X.")
	MsgEntitlementCodeCheck = NewMsg("entitlement.code_check",
		"This code has a typing mistake: please check each character.")
)

// NewEntitlementCode returns a new random code in its written form.
func NewEntitlementCode() string {
	b := make([]byte, codeDataLen*5/8)
	_, _ = rand.Read(b) // crypto/rand.Read never fails
	n := new(big.Int).SetBytes(b)
	var data [codeDataLen]byte
	v := new(big.Int).Set(n)
	mask := big.NewInt(31)
	for i := codeDataLen - 1; i >= 0; i-- {
		data[i] = crockford[new(big.Int).And(v, mask).Int64()]
		v.Rsh(v, 5)
	}
	return formatCode(string(data[:]) + string(codeCheckSymbol(string(data[:]))))
}

// codeCheckSymbol is the check symbol of 16 canonical data characters.
func codeCheckSymbol(data string) byte {
	r := 0
	for i := 0; i < len(data); i++ {
		r = (r*32 + strings.IndexByte(crockford, data[i])) % codeCheckModulo
	}
	return crockfordCheck[r]
}

// formatCode groups 17 canonical characters for reading.
func formatCode(canonical string) string {
	var b strings.Builder
	for i := 0; i < codeDataLen; i += codeGroup {
		b.WriteString(canonical[i : i+codeGroup])
		b.WriteByte('-')
	}
	b.WriteString(canonical[codeDataLen:])
	return b.String()
}

// normalizeCode reads what a person typed into canonical characters
// (upper case, no dashes or spaces, I and L as 1, O as 0). ok is false
// when a character is none of Crockford's symbols.
func normalizeCode(s string) (canonical string, ok bool) {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		switch {
		case r == '-' || r == ' ':
			continue
		case r == 'I' || r == 'L':
			r = '1'
		case r == 'O':
			r = '0'
		}
		if r > 127 || strings.IndexRune(crockfordCheck, r) < 0 {
			return "", false
		}
		b.WriteRune(r)
	}
	return b.String(), true
}

// ParseEntitlementCode reads a typed code into its written form
// (XXXX-XXXX-XXXX-XXXX-C). A code of the wrong length or characters is
// refused with MsgEntitlementCodeFormat, one whose check symbol does not
// match with MsgEntitlementCodeCheck (both EINVALID, field "code").
func ParseEntitlementCode(s string) (string, error) {
	code, refused, ok := readCode(s)
	if !ok {
		return "", FieldError("code", refused)
	}
	return code, nil
}

// readCode is ParseEntitlementCode for a form with other fields: the
// written code, or ok false and the message of the refusal.
func readCode(s string) (code string, refused Msg, ok bool) {
	c, ok := normalizeCode(s)
	if !ok || len(c) != codeDataLen+1 || strings.ContainsAny(c[:codeDataLen], "*~$=U") {
		return "", MsgEntitlementCodeFormat, false
	}
	if codeCheckSymbol(c[:codeDataLen]) != c[codeDataLen] {
		return "", MsgEntitlementCodeCheck, false
	}
	return formatCode(c), Msg{}, true
}
