package sqlstore_test

import (
	"errors"
	"sync"
	"testing"
	"time"
	_ "time/tzdata"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// One contract suite for every engine: SQLite always, PostgreSQL when
// TEST_DATABASE_URL is set (package sqlstoretest). Each test gets an empty
// database of its own: a temporary directory, or a fresh schema of the test
// database.

type engine = sqlstoretest.Engine

func engines() []engine { return sqlstoretest.Engines() }

// forEachEngine runs f as a parallel subtest per engine.
func forEachEngine(t *testing.T, f func(t *testing.T, e engine)) {
	t.Helper()
	sqlstoretest.ForEach(t, func(t *testing.T, e engine) {
		t.Parallel()
		f(t, e)
	})
}

// The fixed clock of the tests: 08:00 in Dubai on 22 November 2026, before
// the spa opens, so every slot of every day within the horizon is bookable.
var (
	dubai     = mustLoadLocation(dayspa.DefaultTimeZone)
	testNow   = time.Date(2026, 11, 22, 8, 0, 0, 0, dubai)
	testClock = dayspa.Clock{Location: dubai, Now: func() time.Time { return testNow }}
	testRules = dayspa.SlotRules{Clock: testClock}
	bookDay   = dayspa.Date{Year: 2026, Month: time.November, Day: 29}
)

func mustLoadLocation(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// open opens cfg with the test clock, in Dubai unless cfg names another
// zone, and closes it when the test ends.
func open(t testing.TB, cfg sqlstore.Config) *sqlstore.DB {
	t.Helper()
	if cfg.Location == nil {
		cfg.Location = dubai
	}
	return sqlstoretest.Open(t, cfg, testClock.Now)
}

// newDB opens a new, empty database of engine e.
func newDB(t testing.TB, e engine) *sqlstore.DB {
	t.Helper()
	return open(t, e.Config(t))
}

// assertCode fails the test unless err carries the domain error code.
func assertCode(t testing.TB, err error, code string) {
	t.Helper()
	if got := dayspa.ErrorCode(err); got != code {
		t.Fatalf("error code = %q, want %q (err: %v)", got, code, err)
	}
	var e *dayspa.Error
	if code != "" && !errors.As(err, &e) {
		t.Fatalf("error %v is not a *dayspa.Error", err)
	}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// count returns the number of rows of table.
func count(t testing.TB, db *sqlstore.DB, table string) int {
	t.Helper()
	var n int
	if err := db.SQL().QueryRow("SELECT COUNT(*) FROM " + table).Scan(&n); err != nil {
		t.Fatalf("count %s: %v", table, err)
	}
	return n
}

// tickingClock moves one minute forward each time it is read, so that
// every transaction of a test happens after the one before.
type tickingClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *tickingClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(time.Minute)
	return c.t
}

// newTickingDB opens a new database of engine e whose transactions each
// happen a minute after the one before.
func newTickingDB(t *testing.T, e engine) *sqlstore.DB {
	t.Helper()
	db := newDB(t, e)
	db.Now = (&tickingClock{t: testNow}).Now
	return db
}
