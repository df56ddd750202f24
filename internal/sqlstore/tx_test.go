package sqlstore_test

import (
	"context"
	"database/sql"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa/internal/sqlstore"
)

// TestTransactionHelpers: the write helper commits the work when it
// returns nil and rolls it back when it returns an error or panics (and
// the store writes on afterwards: on SQLite the one turn to write comes
// back); the read helpers cannot write.
func TestTransactionHelpers(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if _, err := db.SQL().ExecContext(ctx, `CREATE TABLE tx_probe (n INTEGER NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		insert := func(tx *sql.Tx, n int) error {
			_, err := tx.ExecContext(ctx, `INSERT INTO tx_probe (n) VALUES ($1)`, n)
			return err
		}
		rows := func() []int {
			t.Helper()
			var out []int
			r, err := db.SQL().QueryContext(ctx, `SELECT n FROM tx_probe ORDER BY n`)
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			for r.Next() {
				var n int
				must(t, r.Scan(&n))
				out = append(out, n)
			}
			must(t, r.Err())
			return out
		}

		must(t, db.InWrite(ctx, func(tx *sql.Tx) error { return insert(tx, 1) }))
		if got := rows(); !slices.Equal(got, []int{1}) {
			t.Fatalf("after a write that returned nil: rows %v, want [1] (committed)", got)
		}

		refused := errors.New("refused")
		err := db.InWrite(ctx, func(tx *sql.Tx) error {
			if err := insert(tx, 2); err != nil {
				return err
			}
			return refused
		})
		if !errors.Is(err, refused) {
			t.Fatalf("write returned %v, want fn's error", err)
		}
		if got := rows(); !slices.Equal(got, []int{1}) {
			t.Fatalf("after a write that returned an error: rows %v, want [1] (rolled back)", got)
		}

		func() {
			defer func() {
				if r := recover(); r != "boom" {
					t.Fatalf("recovered %v, want the panic to go on", r)
				}
			}()
			_ = db.InWrite(ctx, func(tx *sql.Tx) error {
				if err := insert(tx, 3); err != nil {
					return err
				}
				panic("boom")
			})
		}()
		if got := rows(); !slices.Equal(got, []int{1}) {
			t.Fatalf("after a write that panicked: rows %v, want [1] (rolled back)", got)
		}

		n, err := sqlstore.WriteValue(ctx, db, func(tx *sql.Tx) (int, error) { return 4, insert(tx, 4) })
		if err != nil || n != 4 {
			t.Fatalf("write value: %d, %v; want 4, nil", n, err)
		}
		n, err = sqlstore.WriteValue(ctx, db, func(tx *sql.Tx) (int, error) { return 5, refused })
		if !errors.Is(err, refused) || n != 0 {
			t.Fatalf("write value that failed: %d, %v; want 0 and fn's error", n, err)
		}
		if got := rows(); !slices.Equal(got, []int{1, 4}) {
			t.Fatalf("after the value writes: rows %v, want [1 4]", got)
		}

		for name, run := range map[string]func(context.Context, func(*sql.Tx) error) error{
			"read": db.InRead, "snapshot": db.InSnapshot,
		} {
			var seen int
			err := run(ctx, func(tx *sql.Tx) error {
				if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM tx_probe`).Scan(&seen); err != nil {
					return err
				}
				return insert(tx, 9)
			})
			if err == nil {
				t.Errorf("%s: an insert in a read transaction succeeded", name)
			}
			if seen != 2 {
				t.Errorf("%s: saw %d rows, want 2", name, seen)
			}
		}
		if got := rows(); !slices.Equal(got, []int{1, 4}) {
			t.Fatalf("after the reads: rows %v, want [1 4]", got)
		}
	})
}

// txHelperFile is the one file that begins, commits and rolls back
// transactions: every other runs its work through its helpers, so that no
// path can forget the rollback of an error or the commit of a success.
const txHelperFile = "tx.go"

// TestOnlyTheHelpersEndTransactions: no file of the package but the
// helpers' own calls BeginTx, Begin, Commit or Rollback, nor beginWrite,
// beginRead or beginSnapshot. The one transaction not begun there, the
// pipelined booking of booking_pipeline.go, is PostgreSQL's implicit
// transaction of the statements before a Sync: it has no BEGIN, commit
// or rollback to call.
func TestOnlyTheHelpersEndTransactions(t *testing.T) {
	forbidden := []string{"BeginTx", "Begin", "Commit", "Rollback", "beginWrite", "beginRead", "beginSnapshot"}
	files, err := filepath.Glob("*.go")
	must(t, err)
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || name == txHelperFile {
			continue
		}
		src, err := os.ReadFile(name)
		must(t, err)
		f, err := parser.ParseFile(fset, name, src, 0)
		must(t, err)
		checked++
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if ok && slices.Contains(forbidden, sel.Sel.Name) {
				t.Errorf("%s: calls %s; run the work through inWrite, inRead or inSnapshot (%s)",
					fset.Position(call.Pos()), sel.Sel.Name, txHelperFile)
			}
			return true
		})
	}
	if checked < 20 {
		t.Fatalf("checked %d files, want the package's", checked)
	}
}
