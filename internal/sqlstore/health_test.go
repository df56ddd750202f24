package sqlstore_test

import (
	"context"
	"strings"
	"testing"
)

// TestMigrated shows the readiness check of the schema: a database with
// every migration applied passes; one whose newest migration is undone
// (a restore from an older backup, say) does not, and says why.
func TestMigrated(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		must(t, db.Migrated(ctx))
		var top int64
		must(t, db.SQL().QueryRow(`SELECT MAX(version_id) FROM goose_db_version`).Scan(&top))
		if _, err := db.SQL().Exec(`DELETE FROM goose_db_version WHERE version_id = $1`, top); err != nil {
			t.Fatal(err)
		}
		err := db.Migrated(ctx)
		if err == nil || !strings.Contains(err.Error(), "run dayspa migrate") {
			t.Fatalf("newest migration undone: Migrated = %v", err)
		}
		// Put the row back (the migration's changes are still there).
		if _, err := db.SQL().Exec(`INSERT INTO goose_db_version (version_id, is_applied) VALUES ($1, $2)`, top, true); err != nil {
			t.Fatal(err)
		}
		must(t, db.Migrated(ctx))
	})
}

func TestPools(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		pools := db.Pools()
		want := map[string]int{"sqlite": 2, "postgres": 1}[e.Name]
		if len(pools) != want {
			t.Fatalf("%d pools, want %d", len(pools), want)
		}
		for _, p := range pools {
			if !strings.HasPrefix(p.Name, e.Name) || p.DB.Ping() != nil {
				t.Errorf("pool %q does not answer", p.Name)
			}
		}
	})
}
