package sqlstore_test

import (
	"context"
	"testing"

	"github.com/dayspa/dayspa/internal/sqlstore"
)

// TestWarmUp: on PostgreSQL the pool's connections are open and idle
// after WarmUp, so the first requests open none; on SQLite it only reads
// the team.
func TestWarmUp(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		must(t, db.WarmUp(context.Background()))
		st := db.SQL().Stats()
		if e.Name == sqlstore.EnginePostgres && (st.Idle != st.MaxOpenConnections || st.Idle < 2) {
			t.Errorf("after WarmUp: %d of %d connections idle, want all", st.Idle, st.MaxOpenConnections)
		}
	})
}
