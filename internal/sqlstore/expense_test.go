package sqlstore_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

func expense(d, category, supplier, amount, vat string, paid dayspa.ExpensePayment, note string) *dayspa.Expense {
	return &dayspa.Expense{Date: day(d), Category: category, Supplier: supplier, Amount: money(amount), VAT: money(vat),
		PaymentMethod: paid, Note: note}
}

func createExpense(t *testing.T, db *sqlstore.DB, e *dayspa.Expense) *dayspa.Expense {
	t.Helper()
	must(t, db.CreateExpense(context.Background(), e))
	return e
}

func TestExpenseCRUD(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		x := createExpense(t, db, expense("2026-11-20", "laundry", "Clean Co", "120.50", "5.74", dayspa.PaidCard, "Towels"))
		if x.ID == 0 || x.CreatedAt.IsZero() || !x.UpdatedAt.Equal(x.CreatedAt) {
			t.Fatalf("created %+v", x)
		}
		got, err := db.GetExpense(ctx, x.ID)
		must(t, err)
		if got.Date != day("2026-11-20") || got.Category != "laundry" || got.Supplier != "Clean Co" || got.Amount != 12050 ||
			got.VAT != 574 || got.PaymentMethod != dayspa.PaidCard || got.Note != "Towels" || !got.CreatedAt.Equal(x.CreatedAt) {
			t.Errorf("got %+v", got)
		}

		up, err := db.UpdateExpense(ctx, x.ID, func(e *dayspa.Expense) error {
			e.Amount, e.Note = money("130.00"), "Towels and robes"
			return nil
		})
		must(t, err)
		if up.Amount != 13000 || up.Note != "Towels and robes" || up.Supplier != "Clean Co" {
			t.Errorf("updated %+v", up)
		}
		// A refused change writes nothing.
		refused := errors.New("refused")
		if _, err := db.UpdateExpense(ctx, x.ID, func(e *dayspa.Expense) error { e.Amount = 1; return refused }); !errors.Is(err, refused) {
			t.Fatalf("err = %v", err)
		}
		got, err = db.GetExpense(ctx, x.ID)
		must(t, err)
		if got.Amount != 13000 {
			t.Errorf("amount after a refused change = %s", got.Amount)
		}

		gone, err := db.DeleteExpense(ctx, x.ID)
		must(t, err)
		if gone.ID != x.ID || gone.Note != "Towels and robes" || gone.Receipt != nil {
			t.Errorf("deleted %+v", gone)
		}
		_, err = db.GetExpense(ctx, x.ID)
		assertCode(t, err, dayspa.ENOTFOUND)
		_, err = db.DeleteExpense(ctx, x.ID)
		assertCode(t, err, dayspa.ENOTFOUND)
		_, err = db.UpdateExpense(ctx, x.ID, func(*dayspa.Expense) error { return nil })
		assertCode(t, err, dayspa.ENOTFOUND)
	})
}

func TestExpenseList(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		list, total, err := db.ListExpenses(ctx, dayspa.ExpenseFilter{})
		must(t, err)
		if list == nil || len(list) != 0 || total != 0 {
			t.Fatalf("empty list = %#v, %d", list, total)
		}
		a := createExpense(t, db, expense("2026-11-01", "rent", "Landlord LLC", "15000", "0", dayspa.PaidBankTransfer, "November"))
		b := createExpense(t, db, expense("2026-11-10", "Products", "Argan House", "300", "14.29", dayspa.PaidCash, "50% off oils"))
		c := createExpense(t, db, expense("2026-11-10", "laundry", "Clean Co", "80", "0", dayspa.PaidCard, ""))
		d := createExpense(t, db, expense("2026-10-31", "marketing", "", "500", "0", dayspa.PaidOther, "Instagram ads"))

		ids := func(f dayspa.ExpenseFilter) ([]int64, int) {
			t.Helper()
			list, total, err := db.ListExpenses(ctx, f)
			must(t, err)
			out := []int64{}
			for _, e := range list {
				out = append(out, e.ID)
			}
			return out, total
		}
		check := func(name string, f dayspa.ExpenseFilter, wantTotal int, want ...int64) {
			t.Helper()
			got, total := ids(f)
			if total != wantTotal || len(got) != len(want) {
				t.Errorf("%s: %v (total %d), want %v (total %d)", name, got, total, want, wantTotal)
				return
			}
			for i := range want {
				if got[i] != want[i] {
					t.Errorf("%s: %v, want %v", name, got, want)
					return
				}
			}
		}
		from, to := day("2026-11-01"), day("2026-11-10")
		check("all, newest first", dayspa.ExpenseFilter{}, 4, c.ID, b.ID, a.ID, d.ID)
		check("period", dayspa.ExpenseFilter{From: &from, To: &to}, 3, c.ID, b.ID, a.ID)
		check("from", dayspa.ExpenseFilter{From: &to}, 2, c.ID, b.ID)
		check("category, any case", dayspa.ExpenseFilter{Category: "products"}, 1, b.ID)
		check("search supplier", dayspa.ExpenseFilter{Search: "clean"}, 1, c.ID)
		check("search note", dayspa.ExpenseFilter{Search: "INSTAGRAM"}, 1, d.ID)
		check("search is literal", dayspa.ExpenseFilter{Search: "50%"}, 1, b.ID)
		check("page", dayspa.ExpenseFilter{Page: dayspa.Page{Offset: 1, Limit: 2}}, 4, b.ID, a.ID)
	})
}

func TestExpenseSpendingInSummary(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		createIncome(t, db, invoice("2026-11-20", "Ph Snap", "Aya", "300", "200"))
		createIncome(t, db, invoice("2026-11-21", "Ph Snap", "Aya", "100", "0"))
		createExpense(t, db, expense("2026-11-20", "laundry", "", "80", "0", dayspa.PaidCash, ""))
		createExpense(t, db, expense("2026-11-20", "products", "", "20.25", "0", dayspa.PaidCash, ""))
		createExpense(t, db, expense("2026-11-19", "rent", "", "1000", "0", dayspa.PaidCash, "")) // no invoice that day
		createExpense(t, db, expense("2026-10-01", "rent", "", "999", "0", dayspa.PaidCash, ""))  // outside the period

		from, to := day("2026-11-01"), day("2026-11-30")
		s, err := db.IncomeSummary(ctx, dayspa.IncomeFilter{From: &from, To: &to}, 0)
		must(t, err)
		if s.Totals.Spending != money("1100.25") {
			t.Errorf("period spending = %s, want 1100.25", s.Totals.Spending)
		}
		if s.Totals.Expenses != money("5.00") { // the invoices' disposables, unchanged
			t.Errorf("disposables = %s, want 5.00", s.Totals.Expenses)
		}
		for _, d := range s.Days {
			want := dayspa.Money(0)
			if d.Date == day("2026-11-20") {
				want = money("100.25")
			}
			if d.Spending != want {
				t.Errorf("%s: spending %s, want %s", d.Date, d.Spending, want)
			}
		}
	})
}

// TestMigrationExpenses: an expense stored before migration 31 keeps its
// day, category, amount and description (now its note), is "paid by
// other", and the migration goes down and up again.
func TestMigrationExpenses(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		must(t, db.MigrateDownTo(ctx, 30))
		_, err := db.SQL().Exec(`INSERT INTO expenses (expense_date, category, description, amount) VALUES ($1, 'Disposables', 'Towels', 12050)`,
			day("2026-11-20"))
		must(t, err)
		must(t, db.Migrate(ctx))
		list, total, err := db.ListExpenses(ctx, dayspa.ExpenseFilter{})
		must(t, err)
		if total != 1 || list[0].Note != "Towels" || list[0].Category != "Disposables" || list[0].Amount != 12050 ||
			list[0].PaymentMethod != dayspa.PaidOther || list[0].VAT != 0 || list[0].UpdatedAt.IsZero() {
			t.Errorf("migrated = %+v", list)
		}
		must(t, db.MigrateDownTo(ctx, 30))
		must(t, db.Migrate(ctx))
	})
}

// An expense holds at most one receipt: attaching one answers the key of
// the one it replaces, removing answers the key it held, an edit of the
// words keeps it, and deleting the expense answers it, so the caller
// removes its file; the row never names a file it does not hold.
func TestExpenseReceipt(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		x := createExpense(t, db, expense("2026-11-20", "laundry", "Clean Co", "120.50", "5.74", dayspa.PaidCard, "Towels"))
		if x.Receipt != nil {
			t.Fatalf("a new expense holds %+v", x.Receipt)
		}
		at := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
		first := &dayspa.Receipt{Key: "receipts/aa.pdf", Name: "Clean Co invoice.pdf", ContentType: "application/pdf", Size: 4096, UploadedAt: at}
		got, old, err := db.SetExpenseReceipt(ctx, x.ID, first)
		must(t, err)
		if old != "" || got.Receipt == nil || *got.Receipt != *first || got.Note != "Towels" {
			t.Fatalf("attached: %+v %+v, old %q", got, got.Receipt, old)
		}
		read, err := db.GetExpense(ctx, x.ID)
		must(t, err)
		if read.Receipt == nil || *read.Receipt != *first {
			t.Fatalf("read back %+v", read.Receipt)
		}

		// An edit of the words keeps the receipt.
		up, err := db.UpdateExpense(ctx, x.ID, func(e *dayspa.Expense) error { e.Note = "Robes"; return nil })
		must(t, err)
		if up.Receipt == nil || up.Receipt.Key != first.Key {
			t.Errorf("after an edit: %+v", up.Receipt)
		}
		list, _, err := db.ListExpenses(ctx, dayspa.ExpenseFilter{})
		must(t, err)
		if len(list) != 1 || list[0].Receipt == nil || list[0].Receipt.Key != first.Key {
			t.Errorf("listed %+v", list)
		}

		second := &dayspa.Receipt{Key: "receipts/bb.jpg", Name: "photo.jpg", ContentType: "image/jpeg", Size: 100, UploadedAt: at.Add(time.Hour)}
		got, old, err = db.SetExpenseReceipt(ctx, x.ID, second)
		must(t, err)
		if old != first.Key || got.Receipt.Key != second.Key {
			t.Errorf("replaced: %+v, old %q", got.Receipt, old)
		}

		got, old, err = db.SetExpenseReceipt(ctx, x.ID, nil)
		must(t, err)
		if old != second.Key || got.Receipt != nil {
			t.Errorf("removed: %+v, old %q", got.Receipt, old)
		}
		read, err = db.GetExpense(ctx, x.ID)
		must(t, err)
		if read.Receipt != nil {
			t.Errorf("after removal: %+v", read.Receipt)
		}
		_, old, err = db.SetExpenseReceipt(ctx, x.ID, nil)
		must(t, err)
		if old != "" {
			t.Errorf("removed twice: old %q", old)
		}

		_, _, err = db.SetExpenseReceipt(ctx, x.ID, first)
		must(t, err)
		gone, err := db.DeleteExpense(ctx, x.ID)
		must(t, err)
		if gone.Receipt == nil || gone.Receipt.Key != first.Key {
			t.Errorf("deleted %+v", gone.Receipt)
		}
		_, _, err = db.SetExpenseReceipt(ctx, x.ID, second)
		assertCode(t, err, dayspa.ENOTFOUND)
	})
}
