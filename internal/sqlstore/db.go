// Package sqlstore implements the domain's store interfaces on database/sql,
// with one set of hand-written SQL for SQLite (modernc.org/sqlite, the
// embedded default) and PostgreSQL (pgx, when DATABASE_URL is set).
//
// Every public method runs its work in one transaction through the
// helpers of tx.go (inWrite, inRead, inSnapshot), in lowercase functions
// that take the *Tx. The Tx carries the moment it began, so tests control
// the clock through DB.Now.
//
// The engines differ only where they really do (see dialect.go): how
// concurrent bookings of one day are serialised, how a booking is written
// (one statement on PostgreSQL, to save round trips under the day's lock),
// how a unique violation is recognised, and the column types in the
// per-engine migrations.
package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// Engine names, as Engine reports them.
const (
	EngineSQLite   = "sqlite"
	EnginePostgres = "postgres"
)

// FileName is the SQLite database file inside Config.DataDir.
const FileName = "dayspa.db"

// Pool sizes. A PostgreSQL server serves many instances, so each keeps a
// modest pool; SQLite writes go through one connection (see openSQLite).
const (
	postgresMaxConns = 20
	sqliteMaxReaders = 8
)

// Config says which database to open.
type Config struct {
	// DatabaseURL is a postgres:// URL; empty means SQLite in DataDir.
	DatabaseURL string
	// DataDir holds the SQLite file dayspa.db; it is created if missing.
	// Empty means "./data".
	DataDir string
	// Location is the spa's clock (DAYSPA_TIMEZONE), the zone of its
	// calendar days: the moment an invoice's day starts, the hour a demo
	// post is published. Nil means UTC.
	Location *time.Location
	// Messages say which messages the booking changes write to the
	// outbox (the spa's address, the reminders).
	Messages dayspa.MessageRules
	// Issuer is who issues the documents the background job issues (a
	// deposit's invoice at its receipt, the credit note of a refund):
	// the seller and the numbers' prefixes, as checkout's.
	Issuer dayspa.Issuer
}

// DB is the spa's database. It implements the domain's store interfaces.
type DB struct {
	// Now tells the time of each transaction; tests may replace it before
	// the DB is used.
	Now func() time.Time
	// Issuer is Config.Issuer; tests may replace it before the DB is used.
	Issuer dayspa.Issuer

	engine string
	// location is Config.Location.
	location *time.Location
	// messages is Config.Messages.
	messages dayspa.MessageRules
	// write runs every transaction that writes. On SQLite it is a single
	// connection, so writers queue in Go instead of spinning on SQLite's
	// busy handler; on PostgreSQL it is the same pool as read.
	write *sql.DB
	// read runs read-only transactions. On SQLite it is a pool of
	// query-only connections that WAL lets read beside the writer.
	read *sql.DB
	// sqlitePath is the SQLite database file ("" on PostgreSQL).
	sqlitePath string
	// writeTurn, on SQLite, holds the one turn to write: write
	// transactions take it in the order they asked (a channel serves its
	// waiting receivers first come, first served), where the connection
	// pool would hand its one connection to a waiter picked at random and
	// leave an unlucky booking waiting behind dozens of later ones.
	writeTurn chan struct{}
	// team is this instance's copy of the therapists, rooms, hours and
	// special days (see team.go).
	team teamCache
	// pipelined counts the bookings made in two round trips (see
	// booking_pipeline.go), for the tests.
	pipelined atomic.Int64
	// readStmts and writeStmts are the statements prepared on each pool,
	// by their text (SQLite only; see stmt.go).
	readStmts, writeStmts map[string]*sql.Stmt
}

// Open opens the database cfg names, checks that it answers and applies
// the migrations. Errors name the setting to fix: DATABASE_URL or
// DAYSPA_DATA_DIR.
func Open(ctx context.Context, cfg Config) (*DB, error) {
	db := &DB{Now: time.Now, Issuer: cfg.Issuer, location: cfg.Location, messages: cfg.Messages}
	if db.location == nil {
		db.location = time.UTC
	}
	var err error
	if cfg.DatabaseURL != "" {
		err = db.openPostgres(ctx, cfg.DatabaseURL)
	} else {
		err = db.openSQLite(ctx, cfg.DataDir)
	}
	if err != nil {
		return nil, err
	}
	if err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	if err := db.prepareHot(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

func (db *DB) openPostgres(ctx context.Context, dsn string) error {
	if !strings.HasPrefix(dsn, "postgres://") && !strings.HasPrefix(dsn, "postgresql://") {
		return errors.New("sqlstore: DATABASE_URL must be a postgres:// URL (leave it unset to use SQLite)")
	}
	cc, err := pgx.ParseConfig(dsn) // its errors redact the password
	if err != nil {
		return fmt.Errorf("sqlstore: DATABASE_URL is not a valid PostgreSQL URL: %w", err)
	}
	// Every transaction that names no isolation level is READ COMMITTED,
	// whatever the database's default: a booking's pipelined transaction
	// (booking_pipeline.go) cannot name one, and its write must see the
	// bookings committed before it took the day's lock.
	if cc.RuntimeParams == nil {
		cc.RuntimeParams = map[string]string{}
	}
	cc.RuntimeParams["default_transaction_isolation"] = "read committed"
	pool := stdlib.OpenDB(*cc)
	pool.SetMaxOpenConns(postgresMaxConns)
	pool.SetMaxIdleConns(postgresMaxConns)
	pool.SetConnMaxIdleTime(5 * time.Minute)
	db.engine, db.write, db.read = EnginePostgres, pool, pool
	if err := db.Ping(ctx); err != nil {
		pool.Close()
		return fmt.Errorf("sqlstore: cannot reach the PostgreSQL database of DATABASE_URL (host %s, database %s): %w", cc.Host, cc.Database, err)
	}
	return nil
}

// sqlitePragmas are set on every SQLite connection. synchronous(FULL):
// in WAL mode NORMAL may lose the last acknowledged commits on power loss,
// and an acknowledged booking must survive that.
var sqlitePragmas = []string{
	"busy_timeout(10000)",
	"journal_mode(WAL)",
	"foreign_keys(1)",
	"synchronous(FULL)",
}

func sqliteDSN(path string, readOnly bool) string {
	q := make([]string, 0, 8)
	for _, p := range sqlitePragmas {
		q = append(q, "_pragma="+p)
	}
	if readOnly {
		q = append(q, "_pragma=query_only(1)")
	} else {
		// Take the write lock at BEGIN: a transaction that reads and then
		// writes can then never fail with "database is locked" half-way.
		q = append(q, "_txlock=immediate")
	}
	// Times are written as 'YYYY-MM-DD HH:MM:SS.fffffffff+00:00' in UTC
	// whatever their zone, so that they compare as text the way they
	// compare as instants, and read back in UTC.
	q = append(q, "_time_format=sqlite", "_timezone=UTC")
	return path + "?" + strings.Join(q, "&")
}

func (db *DB) openSQLite(ctx context.Context, dir string) error {
	if dir == "" {
		dir = "data"
	}
	if strings.ContainsAny(dir, "?#") {
		return fmt.Errorf("sqlstore: DAYSPA_DATA_DIR %q must not contain '?' or '#'", dir)
	}
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return fmt.Errorf("sqlstore: cannot create DAYSPA_DATA_DIR %q: %w", dir, err)
	}
	probe, err := os.CreateTemp(dir, ".write-test-*")
	if err != nil {
		return fmt.Errorf("sqlstore: DAYSPA_DATA_DIR %q is not writable: %w", dir, err)
	}
	probe.Close()
	os.Remove(probe.Name())

	path := filepath.Join(dir, FileName)
	write, err := sql.Open("sqlite", sqliteDSN(path, false))
	if err != nil {
		return fmt.Errorf("sqlstore: open %s in DAYSPA_DATA_DIR: %w", path, err)
	}
	write.SetMaxOpenConns(1)
	write.SetMaxIdleConns(1)
	write.SetConnMaxLifetime(0)
	write.SetConnMaxIdleTime(0)
	// Open the writer first: it switches the file to WAL mode before any
	// reader connects.
	if err := write.PingContext(ctx); err != nil {
		write.Close()
		return fmt.Errorf("sqlstore: open %s in DAYSPA_DATA_DIR: %w", path, err)
	}
	read, err := sql.Open("sqlite", sqliteDSN(path, true))
	if err != nil {
		write.Close()
		return fmt.Errorf("sqlstore: open %s in DAYSPA_DATA_DIR: %w", path, err)
	}
	n := min(max(4, runtime.NumCPU()), sqliteMaxReaders)
	read.SetMaxOpenConns(n)
	read.SetMaxIdleConns(n)
	db.engine, db.write, db.read, db.sqlitePath = EngineSQLite, write, read, path
	db.writeTurn = make(chan struct{}, 1)
	db.writeTurn <- struct{}{}
	if err := db.Ping(ctx); err != nil {
		db.Close()
		return fmt.Errorf("sqlstore: open %s in DAYSPA_DATA_DIR: %w", path, err)
	}
	return nil
}

// Ping reports whether the database answers.
func (db *DB) Ping(ctx context.Context) error {
	if err := db.write.PingContext(ctx); err != nil {
		return err
	}
	if db.read != db.write {
		return db.read.PingContext(ctx)
	}
	return nil
}

// Close closes the database's connections.
func (db *DB) Close() error {
	errs := []error{db.closeStmts()}
	if db.read != nil && db.read != db.write {
		errs = append(errs, db.read.Close())
	}
	if db.write != nil {
		errs = append(errs, db.write.Close())
	}
	return errors.Join(errs...)
}

// Engine reports "sqlite" or "postgres".
func (db *DB) Engine() string { return db.engine }

// SQL returns the pool for statements this package does not write itself,
// such as the session store's. On SQLite it is the single write connection,
// so keep its transactions short. Placeholders are $1, $2, … on both
// engines. time.Time values may be in any zone: SQLite's driver stores them
// in UTC (as text that sorts as time does), PostgreSQL as timestamptz.
func (db *DB) SQL() *sql.DB { return db.write }

// now is the current time in UTC at the precision both engines keep.
func (db *DB) now() time.Time { return dbTime(db.Now()) }

// dbTime returns t in UTC, truncated to microseconds as PostgreSQL keeps it,
// so that a value reads back equal from both engines.
func dbTime(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

// Backup writes a consistent copy of the SQLite database to path, a file
// that must not exist yet, while the site keeps running (VACUUM INTO reads
// one snapshot; writers go on beside it). The copy is a complete database:
// open it as the data dir's dayspa.db to restore. On PostgreSQL it
// returns an error: pg_dump is the tool there.
func (db *DB) Backup(ctx context.Context, path string) error {
	if db.engine != EngineSQLite {
		return errors.New("sqlstore: backup copies the SQLite database; back up PostgreSQL with pg_dump")
	}
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("sqlstore: backup %s: the file exists already", path)
	}
	// A connection of its own: the readers are query-only, and the writer
	// must stay free for bookings while the copy is made.
	conn, err := sql.Open("sqlite", sqliteDSN(db.sqlitePath, false))
	if err != nil {
		return fmt.Errorf("sqlstore: backup: %w", err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `VACUUM INTO $1`, path); err != nil {
		return fmt.Errorf("sqlstore: backup to %s: %w", path, err)
	}
	return nil
}
