// Package sqlstoretest gives tests outside package sqlstore a fresh, empty
// database of each engine: SQLite in a temporary directory always,
// PostgreSQL in a schema of its own of TEST_DATABASE_URL's database when
// that is set. It is the same recipe as sqlstore's own contract suite.
package sqlstoretest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
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

var (
	adminOnce sync.Once
	adminDB   *sql.DB
	adminErr  error
)

// PostgresConfig creates a schema t_<random> in TEST_DATABASE_URL's
// database and returns a Config whose connections use it; the schema is
// dropped when the test ends.
func PostgresConfig(t testing.TB) sqlstore.Config {
	t.Helper()
	if why := leftOut(sqlstore.EnginePostgres); why != "" {
		t.Skip(why)
	}
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Skip("TEST_DATABASE_URL is not set")
	}
	adminOnce.Do(func() {
		adminDB, adminErr = sql.Open("pgx", base)
		if adminErr == nil {
			adminDB.SetMaxOpenConns(4)
		}
	})
	if adminErr != nil {
		t.Fatalf("TEST_DATABASE_URL: %v", adminErr)
	}
	b := make([]byte, 6)
	_, _ = rand.Read(b) // crypto/rand.Read never fails
	schema := "t_" + hex.EncodeToString(b)
	if _, err := adminDB.ExecContext(context.Background(), "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		if _, err := adminDB.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("TEST_DATABASE_URL: %v", err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return sqlstore.Config{DatabaseURL: u.String()}
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
