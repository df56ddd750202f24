package sqlstore

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"

	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

// The schema, one folder of goose migrations per engine. Both folders hold
// the same versions describing the same tables; only the types differ.
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var migrations embed.FS

// Migrate applies the migrations not applied yet. It is safe to call again
// and, on PostgreSQL, from several instances at once: they take turns.
func (db *DB) Migrate(ctx context.Context) error {
	p, err := db.migrations()
	if err != nil {
		return err
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("sqlstore: migrate: %w", err)
	}
	return nil
}

// migrations returns the goose provider of the engine's migrations.
func (db *DB) migrations() (*goose.Provider, error) {
	fsys, err := fs.Sub(migrations, "migrations/"+db.engine)
	if err != nil {
		return nil, fmt.Errorf("sqlstore: migrations: %w", err)
	}
	dialect := goose.DialectSQLite3
	opts := []goose.ProviderOption{goose.WithDisableGlobalRegistry(true)}
	if db.engine == EnginePostgres {
		dialect = goose.DialectPostgres
		opts = append(opts, goose.WithSessionLocker(pgMigrationLocker{}))
	}
	p, err := goose.NewProvider(dialect, db.write, fsys, opts...)
	if err != nil {
		return nil, fmt.Errorf("sqlstore: migrations: %w", err)
	}
	return p, nil
}

// pgMigrationLocker makes concurrent Migrate calls on one PostgreSQL schema
// wait for each other. Unlike goose's own locker, which polls every five
// seconds, it blocks in pg_advisory_lock and goes on the moment the other
// is done. The key includes the schema, so tests on separate schemas of
// one database do not wait for each other.
type pgMigrationLocker struct{}

var _ lock.SessionLocker = pgMigrationLocker{}

const migrationLockKey = `hashtextextended('dayspa:migrate:' || current_schema(), 0)`

func (pgMigrationLocker) SessionLock(ctx context.Context, conn *sql.Conn) error {
	_, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock(`+migrationLockKey+`)`)
	return err
}

func (pgMigrationLocker) SessionUnlock(ctx context.Context, conn *sql.Conn) error {
	_, err := conn.ExecContext(ctx, `SELECT pg_advisory_unlock(`+migrationLockKey+`)`)
	return err
}

// MigrationsDigest is a digest of engine's migrations, which changes with
// any of them: the test helpers (sqlstoretest) name the migrated database
// they copy for each test by it, so a changed migration builds a new one.
func MigrationsDigest(engine string) (string, error) {
	dir := "migrations/" + engine
	files, err := fs.ReadDir(migrations, dir)
	if err != nil {
		return "", fmt.Errorf("sqlstore: migrations: %w", err)
	}
	h := sha256.New()
	for _, f := range files { // ReadDir sorts by name
		b, err := fs.ReadFile(migrations, dir+"/"+f.Name())
		if err != nil {
			return "", fmt.Errorf("sqlstore: migrations: %w", err)
		}
		fmt.Fprintf(h, "%s %d\n", f.Name(), len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
