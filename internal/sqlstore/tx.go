package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// Every transaction of the store runs through one of the three helpers
// below, which take the transaction's work as a function: inWrite commits
// it when the function returns nil and rolls it back when it returns an
// error or panics; inRead and inSnapshot only read, and end with a
// rollback. Nothing else in the package begins, commits or rolls back a
// transaction (TestOnlyTheHelpersEndTransactions keeps it so). The generic
// read, snapshot and write wrap them for work that returns a value.

// inWrite runs fn in a write transaction (see beginWrite) and commits it
// when fn returns nil, with the pending audit event of the request that
// ctx carries, once per request. An error or a panic of fn rolls it back; the panic
// goes on.
func (db *DB) inWrite(ctx context.Context, fn func(tx *Tx) error) error {
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback() // a no-op after Commit
	if err := fn(tx); err != nil {
		return err
	}
	// The audit event of the request that made the change, if it has not
	// been written yet, goes in with the change (audit.go).
	unclaim, err := appendPendingAudit(ctx, tx)
	if err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		unclaim()
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

// inRead runs fn in a read-only transaction (see beginRead), rolled back
// when fn returns.
func (db *DB) inRead(ctx context.Context, fn func(tx *Tx) error) error {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	return fn(tx)
}

// inSnapshot runs fn in a read-only transaction whose statements all see
// one snapshot (see beginSnapshot), rolled back when fn returns.
func (db *DB) inSnapshot(ctx context.Context, fn func(tx *Tx) error) error {
	tx, err := db.beginSnapshot(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	return fn(tx)
}

// write is inWrite for work that returns a value: fn's value when the
// transaction commits, else the zero value and the error.
func write[T any](ctx context.Context, db *DB, fn func(tx *Tx) (T, error)) (T, error) {
	var out T
	err := db.inWrite(ctx, func(tx *Tx) error {
		var err error
		out, err = fn(tx)
		return err
	})
	if err != nil {
		var zero T
		return zero, err
	}
	return out, nil
}

// read is inRead for work that returns a value.
func read[T any](ctx context.Context, db *DB, fn func(tx *Tx) (T, error)) (T, error) {
	var out T
	err := db.inRead(ctx, func(tx *Tx) error {
		var err error
		out, err = fn(tx)
		return err
	})
	return out, err
}

// snapshot is inSnapshot for work that returns a value.
func snapshot[T any](ctx context.Context, db *DB, fn func(tx *Tx) (T, error)) (T, error) {
	var out T
	err := db.inSnapshot(ctx, func(tx *Tx) error {
		var err error
		out, err = fn(tx)
		return err
	})
	return out, err
}

// Tx is a transaction that carries the moment it began.
type Tx struct {
	*sql.Tx
	db  *DB
	now time.Time
	// stmts are the prepared statements of the transaction's pool.
	stmts map[string]*sql.Stmt
	// endTurn gives back the write turn (SQLite) when the transaction ends.
	endTurn func()
}

// Commit commits the transaction and ends its turn to write.
func (tx *Tx) Commit() error {
	err := tx.Tx.Commit()
	tx.end()
	return err
}

// Rollback rolls the transaction back (a no-op after Commit) and ends its
// turn to write.
func (tx *Tx) Rollback() error {
	err := tx.Tx.Rollback()
	tx.end()
	return err
}

func (tx *Tx) end() {
	if tx.endTurn != nil {
		tx.endTurn()
		tx.endTurn = nil
	}
}

// beginWrite starts a transaction that may write. On SQLite it holds the
// database's write lock from its first statement to its end.
//
// On PostgreSQL it is READ COMMITTED whatever the server's default: each
// statement then sees what was committed before it began, which is what
// makes the booking check after lockDay see the previous holder's booking.
// (Under REPEATABLE READ the snapshot would date from before the lock.)
func (db *DB) beginWrite(ctx context.Context) (*Tx, error) {
	var opts *sql.TxOptions
	if db.engine == EnginePostgres {
		opts = &sql.TxOptions{Isolation: sql.LevelReadCommitted}
	}
	var endTurn func()
	if db.writeTurn != nil {
		select {
		case <-db.writeTurn:
			endTurn = func() { db.writeTurn <- struct{}{} }
		case <-ctx.Done():
			return nil, fmt.Errorf("begin: %w", ctx.Err())
		}
	}
	tx, err := db.write.BeginTx(ctx, opts)
	// Instances sharing one SQLite file take turns at its write lock
	// through SQLite's busy handler, which is not fair: in a burst one
	// process can take the lock again and again while another's waits out
	// its whole busy timeout. BEGIN IMMEDIATE did nothing then, so it is
	// tried again, within writeLockWait and the request's own deadline,
	// rather than failing a checkout or a booking the guest is waiting on.
	for waited := time.Now(); err != nil && isBusy(err) && time.Since(waited) < writeLockWait && ctx.Err() == nil; {
		tx, err = db.write.BeginTx(ctx, opts)
	}
	if err != nil {
		if endTurn != nil {
			endTurn()
		}
		return nil, fmt.Errorf("begin: %w", err)
	}
	return &Tx{Tx: tx, db: db, now: db.now(), endTurn: endTurn, stmts: db.writeStmts}, nil
}

// writeLockWait bounds how long a write waits, beyond its first busy
// timeout, for the write lock of an SQLite file another process holds.
const writeLockWait = 30 * time.Second

// beginRead starts a read-only transaction.
func (db *DB) beginRead(ctx context.Context) (*Tx, error) {
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("begin: %w", err)
	}
	return &Tx{Tx: tx, db: db, now: db.now(), stmts: db.readStmts}, nil
}

// beginSnapshot starts a read-only transaction whose statements all see
// one snapshot, so that a count and its page agree: SQLite's read
// transactions do; PostgreSQL needs REPEATABLE READ for it.
func (db *DB) beginSnapshot(ctx context.Context) (*Tx, error) {
	if db.engine != EnginePostgres {
		return db.beginRead(ctx)
	}
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true, Isolation: sql.LevelRepeatableRead})
	if err != nil {
		return nil, fmt.Errorf("begin: %w", err)
	}
	return &Tx{Tx: tx, db: db, now: db.now()}, nil
}

// page is one page of a list with the number of all that match, for the
// list methods to answer from a helper's transaction.
type page[T any] struct {
	items []T
	total int
}

// pageOf is the page of items out of total, with the error of the read.
func pageOf[T any](items []T, total int, err error) (page[T], error) {
	return page[T]{items: items, total: total}, err
}
