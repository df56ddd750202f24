package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
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

// TestBookingQueryPlans: SQLite keeps no statistics, so its planner may
// pick an index that reads far more than the day. The reads of a booking
// must find the day's bookings by the day's index, whatever the number of
// other days; the status index would read the bookings of every day. The
// charts' count of a period's bookings reads its days' index alone.
func TestBookingQueryPlans(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, Config{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	checkArgs := append([]any{"2026-11-29", 600, 675, 1, 0}, placeHolding...)
	checkArgs = append(checkArgs, 1, 2, "pending", "awaiting_payment", "guest@example.ae", "+971501234567")
	for _, q := range []struct {
		name string
		sql  string
		args []any
		want []string
	}{
		{"day plan", dayPlanSQL, []any{"2026-11-29", "2026-11-29"},
			[]string{"USING COVERING INDEX bookings_day_plan_idx"}},
		{"day check", dayCheckSQL(true, 2), checkArgs,
			[]string{"USING COVERING INDEX bookings_day_plan_idx", "USING INDEX booking_therapists_therapist_idx"}},
		{"chart bookings", chartBookingsSQL(sqliteLead), []any{"2026-11-01", "2026-11-30", "14400 seconds"},
			[]string{"USING COVERING INDEX bookings_chart_idx"}},
	} {
		rows, err := db.read.QueryContext(ctx, "EXPLAIN QUERY PLAN "+q.sql, q.args...)
		if err != nil {
			t.Fatalf("%s: %v", q.name, err)
		}
		var plan []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
		}
		rows.Close()
		all := strings.Join(plan, "\n")
		for _, w := range q.want {
			if !strings.Contains(all, w) {
				t.Errorf("%s: plan lacks %q:\n%s", q.name, w, all)
			}
		}
		for _, bad := range []string{"bookings_status_created_at_idx", "SCAN b\n", "SCAN bookings"} {
			if strings.Contains(all+"\n", bad) {
				t.Errorf("%s: plan reads beyond the day (%q):\n%s", q.name, bad, all)
			}
		}
	}
}

// TestTeamReadOnce: requests that find the team changed all at once (the
// first bookings after a change, or after the instance starts) read it
// once between them; the others wait for that copy.
func TestTeamReadOnce(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, Config{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.CreateRoom(ctx, &dayspa.Room{Name: "Jasmine", Kind: dayspa.RoomSingle, Active: true}); err != nil {
		t.Fatal(err)
	}
	before := db.team.reads
	// Slow reads, so that without the single reader all would read.
	db.team.beforeRead = func() { time.Sleep(20 * time.Millisecond) }
	n := db.read.Stats().MaxOpenConnections // each holds a reader of the pool
	txs := make([]*Tx, n)
	for i := range txs {
		if txs[i], err = db.beginSnapshot(ctx); err != nil {
			t.Fatal(err)
		}
		defer txs[i].Rollback()
	}
	var wg sync.WaitGroup
	for _, tx := range txs {
		wg.Go(func() {
			tm, err := loadTeam(ctx, tx)
			if err != nil {
				t.Error(err)
			} else if len(tm.rooms) != 1 {
				t.Errorf("team has rooms %+v, want Jasmine", tm.rooms)
			}
		})
	}
	wg.Wait()
	if got := db.team.reads - before; got != 1 {
		t.Errorf("%d requests read the team %d times, want once", n, got)
	}
}

// TestWriteWaitsOutAnotherProcess: another process (here a connection of
// its own on the same file, as a second instance has) holds the SQLite
// write lock for longer than the busy timeout; a write waits for it
// rather than failing with "database is locked", and then goes through.
func TestWriteWaitsOutAnotherProcess(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	db, err := Open(ctx, Config{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	other, err := sql.Open("sqlite", sqliteDSN(filepath.Join(dir, FileName), false))
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	held, err := other.BeginTx(ctx, nil) // BEGIN IMMEDIATE: the write lock
	if err != nil {
		t.Fatal(err)
	}
	const hold = 11 * time.Second // beyond busy_timeout(10000)
	release := time.AfterFunc(hold, func() { _ = held.Rollback() })
	defer release.Stop()

	start := time.Now()
	tx, err := db.beginWrite(ctx)
	if err != nil {
		t.Fatalf("after %s: %v", time.Since(start).Round(time.Millisecond), err)
	}
	defer tx.Rollback()
	if waited := time.Since(start); waited < hold-time.Second {
		t.Fatalf("began after %s while the other process held the lock for %s", waited, hold)
	}
}
