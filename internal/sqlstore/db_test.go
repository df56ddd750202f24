package sqlstore_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

func TestOpen(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		t.Run("OK", func(t *testing.T) {
			t.Parallel()
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
			t.Parallel()
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
			files, err := filepath.Glob(filepath.Join("migrations", e.Name, "*.sql"))
			must(t, err)
			if versions != len(files) {
				t.Errorf("goose_db_version has %d applied versions, want %d (one per migration)", versions, len(files))
			}
		})

		t.Run("InvoiceNumbersFromTheCounter", func(t *testing.T) {
			t.Parallel()
			// The recipe the income store will use: take the next number
			// inside the transaction that inserts the invoice.
			db := newDB(t, e)
			insert := func(commit bool) (int64, error) {
				tx, err := db.SQL().Begin()
				if err != nil {
					return 0, err
				}
				defer tx.Rollback()
				var n int64
				if err := tx.QueryRow(`UPDATE counters SET value = value + 1 WHERE name = 'invoice_number' RETURNING value - 1`).Scan(&n); err != nil {
					return 0, err
				}
				if _, err := tx.Exec(`INSERT INTO income_transactions (invoice_number, transaction_day, transaction_date, source, customer_name, service_name, therapist_name, cash_amount, total_amount)
					VALUES ($1, $2, $3, 'Ph Snap', 'Guest', 'Massage', 'Aya', 35000, 35000)`, n, dayspa.DateOf(testNow), testNow); err != nil {
					return 0, err
				}
				if !commit {
					return n, nil
				}
				return n, tx.Commit()
			}
			if n, err := insert(false); err != nil || n != 1526 {
				t.Fatalf("rolled back: %d, %v", n, err)
			}
			const k = 40
			var wg sync.WaitGroup
			nums := make([]int64, k)
			errs := make([]error, k)
			for i := range k {
				wg.Go(func() { nums[i], errs[i] = insert(true) })
			}
			wg.Wait()
			seen := map[int64]bool{}
			for i := range k {
				must(t, errs[i])
				seen[nums[i]] = true
			}
			for n := int64(1526); n < 1526+k; n++ {
				if !seen[n] {
					t.Errorf("invoice number %d not handed out (a rolled-back number is given back, none is lost or repeated)", n)
				}
			}
			if _, err := db.SQL().Exec(`INSERT INTO income_transactions (invoice_number, transaction_day, transaction_date, source, customer_name, service_name, therapist_name)
				VALUES (1526, $1, $2, 'Wgg', 'Guest', 'Massage', 'Aya')`, dayspa.DateOf(testNow), testNow); err == nil {
				t.Error("a repeated invoice number was accepted")
			}
		})

		t.Run("SessionsCompareExpiryAsTime", func(t *testing.T) {
			t.Parallel()
			// What a session store over SQL() relies on, whatever the zone
			// of the times it passes.
			db := newDB(t, e)
			// Each comparison below mixes zones: as text they would go the
			// wrong way ("05:00+00:00" < "08:00+04:00"), as time they do not.
			_, err := db.SQL().Exec(`INSERT INTO sessions (token, data, expiry) VALUES ($1, $2, $3), ($4, $5, $6)`,
				"live", []byte{1, 2}, testNow.Add(time.Hour).UTC(), // 05:00 UTC
				"dead", []byte{3}, testNow.Add(-time.Minute).In(dubai)) // 07:59 in Dubai, 03:59 UTC
			must(t, err)
			var data []byte
			var expiry time.Time
			must(t, db.SQL().QueryRow(`SELECT data, expiry FROM sessions WHERE token = $1 AND expiry > $2`,
				"live", testNow.In(dubai)).Scan(&data, &expiry))
			if len(data) != 2 || !expiry.Equal(testNow.Add(time.Hour)) {
				t.Errorf("data %v expiry %v", data, expiry)
			}
			res, err := db.SQL().Exec(`DELETE FROM sessions WHERE expiry < $1`, testNow.UTC())
			must(t, err)
			if n, _ := res.RowsAffected(); n != 1 || count(t, db, "sessions") != 1 {
				t.Errorf("deleted %d expired sessions, want 1", n)
			}
		})

		t.Run("SchemaIsReadyForLaterStores", func(t *testing.T) {
			t.Parallel()
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
		t.Parallel()
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
		t.Parallel()
		file := filepath.Join(t.TempDir(), "a-file")
		must(t, os.WriteFile(file, []byte("x"), 0o600))
		_, err := sqlstore.Open(ctx, sqlstore.Config{DataDir: filepath.Join(file, "data")})
		if err == nil || !strings.Contains(err.Error(), "DAYSPA_DATA_DIR") {
			t.Fatalf("err = %v, want one naming DAYSPA_DATA_DIR", err)
		}
	})

	t.Run("WALAndForeignKeys", func(t *testing.T) {
		t.Parallel()
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
			t.Parallel()
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

func TestBackup(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		target := filepath.Join(t.TempDir(), "copy.db")
		if e.Name != sqlstore.EngineSQLite {
			if err := db.Backup(ctx, target); err == nil || !strings.Contains(err.Error(), "pg_dump") {
				t.Fatalf("Backup on %s = %v, want an error naming pg_dump", e.Name, err)
			}
			return
		}
		svc := dayspa.Service{Name: "Backed Up Massage", Category: dayspa.CategoryMassage, Duration: 60, Price: dayspa.AED(300)}
		must(t, db.CreateService(ctx, &svc))
		must(t, db.Backup(ctx, target))

		// The copy is a whole database: opened as a data dir's dayspa.db it
		// holds what was committed.
		dir := t.TempDir()
		must(t, os.Rename(target, filepath.Join(dir, sqlstore.FileName)))
		restored := open(t, sqlstore.Config{DataDir: dir})
		if got, err := restored.GetService(ctx, svc.ID); err != nil || got.Name != svc.Name {
			t.Fatalf("restored service = %v, %v", got, err)
		}

		// An existing file is never overwritten.
		must(t, os.WriteFile(target, []byte("keep me"), 0o600))
		if err := db.Backup(ctx, target); err == nil {
			t.Fatal("Backup over an existing file succeeded")
		}
		if b, _ := os.ReadFile(target); string(b) != "keep me" {
			t.Fatalf("existing file changed to %q", b)
		}
	})
}
