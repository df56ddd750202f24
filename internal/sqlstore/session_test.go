package sqlstore_test

import (
	"context"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestSettings(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("ErrNotFound", func(t *testing.T) {
			t.Parallel()
			_, err := newDB(t, e).GetSetting(ctx, "admin_password_hash")
			assertCode(t, err, dayspa.ENOTFOUND)
		})

		t.Run("SetReplaces", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			must(t, db.SetSetting(ctx, "k", "one"))
			must(t, db.SetSetting(ctx, "k", "two"))
			must(t, db.SetSetting(ctx, "other", "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA"))
			if v, err := db.GetSetting(ctx, "k"); err != nil || v != "two" {
				t.Errorf("k = %q (%v), want two", v, err)
			}
			if n := count(t, db, "settings"); n != 2 {
				t.Errorf("%d rows, want 2", n)
			}
		})

		t.Run("CreateOnlyOnce", func(t *testing.T) {
			t.Parallel()
			// Several instances starting at once on one database: one
			// creates the value, the others learn they did not.
			cfg := e.Config(t)
			dbs := [](interface {
				CreateSetting(context.Context, string, string) (bool, error)
			}){open(t, cfg), open(t, cfg)}
			const n = 8
			created := make([]bool, n)
			errs := make([]error, n)
			var wg sync.WaitGroup
			for i := range n {
				wg.Go(func() { created[i], errs[i] = dbs[i%2].CreateSetting(ctx, "k", string(rune('a'+i))) })
			}
			wg.Wait()
			winners := 0
			var want string
			for i := range n {
				must(t, errs[i])
				if created[i] {
					winners++
					want = string(rune('a' + i))
				}
			}
			if winners != 1 {
				t.Fatalf("%d instances created the setting, want 1", winners)
			}
			if v, err := open(t, cfg).GetSetting(ctx, "k"); err != nil || v != want {
				t.Errorf("k = %q (%v), want the winner's %q", v, err, want)
			}
		})
	})
}

// wallClock is a clock a test moves by hand.
type wallClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *wallClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *wallClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

func TestSessionStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		start := time.Date(2026, 11, 22, 4, 0, 0, 0, time.UTC)

		t.Run("CommitFindDelete", func(t *testing.T) {
			t.Parallel()
			clock := &wallClock{t: start}
			s := newDB(t, e).SessionStore()
			s.Now = clock.Now
			if _, found, err := s.Find("nope"); err != nil || found {
				t.Fatalf("unknown token: found %v, err %v", found, err)
			}
			must(t, s.Commit("tok", []byte{0, 1, 2}, start.Add(2*time.Hour)))
			if b, found, err := s.Find("tok"); err != nil || !found || !reflect.DeepEqual(b, []byte{0, 1, 2}) {
				t.Fatalf("Find = %v %v %v", b, found, err)
			}
			// A commit of the same token replaces data and expiry.
			must(t, s.CommitCtx(ctx, "tok", []byte("new"), start.Add(3*time.Hour)))
			clock.Advance(150 * time.Minute)
			if b, found, err := s.FindCtx(ctx, "tok"); err != nil || !found || string(b) != "new" {
				t.Fatalf("after recommit: Find = %q %v %v", b, found, err)
			}
			must(t, s.Delete("tok"))
			if _, found, err := s.Find("tok"); err != nil || found {
				t.Fatalf("after Delete: found %v, err %v", found, err)
			}
			must(t, s.DeleteCtx(ctx, "tok")) // deleting twice is no error
		})

		t.Run("ExpiredIsNotFound", func(t *testing.T) {
			t.Parallel()
			clock := &wallClock{t: start}
			s := newDB(t, e).SessionStore()
			s.Now = clock.Now
			// An expiry in another zone is the same instant.
			must(t, s.Commit("tok", []byte("x"), start.Add(time.Hour).In(dubai)))
			clock.Advance(time.Hour - time.Second)
			if _, found, _ := s.Find("tok"); !found {
				t.Fatal("a session one second before its expiry was not found")
			}
			clock.Advance(time.Second)
			if _, found, err := s.Find("tok"); err != nil || found {
				t.Fatalf("a session at its expiry: found %v, err %v", found, err)
			}
		})

		t.Run("AllAndCleanup", func(t *testing.T) {
			t.Parallel()
			clock := &wallClock{t: start}
			db := newDB(t, e)
			s := db.SessionStore()
			s.Now = clock.Now
			if all, err := s.All(); err != nil || all == nil || len(all) != 0 {
				t.Fatalf("All on none = %v, %v; want an empty map", all, err)
			}
			must(t, s.Commit("a", []byte("1"), start.Add(time.Hour)))
			must(t, s.Commit("b", []byte("2"), start.Add(3*time.Hour)))
			must(t, s.Commit("c", []byte("3"), start.Add(-time.Minute)))
			all, err := s.AllCtx(ctx)
			must(t, err)
			if want := map[string][]byte{"a": []byte("1"), "b": []byte("2")}; !reflect.DeepEqual(all, want) {
				t.Errorf("All = %v, want %v", all, want)
			}
			clock.Advance(2 * time.Hour)
			n, err := s.DeleteExpired(ctx)
			must(t, err)
			if n != 2 || count(t, db, "sessions") != 1 {
				t.Errorf("DeleteExpired removed %d, left %d rows; want 2 and 1", n, count(t, db, "sessions"))
			}
			n, err = s.DeleteAll(ctx)
			must(t, err)
			if n != 1 || count(t, db, "sessions") != 0 {
				t.Errorf("DeleteAll removed %d, left %d rows", n, count(t, db, "sessions"))
			}
		})

		t.Run("CleanupRunsUntilCancelled", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			s := db.SessionStore()
			must(t, s.Commit("old", []byte("x"), time.Now().Add(-time.Minute)))
			must(t, s.Commit("live", []byte("y"), time.Now().Add(time.Hour)))
			cctx, cancel := context.WithCancel(ctx)
			done := make(chan struct{})
			go func() {
				s.Cleanup(cctx, 10*time.Millisecond, func(err error) { t.Errorf("cleanup: %v", err) })
				close(done)
			}()
			deadline := time.Now().Add(5 * time.Second)
			for count(t, db, "sessions") != 1 && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
			cancel()
			<-done
			if _, found, _ := s.Find("live"); !found || count(t, db, "sessions") != 1 {
				t.Errorf("cleanup left %d sessions, want only the live one", count(t, db, "sessions"))
			}
		})

		t.Run("SharedByInstances", func(t *testing.T) {
			t.Parallel()
			cfg := e.Config(t)
			one, two := open(t, cfg).SessionStore(), open(t, cfg).SessionStore()
			must(t, one.Commit("tok", []byte("shared"), time.Now().Add(time.Hour)))
			if b, found, err := two.Find("tok"); err != nil || !found || string(b) != "shared" {
				t.Fatalf("the other instance: Find = %q %v %v", b, found, err)
			}
			must(t, two.Delete("tok"))
			if _, found, _ := one.Find("tok"); found {
				t.Error("a session deleted on one instance is still found on the other")
			}
		})
	})
}
