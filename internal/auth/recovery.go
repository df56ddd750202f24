package auth

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"strings"
)

// RecoveryCodeCount is how many recovery codes a person gets at a time:
// each signs in once in place of a one-time code, for when the phone with
// the authenticator app is lost.
const RecoveryCodeCount = 10

// recoveryAlphabet is lower case (codes are read without regard to case)
// and has no look-alike characters (0/o, 1/l/i), so that a printed code
// can be typed back.
const recoveryAlphabet = "23456789abcdefghjkmnpqrstuvwxyz"

// A recovery code is three groups of four characters, xxxx-xxxx-xxxx:
// 12 × log2(31) ≈ 59 bits from crypto/rand.
const (
	recoveryGroups   = 3
	recoveryGroupLen = 4
	recoveryCodeLen  = recoveryGroups * recoveryGroupLen
)

// NewRecoveryCodes returns RecoveryCodeCount new codes, to show the person
// once, and their hashes, the only thing to store (in the same order).
func NewRecoveryCodes() (codes, hashes []string) {
	for range RecoveryCodeCount {
		raw := randomString(recoveryAlphabet, recoveryCodeLen)
		groups := make([]string, 0, recoveryGroups)
		for i := 0; i < recoveryCodeLen; i += recoveryGroupLen {
			groups = append(groups, raw[i:i+recoveryGroupLen])
		}
		codes = append(codes, strings.Join(groups, "-"))
		hashes = append(hashes, hashRecoveryCode(raw))
	}
	return codes, hashes
}

// UseRecoveryCode checks code against the stored hashes and, when one
// matches, returns the hashes without it: a code works once. Case, dashes
// and spaces in code do not matter. When none matches it returns hashes
// as they are and false.
//
// The caller stores rest in place of hashes, as a compare-and-swap (only
// if the stored hashes are still hashes), so that two sign-ins racing with
// one code cannot both succeed.
func UseRecoveryCode(hashes []string, code string) (rest []string, ok bool) {
	norm := normalizeRecoveryCode(code)
	if len(norm) != recoveryCodeLen || strings.Trim(norm, recoveryAlphabet) != "" {
		return hashes, false
	}
	want := []byte(hashRecoveryCode(norm))
	found := -1
	for i, h := range hashes {
		// Every hash is compared, in constant time, so that the time taken
		// says nothing about which one matched.
		if subtle.ConstantTimeCompare([]byte(h), want) == 1 && found < 0 {
			found = i
		}
	}
	if found < 0 {
		return hashes, false
	}
	rest = make([]string, 0, len(hashes)-1)
	rest = append(rest, hashes[:found]...)
	return append(rest, hashes[found+1:]...), true
}

// normalizeRecoveryCode lower-cases code and drops its dashes and spaces.
func normalizeRecoveryCode(code string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '-' || r == ' ' || r == '\t':
			return -1
		case 'A' <= r && r <= 'Z':
			return r + ('a' - 'A')
		}
		return r
	}, code)
}

// hashRecoveryCode is the hex SHA-256 of a normalized code.
//
// A fast hash is enough here, unlike for passwords: a slow hash exists to
// make guessing a human-chosen secret expensive, but a recovery code is
// 59 random bits: no dictionary applies, and exhaustive search costs about
// 2^58 SHA-256s per code. Whoever holds the stored hashes gains little by
// it anyway: a code is only a second factor (the password is still
// needed), and the one-time code secret it stands in for sits in the same
// database.
// argon2id would make every wrong code cost ten slow hashes, one per
// stored code.
func hashRecoveryCode(norm string) string {
	sum := sha256.Sum256([]byte(norm))
	return hex.EncodeToString(sum[:])
}
