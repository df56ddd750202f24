// Package sqlstoretest gives tests outside package sqlstore a fresh database
// of each engine, with no data but the migrations': SQLite in a temporary directory always,
// PostgreSQL in a database of its own on TEST_DATABASE_URL's server when
// that is set. It is the same recipe as sqlstore's own contract suite.
package sqlstoretest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// Engine is one database engine to run a test on.
type Engine struct {
	Name string // sqlstore.EngineSQLite or sqlstore.EnginePostgres
	// Skip, when set, is why this engine's tests are skipped.
	Skip string
	// Config returns the Config of a new, empty database, removed when the
	// test ends. Opening it twice gives two "instances" on one database.
	Config func(t testing.TB) sqlstore.Config
}

// Engines returns SQLite, and PostgreSQL skipped unless TEST_DATABASE_URL
// is set; either is skipped when TEST_ENGINES leaves it out.
func Engines() []Engine {
	pg := Engine{Name: sqlstore.EnginePostgres, Config: PostgresConfig, Skip: leftOut(sqlstore.EnginePostgres)}
	if pg.Skip == "" && os.Getenv("TEST_DATABASE_URL") == "" {
		pg.Skip = "TEST_DATABASE_URL is not set"
	}
	return []Engine{
		{Name: sqlstore.EngineSQLite, Config: SQLiteConfig, Skip: leftOut(sqlstore.EngineSQLite)},
		pg,
	}
}

// leftOut says why engine's tests are skipped when TEST_ENGINES, a
// comma-separated list of engines, is set and does not name it; else "".
// make test runs SQLite's under the race detector and PostgreSQL's without:
// a data race is in Go code, which both engines share, while the race
// detector slows every test about fivefold.
func leftOut(engine string) string {
	only := os.Getenv("TEST_ENGINES")
	if only == "" {
		return ""
	}
	for name := range strings.SplitSeq(only, ",") {
		if strings.TrimSpace(name) == engine {
			return ""
		}
	}
	return "TEST_ENGINES=" + only + " leaves " + engine + " out"
}

// SQLiteConfig returns the Config of a new, empty SQLite database in a
// temporary directory, skipping the test when TEST_ENGINES leaves SQLite
// out.
func SQLiteConfig(t testing.TB) sqlstore.Config {
	t.Helper()
	if why := leftOut(sqlstore.EngineSQLite); why != "" {
		t.Skip(why)
	}
	return sqlstore.Config{DataDir: t.TempDir()}
}

// ForEach runs f as a subtest per engine, skipping those that cannot run.
func ForEach(t *testing.T, f func(t *testing.T, e Engine)) {
	t.Helper()
	for _, e := range Engines() {
		t.Run(e.Name, func(t *testing.T) {
			if e.Skip != "" {
				t.Skip(e.Skip)
			}
			f(t, e)
		})
	}
}

// PostgresConfig creates a database t_<random> on TEST_DATABASE_URL's
// server, already migrated, and returns a Config whose connections use it;
// the database is dropped when the test ends. TEST_DATABASE_URL's role
// needs CREATEDB.
//
// The database is a copy of a template migrated once (see migratedTemplate):
// copying one takes about 0.1 s where migrating a new one took 0.45 s, and
// 0.95 s under the race detector, in every test that opens a store.
func PostgresConfig(t testing.TB) sqlstore.Config {
	t.Helper()
	if why := leftOut(sqlstore.EnginePostgres); why != "" {
		t.Skip(why)
	}
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Skip("TEST_DATABASE_URL is not set")
	}
	pgOnce.Do(func() { adminDB, template, pgErr = migratedTemplate(base) })
	if pgErr != nil {
		t.Fatalf("TEST_DATABASE_URL: %v", pgErr)
	}
	b := make([]byte, 6)
	_, _ = rand.Read(b) // crypto/rand.Read never fails
	name := "t_" + hex.EncodeToString(b)
	if _, err := adminDB.ExecContext(context.Background(), "CREATE DATABASE "+name+" TEMPLATE "+template); err != nil {
		t.Fatalf("create database: %v", err)
	}
	t.Cleanup(func() {
		// FORCE: a test's store is closed by now, but the server may not have ended its sessions yet.
		if _, err := adminDB.ExecContext(context.Background(), "DROP DATABASE "+name+" WITH (FORCE)"); err != nil {
			t.Errorf("drop database %s: %v", name, err)
		}
	})
	return sqlstore.Config{DatabaseURL: withDatabase(base, name)}
}

var (
	pgOnce   sync.Once
	adminDB  *sql.DB
	template string
	pgErr    error
)

// migratedTemplate connects to base and returns that connection and the
// name of a database that holds every migration, creating it when no test
// process has yet: dayspa_tpl_<digest of the migrations>, so a changed
// migration makes a new one. Processes that start at once (go test runs
// packages in parallel) take turns on an advisory lock; the database is
// marked a template only once it is whole, so one left half-built by a
// process that died is built again.
func migratedTemplate(base string) (*sql.DB, string, error) {
	ctx := context.Background()
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return nil, "", err
	}
	admin.SetMaxOpenConns(4)
	digest, err := sqlstore.MigrationsDigest(sqlstore.EnginePostgres)
	if err != nil {
		return nil, "", err
	}
	name := "dayspa_tpl_" + digest[:16]
	conn, err := admin.Conn(ctx)
	if err != nil {
		return nil, "", err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock(hashtextextended($1, 0))`, name); err != nil {
		return nil, "", err
	}
	// The session's end (conn.Close, deferred above) releases the lock too.
	defer func() { _, _ = conn.ExecContext(ctx, `SELECT pg_advisory_unlock(hashtextextended($1, 0))`, name) }()
	var ready sql.NullBool
	err = conn.QueryRowContext(ctx, `SELECT datistemplate FROM pg_database WHERE datname = $1`, name).Scan(&ready)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, "", err
	}
	if ready.Valid && ready.Bool {
		return admin, name, nil
	}
	if ready.Valid {
		if _, err := conn.ExecContext(ctx, "DROP DATABASE "+name+" WITH (FORCE)"); err != nil {
			return nil, "", err
		}
	}
	if _, err := conn.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		return nil, "", err
	}
	db, err := sqlstore.Open(ctx, sqlstore.Config{DatabaseURL: withDatabase(base, name)})
	if err != nil {
		return nil, "", err
	}
	if err := db.Close(); err != nil {
		return nil, "", err
	}
	// A copy fails while anyone is connected to the template: wait for the server to end the store's sessions.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		var sessions int
		if err := conn.QueryRowContext(ctx, `SELECT count(*) FROM pg_stat_activity WHERE datname = $1`, name).Scan(&sessions); err != nil {
			return nil, "", err
		}
		if sessions == 0 {
			break
		}
		if time.Now().After(deadline) {
			return nil, "", fmt.Errorf("%d sessions still on %s", sessions, name)
		}
	}
	if _, err := conn.ExecContext(ctx, "ALTER DATABASE "+name+" IS_TEMPLATE true"); err != nil {
		return nil, "", err
	}
	return admin, name, nil
}

// withDatabase returns the URL base with its database replaced by name.
func withDatabase(base, name string) string {
	u, err := url.Parse(base)
	if err != nil {
		return base // sqlstore.Open reports it
	}
	u.Path = "/" + name
	return u.String()
}

// Open opens cfg, sets the store's clock to now when it is not nil, and
// closes the store when the test ends.
func Open(t testing.TB, cfg sqlstore.Config, now func() time.Time) *sqlstore.DB {
	t.Helper()
	db, err := sqlstore.Open(context.Background(), cfg)
	if err != nil {
		t.Fatalf("open store: %v", err)
	}
	if now != nil {
		db.Now = now
	}
	t.Cleanup(func() {
		if err := db.Close(); err != nil {
			t.Errorf("close store: %v", err)
		}
	})
	return db
}

// QualifyTeam gives db the test team if it has none: two single rooms and
// a couple suite, and three therapists (two female, one male) working
// 09:00 to 22:00 every day; then makes all three qualified for the
// services. Three single treatments, or a couples one beside a single
// one, can then run at once.
func QualifyTeam(t testing.TB, db *sqlstore.DB, serviceIDs ...int64) {
	t.Helper()
	ctx := context.Background()
	rooms, err := db.Rooms(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(rooms) == 0 {
		for _, r := range []dayspa.Room{
			{Name: "Jasmine", Kind: dayspa.RoomSingle, Active: true},
			{Name: "Oud", Kind: dayspa.RoomSingle, Active: true},
			{Name: "Suite", Kind: dayspa.RoomCouple, Active: true},
		} {
			if err := db.CreateRoom(ctx, &r); err != nil {
				t.Fatal(err)
			}
		}
	}
	team, err := db.Therapists(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(team) == 0 {
		var ws dayspa.WeekSchedule
		for i := range ws {
			ws[i] = []dayspa.Interval{{Start: dayspa.DefaultOpenMinute, End: dayspa.DefaultCloseMinute}}
		}
		for _, n := range []struct {
			name   string
			gender dayspa.Gender
		}{{"Aisha", dayspa.GenderFemale}, {"Mariam", dayspa.GenderFemale}, {"Omar", dayspa.GenderMale}} {
			th := dayspa.Therapist{Name: n.name, Gender: n.gender, Schedule: ws, Active: true, CommissionPercentage: 40}
			if err := db.CreateTherapist(ctx, &th); err != nil {
				t.Fatal(err)
			}
			team = append(team, th)
		}
	}
	for _, th := range team {
		th.ServiceIDs = append(th.ServiceIDs, serviceIDs...)
		if err := db.UpdateTherapist(ctx, &th); err != nil {
			t.Fatal(err)
		}
	}
}

// GrowTeam adds a single room and a therapist working 09:00 to 22:00 every
// day, qualified for the services: room for one more treatment at any
// time, for tests about something else than a full calendar.
func GrowTeam(t testing.TB, db *sqlstore.DB, serviceIDs ...int64) {
	t.Helper()
	ctx := context.Background()
	r := dayspa.Room{Name: "Extra room", Kind: dayspa.RoomSingle, Active: true}
	if err := db.CreateRoom(ctx, &r); err != nil {
		t.Fatal(err)
	}
	var ws dayspa.WeekSchedule
	for i := range ws {
		ws[i] = []dayspa.Interval{{Start: dayspa.DefaultOpenMinute, End: dayspa.DefaultCloseMinute}}
	}
	th := dayspa.Therapist{Name: "Extra therapist", Gender: dayspa.GenderFemale, Schedule: ws, Active: true,
		ServiceIDs: serviceIDs, CommissionPercentage: 40}
	if err := db.CreateTherapist(ctx, &th); err != nil {
		t.Fatal(err)
	}
}
