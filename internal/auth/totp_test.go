package auth

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base32"
	"encoding/binary"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp"
)

// rfcSecret is the SHA-1 seed of RFC 6238's test vectors, the ASCII string
// "12345678901234567890", in base32 as an app would hold it.
var rfcSecret = base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString([]byte("12345678901234567890"))

// rfcVectors are RFC 6238's published SHA-1 values (appendix B), cut to
// their last 6 digits as a 6-digit code is.
var rfcVectors = []struct {
	unix int64
	step int64
	code string // the RFC's 8 digits: 94287082, 07081804, ...
}{
	{59, 0x1, "287082"},
	{1111111109, 0x23523EC, "081804"},
	{1111111111, 0x23523ED, "050471"},
	{1234567890, 0x273EF07, "005924"},
	{2000000000, 0x3F940AA, "279037"},
	{20000000000, 0x27BC86AA, "353130"},
}

func TestCheckCode_RFC6238Vectors(t *testing.T) {
	for _, v := range rfcVectors {
		now := time.Unix(v.unix, 0)
		if got := CodeStep(now); got != v.step {
			t.Errorf("CodeStep(%d) = %#x, want %#x", v.unix, got, v.step)
		}
		step, ok := CheckCode(rfcSecret, v.code, 0, now)
		if !ok || step != v.step {
			t.Errorf("at %d: CheckCode(%s) = %#x, %v; want %#x, true", v.unix, v.code, step, ok, v.step)
		}
		// The same code with one digit changed is refused.
		wrong := v.code[:5] + string('0'+(v.code[5]-'0'+1)%10)
		if step, ok := CheckCode(rfcSecret, wrong, 0, now); ok || step != 0 {
			t.Errorf("at %d: the wrong code %s was accepted (step %#x)", v.unix, wrong, step)
		}
	}
}

func TestCheckCode_Window(t *testing.T) {
	// 081804 is the code of step 0x23523EC, whose 30 seconds run from
	// 1111111080 to 1111111109.
	const code, step = "081804", int64(0x23523EC)
	start := time.Unix(step*30, 0)
	for _, tt := range []struct {
		name string
		now  time.Time
		ok   bool
	}{
		{"two steps early", start.Add(-31 * time.Second), false},
		{"one step early", start.Add(-30 * time.Second), true},
		{"one second early", start.Add(-time.Second), true},
		{"its first second", start, true},
		{"its last second", start.Add(29 * time.Second), true},
		{"one step late", start.Add(59 * time.Second), true},
		{"two steps late", start.Add(60 * time.Second), false},
		{"a day late", start.Add(24 * time.Hour), false},
	} {
		got, ok := CheckCode(rfcSecret, code, 0, tt.now)
		if ok != tt.ok || (ok && got != step) {
			t.Errorf("%s: CheckCode = %#x, %v; want ok=%v (step %#x)", tt.name, got, ok, tt.ok, step)
		}
	}
}

func TestCheckCode_RefusesReuse(t *testing.T) {
	// 081804 and 050471 are the codes of two steps in a row; the clock
	// stands in the second, so both are within the window.
	now := time.Unix(1111111111, 0)
	first, ok := CheckCode(rfcSecret, "081804", 0, now)
	if !ok || first != 0x23523EC {
		t.Fatalf("the previous step's code: %#x, %v", first, ok)
	}
	if got, ok := CheckCode(rfcSecret, "081804", first, now); ok || got != first {
		t.Errorf("the same code was accepted twice (step %#x, %v)", got, ok)
	}
	if _, ok := CheckCode(rfcSecret, "081804", first, now.Add(20*time.Second)); ok {
		t.Error("the same code was accepted again later in its window")
	}
	second, ok := CheckCode(rfcSecret, "050471", first, now)
	if !ok || second != first+1 {
		t.Fatalf("the next step's code after the previous one: %#x, %v", second, ok)
	}
	// Once a newer code is used, an older one still within the window is
	// refused too.
	fresh := time.Unix(1111111109, 0)
	if _, ok := CheckCode(rfcSecret, "081804", 0, fresh); !ok {
		t.Fatal("the older code is not valid on its own")
	}
	if _, ok := CheckCode(rfcSecret, "081804", second, fresh); ok {
		t.Error("an older code was accepted after a newer one was used")
	}
}

func TestCheckCode_Input(t *testing.T) {
	now := time.Unix(59, 0)
	for _, tt := range []struct {
		secret, code string
		ok           bool
	}{
		{rfcSecret, "287 082", true},
		{rfcSecret, " 287082 ", true},
		{strings.ToLower(rfcSecret), "287082", true},
		{rfcSecret, "", false},
		{rfcSecret, "28708", false},
		{rfcSecret, "2870820", false},
		{rfcSecret, "94287082", false}, // the 8-digit value: 6 digits only
		{rfcSecret, "28708a", false},
		{rfcSecret, "+28708", false},
		{rfcSecret, "２８７０８２", false}, // full-width digits
		{"not base32!", "287082", false},
		{"", "287082", false},
	} {
		if _, ok := CheckCode(tt.secret, tt.code, 0, now); ok != tt.ok {
			t.Errorf("CheckCode(%q, %q) ok = %v, want %v", tt.secret, tt.code, ok, tt.ok)
		}
	}
}

func TestNewCodeKey(t *testing.T) {
	k, err := NewCodeKey("Serenity Spa: Dubai", "layla@example.ae")
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := otp.NewKeyFromURL(k.URL)
	if err != nil {
		t.Fatalf("the URL %q does not parse: %v", k.URL, err)
	}
	if !strings.HasPrefix(k.URL, "otpauth://totp/") {
		t.Errorf("URL %q: want otpauth://totp/", k.URL)
	}
	if parsed.Issuer() != "Serenity Spa  Dubai" || parsed.AccountName() != "layla@example.ae" {
		t.Errorf("issuer %q, account %q", parsed.Issuer(), parsed.AccountName())
	}
	if parsed.Secret() != k.Secret || parsed.Period() != 30 || parsed.Digits() != otp.DigitsSix ||
		parsed.Algorithm() != otp.AlgorithmSHA1 {
		t.Errorf("URL %q: want the secret, 30 s, 6 digits, SHA1", k.URL)
	}
	raw, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(k.Secret)
	if err != nil || len(raw) != 20 {
		t.Errorf("secret %q: %d bytes, %v; want 20 bytes of base32", k.Secret, len(raw), err)
	}
	// A code made from the new secret checks.
	now := time.Unix(1_800_000_000, 0)
	if _, ok := CheckCode(k.Secret, codeAt(t, k.Secret, now), 0, now); !ok {
		t.Error("a code of the new secret is refused")
	}
	other, err := NewCodeKey("Serenity Spa", "layla@example.ae")
	if err != nil || other.Secret == k.Secret {
		t.Errorf("two keys share the secret %q (%v)", other.Secret, err)
	}

	for _, bad := range [][2]string{{"", "a@b.ae"}, {" : ", "a@b.ae"}, {"Spa", ""}, {"Spa", "a:b@c.ae"}} {
		if _, err := NewCodeKey(bad[0], bad[1]); err == nil {
			t.Errorf("NewCodeKey(%q, %q) made a key", bad[0], bad[1])
		}
	}
}

// codeAt computes the 6-digit code of secret at now by RFC 4226's steps,
// apart from the library the code under test uses.
func codeAt(t *testing.T, secret string, now time.Time) string {
	t.Helper()
	key, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(secret)
	if err != nil {
		t.Fatal(err)
	}
	mac := hmac.New(sha1.New, key)
	binary.Write(mac, binary.BigEndian, uint64(now.Unix()/30))
	sum := mac.Sum(nil)
	off := sum[len(sum)-1] & 0xf
	v := binary.BigEndian.Uint32(sum[off:]) & 0x7fffffff
	return fmt.Sprintf("%06d", v%1_000_000)
}
