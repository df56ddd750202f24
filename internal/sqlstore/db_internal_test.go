package sqlstore

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestWriteTurn: on SQLite one write transaction runs at a time; a writer
// whose context ends while it waits gives up without taking the turn, and
// the turn comes back when a transaction ends either way.
func TestWriteTurn(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, Config{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	first, err := db.beginWrite(ctx)
	if err != nil {
		t.Fatal(err)
	}
	waiting, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	if _, err := db.beginWrite(waiting); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("second writer while the first runs: %v, want the deadline", err)
	}

	got := make(chan *Tx)
	go func() {
		tx, err := db.beginWrite(ctx)
		if err != nil {
			t.Error(err)
		}
		got <- tx
	}()
	select {
	case <-got:
		t.Fatal("a second write transaction began beside the first")
	case <-time.After(50 * time.Millisecond):
	}
	if err := first.Commit(); err != nil {
		t.Fatal(err)
	}
	_ = first.Rollback() // after Commit: must not give the turn back twice
	second := <-got
	if err := second.Rollback(); err != nil {
		t.Fatal(err)
	}
	if len(db.writeTurn) != 1 {
		t.Fatalf("%d turns free after both ended, want 1", len(db.writeTurn))
	}
}
