package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
)

// ContentVersion is the count of changes to what the public pages show,
// raised by the triggers of migration 00038 in every write to those
// tables, whoever makes it: a page kept while it stands is still current.
//
// It is one statement, read outside a transaction: every page a visitor
// loads asks it, and a transaction's BEGIN and ROLLBACK cost more than
// the read itself (a fifth of a kept page's CPU on SQLite; two more round
// trips on PostgreSQL).
func (db *DB) ContentVersion(ctx context.Context) (int64, error) {
	var row *sql.Row
	if s := db.readStmts[contentVersionSQL]; s != nil {
		row = s.QueryRowContext(ctx)
	} else {
		row = db.read.QueryRowContext(ctx, contentVersionSQL)
	}
	var n int64
	if err := row.Scan(&n); err != nil {
		return 0, fmt.Errorf("content version: %w", err)
	}
	return n, nil
}

// contentVersionSQL is prepared on SQLite's read pool (stmt.go): every
// page a visitor loads reads it.
const contentVersionSQL = `SELECT value FROM counters WHERE name = 'content_version'`
