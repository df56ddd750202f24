package sqlstore

import (
	"context"
	"errors"
	"sync"
	"time"
)

// WarmUp readies the instance for its first requests: on PostgreSQL it
// opens the connections of the pool, each having read what a booking
// reads first (a new connection is a new server process, which also reads
// the catalog for its first statements: milliseconds each, tens on a busy
// machine, that the first requests of a burst would otherwise pay
// together, and wait for one another's), and it reads the team's copy
// (see team.go). The server calls it once before it listens; a failure
// only means that requests will do this work themselves.
func (db *DB) WarmUp(ctx context.Context) error {
	var errs []error
	if db.engine == EnginePostgres {
		errs = append(errs, db.openPool(ctx, postgresMaxConns))
	}
	err := db.inRead(ctx, func(tx *Tx) error {
		_, err := loadTeam(ctx, tx)
		return err
	})
	return errors.Join(append(errs, err)...)
}

// openPool opens n connections of the write pool side by side, runs a
// booking's first reads on each (the team's version, a day's plan), and
// leaves them idle in the pool. Each is held until all are taken, so that
// the pool opens n of them rather than handing one back; with the pool
// busy elsewhere that could wait for ever, hence the time limit.
func (db *DB) openPool(ctx context.Context, n int) error {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	var (
		wg, taken sync.WaitGroup
		mu        sync.Mutex
		errs      []error
	)
	taken.Add(n)
	for range n {
		wg.Go(func() {
			err := func() error {
				conn, err := db.write.Conn(ctx)
				if err != nil {
					taken.Done()
					return err
				}
				defer conn.Close()
				defer taken.Wait()
				defer taken.Done()
				var version int64
				if err := conn.QueryRowContext(ctx, teamVersionSQL).Scan(&version); err != nil {
					return err
				}
				rows, err := conn.QueryContext(ctx, dayPlanSQL, "0001-01-01", "0001-01-01")
				if err != nil {
					return err
				}
				return rows.Close()
			}()
			if err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}
