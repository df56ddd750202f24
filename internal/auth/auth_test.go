package auth

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/dayspa/dayspa"
)

// cheapHashes makes the test's new hashes fast (64 KiB, one pass): the
// code paths are the same, the real cost is TestHashAndVerify's.
func cheapHashes(t *testing.T) {
	saved := cost
	cost.memory, cost.time = 64, 1
	t.Cleanup(func() { cost = saved })
}

func TestHashAndVerify(t *testing.T) {
	h, err := HashPassword("Sandalwood & oud 2026")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") || strings.Contains(h, "Sandalwood") {
		t.Fatalf("hash %q: want an argon2id PHC string without the password", h)
	}
	if !VerifyPassword(h, "Sandalwood & oud 2026") || VerifyPassword(h, "sandalwood & oud 2026") {
		t.Fatal("the real hash is not verified right")
	}
	// The rest on hashes of the same code but a lower cost.
	cheapHashes(t)
	h2, _ := HashPassword("Sandalwood & oud 2026")
	if !strings.HasPrefix(h2, "$argon2id$v=19$m=64,t=1,p=1$") || !VerifyPassword(h2, "Sandalwood & oud 2026") {
		t.Errorf("a hash of other parameters %q does not verify", h2)
	}
	if strings.Split(h, "$")[4] == strings.Split(h2, "$")[4] {
		t.Error("two hashes of one password are equal: the salt is not random")
	}
	for _, tt := range []struct {
		password string
		want     bool
	}{
		{"Sandalwood & oud 2026", true},
		{"sandalwood & oud 2026", false},
		{"Sandalwood & oud 2026 ", false},
		{"", false},
	} {
		if got := VerifyPassword(h2, tt.password); got != tt.want {
			t.Errorf("VerifyPassword(%q) = %v, want %v", tt.password, got, tt.want)
		}
	}

	t.Run("Bcrypt", func(t *testing.T) {
		b, err := bcrypt.GenerateFromPassword([]byte("made elsewhere"), bcrypt.MinCost)
		if err != nil {
			t.Fatal(err)
		}
		if !VerifyPassword(string(b), "made elsewhere") || VerifyPassword(string(b), "made elsewhere!") {
			t.Error("bcrypt hashes are not verified right")
		}
	})

	t.Run("UnreadableHashesMatchNothing", func(t *testing.T) {
		parts := strings.Split(h2, "$")
		for _, bad := range []string{
			"", "plain text", "Sandalwood & oud 2026",
			"$argon2i$v=19$m=64,t=1,p=1$" + parts[4] + "$" + parts[5],
			"$argon2id$v=16$m=64,t=1,p=1$" + parts[4] + "$" + parts[5],
			"$argon2id$v=19$m=4194304,t=1,p=1$" + parts[4] + "$" + parts[5], // 4 GiB: refused, not computed
			"$argon2id$v=19$m=64,t=1,p=1$!!$" + parts[5],
			"$argon2id$v=19$m=64,t=1,p=1$" + parts[4] + "$",
			"$argon2id$v=19$m=64,t=1,p=1$" + parts[4] + "$" + parts[5] + "$",
		} {
			if VerifyPassword(bad, "Sandalwood & oud 2026") {
				t.Errorf("VerifyPassword(%q) matched", bad)
			}
		}
	})
}

func TestCheckNewPassword(t *testing.T) {
	for pw, ok := range map[string]bool{
		"":                                      false,
		"        ":                              false,
		"short":                                 false,
		"seven77":                               false,
		"eight888":                              true,
		"عود وصندل":                             true, // 9 characters, more bytes
		"كلمة":                                  false,
		strings.Repeat("x", MaxPasswordBytes):   true,
		strings.Repeat("x", MaxPasswordBytes+1): false,
		"bad\xffbytes!":                         false,
	} {
		if err := CheckNewPassword(pw); (err == nil) != ok {
			t.Errorf("CheckNewPassword(%.20q) = %v, want ok %v", pw, err, ok)
		}
	}
}

func TestNewPassword(t *testing.T) {
	seen := map[string]bool{}
	for range 50 {
		pw := NewPassword()
		if len(pw) != GeneratedPasswordLen || strings.Trim(pw, passwordAlphabet) != "" || CheckNewPassword(pw) != nil {
			t.Fatalf("NewPassword() = %q", pw)
		}
		if seen[pw] {
			t.Fatalf("NewPassword repeated %q", pw)
		}
		seen[pw] = true
	}
}

// memSettings is a SettingStore in memory.
type memSettings struct {
	mu     sync.Mutex
	values map[string]string
	writes int
}

func (m *memSettings) GetSetting(_ context.Context, key string) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.values[key]
	if !ok {
		return "", dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgSettingNotFound)
	}
	return v, nil
}

func (m *memSettings) SetSetting(_ context.Context, key, value string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.values == nil {
		m.values = map[string]string{}
	}
	m.values[key] = value
	m.writes++
	return nil
}

func (m *memSettings) CreateSetting(ctx context.Context, key, value string) (bool, error) {
	m.mu.Lock()
	_, ok := m.values[key]
	m.mu.Unlock()
	if ok {
		return false, nil
	}
	return true, m.SetSetting(ctx, key, value)
}

func TestEnsurePassword(t *testing.T) {
	cheapHashes(t)
	ctx := context.Background()
	check := func(t *testing.T, s *memSettings, password string, want bool) {
		t.Helper()
		if ok, err := Check(ctx, s, password); err != nil || ok != want {
			t.Errorf("Check(%q) = %v, %v; want %v", password, ok, err, want)
		}
	}

	t.Run("GeneratedOnceThenKept", func(t *testing.T) {
		s := &memSettings{}
		out, pw, err := EnsurePassword(ctx, s, "")
		if err != nil || out != Generated || len(pw) != GeneratedPasswordLen {
			t.Fatalf("first start: %v %q %v", out, pw, err)
		}
		if strings.Contains(s.values[PasswordKey], pw) {
			t.Fatal("the password is stored in clear")
		}
		check(t, s, pw, true)
		out, again, err := EnsurePassword(ctx, s, "")
		if err != nil || out != Kept || again != "" || s.writes != 1 {
			t.Fatalf("second start: %v %q %v, %d writes", out, again, err, s.writes)
		}
		check(t, s, pw, true)
	})

	t.Run("FromEnvOnlyWhenItDiffers", func(t *testing.T) {
		s := &memSettings{}
		out, pw, err := EnsurePassword(ctx, s, "first password")
		if err != nil || out != Replaced || pw != "" {
			t.Fatalf("first start: %v %q %v", out, pw, err)
		}
		check(t, s, "first password", true)
		hash := s.values[PasswordKey]
		if out, _, err := EnsurePassword(ctx, s, "first password"); err != nil || out != Kept || s.values[PasswordKey] != hash {
			t.Fatalf("restart with the same password: %v %v; the hash was rewritten: %v", out, err, s.values[PasswordKey] != hash)
		}
		if out, _, err := EnsurePassword(ctx, s, "second password"); err != nil || out != Replaced {
			t.Fatalf("restart with another password: %v %v", out, err)
		}
		check(t, s, "first password", false)
		check(t, s, "second password", true)
		if out, _, _ := EnsurePassword(ctx, s, ""); out != Kept {
			t.Errorf("restart without the variable: %v, want Kept", out)
		}
		check(t, s, "second password", true)
	})

	t.Run("FromEnvTooShort", func(t *testing.T) {
		s := &memSettings{}
		if _, _, err := EnsurePassword(ctx, s, "short"); err == nil || !strings.Contains(err.Error(), "DAYSPA_ADMIN_PASSWORD") {
			t.Fatalf("err = %v, want one naming DAYSPA_ADMIN_PASSWORD", err)
		}
		if s.writes != 0 {
			t.Error("a refused password was stored")
		}
	})

	t.Run("CheckWithoutPassword", func(t *testing.T) {
		check(t, &memSettings{}, "", false)
		check(t, &memSettings{}, "anything at all", false)
	})
}

func TestThrottle(t *testing.T) {
	now := time.Date(2026, 11, 22, 8, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	th := NewThrottle[string](5, 15*time.Minute, 100, clock)

	for i := range 5 {
		if w := th.Wait("a"); w != 0 {
			t.Fatalf("before failure %d: wait %v", i+1, w)
		}
		if w := th.Try("a"); w != 0 {
			t.Fatalf("try %d: wait %v", i+1, w)
		}
		now = now.Add(time.Minute)
	}
	// Five failures at 08:00 … 08:04; it is 08:05.
	if w := th.Wait("a"); w != 10*time.Minute {
		t.Fatalf("after 5 failures: wait %v, want 10m (until 08:15)", w)
	}
	if w := th.Try("a"); w != 10*time.Minute {
		t.Fatalf("a sixth try: wait %v, want 10m", w)
	}
	if w := th.Wait("b"); w != 0 {
		t.Errorf("another client waits %v", w)
	}
	th.Reset("b") // another client's success
	if w := th.Wait("a"); w == 0 {
		t.Error("another client's success freed this one")
	}
	now = now.Add(10*time.Minute - time.Second)
	if w := th.Wait("a"); w != time.Second {
		t.Errorf("at 08:14:59: wait %v, want 1s", w)
	}
	now = now.Add(time.Second)
	if w := th.Wait("a"); w != 0 {
		t.Errorf("at 08:15: wait %v, want 0 (the 08:00 failure left the window)", w)
	}
	th.Try("a") // 08:15: failures at 08:01 … 08:04 and 08:15
	if w := th.Wait("a"); w != time.Minute {
		t.Errorf("after a sixth failure: wait %v, want 1m (until 08:16)", w)
	}
	th.Reset("a")
	if w := th.Wait("a"); w != 0 || th.Len() != 0 {
		t.Errorf("after its own success: wait %v, %d clients remembered", w, th.Len())
	}

	t.Run("Bounded", func(t *testing.T) {
		th := NewThrottle[int](5, 15*time.Minute, 10, clock)
		for i := range 25 {
			th.Try(i)
			now = now.Add(time.Second)
		}
		if n := th.Len(); n > 10 {
			t.Errorf("%d clients remembered, want at most 10", n)
		}
		now = now.Add(time.Hour)
		th.Try(99)
		th.Try(100)
		for i := range 20 {
			th.Try(200 + i)
		}
		if n := th.Len(); n > 10 {
			t.Errorf("%d clients remembered, want at most 10", n)
		}
	})
}

func TestThrottle_ConcurrentTries(t *testing.T) {
	th := NewThrottle[string](5, 15*time.Minute, 100, nil)
	const n = 50
	waits := make([]time.Duration, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { waits[i] = th.Try("a") })
	}
	wg.Wait()
	allowed := 0
	for _, w := range waits {
		if w == 0 {
			allowed++
		}
	}
	if allowed != 5 {
		t.Errorf("%d of %d concurrent tries allowed, want 5", allowed, n)
	}
}
