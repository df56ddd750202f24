package sqlstoretest

import (
	"testing"

	"github.com/dayspa/dayspa/internal/sqlstore"
)

// TestLeftOut: TEST_ENGINES splits the engine tests between make test's race
// run and its plain run, so an engine it names must run and one it leaves
// out must not, or a half of the contract tests would silently run nowhere.
func TestLeftOut(t *testing.T) {
	tests := []struct {
		only            string
		sqlite, postgre bool // runs
	}{
		{"", true, true},
		{"sqlite", true, false},
		{"postgres", false, true},
		{"sqlite,postgres", true, true},
		{" postgres , sqlite ", true, true},
		{"mysql", false, false},
	}
	for _, tt := range tests {
		t.Setenv("TEST_ENGINES", tt.only)
		if got := leftOut(sqlstore.EngineSQLite) == ""; got != tt.sqlite {
			t.Errorf("TEST_ENGINES=%q: SQLite runs = %v, want %v", tt.only, got, tt.sqlite)
		}
		if got := leftOut(sqlstore.EnginePostgres) == ""; got != tt.postgre {
			t.Errorf("TEST_ENGINES=%q: PostgreSQL runs = %v, want %v", tt.only, got, tt.postgre)
		}
	}
	t.Setenv("TEST_ENGINES", "postgres")
	t.Setenv("TEST_DATABASE_URL", "postgres://test@127.0.0.1/none")
	for _, e := range Engines() {
		if (e.Name == sqlstore.EngineSQLite) != (e.Skip != "") {
			t.Errorf("TEST_ENGINES=postgres: %s skip = %q", e.Name, e.Skip)
		}
	}
}
