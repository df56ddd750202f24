package auth

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestNewRecoveryCodes(t *testing.T) {
	codes, hashes := NewRecoveryCodes()
	if len(codes) != 10 || len(hashes) != 10 {
		t.Fatalf("%d codes, %d hashes; want 10 of each", len(codes), len(hashes))
	}
	format := regexp.MustCompile(`^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$`)
	seen := map[string]bool{}
	for i, c := range codes {
		if !format.MatchString(c) {
			t.Errorf("code %q: want xxxx-xxxx-xxxx without look-alike characters", c)
		}
		if seen[c] || seen[hashes[i]] {
			t.Errorf("code %q or its hash repeats", c)
		}
		seen[c], seen[hashes[i]] = true, true
		bare := strings.ReplaceAll(c, "-", "")
		if strings.Contains(hashes[i], bare) || len(hashes[i]) != 64 {
			t.Errorf("hash %q of %q: want 64 hex digits without the code", hashes[i], c)
		}
		if rest, ok := UseRecoveryCode(hashes[i:i+1], c); !ok || len(rest) != 0 {
			t.Errorf("code %d does not match hash %d", i, i)
		}
	}
	other, _ := NewRecoveryCodes()
	if slices.ContainsFunc(other, func(c string) bool { return seen[c] }) {
		t.Error("a second set repeats a code of the first: not random")
	}

	// Over many sets every character of the alphabet shows, and no other.
	used := map[rune]bool{}
	for range 30 {
		cs, _ := NewRecoveryCodes()
		for _, r := range strings.Join(cs, "") {
			used[r] = true
		}
	}
	delete(used, '-')
	if len(used) != len(recoveryAlphabet) {
		t.Errorf("%d distinct characters used, want the alphabet's %d", len(used), len(recoveryAlphabet))
	}
	for _, r := range "01ilo" {
		if strings.ContainsRune(recoveryAlphabet, r) {
			t.Errorf("the alphabet has the look-alike %q", r)
		}
	}
}

func TestUseRecoveryCode(t *testing.T) {
	codes, hashes := NewRecoveryCodes()
	code := codes[3]
	bare := strings.ReplaceAll(code, "-", "")

	for _, typed := range []string{
		code,
		strings.ToUpper(code),
		bare,
		strings.ToUpper(bare[:5]) + bare[5:],
		" " + bare[:4] + " " + bare[4:8] + " " + bare[8:] + " ",
		bare[:6] + "-" + bare[6:],
	} {
		rest, ok := UseRecoveryCode(hashes, typed)
		if !ok {
			t.Errorf("%q (typed for %q) was refused", typed, code)
			continue
		}
		want := slices.Delete(slices.Clone(hashes), 3, 4)
		if !slices.Equal(rest, want) {
			t.Errorf("%q: the rest is not the other nine hashes in order", typed)
		}
	}
	if len(hashes) != 10 {
		t.Fatal("UseRecoveryCode changed the caller's slice")
	}

	t.Run("OneUseOnly", func(t *testing.T) {
		rest, ok := UseRecoveryCode(hashes, code)
		if !ok {
			t.Fatal("refused the first time")
		}
		if again, ok := UseRecoveryCode(rest, code); ok || !slices.Equal(again, rest) {
			t.Error("the same code was accepted twice")
		}
		// The others still work, each once, until none is left.
		for i, c := range codes {
			if i == 3 {
				continue
			}
			if rest, ok = UseRecoveryCode(rest, c); !ok {
				t.Errorf("code %d was refused after code 3 was used", i)
			}
		}
		if len(rest) != 0 {
			t.Errorf("%d hashes left after every code was used", len(rest))
		}
	})

	t.Run("WrongCodes", func(t *testing.T) {
		// A code's look-alike spelling (o for 0, l for 1) cannot occur and
		// matches nothing, and neither does any other near miss.
		swapped := bare[:11] + string(recoveryAlphabet[(strings.IndexByte(recoveryAlphabet, bare[11])+1)%len(recoveryAlphabet)])
		for _, bad := range []string{
			"", "-", bare[:11], bare + "2", swapped, "oooo-llll-iiii", "0000-1111-0000",
			code + "\x00", strings.ReplaceAll(code, "-", "_"), hashes[3],
		} {
			if rest, ok := UseRecoveryCode(hashes, bad); ok || !slices.Equal(rest, hashes) {
				t.Errorf("%q was accepted", bad)
			}
		}
		if rest, ok := UseRecoveryCode(nil, code); ok || rest != nil {
			t.Error("a code matched with no hashes stored")
		}
	})
}
