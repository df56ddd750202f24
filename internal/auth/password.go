// Package auth keeps the staff's passwords, checks one-time codes and
// recovery codes, and throttles failed logins.
//
// A password is stored only as a slow hash: argon2id in the PHC string
// format ($argon2id$v=19$m=…,t=…,p=…$salt$hash) for every hash it makes;
// bcrypt hashes ($2a$, $2b$, $2y$) are verified too, so an operator may
// store one made elsewhere. Verification is constant-time.
package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"
	"golang.org/x/crypto/bcrypt"

	"github.com/dayspa/dayspa"
)

// PasswordKey is the setting that holds the admin password's hash.
const PasswordKey = "admin_password_hash"

// Password length limits, in characters and bytes.
const (
	MinPasswordLen   = 8
	MaxPasswordBytes = 1024
)

// The argon2id parameters of new hashes: OWASP's recommended minimum
// (19 MiB, 2 passes, 1 lane), about 20-40 ms on a server core.
const (
	argonMemory  = 19 * 1024 // KiB
	argonTime    = 2
	argonThreads = 1
	argonKeyLen  = 32
	argonSaltLen = 16
)

// Bounds on the parameters a stored hash may ask for, so that a tampered
// setting cannot make every login allocate gigabytes.
const (
	maxArgonMemory  = 256 * 1024 // KiB
	maxArgonTime    = 10
	maxArgonThreads = 16
)

// slots bounds how many hashes are computed at once: each argon2id one
// holds argonMemory, and a crowd of logins must not exhaust the machine.
var slots = make(chan struct{}, max(2, runtime.NumCPU()))

func acquire() func() {
	slots <- struct{}{}
	return func() { <-slots }
}

var b64 = base64.RawStdEncoding

// cost is the argon2id cost of new hashes; tests of this package lower it.
var cost = struct {
	memory, time uint32
	threads      uint8
}{argonMemory, argonTime, argonThreads}

// HashPassword returns the argon2id hash of password in PHC format, with a
// new random salt.
func HashPassword(password string) (string, error) {
	salt := make([]byte, argonSaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("hash password: %w", err)
	}
	defer acquire()()
	c := cost
	key := argon2.IDKey([]byte(password), salt, c.time, c.memory, c.threads, argonKeyLen)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, c.memory, c.time, c.threads, b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// VerifyPassword reports whether password matches hash, an argon2id PHC
// string or a bcrypt hash. A hash it cannot read matches nothing.
func VerifyPassword(hash, password string) bool {
	if strings.HasPrefix(hash, "$2a$") || strings.HasPrefix(hash, "$2b$") || strings.HasPrefix(hash, "$2y$") {
		defer acquire()()
		return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil
	}
	p, err := parseArgon2id(hash)
	if err != nil {
		return false
	}
	defer acquire()()
	key := argon2.IDKey([]byte(password), p.salt, p.time, p.memory, p.threads, uint32(len(p.key)))
	return subtle.ConstantTimeCompare(key, p.key) == 1
}

// dummyHash is verified when no hash is stored, so that a login costs the
// same whether or not a password exists.
var dummyHash = sync.OnceValue(func() string {
	h, err := HashPassword("no password is stored")
	if err != nil {
		return ""
	}
	return h
})

type argonParams struct {
	memory, time uint32
	threads      uint8
	salt, key    []byte
}

func parseArgon2id(hash string) (argonParams, error) {
	var p argonParams
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[0] != "" || parts[1] != "argon2id" {
		return p, errors.New("not an argon2id hash")
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return p, errors.New("unsupported argon2 version")
	}
	var threads uint32
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.memory, &p.time, &threads); err != nil {
		return p, errors.New("bad argon2id parameters")
	}
	if p.memory < 8 || p.memory > maxArgonMemory || p.time < 1 || p.time > maxArgonTime || threads < 1 || threads > maxArgonThreads {
		return p, errors.New("argon2id parameters out of bounds")
	}
	p.threads = uint8(threads)
	var err error
	if p.salt, err = b64.DecodeString(parts[4]); err != nil || len(p.salt) < 8 {
		return p, errors.New("bad argon2id salt")
	}
	if p.key, err = b64.DecodeString(parts[5]); err != nil || len(p.key) < 16 || len(p.key) > 64 {
		return p, errors.New("bad argon2id hash")
	}
	return p, nil
}

// CheckNewPassword says why password cannot become the admin password:
// shorter than MinPasswordLen characters, blank, or over MaxPasswordBytes.
func CheckNewPassword(password string) error {
	switch {
	case strings.TrimSpace(password) == "":
		return errors.New("the password is empty")
	case utf8.RuneCountInString(password) < MinPasswordLen:
		return fmt.Errorf("the password must be at least %d characters", MinPasswordLen)
	case len(password) > MaxPasswordBytes:
		return fmt.Errorf("the password must be at most %d bytes", MaxPasswordBytes)
	case !utf8.ValidString(password):
		return errors.New("the password is not valid UTF-8")
	}
	return nil
}

// passwordAlphabet has no look-alike characters (0/O, 1/l/I), so that a
// generated password can be read off a terminal and typed.
const passwordAlphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// GeneratedPasswordLen is the length of a generated password: about 116
// bits of entropy.
const GeneratedPasswordLen = 20

// NewPassword returns a random password of GeneratedPasswordLen characters.
func NewPassword() string {
	return randomString(passwordAlphabet, GeneratedPasswordLen)
}

// randomString returns n characters drawn uniformly from alphabet (at most
// 256 of them).
func randomString(alphabet string, n int) string {
	var sb strings.Builder
	buf := make([]byte, 1)
	limit := 256 - 256%len(alphabet) // reject bytes that would bias the choice
	for sb.Len() < n {
		if _, err := rand.Read(buf); err != nil {
			panic(err) // crypto/rand.Read never fails
		}
		if int(buf[0]) < limit {
			sb.WriteByte(alphabet[int(buf[0])%len(alphabet)])
		}
	}
	return sb.String()
}

// Settings is where the hash is kept.
type Settings interface {
	dayspa.SettingStore
	// CreateSetting stores value under key unless key has a value, and
	// reports whether it did.
	CreateSetting(ctx context.Context, key, value string) (bool, error)
}

// SetPassword checks password and stores its hash as the admin password.
func SetPassword(ctx context.Context, s Settings, password string) error {
	if err := CheckNewPassword(password); err != nil {
		return err
	}
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	return s.SetSetting(ctx, PasswordKey, hash)
}

// Outcome says what EnsurePassword did.
type Outcome int

const (
	// Kept: the stored password stays (DAYSPA_ADMIN_PASSWORD is unset, or
	// is the stored password already).
	Kept Outcome = iota
	// Replaced: the stored password (if any) was replaced by fromEnv.
	Replaced
	// Generated: none was stored, so a random one was made and stored.
	Generated
)

// EnsurePassword makes sure an admin password is stored, at start-up:
//   - fromEnv set: it becomes the password, unless it already is (so
//     restarts do not rewrite it);
//   - fromEnv empty and none stored: a random one is generated, its hash
//     stored, and it is returned, for the caller to show once;
//   - fromEnv empty and one stored: it is kept.
//
// Of several instances starting at once on an empty database, exactly one
// generates the password; the others keep it.
func EnsurePassword(ctx context.Context, s Settings, fromEnv string) (Outcome, string, error) {
	stored, err := s.GetSetting(ctx, PasswordKey)
	if err != nil && dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
		return Kept, "", fmt.Errorf("read the admin password: %w", err)
	}
	hasStored := err == nil
	if fromEnv != "" {
		if hasStored && VerifyPassword(stored, fromEnv) {
			return Kept, "", nil
		}
		if err := SetPassword(ctx, s, fromEnv); err != nil {
			return Kept, "", fmt.Errorf("DAYSPA_ADMIN_PASSWORD: %w", err)
		}
		return Replaced, "", nil
	}
	if hasStored {
		return Kept, "", nil
	}
	password := NewPassword()
	hash, err := HashPassword(password)
	if err != nil {
		return Kept, "", err
	}
	created, err := s.CreateSetting(ctx, PasswordKey, hash)
	if err != nil {
		return Kept, "", fmt.Errorf("store the admin password: %w", err)
	}
	if !created {
		return Kept, "", nil // another instance generated it at the same moment
	}
	return Generated, password, nil
}

// Check reports whether password is the admin password stored in s. With
// none stored nothing matches, in about the time a real check takes.
func Check(ctx context.Context, s dayspa.SettingStore, password string) (bool, error) {
	hash, err := s.GetSetting(ctx, PasswordKey)
	if dayspa.ErrorCode(err) == dayspa.ENOTFOUND {
		VerifyPassword(dummyHash(), password)
		return false, nil
	} else if err != nil {
		return false, err
	}
	return VerifyPassword(hash, password), nil
}
