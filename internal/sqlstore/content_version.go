package sqlstore

import "context"

// ContentVersion is the count of changes to what the public pages show,
// raised by the triggers of migration 00038 in every write to those
// tables, whoever makes it: a page kept while it stands is still current.
func (db *DB) ContentVersion(ctx context.Context) (int64, error) {
	return read(ctx, db, func(tx *Tx) (int64, error) {
		var n int64
		err := tx.queryRow(ctx, contentVersionSQL).Scan(&n)
		return n, err
	})
}

// contentVersionSQL is prepared on SQLite's read pool (stmt.go): every
// page a visitor loads reads it.
const contentVersionSQL = `SELECT value FROM counters WHERE name = 'content_version'`
