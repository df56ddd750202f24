package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// On SQLite the driver parses and plans every statement it is given, which
// costs about as much as running the small statements of a booking, and
// the booking's write transaction holds the database's only write lock
// meanwhile. The statements every booking runs are prepared once per pool
// when the database opens; a transaction then uses its connection's
// prepared copy (database/sql keeps one per connection and prepares it on
// the transaction's own connection the first time). PostgreSQL's driver
// (pgx) already keeps the prepared statements of each connection.

// hotStatements are the statements of a booking, and the content version
// every page reads (content_version.go), by pool.
func hotStatements() (read, write []string) {
	read = []string{teamVersionSQL, dayPlanSQL, findServiceSQL, contentVersionSQL}
	write = []string{teamVersionSQL, dayPlanSQL,
		dayCheckSQL(false, 1), dayCheckSQL(false, 2), dayCheckSQL(true, 0), dayCheckSQL(true, 1), dayCheckSQL(true, 2),
		upsertCustomerSQL, insertBookingSQL, insertBookingTherapistSQL,
		insertOutboxSQL(1), insertOutboxSQL(2), insertManageTokensSQL(1)}
	return read, write
}

// prepareHot prepares the hot statements on SQLite's two pools. It runs
// before any transaction: preparing on a pool takes one of its
// connections, and the write pool has only one.
func (db *DB) prepareHot(ctx context.Context) error {
	if db.engine != EngineSQLite {
		return nil
	}
	read, write := hotStatements()
	prepare := func(pool *sql.DB, queries []string) (map[string]*sql.Stmt, error) {
		m := make(map[string]*sql.Stmt, len(queries))
		for _, q := range queries {
			s, err := pool.PrepareContext(ctx, q)
			if err != nil {
				return m, fmt.Errorf("sqlstore: prepare %q: %w", q, err)
			}
			m[q] = s
		}
		return m, nil
	}
	var err error
	db.readStmts, err = prepare(db.read, read)
	if err != nil {
		return err
	}
	db.writeStmts, err = prepare(db.write, write)
	return err
}

// closeStmts closes the prepared statements.
func (db *DB) closeStmts() error {
	var errs []error
	for _, m := range []map[string]*sql.Stmt{db.readStmts, db.writeStmts} {
		for _, s := range m {
			errs = append(errs, s.Close())
		}
	}
	db.readStmts, db.writeStmts = nil, nil
	return errors.Join(errs...)
}

// queryRow is tx.QueryRowContext, with the prepared statement when there
// is one.
func (tx *Tx) queryRow(ctx context.Context, query string, args ...any) *sql.Row {
	if s := tx.stmts[query]; s != nil {
		return tx.StmtContext(ctx, s).QueryRowContext(ctx, args...)
	}
	return tx.QueryRowContext(ctx, query, args...)
}

// query is tx.QueryContext, with the prepared statement when there is
// one.
func (tx *Tx) query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if s := tx.stmts[query]; s != nil {
		return tx.StmtContext(ctx, s).QueryContext(ctx, args...)
	}
	return tx.QueryContext(ctx, query, args...)
}

// exec is tx.ExecContext, with the prepared statement when there is one.
func (tx *Tx) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if s := tx.stmts[query]; s != nil {
		return tx.StmtContext(ctx, s).ExecContext(ctx, args...)
	}
	return tx.ExecContext(ctx, query, args...)
}
