package sqlstore_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

func TestOpen(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		t.Run("OK", func(t *testing.T) {
			db := newDB(t, e)
			if db.Engine() != e.Name {
				t.Errorf("Engine() = %q, want %q", db.Engine(), e.Name)
			}
			must(t, db.Ping(context.Background()))
			if db.SQL() == nil {
				t.Error("SQL() = nil")
			}
		})

		t.Run("MigrateTwiceIsNoOp", func(t *testing.T) {
			cfg := e.Config(t)
			db := open(t, cfg)
			ctx := context.Background()
			svc := dayspa.Service{Name: "Kept", Category: dayspa.CategoryMassage, Duration: 60, Price: dayspa.AED(300)}
			must(t, db.CreateService(ctx, &svc))
			must(t, db.Migrate(ctx))
			must(t, db.Migrate(ctx))
			// Opening again migrates again: still nothing to do.
			db2 := open(t, cfg)
			if got, err := db2.GetService(ctx, svc.ID); err != nil || got.Name != "Kept" {
				t.Fatalf("after migrating again: %v, %v", got, err)
			}
			var versions int
			must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM goose_db_version WHERE version_id > 0`).Scan(&versions))
			if versions != 1 {
				t.Errorf("goose_db_version has %d applied versions, want 1", versions)
			}
		})

		t.Run("SchemaIsReadyForLaterStores", func(t *testing.T) {
			db := newDB(t, e)
			for _, table := range []string{
				"services", "blog_posts", "customers", "bookings", "contact_messages",
				"newsletter_subscribers", "income_transactions", "expenses", "pdf_uploads",
				"settings", "sessions", "counters",
			} {
				count(t, db, table)
			}
			var next int64
			must(t, db.SQL().QueryRow(`SELECT value FROM counters WHERE name = 'invoice_number'`).Scan(&next))
			if next != 1526 {
				t.Errorf("next invoice number = %d, want 1526", next)
			}
		})
	})
}

func TestOpen_SQLiteDataDir(t *testing.T) {
	ctx := context.Background()

	t.Run("CreatesMissingDir", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "a", "b")
		db := open(t, sqlstore.Config{DataDir: dir})
		if db.Engine() != sqlstore.EngineSQLite {
			t.Errorf("Engine() = %q", db.Engine())
		}
		if _, err := os.Stat(filepath.Join(dir, sqlstore.FileName)); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("ErrUnwritable", func(t *testing.T) {
		file := filepath.Join(t.TempDir(), "a-file")
		must(t, os.WriteFile(file, []byte("x"), 0o600))
		_, err := sqlstore.Open(ctx, sqlstore.Config{DataDir: filepath.Join(file, "data")})
		if err == nil || !strings.Contains(err.Error(), "DAYSPA_DATA_DIR") {
			t.Fatalf("err = %v, want one naming DAYSPA_DATA_DIR", err)
		}
	})

	t.Run("WALAndForeignKeys", func(t *testing.T) {
		db := open(t, sqlstore.Config{DataDir: t.TempDir()})
		var mode string
		var fk, sync int
		must(t, db.SQL().QueryRow(`PRAGMA journal_mode`).Scan(&mode))
		must(t, db.SQL().QueryRow(`PRAGMA foreign_keys`).Scan(&fk))
		must(t, db.SQL().QueryRow(`PRAGMA synchronous`).Scan(&sync))
		if mode != "wal" || fk != 1 || sync != 2 {
			t.Errorf("journal_mode=%s foreign_keys=%d synchronous=%d, want wal 1 2 (FULL)", mode, fk, sync)
		}
	})
}

func TestOpen_ErrDatabaseURL(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for name, url := range map[string]string{
		"NotPostgres": "mysql://user:secret@localhost/db",
		"Malformed":   "postgres://user:secret@localhost:notaport/db",
		"Unreachable": "postgres://user:secret@127.0.0.1:1/db?connect_timeout=2&sslmode=disable",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := sqlstore.Open(ctx, sqlstore.Config{DatabaseURL: url, DataDir: t.TempDir()})
			if err == nil || !strings.Contains(err.Error(), "DATABASE_URL") {
				t.Fatalf("err = %v, want one naming DATABASE_URL", err)
			}
			if strings.Contains(err.Error(), "secret") {
				t.Errorf("err = %v leaks the password", err)
			}
		})
	}
}
