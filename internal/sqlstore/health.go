package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"
	"sync"

	"github.com/pressly/goose/v3"
)

// Migrated reports whether every migration this binary carries is applied
// to the database: nil, or an error saying which version the database is
// at. A server whose database was restored from an older backup, or
// reset, under it is not ready to serve. It reads on the read pool, so a
// readiness probe never waits for the writer.
func (db *DB) Migrated(ctx context.Context) error {
	want, err := db.latestMigration()
	if err != nil {
		return err
	}
	var got int64
	err = db.read.QueryRowContext(ctx, `SELECT COALESCE(MAX(version_id), 0) FROM goose_db_version WHERE is_applied`).Scan(&got)
	if err != nil {
		return fmt.Errorf("sqlstore: read the applied migrations: %w", err)
	}
	if got < want {
		return fmt.Errorf("sqlstore: the database is at migration %d, this binary needs %d (run dayspa migrate)", got, want)
	}
	return nil
}

var latest = struct {
	sync.Mutex
	byEngine map[string]int64
}{byEngine: map[string]int64{}}

// latestMigration returns the highest version among the engine's embedded
// migrations.
func (db *DB) latestMigration() (int64, error) {
	latest.Lock()
	defer latest.Unlock()
	if v, ok := latest.byEngine[db.engine]; ok {
		return v, nil
	}
	names, err := fs.Glob(migrations, "migrations/"+db.engine+"/*.sql")
	if err != nil {
		return 0, fmt.Errorf("sqlstore: migrations: %w", err)
	}
	var top int64
	for _, name := range names {
		v, err := goose.NumericComponent(name)
		if err != nil {
			return 0, fmt.Errorf("sqlstore: migration %s: %w", name, err)
		}
		top = max(top, v)
	}
	latest.byEngine[db.engine] = top
	return top, nil
}

// Pool is one connection pool of the database, named for the metrics.
type Pool struct {
	Name string
	DB   *sql.DB
}

// Pools returns the connection pools whose use an operator watches: on
// PostgreSQL the one pool, on SQLite the single writer and the readers.
func (db *DB) Pools() []Pool {
	if db.read == db.write {
		return []Pool{{Name: db.engine, DB: db.write}}
	}
	return []Pool{{Name: db.engine + "_write", DB: db.write}, {Name: db.engine + "_read", DB: db.read}}
}
