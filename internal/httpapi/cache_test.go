package httpapi

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// listFixture is a cachedList over a counter, with a clock the test moves.
type listFixture struct {
	list  *cachedList
	loads atomic.Int32
	value atomic.Value // string: what the "database" holds
	mu    sync.Mutex
	now   time.Time
	// during, when set, runs inside a load, after the database was read.
	during func()
}

func newListFixture() *listFixture {
	f := &listFixture{now: time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)}
	f.value.Store("one")
	f.list = newCachedList(f.clock, func(context.Context) (any, error) {
		f.loads.Add(1)
		v := f.value.Load()
		if f.during != nil {
			f.during()
		}
		return v, nil
	})
	return f
}

func (f *listFixture) clock() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.now
}

func (f *listFixture) advance(d time.Duration) {
	f.mu.Lock()
	f.now = f.now.Add(d)
	f.mu.Unlock()
}

func (f *listFixture) get(t *testing.T) string {
	t.Helper()
	b, err := f.list.get(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return string(b.Body)
}

func TestCachedList(t *testing.T) {
	t.Run("KeptForTheTTL", func(t *testing.T) {
		f := newListFixture()
		if got := f.get(t); got != "\"one\"\n" {
			t.Fatalf("first answer %q", got)
		}
		f.value.Store("two")
		f.advance(publicReadTTL - time.Millisecond)
		if got := f.get(t); got != "\"one\"\n" || f.loads.Load() != 1 {
			t.Fatalf("within the TTL: %q after %d loads, want the kept copy after 1", got, f.loads.Load())
		}
		f.advance(time.Millisecond)
		if got := f.get(t); got != "\"two\"\n" || f.loads.Load() != 2 {
			t.Fatalf("after the TTL: %q after %d loads, want a new read", got, f.loads.Load())
		}
	})

	t.Run("InvalidateReadsAgain", func(t *testing.T) {
		f := newListFixture()
		f.get(t)
		f.value.Store("two")
		f.list.invalidate()
		if got := f.get(t); got != "\"two\"\n" {
			t.Fatalf("after invalidate: %q", got)
		}
	})

	t.Run("ALoadOlderThanAnInvalidateIsNotKept", func(t *testing.T) {
		f := newListFixture()
		// The change lands while a request is between reading and storing.
		f.during = func() {
			f.during = nil
			f.value.Store("two")
			f.list.invalidate()
		}
		if got := f.get(t); got != "\"one\"\n" {
			t.Fatalf("the racing request answers what it read: %q", got)
		}
		if got := f.get(t); got != "\"two\"\n" {
			t.Fatalf("the next request got %q, want the changed list", got)
		}
	})

	t.Run("OneRefreshWhileOthersGetTheOldCopy", func(t *testing.T) {
		f := newListFixture()
		f.get(t)
		f.advance(publicReadTTL)
		f.value.Store("two")
		inLoad, release := make(chan struct{}), make(chan struct{})
		f.during = func() { close(inLoad); <-release }
		done := make(chan string)
		go func() {
			b, _ := f.list.get(context.Background())
			done <- string(b.Body)
		}()
		<-inLoad
		f.during = nil
		if got := f.get(t); got != "\"one\"\n" {
			t.Errorf("during the refresh: %q, want the old copy", got)
		}
		close(release)
		if got := <-done; got != "\"two\"\n" {
			t.Errorf("the refreshing request got %q", got)
		}
		if got := f.get(t); got != "\"two\"\n" || f.loads.Load() != 2 {
			t.Errorf("after the refresh: %q after %d loads, want the new copy after 2", got, f.loads.Load())
		}
	})

	t.Run("ErrorsAreNotKept", func(t *testing.T) {
		fail := true
		c := newCachedList(time.Now, func(context.Context) (any, error) {
			if fail {
				return nil, errors.New("database down")
			}
			return []int{1}, nil
		})
		if _, err := c.get(context.Background()); err == nil {
			t.Fatal("no error from a failed load")
		}
		fail = false
		if b, err := c.get(context.Background()); err != nil || string(b.Body) != "[1]\n" {
			t.Fatalf("after the database is back: %v, %v", b, err)
		}
	})
}
