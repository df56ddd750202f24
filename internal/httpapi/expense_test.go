package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

const expenseBody = `{"date":"2026-11-20","category":" laundry ","supplier":"Clean Co","amount":"120.50","vat":"5.74",
	"paymentMethod":"card","note":"Towels"}`

func TestExpensesAPI(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		run := specRunner(t, ts)
		c := login(t, ts)

		var first dayspa.Expense
		t.Run("Create", func(t *testing.T) {
			run(t, adminGet(c, "Empty", "/api/admin/expenses", 200, `[]`).withTotal(0))
			run(t, adminWrite(c, "", "POST", "/api/admin/expenses", expenseBody, 201, `"category":"laundry"`, `"amount":"120.50"`,
				`"vat":"5.74"`, `"paymentMethod":"card"`, `"date":"2026-11-20"`).with(func(t *testing.T, _ *http.Response, body []byte) {
				if err := json.Unmarshal(body, &first); err != nil || first.ID == 0 {
					t.Fatalf("created %s: %v", body, err)
				}
			}))
			run(t, adminWrite(c, "Rent", "POST", "/api/admin/expenses",
				`{"date":"2026-11-01","category":"rent","amount":15000,"paymentMethod":"bank_transfer","note":"November"}`, 201, `"vat":"0.00"`, `"supplier":""`))
		})

		t.Run("CreateInvalid", func(t *testing.T) {
			before := countRows(t, ts.db, "expenses")
			run(t, adminWrite(c, "", "POST", "/api/admin/expenses", `{"date":"20/11/2026","category":"","amount":"1.001","vat":"-1","paymentMethod":"cheque"}`, 400).
				withFields(map[string]string{"date": dayspa.MsgExpenseDate.Text, "category": dayspa.MsgExpenseCategory.Text,
					"amount": dayspa.MsgExpenseAmount.Text, "vat": dayspa.MsgExpenseVAT.Text, "paymentMethod": dayspa.MsgExpensePayment.Text}))
			run(t, adminWrite(c, "VatAboveAmount", "POST", "/api/admin/expenses", `{"date":"2026-11-20","category":"rent","amount":"10","vat":"11","paymentMethod":"cash"}`, 400).
				withFields(map[string]string{"vat": dayspa.MsgExpenseVAT.Text}))
			run(t, adminWrite(c, "UnknownField", "POST", "/api/admin/expenses", `{"receipt":"x"}`, 400, "receipt"))
			if n := countRows(t, ts.db, "expenses"); n != before {
				t.Errorf("%d expenses after refusals, want %d", n, before)
			}
		})

		t.Run("List", func(t *testing.T) {
			run(t, adminGet(c, "All", "/api/admin/expenses", 200, `"note":"Towels"`).withTotal(2))
			run(t, adminGet(c, "Period", "/api/admin/expenses?from=2026-11-10&to=2026-11-30", 200, `"note":"Towels"`).without(`"November"`).withTotal(1))
			run(t, adminGet(c, "Category", "/api/admin/expenses?category=RENT", 200, `"November"`).withTotal(1))
			run(t, adminGet(c, "Search", "/api/admin/expenses?search=clean", 200, `"Clean Co"`).withTotal(1))
			run(t, adminGet(c, "Paged", "/api/admin/expenses?page=2&limit=1", 200, `"November"`).withTotal(2))
			run(t, adminGet(c, "Bad", "/api/admin/expenses?from=2026-11-30&to=2026-11-01&limit=0", 400).withFields(map[string]string{
				"to": dayspa.MsgPeriodOrder.Text, "limit": "Limit must be a whole number from 1 to 100."}))
		})

		t.Run("Summary", func(t *testing.T) {
			run(t, adminGet(c, "", "/api/admin/income/summary?from=2026-11-01&to=2026-11-30", 200, `"spending":"15120.50"`))
		})

		t.Run("Update", func(t *testing.T) {
			path := fmt.Sprintf("/api/admin/expenses/%d", first.ID)
			run(t, adminWrite(c, "", "PATCH", path, `{"amount":"130","note":"Towels and robes"}`, 200, `"amount":"130.00"`,
				`"note":"Towels and robes"`, `"supplier":"Clean Co"`, `"vat":"5.74"`))
			run(t, adminWrite(c, "Invalid", "PATCH", path, `{"amount":"5"}`, 400).withFields(map[string]string{"vat": dayspa.MsgExpenseVAT.Text}))
			run(t, adminGet(c, "Unchanged", "/api/admin/expenses?search=robes", 200, `"amount":"130.00"`).withTotal(1))
			run(t, adminWrite(c, "Unknown", "PATCH", "/api/admin/expenses/999999", `{}`, 404, `"code":"expense.not_found"`))
			run(t, adminWrite(c, "NotAnID", "PATCH", "/api/admin/expenses/x", `{}`, 404))
		})

		t.Run("Delete", func(t *testing.T) {
			path := fmt.Sprintf("/api/admin/expenses/%d", first.ID)
			run(t, adminWrite(c, "", "DELETE", path, "", 204))
			run(t, adminWrite(c, "Again", "DELETE", path, "", 404, `"code":"expense.not_found"`))
			run(t, adminGet(c, "Gone", "/api/admin/expenses", 200).without(`"Towels`).withTotal(1))
		})
	})
}

// TestExpensesAccess: owners and managers keep the expenses; reception
// and therapists get 403 on every route.
func TestExpensesAccess(t *testing.T) {
	ts, _ := newAdminSpa(t, sqlstoretest.Engines()[0])
	manager, desk, therapist := roleCookies(t, ts)
	var x dayspa.Expense
	if err := json.Unmarshal(ts.sendAs(t, manager, "POST", "/api/admin/expenses", expenseBody, 201), &x); err != nil {
		t.Fatal(err)
	}
	at := fmt.Sprintf("/api/admin/expenses/%d", x.ID)
	for _, who := range []string{desk, therapist} {
		ts.sendAs(t, who, "GET", "/api/admin/expenses", "", 403)
		ts.sendAs(t, who, "POST", "/api/admin/expenses", expenseBody, 403)
		ts.sendAs(t, who, "PATCH", at, `{"amount":"1"}`, 403)
		ts.sendAs(t, who, "DELETE", at, "", 403)
	}
	ts.sendAs(t, manager, "GET", "/api/admin/expenses", "", 200)
	ts.sendAs(t, manager, "PATCH", at, `{"amount":"200"}`, 200)
	ts.sendAs(t, manager, "DELETE", at, "", 204)
}
