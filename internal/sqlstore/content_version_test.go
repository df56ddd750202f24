package sqlstore_test

import (
	"context"
	"database/sql"
	"testing"
)

// contentTables are the tables the public pages show, each with a column
// an UPDATE may set to itself: a write to any of them must raise the
// content version, which a page kept in memory is answered by.
var contentTables = map[string]string{
	"services": "id", "therapists": "id", "therapist_services": "therapist_id", "deposit_policies": "service_id",
	"blog_posts": "id", "blog_posts_ar": "post_id", "blog_post_slugs": "slug", "blog_post_ar_slugs": "slug",
	"blog_categories": "name", "gallery_items": "id", "reviews": "id", "faq_entries": "id",
	"settings": "key", "special_days": "id",
}

// TestContentVersion: in a seeded database, a write to any table the
// public pages show raises the content version, in the writer's own
// transaction (a rolled-back write raises nothing); a booking, which no
// page shows, raises nothing. A table the seed leaves empty is written
// with a DELETE of no row on PostgreSQL, whose triggers fire per
// statement; on SQLite, per row, such a table needs a row first: there,
// its three triggers are looked up instead.
func TestContentVersion(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		must(t, db.Seed(ctx))
		version := func() int64 {
			t.Helper()
			n, err := db.ContentVersion(ctx)
			must(t, err)
			return n
		}

		for table, col := range contentTables {
			var rows int
			must(t, db.InRead(ctx, func(tx *sql.Tx) error {
				return tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM `+table).Scan(&rows)
			}))
			if rows == 0 && e.Name == "sqlite" {
				var triggers int
				must(t, db.InRead(ctx, func(tx *sql.Tx) error {
					return tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = $1 AND name LIKE '%_content'`, table).Scan(&triggers)
				}))
				if triggers != 3 {
					t.Errorf("%s: %d content triggers, want 3 (insert, update, delete)", table, triggers)
				}
				continue
			}
			write := `UPDATE ` + table + ` SET ` + col + ` = ` + col
			if rows == 0 {
				write = `DELETE FROM ` + table + ` WHERE 1 = 0`
			}
			before := version()
			must(t, db.InWrite(ctx, func(tx *sql.Tx) error {
				_, err := tx.ExecContext(ctx, write)
				return err
			}))
			if after := version(); after <= before {
				t.Errorf("%s: %q left the content version at %d", table, write, after)
			}

			before = version()
			_ = db.InWrite(ctx, func(tx *sql.Tx) error {
				if _, err := tx.ExecContext(ctx, write); err != nil {
					return err
				}
				return sql.ErrTxDone // roll back
			})
			if after := version(); after != before {
				t.Errorf("%s: a rolled-back write moved the content version from %d to %d", table, before, after)
			}
		}

		svc := createService(t, db, couples())
		before := version()
		_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "layla@example.ae"), testRules)
		must(t, err)
		if after := version(); after != before {
			t.Errorf("a booking moved the content version from %d to %d", before, after)
		}
	})
}
